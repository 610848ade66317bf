import TextFolding

/// The key places and regions are indexed and looked up by: the folded name
/// (``TextFolding``) with common abbreviations written out, so "St. Louis",
/// "Saint Louis" and "ST LOUIS" are one key, as are "Sankt Gallen" and
/// "St. Gallen", "Mt. Vernon" and "Mount Vernon", "Ft. Worth" and "Fort Worth";
/// a place's kind written before its name in Russian, Ukrainian or
/// Belarusian is left out ("г. Москва" is "Москва").
/// The gazetteer's builder and geocoder and the store's city keys all go
/// through it, so they always agree.
public enum PlaceKey {
    /// Abbreviations written out, as whole words: st, sankt → saint; ste →
    /// sainte; mt → mount; ft → fort. ("Pt." is left alone: Point or Port.)
    @inlinable
    static func expansion(_ word: ArraySlice<UInt8>) -> StaticString? {
        switch word.count {
        case 2:
            let first = word[word.startIndex], second = word[word.startIndex + 1]
            if second == UInt8(ascii: "t") {
                if first == UInt8(ascii: "s") { return "saint" }
                if first == UInt8(ascii: "m") { return "mount" }
                if first == UInt8(ascii: "f") { return "fort" }
            }
            return nil
        case 3:
            return word.elementsEqual("ste".utf8) ? "sainte" : nil
        case 5:
            return word.elementsEqual("sankt".utf8) ? "saint" : nil
        default:
            return nil
        }
    }

    /// The key of `text` as a string.
    public static func make(_ text: String) -> String {
        var scratch: [UInt8] = []
        var key: [UInt8] = []
        make(text, scratch: &scratch, into: &key)
        return String(decoding: key, as: UTF8.self)
    }

    /// The key of `text` as a string.
    public static func make(_ text: some StringProtocol) -> String {
        var scratch: [UInt8] = []
        var key: [UInt8] = []
        make(text, scratch: &scratch, into: &key)
        return String(decoding: key, as: UTF8.self)
    }

    /// Writes the key of `text` into `key`, using `scratch` for the folding.
    public static func make(_ text: String, scratch: inout [UInt8], into key: inout [UInt8]) {
        TextFolding.fold(text, into: &scratch)
        expand(scratch, into: &key)
    }

    /// Writes the key of `text` into `key`, using `scratch` for the folding.
    public static func make(_ text: some StringProtocol, scratch: inout [UInt8], into key: inout [UInt8]) {
        TextFolding.fold(text, into: &scratch)
        expand(scratch, into: &key)
    }

    /// The words of a place's kind that Russian, Ukrainian and Belarusian
    /// addresses write before its name ("г. Москва", "м. Київ", "пгт
    /// Листвянка", "с. Шушенское"), folded: a key leaves such a first word
    /// out when a name follows it.
    @usableFromInline
    static let kindsBeforeName: [[UInt8]] = [
        "г", "гор", "город", "м", "місто", "горад", "смт", "пгт", "пос", "поселок", "п", "с", "село", "д", "дер", "деревня",
    ].map { Array($0.utf8) }

    /// How many bytes of `folded` a place's kind before its name takes, with
    /// the space after it (``kindsBeforeName``); 0 for none.
    @inlinable
    static func kindBeforeName(_ folded: [UInt8]) -> Int {
        // Cyrillic letters' UTF-8 starts with 0xD0 or 0xD1: anything else is no such word.
        guard let first = folded.first, first == 0xD0 || first == 0xD1, let space = folded.firstIndex(of: 0x20) else { return 0 }
        let word = folded[..<space]
        return kindsBeforeName.contains { $0.elementsEqual(word) } ? space + 1 : 0
    }

    /// Writes `folded` with its abbreviations written out into `key`.
    @inlinable
    public static func expand(_ folded: [UInt8], into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        var start = kindBeforeName(folded)
        while start < folded.count {
            var end = start
            while end < folded.count && folded[end] != 0x20 { end += 1 }
            if !key.isEmpty { key.append(0x20) }
            if let full = expansion(folded[start..<end]) {
                key.append(contentsOf: UnsafeBufferPointer(start: full.utf8Start, count: full.utf8CodeUnitCount))
            } else {
                key.append(contentsOf: folded[start..<end])
            }
            start = end + 1
        }
    }
}
