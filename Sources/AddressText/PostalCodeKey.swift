import TextFolding

/// The form a postal code is compared in, however it was written:
/// "sw1a 1aa" and "SW1A 1AA", "D-10115" and "10115", "75008 CEDEX 08" and
/// "75008" are one key each.
public enum PostalCodeKey {
    /// Whether `scalar` is a dash a postal code may be written with: the
    /// hyphen-minus, and the dashes a keyboard or a word processor puts
    /// for it — Unicode's hyphens and en dash, the minus sign, and the
    /// full-width hyphen a Japanese keyboard types ("〒１００－０００５").
    public static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0xFE63, 0xFF0D: return true
        default: return false
        }
    }

    /// `text` with every dash a code may be written with (``isDash(_:)``) a hyphen-minus.
    static func hyphenated(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x80 && isDash($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value >= 0x80 && isDash($0) ? "-" : $0 }))
    }

    /// The key of a written postal code, the one rule the gazetteer's
    /// index, its lookups and the store's match keys use:
    /// upper case, letters and digits only, without a French "CEDEX" suffix
    /// (and its office number), and without a leading country prefix —
    /// "D-10115", "L-8416", "CH-8001" in any country; with `country` known,
    /// also its own prefixes written with a space or none ("LV 1001",
    /// "AZ1000", "L 8416"), as the GeoNames rows of some countries carry
    /// them and people write them either way.
    public static func make(_ code: String, country: String? = nil) -> String {
        // Digits alone, the most common code, are their own key: no prefix, no suffix.
        if !code.isEmpty, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return code }
        if let digits = withoutLabel(code) { return make(digits, country: country) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(code.utf8.count)
        var dash: Int? = nil
        let ascii = code.utf8.allSatisfy { $0 < 0x80 }
        if ascii {
            for byte in code.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte)
                case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte & ~0x20)
                case UInt8(ascii: "-"): if dash == nil { dash = bytes.count }
                default: continue
                }
            }
        } else {
            for scalar in code.uppercased().unicodeScalars {
                if isDash(scalar) {
                    if dash == nil { dash = bytes.count }
                } else if let value = scalar.decimalDigitValue {
                    // A digit of any script ("１００", "١٠٠") is its ASCII digit.
                    bytes.append(UInt8(ascii: "0") + UInt8(value))
                } else if scalar.properties.isAlphabetic {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        // "89006 CEDEX", "75008 CEDEX 08": the code is what comes before.
        if bytes.count > 5, bytes.contains(UInt8(ascii: "C")), let cedex = bytes.indices.dropFirst().first(where: { bytes[$0...].starts(with: "CEDEX".utf8) }) {
            bytes.removeSubrange(cedex...)
        }
        if let prefix = prefixLength(bytes, dash: dash, country: country) { bytes.removeFirst(prefix) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `code` without the word that names it before its digits — "C.P.
    /// 06600" (código postal), "CEP 01310-100", "PLZ 10115", "CAP 00184" —
    /// or `nil` when it begins with none.
    static func withoutLabel(_ code: String) -> String? {
        let upper = code.uppercased()
        for label in ["C.P.", "C. P.", "C.P", "CP", "CEP", "PLZ", "CAP"] where upper.hasPrefix(label) {
            let rest = upper.dropFirst(label.count)
            // The label is a word of its own: a space, a dot or a colon after it, and the digits.
            let digits = rest.drop { $0 == " " || $0 == "." || $0 == ":" }
            guard digits.count < rest.count || label.hasSuffix("."), let first = digits.first, first.isASCII, first.isNumber else { continue }
            return String(code.suffix(digits.count))
        }
        return nil
    }

    /// The prefixes a country's codes are written with: its ISO code and the
    /// letters of its old international licence plate. Only countries whose
    /// codes are digits after the prefix (not the UK's, whose districts
    /// begin with letters such as "JE2").
    public static let countryPrefixes: [String: [String]] = [
        "AD": ["AD"], "AI": ["AI"], "AT": ["A", "AT"], "AZ": ["AZ"], "BE": ["B", "BE"], "CH": ["CH"], "CZ": ["CZ"], "DE": ["D", "DE"],
        "DK": ["DK"], "EE": ["EE"], "ES": ["E", "ES"], "FI": ["FI", "FIN"], "FR": ["F", "FR"], "HR": ["HR"], "HT": ["HT"],
        "HU": ["H", "HU"], "IT": ["I", "IT"], "LI": ["FL", "LI"], "LT": ["LT"], "LU": ["L", "LU"], "LV": ["LV"], "MC": ["MC"],
        "MD": ["MD"], "NL": ["NL"], "NO": ["N", "NO"], "PL": ["PL"], "PT": ["P", "PT"], "SE": ["S", "SE"], "SI": ["SI"],
        "SK": ["SK"], "WS": ["WS"],
    ]

    /// The country a written code's prefix names, one of ``countryPrefixes``
    /// before a dash and a digit: "D-10117" is German, "CH-8001" Swiss.
    public static func prefixCountry(_ written: String) -> String? {
        // Any dash is a hyphen here, as in the key.
        let bytes = Array(hyphenated(written).utf8.drop { $0 == 0x20 })
        guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")), (1...3).contains(dash),
              dash + 1 < bytes.count, (48...57).contains(bytes[dash + 1]) else { return nil }
        let prefix = String(decoding: bytes[..<dash], as: UTF8.self).uppercased()
        return countryByPrefix[prefix]
    }

    /// Whether `letters` (upper case) are one of ``countryPrefixes``.
    public static func isCountryPrefix(_ letters: String) -> Bool { countryByPrefix[letters] != nil }

    private static let countryByPrefix: [String: String] = {
        var countries: [String: String] = [:]
        for (country, prefixes) in countryPrefixes { for prefix in prefixes { countries[prefix] = country } }
        return countries
    }()

    /// How many leading letters of `bytes` are a country prefix: one or two
    /// letters before a dash and a digit; with `country`, one of its
    /// ``countryPrefixes`` before a digit.
    private static func prefixLength(_ bytes: [UInt8], dash: Int?, country: String?) -> Int? {
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        func digitAt(_ index: Int) -> Bool { index < bytes.count && (48...57).contains(bytes[index]) }
        if let dash, (1...2).contains(dash), bytes[..<dash].allSatisfy(isLetter), digitAt(dash) { return dash }
        guard let country, let prefixes = countryPrefixes[country] else { return nil }
        return prefixes.first { bytes.starts(with: $0.utf8) && digitAt($0.utf8.count) }?.utf8.count
    }
}
