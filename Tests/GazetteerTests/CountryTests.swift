import Gazetteer
import Testing

struct CountryTests {
    @Test("codes, names and local forms resolve to the ISO code", arguments: [
        ("US", "US"), ("us", "US"), ("USA", "US"), ("U.S.A.", "US"), ("United States", "US"),
        ("united states of america", "US"), ("DE", "DE"), ("DEU", "DE"), ("Germany", "DE"), ("Deutschland", "DE"),
        ("UK", "GB"), ("Great Britain", "GB"), ("United Kingdom", "GB"), ("France", "FR"), ("  france ", "FR"),
        ("España", "ES"), ("espana", "ES"), ("Österreich", "AT"), ("Schweiz", "CH"), ("Suisse", "CH"),
        ("The Netherlands", "NL"), ("Nederland", "NL"), ("日本", "JP"), ("Россия", "RU"), ("Ελλάδα", "GR"),
        ("Türkiye", "TR"), ("Czechia", "CZ"), ("Côte d'Ivoire", "CI"), ("Ivory Coast", "CI"),
        // Their own people's names, in their own scripts.
        ("Қазақстан", "KZ"), ("O'zbekiston", "UZ"), ("Ўзбекистон", "UZ"), ("Кыргызстан", "KG"), ("Тоҷикистон", "TJ"),
        ("Монгол Улс", "MN"), ("Azərbaycan", "AZ"), ("საქართველო", "GE"), ("Հայաստան", "AM"), ("ສປປ ລາວ", "LA"),
        ("កម្ពុជា", "KH"), ("မြန်မာ", "MM"), ("الأردن", "JO"), ("Espanya", "ES"), ("Espainia", "ES"), ("Κύπρος", "CY"), ("ශ්රී ලංකාව", "LK"),
    ])
    func resolves(_ input: String, _ code: String) {
        #expect(Country.named(input)?.code == code, "\(input)")
    }

    @Test("what is not a country stays unresolved", arguments: ["", "  ", "Atlantis", "XX", "ZZZ", "Paris", "--"])
    func unresolved(_ input: String) {
        #expect(Country.named(input) == nil)
    }

    @Test("the table has every ISO country once")
    func table() {
        #expect(Country.all.count >= 249)
        #expect(Set(Country.all.map(\.code)).count == Country.all.count)
        #expect(Country.code("jp")?.name == "Japan")
        #expect(Country.code("JP")?.continent == "AS")
    }
}
