#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A moment in UTC to the millisecond, stored as ISO 8601 text
/// (`2026-11-29T14:39:26.123Z`) so that it sorts as text and reads well in
/// the `sqlite3` shell.
public struct Timestamp: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let millisecondsSince1970: Int64

    public init(millisecondsSince1970: Int64) { self.millisecondsSince1970 = millisecondsSince1970 }

    /// The current time.
    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(millisecondsSince1970: Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.millisecondsSince1970 < rhs.millisecondsSince1970 }

    /// ISO 8601 in UTC with milliseconds.
    public var description: String {
        var seconds = time_t(millisecondsSince1970.floorDivided(by: 1000))
        let millis = Int(millisecondsSince1970 - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let year = Int(parts.tm_year) + 1900
        guard (0...9999).contains(year) else {
            func pad(_ value: Int32, _ width: Int) -> String {
                let text = String(value)
                return String(repeating: "0", count: max(0, width - text.count)) + text
            }
            return "\(year)-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
                + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis), 3))Z"
        }
        // Built as bytes: the store writes two of these per row it touches.
        var bytes = [UInt8](repeating: 0, count: 24)
        func put(_ value: Int, at offset: Int, width: Int) {
            var value = value
            for index in stride(from: offset + width - 1, through: offset, by: -1) {
                bytes[index] = UInt8(48 + value % 10)
                value /= 10
            }
        }
        put(year, at: 0, width: 4)
        put(Int(parts.tm_mon) + 1, at: 5, width: 2)
        put(Int(parts.tm_mday), at: 8, width: 2)
        put(Int(parts.tm_hour), at: 11, width: 2)
        put(Int(parts.tm_min), at: 14, width: 2)
        put(Int(parts.tm_sec), at: 17, width: 2)
        put(millis, at: 20, width: 3)
        for (offset, mark) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "."), (23, "Z")] as [(Int, Unicode.Scalar)] {
            bytes[offset] = UInt8(mark.value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses ISO 8601 date-times in the forms vCard REV and the store use:
    /// `2026-11-29T14:39:26Z`, with optional fraction, `±hh:mm` offset, or the
    /// basic form `20261129T143926Z`. A date alone is midnight UTC.
    public init?(iso8601 text: String) {
        var digits: [Int] = []
        var bytes = Array(text.utf8)[...]
        func number(_ count: Int) -> Int? {
            guard bytes.count >= count else { return nil }
            var value = 0
            for byte in bytes.prefix(count) {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            bytes = bytes.dropFirst(count)
            return value
        }
        func skip(_ character: Character) { if bytes.first == character.asciiValue { bytes = bytes.dropFirst() } }
        guard let year = number(4) else { return nil }
        skip("-")
        guard let month = number(2) else { return nil }
        skip("-")
        guard let day = number(2) else { return nil }
        digits = [year, month, day, 0, 0, 0]
        var millis = 0
        var offsetMinutes = 0
        if bytes.first == UInt8(ascii: "T") {
            bytes = bytes.dropFirst()
            guard let hour = number(2) else { return nil }
            skip(":")
            guard let minute = number(2) else { return nil }
            skip(":")
            let second = number(2) ?? 0
            digits[3] = hour; digits[4] = minute; digits[5] = second
            if bytes.first == UInt8(ascii: ".") || bytes.first == UInt8(ascii: ",") {
                bytes = bytes.dropFirst()
                var scale = 100
                while let byte = bytes.first, (48...57).contains(byte) {
                    millis += Int(byte - 48) * scale
                    scale /= 10
                    bytes = bytes.dropFirst()
                }
            }
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
                guard let hours = number(2) else { return nil }
                skip(":")
                let minutes = number(2) ?? 0
                offsetMinutes = (hours * 60 + minutes) * (sign == UInt8(ascii: "+") ? 1 : -1)
            } else {
                skip("Z")
            }
        }
        guard bytes.isEmpty, (1...12).contains(digits[1]), (1...31).contains(digits[2]),
              digits[3] < 24, digits[4] < 60, digits[5] < 61 else { return nil }
        var parts = tm()
        parts.tm_year = Int32(digits[0] - 1900)
        parts.tm_mon = Int32(digits[1] - 1)
        parts.tm_mday = Int32(digits[2])
        parts.tm_hour = Int32(digits[3])
        parts.tm_min = Int32(digits[4])
        parts.tm_sec = Int32(digits[5])
        let seconds = Int64(timegm(&parts)) - Int64(offsetMinutes) * 60
        self.init(millisecondsSince1970: seconds * 1000 + Int64(millis))
    }
}

extension Int64 {
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }
}
