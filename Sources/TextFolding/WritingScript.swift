/// The writing systems names are told apart by, by Unicode block: the
/// gazetteer keeps a place's other names in its country's script, and
/// selection finds a lodging word's forms in the scripts that inflect it.
/// One table of blocks serves both.
public enum WritingScript: Sendable, Equatable {
    /// Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, Hangul (Korean), Han (CJK
    /// ideographs, with Japanese kana), or a letter of any other script.
    case latin, greek, cyrillic, hebrew, arabic, thai, hangul, han, other

    /// The script of `letter`; `nil` when it is no letter (a digit, a
    /// mark, punctuation).
    public init?(letter: Unicode.Scalar) {
        guard letter.properties.isAlphabetic else { return nil }
        switch letter.value {
        case 0..<0x250, 0x1E00..<0x1F00: self = .latin
        case 0x370..<0x400: self = .greek
        case 0x400..<0x530: self = .cyrillic
        case 0x590..<0x600: self = .hebrew
        case 0x600..<0x700, 0x750..<0x780: self = .arabic
        case 0xE00..<0xE80: self = .thai
        case 0x1100..<0x1200, 0xAC00..<0xD7B0: self = .hangul
        case 0x3040..<0x3100, 0x3400..<0x4DC0, 0x4E00..<0xA000: self = .han
        default: self = .other
        }
    }

    /// The script of the first letter of `text`; `nil` when it has none.
    public init?(of text: some StringProtocol) {
        guard let letter = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return nil }
        self.init(letter: letter)
    }
}
