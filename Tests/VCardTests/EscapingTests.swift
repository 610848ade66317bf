import Testing
@testable import VCard

/// Backslash escapes as the major readers decode them (issue 17).
struct EscapingTests {
    @Test("2.1 values decode \\, \\; \\\\ and \\n as 3.0's do; another backslash stays")
    func escapesIn21() throws {
        let result = read("BEGIN:VCARD\nVERSION:2.1\nN:Public;John;;Mr.;Esq.\nFN:Mr. John Q. Public\\, Esq.\nNOTE:Line one\\nLine two\\; C:\\Users\nEMAIL:semicolon\\;@points.net\nORG:ABC\\, Inc.;Marketing\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(card.formattedName == "Mr. John Q. Public, Esq.")
        #expect(card.note == "Line one\nLine two; C:\\Users")
        #expect(card.emails == ["semicolon;@points.net"])
        #expect(card.organization == ["ABC, Inc.", "Marketing"])
        // Written back in 2.1, a backslash and a semicolon are escaped again.
        #expect(ValueEscaping.escapeText("C:\\new; x", version: .v2_1) == "C:\\\\new\\; x")
        #expect(ValueEscaping.unescapeText(ValueEscaping.escapeText("C:\\new; x", version: .v2_1), version: .v2_1) == "C:\\new; x")
    }
}
