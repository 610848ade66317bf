/// The line breaks of a card's bytes, made one kind: RFC 6350 asks for
/// CRLF, and a `.vcf` file keeps the kind it has.
public enum LineBreaks {
    /// CRLF.
    public static let crlf: [UInt8] = [0x0D, 0x0A]

    /// `bytes` with every line break — CRLF or a bare LF — written as
    /// `lineBreak`; the bytes themselves when there is nothing to change.
    public static func replacing(in bytes: [UInt8], with lineBreak: [UInt8]) -> [UInt8] {
        if lineBreak == crlf, !hasBareLineFeed(bytes) { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                result += lineBreak
                index += 2
            } else if byte == 0x0A {
                result += lineBreak
                index += 1
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }

    /// Whether a line feed in `bytes` has no carriage return before it.
    public static func hasBareLineFeed(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A && previous != 0x0D { return true }
            previous = byte
        }
        return false
    }
}
