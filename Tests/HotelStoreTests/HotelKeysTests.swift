import AddressText
import HotelsTestSupport
import Testing
@testable import HotelStore

struct HotelKeysTests {
    @Test("the name key is TextFolding's; the city and postal keys are the gazetteer's place and postal keys")
    func keys() {
        var details = HotelDetails(name: "Hôtel  de l'Europe")
        details.city = "St. Ives"
        details.postalCode = "d-10115"
        details.country = "DE"
        let keys = HotelKeys(details)
        #expect(keys.name == "hotel de leurope")  // apostrophes vanish, as in "st johns"
        #expect(keys.city == PlaceKey.make("Saint Ives"))
        #expect(keys.postalCode == PostalCodeKey.make("10115", country: "DE"))
        #expect(keys.postalCode == "10115")
    }

    @Test("a city written two ways is one key", arguments: [("St. Ives", "Saint Ives"), ("Sankt Gallen", "St. Gallen"), ("MT. VERNON", "Mount Vernon")])
    func sameCity(_ one: String, _ other: String) {
        #expect(HotelKeys.city(one) == HotelKeys.city(other))
    }

    @Test("a postal code written two ways is one key", arguments: [
        ("SW1A 1AA", "sw1a1aa", "GB"), ("D-10115", "10115", "DE"), ("L 8416", "8416", "LU"), ("75008 CEDEX 08", "75008", "FR"),
        ("〒１００-０００５", "100-0005", "JP"),
    ])
    func samePostalCode(_ one: String, _ other: String, _ country: String) {
        #expect(HotelKeys.postal(one, country: country) == HotelKeys.postal(other, country: country))
    }

    @Test("a store at schema 11 upgrades: its city and postal keys, of hotels and of undo's rows, made again")
    func migratesVersion11() throws {
        let folder = TemporaryDirectory()
        let columns = HotelSchema.hotelColumns.filter { $0 != "id" }.joined(separator: ", ")
        let path = try HotelStore.file(atSchema: 11, in: folder, rows: """
            INSERT INTO hotels (id, uid, name, city, postal_code, country, name_key, city_key, postal_key, created_at, updated_at)
            VALUES (1, 'u1', 'Tregenna Castle', 'St. Ives', 'TR26 2DE', 'GB', 'tregenna castle', 'st ives', 'TR262DE',
                    '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z'),
                   (2, 'u2', 'Hotel Adlon', 'Berlin', 'D-10117', 'DE', 'hotel adlon', 'berlin', 'D10117',
                    '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z');
            INSERT INTO batches (id, command, started_at) VALUES (1, 'import', '2026-12-01T10:00:00.000Z');
            INSERT INTO batch_changes (batch_id, hotel_id, action, \(columns))
                SELECT 1, id, 'update', \(columns) FROM hotels WHERE id = 2;
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelSchema.migrations.last!.version)
        var keys: [Int64: HotelKeys] = [:]
        try store.forEachMatchRecord { keys[$0.id] = $0.keys }
        #expect(keys[1]?.city == "saint ives")
        #expect(keys[2]?.postalCode == "10117")
        var query = HotelQuery()
        query.city = "Saint Ives"
        #expect(try store.hotels(query).map(\.hotel.name) == ["Tregenna Castle"])
        #expect(try store.integrityCheck() == ["ok"])
        // Undo puts back the row as it was before the batch, its keys made by today's rule.
        try store.undo()
        keys = [:]
        try store.forEachMatchRecord { keys[$0.id] = $0.keys }
        #expect(keys[2]?.postalCode == "10117")
    }

    @Test("a store at schema 13 upgrades: a name and a city in pointed Hebrew keyed without their points, found written either way")
    func migratesVersion13() throws {
        let folder = TemporaryDirectory()
        let path = try HotelStore.file(atSchema: 13, in: folder, rows: """
            INSERT INTO hotels (id, uid, name, city, postal_code, country, name_key, city_key, postal_key, created_at, updated_at)
            VALUES (1, 'u1', 'מָלוֹן דָּן', 'תֵּל אָבִיב', '', 'IL', 'מָלוֹן דָּן', 'תֵּל אָבִיב', '',
                    '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z');
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelSchema.migrations.last!.version)
        var keys: [Int64: HotelKeys] = [:]
        try store.forEachMatchRecord { keys[$0.id] = $0.keys }
        #expect(keys[1]?.name == "מלון דן")
        #expect(keys[1]?.city == HotelKeys.city("תל אביב"))
        #expect(try store.hotels(named: "מלון דן").map(\.name) == ["מָלוֹן דָּן"])
    }

    @Test("a batch undone before the upgrade is redone with keys of today's rule: no duplicate at the next import")
    func redoAfterUpgrade() throws {
        let folder = TemporaryDirectory()
        let columns = HotelSchema.snapshotColumns.joined(separator: ", ")
        let path = try HotelStore.file(atSchema: 11, in: folder, rows: """
            INSERT INTO hotels (id, uid, name, city, postal_code, country, name_key, city_key, postal_key, created_at, updated_at)
            VALUES (1, 'u1', 'Tregenna Castle', 'St. Ives', 'D-10117', 'DE', 'tregenna castle', 'st ives', 'D10117',
                    '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z');
            INSERT INTO batches (id, command, started_at, created_from, created_to, undone_at, undo_order)
            VALUES (1, 'import', '2026-12-01T10:00:00.000Z', 1, 1, '2026-12-01T11:00:00.000Z', 1);
            INSERT INTO batch_redo (batch_id, hotel_id, present, \(columns)) SELECT 1, id, 1, \(columns) FROM hotels;
            DELETE FROM hotels;
            """)
        let store = try HotelStore.open(at: path)
        try store.redo()
        var keys: [Int64: HotelKeys] = [:]
        try store.forEachMatchRecord { keys[$0.id] = $0.keys }
        #expect(keys[1]?.city == "saint ives")
        #expect(keys[1]?.postalCode == "10117")
    }
}

struct LineBreaksTests {
    @Test("CRLF and lone CR become LF; text without CR is returned as it is")
    func normalized() {
        #expect(LineBreaks.normalized("a\r\nb\rc\nd\r") == "a\nb\nc\nd\n")
        #expect(LineBreaks.normalized("a\r\r\nb") == "a\n\nb")
        #expect(LineBreaks.normalized("plain, ünïcode\n") == "plain, ünïcode\n")
        var details = HotelDetails(name: "Inn")
        details.notes = "one\r\ntwo"
        var other = HotelDetails(name: "Inn")
        other.notes = "one\ntwo"
        #expect(details == other)
    }
}
