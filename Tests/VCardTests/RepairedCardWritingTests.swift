import Testing
@testable import VCard

/// A card whose reading took a repair of its text is written afresh where
/// the writer is told to (an export: other programs read it), and as the
/// bytes read otherwise (a conversion to the file's own version).
@Suite("Writing a card read with a repair of its text")
struct RepairedCardWritingTests {
    static func written(_ text: String, rewrites: Bool) -> (text: String, reread: [Diagnostic]) {
        let card = VCardReader.read(bytes: Array(text.utf8)).cards[0]
        var options = WriterOptions()
        options.rewritesRepairedCards = rewrites
        let written = VCardWriter(options: options).text(of: card)
        return (written, VCardReader.read(bytes: Array(written.utf8)).diagnostics)
    }

    static let head = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel A\r\n"

    @Test("each repair of the text is written as vCard that needs none", arguments: [
        ("no END:VCARD", head + "NOTE:quiet\r\n", "NOTE:quiet\r\nEND:VCARD\r\n"),
        ("spaces before BEGIN", "  " + head + "END:VCARD\r\n", "BEGIN:VCARD\r\n"),
        ("a raw line break", head + "NOTE:first\r\nsecond line\r\nEND:VCARD\r\n", "NOTE:first\\nsecond line\r\n"),
        ("a trailing backslash", head + "NOTE:first \\\r\nsecond\r\nEND:VCARD\r\n", "NOTE:first \\nsecond\r\n"),
        ("a blank line in a fold", head + "NOTE:aaaa\r\n\r\n bbbb\r\nEND:VCARD\r\n", "NOTE:aaaabbbb\r\n"),
        ("quoted-printable in 3.0", head + "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=C3=A9\r\nEND:VCARD\r\n", "NOTE:Café\r\n"),
        ("base64 without its folding space", head + "KEY;ENCODING=b:TWFu\r\nTWFu\r\n\r\nEND:VCARD\r\n", "KEY;ENCODING=b:TWFuTWFu\r\n"),
        ("ENCODING=BASE64 in 3.0", head + "KEY;ENCODING=BASE64:TWFu\r\nEND:VCARD\r\n", "KEY;ENCODING=b:TWFu\r\n"),
    ])
    func rewritten(_ repair: String, _ text: String, _ expected: String) {
        let read = VCardReader.read(bytes: Array(text.utf8))
        #expect(read.diagnostics.contains { $0.repair != nil }, "\(repair): the text needs a repair")
        let (written, reread) = Self.written(text, rewrites: true)
        #expect(written.contains(expected), "\(repair): \(written)")
        #expect(written.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n") && written.hasSuffix("END:VCARD\r\n"), "\(repair): \(written)")
        #expect(!reread.contains { $0.repair != nil || $0.severity == .error }, "\(repair): \(reread)")
        // Not asked to, the writer gives back the bytes read.
        #expect(Self.written(text, rewrites: false).text == text, "\(repair)")
    }

    @Test("a card read without a repair of its text keeps its bytes, asked or not; a whole address in the street is no repair of the text")
    func cleanCardKeepsItsBytes() {
        let text = Self.head + "item1.TEL;type=WORK:+1 555\r\nADR;TYPE=work:;;Via Roma 1\\, 00184 Roma\\, Italy;;;;\r\nEND:VCARD\r\n"
        #expect(VCardReader.read(bytes: Array(text.utf8)).diagnostics.contains { $0.repair == .addressInStreet })
        #expect(Self.written(text, rewrites: true).text == text)
    }

    /// A review's: a 4.0 card's `ENCODING=BASE64` PHOTO stayed so when the
    /// card was written afresh, no 4.0 (which has no ENCODING), and read
    /// again with the same repair.
    @Test("a 4.0 card written afresh has its inline binary as a data: URI")
    func version4InlineBinary() {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel A\r\nPHOTO;ENCODING=BASE64;MEDIATYPE=image/png:iVBORw0KGgo=\r\n"
            + "NOTE;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9\r\nEND:VCARD\r\n"
        let (written, reread) = Self.written(text, rewrites: true)
        #expect(written.contains("\r\nPHOTO;MEDIATYPE=image/png:data:image/png;base64,iVBORw0KGgo=\r\n") && !written.contains("ENCODING"), "\(written)")
        #expect(written.contains("\r\nNOTE:Café\r\n"), "\(written)")
        #expect(!reread.contains { $0.repair != nil }, "\(reread)")
    }

    /// A review's: an FN the reader derived from N ("Sole Hotel") was
    /// written into the card afresh, where an export in another version
    /// gives the hotel's name (ORG's "Hotel Sole").
    @Test("an FN derived where the card has none is no repair of its text: the card keeps its bytes")
    func derivedNameKeepsItsBytes() {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Hotel;Sole;;;\r\nORG:Hotel Sole\r\nEND:VCARD\r\n"
        #expect(VCardReader.read(bytes: Array(text.utf8)).diagnostics.contains { $0.repair == .missingFormattedName })
        #expect(Self.written(text, rewrites: true).text == text)
    }
}
