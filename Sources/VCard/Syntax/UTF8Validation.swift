/// Fast UTF-8 checks on raw bytes, so the reader makes a `String` only once
/// it knows how.
enum UTF8Validation {
    /// Whether the bytes are well-formed UTF-8 (RFC 3629: no overlongs, no
    /// surrogates, nothing above U+10FFFF).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        let n = bytes.count
        let high = SIMD16<UInt8>(repeating: 0x80)
        while i < n {
            // Mostly ASCII: skip sixteen, then eight bytes at a time between sequences.
            if i &+ 16 <= n && (raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) & high) == .zero {
                i &+= 16
                continue
            }
            if i &+ 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i &+= 8
                continue
            }
            let b0 = base[i]
            if b0 < 0x80 { i += 1; continue }
            if b0 < 0xC2 { return false }
            if b0 < 0xE0 {
                guard i + 1 < n, base[i + 1] & 0xC0 == 0x80 else { return false }
                i += 2
            } else if b0 < 0xF0 {
                guard i + 2 < n, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80 else { return false }
                let b1 = base[i + 1]
                if b0 == 0xE0 && b1 < 0xA0 { return false }
                if b0 == 0xED && b1 >= 0xA0 { return false }
                i += 3
            } else if b0 < 0xF5 {
                guard i + 3 < n, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80, base[i + 3] & 0xC0 == 0x80 else { return false }
                let b1 = base[i + 1]
                if b0 == 0xF0 && b1 < 0x90 { return false }
                if b0 == 0xF4 && b1 >= 0x90 { return false }
                i += 4
            } else {
                return false
            }
        }
        return true
    }
}
