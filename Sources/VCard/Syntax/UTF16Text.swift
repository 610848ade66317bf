/// UTF-16 text: told from its first bytes, and turned into UTF-8 for the
/// readers, with every code unit that is not part of a valid character
/// replaced by U+FFFD and counted (bad UTF-16 is read as far as it goes,
/// never dropped whole).
///
/// The one rule every reader and sniff keeps: a byte-order mark says
/// UTF-16 and its byte order; with none, text whose first four characters
/// are printable ASCII or white space, each with a zero byte beside it, is UTF-16 (`B\0E\0G\0I\0`
/// little-endian, `\0B\0E\0G\0I` big-endian, as Windows' "Unicode" exports
/// without a mark write it). UTF-8 text holds no zero byte, so neither reading
/// takes one for the other.
public enum UTF16Text {
    /// How a UTF-16 input is written.
    public struct Form: Equatable, Sendable, CustomStringConvertible {
        /// The byte order: big-endian (`FE FF`) or little-endian (`FF FE`).
        public let bigEndian: Bool
        /// Whether the input starts with its byte-order mark.
        public let hasByteOrderMark: Bool

        /// "UTF-16", or "UTF-16 (little-endian, no byte-order mark)".
        public var description: String {
            hasByteOrderMark ? "UTF-16" : "UTF-16 (\(bigEndian ? "big" : "little")-endian, no byte-order mark)"
        }
    }

    /// How many characters without a mark must be ASCII beside a zero byte.
    private static let unmarkedCharacters = 4

    /// The UTF-16 form `head` (an input's first bytes) is in; `nil` when it
    /// is not UTF-16.
    public static func form(of head: some Collection<UInt8>) -> Form? {
        let bytes = Array(head.prefix(2 * unmarkedCharacters))
        if bytes.starts(with: [0xFF, 0xFE]) { return Form(bigEndian: false, hasByteOrderMark: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return Form(bigEndian: true, hasByteOrderMark: true) }
        guard bytes.count == 2 * unmarkedCharacters else { return nil }
        // Text's ASCII: printable, or white space (binary data's small numbers are neither).
        func isASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let pairs = stride(from: 0, to: bytes.count, by: 2).map { (bytes[$0], bytes[$0 + 1]) }
        if pairs.allSatisfy({ isASCII($0.0) && $0.1 == 0 }) { return Form(bigEndian: false, hasByteOrderMark: false) }
        if pairs.allSatisfy({ $0.0 == 0 && isASCII($0.1) }) { return Form(bigEndian: true, hasByteOrderMark: false) }
        return nil
    }

    /// `head` as UTF-8: decoded when it is UTF-16 (a character cut at its
    /// end dropped), else as it is. For telling an input's form, not for
    /// reading it.
    public static func utf8Head(_ head: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(head)
        guard let form = form(of: bytes) else { return bytes }
        var text = decode(bytes, form: form).utf8
        while text.count >= 3 && text.suffix(3).elementsEqual([0xEF, 0xBF, 0xBD]) { text.removeLast(3) }
        return text
    }

    /// The first byte of `head` as UTF-8 (``utf8Head(_:)``) after white
    /// space and a byte-order mark: what tells XML (`<`) and JSON (`[`).
    public static func firstCharacter(of head: some Collection<UInt8>) -> UInt8? {
        let isWhiteSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var text = utf8Head(head.prefix(512))[...].drop(while: isWhiteSpace)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3).drop(while: isWhiteSpace) }
        return text.first
    }

    /// The UTF-8 of `bytes`, which are in `form` (a byte-order mark is
    /// dropped), and how many code units were replaced.
    static func decode(_ bytes: [UInt8], form: Form) -> (utf8: [UInt8], replaced: Int) {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = form.hasByteOrderMark ? 2 : 0
        while i + 1 < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(form.bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        // An odd byte at the end is half a code unit.
        let oddByte = bytes.count % 2 == 1
        var replaced = oddByte ? 1 : 0
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count * 2)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { utf8.append($0) }
            case .error:
                replaced += 1
                utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case .emptyInput: break loop
            }
        }
        if oddByte { utf8.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
        return (utf8, replaced)
    }

    /// What a reader says of an input it read as `form`, having replaced
    /// `replaced` code units.
    static func diagnostics(form: Form, replaced: Int, fileName: String) -> [Diagnostic] {
        var diagnostics = [Diagnostic(.warning, .utf16Input, "file is \(form); read as text and converted to UTF-8",
                                      file: fileName, line: 1)]
        if replaced > 0 {
            diagnostics.append(Diagnostic(
                .warning, .invalidUTF16,
                "\(replaced) invalid UTF-16 code unit\(replaced == 1 ? "" : "s") (an unpaired surrogate or an odd byte) replaced with U+FFFD",
                file: fileName, line: 1))
        }
        return diagnostics
    }
}
