/// UTF-16 input (with its byte-order mark) turned into UTF-8, with every
/// code unit that is not part of a valid character replaced by U+FFFD and
/// counted: bad UTF-16 is read as far as it goes, never dropped whole.
enum UTF16Decoding {
    /// The UTF-8 of `bytes`, which start with a byte-order mark (dropped),
    /// and how many code units were replaced.
    static func decode(_ bytes: [UInt8]) -> (utf8: [UInt8], replaced: Int) {
        let bigEndian = bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        // An odd byte at the end is half a code unit.
        var replaced = bytes.count >= 2 ? bytes.count % 2 : 0
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
        if bytes.count >= 2 && bytes.count % 2 == 1 { utf8.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
        return (utf8, replaced)
    }
}
