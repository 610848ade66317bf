import Testing
@testable import VCard

/// lint's `bare-comma` warning: a 3.0 text value with a comma not written `\,`.
struct BareCommaTests {
    static func card(_ version: String, _ lines: [String]) throws -> Card {
        let text = (["BEGIN:VCARD", "VERSION:\(version)", "FN:Hotel A"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
        return try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
    }

    @Test("a bare comma in a 3.0 NOTE or TITLE is warned of, on its line; an escaped one, a list's or a structure's is not")
    func threeZero() throws {
        let card = try Self.card("3.0", ["NOTE:Booked 3 nights, check-in 15:00", "TITLE:Owner\\, manager", "CATEGORIES:Hotels,Travel",
                                         "ADR:;;1 Main St;Bern;;3000;Switzerland", "X-NOTE:a, b"])
        let found = BareCommas.check(card, file: "book.vcf", cardIndex: 7)
        #expect(found.map(\.line) == [4, 8])
        #expect(found.allSatisfy { $0.code == .bareComma && $0.severity == .warning && $0.cardIndex == 7 })
        #expect(found.first?.description.hasPrefix("book.vcf:4: card 7: warning: NOTE has a comma") == true)
    }

    @Test("2.1 and 4.0 cards are not looked at", arguments: ["2.1", "4.0"])
    func otherVersions(_ version: String) throws {
        #expect(BareCommas.check(try Self.card(version, ["NOTE:a, b"]), file: "f", cardIndex: 1).isEmpty)
    }

    @Test("a backslash escapes the character after it, a backslash too", arguments: [
        ("a, b", true), ("a\\, b", false), ("a\\\\, b", true), ("no comma", false), ("trailing\\", false),
    ])
    func escapes(_ value: String, _ bare: Bool) {
        #expect(BareCommas.hasBareComma(value) == bare)
    }
}
