import Testing
import AddressText

/// The keys place names and postal codes are compared by, in the gazetteer
/// and in the store alike.
struct PlaceKeyTests {
    @Test("St./Saint, Mt./Mount, Ft./Fort, Sankt/St. are one key", arguments: [
        ("St. Louis", "saint louis"), ("Saint Louis", "saint louis"), ("ST LOUIS", "saint louis"),
        ("Ft. Worth", "fort worth"), ("Mt. Vernon", "mount vernon"), ("Mount Vernon", "mount vernon"),
        ("Sankt Gallen", "saint gallen"), ("St. Gallen", "saint gallen"), ("Ste. Foy", "sainte foy"),
        ("Pt. Pleasant", "pt pleasant"), ("Stuttgart", "stuttgart"),
    ])
    func abbreviations(_ text: String, _ key: String) {
        #expect(PlaceKey.make(text) == key)
    }

    /// A probe's: "м. Київ" and "г. Москва" were no town the gazetteer knew.
    @Test("a place's kind written before its name in Russian or Ukrainian is left out; alone, or inside a name, it stays", arguments: [
        ("г. Москва", "Москва"), ("м. Київ", "Київ"), ("город Москва", "Москва"), ("пгт Листвянка", "Листвянка"), ("с. Шушенское", "Шушенское"),
        ("Город", "город"), ("Нижний Новгород", "нижнии новгород"), ("Село", "село"), ("Гора Святого Миколая", "гора святого миколая"),
    ])
    func kindBeforeName(_ text: String, _ same: String) {
        #expect(PlaceKey.make(text) == PlaceKey.make(same))
        #expect(PlaceKey.make(text).split(separator: " ").count == same.split(separator: " ").count)
    }
}

struct PostalCodeKeyTests {
    @Test("postal codes normalize", arguments: [
        ("sw1a 1aa", "SW1A1AA"), ("D-10115", "10115"), ("L-8416", "8416"), ("89006 CEDEX", "89006"),
        ("490-1401", "4901401"), ("  94103-1234 ", "941031234"), ("CH-8001", "8001"),
    ])
    func postalNormalization(_ written: String, _ normalized: String) {
        #expect(PostalCodeKey.make(written) == normalized)
    }

    /// A probe's: Mexico's "C.P. 06600" in the postal code's field found nothing.
    @Test("the word a code is written after goes; a code that begins with those letters stays", arguments: [
        ("C.P. 06600", "06600"), ("C.P.06600", "06600"), ("CP 06600", "06600"), ("c.p. 06600", "06600"), ("CEP 01310-100", "01310100"),
        ("CEP: 01310-100", "01310100"), ("PLZ 10115", "10115"), ("CAP 00184", "00184"),
        ("CP10 1AA", "CP101AA"), ("CAPE 1", "CAPE1"), ("C1002AAP", "C1002AAP"),
    ])
    func label(_ written: String, _ normalized: String) {
        #expect(PostalCodeKey.make(written) == normalized)
    }

    @Test("a CEDEX suffix goes with its office number", arguments: [("75008 CEDEX 08", "75008"), ("13284 Marseille Cedex 07", "13284MARSEILLE")])
    func cedex(_ written: String, _ normalized: String) {
        #expect(PostalCodeKey.make(written, country: "FR") == normalized)
    }

    @Test("a country's own prefix, written with a dash, a space or none, goes: every form is the same code", arguments: [
        ("LV", ["LV-1001", "LV 1001", "lv1001", "1001"]), ("AZ", ["AZ 1000", "AZ-1000", "AZ1000", "1000"]),
        ("LU", ["L-8416", "L 8416", "LU-8416", "8416"]), ("MD", ["MD-2001", "MD 2001", "2001"]), ("DE", ["D-10115", "D 10115", "10115"]),
    ])
    func countryPrefix(_ country: String, _ forms: [String]) {
        #expect(Set(forms.map { PostalCodeKey.make($0, country: country) }).count == 1, "\(forms.map { PostalCodeKey.make($0, country: country) })")
    }

    @Test("a prefix before a dash names its country; other letters, none", arguments: [
        ("D-10115", "DE"), ("d-10115", "DE"), ("F-75001", "FR"), ("CH-8001", "CH"), ("A-1010", "AT"), ("FL-9490", "LI"),
        ("LV-1001", "LV"), ("10115", nil), ("D 10115", nil), ("X-10115", nil), ("JE2 3AB", nil), ("D-", nil), ("SW1A-1AA", nil),
    ] as [(String, String?)])
    func prefixCountry(_ written: String, _ country: String?) {
        #expect(PostalCodeKey.prefixCountry(written) == country)
    }

    @Test("letters that begin a code and are no prefix stay", arguments: [
        ("JE", "JE2 3AB", "JE23AB"), ("GB", "GB1 1AA", "GB11AA"), ("CA", "H3A 1H6", "H3A1H6"), ("IE", "D02 HR67", "D02HR67"),
        ("NL", "1012 AB", "1012AB"), ("BM", "HM 12", "HM12"),
    ])
    func notPrefixes(_ country: String, _ written: String, _ normalized: String) {
        #expect(PostalCodeKey.make(written, country: country) == normalized)
    }

    @Test("a digit of any script is its ASCII digit, any dash a dash", arguments: [
        ("〒１００-０００５", "JP", "1000005"), ("١٢٣٤٥", "", "12345"), ("〒１００－０００５", "JP", "1000005"), ("D–10115", "", "10115"),
    ])
    func digits(_ written: String, _ country: String, _ key: String) {
        #expect(PostalCodeKey.make(written, country: country.isEmpty ? nil : country) == key)
    }

    @Test("a prefix before any dash names its country", arguments: [("D–10117", "DE"), ("F－75001", "FR"), ("CH‐8001", "CH")])
    func prefixBeforeAnyDash(_ written: String, _ country: String) {
        #expect(PostalCodeKey.prefixCountry(written) == country)
    }
}
