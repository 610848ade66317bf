import HotelStore
import Testing
@testable import HotelsCLI

/// `list --json` writes each hotel's fields as they come; `show --json` and
/// the GeoJSON export build a JSON value. Both must give the same bytes.
struct HotelJSONTests {
    static func hotels() -> [(Hotel, Double?)] {
        var plain = HotelDetails(name: "Hotel \"Quote\" \\ Back")
        plain.notes = "line one\nline two\ttab \u{1B}[31m \u{85}"
        plain.phones = ["+49 30 1", "+49 30 2"]
        var full = HotelDetails(name: "Pensão Flor")
        full.rating = 9
        full.trip = "Porto 2027"
        full.coordinate = Coordinate(latitude: 41.1496, longitude: -8.611, source: .gazetteer, precision: "postalCode")
        full.emails = ["a@example.org"]
        let time = Timestamp(millisecondsSince1970: 1_764_000_000_000)
        return [
            (Hotel(id: 1, uid: "urn:uuid:1", details: plain, createdAt: time, updatedAt: time), nil),
            (Hotel(id: 2, uid: "flor", details: full, createdAt: time, updatedAt: time), 1.23456),
            (Hotel(id: 3, uid: "empty", details: HotelDetails(name: "E"), createdAt: time, updatedAt: time), 0),
        ]
    }

    @Test("the streamed fields are the built value's bytes, escapes, nulls and distance included")
    func sameBytes() {
        for (hotel, distance) in Self.hotels() {
            #expect(HotelPresentation.jsonBytes(hotel, distance: distance) == HotelPresentation.json(hotel, distance: distance).bytes,
                    "hotel \(hotel.id)")
        }
    }
}
