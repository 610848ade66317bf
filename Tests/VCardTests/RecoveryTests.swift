import Testing
@testable import VCard

/// The repairs inside a card that keep it rather than reject it, as ez-vcard
/// and Android's parser do (issue 17): each reported by name, and each
/// repaired card written back byte for byte when nothing changed.
struct RecoveryTests {
    struct Case: CustomStringConvertible, Sendable {
        var id: String
        /// The card's lines, joined with CRLF.
        var lines: [String]
        var repair: Repair
        /// A property and its value as the views decode it.
        var property: String
        var value: String

        var description: String { id }
        var bytes: [UInt8] { Array((lines.joined(separator: "\r\n") + "\r\n").utf8) }
    }

    static let cases: [Case] = [
        Case(id: "comment line", lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "# exported by hand", "NOTE:quiet", "END:VCARD"],
             repair: .strayLine, property: "NOTE", value: "quiet"),
        Case(id: "line with nothing like a name before its colon", lines: ["BEGIN:VCARD", "VERSION:4.0", "FN:Hotel Adler", ":no name", "END:VCARD"],
             repair: .strayLine, property: "FN", value: "Hotel Adler"),
        Case(id: "trailing backslash", lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "NOTE:line one\\", "line two", "END:VCARD"],
             repair: .backslashContinuation, property: "NOTE", value: "line one\nline two"),
        Case(id: "raw line break in an address",
             lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "ADR;TYPE=WORK:;;Münsterplatz 21", "Hinterhaus;Ulm;;89073;Germany", "END:VCARD"],
             repair: .rawLineBreak, property: "ADR", value: ";;Münsterplatz 21\nHinterhaus;Ulm;;89073;Germany"),
        // An import probe's: read as a property named "Check in after 3", written back so, which vobject refused.
        Case(id: "raw line break before words and a colon",
             lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "NOTE:Booked for May", "Check in after 3: ask for Anna", "END:VCARD"],
             repair: .rawLineBreak, property: "NOTE", value: "Booked for May\nCheck in after 3: ask for Anna"),
        Case(id: "quoted-printable soft break before a blank line",
             lines: ["BEGIN:VCARD", "VERSION:2.1", "N:Adler;;;;", "ORG;ENCODING=QUOTED-PRINTABLE:Hotel =", "Adler=", "", "END:VCARD"],
             repair: .quotedPrintableTrailingSoftBreak, property: "ORG", value: "Hotel Adler"),
        Case(id: "quoted-printable soft break before the next property",
             lines: ["BEGIN:VCARD", "VERSION:2.1", "N:Adler;;;;", "NOTE;ENCODING=QUOTED-PRINTABLE:ruhig=", "TEL;WORK:+49 731 1", "END:VCARD"],
             repair: .quotedPrintableTrailingSoftBreak, property: "NOTE", value: "ruhig"),
        Case(id: "indented BEGIN", lines: [" BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "N:Adler;;;;", "END:VCARD"],
             repair: .indentedBegin, property: "FN", value: "Hotel Adler"),
        Case(id: "empty groups", lines: [".BEGIN:VCARD", ".VERSION:3.0", ".FN:Hotel Adler", ".N:Adler;;;;", ".END:VCARD"],
             repair: .emptyGroup, property: "FN", value: "Hotel Adler"),
    ]

    /// A review's: "URL ;VALUE=uri:…" and "TEL :+43 …" were joined to the EMAIL before them as words.
    @Test("a name with blanks before its ';' or ':' is a property, not a value's next line")
    func nameWithBlanks() throws {
        let text = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adler", "EMAIL:info@raw.example", "URL ;VALUE=uri:http://raw.example", "TEL :+43 1 222",
                    "END:VCARD", ""].joined(separator: "\r\n")
        let card = try #require(read(bytes: Array(text.utf8)).cards.first)
        #expect(card.first("EMAIL")?.value == "info@raw.example")
        // A second review's: French writes a space before a colon: "Parking : 20 EUR" is a note's line.
        let french = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hôtel Adler", "NOTE:Arrivée tardive", "Parking : 20 EUR par nuit", "Tel : 01 49 54 46 00",
                      "END:VCARD", ""].joined(separator: "\r\n")
        #expect(try #require(read(bytes: Array(french.utf8)).cards.first).first("NOTE")?.value
                == "Arrivée tardive\\nParking : 20 EUR par nuit\\nTel : 01 49 54 46 00")
        #expect(card.properties.contains { $0.value == "http://raw.example" } && card.properties.contains { $0.value == "+43 1 222" },
                "\(card.properties.map(\.name))")
    }

    @Test("each repair keeps the card, says so, and writes the card back as it was read", arguments: cases)
    func repairs(_ example: Case) throws {
        let result = read(bytes: example.bytes)
        #expect(result.rejected.isEmpty)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors.map(\.description))")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs.contains(example.repair), "\(result.diagnostics.map(\.description))")
        let property = try #require(card.first(example.property))
        let decoded = example.property == "ADR" || example.property == "ORG"
            ? ValueEscaping.components(property.value, version: card.version).map { $0.joined(separator: ",") }.joined(separator: ";")
            : ValueEscaping.unescapeText(property.value, version: card.version)
        #expect(decoded == example.value)
        // Unchanged: the bytes as read, whole or property by property.
        #expect(VCardWriter().write(card) == Array(card.origin!.source.cardBytes))
        #expect(Array(card.origin!.source.cardBytes) == example.bytes)
        var untouched = card
        untouched.properties = card.properties
        #expect(VCardWriter().write(untouched) == example.bytes)
    }

    @Test("the warnings the repairs print")
    func messages() {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\n# note\nNOTE:one\\\ntwo\nEND:VCARD\n")
        #expect(Set(result.diagnostics.map(\.description)) == [
            "test.vcf:1: card 1: warning: card has no N, which vCard 3.0 requires [missing-n]",
            "test.vcf:4: card 1: warning: line is not a property (nothing like a name before a ':'); skipped [stray-line]",
            "test.vcf:6: card 1: warning: value continued on the next line after a trailing backslash; joined as a line break [backslash-continuation]",
        ])
    }

    @Test("a line that is only a name is a property without a value, not the rest of the one before (unless that ends in a backslash)")
    func loneName() throws {
        let result = read("BEGIN:VCARD\nVERSION:4.0\nFN:A\nTEL:+1 555\nE\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(card.phones == ["+1 555"])
        #expect(card.properties.map(\.name) == ["VERSION", "FN", "TEL", "E"])
        #expect(result.diagnostics.codes.contains(.missingColon))
        #expect(VCardWriter().write(card) == Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nTEL:+1 555\r\nE\r\nEND:VCARD\r\n".utf8))
    }

    /// A fuzz probe's: words after a lone name were joined to it, and the
    /// property before took both ("CATEGORIES:Hotel\nX-FOO\nlate checkin:"):
    /// the export of the hotel read back as no hotel.
    @Test("a line of words after a lone name is a stray line: the lone name has no value to continue, the property before keeps its own")
    func wordsAfterLoneName() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Sacher\r\nCATEGORIES:Hotel\r\nX-FOO\r\nlate checkin\r\nEND:VCARD\r\n"
        let result = read(text.replacingOccurrences(of: "\r\n", with: "\n"))
        let card = try #require(result.cards.first)
        #expect(card.properties.map(\.name) == ["VERSION", "FN", "CATEGORIES", "X-FOO"])
        #expect(card.first("CATEGORIES")?.value == "Hotel" && card.first("X-FOO")?.value == "")
        #expect(result.diagnostics.codes.contains(.missingColon) && !result.diagnostics.repairs.contains(.rawLineBreak))
        #expect(VCardWriter().write(card) == Array(text.utf8))
    }

    /// A fuzz probe's: "END:VC" folded before "ARD" was read as a card
    /// with no END and a property END, written back as two END lines.
    @Test("a folded END line, or a property named BEGIN or END, is no property: skipped, and written nowhere")
    func foldedEndLine() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Sacher\nN:;;;;\nEND:VC\n ARD\n")
        let card = try #require(result.cards.first)
        #expect(!card.properties.contains { $0.isCardDelimiter })
        #expect(result.diagnostics.repairs.contains(.strayLine))
        let written = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
        #expect(written.components(separatedBy: "END:VCARD").count == 2, "\(written)")
        let again = read(bytes: Array(written.utf8))
        #expect(again.cards.count == 1 && again.diagnostics.isEmpty, "\(again.diagnostics)")
    }
}
