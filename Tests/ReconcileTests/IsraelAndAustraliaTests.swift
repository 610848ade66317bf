import Testing
@testable import Reconcile

/// Israel's and Australia's lodgings, and the restaurants, pubs, pet
/// resorts and ferries that bear their words.
@Suite("Israel's and Australia's lodgings and look-alikes")
struct IsraelAndAustraliaTests {
    @Test("one night in Hebrew says a night was spent", arguments: ["טכניון - יום עיון, לילה אחד, חדר 612", "לינה + ארוחת בוקר"])
    func hebrewNight(_ note: String) {
        #expect(SharedWordTests.verdict("Bay Club Haifa", country: "Israel", note: note).isTaken)
    }

    @Test("a hotel's restaurant, a zimmer café, a kibbutz dining hall, a youth hostel of care, a cat hotel", arguments: [
        "מסעדת מלון מונטיפיורי", "קפה צימר ראש פינה", "בית הארחה קיבוץ יגור - חדר האוכל", "הוסטל עלם לנערים",
        "Гостиница для кошек «Мурка»",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Israel")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a pub's trivia night, a pets' resort, a night ferry", arguments: [
        ("Courthouse Hotel", "trivia Tue 7:30"), ("Kellyville Pets Resort", "Bondi (dog) 10 nights boarding"),
        ("Spirit of Tasmania", "overnight sailing, 4-berth cabin"),
    ])
    func australia(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Australia", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("New Zealand and Samoa: Sudima, beach fales", arguments: [
        ("Sudima Queenstown Five Mile", "New Zealand"), ("Lalomanu Beach Fales", "Samoa"),
    ])
    func newZealand(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a rest home called a lodge, motel brokers, campervans with nights, a tour from the hotel", arguments: [
        ("Kowhai Lodge Rest Home", nil), ("Motel Brokers Aotearoa", nil), ("Maui Campervans Auckland", "6 nights, pick up 10am"),
        ("Te Puia Night Experience", "bus 6pm from the hotel"),
    ] as [(String, String?)])
    func newZealandLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "New Zealand", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("YHA, a short name, is New Zealand's hostels' before their town")
    func yha() {
        let lines = ["N:;;;;", "FN:YHA Wellington", "ORG:YHA Wellington", "ADR;TYPE=WORK:;;292 Wakefield Street;Wellington;;6011;New Zealand"]
        let verdict = SharedWordTests.verdict(lines)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.brand("YHA New Zealand", in: .organization, generic: false, elsewhere: false)), "\(verdict.evidence)")
    }
}
