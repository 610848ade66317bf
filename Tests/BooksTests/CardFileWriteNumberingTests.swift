import Foundation
import HotelsTestSupport
import Testing
@testable import Books
import VCard

/// A write of a `.vcf` book says what a scan of the new file will list:
/// the items its changes left, the cards it renumbered, and no other id
/// moved — on books full of repeated UIDs (some bearing `#` or `%`),
/// cards without a UID and cards that cannot be read, with updates that
/// change a card's UID, deletions and new cards.
@Suite("A .vcf book's write numbers ids as a scan of the new file does")
struct CardFileWriteNumberingTests {
    static let uids = ["a", "a", "b", "a#2", "c%", "", "d"]

    static func card(_ uid: String, _ name: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\n" + (uid.isEmpty ? "" : "UID:\(uid)\r\n") + "END:VCARD\r\n"
    }

    func scan(_ book: CardFileBook, knowing known: KnownCards = KnownCards()) throws -> [BookItem] {
        var items: [BookItem] = []
        _ = try book.scan(knowing: known) { items.append($0.item) }
        return items
    }

    @Test("a # or a % is found at every place of an id, and nothing else is taken for one")
    func idMarks() {
        for length in 1...20 {
            let plain = String(repeating: "é", count: length / 2) + String(repeating: "$", count: length - length / 2)
            #expect(!CardFileBook.hasIDMark(plain))
            #expect(!CardFileBook.hasIDMark("\u{2323}\u{A5}\u{A3}" + plain))
            for mark in ["#", "%"] {
                for place in 0...plain.count {
                    var text = plain
                    text.insert(contentsOf: mark, at: text.index(text.startIndex, offsetBy: place))
                    #expect(CardFileBook.hasIDMark(text), "\(text)")
                }
            }
        }
    }

    @Test("random books and changes", arguments: 0..<40)
    func randomWrites(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        var text = ""
        for index in 0..<(8 + Int(random.next() % 12)) {
            if random.next() % 9 == 0 { text += "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(Self.uids[Int(random.next() % 5)])\r\nN:;;;;;;;;;;;;;;;;;\r\nFN:broken\r\nEND:VCARD\r\n" }
            text += Self.card(Self.uids.randomElement(using: &random)!, "Card \(index)")
        }
        // A third of the books end without a final line break, as some
        // editors save them (`\r\n` is one Character).
        let unended = random.next() % 3 == 0
        if unended { text.removeLast() }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let book = CardFileBook(path: path)
        book.limits = ReaderLimits(valueBytes: 12)
        let before = try scan(book)
        // Half the time the scan before the write knows every card (as a sync's does).
        if random.next() % 2 == 0 {
            var known = KnownCards()
            for item in before.dropFirst() where random.next() % 4 != 0 { known.ids[item.versionKey] = item.id }
            #expect(try scan(book, knowing: known) == before)
        }
        var changes: [BookChange] = []
        var touched: Set<String> = []
        for item in before.shuffled(using: &random).prefix(Int(random.next() % 4) + 1) {
            touched.insert(item.id)
            if random.next() % 2 == 0 {
                changes.append(.delete(id: item.id, version: item.version))
            } else {
                let uid = Self.uids.randomElement(using: &random)!
                changes.append(.update(id: item.id, version: item.version, bytes: Array(Self.card(uid, "U \(item.line)").utf8)))
            }
        }
        for index in 0..<Int(random.next() % 3) {
            let uid = Self.uids.randomElement(using: &random)!
            changes.append(.create(uid: uid.isEmpty ? "new-\(index)" : uid, bytes: Array(Self.card(uid, "New \(index)").utf8)))
        }
        let write = try book.apply(changes)
        let after = try scan(book)
        // What the write says each change left is what the new file lists.
        var expected: [BookItem] = []
        var left = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        for (change, item) in zip(changes, write.items) {
            switch change {
            case .delete(let id, _):
                #expect(item == nil)
                left[id] = nil
            case .update(let id, _, _):
                left[id] = nil
                expected.append(try #require(item))
            case .create:
                expected.append(try #require(item))
            }
        }
        for (old, new) in write.renumbered {
            #expect(!touched.contains(old))
            #expect(left.removeValue(forKey: old)?.version == new.version)
            expected.append(new)
        }
        // The cards no change touched or renumbered keep their ids.
        expected += left.values
        func key(_ item: BookItem) -> String { "\(item.id) \(item.version)" }
        if unended && changes.contains(where: { if case .create = $0 { true } else { false } }) {
            // A new card after the last one gives that card the line break
            // it lacked, and so a new version: the ids still agree.
            #expect(after.map(\.id).sorted() == expected.map(\.id).sorted(), "seed \(seed)")
        } else {
            #expect(after.map(key).sorted() == expected.map(key).sorted(), "seed \(seed)")
        }
    }
}
