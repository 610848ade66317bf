/// Quoted-printable (RFC 2045 §6.7), as vCard 2.1 uses it for values with line
/// breaks or 8-bit text.
enum QuotedPrintable {
    /// Decodes `=XX` escapes. Soft line breaks were already joined by the line
    /// reader. A malformed escape (`=G1`, a trailing `=`) is kept literally and
    /// reported through the return flag, never dropped.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], malformed: Bool) {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var malformed = false
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == UInt8(ascii: "="), i + 2 < n, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) {
                out.append(hi << 4 | lo)
                i += 3
            } else {
                if byte == UInt8(ascii: "=") { malformed = true }
                out.append(byte)
                i += 1
            }
        }
        return (out, malformed)
    }

    /// Encodes bytes for a vCard 2.1 value: printable ASCII stays, everything
    /// else (and `=`) becomes `=XX`; a line break becomes `=0D=0A`.
    static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "=") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out.unicodeScalars.append(contentsOf: escape(byte).map { Unicode.Scalar($0) })
            }
        }
        return out
    }

    /// `byte` as its `=XX` escape, which quoted-printable allows for any byte.
    static func escape(_ byte: UInt8) -> [UInt8] {
        [UInt8(ascii: "="), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
