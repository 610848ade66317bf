import Foundation
import HotelsTestSupport
import SQLite
import Testing
@testable import HotelStore

/// The store keeps a card's digest with its card (migration 5), through
/// updates, undo and redo, as it keeps every column of a hotel row.
struct CardDigestStoreTests {
    @Test("a digest is stored with its card, kept by an edit, and put back by undo and redo")
    func keptWithTheCard() throws {
        let store = try HotelStore.inMemory()
        let created = try store.change(command: "import") { batch throws(HotelStoreError) in
            try batch.insert(.sample("Hotel Adlon"), card: "BEGIN:VCARD\r\nEND:VCARD\r\n", cardDigest: -42)
        }.result
        #expect(try store.hotel(id: created.id)?.cardDigest == -42)
        // An edit of a field leaves the card, and so its digest, alone.
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in
            try batch.update(created.id) { $0.details.rating = 9 }
        }
        #expect(try store.hotel(id: created.id)?.cardDigest == -42)
        // A new card brings its own digest; undo puts the old one back, redo the new.
        _ = try store.change(command: "import") { batch throws(HotelStoreError) in
            try batch.update(created.id) { hotel in
                hotel.card = "BEGIN:VCARD\r\nNOTE:new\r\nEND:VCARD\r\n"
                hotel.cardDigest = 7
            }
        }
        #expect(try store.hotel(id: created.id)?.cardDigest == 7)
        try store.undo()
        #expect(try store.hotel(id: created.id)?.cardDigest == -42)
        try store.redo()
        #expect(try store.hotel(id: created.id)?.cardDigest == 7)
        // Only a digest that changes is a change.
        _ = try store.change(command: "import") { batch throws(HotelStoreError) in
            try batch.update(created.id) { $0.cardDigest = nil }
        }
        #expect(try store.hotel(id: created.id)?.cardDigest == nil)
    }

    @Test("a store at schema 4 upgrades to the latest: its hotels have no digest, and new ones get theirs")
    func migratesVersion4() throws {
        let folder = TemporaryDirectory()
        let path = try HotelStore.file(atSchema: 4, in: folder, rows: """
            INSERT INTO hotels (uid, name, created_at, updated_at, card)
            VALUES ('urn:uuid:1', 'Pension Ost', '2025-01-03T00:00:00.000Z', '2025-01-03T00:00:00.000Z', 'BEGIN:VCARD');
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelSchema.migrations.last!.version)
        #expect(try store.hotel(id: 1)?.cardDigest == nil)
        #expect(try store.hotel(id: 1)?.card == "BEGIN:VCARD")
        let added = try store.change(command: "import") { batch throws(HotelStoreError) in
            try batch.insert(.sample("Hotel Ost"), card: "BEGIN:VCARD", cardDigest: 1)
        }.result
        #expect(try store.hotel(id: added.id)?.cardDigest == 1)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("a query that leaves out the card leaves out its digest too")
    func summaryHasNoDigest() throws {
        let store = try HotelStore.inMemory()
        _ = try store.change(command: "import") { batch throws(HotelStoreError) in
            try batch.insert(.sample("Hotel Adlon"), card: "BEGIN:VCARD", cardDigest: 3)
        }
        for fields in [HotelQuery.Fields.summary, .details] {
            var query = HotelQuery()
            query.fields = fields
            #expect(try store.hotels(query).map(\.hotel.cardDigest) == [nil])
        }
        #expect(try store.hotels(HotelQuery()).map(\.hotel.cardDigest) == [3])
    }
}
