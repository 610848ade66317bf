#if canImport(Glibc)
import Glibc
#endif

/// Text in a charset Foundation does not name, through the C library's
/// `iconv(3)`: glibc's converters, which every Debian system has, read the
/// charsets old phones and clients wrote — GB2312, GBK, Big5, EUC-KR,
/// KOI8-R, Windows-1255 and 1256, TIS-620 and many more.
enum CharsetConversion {
    /// `bytes` in `charset` (as a card names it: "GB2312", "windows-1256"),
    /// as text; `nil` where no converter knows the charset, or the bytes
    /// are not text in it.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, charset: String) -> String? {
        let converter = iconv_open("UTF-8", charset)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        // A character of these charsets is at most three bytes of UTF-8 for each byte it takes.
        var input = Array(bytes)
        var output = [UInt8](repeating: 0, count: input.count * 3 + 4)
        var inputLeft = input.count, outputLeft = output.count
        let converted = input.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { target in
                var inputPointer = source.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outputPointer = target.baseAddress?.assumingMemoryBound(to: CChar.self)
                let result = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
                guard result != size_t.max else { return result }
                // What a converter holds back (Windows-1255 keeps a letter for the points that may follow).
                return iconv(converter, nil, nil, &outputPointer, &outputLeft)
            }
        }
        guard converted != size_t.max, inputLeft == 0 else { return nil }
        return String(decoding: output.prefix(output.count - outputLeft), as: UTF8.self)
    }
}
