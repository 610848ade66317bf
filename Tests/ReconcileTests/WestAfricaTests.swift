import Testing
@testable import Reconcile

/// West Africa's lodgings by their own words, and the chop bars, halls and
/// homes that share them.
@Suite("West Africa's lodgings and look-alikes")
struct WestAfricaTests {
    @Test("short lets, a boat hotel, an eco-retreat, guest houses in Hausa, Twi and Yoruba, a Gambian camp", arguments: [
        ("Lekki Phase 1 Shortlet", "Nigeria"), ("Hans Cottage Botel", "Ghana"), ("Sandele Eco-Retreat", "The Gambia"),
        ("Gidan Baƙi Alhaji Issah", "Ghana"), ("Gidan Baki Alhaji Issah", "Ghana"), ("Maame Efua Ahɔhodan", "Ghana"), ("Ilé Ìtura Àjọkẹ́", "Nigeria"),
        ("Tendaba Camp", "The Gambia"),
    ])
    func lodgingWords(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a chop bar called a hotel: its NOTE is a meal", arguments: [
        ("Maa Lizzy Hotel", "fufu and goat light soup"), ("Iya Basira Hotel", "amala, gbegiri & ewedu"),
        ("Mallam Sule Tuwo Hotel", "tuwo da miyar kuka"), ("Hotel Bracodi", "poisson braisé + attiéké, vendredi soir"),
    ])
    func chopBars(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Ghana", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a drinking spot, a home for the aged, a night on the boat", arguments: [
        ("Akwaaba Inn Spot", ""), ("Mercy Residence Home for the Aged", ""),
        ("Volta Lake Transport - MV Yapei Queen", "1st class cabin for 4, overnight on the boat"),
    ])
    func lookAlikes(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Ghana", note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Hausa guest house; a price in thousands of naira for a night; one extra night")
    func nigeria() {
        #expect(SharedWordTests.verdict("Masaukin Baƙi Salama", country: "Nigeria").isTaken)
        #expect(StayShape.all(in: "N25k per night, pay at desk").contains { $0.kind == .nightlyPrice })
        #expect(StayShape.all(in: "booked 1 extra night after the workshop").first { $0.kind == .nights }?.text == "1 extra night")
    }
}
