import Testing
@testable import Gazetteer

/// Folding and abbreviations, through the index keys and the geocoder.
struct NormalizationTests {
    let geocoder: OfflineGeocoder

    init() throws { geocoder = try SampleIndex.geocoder() }

    func place(_ locality: String, region: String = "", country: String = "") -> String? {
        geocoder.geocode(PostalAddress(locality: locality, region: region, country: country)).map { $0.matchedName }
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

    @Test("a typo's kind, (name, as written): a letter left out or doubled, two neighbours swapped; struck; added by a neighbouring key; from nowhere",
          arguments: [
        ("Buttrio", "Butrio", .common), ("Lamitan", "Lamitn", .common), ("Laton", "Laon", .common), ("Sanmao", "Sanmmao", .common),
        ("Simeiz", "Siimeiz", .common), ("Jinggan", "Jigngan", .common), ("Baihua", "Baiuha", .common), ("Stuart", "Sturat", .common),
        ("Budrio", "Butrio", .struck), ("Sanmiao", "Sanmmao", .struck), ("Abcd", "Badc", .struck),
        ("Berlin", "Berlkin", .nearKey), ("Berlin", "Berlpin", .nearKey), ("Hattstedt", "Hatrtstedt", .nearKey),
        ("Fushu", "Fushou", .stray), ("Laon", "Laton", .stray), ("Jingan", "Jigngan", .stray), ("Hanstedt", "Hantstedt", .stray),
    ] as [(String, String, EditDistance.Slip)])
    func slip(_ name: String, _ written: String, _ expected: EditDistance.Slip) {
        let result = Array(name.utf8).withUnsafeBytes { x in
            Array(written.utf8).withUnsafeBytes { y in EditDistance.slip(name: x, written: y) }
        }
        #expect(result == expected)
    }

    @Test("keys that touch on QWERTY's staggered rows", arguments: [
        ("q", "a", true), ("a", "q", true), ("s", "e", true), ("s", "w", true), ("x", "d", true), ("k", "l", true), ("p", "l", true),
        ("s", "q", false), ("x", "a", false), ("t", "n", false), ("a", "a", false), ("1", "q", false),
    ] as [(String, String, Bool)])
    func keyboardNeighbours(_ a: String, _ b: String, _ expected: Bool) {
        #expect(Keyboard.areNeighbours(a.utf8.first!, b.utf8.first!) == expected)
    }

    @Test("two typos are allowed from nine letters on")
    func allowance() {
        #expect(EditDistance.allowance(forLength: 8) == 1)
        #expect(EditDistance.allowance(forLength: 9) == 2)
    }
}
