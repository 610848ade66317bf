import Foundation

/// Turns value bytes into text, honouring `CHARSET=`.
///
/// The documented fallback: bytes that claim (or default to) UTF-8 but are not
/// valid UTF-8 are read as Windows-1252, which maps every byte to a character,
/// so nothing is lost or replaced; the reader warns when it does this. Old
/// Apple and Outlook exports write Latin-1 or Windows-1252 without a CHARSET,
/// and this reads them as their authors meant.
///
/// A charset Foundation does not name is read through the C library's
/// converters (``CharsetConversion``); one none knows is read as UTF-8 (or
/// Windows-1252, where the bytes are not UTF-8), and said to be unknown.
///
/// The other way round: a value that names a one-byte charset (Latin-1,
/// Windows-1252, Latin-2, Windows-125x, ISO-8859-x, KOI8) but whose bytes are UTF-8 with
/// characters beyond ASCII was converted to UTF-8 and kept its label (as
/// Radicale stores a 2.1 card): it is read as UTF-8, with a warning, since
/// one-byte text seldom happens to be valid UTF-8 ("LudwigstraÃŸe" is
/// what the label would give).
enum TextDecoding {
    enum Outcome {
        case decoded
        case fellBackToWindows1252
        case unknownCharset
        case invalidInCharset
        case utf8UnderCharset
    }

    /// Decodes `bytes` in the named charset (`nil`: UTF-8).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, charset: String?) -> (String, Outcome) {
        guard let charset else { return decodeUTF8(bytes) }
        let name = normalize(charset)
        if name != "UTF8" && isOneByte(name) && bytes.contains(where: { $0 >= 0x80 }) && UTF8Validation.isValid(bytes) {
            return (String(decoding: bytes, as: UTF8.self), .utf8UnderCharset)
        }
        switch name {
        case "UTF8", "USASCII", "ASCII": return decodeUTF8(bytes)
        case "ISO88591", "LATIN1", "L1":
            return (String(decoding: bytes.lazy.map { UInt16($0) }, as: UTF16.self), .decoded)
        case "WINDOWS1252", "CP1252":
            return (windows1252(bytes), .decoded)
        default:
            if let encoding = foundationEncoding(name),
               let text = String(data: Data(bytes), encoding: encoding) {
                return (text, .decoded)
            }
            switch CharsetConversion.decode(bytes, charset: charset, normalized: name) {
            case .text(let text): return (text, .decoded)
            // Said so, whatever the bytes are read as.
            case .unknownCharset: return (decodeUTF8(bytes).0, .unknownCharset)
            case .invalid: return (decodeUTF8(bytes).0, .invalidInCharset)
            }
        }
    }

    /// UTF-8, falling back to Windows-1252 when the bytes are not UTF-8.
    @inline(__always)
    static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, Outcome) {
        if UTF8Validation.isValid(bytes) { return (String(decoding: bytes, as: UTF8.self), .decoded) }
        return (windows1252(bytes), .fellBackToWindows1252)
    }

    /// Windows-1252: Latin-1 with printable characters in 0x80–0x9F. The five
    /// bytes it leaves undefined map to the C1 controls of the same number.
    static func windows1252(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if byte >= 0x80 && byte <= 0x9F, let mapped = Unicode.Scalar(cp1252High[Int(byte - 0x80)]) {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    private static let cp1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Whether a normalized charset name is a one-byte charset, in which
    /// bytes past ASCII stand alone.
    private static func isOneByte(_ name: String) -> Bool {
        switch name {
        case "LATIN1", "L1", "LATIN2", "TIS620", "CP874", "WINDOWS874":
            return true
        default:
            return ["ISO8859", "WINDOWS125", "CP125", "KOI8"].contains { name.hasPrefix($0) }
        }
    }

    /// Whether text of ASCII characters alone is the same bytes in
    /// `charset` as in UTF-8 (not so in UTF-16, UTF-32, UTF-7).
    static func writesASCIIAsIs(_ charset: String) -> Bool {
        let name = normalize(charset)
        return !["UTF16", "UTF32", "UCS2", "UCS4", "UTF7", "UNICODE"].contains { name.hasPrefix($0) }
    }

    /// `ISO-8859-1` → `ISO88591`: upper-cased, without punctuation.
    private static func normalize(_ name: String) -> String {
        String(name.uppercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    private static func foundationEncoding(_ name: String) -> String.Encoding? {
        switch name {
        case "ISO88592", "LATIN2": return .isoLatin2
        case "WINDOWS1250", "CP1250": return .windowsCP1250
        case "WINDOWS1251", "CP1251": return .windowsCP1251
        case "WINDOWS1253", "CP1253": return .windowsCP1253
        case "WINDOWS1254", "CP1254": return .windowsCP1254
        case "SHIFTJIS", "SJIS", "MSKANJI", "CP932", "WINDOWS31J": return .shiftJIS
        case "EUCJP": return .japaneseEUC
        case "ISO2022JP": return .iso2022JP
        case "UTF16": return .utf16
        case "UTF16LE": return .utf16LittleEndian
        case "UTF16BE": return .utf16BigEndian
        case "MACINTOSH", "MACROMAN": return .macOSRoman
        default: return nil
        }
    }
}
