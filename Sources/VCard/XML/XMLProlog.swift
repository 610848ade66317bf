/// What the start of a document says before any element: a DTD, or an
/// encoding other than UTF-8, is refused.
enum XMLProlog {
    struct Refusal {
        var message: String
    }

    static func refusal(_ bytes: ArraySlice<UInt8>) -> Refusal? {
        if UTF16Text.form(of: bytes) != nil || bytes.starts(with: [0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C]) {
            return Refusal(message: "xCard: the document is in UTF-16; RFC 6351 requires UTF-8")
        }
        if let encoding = declaredEncoding(bytes), !["UTF-8", "UTF8"].contains(encoding.uppercased()) {
            return Refusal(message: "xCard: the document is in \(encoding.uppercased()); RFC 6351 requires UTF-8")
        }
        if declaresDTD(bytes) {
            return Refusal(message: "xCard: a DTD is not allowed (entities, external or not, are refused)")
        }
        return nil
    }

    /// The `encoding` of the XML declaration, if there is one.
    private static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        let text = bytes[start...]
        guard text.starts(with: Array("<?xml".utf8)),
              let end = firstRange(of: Array("?>".utf8), in: text) else { return nil }
        let declaration = text[text.startIndex..<end]
        guard let name = firstRange(of: Array("encoding".utf8), in: declaration) else { return nil }
        var index = name + "encoding".utf8.count
        while index < declaration.endIndex, declaration[index] == 0x20 || declaration[index] == UInt8(ascii: "=") { index += 1 }
        guard index < declaration.endIndex else { return nil }
        let quote = declaration[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let valueStart = index + 1
        guard let valueEnd = declaration[valueStart...].firstIndex(of: quote) else { return nil }
        return String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
    }

    /// Whether the prolog (what precedes the first element) declares a DTD.
    /// Checked before libxml2 sees the document, so an entity it declares is
    /// never parsed at all.
    private static func declaresDTD(_ bytes: ArraySlice<UInt8>) -> Bool {
        let marker = Array("<!DOCTYPE".utf8)
        var index = bytes.startIndex
        while index + marker.count <= bytes.endIndex {
            if bytes[index] == UInt8(ascii: "<") {
                if bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
                let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
                // Past the XML declaration, comments and processing
                // instructions, the first element ends the prolog.
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return false }
            }
            index += 1
        }
        return false
    }

    /// Where `needle` first starts in `haystack` (an index of `haystack`).
    static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
