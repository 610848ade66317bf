import Testing
@testable import Reconcile

/// A NOTE's word of a visit elsewhere (a flight, a meeting, a table) counts
/// against a card, unless the NOTE counts the nights or gives check-in and
/// check-out times, or the card's name says it is a place to stay and the
/// NOTE says a night was spent there, or gives the guest's room number: then
/// it is the traveller's flight, meeting or ski pass. A word of a night spent elsewhere (a dog's boarding, a sleeper,
/// a ward) counts against whatever the name says. A packed lunch is the
/// place's own service, not a meal out.
@Suite("A NOTE's visit elsewhere")
struct VisitNoteTests {
    static func company(_ name: String, note: String) -> [String] {
        SharedWordTests.company(name, country: "Switzerland", note: note)
    }

    static func againstInNote(_ verdict: Verdict) -> String? {
        for piece in verdict.evidence {
            if case .otherBusiness(let word, .note) = piece { return word }
        }
        return nil
    }

    @Test("a traveller's NOTE at a named place to stay: the flight there, a meeting, a flight in French", arguments: [
        ("Hotel Alpenblick", "flight lands 22:40, late check-in arranged"),
        ("Grand Hotel Europa", "meeting with sales 10:00, 2 nights"),
        ("Auberge du Lac", "vol AF1234 arrive 14h, 2 nuits"),
        ("Park Hyatt Zürich", "appointment at the bank Tue, 3 nights"),
        // Beside a flight, the night before or after it is the traveller's.
        ("Jacobs Inn", "nuit avant le vol"), ("Marriott Zürich", "noche antes del vuelo a Cancún"),
        ("Harmondsworth Hall Guest House", "last night before flight home, family room"),
        // The guest's room number: the ski pass sold at the desk, a table at the hotel's restaurant.
        ("Hotel garni Sonnblick Saalbach", "Skipass im Haus, Zimmer 4"), ("Hotel Sacher", "table for 2 Friday 8pm, room 412"),
    ])
    func travellersNote(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, note: note))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(Self.againstInNote(verdict) == nil, "\(verdict.evidence)")
    }

    @Test("the word counts against: a visit without a night in the NOTE, beside a name that only hints at a stay, a night spent elsewhere", arguments: [
        // A visit without a night: a fraternal lodge's meeting, a hotel's restaurant.
        ("Lodge St. Andrew No. 1207", "meeting 2nd Tuesday, 7pm", "meeting"), ("Hotel Sacher", "table for 2, Friday 8pm", "table for"),
        // A night named but not counted, beside a name that only hints at a stay: a shared word counts one, no lodging word nothing.
        ("Villa Rosa", "meeting with the architect the night before the launch", "meeting"), ("Swiss International Air Lines", "online check-in 24h before the flight", "online check in"),
        // A room's number beside such a name is a meeting room's.
        ("Villa Rosa", "meeting in room 12", "meeting"),
        // A night's word beside a meal's or a quiz's is that evening's, not a night spent; a night flight is no night spent.
        ("Inn on the Green", "Fri quiz night 8pm, office gang", "quiz"), ("Royal Hotel Randwick", "schnitty night Wed, table for 8", "table for"),
        ("Kuoni Reisen", "night flight to Phuket", "flight"),
        // Beside a flight, a night's word that is no night spent before or after it.
        ("The Hotel Hoppa", "Runs through the night, £5, to catch my flight", "flight"), ("The Hotel Tap Room", "Beer flight on quiz night", "flight"),
        // A night spent elsewhere, whatever the name.
        ("Pet Hotel Bella", "Two nights for Bella, check-in 9am, boarding for dogs", "boarding for"),
        ("Airport Hotel Parking", "parking booked, 6 nights", "parking booked"), ("Hotel Express Night Train", "2 nights in the sleeper car", "sleeper car"),
    ])
    func countsAgainst(_ name: String, _ note: String, _ word: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, note: note))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(Self.againstInNote(verdict) == word)
    }

    @Test("counted nights excuse the visit on a card with no lodging word in its name", arguments: [
        ("Terrou-Bi", "dîner au restaurant, 3 nuits, vue mer"), ("Merchant House", "lunch Tue with the client, 2 nights"),
    ])
    func countedNights(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, note: note))
        #expect(Self.againstInNote(verdict) == nil, "\(verdict.evidence)")
    }

    @Test("a packed lunch is the place's service; a lunch alone is a meal out")
    func packedLunch() {
        let camp = SharedWordTests.verdict(Self.company("Mara Bush Camp", note: "packed lunch for the game drive"))
        #expect(Self.againstInNote(camp) == nil, "\(camp.evidence)")
        let lunch = SharedWordTests.verdict(Self.company("Mara Bush Camp", note: "lunch for 6 on Sunday"))
        #expect(Self.againstInNote(lunch) == "lunch", "\(lunch.evidence)")
    }
}
