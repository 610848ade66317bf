import Testing
@testable import Reconcile

/// The Gulf's hotel apartments, Egypt's and Morocco's guest houses and
/// camps, and the museums, grill houses, restaurants and spas that bear a
/// hotel's word or brand.
@Suite("The Gulf's and Egypt's lodgings and look-alikes")
struct GulfAndEgyptTests {
    @Test("a hotel apartment, a night and a room in Arabic, desert camps", arguments: [
        ("أسكوت رافال العليا", "المملكة العربية السعودية", "شقة فندقية غرفة وصالة"),
        ("زاد المسافر - قرية تونس", "مصر", "ليلة، أوضة بقبة"),
        ("Merzouga Luxury Desert Camps", "Maroc", "nuit sous tente"),
    ])
    func stays(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a grill house and a museum named for a hotel, a brand's restaurant and spa", arguments: [
        "كبابجي فندق سوفيتل الجزيرة", "متحف فندق النجارين", "Bread Street Kitchen - Atlantis The Palm",
        "The Spa at Mandarin Oriental Jumeira",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "United Arab Emirates")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("brands in Arabic script, Rotana's hotels, and one night in Jordan's way of saying it", arguments: [
        ("ماريوت البحر الميت", "الأردن", nil), ("دار الإيمان إنتركونتيننتال", "السعودية", nil), ("هيلتون الكويت", "الكويت", nil),
        ("Centro Shaheen Jeddah by Rotana", "Saudi Arabia", nil), ("Wadi Rum Sky Camp", "Jordan", "bubble tent ليلة وحدة"),
    ])
    func brandsAndNights(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Rotana's record label and television channel are no hotels", arguments: ["Rotana Records", "قناة روتانا"])
    func rotanaMedia(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "United Arab Emirates")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a pilgrimage agency counts the nights it books in Mecca: it is no place to stay")
    func pilgrimageAgency() {
        let verdict = SharedWordTests.verdict("شركة الرواحل للحج والعمرة", country: "الأردن", note: "عمرة، باص وفندق مكة 5 ليالي")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness("للحج والعمرة", in: .organization)), "\(verdict.evidence)")
    }

    @Test("a brand the index lacks: Sun Siyam in the Maldives")
    func sunSiyam() {
        #expect(SharedWordTests.verdict("Sun Siyam Iru Fushi", country: "Maldives").isTaken)
    }

    @Test("Morocco's look-alikes: a building's agent, a party hall, dog boarding, a Ramadan meal, a monument's ticket", arguments: [
        ("Syndic Résidence Les Orangers", nil), ("Salle des Fêtes Riad Zitoun", nil), ("Pension Canine Atlas", nil),
        ("Dar Zitoun", "ftour Ramadan 10 pers., 19h"), ("Kasbah Amridil", "visite 11h, billet 20 dh"),
    ] as [(String, String?)])
    func moroccanLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Maroc", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Shaza is a brand in Arabia")
    func shaza() {
        #expect(SharedWordTests.verdict("Shaza Makkah", country: "Saudi Arabia").isTaken)
    }
}
