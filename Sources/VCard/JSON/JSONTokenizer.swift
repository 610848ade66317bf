/// JSON (RFC 8259) read a token at a time from a ``ByteSource``, so that a
/// document of any size is read in bounded memory: the window of the source,
/// the text of one string (kept up to ``captureLimit`` bytes, the rest only
/// checked), and a stack of open containers at most ``maximumDepth`` deep.
///
/// The tokenizer checks the grammar as it goes (commas, colons, brackets
/// that match, nothing after the top-level value; a comma before a closing
/// bracket is let through, as Foundation reads it, and its line kept in
/// ``trailingCommas`` for a warning); what breaks it is a
/// ``JSONSyntaxError`` with the line it is on, after which it reads no more.
final class JSONTokenizer {
    enum Token: Equatable {
        case beginArray, endArray, beginObject, endObject
        /// A member name of an object; its text is in ``text``.
        case key
        /// A string value; its text is in ``text``.
        case string
        /// A number; its lexeme is in ``text``.
        case number
        case `true`, `false`, null
    }

    /// What may come next.
    private enum Expect {
        case value, valueOrEnd, keyOrEnd, colon, commaOrEnd, endOfInput
    }

    /// The deepest nesting of arrays and objects read.
    static let maximumDepth = 64

    private let source: ByteSource
    private var position = 0
    private var expect = Expect.value
    /// The open containers, innermost last: `true` for an object.
    private var stack: [Bool] = []
    /// The line the next byte is on.
    private(set) var line = 1
    /// The line the last token started on.
    private(set) var tokenLine = 1
    /// The text of the last string, key or number, unescaped, UTF-8: at most
    /// ``captureLimit`` bytes of it.
    private(set) var text: [UInt8] = []
    /// Whether the last token was a string longer than ``captureLimit`` (``text`` holds its start).
    private(set) var overflowed = false
    /// How much of a string is kept in ``text``; the rest is read and checked only.
    var captureLimit = Int.max
    /// The lines of the commas read before a closing bracket (which RFC
    /// 8259 has not), since the reader last emptied it.
    var trailingCommas: [Int] = []
    /// Whether the last token read was a comma.
    private var afterComma = false

    init(source: ByteSource) {
        self.source = source
    }

    /// How many arrays and objects are open.
    var depth: Int { stack.count }

    /// How many bytes of the input were read.
    var offset: Int { source.consumedBefore + position }

    /// The text of the last string, key or number as a string.
    var string: String { String(decoding: text, as: UTF8.self) }

    // MARK: - Tokens

    /// The next token, or `nil` after the top-level value at the end of the input.
    func next() throws(JSONSyntaxError) -> Token? {
        overflowed = false
        if offset == 0 { try skipByteOrderMark() }
        while true {
            guard let byte = skipWhiteSpace() else {
                if let code = source.readError { throw error("the input could not be read (errno \(code))") }
                if expect == .endOfInput { return nil }
                throw error(offset == 0 ? "the input is empty" : "the input ends inside the JSON")
            }
            tokenLine = line
            switch expect {
            case .endOfInput:
                throw error("more after the end of the JSON value")
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw error("a ':' expected after a member name") }
                position += 1
                expect = .value
            case .commaOrEnd:
                if byte == UInt8(ascii: ",") {
                    position += 1
                    // A comma before the closing bracket is let through, as Foundation's JSON reading does.
                    expect = stack.last == true ? .keyOrEnd : .valueOrEnd
                    afterComma = true
                } else {
                    return try close(byte)
                }
            case .keyOrEnd:
                if byte == UInt8(ascii: "}") { return try close(byte) }
                afterComma = false
                guard byte == UInt8(ascii: "\"") else { throw error("a member name in quotes expected") }
                position += 1
                try scanString()
                expect = .colon
                return .key
            case .valueOrEnd, .value:
                if expect == .valueOrEnd && byte == UInt8(ascii: "]") { return try close(byte) }
                afterComma = false
                return try value(byte)
            }
        }
    }

    /// Reads tokens until the container open at `depth` (and everything in it) is closed.
    func skip(toDepth depth: Int) throws(JSONSyntaxError) {
        let limit = captureLimit
        captureLimit = 0
        defer { captureLimit = limit }
        while stack.count > depth {
            guard try next() != nil else { return }
        }
    }

    private func value(_ byte: UInt8) throws(JSONSyntaxError) -> Token {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard stack.count < Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
            position += 1
            let isObject = byte == UInt8(ascii: "{")
            stack.append(isObject)
            expect = isObject ? .keyOrEnd : .valueOrEnd
            return isObject ? .beginObject : .beginArray
        case UInt8(ascii: "\""):
            position += 1
            try scanString()
            valueEnded()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
            valueEnded()
            return .number
        case UInt8(ascii: "t"):
            try literal("true")
            return .true
        case UInt8(ascii: "f"):
            try literal("false")
            return .false
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            throw error("a JSON value expected")
        }
    }

    private func close(_ byte: UInt8) throws(JSONSyntaxError) -> Token {
        let isObject = stack.last == true
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            throw error(isObject ? "a ',' or '}' expected in an object" : "a ',' or ']' expected in an array")
        }
        if afterComma { trailingCommas.append(tokenLine) }
        afterComma = false
        position += 1
        stack.removeLast()
        valueEnded()
        return isObject ? .endObject : .endArray
    }

    private func valueEnded() {
        expect = stack.isEmpty ? .endOfInput : .commaOrEnd
    }

    // MARK: - Bytes

    /// The byte at the reading position, reading more input when the window is used up.
    private func peek() -> UInt8? {
        if position == source.count {
            guard !source.atEOF else { return nil }
            source.compact(keepingFrom: position)
            position = 0
            if source.count == 0 { return nil }
        }
        return source.base[position]
    }

    /// A UTF-8 byte order mark at the start is not part of the JSON (RFC 8259 §8.1 lets a reader ignore it).
    private func skipByteOrderMark() throws(JSONSyntaxError) {
        guard peek() == 0xEF else { return }
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard peek() == expected else { throw error("a JSON value expected") }
            position += 1
        }
    }

    private func skipWhiteSpace() -> UInt8? {
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A:
                position += 1
                line += 1
            default: return byte
            }
        }
        return nil
    }

    private func keep(_ byte: UInt8) {
        if text.count < captureLimit { text.append(byte) } else { overflowed = true }
    }

    private func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in bytes {
            guard peek() == expected else { throw error("a JSON value expected") }
            position += 1
        }
        valueEnded()
    }

    private func scanNumber() throws(JSONSyntaxError) {
        text.removeAll(keepingCapacity: true)
        func digits() throws(JSONSyntaxError) {
            guard let first = peek(), (0x30...0x39).contains(first) else { throw error("a digit expected in a number") }
            while let byte = peek(), (0x30...0x39).contains(byte) {
                keep(byte)
                position += 1
            }
        }
        if peek() == UInt8(ascii: "-") {
            keep(UInt8(ascii: "-"))
            position += 1
        }
        if peek() == UInt8(ascii: "0") {
            keep(UInt8(ascii: "0"))
            position += 1
        } else {
            try digits()
        }
        if peek() == UInt8(ascii: ".") {
            keep(UInt8(ascii: "."))
            position += 1
            try digits()
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            keep(byte)
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                keep(sign)
                position += 1
            }
            try digits()
        }
    }

    /// Reads a string after its opening quote, unescaped into ``text``.
    private func scanString() throws(JSONSyntaxError) {
        text.removeAll(keepingCapacity: true)
        var validator = UTF8Validator()
        while true {
            guard peek() != nil else { throw error("the input ends inside a string") }
            // The plain bytes up to a quote, a backslash or the end of the window, in one go.
            let start = position
            var end = start
            let base = source.base
            let count = source.count
            while end < count {
                let byte = base[end]
                if byte < 0x80 {
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    guard validator.isComplete else { throw error("a string is not valid UTF-8") }
                } else {
                    guard validator.accept(byte) else { throw error("a string is not valid UTF-8") }
                }
                end += 1
            }
            if end > start {
                let run = UnsafeBufferPointer(start: base + start, count: end - start)
                let room = Swift.max(0, captureLimit - text.count)
                text.append(contentsOf: run.prefix(room))
                if run.count > room { overflowed = true }
                position = end
            }
            guard end < count else { continue }
            let byte = base[end]
            position += 1
            if byte == UInt8(ascii: "\"") {
                guard validator.isComplete else { throw error("a string is not valid UTF-8") }
                return
            }
            if byte < 0x20 { throw error("a control character inside a string (it must be escaped)") }
            guard validator.isComplete else { throw error("a string is not valid UTF-8") }
            try scanEscape()
        }
    }

    /// Reads what follows a backslash inside a string.
    private func scanEscape() throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("the input ends inside a string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): keep(byte)
        case UInt8(ascii: "b"): keep(0x08)
        case UInt8(ascii: "f"): keep(0x0C)
        case UInt8(ascii: "n"): keep(0x0A)
        case UInt8(ascii: "r"): keep(0x0D)
        case UInt8(ascii: "t"): keep(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek() == UInt8(ascii: "\\") else { throw error("a \\u escape of an unpaired surrogate") }
                position += 1
                guard peek() == UInt8(ascii: "u") else { throw error("a \\u escape of an unpaired surrogate") }
                position += 1
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a \\u escape of an unpaired surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a \\u escape of an unpaired surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("a \\u escape of no character") }
            for unit in unicode.utf8 { keep(unit) }
        default:
            throw error("an unknown escape \\\(Character(Unicode.Scalar(byte))) in a string")
        }
    }

    private func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("the input ends inside a string") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line)
    }
}

/// Checks UTF-8 a byte at a time, so that a character may straddle two
/// windows of input (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF).
struct UTF8Validator {
    /// Continuation bytes still to come.
    private var remaining = 0
    /// The range the next continuation byte must be in.
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF

    /// Whether no character is left half read.
    var isComplete: Bool { remaining == 0 }

    /// Takes a byte of 0x80 or more; `false` when it cannot be where it is.
    mutating func accept(_ byte: UInt8) -> Bool {
        if remaining > 0 {
            guard byte >= low && byte <= high else { return false }
            remaining -= 1
            (low, high) = (0x80, 0xBF)
            return true
        }
        switch byte {
        case 0xC2...0xDF: remaining = 1
        case 0xE0: (remaining, low) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
        case 0xED: (remaining, high) = (2, 0x9F)
        case 0xF0: (remaining, low) = (3, 0x90)
        case 0xF1...0xF3: remaining = 3
        case 0xF4: (remaining, high) = (3, 0x8F)
        default: return false
        }
        return true
    }
}

/// Why the input is not JSON, and on which line.
struct JSONSyntaxError: Error, Equatable {
    var message: String
    var line: Int
}
