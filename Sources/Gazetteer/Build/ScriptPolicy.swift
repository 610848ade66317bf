/// Which alternate names of a place go into the index. GeoNames lists names
/// in dozens of languages; people write addresses in Latin letters or in
/// their country's own script, so the index keeps the Latin ones of big
/// places (exonyms: Munich, Cologne, Lisbon, Venice) and, for every place, those in
/// the script of its country (東京, Москва, Αθήνα, กรุงเทพมหานคร).
enum ScriptPolicy {
    /// Places at least this big keep their Latin-script alternate names.
    static let latinAlternatesMinimumPopulation: UInt32 = 50_000

    enum Script: Equatable { case latin, greek, cyrillic, hebrew, arabic, thai, hangul, han, other, none }

    static func script(of text: String) -> Script {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0..<0x250, 0x1E00..<0x1F00: return .latin
            case 0x370..<0x400: return .greek
            case 0x400..<0x530: return .cyrillic
            case 0x590..<0x600: return .hebrew
            case 0x600..<0x700, 0x750..<0x780: return .arabic
            case 0xE00..<0xE80: return .thai
            case 0x1100..<0x1200, 0xAC00..<0xD7B0: return .hangul
            case 0x3040..<0x3100, 0x3400..<0x4DC0, 0x4E00..<0xA000: return .han
            default: return .other
            }
        }
        return .none
    }

    private static let native: [String: [Script]] = {
        var map: [String: [Script]] = [
            "JP": [.han], "CN": [.han], "TW": [.han], "HK": [.han], "MO": [.han], "SG": [.han],
            "KR": [.hangul, .han], "KP": [.hangul], "GR": [.greek], "CY": [.greek], "TH": [.thai], "IL": [.hebrew],
        ]
        for code in ["RU", "UA", "BY", "BG", "RS", "MK", "KZ", "KG", "MN", "TJ", "ME", "BA"] { map[code] = [.cyrillic] }
        for code in ["AE", "SA", "EG", "MA", "DZ", "TN", "LY", "JO", "LB", "SY", "IQ", "KW", "QA", "BH", "OM", "YE", "SD", "PS"] {
            map[code] = [.arabic]
        }
        return map
    }()

    /// Whether an alternate name of a place in `country` with `population` is kept.
    static func keeps(_ name: String, country: String, population: UInt32) -> Bool {
        switch script(of: name) {
        case .none: return false
        case .latin: return population >= latinAlternatesMinimumPopulation
        case let other: return native[country]?.contains(other) ?? false
        }
    }
}
