import Testing
@testable import Reconcile

/// A NOTE's word of a visit elsewhere (a flight, a meeting, a table) counts
/// against a card, unless the card's name says it is a place to stay and the
/// NOTE says a night was spent there: then it is the traveller's flight or
/// meeting. A word of a night spent elsewhere (a dog's boarding, a sleeper,
/// a ward) counts against whatever the name says.
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
    ])
    func travellersNote(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, note: note))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(Self.againstInNote(verdict) == nil, "\(verdict.evidence)")
    }

    @Test("the word counts against: a visit without a night in the NOTE, beside a name that only hints at a stay, a night spent elsewhere", arguments: [
        // A visit without a night: a fraternal lodge's meeting, a hotel's restaurant.
        ("Lodge St. Andrew No. 1207", "meeting 2nd Tuesday, 7pm", "meeting"), ("Hotel Sacher", "table for 2, Friday 8pm", "table for"),
        // A night beside a name that only hints at a stay: a shared word counts one, no lodging word nothing.
        ("Villa Rosa", "meeting 10:00, 2 nights", "meeting"), ("Swiss International Air Lines", "online check-in 24h before the flight", "flight"),
        // A night spent elsewhere, whatever the name.
        ("Pet Hotel Bella", "Two nights for Bella, check-in 9am, boarding for dogs", "boarding for"),
        ("Airport Hotel Parking", "parking booked, 6 nights", "parking booked"), ("Hotel Express Night Train", "2 nights in the sleeper car", "sleeper car"),
    ])
    func countsAgainst(_ name: String, _ note: String, _ word: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, note: note))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(Self.againstInNote(verdict) == word)
    }
}
