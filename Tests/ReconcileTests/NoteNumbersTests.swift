import Foundation
import HotelsTestSupport
@testable import Reconcile
import Testing

/// ``StayShape/NoteNumbers``: the table of where a NOTE's numbers stand,
/// read once, answers what a search of the whole NOTE for each number had
/// answered — the search made a NOTE of many room words take time growing
/// with the cube of its length (`bench/RESULTS.md`, Run 52 of "Which cards
/// are places to stay").
@Suite("Where a NOTE's numbers stand, read once")
struct NoteNumbersTests {
    /// The search the table replaced: the places where `number` stands in
    /// `note` with no digit touching it, the text before each and the
    /// character right after it.
    static func searched(_ number: String, in note: String) -> [(before: Substring, after: Character?)] {
        var found: [(before: Substring, after: Character?)] = []
        var rest = note[...]
        while let range = rest.range(of: number) {
            let before = note[..<range.lowerBound], after = note[range.upperBound...].first
            if !(after?.isNumber ?? false), !(before.last?.isNumber ?? false) { found.append((before, after)) }
            rest = note[range.upperBound...]
        }
        return found
    }

    static let pieces = ["1", "2", "4", "12", "21", "412", "2024", "٣", "½", " ", "  ", ", ", ",", ";", "(", ")", ".", "$", "£",
                         "€", "room ", "Zi. ", "a", "é", "x", "1,200", "30.000", "12,5", "#"]
    static let numbers = ["1", "2", "4", "12", "21", "41", "412", "2024", "024", "٣", "1200", "200"]
    static let nexts = ["200", "000", "120", "500"]

    @Test("the table answers as the search of the whole NOTE did", arguments: 0..<8)
    func sameAsSearch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<500 {
            let note = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let table = StayShape.NoteNumbers(note)
            for number in Self.numbers {
                let places = Self.searched(number, in: note)
                #expect(table.followsCurrencySign(number)
                        == places.contains { $0.before.unicodeScalars.last.map(StayShape.isCurrencySign) == true }, "\(note) \(number)")
                #expect(table.endsAClause(number)
                        == (!places.isEmpty && places.allSatisfy { $0.after == "," || $0.after == ";" }), "\(note) \(number)")
                #expect(table.opensAClause(number) == (!places.isEmpty && places.allSatisfy { place in
                    let before = place.before.reversed().drop { $0 == " " }.first
                    return before == "," || (before == "(" && place.after != ")")
                }), "\(note) \(number)")
                for next in Self.nexts {
                    #expect(table.writesThousands(number, next) == (note.contains("\(number),\(next)") || note.contains("\(number).\(next)")),
                            "\(note) \(number) \(next)")
                }
            }
        }
    }

    @Test("a room's number among many numbered clauses is found as before", arguments: [
        (String(repeating: "room, 1 breakfast ", count: 2_000) + "room 7 quiet", "room 7"),
        (String(repeating: "room breakfast ", count: 2_000) + "Zi. 412", "zi 412"),
        (String(repeating: "family room £79 ", count: 2_000), nil),
    ])
    func roomAmongMany(note: String, room: String?) {
        #expect(StayShape.all(in: note).first { $0.kind == .room }?.text == room)
    }

    /// Each phrase the nights ask about is searched for once a NOTE.
    @Test("a count of nights after many numbers that are no count is found as before", arguments: [
        (String(repeating: "3, nights ", count: 2_000) + "2 nights", "2 nights"),
        (String(repeating: "15:3 nights ", count: 2_000), nil),
    ])
    func nightsAmongMany(note: String, nights: String?) {
        #expect(StayShape.all(in: note).first { $0.kind == .nights }?.text == nights)
    }
}
