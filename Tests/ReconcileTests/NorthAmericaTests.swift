import Testing
@testable import Reconcile

/// North America's guest ranches and desert camps, and the pubs, halls,
/// golf clubs, care homes, towns, trains and cruise lines that bear a
/// lodging word or a night.
@Suite("North America's lodgings and look-alikes")
struct NorthAmericaTests {
    @Test("a guest ranch is a place to stay")
    func guestRanch() {
        let verdict = SharedWordTests.verdict("Echo Valley Guest Ranch", country: "Canada")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord("guest ranch", in: .organization)), "\(verdict.evidence)")
    }

    @Test("an inn's fish and chips, an auberge's supper, a resort's tee time, a lodge's nurses", arguments: [
        ("Cheshire Cheese Inn", "fish & chips after the SeaBus"), ("Auberge Le Vieux Saint-Gabriel", "souper de répétition, vendredi 19 h"),
        ("Rivershore Golf Resort", "tee time Sat 7:50 with Dad, cart booked"), ("The Lodge at Broadmead", "Grandma, nurses station ext 2"),
    ])
    func visits(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a banquet hall, a resort town's hall, a train and a cruise line with nights, a store named for its street", arguments: [
        ("Grand Taj Banquet Hall", nil), ("Resort Municipality of Whistler", nil), ("VIA Rail Canada", "the Canadian, 4 nights, cabin for 2"),
        ("Holland America Line", "Alaska, 7 nights, stateroom 6120"), ("Best Buy Cambie", nil),
    ] as [(String, String?)])
    func lookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
