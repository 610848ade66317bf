import Testing
@testable import Reconcile

/// Turkey's, Azerbaijan's, Greece's and Jordan's lodgings by their own
/// words, and what carries those words without being one.
@Suite("Turkey and its neighbours: lodgings and look-alikes")
struct TurkeyAndNeighboursTests {
    @Test("Turkish lodging words as names decline them; Azerbaijani hotels", arguments: [
        ("Cunda Ayşe Hanım Ev Pansiyonu", "Türkiye", "pansiyonu"), ("Kaş Marin Oteli", "Türkiye", "oteli"),
        ("Şenyuva Ahşap Bungalov", "Türkiye", "bungalov"), ("Kemer Apart Otel", "Türkiye", "apart otel"),
        ("Şəki Saray Mehmanxana", "Azərbaycan", "mehmanxana"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("an apart and a villa count fully in Turkey, an archontiko in Greece; elsewhere they are shared words")
    func sharedAtHome() {
        #expect(SharedWordTests.verdict("Akyaka Nergis Apart", country: "Türkiye").isTaken)
        #expect(SharedWordTests.verdict("Villa Defne Yalıkavak", country: "Türkiye").isTaken)
        #expect(SharedWordTests.verdict("Αρχοντικό Ελένη", country: "Ελλάδα").isTaken)
        #expect(!SharedWordTests.verdict("Worlds Apart", country: "United Kingdom").isTaken)
    }

    @Test("a caravanserai and an Arabic camp count beside a night in the NOTE, not alone", arguments: [
        ("Yuxarı Karvansaray", "Azərbaycan", "Şəki həftəsonu, 2 gecə, otaq 12"), ("مخيم بدو رم", "الأردن", "ليلة واحدة، عشاء"),
    ])
    func sharedWithANight(_ name: String, _ country: String, _ note: String) {
        #expect(SharedWordTests.verdict(name, country: country, note: note).isTaken)
        #expect(!SharedWordTests.verdict(name, country: country).isTaken)
    }

    @Test("a pet hotel, a block of flats' management, a gulet's blue voyage, a restaurant", arguments: [
        ("Pati Otel Köpek Pansiyonu", "Pamuk tatilde 10 gün"), ("Nur Otel Yönetimi", "aidat 1500 TL"),
        ("Gulet Kaptan Hasan", "mavi yolculuk Göcek koyları 4 gece, kabin 3"), ("Pansiyon Meyhanesi", "cuma 20:00, 6 kişi"),
    ])
    func lookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Türkiye", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel and its restaurant on one sign is a hotel")
    func hotelRestaurant() {
        #expect(SharedWordTests.verdict("Otel Restoran Yeşil Vadi", country: "Türkiye").isTaken)
    }

    @Test("a meeting in a NOTE that counts the nights says nothing against the card, with or without a hotel's URL")
    func meetingBesideCountedNights() {
        let lines = SharedWordTests.company("Stamba", country: "Georgia", note: "3 nights, GWP meeting, late checkout asked")
        #expect(SharedWordTests.verdict(lines + ["URL:https://stambahotel.com"]).isTaken)
        #expect(SharedWordTests.verdict(lines).isTaken)
        #expect(!SharedWordTests.verdict(SharedWordTests.company("Stamba", country: "Georgia", note: "GWP meeting, late checkout asked")).isTaken)
    }

    @Test("a Georgian campsite and sanatorium; a Georgian dog hotel and a ferry's cabin", arguments: [
        ("კემპინგი ურეკი", nil, true), ("სანატორიუმი იმერეთი", nil, true), ("ძაღლების სასტუმრო ბობი", "5 ღამე", false),
        ("Black Sea Lines", "ბორანი ბათუმიდან, 2 ღამე კაიუტაში", false),
    ] as [(String, String?, Bool)])
    func georgia(_ name: String, _ note: String?, _ taken: Bool) {
        let verdict = SharedWordTests.verdict(name, country: "საქართველო", note: note)
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }
}
