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
    ///
    /// Written into one byte buffer: `String.UnicodeScalarView.append(contentsOf:)`
    /// copies the whole string so far on every call (it is `self + other` in
    /// the standard library), which made a 200 KB value of 8-bit text take
    /// seconds and a 9 MB one hours.
    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "=") {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "="))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
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
