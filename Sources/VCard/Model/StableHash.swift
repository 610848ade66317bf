/// FNV-1a, 64 bits: the same value on every run and machine (Swift's
/// `Hasher` is seeded per process), for hashes that are stored.
public struct StableHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hasher at FNV-1a's offset basis: nothing hashed yet.
    public init() {}

    /// Hashes `text`'s UTF-8 bytes; no separator is added, so "ab" then "c"
    /// hashes as "abc".
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Hashes `bytes`, in order.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Hashes `bytes`, in order.
    public mutating func combine(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Hashes `bytes`, in order.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var state = self.state
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.state = state
    }

    /// Hashes one byte.
    @inline(__always)
    public mutating func combine(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The hash of everything combined so far.
    public var value: UInt64 { state }

    /// The value as 16 lowercase hex digits.
    public var hex: String { Self.hex(state) }

    /// A 64-bit value as 16 lowercase hex digits: how every stable hash is written.
    public static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            let digits = Array("0123456789abcdef".utf8)
            for index in 0..<16 { buffer[index] = digits[Int((value >> (60 - 4 * UInt64(index))) & 0xF)] }
            return 16
        }
    }
}

/// A fast 64-bit hash of bytes that stays the same on every run and
/// machine, eight bytes at a step: for version tags of card bytes, which a
/// sync computes for every card of a book on every run. (``StableHasher``
/// goes a byte at a step; its values name files and must not change.)
public enum ContentHash {
    /// The hash of `bytes`.
    public static func value(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
            state ^= state >> 32
            offset += 8
        }
        while offset < bytes.count {
            state = (state ^ UInt64(bytes[offset])) &* 0xC4CE_B9FE_1A85_EC53
            offset += 1
        }
        return state ^ (state >> 29)
    }

    /// ``value(of:)`` as a version tag: 13 digits of base 32 (`0`–`9`,
    /// `a`–`v`), short enough for Swift to keep in place of a heap string.
    public static func tag(of bytes: UnsafeRawBufferPointer) -> String {
        tag(value(of: bytes))
    }

    /// ``value(of:)`` of `bytes` as a version tag.
    public static func tag(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { tag(of: $0) }
    }

    /// `value` as a version tag.
    public static func tag(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: tagLength) { buffer in
            for index in 0..<tagLength {
                // `0`–`9`, then `a`–`v`: computed, not looked up (a sync makes one a card).
                let digit = UInt8(truncatingIfNeeded: value >> UInt64(5 * (tagLength - 1 - index))) & 0x1F
                buffer[index] = digit &+ (digit < 10 ? UInt8(ascii: "0") : UInt8(ascii: "a") &- 10)
            }
            return tagLength
        }
    }

    /// The value a version tag written by ``tag(_:)`` stands for; `nil`
    /// for any text ``tag(_:)`` does not write. Its 13 digits hold 65 bits,
    /// so the first digit, which holds a value's top 4, is at most `f`: a
    /// tag with a higher one (another program's etag of the same shape) is
    /// none, not a value with its top bit dropped.
    public static func value(ofTag tag: String) -> UInt64? {
        var tag = tag
        return tag.withUTF8 { bytes -> UInt64? in
            guard bytes.count == tagLength, bytes[0] <= UInt8(ascii: "f") else { return nil }
            var value: UInt64 = 0
            for byte in bytes {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "v"): digit = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                value = value << 5 | UInt64(digit)
            }
            return value
        }
    }

    private static let tagLength = 13
}

/// ``StableHasher`` of one text.
public enum StableHash {
    /// The hash of `text`'s UTF-8 bytes.
    public static func value(of text: String) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(text)
        return hasher.value
    }

    /// ``value(of:)`` as 16 lowercase hex digits.
    public static func hex(of text: String) -> String {
        var hasher = StableHasher()
        hasher.combine(text)
        return hasher.hex
    }
}
