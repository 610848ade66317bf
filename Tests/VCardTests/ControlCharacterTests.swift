import Testing
@testable import VCard

/// `lint`'s control-character warning (issue 15, point 7): the line scan
/// marks the cards that may hold one, and only their values are looked at.
struct ControlCharacterTests {
    @Test("a value with ESC, BEL, DEL or a C1 code warns control-character; TAB and escaped line breaks do not")
    func controlCharacters() {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Evil\u{1B}[2J Inn\r\nNOTE:tab\there\\nand a line\r\n"
            + "TITLE:bell\u{07}\r\nROLE:del\u{7F}\r\nX-C1:csi\u{9B}31m\r\nEND:VCARD\r\n"
        let (cards, diagnostics) = VCardReader.read(bytes: Array(text.utf8))
        #expect(cards.count == 1)
        let found = diagnostics.filter { $0.code == .controlCharacter }
        #expect(found.map(\.line) == [3, 5, 6, 7])
        #expect(found.first?.message == "FN holds the control character U+001B; kept, and shown escaped")
        #expect(found.allSatisfy { $0.severity == .warning })
        // Kept as data.
        #expect(cards.first?.formattedName == "Evil\u{1B}[2J Inn")
    }

    @Test("found wherever the byte stands in the line scan's sixteen-byte blocks, folded lines and the last line too",
          arguments: Array(0..<40))
    func everyPosition(offset: Int) {
        let padding = String(repeating: "x", count: offset)
        for control in ["\u{1B}", "\u{7F}", "\u{85}", "\u{01}"] {
            let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Inn\r\nNOTE:\(padding)\(control)\(padding)\r\n"
                + "X-FOLDED:ab\r\n \(padding)\(control)y\r\nEND:VCARD"
            let (_, diagnostics) = VCardReader.read(bytes: Array(text.utf8))
            #expect(diagnostics.filter { $0.code == .controlCharacter }.map(\.line) == [4, 5], "offset \(offset), \(control.unicodeScalars.first!.value)")
        }
    }

    @Test("a card with a control character in a later line's neighbour block, or none at all, warns of nothing")
    func noFalseWarnings() {
        // TAB, a C2 that leads no C1 code (NBSP), CR LF and bare LF endings: no warning.
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Inn\u{A0}am\tSee\r\nNOTE:caf\u{E9}\nEND:VCARD\r\n"
        let (cards, diagnostics) = VCardReader.read(bytes: Array(text.utf8))
        #expect(cards.count == 1)
        #expect(!diagnostics.contains { $0.code == .controlCharacter })
    }

    /// A probe's: a Japanese phone's 2.1 card in ISO-2022-JP warned of
    /// U+001B on every line, though each value read as the right text.
    @Test("ESC in a value of an ISO-2022 CHARSET is the encoding's shift, not a control character; BEL there still is")
    func iso2022() throws {
        func jis(_ text: String) -> [UInt8] { Array(text.data(using: .iso2022JP)!) }
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nFN;CHARSET=ISO-2022-JP:".utf8) + jis("ホテル表参道")
            + Array("\r\nORG;CHARSET=iso-2022-jp:".utf8) + jis("ホテル") + Array("\r\nNOTE;CHARSET=ISO-2022-JP:bell\u{07}\r\n".utf8)
            + Array("TITLE:\u{1B}[2J\r\n".utf8)
            // A review's: a terminal's escape in such a value is one still, and a quoted CHARSET is the same CHARSET.
            + Array("ROLE;CHARSET=ISO-2022-JP:x\u{1B}[2J\u{1B}]0;pwned\u{07}y\r\nX-NAME;CHARSET=\"ISO-2022-JP\":".utf8) + jis("表")
            + Array("\r\nEND:VCARD\r\n".utf8)
        #expect(bytes.contains(0x1B))
        let (cards, diagnostics) = VCardReader.read(bytes: bytes)
        #expect(try #require(cards.first).formattedName == "ホテル表参道")
        #expect(diagnostics.filter { $0.code == .controlCharacter }.map(\.line) == [6, 7, 8])
    }

    @Test("the line scan's hint: set for a control before the line break, not for one after it")
    func hint() {
        for (text, expected) in [("abc\u{1B}def\r\n", true), ("abcdef\r\n\u{1B}", false), ("abcdefghijklmnopqrstu\u{7F}\n", true),
                                 ("abcdefghijklmnopqrstuvwxyz\n\u{1B}bcdefghijklmnopqrstuvwxyz", false), ("a\tb\r\n", false),
                                 ("short\u{1B}", true), (String(repeating: "y", count: 40) + "\u{1B}", true)] {
            let bytes = Array(text.utf8)
            var control = false
            let line = bytes.withUnsafeBufferPointer {
                LineScanner.line(in: $0.baseAddress!, from: 0, to: $0.count, atEOF: true, mayHoldControl: &control)
            }
            #expect(line != nil)
            #expect(control == expected, "\(text.debugDescription)")
        }
    }

    /// An output probe's: a control character that arrives encoded is none
    /// in the bytes as written, and lint said nothing of it, though `show`
    /// escapes it as it does every other.
    @Test("a control character that arrives encoded (quoted-printable, a CHARSET byte, jCard, xCard) is found, once")
    func encoded() {
        func warnings(_ results: [ReadResult]) -> [Diagnostic] {
            results.flatMap { result -> [Diagnostic] in
                guard case .card(let card, let found) = result else { return [] }
                let decoded = ControlCharacters.check(decoded: card, file: "t", cardIndex: 1)
                return found.filter { $0.code == .controlCharacter } + decoded
            }
        }
        let vcard = Array(("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Inn\r\nNOTE;ENCODING=QUOTED-PRINTABLE:a=1B[2Jb\r\n"
            + "TITLE;CHARSET=ISO-8859-1:csi").utf8) + [0x9B] + Array("31m\r\nROLE;CHARSET=ISO-8859-1:raw\u{1B}[2J\r\n".utf8)
            + Array("X-LINES;ENCODING=QUOTED-PRINTABLE:one=0D=0Atwo=09three\r\nX-PLAIN:caf=1B\r\nEND:VCARD\r\n".utf8)
        let found = warnings(Array(VCardReader(bytes: vcard, options: ReaderOptions(fileName: "t"))))
        #expect(found.map(\.line) == [4, 5, 6], "\(found)")
        #expect(found.map(\.message) == ["NOTE holds the control character U+001B; kept, and shown escaped",
                                         "TITLE holds the control character U+009B; kept, and shown escaped",
                                         "ROLE holds the control character U+001B; kept, and shown escaped"])

        // A review's: the part a repair joins to an encoded value is decoded
        // with it; a quoted-printable PHOTO's bytes are no text.
        let joined = Array(("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Inn\r\nNOTE;ENCODING=QUOTED-PRINTABLE:abc\r\ndef =1B[2J\r\n"
            + "TITLE;ENCODING=QUOTED-PRINTABLE:a\\\r\n=07\r\nPHOTO;ENCODING=QUOTED-PRINTABLE;TYPE=GIF:GIF89a=01=00\r\nEND:VCARD\r\n").utf8)
        #expect(warnings(Array(VCardReader(bytes: joined, options: ReaderOptions(fileName: "t")))).map(\.message)
                == ["NOTE holds the control character U+001B; kept, and shown escaped",
                    "TITLE holds the control character U+0007; kept, and shown escaped"])

        let json = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","Inn"],["note",{},"text","a\u001b[2Jb\nc"]]]"#
        #expect(warnings(JCard.read(bytes: Array(json.utf8))).map(\.message) == ["NOTE holds the control character U+001B; kept, and shown escaped"])
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>"#
            + "<fn><text>Inn</text></fn><note><text>csi&#x9B;31m</text></note></vcard></vcards>"
        #expect(warnings(Array(XCardReader(bytes: Array(xml.utf8), fileName: "t.xml"))).map(\.message)
                == ["NOTE holds the control character U+009B; kept, and shown escaped"])
    }
}
