import TextFolding

/// The language a street's name is written in, in the countries whose
/// regions speak different ones: "Rue du Lac" in Switzerland lies in a
/// French-speaking canton, "Seestrasse" in a German-speaking one, "Via
/// Nassa" in Ticino or the Grisons. A locality name several places of the
/// country share is then looked for first in the regions of that language.
///
/// The rule is a table: for each country and language, the street words
/// (whole words, or the endings German, Dutch and Basque names join to
/// their word: "Bahnhofstrasse", "Kerkstraat", "Nagusia kalea") and the
/// GeoNames admin1 codes of the regions where it is spoken.
enum StreetLanguage {
    struct Rule {
        let country: String
        /// Folded whole words.
        let words: Set<String>
        /// Folded endings of a word, which count as the word too.
        let endings: [String]
        let regions: Set<String>
    }

    static let rules: [Rule] = [
        // Switzerland: French, German, Italian (Fribourg, Valais, Bern and the Grisons speak two).
        Rule(country: "CH", words: ["rue", "chemin", "avenue", "route", "ruelle", "place"], endings: [],
             regions: ["GE", "VD", "NE", "JU", "FR", "VS", "BE"]),
        Rule(country: "CH", words: ["strasse", "gasse", "weg", "platz"], endings: ["strasse", "gasse", "weg", "platz"],
             regions: ["AG", "AI", "AR", "BE", "BL", "BS", "FR", "GL", "GR", "LU", "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "UR", "VS", "ZG", "ZH"]),
        Rule(country: "CH", words: ["via", "vicolo", "piazza", "strada", "contrada"], endings: [], regions: ["TI", "GR"]),
        // Belgium: French in Wallonia and Brussels, Dutch in Flanders and Brussels.
        Rule(country: "BE", words: ["rue", "chaussee", "avenue", "chemin", "place"], endings: [], regions: ["WAL", "BRU"]),
        Rule(country: "BE", words: ["straat", "laan", "steenweg", "plein", "dreef"], endings: ["straat", "laan", "steenweg", "plein", "dreef"],
             regions: ["VLG", "BRU"]),
        // Canada: French in Quebec.
        Rule(country: "CA", words: ["rue", "chemin", "rang", "montee"], endings: [], regions: ["10"]),
        // Spain: Catalan, Galician, Basque.
        Rule(country: "ES", words: ["carrer", "avinguda", "passeig", "placa", "cami"], endings: [], regions: ["56", "60", "07"]),
        Rule(country: "ES", words: ["rua", "praza", "avenida da", "estrada"], endings: [], regions: ["58"]),
        Rule(country: "ES", words: ["kalea", "etorbidea", "plaza"], endings: ["kalea", "etorbidea"], regions: ["59", "32"]),
        // Italy: German in South Tyrol, French in the Aosta Valley.
        Rule(country: "IT", words: ["strasse", "gasse", "weg", "platz"], endings: ["strasse", "gasse", "weg", "platz"], regions: ["17"]),
        Rule(country: "IT", words: ["rue", "chemin"], endings: [], regions: ["19"]),
    ]

    /// The admin1 codes of the regions of `country` whose language `street`
    /// is written in; `nil` when it says nothing about its language.
    static func regions(street: String, country: String) -> Set<String>? {
        guard rules.contains(where: { $0.country == country }) else { return nil }
        let folded = TextFolding.key(street)
        let words = folded.split(separator: " ").map(String.init)
        var found: Set<String>? = nil
        for rule in rules where rule.country == country {
            let speaks = words.contains { word in
                rule.words.contains(word) || rule.endings.contains { word.count > $0.count && word.hasSuffix($0) }
            } || rule.words.contains { $0.contains(" ") && folded.contains($0) }
            if speaks { found = (found ?? []).union(rule.regions) }
        }
        return found
    }
}
