import AddressText

/// Postal code shapes: recognizing a country from a code's shape, and the
/// shorter forms a code can be looked up by. The codes are
/// ``AddressText/PostalCodeKey`` forms.
enum PostalCodeRules {
    /// The country a normalized code's shape points to when the address
    /// names none: the country its prefix names ("D-10117"), five digits
    /// are a US ZIP (the most common by far), and the shapes only one
    /// country uses.
    static func inferCountry(_ code: String, written: String) -> String? {
        // "D-10117", "F-75001": the prefix says it.
        if let country = PostalCodeKey.prefixCountry(written) { return country }
        let bytes = Array(code.utf8)
        let digits = bytes.allSatisfy { (48...57).contains($0) }
        func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        // Five digits, or ZIP+4 (nine once the dash is gone).
        if digits && (bytes.count == 5 || bytes.count == 9) { return "US" }
        // Canada: A9A 9A9 or its FSA A9A.
        if (bytes.count == 6 || bytes.count == 3), letter(bytes[0]), digit(bytes[1]), letter(bytes[2]),
           bytes.count == 3 || (digit(bytes[3]) && letter(bytes[4]) && digit(bytes[5])) {
            return "CA"
        }
        // Netherlands: 9999 AA.
        if bytes.count == 6, bytes[0..<4].allSatisfy(digit), bytes[4...].allSatisfy(letter) { return "NL" }
        // Japan: 999-9999; Portugal: 9999-999.
        if digits && bytes.count == 7 {
            switch digitsBeforeDash(written) {
            case 3: return "JP"
            case 4: return "PT"
            default: break
            }
        }
        // Brazil: 99999-999.
        if digits && bytes.count == 8 && digitsBeforeDash(written) == 5 { return "BR" }
        // Argentina's CPA: A9999AAA.
        if bytes.count == 8, argentineCPA(code) != nil { return "AR" }
        // Ireland's Eircode: a routing key (A99, or D6W) and four of its letters and digits.
        if isEircode(bytes) { return "IE" }
        // United Kingdom: outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward 9AA.
        if isBritish(bytes) { return "GB" }
        return nil
    }

    /// The territories whose postal codes are US ZIP codes and that have
    /// an ISO 3166-1 code of their own, the same as their USPS state code:
    /// their codes are theirs in the index (``zipTerritories(of:)``).
    static let zipTerritories = ["PR", "VI", "GU", "MP", "AS", "FM", "MH", "PW"]

    /// The territories of the United States, whose addresses often name
    /// the US as their country ("Ponce, PR, USA"); each is a country of
    /// its own in the index (``OfflineGeocoder/usTerritory(named:country:)``).
    static let usTerritories = ["PR", "VI", "GU", "MP", "AS"]

    /// A territory's name that names it only in a US address: "Virgin
    /// Islands" alone is the British ones too, but not beside "USA".
    static let usTerritoryNames = [PlaceKey.make("Virgin Islands"): "VI"]

    /// The territories whose ZIP range holds a five-digit `code`: 006, 007
    /// and 009 Puerto Rico, 008 the Virgin Islands, 96799 American Samoa,
    /// 969 Guam, the Northern Marianas, Micronesia, the Marshall Islands
    /// and Palau; `nil` for a code of the states.
    static func zipTerritories(of code: String) -> [String]? {
        guard code.utf8.count == 5 else { return nil }
        if code == "96799" { return ["AS"] }
        switch code.prefix(3) {
        case "006", "007", "009": return ["PR"]
        case "008": return ["VI"]
        case "969": return ["GU", "MP", "FM", "MH", "PW"]
        default: return nil
        }
    }

    /// Whether a normalized code has the shape ``inferCountry(_:written:)``
    /// reads as a US ZIP though many countries use it: five digits.
    static func isSharedShape(_ code: String) -> Bool {
        code.utf8.count == 5 && code.utf8.allSatisfy { (48...57).contains($0) }
    }

    /// The one country a written code's prefix or shape names
    /// (``inferCountry(_:written:)``), not the US ZIP's five digits (or
    /// ZIP+4 written without its dash), a shape many countries share.
    static func countryNamed(byCode written: String) -> String? {
        let country = inferCountry(PostalCodeKey.make(written), written: written)
        return country == "US" ? nil : country
    }

    /// How many digits come before the first dash of a written code, `nil`
    /// without a dash ("100-8558": 3, "1100-148": 4).
    private static func digitsBeforeDash(_ written: String) -> Int? {
        let scalars = written.unicodeScalars
        guard let dash = scalars.firstIndex(where: PostalCodeKey.isDash) else { return nil }
        return scalars[..<dash].filter { $0.properties.numericType != nil }.count
    }

    /// Whether a normalized code is an Eircode: seven characters, one of
    /// Ireland's routing keys and a unique identifier of four, of the
    /// letters and digits Eircodes use. No British code is so (one of seven
    /// has a letter second: "SW1A1AA"); Kazakhstan's are shaped alike, but
    /// begin otherwise ("A15E3C1", Almaty's).
    static func isEircode(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 7, eircodeRoutingKeys.contains(String(decoding: bytes[0..<3], as: UTF8.self)) else { return false }
        return bytes[3...].allSatisfy { (48...57).contains($0) || eircodeLetters.contains($0) }
    }

    /// The letters an Eircode's unique identifier is written with.
    static let eircodeLetters = Set("ACDEFHKNPRTVWXY".utf8)

    /// Ireland's 139 routing keys, the first part of an Eircode (the
    /// GeoNames rows of Ireland are they).
    static let eircodeRoutingKeys: Set<String> = [
        "A41", "A42", "A45", "A63", "A67", "A75", "A81", "A82", "A83", "A84", "A85", "A86", "A91", "A92", "A94", "A96", "A98", "C15",
        "D01", "D02", "D03", "D04", "D05", "D06", "D07", "D08", "D09", "D10", "D11", "D12", "D13", "D14", "D15", "D16", "D17", "D18",
        "D20", "D22", "D24", "D6W", "E21", "E25", "E32", "E34", "E41", "E45", "E53", "E91", "F12", "F23", "F26", "F28", "F31", "F35",
        "F42", "F45", "F52", "F56", "F91", "F92", "F93", "F94", "H12", "H14", "H16", "H18", "H23", "H53", "H54", "H62", "H65", "H71",
        "H91", "K32", "K34", "K36", "K45", "K56", "K67", "K78", "N37", "N39", "N41", "N91", "P12", "P14", "P17", "P24", "P25", "P31",
        "P32", "P36", "P43", "P47", "P51", "P56", "P61", "P67", "P72", "P75", "P81", "P85", "R14", "R21", "R32", "R35", "R42", "R45",
        "R51", "R56", "R93", "R95", "T12", "T23", "T34", "T45", "T56", "V14", "V15", "V23", "V31", "V35", "V42", "V92", "V93", "V94",
        "V95", "W12", "W23", "W34", "W91", "X35", "X42", "X91", "Y14", "Y21", "Y25", "Y34", "Y35",
    ]

    static func isBritish(_ bytes: [UInt8]) -> Bool {
        func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        func digit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        var outward = bytes
        if bytes.count >= 5, digit(bytes[bytes.count - 3]), letter(bytes[bytes.count - 2]), letter(bytes[bytes.count - 1]) {
            outward = Array(bytes[..<(bytes.count - 3)])
        }
        guard (2...4).contains(outward.count), letter(outward[0]) else { return false }
        let rest = outward.dropFirst()
        let secondIsLetter = letter(rest.first!)
        let tail = secondIsLetter ? rest.dropFirst() : rest
        guard let first = tail.first, digit(first) else { return false }
        return tail.dropFirst().allSatisfy { digit($0) || letter($0) } && tail.count <= 2 && outward.count < bytes.count
    }

    /// Shorter forms to try, in order, when the whole code is not in the
    /// index: the UK outward code, the Canadian FSA, the Dutch four digits,
    /// ZIP+4 cut to five digits, a Japanese three-digit area, the four
    /// digits of an Argentine CPA, with its block's letters or without
    /// ("C1002AAP", "X5000": the GeoNames rows are the digits), Malta's
    /// locality letters.
    static func shorterForms(_ code: String, country: String) -> [String] {
        let bytes = Array(code.utf8)
        switch country {
        case "GB", "IM", "JE", "GG":
            if bytes.count >= 5 { return [String(decoding: bytes[..<(bytes.count - 3)], as: UTF8.self)] }
        case "CA", "IE":
            if bytes.count > 3 { return [String(decoding: bytes[..<3], as: UTF8.self)] }
        case "NL":
            if bytes.count > 4 { return [String(decoding: bytes[..<4], as: UTF8.self)] }
        case "US":
            if bytes.count == 9 { return [String(decoding: bytes[..<5], as: UTF8.self)] }
        case "BR":
            if bytes.count == 8 { return [String(decoding: bytes[..<5], as: UTF8.self) + "000"] }
        case "AR":
            if let cpa = argentineCPA(code) { return [cpa.digits] }
        case "MT":
            // Malta's locality letters ("VLT" of "VLT 1171"): the GeoNames rows are they.
            let letters = bytes.prefix { (65...90).contains($0) }
            if (2...3).contains(letters.count), letters.count < bytes.count { return [String(decoding: letters, as: UTF8.self)] }
        default:
            break
        }
        return []
    }

    /// Whether `code` (normalized) has fewer digits than any code of
    /// `country` is written with: Korea's have five (six before 2015), and
    /// a shorter number written last is a building's ("김해대로 2401");
    /// the countries whose codes are all six digits take five (a leading
    /// zero a spreadsheet dropped), not four ("Shanghai, 1234" is no code
    /// near Fuxin). Such a number is never a code of a place nearby.
    /// (Elsewhere a shorter number may be a code's first part, written
    /// alone: Portugal's "7570" of "7570-xxx".)
    static func isTooShort(_ code: String, country: String) -> Bool {
        guard let fewest = fewestDigits[country], code.utf8.allSatisfy({ (48...57).contains($0) }) else { return false }
        return code.utf8.count < fewest
    }

    /// An Argentine CPA's parts (normalized: "C1043AAZ", or its first five
    /// characters, "X5000"): its province's letter, which is ISO
    /// 3166-2:AR's after "AR-", and its four digits, the code GeoNames
    /// gives; `nil` for another shape.
    static func argentineCPA(_ code: String) -> (province: String, digits: String)? {
        let bytes = Array(code.utf8)
        func letter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        guard bytes.count == 8 || bytes.count == 5, letter(bytes[0]), bytes[1..<5].allSatisfy({ (48...57).contains($0) }),
              bytes[5...].allSatisfy(letter) else { return nil }
        return (String(decoding: bytes[0..<1], as: UTF8.self), String(decoding: bytes[1..<5], as: UTF8.self))
    }

    /// The fewest digits a code of the country is written with, where a
    /// shorter number is surely no code: Korea's five, and five for the
    /// countries whose codes the index holds are all six digits.
    private static let fewestDigits = [
        "KR": 5, "BY": 5, "CN": 5, "CO": 5, "EC": 5, "HK": 5, "IN": 5, "MO": 5, "MW": 5, "RO": 5, "RU": 5, "SG": 5,
    ]

    /// A US ZIP code that lost its leading zeros in a spreadsheet ("2134" → "02134").
    static func paddedZIP(_ code: String) -> String? {
        guard (3...4).contains(code.utf8.count), code.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return String(repeating: "0", count: 5 - code.utf8.count) + code
    }
}
