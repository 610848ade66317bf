import Books
import VCard
import Testing

/// What the first bytes of an input say it is: only what cannot hold a card is named.
struct BookContentTests {
    @Test("plainly not an address book", arguments: [
        ("", BookContent.empty), (" \r\n\t\n", .empty), ("\u{FEFF}\n", .empty),
        ("\u{89}PNG", nil), ("GIF89a....", .image("GIF")), ("%PDF-1.7\n", .pdf),
        ("{\"type\":\"FeatureCollection\"}", .jsonObject), ("  {}", .jsonObject),
        ("name,city\nAdlon,Berlin\n", .separatedValues), ("name;city\n", .separatedValues), ("name\tcity\n", .separatedValues),
        ("name,street,city\r\n\"Adlon\",\"Unter den Linden 77\",Berlin\r\n", .separatedValues),
    ] as [(String, BookContent?)])
    func named(text: String, expected: BookContent?) {
        #expect(BookContent.sniff(Array(text.utf8)) == expected, "\(text)")
    }

    @Test("binary signatures")
    func signatures() {
        #expect(BookContent.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .image("PNG"))
        #expect(BookContent.sniff([0xFF, 0xD8, 0xFF, 0xE0]) == .image("JPEG"))
        #expect(BookContent.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .image("WebP"))
        #expect(BookContent.sniff([0x50, 0x4B, 0x03, 0x04]) == .archive("ZIP"))
        #expect(BookContent.sniff([0x1F, 0x8B, 0x08]) == .archive("gzip"))
    }

    @Test("anything that may hold a card goes on to the readers", arguments: [
        "BEGIN:VCARD\r\nVERSION:3.0\r\n", "stray, junk\r\nbegin:vcard\r\n", "note, with comma\nBEGIN:VCARD\n", "<?xml version=\"1.0\"?>",
        "[\"vcard\",[]]", "[1,2]", "just words\n", "X-JUNK:a,b\n",
        // Prose with a comma is no table (a probe's file was "CSV").
        "Hello, this is just a text file.\nNothing to see.\n",
    ])
    func left(text: String) {
        #expect(BookContent.sniff(Array(text.utf8)) == nil, "\(text)")
    }

    /// A probe's: random bytes were "CSV", or lines outside any card.
    @Test("random bytes are binary data; UTF-16 text, and text with a stray control character, are not")
    func binary() {
        var state: UInt64 = 6
        for _ in 0..<20 {
            let bytes = (0..<5_000).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            #expect(BookContent.sniff(bytes) == .binary)
            #expect(BookContent.binary.description == "it looks like binary data, not text")
        }
        let utf16 = Array("name,city\nAdlon,Berlin\n".utf16).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        #expect(BookContent.sniff(utf16) != .binary)
        #expect(BookContent.sniff([0xFF, 0xFE] + utf16) != .binary)
        #expect(BookContent.sniff(Array("just words\u{7} and a bell\n".utf8)) == nil)
        #expect(BookContent.sniff(Array("BEGIN:VCARD\r\nNOTE:\u{0}\r\n".utf8)) == nil)
        // A corpus probe's: a NUL in a jCard's or an xCard's value is its reader's to place, as in a vCard.
        #expect(BookContent.sniff(Array("[\"vcard\",[[\"version\",{},\"text\",\"4.0\"],[\"fn\",{},\"text\",\"Ho\u{0}tel\"]]]".utf8)) == nil)
        #expect(BookContent.sniff(Array("<vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"><vcard><fn><text>Ho\u{0}tel".utf8)) == nil)
        #expect(BookContent.sniff([UInt8(ascii: "[")] + Array(repeating: 0, count: 40)) == .binary)
        #expect(BookContent.sniff([UInt8(ascii: "["), 0, 1, 2] + Array("vCard".utf8) + Array(repeating: 0, count: 40)) == .binary,
                "a word in binary data is no jCard")
    }

    /// Outlook's "Unicode" CSV export is UTF-16: it is named for what it
    /// holds, as UTF-8 CSV is; a UTF-16 file with a card goes on to the readers.
    @Test("UTF-16 is judged as the text it holds, with its mark or without")
    func utf16Text() {
        func utf16(_ text: String, mark: Bool) -> [UInt8] {
            (mark ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        }
        for mark in [true, false] {
            #expect(BookContent.sniff(utf16("First Name\tLast Name\tCompany\r\nAnna\tMüller\tAdlon\r\n", mark: mark)) == .separatedValues)
            #expect(BookContent.sniff(utf16("{\"a\": 1}", mark: mark)) == .jsonObject)
            #expect(BookContent.sniff(utf16("BEGIN:VCARD\r\nVERSION:3.0\r\n", mark: mark)) == nil)
            #expect(BookContent.sniff(utf16("[\"vcard\",[]]", mark: mark)) == nil)
        }
        // UTF-16 that does not begin in ASCII, mostly ASCII after, is text still; small numbers are not UTF-16.
        #expect(BookContent.sniff(utf16("Ärger,Name,Firma\r\nAnna,Berg,Hotel Adlon\r\n", mark: false)) != .binary)
        #expect(UTF16Text.form(of: [1, 0, 2, 0, 3, 0, 4, 0]) == nil)
        #expect(UTF16Text.form(of: Array("\r\n<?x".utf16).flatMap { [UInt8($0), 0] })?.bigEndian == false)
    }

    @Test("a head of only white space as long as the head is not called empty: more may follow")
    func longWhiteSpace() {
        #expect(BookContent.sniff([UInt8](repeating: 0x20, count: BookContent.headSize)) == nil)
    }
}
