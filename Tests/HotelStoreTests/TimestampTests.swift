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

    @Test("nonsense is not a time", arguments: ["", "yesterday", "2026-13-01", "2026-11-29T25:00:00Z", "2026-11-29Tnoon"])
    func rejects(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }
}
