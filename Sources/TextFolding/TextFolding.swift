import Foundation

/// The one normalization every comparison of names in `hotels` goes through:
/// the store's match keys, the reconciler's matching and the gazetteer's
/// lookups must agree, so they share this function rather than each having
/// its own idea of "the same name".
///
/// ``key(_:)`` folds case and accents, maps letters that Unicode decomposition
/// leaves alone (ß→ss, ł→l, ø→o, æ→ae…), turns punctuation into word breaks
/// (apostrophes vanish: "St. John's" → "st johns") and collapses white space.
/// Letters of other scripts (CJK, Cyrillic, Greek, Thai) stay as written,
/// lower-cased where the script has case.
public enum TextFolding {
    /// The folded form of `text`; `""` when it has no letters or digits.
    public static func key(_ text: some StringProtocol) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false

        func emit(_ byte: UInt8) {
            if pendingSpace, !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }

        // ASCII fast path: most addresses are plain ASCII.
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 { isASCII = false; break }
        if isASCII {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): emit(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): emit(byte | 0x20)
                case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
                default: pendingSpace = true
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = special[scalar.value] {
                scalars.append(contentsOf: replacement.unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        let decomposed = String(scalars).decomposedStringWithCompatibilityMapping
        for scalar in decomposed.unicodeScalars {
            let properties = scalar.properties
            // Accents go; other scripts' marks (Thai vowels, Devanagari matras,
            // kana voicing) are part of the letter and stay.
            if isAccent(scalar.value) { continue }
            if scalar == "'" || scalar == "\u{2019}" || scalar == "`" || scalar == "\u{2018}" { continue }
            let category = properties.generalCategory
            if properties.isAlphabetic || properties.numericType != nil
                || category == .nonspacingMark || category == .spacingMark {
                let lower = properties.isUppercase ? properties.lowercaseMapping : String(scalar)
                for byte in lower.utf8 { emit(byte) }
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The combining diacritical mark blocks: what NFKD splits off Latin,
    /// Greek and Cyrillic letters.
    private static func isAccent(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// Letters NFKD leaves whole, folded the way people write them without accents.
    private static let special: [UInt32: String] = [
        0xDF: "ss", 0x1E9E: "ss", 0x141: "l", 0x142: "l", 0xD8: "o", 0xF8: "o",
        0x110: "d", 0x111: "d", 0xC6: "ae", 0xE6: "ae", 0x152: "oe", 0x153: "oe",
        0xDE: "th", 0xFE: "th", 0x131: "i", 0x126: "h", 0x127: "h", 0xD0: "d", 0xF0: "d",
        0x14A: "n", 0x14B: "n", 0x166: "t", 0x167: "t",
    ]
}
