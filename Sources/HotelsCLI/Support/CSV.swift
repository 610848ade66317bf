/// Comma-separated values as RFC 4180 writes them: fields in double quotes
/// may hold commas, quotes (doubled) and line breaks; records end in CRLF or LF.
struct CSVReader {
    private let bytes: [UInt8]
    private var position = 0
    /// The line the next record starts on.
    private(set) var line = 1

    /// What is wrong with the text, and where.
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// One record: its fields' bytes (quotes removed) and where it lies in the input.
    struct Record {
        /// The unquoted bytes of every field, one after another.
        fileprivate(set) var bytes: [UInt8] = []
        fileprivate(set) var bounds: [Range<Int>] = []
        /// Every field's bytes in the input, quotes and all.
        fileprivate(set) var rawBounds: [Range<Int>] = []
        /// The record's bytes in the input, without its line break.
        fileprivate(set) var raw: Range<Int> = 0..<0

        var count: Int { bounds.count }

        /// Field `index` as text.
        func field(_ index: Int) -> String {
            bytes[bounds[index]].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }

        var fields: [String] { bounds.indices.map(field) }
    }

    /// The next record, or `nil` at the end. A blank line is skipped.
    mutating func next() throws(Failure) -> Record? {
        var record = Record()
        return try next(into: &record) ? record : nil
    }

    /// Reads the next record into `record` (reusing its storage); `false` at the end.
    mutating func next(into record: inout Record) throws(Failure) -> Bool {
        while position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }
        guard position < bytes.count else { return false }
        record.bytes.removeAll(keepingCapacity: true)
        record.bounds.removeAll(keepingCapacity: true)
        record.rawBounds.removeAll(keepingCapacity: true)
        let start = position
        while true {
            let fieldStart = record.bytes.count
            let rawStart = position
            if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
                position += 1
                let quoteLine = line
                while true {
                    guard position < bytes.count else {
                        throw Failure(line: quoteLine, message: "a quoted field is never closed")
                    }
                    let byte = bytes[position]
                    position += 1
                    if byte == UInt8(ascii: "\"") {
                        if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
                            record.bytes.append(byte)
                            position += 1
                        } else {
                            break
                        }
                    } else {
                        if byte == 0x0A { line += 1 }
                        record.bytes.append(byte)
                    }
                }
                if position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != 0x0A, bytes[position] != 0x0D {
                    throw Failure(line: line, message: "text after the closing quote of a field")
                }
            } else {
                let from = position
                while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != 0x0A, bytes[position] != 0x0D {
                    if bytes[position] == UInt8(ascii: "\"") {
                        throw Failure(line: line, message: "a quote inside an unquoted field (quote the whole field and double the quote)")
                    }
                    position += 1
                }
                record.bytes.append(contentsOf: bytes[from..<position])
            }
            record.bounds.append(fieldStart..<record.bytes.count)
            record.rawBounds.append(rawStart..<position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { break }
            position += 1
        }
        record.raw = start..<position
        if position < bytes.count && bytes[position] == 0x0D { position += 1 }
        if position < bytes.count && bytes[position] == 0x0A { position += 1 }
        line += 1
        return true
    }

    /// The input bytes in `range` (a record's ``Record/raw``).
    func input(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }
}

/// Writes records as RFC 4180 CSV, quoting only the fields that need it.
enum CSVWriter {
    /// One row of `fields`, ended with `lineEnding`.
    static func append(_ fields: [String], to out: inout [UInt8], lineEnding: [UInt8] = [0x0A]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendField(field, to: &out)
        }
        out.append(contentsOf: lineEnding)
    }

    /// The line ending a CSV file's rows end with: CRLF (RFC 4180's, and
    /// spreadsheets') when its first line ends so, else LF.
    static func lineEnding(of bytes: [UInt8]) -> [UInt8] {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return [0x0A] }
        return newline > 0 && bytes[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    /// One field, quoted when it holds a comma, quote, line break or edge space.
    static func appendField(_ field: String, to out: inout [UInt8]) {
        do {
            let utf8 = field.utf8
            if utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D })
                || utf8.first == 0x20 || utf8.last == 0x20 {
                out.append(UInt8(ascii: "\""))
                for byte in utf8 {
                    if byte == UInt8(ascii: "\"") { out.append(byte) }
                    out.append(byte)
                }
                out.append(UInt8(ascii: "\""))
            } else {
                out.append(contentsOf: utf8)
            }
        }
    }
}
