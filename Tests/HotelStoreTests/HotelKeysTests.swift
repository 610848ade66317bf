import Testing
@testable import HotelStore

struct HotelKeysTests {
    /// The postal key by its definition: upper-cased, without spaces, dashes
    /// and no-break spaces, scalar by scalar.
    static func reference(_ code: String) -> String {
        String(String.UnicodeScalarView(code.uppercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "\u{A0}" }))
    }

    @Test("postal codes lose spaces and dashes and gain upper case, ASCII or not",
          arguments: ["SW1A 1AA", "sw1a 1aa", "75001", "01310-000", "M5H 2N2", "  8001 ", "d-80331", "12\u{A0}345",
                      "ß-1", "１２３", "", "-", "A b-C", "ÄÖ 12"])
    func postal(code: String) {
        #expect(HotelKeys.postal(code) == Self.reference(code))
    }

    @Test("the name and city keys are TextFolding's")
    func keys() {
        var details = HotelDetails(name: "Hôtel  de l'Europe")
        details.city = "São Paulo"
        details.postalCode = "01310-000"
        let keys = HotelKeys(details)
        #expect(keys.name == "hotel de leurope")  // apostrophes vanish, as in "st johns"
        #expect(keys.city == "sao paulo")
        #expect(keys.postalCode == "01310000")
    }
}

struct LineBreaksTests {
    @Test("CRLF and lone CR become LF; text without CR is returned as it is")
    func normalized() {
        #expect(LineBreaks.normalized("a\r\nb\rc\nd\r") == "a\nb\nc\nd\n")
        #expect(LineBreaks.normalized("a\r\r\nb") == "a\n\nb")
        #expect(LineBreaks.normalized("plain, ünïcode\n") == "plain, ünïcode\n")
        var details = HotelDetails(name: "Inn")
        details.notes = "one\r\ntwo"
        var other = HotelDetails(name: "Inn")
        other.notes = "one\ntwo"
        #expect(details == other)
    }
}
