import Testing
@testable import Gazetteer

/// Folding and abbreviations, through the index keys and the geocoder.
struct NormalizationTests {
    let geocoder: OfflineGeocoder

    init() throws { geocoder = try SampleIndex.geocoder() }

    func place(_ locality: String, region: String = "", country: String = "") -> String? {
        geocoder.geocode(PostalAddress(locality: locality, region: region, country: country)).map { $0.matchedName }
    }

    @Test("St./Saint, Mt./Mount, Ft./Fort, Sankt/St. are one key", arguments: [
        ("St. Louis", "saint louis"), ("Saint Louis", "saint louis"), ("ST LOUIS", "saint louis"),
        ("Ft. Worth", "fort worth"), ("Mt. Vernon", "mount vernon"), ("Mount Vernon", "mount vernon"),
        ("Sankt Gallen", "saint gallen"), ("St. Gallen", "saint gallen"), ("Ste. Foy", "sainte foy"),
        ("Pt. Pleasant", "pt pleasant"), ("Stuttgart", "stuttgart"),
    ])
    func abbreviations(_ text: String, _ key: String) {
        #expect(PlaceKey.make(text) == key)
    }

    @Test("abbreviated names find the place")
    func abbreviatedLookups() {
        #expect(place("St Louis", region: "MO") == "St. Louis")
        #expect(place("Saint Louis", region: "Missouri") == "St. Louis")
        #expect(place("Ft Worth", region: "TX") == "Fort Worth")
        #expect(place("St. Gallen", country: "CH") == "Sankt Gallen")
        #expect(place("St Etienne", country: "France") == "Saint-Étienne")
    }

    @Test("case, accents and punctuation fold; ß, ł and ø too")
    func folding() {
        #expect(place("SAINT-ETIENNE") == "Saint-Étienne")
        #expect(place("koln") == "Köln")
        #expect(place("Giessen") == "Gießen")
        #expect(place("Lodz") == "Łódź")
        #expect(place("Tromso") == "Tromsø")
        #expect(place("new-york") == "New York City")
    }

    @Test("native-script names match as written", arguments: [
        ("東京", "Tokyo"), ("Москва", "Moscow"), ("Αθήνα", "Athens"), ("กรุงเทพมหานคร", "Bangkok"),
    ])
    func scripts(_ written: String, _ name: String) {
        #expect(place(written) == name)
    }

    @Test("country codes and names in English and the local form", arguments: ["US", "USA", "United States", "usa"])
    func countries(_ country: String) {
        #expect(place("Paris", country: country) == "Paris")
        #expect(geocoder.geocode(PostalAddress(locality: "Paris", country: country))?.countryCode == "US")
    }

    @Test("postal codes normalize", arguments: [
        ("sw1a 1aa", "SW1A1AA"), ("D-10115", "10115"), ("L-8416", "8416"), ("89006 CEDEX", "89006"),
        ("490-1401", "4901401"), ("  94103-1234 ", "941031234"), ("CH-8001", "8001"),
    ])
    func postalNormalization(_ written: String, _ normalized: String) {
        #expect(PostalCodeRules.normalize(written) == normalized)
    }

    @Test("a CEDEX suffix goes with its office number", arguments: [("75008 CEDEX 08", "75008"), ("13284 Marseille Cedex 07", "13284MARSEILLE")])
    func cedex(_ written: String, _ normalized: String) {
        #expect(PostalCodeRules.normalize(written, country: "FR") == normalized)
    }

    @Test("a country's own prefix, written with a dash, a space or none, goes: every form is the same code", arguments: [
        ("LV", ["LV-1001", "LV 1001", "lv1001", "1001"]), ("AZ", ["AZ 1000", "AZ-1000", "AZ1000", "1000"]),
        ("LU", ["L-8416", "L 8416", "LU-8416", "8416"]), ("MD", ["MD-2001", "MD 2001", "2001"]), ("DE", ["D-10115", "D 10115", "10115"]),
    ])
    func countryPrefix(_ country: String, _ forms: [String]) {
        #expect(Set(forms.map { PostalCodeRules.normalize($0, country: country) }).count == 1, "\(forms.map { PostalCodeRules.normalize($0, country: country) })")
    }

    @Test("letters that begin a code and are no prefix stay", arguments: [
        ("JE", "JE2 3AB", "JE23AB"), ("GB", "GB1 1AA", "GB11AA"), ("CA", "H3A 1H6", "H3A1H6"), ("IE", "D02 HR67", "D02HR67"),
        ("NL", "1012 AB", "1012AB"), ("BM", "HM 12", "HM12"),
    ])
    func notPrefixes(_ country: String, _ written: String, _ normalized: String) {
        #expect(PostalCodeRules.normalize(written, country: country) == normalized)
    }

    @Test("a code's shape names its country", arguments: [
        ("94103", "94103", "US"), ("941031234", "94103-1234", "US"), ("M5V3L9", "M5V 3L9", "CA"), ("1012AB", "1012 AB", "NL"),
        ("SW1A1AA", "SW1A 1AA", "GB"), ("1000005", "100-0005", "JP"), ("01310100", "01310-100", "BR"),
    ])
    func shapes(_ normalized: String, _ written: String, _ country: String) {
        #expect(PostalCodeRules.inferCountry(normalized, written: written) == country)
    }

    @Test("typos counted: inserted, deleted, replaced, swapped; none past the limit", arguments: [
        ("springfield", "sprngfield", 1, 1), ("springfield", "springfeild", 1, 1), ("springfield", "springfieldd", 1, 1),
        ("springfield", "sprimgfield", 1, 1), ("springfield", "springfield", 1, 0), ("springfield", "sprngfeld", 1, nil),
        ("springfield", "sprngfeld", 2, 2), ("abcd", "badc", 1, nil), ("abcd", "badc", 2, 2), ("paris", "parsi", 1, 1),
        ("barcelona", "barcleona", 1, 1), ("london", "lodnon", 1, 1), ("berlin", "berlni", 1, 1), ("paris", "pariss", 1, 1),
        ("a", "", 1, 1), ("ab", "", 1, nil),
    ] as [(String, String, Int, Int?)])
    func editDistance(_ a: String, _ b: String, _ limit: Int, _ expected: Int?) {
        let result = Array(a.utf8).withUnsafeBytes { x in Array(b.utf8).withUnsafeBytes { y in EditDistance.within(x, y, limit: limit) } }
        #expect(result == expected)
    }

    @Test("two typos are allowed from nine letters on")
    func allowance() {
        #expect(EditDistance.allowance(forLength: 8) == 1)
        #expect(EditDistance.allowance(forLength: 9) == 2)
    }
}
