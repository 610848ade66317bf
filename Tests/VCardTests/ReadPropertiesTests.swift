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
