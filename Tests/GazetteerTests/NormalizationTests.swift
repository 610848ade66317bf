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

    @Test("the slips people make most, (name, as written): a letter left out or doubled, two neighbours swapped", arguments: [
        ("Buttrio", "Butrio", true), ("Lamitan", "Lamitn", true), ("Laton", "Laon", true), ("Sanmao", "Sanmmao", true),
        ("Simeiz", "Siimeiz", true), ("Jinggan", "Jigngan", true), ("Baihua", "Baiuha", true), ("Stuart", "Sturat", true),
        ("Budrio", "Butrio", false), ("Sanmiao", "Sanmmao", false), ("Fushu", "Fushou", false), ("Laon", "Laton", false),
        ("Jingan", "Jigngan", false), ("Berlin", "Berlin", false), ("Abcd", "Badc", false),
    ] as [(String, String, Bool)])
    func commonSlip(_ name: String, _ written: String, _ expected: Bool) {
        let result = Array(name.utf8).withUnsafeBytes { x in
            Array(written.utf8).withUnsafeBytes { y in EditDistance.isCommonSlip(name: x, written: y) }
        }
        #expect(result == expected)
    }

    @Test("two typos are allowed from nine letters on, letters however many bytes each takes")
    func allowance() {
        #expect(EditDistance.allowance(for: Array("Freiburg".utf8)) == 1)
        #expect(EditDistance.allowance(for: Array("Nuremberg".utf8)) == 2)
        // A probe's: five Cyrillic letters, ten bytes, had two typos.
        #expect(EditDistance.allowance(for: Array("прага".utf8)) == 1)
        #expect(EditDistance.letters(in: Array("прага".utf8)) == 5)
        #expect(EditDistance.allowance(for: Array("екатеринбург".utf8)) == 2)
    }
}
