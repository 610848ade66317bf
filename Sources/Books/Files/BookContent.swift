import VCard

/// What the first bytes of an input say it is, when that is plainly not an
/// address book: nothing at all, an image, an archive, a PDF, JSON that is
/// not jCard, or a table of comma-, semicolon- or tab-separated values.
///
/// The rule is one-sided: only input that cannot hold a card is named, so
/// anything else (vCard with junk before its first card, XML, a JSON array)
/// goes on to the readers, which report what they find line by line.
public enum BookContent: Equatable, Sendable, CustomStringConvertible {
    /// No bytes, or fewer than ``headSize`` bytes all white space.
    case empty
    /// A PNG, JPEG, GIF or WebP image (the name of the format).
    case image(String)
    /// A PDF document (the input starts with `%PDF`).
    case pdf
    /// A ZIP (or an office document, which is one) or gzip archive.
    case archive(String)
    /// A JSON object: jCard is an array.
    case jsonObject
    /// Separated values: a first line with commas, semicolons or tabs and no
    /// colon, and no BEGIN:VCARD in the head.
    case separatedValues
    /// Text with no card in it at all (no `BEGIN:VCARD` line), as a whole
    /// read of the file finds: a note, a script. Not a sniff's finding.
    case textWithoutCards
    /// Bytes that are no text: a NUL, or control characters other than
    /// white space and ESC in more than 1 byte in 20, with no card in the
    /// head (UTF-16 is judged once converted, ``UTF16Text``).
    case binary

    /// How many leading bytes ``sniff(_:)`` looks at.
    public static let headSize = 512

    /// What `head` (the first ``headSize`` bytes, or all if fewer) is when it is
    /// plainly not an address book; `nil` when it may be one.
    public static func sniff(_ head: some Collection<UInt8>) -> BookContent? {
        let bytes = Array(head.prefix(headSize))
        for (signature, content) in signatures where bytes.starts(with: signature) { return content }
        if let image = ImageFormat(sniffing: bytes) { return .image(image.name) }
        // UTF-16 is judged as the text it holds.
        var text = UTF16Text.utf8Head(bytes)[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        text = text.drop(while: isWhiteSpace)
        if text.isEmpty { return bytes.count < headSize ? .empty : nil }
        // A card anywhere in the head: the readers say what is wrong around
        // it (a NUL in a value included), as they do in a jCard or xCard
        // that names a vcard.
        if contains(text, "BEGIN:VCARD") { return nil }
        if opensJCardOrXCard(text) { return nil }
        if isBinary(text) { return .binary }
        if text.first == UInt8(ascii: "{") { return .jsonObject }
        // jCard and xCard: their readers judge them.
        if text.first == UInt8(ascii: "[") || text.first == UInt8(ascii: "<") { return nil }
        let lines = text.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).prefix(2)
        guard let firstLine = lines.first, !firstLine.contains(UInt8(ascii: ":")) else { return nil }
        // Values separated alike on every line: a second line, where there
        // is one, has as many of the separator as the first (prose's commas do not).
        for separator: UInt8 in [0x2C, 0x3B, 0x09] {
            let count = firstLine.count { $0 == separator }
            if count > 0, lines.count < 2 || lines.last!.count(where: { $0 == separator }) == count { return .separatedValues }
        }
        return nil
    }

    /// What the input is, as a clause for a message: "it looks like a PNG image".
    public var description: String {
        switch self {
        case .empty: return "it is empty"
        case .image(let format): return "it looks like a \(format) image"
        case .pdf: return "it looks like a PDF document"
        case .archive(let format): return "it looks like a \(format) archive"
        case .jsonObject: return "it looks like JSON that is not jCard (a jCard file is an array)"
        case .separatedValues: return "it looks like CSV (comma-, semicolon- or tab-separated values)"
        case .textWithoutCards: return "it holds text but no card (no BEGIN:VCARD line)"
        case .binary: return "it looks like binary data, not text"
        }
    }

    /// Whether `text` (the head, UTF-16 converted) is no text (``binary``).
    /// Zero bytes in one half of the byte positions only, a third of them or
    /// more, are UTF-16 that does not begin in ASCII ("Имя,Фамилия" with no
    /// byte-order mark): text the readers name, not binary data.
    private static func isBinary(_ text: ArraySlice<UInt8>) -> Bool {
        var nuls = [0, 0], controls = 0
        for (offset, byte) in text.enumerated() where byte < 0x20 {
            if byte == 0 { nuls[offset % 2] += 1 } else if ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte) { controls += 1 }
        }
        if nuls.min()! == 0 && nuls.max()! * 3 >= text.count && nuls.max()! > 0 { return false }
        return nuls[0] + nuls[1] > 0 || controls * 20 > text.count
    }

    private static let signatures: [([UInt8], BookContent)] = [
        (Array("%PDF".utf8), .pdf),
        ([0x50, 0x4B, 0x03, 0x04], .archive("ZIP")),
        ([0x1F, 0x8B], .archive("gzip")),
    ]

    private static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Whether `text` opens as a jCard (`[` then `"vcard"`) or an xCard
    /// (`<` and, in the head, `<vcards` or xCard's namespace) does.
    private static func opensJCardOrXCard(_ text: ArraySlice<UInt8>) -> Bool {
        switch text.first {
        case UInt8(ascii: "["): return text.dropFirst().drop(while: isWhiteSpace).starts(with: "\"vcard\"".utf8)
        case UInt8(ascii: "<"): return contains(text, "<vcards") || contains(text, "urn:ietf:params:xml:ns:vcard-4.0")
        default: return false
        }
    }

    /// Whether `text` holds `word` (ASCII letters, in any case, and `:`).
    private static func contains(_ text: ArraySlice<UInt8>, _ word: String) -> Bool {
        let begin = Array(word.utf8)
        guard text.count >= begin.count else { return false }
        var index = text.startIndex
        while index <= text.endIndex - begin.count {
            if zip(text[index..<index + begin.count], begin).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return true }
            index += 1
        }
        return false
    }
}
