/// Parameter value syntax: comma-separated lists, `"quoted"` values, and the
/// RFC 6868 caret escapes (`^n` newline, `^^` caret, `^'` double quote).
enum ParameterValueCoding {
    /// Splits value text as written into decoded values.
    static func decode(_ raw: String) -> [String] {
        var values: [String] = []
        var current: [UInt8] = []
        var inQuotes = false
        var iterator = raw.utf8.makeIterator()
        var pending: UInt8? = nil
        func flush() {
            values.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        while let byte = pending ?? iterator.next() {
            pending = nil
            switch byte {
            case UInt8(ascii: "\""):
                inQuotes.toggle()
            case UInt8(ascii: ",") where !inQuotes:
                flush()
            case UInt8(ascii: "^"):
                guard let next = iterator.next() else { current.append(byte); continue }
                switch next {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): current.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "^"): current.append(UInt8(ascii: "^"))
                case UInt8(ascii: "'"): current.append(UInt8(ascii: "\""))
                default:
                    // Not an escape: RFC 6868 says to keep the caret as it is.
                    current.append(byte)
                    pending = next
                }
            default:
                current.append(byte)
            }
        }
        flush()
        return values
    }

    /// A byte that would end an unquoted parameter value: `,` `;` `:`.
    private static func endsValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
    }

    /// A byte that RFC 6868 writes with a caret: `^`, `"` and line breaks.
    private static func needsCaret(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "^") || byte == UInt8(ascii: "\"") || byte == 10 || byte == 13
    }

    /// Writes decoded values as value text: quoted where a value holds a
    /// character that would end it (`,` `;` `:`), caret-escaped where needed.
    static func encode(_ values: [String]) -> String {
        // The common case: one value with nothing to quote or escape.
        if values.count == 1 {
            func isSpecial(_ byte: UInt8) -> Bool { endsValue(byte) || needsCaret(byte) }
            let utf8 = values[0].utf8
            if !(utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) } ?? utf8.contains(where: isSpecial)) {
                return values[0]
            }
        }
        var out = ""
        for (index, value) in values.enumerated() {
            if index > 0 { out += "," }
            let needsQuotes = value.utf8.contains(where: Self.endsValue)
            let needsEscapes = value.utf8.contains(where: Self.needsCaret)
            var text = value
            if needsEscapes { text = ValueEscaping.replacing(in: value, lineBreak: "^n", ["^": "^^", "\"": "^'"]) }
            out += needsQuotes ? "\"\(text)\"" : text
        }
        return out
    }
}
