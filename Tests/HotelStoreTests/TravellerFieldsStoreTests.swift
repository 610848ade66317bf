import Foundation
import HotelsTestSupport
import SQLite
import Testing
@testable import HotelStore

/// What a traveller keeps about a place (issue 16): whether they stayed
/// there, its status, a night's rate and a photo, stored exactly, listed
/// and filtered, undone and redone like every other field.
struct TravellerFieldsStoreTests {
    static func kept(_ name: String, stayed: Stay? = nil, status: HotelStatus = .open, rate: Rate? = nil,
                     photo: [UInt8]? = nil) -> HotelDetails {
        var details = HotelDetails(name: name)
        details.stayed = stayed
        details.status = status
        details.rate = rate
        details.photo = photo.map(HotelPhoto.init(bytes:))
        return details
    }

    @Test("today is the day of the machine's time zone: one instant is two days east and west of the date line")
    func today() throws {
        let instant = Date(timeIntervalSince1970: 1_796_515_200)  // 2026-12-06 00:00 UTC
        #expect(Day.today(now: instant, in: try #require(TimeZone(secondsFromGMT: 0))).description == "2026-12-06")
        #expect(Day.today(now: instant, in: try #require(TimeZone(secondsFromGMT: -10 * 3600))).description == "2026-12-05")
        #expect(Day.today(now: instant, in: try #require(TimeZone(secondsFromGMT: 14 * 3600))).description == "2026-12-06")
        #expect(try #require(Day("2026-12-05")) < Day.today(now: instant, in: try #require(TimeZone(secondsFromGMT: 0))))
    }

    @Test("stay, status, rate and photo are stored exactly and read back; a table's query leaves the photo out")
    func storedExactly() throws {
        let store = try HotelStore.inMemory()
        let photo = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let details = Self.kept("Gasthof Post", stayed: Stay(lastDay: Day("2026-05-03")), status: .seasonal,
                                rate: Rate(minorUnits: 18500, currency: "EUR"), photo: photo)
        let added = try store.add(details, Self.kept("Ryokan", stayed: Stay(), status: .closed))
        #expect(try store.hotel(id: added[0].id)?.details == details)
        #expect(try store.hotel(id: added[1].id)?.stayed == Stay())
        var query = HotelQuery()
        query.fields = .summary
        let summary = try #require(try store.hotels(query).first?.hotel)
        #expect(summary.photo == nil)
        #expect(summary.rate == details.rate)
        #expect(summary.stayed == details.stayed)
        query.fields = .details
        #expect(try store.hotels(query).first?.hotel.photo?.bytes == photo)
    }

    @Test("--stayed, --not-stayed and --status filter; --sort rate goes by currency, then amount, rateless last")
    func filtersAndOrder() throws {
        let store = try HotelStore.inMemory()
        try store.add(Self.kept("A", rate: Rate(minorUnits: 20000, currency: "EUR")),
                      Self.kept("B", stayed: Stay(), rate: Rate(minorUnits: 3_200_000, currency: "JPY")),
                      Self.kept("C", status: .closed),
                      Self.kept("D", stayed: Stay(lastDay: Day("2025-01-01")), status: .closed, rate: Rate(minorUnits: 9000, currency: "EUR")),
                      Self.kept("E", rate: Rate(minorUnits: 100, currency: "CHF")))
        func names(_ edit: (inout HotelQuery) -> Void) throws -> [String] {
            var query = HotelQuery()
            edit(&query)
            return try store.hotels(query).map(\.hotel.name)
        }
        #expect(try names { $0.stayed = true } == ["B", "D"])
        #expect(try names { $0.stayed = false } == ["A", "C", "E"])
        #expect(try names { $0.status = .closed } == ["C", "D"])
        #expect(try names { $0.status = .closed; $0.stayed = false } == ["C"])
        #expect(try names { $0.sort = .rate } == ["E", "D", "A", "B", "C"])
    }

    @Test("undo and redo put the new fields back exactly")
    func undoRedo() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(Self.kept("Inn", rate: Rate(minorUnits: 5000, currency: "GBP")))[0]
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in
            try batch.update(hotel.id) { edited in
                edited.details.stayed = Stay(lastDay: Day("2026-01-31"))
                edited.details.status = .seasonal
                edited.details.rate = nil
                edited.details.photo = HotelPhoto(bytes: TestImages.png)
            }
        }
        let edited = try #require(try store.hotel(id: hotel.id))
        try store.undo()
        #expect(try store.hotel(id: hotel.id)?.details == hotel.details)
        try store.redo()
        #expect(try store.hotel(id: hotel.id)?.details == edited.details)
    }

    @Test("a store at schema 6 upgrades: its hotels were never stayed at, open, without rate or photo, and its old batches undo")
    func migratesVersion6() throws {
        let folder = TemporaryDirectory()
        let path = try HotelStore.file(atSchema: 6, in: folder, rows: """
            INSERT INTO hotels (uid, name, created_at, updated_at)
            VALUES ('urn:uuid:1', 'Pension Ost', '2025-01-03T00:00:00.000Z', '2025-01-04T00:00:00.000Z');
            INSERT INTO batches (started_at, command) VALUES ('2025-01-04T00:00:00.000Z', 'edit 1');
            INSERT INTO batch_changes (batch_id, hotel_id, action, uid, name, city, postal_code, country, phones,
                                       emails, url, notes, created_at, updated_at, card, street, region,
                                       name_key, city_key, postal_key)
            VALUES (1, 1, 'update', 'urn:uuid:1', 'Pension West', '', '', '', '', '', '', '',
                    '2025-01-03T00:00:00.000Z', '2025-01-03T00:00:00.000Z', '', '', '', 'pension west', '', '');
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelStore.latestSchemaVersion)
        let hotel = try #require(try store.hotel(id: 1))
        #expect(hotel.stayed == nil && hotel.status == .open && hotel.rate == nil && hotel.photo == nil)
        try store.undo()
        let restored = try #require(try store.hotel(id: 1))
        #expect(restored.name == "Pension West")
        #expect(restored.status == .open && restored.stayed == nil)
    }

    @Test("the schema refuses what the model never writes: an unknown status, a day without a stay, half a rate")
    func checks() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("s.sqlite")
        _ = try HotelStore.open(at: path)
        let db = try Connection(path: path, mode: .readWrite)
        let insert = "INSERT INTO hotels (uid, name, created_at, updated_at, "
        for values in ["status) VALUES ('u', 'X', '', '', 'demolished')", "last_stay) VALUES ('u', 'X', '', '', '2026-01-01')",
                       "rate_minor) VALUES ('u', 'X', '', '', 100)", "rate_currency) VALUES ('u', 'X', '', '', 'EUR')"] {
            #expect(throws: SQLiteError.self) { try db.execute(insert + values) }
        }
    }
}
