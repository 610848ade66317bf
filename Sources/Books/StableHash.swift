/// A 64-bit FNV-1a hash of bytes: the same on every machine and run (unlike
/// Swift's `Hasher`, which is seeded per process), for names and keys that
/// are stored or written to disk. Not for security.
public enum StableHash {
    /// The hash of `text`'s UTF-8 bytes.
    public static func value(of text: String) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(text)
        return hasher.value
    }

    /// ``value(of:)`` as 16 lowercase hex digits.
    public static func hex(of text: String) -> String {
        let digits = String(value(of: text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of bytes given a part at a time: the parts' bytes one after
    /// the other hash as ``value(of:)`` hashes them together.
    public struct Hasher: Sendable {
        /// The hash of the bytes combined so far.
        public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        /// Combines `text`'s UTF-8 bytes.
        public mutating func combine(_ text: String) {
            // Not generic: a generic sequence called from another module is
            // walked unspecialized, an order of magnitude slower.
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes { combine(byte) }
            }
        }

        public mutating func combine(_ byte: UInt8) {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }
}
