#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A moment in UTC to the millisecond, stored as ISO 8601 text
/// (`2026-11-29T14:39:26.123Z`) so that it sorts as text and reads well in
/// the `sqlite3` shell.
public struct Timestamp: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z; negative before it.
    public let millisecondsSince1970: Int64

    /// The moment this many milliseconds after 1970-01-01T00:00:00Z.
    public init(millisecondsSince1970: Int64) { self.millisecondsSince1970 = millisecondsSince1970 }

    /// The current time.
    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(millisecondsSince1970: Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000)
    }

    /// Whether `lhs` is the earlier moment.
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
        var text = text
        guard let milliseconds = text.withUTF8({ Self.parse($0) }) else { return nil }
        self.init(millisecondsSince1970: milliseconds)
    }

    /// Milliseconds since 1970 of an ISO 8601 date-time in UTF-8, or `nil`.
    /// Byte by byte, with no allocation: a store row holds two of these and
    /// a card one, and an import reads them for every hotel.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        func number(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func next(is byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
        func skip(_ byte: UInt8) { if next(is: byte) { index += 1 } }

        guard let year = number(4) else { return nil }
        skip(UInt8(ascii: "-"))
        guard let month = number(2) else { return nil }
        skip(UInt8(ascii: "-"))
        guard let day = number(2) else { return nil }
        var hour = 0, minute = 0, second = 0, millis = 0, offsetMinutes = 0
        if next(is: UInt8(ascii: "T")) {
            index += 1
            guard let hours = number(2) else { return nil }
            skip(UInt8(ascii: ":"))
            guard let minutes = number(2) else { return nil }
            skip(UInt8(ascii: ":"))
            hour = hours
            minute = minutes
            second = number(2) ?? 0
            if next(is: UInt8(ascii: ".")) || next(is: UInt8(ascii: ",")) {
                index += 1
                var scale = 100
                while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 {
                    millis += Int(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
            if next(is: UInt8(ascii: "+")) || next(is: UInt8(ascii: "-")) {
                let sign = bytes[index] == UInt8(ascii: "+") ? 1 : -1
                index += 1
                guard let offsetHours = number(2) else { return nil }
                skip(UInt8(ascii: ":"))
                offsetMinutes = (offsetHours * 60 + (number(2) ?? 0)) * sign
            } else {
                skip(UInt8(ascii: "Z"))
            }
        }
        guard index == bytes.count, (1...12).contains(month), (1...31).contains(day),
              hour < 24, minute < 60, second < 61 else { return nil }
        // Days before the month's first day, then the day counted on from it
        // (so 31 February is 3 March, as timegm has it).
        let days = daysFromCivil(year: year, month: month) + day - 1
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetMinutes) * 60
        return seconds * 1000 + Int64(millis)
    }

    /// Days from 1970-01-01 to the first of `month` in `year`, proleptic
    /// Gregorian (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension Int64 {
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }
}
