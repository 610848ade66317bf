/// The store's one spelling of a line break in free text: `\n`.
public enum LineBreaks {
    /// `text` with every CRLF and lone CR turned into LF; `text` itself
    /// (no copy) when it holds no CR, as nearly all text does.
    public static func normalized(_ text: String) -> String {
        guard hasCarriageReturn(text) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var afterCR = false
        for byte in text.utf8 {
            if byte == 0x0A && afterCR {
                afterCR = false
                continue
            }
            afterCR = byte == 0x0D
            out.append(afterCR ? 0x0A : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` holds a CR, found by `memchr` in its bytes where they
    /// are contiguous (every row a query reads goes through here).
    private static func hasCarriageReturn(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(start, 0x0D, bytes.count) != nil
        } ?? text.utf8.contains(0x0D)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
