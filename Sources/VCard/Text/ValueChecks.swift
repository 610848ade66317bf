import TextFolding

/// The `invalid-value` warning, for `hotels lint`: a value that does not
/// say what its property is for — a GEO that is no position, a date or a
/// timestamp that is none (BDAY, ANNIVERSARY, DEATHDATE, REV), inline data
/// that is no base64 (PHOTO, LOGO, SOUND, KEY), an EMAIL without an `@`,
/// a TEL, EMAIL or URL with no value. The reader keeps every such value as
/// written; the warning says where another program may stumble, by the
/// property and its line, never its value (the contact's own data).
public enum ValueChecks {
    /// A warning for each property of `card` whose value is none of what it should be.
    public static func check(_ card: Card, file: String, cardIndex: Int) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for property in card.properties {
            guard let problem = problem(with: property) else { continue }
            found.append(Diagnostic(.warning, .invalidValue, "\(property.name) \(problem); kept as written",
                                    file: file, line: property.origin?.line ?? card.line ?? 1, cardIndex: cardIndex))
        }
        return found
    }

    /// What is wrong with `property`'s value, if anything this check knows.
    static func problem(with property: Property) -> String? {
        let value = property.value.trimmedWhitespace
        let valueType = property.parameter("VALUE")?.values.first?.lowercased()
        switch property.name {
        case "GEO":
            return Geo(value: value) == nil ? "is no position (latitude;longitude, or geo:latitude,longitude)" : nil
        case "BDAY", "ANNIVERSARY", "DEATHDATE", "REV":
            guard valueType != "text", !value.isEmpty else { return nil }
            return DateValue.isValid(value) ? nil : "is no date or time"
        case "PHOTO", "LOGO", "SOUND", "KEY":
            let photo = Photo(property: property)
            guard photo.base64 != nil || photo.uri.map({ DataURI($0)?.isBase64 == true }) == true else { return nil }
            return photo.bytes == nil ? "holds inline data that is not base64" : nil
        case "EMAIL":
            if value.isEmpty { return "has no value" }
            return value.contains("@") ? nil : "has no @"
        case "TEL", "URL":
            return value.isEmpty ? "has no value" : nil
        default:
            return nil
        }
    }
}

/// The date, time and timestamp forms of RFC 6350 §4.3 and ISO 8601 that
/// vCard 2.1 and 3.0 write: `1985-04-12`, `19850412`, `--0412`, `1985-04`,
/// `1985`, each perhaps followed by `T` and a time (`10:22:00`, `102200`,
/// fractions, `Z` or an offset); a time alone after `T`. Months and days
/// in range.
enum DateValue {
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let date = parts[0], time = parts.count > 1 ? parts[1] : nil
        if let time, !isTime(time) { return false }
        if date.isEmpty { return time != nil }
        return isDate(date)
    }

    private static func isDate(_ text: Substring) -> Bool {
        let digits = text.filter { $0 != "-" }
        guard digits.allSatisfy(\.isASCIIDigitCharacter) else { return false }
        let numbers = digits.map { Int(String($0))! }
        func number(_ range: Range<Int>) -> Int { numbers[range].reduce(0) { $0 * 10 + $1 } }
        if text.hasPrefix("--") {
            // --MMDD, --MM-DD, ---DD
            switch numbers.count {
            case 4: return (1...12).contains(number(0..<2)) && (1...31).contains(number(2..<4))
            case 2: return text.hasPrefix("---") ? (1...31).contains(number(0..<2)) : (1...12).contains(number(0..<2))
            default: return false
            }
        }
        switch numbers.count {
        case 8: return (1...12).contains(number(4..<6)) && (1...31).contains(number(6..<8))
        case 6: return text.contains("-") && (1...12).contains(number(4..<6))
        case 4: return true
        default: return false
        }
    }

    private static func isTime(_ text: Substring) -> Bool {
        var body = text
        if body.hasSuffix("Z") || body.hasSuffix("z") {
            body = body.dropLast()
        } else if let sign = body.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let offset = body[body.index(after: sign)...].filter { $0 != ":" }
            guard offset.count == 2 || offset.count == 4, offset.allSatisfy(\.isASCIIDigitCharacter) else { return false }
            body = body[..<sign]
        }
        if let point = body.firstIndex(where: { $0 == "." || $0 == "," }) {
            guard body[body.index(after: point)...].allSatisfy(\.isASCIIDigitCharacter) else { return false }
            body = body[..<point]
        }
        let digits = body.filter { $0 != ":" }
        guard !digits.isEmpty, digits.count <= 6, digits.count % 2 == 0, digits.allSatisfy(\.isASCIIDigitCharacter) else { return false }
        let numbers = stride(from: 0, to: digits.count, by: 2).map { Int(String(Array(digits)[$0..<$0 + 2]))! }
        let limits = [23, 59, 60]
        return zip(numbers, limits).allSatisfy { $0 <= $1 }
    }
}

extension Character {
    /// `0` to `9`, and no other digit of Unicode's.
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
