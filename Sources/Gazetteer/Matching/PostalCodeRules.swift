/// Postal code shapes: normalizing what people type, recognizing a country
/// from a code's shape, and the shorter forms a code can be matched by.
enum PostalCodeRules {
    /// The stored form, the one rule the index build and every lookup use:
    /// upper case, letters and digits only, without a French "CEDEX" suffix
    /// (and its office number), and without a leading country prefix —
    /// "D-10115", "L-8416", "CH-8001" in any country; with `country` known,
    /// also its own prefixes written with a space or none ("LV 1001",
    /// "AZ1000", "L 8416"), as the GeoNames rows of some countries carry
    /// them and people write them either way.
    static func normalize(_ code: some StringProtocol, country: String? = nil) -> String {
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
                if scalar == "-" {
                    if dash == nil { dash = bytes.count }
                } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
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

    /// The prefixes a country's codes are written with: its ISO code and the
    /// letters of its old international licence plate. Only countries whose
    /// codes are digits after the prefix (not the UK's, whose districts
    /// begin with letters such as "JE2").
    static let countryPrefixes: [String: [String]] = [
        "AD": ["AD"], "AI": ["AI"], "AT": ["A", "AT"], "AZ": ["AZ"], "BE": ["B", "BE"], "CH": ["CH"], "CZ": ["CZ"], "DE": ["D", "DE"],
        "DK": ["DK"], "EE": ["EE"], "ES": ["E", "ES"], "FI": ["FI", "FIN"], "FR": ["F", "FR"], "HR": ["HR"], "HT": ["HT"],
        "HU": ["H", "HU"], "IT": ["I", "IT"], "LI": ["FL", "LI"], "LT": ["LT"], "LU": ["L", "LU"], "LV": ["LV"], "MC": ["MC"],
        "MD": ["MD"], "NL": ["NL"], "NO": ["N", "NO"], "PL": ["PL"], "PT": ["P", "PT"], "SE": ["S", "SE"], "SI": ["SI"],
        "SK": ["SK"], "WS": ["WS"],
    ]

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

    /// The country a normalized code's shape points to when the address
    /// names none: five digits are a US ZIP (the most common by far), and
    /// the shapes only one country uses.
    static func inferCountry(_ code: String, written: String) -> String? {
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
        // Japan: 999-9999.
        if digits && bytes.count == 7 && written.contains("-") { return "JP" }
        // Brazil: 99999-999.
        if digits && bytes.count == 8 && written.contains("-") { return "BR" }
        // United Kingdom: outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward 9AA.
        if isBritish(bytes) { return "GB" }
        return nil
    }

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
    /// ZIP+4 cut to five digits, a Japanese three-digit area.
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
        default:
            break
        }
        return []
    }

    /// A US ZIP code that lost its leading zeros in a spreadsheet ("2134" → "02134").
    static func paddedZIP(_ code: String) -> String? {
        guard (3...4).contains(code.utf8.count), code.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return String(repeating: "0", count: 5 - code.utf8.count) + code
    }
}
