#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// That a person has stayed at a hotel, and on which day they last did,
/// when they said.
public struct Stay: Equatable, Sendable {
    /// The day of the last stay; `nil` when only the fact is known.
    public var lastDay: Day?

    /// A stay, on `lastDay` when known.
    public init(lastDay: Day? = nil) { self.lastDay = lastDay }
}

/// A calendar day, written `YYYY-MM-DD` (ISO 8601), with no time or zone: a
/// stay is remembered by the day, wherever the traveller is now.
public struct Day: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1 to the month's last.
    public let day: Int

    /// Reads `YYYY-MM-DD` (a year from 1 to 9999, a day that the month has);
    /// `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day it is now where this machine is, as the C library reads
    /// `TZ`: a zone's name, or a POSIX rule such as `UTC-14` or `HST10`,
    /// which Foundation's `TimeZone.current` reads with the offset's sign
    /// turned round, or not at all.
    public static func today(now: Date = Date()) -> Day {
        tzset()
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down)), parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return today(now: now, in: TimeZone(secondsFromGMT: 0)!) }
        return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The day it is now in `timeZone`.
    public static func today(now: Date = Date(), in timeZone: TimeZone) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    private init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Earlier days first.
    public static func < (a: Day, b: Day) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
