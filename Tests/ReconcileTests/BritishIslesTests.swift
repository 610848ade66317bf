import Testing
@testable import Reconcile

/// Britain's and Ireland's lodgings in their own languages, and the pubs,
/// homes and trains that share their words.
@Suite("British Isles' lodgings and look-alikes")
struct BritishIslesTests {
    @Test("guest houses, B&Bs, cottages and pods in Irish, Welsh and Gaelic", arguments: [
        "Taigh-Òsta Dhùn Bheagain", "Gwely a Brecwast Fferm Tŷ Coch", "Bythynnod Bryn Awel", "Teach Aíochta Cois Fharraige",
        "Podiau Eryri",
    ])
    func lodgingWords(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "United Kingdom")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a pub's quiz or Sunday roast, afternoon tea, volunteering at a hostel", arguments: [
        ("The Beech Inn", "quiz Tues 8:30"), ("The Bowling Green Hotel", "Sunday roast 1pm, 6 of us"),
        ("Wood Street Hostel", "volunteering - breakfast rota Sun 7-10am"),
    ])
    func visits(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "United Kingdom", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("visiting hours are hours, not a stay's days", arguments: ["visiting 2-4 and 6-8", "visites 11-13 i 17-19"])
    func visitingHours(_ note: String) {
        #expect(!StayShape.all(in: note).contains { $0.kind == .dates }, "\(StayShape.all(in: note))")
    }

    @Test("a sleeper train; a sanatorium in an English-speaking country is a park's or a hospital's name")
    func lookAlikes() {
        #expect(!SharedWordTests.verdict("Caledonian Sleeper", country: "United Kingdom", note: "club room 7").isTaken)
        #expect(!SharedWordTests.verdict("Sanatorium Park", country: "United States").isTaken)
        #expect(SharedWordTests.verdict("Sanatorium Uzdrowiskowe Mewa", country: "Polska").isTaken)
    }

    @Test("a Japanese pet hotel and a hotel's patisserie", arguments: ["ペットホテル ワンズ・ホーム", "ホテルニューオータニ パティスリーSATSUKI"])
    func japan(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "日本", note: "3泊 12/28〜31").isTaken)
    }
}
