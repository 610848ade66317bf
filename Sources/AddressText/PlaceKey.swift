import TextFolding

/// The key places and regions are indexed and looked up by: the folded name
/// (``TextFolding``) with common abbreviations written out, so "St. Louis",
/// "Saint Louis" and "ST LOUIS" are one key, as are "Sankt Gallen" and
/// "St. Gallen", "Mt. Vernon" and "Mount Vernon", "Ft. Worth" and "Fort Worth".
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

    /// Writes `folded` with its abbreviations written out into `key`.
    @inlinable
    public static func expand(_ folded: [UInt8], into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        var start = 0
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
