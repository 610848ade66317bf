import Testing
@testable import VCard

/// A card as read keeps a table of where its properties are, and makes them
/// only when asked: what it hands out must be what a list would hold.
struct ReadPropertiesTests {
    static let text = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Hotel Folded
        NOTE:a note that goes on
          and on over a fold
        item1.EMAIL;TYPE=INTERNET:desk@example.com
        item1.X-ABLabel:desk
        email:second@example.com

        N:;;;;
        END:VCARD

        """

    @Test("first and all find by name in the table, as a filter of the list would")
    func lookups() throws {
        let card = try #require(read(Self.text).cards.first)
        #expect(card.isPristine)
        let list = card.properties
        for name in ["FN", "note", "EMAIL", "X-ABLABEL", "N", "VERSION", "TEL"] {
            #expect(card.first(name) == list.first { $0.isNamed(name) }, "\(name)")
            #expect(card.all(name) == list.filter { $0.isNamed(name) }, "\(name)")
        }
        #expect(card.all("EMAIL").map(\.value) == ["desk@example.com", "second@example.com"])
        #expect(card.first("X-ABLabel")?.group == "item1")
        // The folded NOTE reads unfolded; its origin keeps both of its lines.
        let note = try #require(card.first("NOTE"))
        #expect(note.value == "a note that goes on and on over a fold")
        #expect(String(decoding: try #require(note.origin).bytes, as: UTF8.self) == "NOTE:a note that goes on\r\n  and on over a fold\r\n")
        // The blank line skipped after the last EMAIL stays with it.
        let second = try #require(card.all("email").last?.origin)
        #expect(String(decoding: second.bytes, as: UTF8.self) == "email:second@example.com\r\n\r\n")
        #expect(second.line == 8)
    }

    @Test("the card stays pristine until its list changes, and is written back byte for byte")
    func pristine() throws {
        var card = try #require(read(Self.text).cards.first)
        let original = Array(card.origin!.source.cardBytes)
        #expect(VCardWriter().write(card) == original)
        card.set("FN", value: "Hotel Unfolded")
        #expect(!card.isPristine)
        #expect(card.first("FN")?.value == "Hotel Unfolded")
        // Only the changed line is written afresh.
        let written = String(decoding: VCardWriter().write(card), as: UTF8.self)
        #expect(written == String(decoding: original, as: UTF8.self).replacingOccurrences(of: "FN:Hotel Folded", with: "FN:Hotel Unfolded"))
    }
}

/// A read card's one block of memory: text, unfolded lines, property table.
struct SourceTextTests {
    @Test("the text, the unfolded lines after it and the table come back as given")
    func layout() {
        let text = Array("\r\nBEGIN:VCARD\r\nNOTE:a\r\n b\r\nEND:VCARD\r\n".utf8)
        let unfolded = Array("NOTE:ab".utf8)
        let slots = [
            ReadProperties.Slot(start: 15, end: 27, contentStart: Int32(text.count), contentEnd: Int32(text.count + unfolded.count), line: 3),
            ReadProperties.Slot(start: 1, end: 2, contentStart: 3, contentEnd: 4, line: 9),
        ]
        let source = text.withUnsafeBufferPointer { text in
            unfolded.withUnsafeBufferPointer { unfolded in
                slots.withUnsafeBufferPointer { SourceText(text: text, cardStart: 2, unfolded: unfolded, slots: $0) }
            }
        }
        #expect(source.count == text.count)
        #expect(source.leadingTrivia == Array("\r\n".utf8))
        #expect(source.cardBytes == Array(text[2...]))
        #expect(source.bytes(2..<13) == Array("BEGIN:VCARD".utf8))
        #expect(source.withBytes(text.count..<(text.count + unfolded.count)) { Array($0) } == unfolded)
        #expect(source.slotCount == 2)
        #expect(source.slots.map(\.line) == [3, 9])
        #expect(source.slots.map(\.contentEnd) == [Int32(text.count + unfolded.count), 4])

        let card = Card(read: ReadProperties(source: source), origin: CardOrigin(
            source: source, index: 1, line: 1, version: .v3_0, beginRange: 2..<15, endRange: 27..<text.count))
        #expect(card.first("note")?.value == "ab")
        #expect(card.first("note")?.origin?.bytes == Array("NOTE:a\r\n b\r\n".utf8))
        #expect(VCardWriter().write(card) == Array(text[2...]))
    }

    @Test("an empty text with no table")
    func empty() {
        let source = SourceText.copying([], cardStart: 0)
        #expect(source.count == 0)
        #expect(source.cardBytes.isEmpty)
        #expect(source.slots.isEmpty)
    }
}
