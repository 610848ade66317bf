#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text in a charset Foundation does not name, through the C library's
/// `iconv(3)`: glibc's converters, which every Debian system has, read the
/// charsets old phones and clients wrote — GB2312, GBK, Big5, EUC-KR,
/// KOI8-R, Windows-1255 and 1256, TIS-620 and many more.
enum CharsetConversion {
    /// What a conversion gave.
    enum Result: Equatable {
        /// The bytes as text.
        case text(String)
        /// No converter knows the charset.
        case unknownCharset
        /// The bytes are not text in the charset (a byte no character has, a character cut short).
        case invalid
    }

    /// Labels clients write that the C library knows by another name.
    static let aliases = ["KSC56011987": "EUC-KR", "KSC5601": "EUC-KR", "ISO88598I": "ISO-8859-8", "XSJIS": "SHIFT_JIS",
                          "XEUCJP": "EUC-JP", "XGBK": "GBK", "XMACCYRILLIC": "MAC-CYRILLIC"]

    /// `bytes` in `charset` (as a card names it: "GB2312", "windows-1256";
    /// `normalized`, its name in capitals without punctuation, looks up ``aliases``).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, charset: String, normalized: String) -> Result {
        let converter = iconv_open("UTF-8", aliases[normalized] ?? charset)
        guard converter != iconv_t(bitPattern: -1) else { return .unknownCharset }
        defer { iconv_close(converter) }
        var input = Array(bytes)
        // Room for the most any of them gives: a byte of TSCII is up to four letters, twelve bytes of UTF-8.
        var output = [UInt8](repeating: 0, count: input.count * 12 + 16)
        var inputLeft = input.count, outputLeft = output.count
        let converted = input.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { target in
                var inputPointer = source.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outputPointer = target.baseAddress?.assumingMemoryBound(to: CChar.self)
                guard iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft) != size_t.max else { return false }
                // What a converter holds back at the end (Windows-1255 keeps a letter for the points that may follow).
                return iconv(converter, nil, nil, &outputPointer, &outputLeft) != size_t.max
            }
        }
        // A byte no character has, or a character cut short at the end (left unconverted).
        guard converted, inputLeft == 0 else { return .invalid }
        return .text(String(decoding: output.prefix(output.count - outputLeft), as: UTF8.self))
    }
}
