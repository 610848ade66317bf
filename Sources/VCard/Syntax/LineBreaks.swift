/// The line breaks of a card's bytes, made one kind: RFC 6350 asks for
/// CRLF, and a `.vcf` file keeps the kind it has.
public enum LineBreaks {
    /// CRLF.
    public static let crlf: [UInt8] = [0x0D, 0x0A]

    /// `bytes` with every line break the reader takes — CRLF, a bare LF, a
    /// bare CR, CR CR LF — written as `lineBreak`; the bytes themselves
    /// when there is nothing to change.
    public static func replacing(in bytes: [UInt8], with lineBreak: [UInt8]) -> [UInt8] {
        if lineBreak == crlf, isCRLFOnly(bytes) { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        var index = 0
        while index < bytes.count {
            let length = breakLength(bytes, at: index)
            if length > 0 {
                result += lineBreak
                index += length
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// Whether every line break in `bytes` is CRLF.
    public static func isCRLFOnly(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                guard byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A else { return false }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }

    /// How many bytes the line break at `index` spans (CR CR LF, CRLF, LF
    /// or CR), or 0 where none starts.
    private static func breakLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D:
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return 2 }
            if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return 3 }
            return 1
        default: return 0
        }
    }
}
