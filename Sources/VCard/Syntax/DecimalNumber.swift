/// A number as people and GEO values write one: an optional sign, digits
/// with an optional decimal point, and an optional exponent ("48.2",
/// "-0.5", "+16", "1.5e-5"). Swift's `Double(_:)` takes more — hexadecimal
/// ("0x10" is 16), "inf", "nan" — which no one means by a coordinate or a
/// distance; this rule turns them away. Surrounding spaces are the
/// caller's to trim.
public enum DecimalNumber {
    /// The number `text` writes, or `nil` when it is not in decimal notation.
    public static func parse(_ text: some StringProtocol) -> Double? {
        var digits = 0, index = text.utf8.startIndex
        let bytes = text.utf8, end = bytes.endIndex
        func skipDigits() {
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                digits += 1
                index = bytes.index(after: index)
            }
        }
        if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index = bytes.index(after: index) }
        skipDigits()
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            skipDigits()
        }
        guard digits > 0 else { return nil }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index = bytes.index(after: index)
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index = bytes.index(after: index) }
            let before = digits
            skipDigits()
            guard digits > before else { return nil }
        }
        guard index == end, let number = Double(String(text)), number.isFinite else { return nil }
        return number
    }
}
