#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import HotelStore

struct TimestampTests {
    @Test("ISO 8601 forms vCard REV uses all parse to the same moment", arguments: [
        "2026-11-29T14:39:26Z", "20261129T143926Z", "2026-11-29T15:39:26+01:00", "2026-11-29T09:39:26-0500",
        "2026-11-29T14:39:26.000Z",
    ])
    func parses(_ text: String) {
        #expect(Timestamp(iso8601: text) == Timestamp(millisecondsSince1970: 1_795_963_166_000))
    }

    @Test("the store's text form round-trips, milliseconds included")
    func roundTrip() {
        let moment = Timestamp(millisecondsSince1970: 1_795_963_166_123)
        #expect(moment.description == "2026-11-29T14:39:26.123Z")
        #expect(Timestamp(iso8601: moment.description) == moment)
        #expect(Timestamp(millisecondsSince1970: -1).description == "1969-12-31T23:59:59.999Z")
    }

    @Test("dates from year 1 to 9999 count days as timegm does, overflowing days and leap seconds included")
    func agreesWithTimegm() {
        var state: UInt64 = 42
        func random(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let fixed = [(1900, 2, 29), (2000, 2, 29), (2100, 2, 28), (2024, 2, 31), (1970, 1, 1), (1969, 12, 31), (1, 1, 1), (9999, 12, 31)]
        let dates = fixed + (0..<3_000).map { _ in (random(1...9999), random(1...12), random(1...31)) }
        for (index, (year, month, day)) in dates.enumerated() {
            let (hour, minute, second) = (random(0...23), random(0...59), index % 97 == 0 ? 60 : random(0...59))
            var parts = tm()
            parts.tm_year = Int32(year - 1900)
            parts.tm_mon = Int32(month - 1)
            parts.tm_mday = Int32(day)
            parts.tm_hour = Int32(hour)
            parts.tm_min = Int32(minute)
            parts.tm_sec = Int32(second)
            let expected = Int64(timegm(&parts)) * 1000 + 250
            let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).25Z"
            #expect(Timestamp(iso8601: text)?.millisecondsSince1970 == expected, "\(text)")
        }
    }

    @Test("nonsense is not a time", arguments: ["", "yesterday", "2026-13-01", "2026-11-29T25:00:00Z", "2026-11-29Tnoon"])
    func rejects(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }
}
