import TextFolding

/// Which alternate names of a place go into the index. GeoNames lists names
/// in dozens of languages; people write addresses in Latin letters or in
/// their country's own script, so the index keeps the Latin ones of towns
/// (exonyms: Munich, Cologne, Lisbon, Venice; a bilingual region's other
/// name: Brixen for Bressanone, Meran for Merano) and, for every place,
/// those in the script of its country (東京, Москва, Αθήνα, กรุงเทพมหานคร).
/// A name that is only another name of a place weighs less than a place's
/// own (``OfflineGeocoder/otherNameShare(population:)``).
enum ScriptPolicy {
    /// Places at least this big are cities whose Latin other names are
    /// exonyms people write (Munich, Lucerne, Hanover): such a name weighs
    /// more beside a place whose own name it is
    /// (``OfflineGeocoder/otherNameShare(population:)``).
    static let exonymMinimumPopulation: UInt32 = 50_000

    /// Places at least this big keep their Latin-script alternate names:
    /// a village's are mostly transliterations nobody writes.
    static let latinAlternatesMinimumPopulation: UInt32 = 1_000

    private static let native: [String: [WritingScript]] = {
        var map: [String: [WritingScript]] = [
            "JP": [.han], "CN": [.han], "TW": [.han], "HK": [.han], "MO": [.han], "SG": [.han],
            "KR": [.hangul, .han], "KP": [.hangul], "GR": [.greek], "CY": [.greek], "TH": [.thai], "IL": [.hebrew],
        ]
        for code in ["RU", "UA", "BY", "BG", "RS", "MK", "KZ", "KG", "MN", "TJ", "ME", "BA"] { map[code] = [.cyrillic] }
        // Arabic's letters write Persian, Dari, Pashto and Urdu too (تهران, کابل, لاہور).
        for code in ["AE", "SA", "EG", "MA", "DZ", "TN", "LY", "JO", "LB", "SY", "IQ", "KW", "QA", "BH", "OM", "YE", "SD", "PS",
                     "IR", "AF", "PK"] {
            map[code] = [.arabic]
        }
        // Scripts the index does not tell apart (``WritingScript/other``): India's and its
        // neighbours' (दिल्ली, मुंबई, ঢাকা, කොළඹ), the Caucasus's, Ethiopia's, mainland Southeast Asia's.
        for code in ["IN", "NP", "BD", "LK", "BT", "GE", "AM", "ET", "ER", "MM", "KH", "LA"] { map[code] = [.other] }
        return map
    }()

    /// Whether an alternate name of a place in `country` with `population` is kept.
    static func keeps(_ name: String, country: String, population: UInt32) -> Bool {
        switch WritingScript(of: name) {
        case nil: return false
        case .latin: return population >= latinAlternatesMinimumPopulation
        case let other?: return native[country]?.contains(other) ?? false
        }
    }

    /// Whether `name` is a code of three capitals that is not the initials
    /// of `placeName`: GeoNames lists airport codes among a city's names
    /// (KRK for Kraków, LAX for Los Angeles). Some are names people write
    /// (STL, OKC); one that is another place's own name is not the city's
    /// (Krk is a town of Croatia), and the index drops it there
    /// (``GazetteerBuilder/withoutForeignCodes(_:)``). Initials are the
    /// place's (NYC).
    static func isCode(_ name: String, of placeName: String) -> Bool {
        let letters = Array(name.utf8)
        guard letters.count == 3, letters.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }),
              name != placeName else { return false }
        let initials = placeName.split(whereSeparator: { $0 == " " || $0 == "-" })
            .compactMap { $0.first.map { String($0).uppercased() } }.joined()
        return !initials.hasPrefix(name)
    }
}
