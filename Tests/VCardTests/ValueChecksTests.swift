import Testing
@testable import VCard

/// `hotels lint`'s `invalid-value` warnings (a probe's: a card of a GEO
/// "abc;def", a BDAY 2020-13-45, a PHOTO of no base64 and an EMAIL "not an
/// email" linted "0 warnings").
struct ValueChecksTests {
    static func problems(_ lines: [String]) throws -> [String] {
        let text = (["BEGIN:VCARD", "VERSION:3.0", "N:;;;;", "FN:Hotel Q"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        return ValueChecks.check(card, file: "q.vcf", cardIndex: 1).map(\.description)
    }

    @Test("each value that is none of what its property is for is said, with its line; the card is kept")
    func invalidValues() throws {
        let found = try Self.problems(["PHOTO;ENCODING=b;TYPE=JPEG:!!!notbase64!!!", "GEO:abc;def", "EMAIL:not an email", "BDAY:2020-13-45",
                                       "TEL:", "REV:garbage"])
        #expect(found == [
            "q.vcf:5: card 1: warning: PHOTO holds inline data that is not base64; kept as written [invalid-value]",
            "q.vcf:6: card 1: warning: GEO is no position (latitude;longitude, or geo:latitude,longitude); kept as written [invalid-value]",
            "q.vcf:7: card 1: warning: EMAIL has no @; kept as written [invalid-value]",
            "q.vcf:8: card 1: warning: BDAY is no date or time; kept as written [invalid-value]",
            "q.vcf:9: card 1: warning: TEL has no value; kept as written [invalid-value]",
            "q.vcf:10: card 1: warning: REV is no date or time; kept as written [invalid-value]",
        ], "\(found)")
    }

    @Test("the forms real cards write are no problem", arguments: [
        "BDAY:1985-04-12", "BDAY:19850412", "BDAY:--0412", "BDAY:--04-12", "BDAY:1985", "BDAY:1985-04", "BDAY;VALUE=text:circa 1800",
        "REV:2026-12-05T22:46:47Z", "REV:20261205T224647Z", "REV:2026-12-05T22:46:47.280Z", "REV:1995-10-31T22:27:10-05:00",
        "ANNIVERSARY:19960415T2000", "BDAY:T102200Z", "GEO:37.386013;-122.082932", "GEO:geo:37.386013,-122.082932",
        "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo=", "PHOTO;VALUE=uri:http://example.com/a.jpg", "EMAIL:ana@example.com", "TEL:+351 21 000 0000",
        "URL:https://example.com/",
    ])
    func validForms(_ line: String) throws {
        #expect(try Self.problems([line]).isEmpty, "\(line)")
    }
}
