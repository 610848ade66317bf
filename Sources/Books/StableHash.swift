/// A 64-bit FNV-1a hash of bytes: the same on every machine and run (unlike
/// Swift's `Hasher`, which is seeded per process), for names and keys that
/// are stored or written to disk. Not for security.
public enum StableHash {
    /// The hash of `text`'s UTF-8 bytes.
    public static func value(of text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// ``value(of:)`` as 16 lowercase hex digits.
    public static func hex(of text: String) -> String {
        let digits = String(value(of: text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
