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
/// lower-cased where the script has case; Hebrew's points and Arabic's
/// short vowels, which most writing leaves out, go as accents do.
public enum TextFolding {
    /// The folded form of `text`; `""` when it has no letters or digits.
    public static func key(_ text: some StringProtocol) -> String {
        var output: [UInt8] = []
        fold(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``key(_:)`` of a `String`, the usual case. Called from another module
    /// the generic form runs unspecialized, each scalar through a witness
    /// table; this one is specialized here.
    public static func key(_ text: String) -> String {
        var output: [UInt8] = []
        fold(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``fold(_:into:)`` of a `String`, specialized for the same reason as ``key(_:)``.
    public static func fold(_ text: String, into output: inout [UInt8]) {
        foldAny(text, into: &output)
    }

    /// Replaces `output`'s contents with the UTF-8 bytes of ``key(_:)``:
    /// for loops that fold many values into one reused buffer.
    public static func fold(_ text: some StringProtocol, into output: inout [UInt8]) {
        foldAny(text, into: &output)
    }

    private static func foldAny(_ text: some StringProtocol, into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        // ASCII and the common scripts fold scalar by scalar (through
        // FoldTable, which the general path made); text with other scalars
        // takes that path.
        if foldByTable(text, into: &output) { return }
        output.removeAll(keepingCapacity: true)
        slowFold(text, into: &output)
    }

    /// ``key(_:)`` by the general path alone, for tests of the table.
    static func slowKey(_ text: String) -> String {
        var output: [UInt8] = []
        slowFold(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Folds through ``FoldTable`` when every scalar is in it; `false` otherwise.
    private static func foldByTable(_ text: some StringProtocol, into output: inout [UInt8]) -> Bool {
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch UInt8(value) {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if pendingSpace, !output.isEmpty { output.append(0x20) }
                    pendingSpace = false
                    output.append(UInt8(value))
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if pendingSpace, !output.isEmpty { output.append(0x20) }
                    pendingSpace = false
                    output.append(UInt8(value) | 0x20)
                case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
                default: pendingSpace = true
                }
                continue
            }
            let folded = Folded.of(value)
            switch folded.count {
            case Folded.unknown.count: return false
            case Folded.drop.count: continue
            case Folded.separator.count: pendingSpace = true
            default:
                if pendingSpace, !output.isEmpty { output.append(0x20) }
                pendingSpace = false
                var bytes = folded.bytes
                for _ in 0..<folded.count {
                    output.append(UInt8(truncatingIfNeeded: bytes))
                    bytes >>= 8
                }
            }
        }
        return true
    }

    /// What one scalar folds to: up to four bytes of letters, held in the
    /// entry itself (an array per entry cost a retain and a release per
    /// accented letter), or a mark of what else to do.
    struct Folded: Equatable {
        /// The letters' bytes, first in the lowest byte.
        var bytes: UInt32
        /// How many bytes, or one of the marks below.
        var count: Int8

        static let unknown = Folded(bytes: 0, count: -1)
        static let drop = Folded(bytes: 0, count: 0)
        static let separator = Folded(bytes: 0, count: -2)

        /// `nil` when `letters` do not fit.
        static func letters(_ letters: [UInt8]) -> Folded? {
            guard (1...4).contains(letters.count) else { return nil }
            var bytes: UInt32 = 0
            for (index, byte) in letters.enumerated() { bytes |= UInt32(byte) << (8 * UInt32(index)) }
            return Folded(bytes: bytes, count: Int8(letters.count))
        }

        /// An entry of ``FoldTable``: the count's bits above the letters'.
        init(packed: UInt64) {
            self.init(bytes: UInt32(truncatingIfNeeded: packed), count: Int8(truncatingIfNeeded: packed >> 32))
        }

        init(bytes: UInt32, count: Int8) {
            self.bytes = bytes
            self.count = count
        }

        var packed: UInt64 { UInt64(bytes) | UInt64(UInt8(bitPattern: count)) << 32 }

        /// The scalars ``FoldTable`` covers: Latin, Greek and Cyrillic
        /// (U+0080–U+04FF) and Latin Extended Additional (U+1E00–U+1EFF).
        static let tableRanges = [0x80..<0x500, 0x1E00..<0x1F00]

        /// How `value` folds, from ``FoldTable``; ``unknown`` outside it.
        static func of(_ value: UInt32) -> Folded {
            switch value {
            case 0x80..<0x500: return Folded(packed: FoldTable.latinGreekCyrillic[Int(value) - 0x80])
            case 0x1E00..<0x1F00: return Folded(packed: FoldTable.latinExtendedAdditional[Int(value) - 0x1E00])
            default: return .unknown
            }
        }

        /// How `value` folds alone by ``slowFold(_:into:)``: the rule
        /// ``FoldTable`` was generated by (and is checked against by a test).
        /// NFKD works scalar by scalar, and accents are dropped either way,
        /// so folding a string scalar by scalar gives the same key as
        /// folding it whole.
        static func computed(_ value: UInt32) -> Folded {
            guard let scalar = Unicode.Scalar(value) else { return .unknown }
            if isAccent(value) || scalar == "\u{2019}" || scalar == "\u{2018}" { return .drop }
            var buffer: [UInt8] = []
            slowFold("a" + String(Character(scalar)) + "x", into: &buffer)
            // "a" and "x" frame it: a separator leaves "a x", a letter "a…x",
            // a dropped mark "ax".
            guard buffer.first == UInt8(ascii: "a"), buffer.last == UInt8(ascii: "x") else { return .unknown }
            buffer.removeFirst()
            buffer.removeLast()
            if buffer.isEmpty { return .drop }
            if buffer == [0x20] { return .separator }
            guard !buffer.contains(0x20), let letters = Folded.letters(buffer) else { return .unknown }
            return letters
        }
    }

    private static func slowFold(_ text: some StringProtocol, into output: inout [UInt8]) {
        var pendingSpace = false
        func emit(_ byte: UInt8) {
            if pendingSpace, !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = special[scalar.value] {
                // One at a time: the view's append(contentsOf:) copies the whole string each time.
                for piece in replacement.unicodeScalars { scalars.append(piece) }
            } else {
                scalars.append(scalar)
            }
        }
        let decomposed = String(scalars).decomposedStringWithCompatibilityMapping
        for scalar in decomposed.unicodeScalars {
            let properties = scalar.properties
            // Accents and optional vowel marks go; other scripts' marks (Thai
            // vowels, Devanagari matras, kana voicing) are part of the letter and stay.
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
    }

    /// What a key leaves out: the combining diacritical mark blocks (what
    /// NFKD splits off Latin, Greek and Cyrillic letters), and the marks
    /// Hebrew and Arabic writing mostly goes without — Hebrew's points and
    /// cantillation, Arabic's short vowels, shadda, sukun and Quranic
    /// marks (every nonspacing mark of those blocks), and the tatweel that
    /// only stretches a word — so that "מָלוֹן" is "מלון" and "فُندق" is "فندق".
    /// NFKD splits a hamza or a madda off its seat too, so that آ, أ and إ
    /// are ا, ؤ is و and ئ is ي, as Arabic is often typed.
    private static func isAccent(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        case 0x591...0x5C7, 0x610...0x61A, 0x64B...0x65F, 0x670, 0x6D6...0x6ED, 0x8D3...0x8FF:
            return Unicode.Scalar(value)?.properties.generalCategory == .nonspacingMark
        case 0x640: return true
        default: return false
        }
    }

    /// Letters NFKD leaves whole, folded the way people write them without
    /// accents. (Not the Arabic letters written one for another, ی for ي or
    /// ة for ه: the selection's word forms tell Persian's and Arabic's
    /// endings apart by them.)
    private static let special: [UInt32: String] = [
        0xDF: "ss", 0x1E9E: "ss", 0x141: "l", 0x142: "l", 0xD8: "o", 0xF8: "o",
        0x110: "d", 0x111: "d", 0xC6: "ae", 0xE6: "ae", 0x152: "oe", 0x153: "oe",
        0xDE: "th", 0xFE: "th", 0x131: "i", 0x126: "h", 0x127: "h", 0xD0: "d", 0xF0: "d",
        0x14A: "n", 0x14B: "n", 0x166: "t", 0x167: "t",
    ]
}
