/// Where a lodging word of a name counts fully: in the countries whose
/// languages hold it. A word borrowed abroad more often names a foreign
/// kitchen than a bed (an American "La Posada", a German "El Hostal", a
/// British "Riad"), and some words mean something else in a country's own
/// language (a British "pension" is a retirement income, a Mexican
/// or Colombian "residencial" a housing estate, an American "camping" store sells
/// tents). Words not listed here count everywhere. And the other way: a
/// word other trades share counts fully where a business named by it is a
/// place to stay (``LodgingWords/sharedWords``).
enum LodgingWordCountries {
    /// Countries (ISO 3166-1 alpha-2) by language.
    private static let spanish: Set<String> = ["ES", "AD", "MX", "GT", "HN", "SV", "NI", "CR", "PA", "CU", "DO", "PR", "CO", "VE",
                                               "EC", "PE", "BO", "CL", "AR", "UY", "PY", "GQ"]
    private static let french: Set<String> = ["FR", "BE", "CH", "LU", "MC", "CA", "MA", "TN", "DZ", "SN", "CI", "CM", "MG", "ML",
                                              "BF", "NE", "TD", "GN", "RW", "BI", "BJ", "TG", "CF", "CG", "CD", "GA", "DJ", "KM",
                                              "HT", "MU", "SC", "VU", "NC", "PF", "RE", "GP", "MQ", "GF", "YT", "PM", "WF", "BL", "MF"]
    private static let german: Set<String> = ["DE", "AT", "CH", "LI", "LU", "BE", "IT"]
    private static let english: Set<String> = ["GB", "IE", "US", "CA", "AU", "NZ", "ZA", "IN", "IM", "JE", "GG"]

    /// Words that count fully only in these countries.
    private static let home: [String: Set<String>] = [
        "posada": spanish, "hostal": spanish, "parador": ["ES"],
        "residencial": spanish.subtracting(["MX", "CO"]).union(["PT", "CV", "AO", "MZ"]),
        "auberge": french,
        "chalet": french.union(german).union(["MY"]),
        "gasthaus": german, "gasthof": german, "riad": ["MA", "TN"], "ryokan": ["JP"],
        "hacienda": spanish, "kasbah": ["MA"], "hostellerie": french, "sobe": ["HR", "ME", "BA", "RS", "SI"],
        // An inn in the Andes and the Southern Cone; a restaurant in Mexico and Spain.
        "hosteria": ["AR", "CL", "UY", "PY", "BO", "PE", "EC"], "chales": ["BR", "PT"],
        // The Basque hotel: elsewhere a Slavic genitive.
        "hotela": ["ES", "FR", "AD"],
    ]

    /// Words other trades share (``LodgingWords/sharedWords``) that count
    /// fully in these countries, where a business's name holding one is
    /// that of a place to stay: the rooms, apartments and villas of Croatia,
    /// Montenegro and Bosnia, Spain's apartamentos, Indonesia's villas, the
    /// dar of Morocco and Tunisia, a safari's camp, New Zealand's bach, West
    /// Africa's campement, Rajasthan's haveli, Brazil's flat (an
    /// apart-hotel), the mountain refugio of Argentina and Chile, the chata
    /// (a mountain hut) of Slovakia and Czechia, Poland's willa, the Swiss
    /// Austrian and Liechtenstein Berghaus (a mountain inn), the villas and
    /// apart (an apart-hotel) of Turkey and apart of Cyprus, the archontiko
    /// of Greece and Cyprus, the apartaments of Spain and Andorra (Catalan),
    /// the cabană (a mountain hut) and vilă of Romania and Moldova (and
    /// Albania's vila), Bulgaria's апартаменти, the Alps' Hütte, the kamp
    /// (a campsite) of the former Yugoslavia, Czech and Slovak apartmány,
    /// the kemp of Czechia, Slovakia and Poland, the Krkonoše's bouda, the
    /// residencias (cheap hotels) of Colombia and Venezuela, Switzerland's
    /// capanna (a Ticino mountain hut; its cabane is a bar's name as often),
    /// Lithuania's vila (a seaside guest house), Mongolia's кемп (a ger camp).
    /// (Not
    /// Britain's cottage, a tea room's, a football ground's or a jam maker's
    /// as often; nor Poland's apartamenty, a housing development's; nor a
    /// New Zealand hut, a shop's.)
    private static let sharedHome: [String: Set<String>] = [
        "rooms": balkan, "apartments": balkan, "apartamentos": ["ES"], "apartamento": ["ES"],
        "villa": balkan.union(["ID", "TR"]), "villas": balkan.union(["ID", "TR"]), "dar": ["MA", "TN"], "camp": camps,
        "kamp": camps.union(balkan).union(["SI", "RS", "MK"]),
        "bach": ["NZ"], "campement": ["SN", "ML", "BF", "CI", "GN", "GM", "NE", "BJ", "TG", "DJ"], "haveli": ["IN"],
        "flat": ["BR"], "refugio": ["AR", "CL"], "refugios": ["AR", "CL"], "chata": ["SK", "CZ"], "willa": ["PL"],
        "berghaus": ["CH", "AT", "LI"], "apart": ["TR", "CY"], "αρχοντικο": ["GR", "CY"], "cabana": ["RO", "MD"],
        "vila": ["RO", "MD", "AL", "LT"], "апартаменти": ["BG"],
        "hutte": ["AT", "CH", "LI"], "apartaments": ["ES", "AD"], "apartmany": ["CZ", "SK"],
        "kemp": ["CZ", "SK", "PL"], "bouda": ["CZ"], "residencias": ["CO", "VE"],
        "capanna": ["CH"], "кемп": ["MN"],
    ]
    /// The countries whose coasts let rooms, apartments and villas under those words.
    private static let balkan: Set<String> = ["HR", "ME", "BA"]
    /// The countries of the safari camps of East and Southern Africa, the
    /// tourist camps of the Gambia and Senegal, and Jordan's desert camps.
    private static let camps: Set<String> = ["KE", "TZ", "UG", "RW", "BW", "NA", "ZM", "ZW", "MW", "ZA", "JO", "GM", "SN"]

    /// The shared words that count fully somewhere.
    static var sharedWordsWithHomes: Set<String> { Set(sharedHome.keys) }

    /// Whether `word`, a word other trades share, counts fully on a card of
    /// `country` (alpha-2, upper case); `false` when the country is unknown.
    static func isHome(sharedWord word: String, country: @autoclosure () -> String?) -> Bool {
        guard let countries = sharedHome[word] else { return false }
        return country().map(countries.contains) ?? false
    }

    /// Words that count less in these countries, where they name something else.
    private static let otherMeaning: [String: Set<String>] = [
        "pension": english, "residence": english, "camping": english.subtracting(["CA", "IN"]), "bungalows": ["IN"],
        // A Japanese 飯店 is a Chinese restaurant; a Chinese or Taiwanese one as often a hotel.
        "飯店": ["JP"], "饭店": ["JP"],
        // A Turkish apartmanı is a block of flats.
        "apartmani": ["TR"],
        // A sanatorium is a place to stay where the cure is taken by the
        // week; in English-speaking countries, a name of hospitals and parks.
        "sanatorium": english,
    ]

    /// Whether `word` of a name counts less on a card of `country`
    /// (alpha-2, upper case; looked up only for the words listed here);
    /// `false` when the country is unknown.
    static func isAbroad(_ word: String, country: @autoclosure () -> String?) -> Bool {
        if let countries = home[word] { return country().map { !countries.contains($0) } ?? false }
        if let countries = otherMeaning[word] { return country().map(countries.contains) ?? false }
        return false
    }
}
