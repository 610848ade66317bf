import Foundation
import HotelsTestSupport
import SQLite
import Testing
@testable import HotelStore

/// A book's sync state: its records and, kept apart, their card texts
/// (migration 10), which a sync reads one at a time.
@Suite("The sync state's records and card texts")
struct SyncStateStoreTests {
    static func record(_ item: String, card: String) -> SyncRecord {
        SyncRecord(item: item, uid: "uid-\(item)", version: "v-\(item)", cardHash: "c", hotelID: 1, hotelHash: "h", card: card)
    }

    @Test("records read with or without their texts; a text read alone; a removed record takes its text with it")
    func recordsAndTexts() throws {
        let store = try HotelStore.inMemory()
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            try writer.saveSyncRecord(Self.record("a", card: "BEGIN:VCARD A"), book: "b")
            try writer.saveSyncRecord(Self.record("b", card: "BEGIN:VCARD B"), book: "b")
            try writer.saveSyncRecord(Self.record("a", card: "BEGIN:VCARD other book"), book: "other")
        }
        let full = try store.syncRecords(book: "b")
        #expect(full["a"]?.card == "BEGIN:VCARD A" && full["b"]?.card == "BEGIN:VCARD B")
        let lean = try store.syncRecords(book: "b", cards: false)
        #expect(lean.count == 2 && lean["a"]?.card == "" && lean["a"]?.version == "v-a")
        #expect(try store.syncCard(book: "other", item: "a") == "BEGIN:VCARD other book")
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            try writer.saveSyncRecord(Self.record("a", card: "BEGIN:VCARD A2"), book: "b")
            try writer.removeSyncRecord(item: "b", book: "b")
            try writer.saveSyncVersion("", item: "a", book: "b")
        }
        #expect(try store.syncCard(book: "b", item: "a") == "BEGIN:VCARD A2")
        #expect(try store.syncCard(book: "b", item: "b") == nil)
        #expect(try store.syncRecords(book: "b")["a"]?.isTombstone == true)
        #expect(try store.syncRecords(book: "b")["a"]?.card == "BEGIN:VCARD A2")
    }

    @Test("a report a sync owes reads back, line by line, until forgotten; a renamed book's goes with it")
    func owedReports() throws {
        let store = try HotelStore.inMemory()
        #expect(try store.owedSyncReport(book: "b") == [])
        let lines = ["conflict in notes of 'Hotel \"1\"': the store's value stays", "a line\nof two"]
        try store.oweSyncReport(lines, book: "b")
        try store.oweSyncReport(["other"], book: "c")
        #expect(try store.owedSyncReport(book: "b") == lines)
        try store.oweSyncReport(["replaced"], book: "b")
        #expect(try store.owedSyncReport(book: "b") == ["replaced"])
        _ = try store.change(command: "rename") { writer throws(HotelStoreError) in try writer.renameSyncBook("b", to: "d") }
        #expect(try store.owedSyncReport(book: "b") == [] && store.owedSyncReport(book: "d") == ["replaced"])
        try store.forgetSyncReport(book: "d")
        #expect(try store.owedSyncReport(book: "d") == [] && store.owedSyncReport(book: "c") == ["other"])
    }

    @Test("a card a sync is writing is noted with its hotel and hash until a commit records it or settles it")
    func pendingPushes() throws {
        let store = try HotelStore.inMemory()
        let a = PendingPush(uid: "uid-a", hotelID: 4, cardHash: "h-a"), b = PendingPush(uid: "uid-b", hotelID: 5, cardHash: "h-b")
        try store.notePendingPushes([a, b], book: "b")
        try store.notePendingPushes([PendingPush(uid: "uid-a", hotelID: 9, cardHash: "h-9")], book: "other")
        #expect(try store.pendingPushes(book: "b") == ["uid-a": a, "uid-b": b])
        // Noted again (a run that writes the card anew): its hash joins the earlier one, which the
        // book holds still if that run is killed before its write; a card it cannot read adds none.
        try store.notePendingPushes([PendingPush(uid: "uid-b", hotelID: 5, cardHash: "h-b2")], book: "b")
        try store.notePendingPushes([PendingPush(uid: "uid-b", hotelID: 5, cardHash: nil)], book: "b")
        var again = PendingPush(uid: "uid-b", hotelID: 5, cardHash: nil)
        again.cardHashes = ["h-b", "h-b2"]
        #expect(try store.pendingPushes(book: "b")["uid-b"] == again)
        // A commit forgets what its sync state records and what it settled, in its book only.
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            try writer.saveSyncRecord(Self.record("a", card: "BEGIN:VCARD A"), book: "b")
            try writer.forgetRecordedPushes(book: "b", settled: ["uid-none"])
        }
        #expect(try store.pendingPushes(book: "b") == ["uid-b": again])
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in try writer.forgetRecordedPushes(book: "b", settled: ["uid-b"]) }
        #expect(try store.pendingPushes(book: "b").isEmpty)
        // A tombstone of the UID records no card: a card brought back under it stays noted.
        try store.notePendingPushes([PendingPush(uid: "uid-t", hotelID: 6, cardHash: "h-t")], book: "b")
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            var tombstone = Self.record("t", card: "BEGIN:VCARD T")
            tombstone.version = ""
            try writer.saveSyncRecord(tombstone, book: "b")
            try writer.forgetRecordedPushes(book: "b")
        }
        #expect(try store.pendingPushes(book: "b").keys.sorted() == ["uid-t"])
        #expect(try store.pendingPushes(book: "other").count == 1)
    }

    @Test("a store at schema 16 upgrades: a card noted then is known by its UID, without hotel or hash")
    func migratesVersion16() throws {
        let folder = TemporaryDirectory()
        let path = try HotelStore.file(atSchema: 16, in: folder, rows: "INSERT INTO sync_pushes (book, uid) VALUES ('b', 'uid-a')")
        let store = try HotelStore.open(at: path)
        #expect(try store.pendingPushes(book: "b") == ["uid-a": PendingPush(uid: "uid-a", hotelID: nil, cardHash: nil)])
    }

    @Test("a store at schema 9 upgrades: its records keep every field, their texts moved apart")
    func migratesVersion9() throws {
        let folder = TemporaryDirectory()
        // Two records, and forty more each with a text of 4 KB: many pages of records and texts.
        let more = (0..<40).map { index in
            "('b', 'item-\(index)', 'uid', 'v', 'c', \(index), 'h', '\(String(repeating: "x", count: 4000))')"
        }
        let path = try HotelStore.file(atSchema: 9, in: folder, rows: """
            INSERT INTO sync_state (book, item, uid, version, card_hash, hotel_id, hotel_hash, card)
            VALUES ('b', 'x', 'uid-x', 'v1', 'c1', 7, 'h1', 'BEGIN:VCARD X'),
                   ('b', 'y', 'uid-y', '', 'c2', NULL, 'h2', ''),
                   \(more.joined(separator: ",\n"));
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelSchema.migrations.last!.version)
        // The records take the pages of records, not of their texts.
        let pages = try Connection(path: path, mode: .readOnly).scalarInt("SELECT count(*) FROM dbstat WHERE name = 'sync_state'")
        #expect(pages == 1)
        let records = try store.syncRecords(book: "b")
        #expect(records["x"] == SyncRecord(item: "x", uid: "uid-x", version: "v1", cardHash: "c1", hotelID: 7, hotelHash: "h1", card: "BEGIN:VCARD X"))
        #expect(records["y"]?.isTombstone == true && records["y"]?.hotelID == nil)
        #expect(try store.syncCard(book: "b", item: "x") == "BEGIN:VCARD X")
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("a store at schema 10 upgrades: its records not known to show their hotels, saved ones read back; its skipped cards apart from its books' status")
    func migratesVersion10() throws {
        let folder = TemporaryDirectory()
        let skipped = SkippedCards([7: "card-7", 9: "card-9"])
        let blob = skipped.encoded.map { String(format: "%02x", $0) }.joined()
        let path = try HotelStore.file(atSchema: 10, in: folder, rows: """
            INSERT INTO sync_state (book, item, uid, version, card_hash, hotel_id, hotel_hash)
            VALUES ('b', 'x', 'uid-x', 'v1', 'c1', 7, 'h1');
            INSERT INTO sync_cards (book, item, card) VALUES ('b', 'x', 'BEGIN:VCARD X');
            INSERT INTO sync_books (book, location, synced_at, outcome, selection, skipped)
            VALUES ('b', '/b.vcf', '2026-12-01T10:00:00.000Z', 'done', 'rules-6', x'\(blob)'),
                   ('c', '/c.vcf', '2026-12-01T10:00:00.000Z', 'done', '', NULL);
            """)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelSchema.migrations.last!.version)
        #expect(try store.syncSkipped(book: "b") == SyncSkipped(selection: "rules-6", cards: skipped))
        #expect(try store.syncSkipped(book: "c") == SyncSkipped())
        #expect(try store.syncBooks().map(\.outcome) == ["done", "done"])
        let columns = try Connection(path: path, mode: .readOnly).scalarInt("SELECT count(*) FROM pragma_table_info('sync_books') WHERE name IN ('selection', 'skipped')")
        #expect(columns == 0)
        let record = try #require(try store.syncRecords(book: "b")["x"])
        #expect(record == SyncRecord(item: "x", uid: "uid-x", version: "v1", cardHash: "c1", hotelID: 7, hotelHash: "h1", card: "BEGIN:VCARD X"))
        #expect(!record.cardShowsHotel)
        var shown = record
        shown.cardShowsHotel = true
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in try writer.saveSyncRecord(shown, book: "b") }
        #expect(try store.syncRecords(book: "b", cards: false)["x"]?.cardShowsHotel == true)
        #expect(try store.syncRecords(book: "b")["x"] == shown)
    }

    @Test("a book's standing warnings read back with their keys and texts; an older store's line, a key alone, stands for both")
    func standingWarnings() throws {
        let store = try HotelStore.inMemory()
        let warnings = [SyncWarning(key: "same hotel a.vcf", text: "a.vcf: 'Hotel Post' is on another card of the book already"),
                        SyncWarning(key: "unwritable", text: "/b.vcf: read-only\nfile")]
        _ = try store.change(command: "sync b") { writer throws(HotelStoreError) in
            try writer.saveSyncStatus(SyncBookStatus(book: "b", location: "/b.vcf", syncedAt: .now(), outcome: "", warnings: warnings))
        }
        let read = try store.syncStatus(book: "b")?.warnings
        #expect(read?.map(\.key) == ["same hotel a.vcf", "unwritable"])
        #expect(read?.map(\.text) == [warnings[0].text, "/b.vcf: read-only file"])
        try store.connection.execute("UPDATE sync_books SET warnings = 'same hotel a.vcf' WHERE book = 'b'")
        #expect(try store.syncStatus(book: "b")?.warnings == [SyncWarning(key: "same hotel a.vcf", text: "same hotel a.vcf")])
    }

    @Test("an undone batch's hotels: the cards each book tracks for them, not a tombstone, not a card let go, nor another batch's hotel")
    func cardsTrackingUndoneHotels() throws {
        let store = try HotelStore.inMemory()
        let made = try store.change(command: "import") { writer throws(HotelStoreError) -> [Hotel.ID] in
            [try writer.insert(HotelDetails(name: "Hotel A")).id, try writer.insert(HotelDetails(name: "Hotel B")).id]
        }
        let other = try store.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(HotelDetails(name: "Hotel C")).id }
        func record(_ item: String, _ hotel: Hotel.ID, version: String = "v") -> SyncRecord {
            SyncRecord(item: item, uid: item, version: version, cardHash: "c", hotelID: hotel, hotelHash: "h", card: "")
        }
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            try writer.saveSyncRecord(record("a1", made.result[0]), book: "phone")
            try writer.saveSyncRecord(record("a2", made.result[1]), book: "phone")
            try writer.saveSyncRecord(record("b1", made.result[0]), book: "laptop")
            try writer.saveSyncRecord(record("b2", made.result[1], version: SyncRecord.letGoVersion), book: "laptop")
            try writer.saveSyncRecord(record("c1", made.result[0], version: ""), book: "tablet")
            try writer.saveSyncRecord(record("c2", other.result), book: "tablet")
            // A card of the book's own that a sync took for the imported hotel.
            var own = record("d1", made.result[1])
            own.cardFromBook = true
            try writer.saveSyncRecord(own, book: "desk")
        }
        #expect(try store.syncRecords(book: "desk")["d1"]?.cardFromBook == true)
        #expect(try store.syncRecords(book: "phone")["a1"]?.cardFromBook == nil)
        let batch = try #require(made.batch?.id)
        #expect(try store.cardsTracking(hotelsMadeBy: batch).isEmpty, "nothing removed yet")
        _ = try store.undo(batch)
        let tracking = try store.cardsTracking(hotelsMadeBy: batch)
        #expect(tracking.map(\.book) == ["desk", "laptop", "phone"])
        #expect(tracking.map(\.deleted) == [0, 1, 2], "an import made them: the cards of unknown origin a sync wrote")
        #expect(tracking.map(\.left) == [1, 0, 0], "the book's own card, which a sync took for the hotel, is left")
        #expect(try store.hotelsUnmade(ofCardsIn: "phone").isEmpty)
        #expect(try store.hotelsUnmade(ofCardsIn: "desk") == [made.result[1]])
    }

    @Test("a sync's undone hotels were made from its own book's cards, which it leaves; a card a sync wrote into another book goes")
    func hotelsUnmadeBySync() throws {
        let store = try HotelStore.inMemory()
        let made = try store.change(command: "sync phone") { writer throws(HotelStoreError) -> [Hotel.ID] in
            [try writer.insert(HotelDetails(name: "Hotel A")).id, try writer.insert(HotelDetails(name: "Hotel B")).id]
        }
        func record(_ item: String, _ hotel: Hotel.ID, version: String = "v") -> SyncRecord {
            SyncRecord(item: item, uid: item, version: version, cardHash: "c", hotelID: hotel, hotelHash: "h", card: "")
        }
        _ = try store.change(command: "sync laptop") { writer throws(HotelStoreError) in
            try writer.saveSyncRecord(record("a1", made.result[0]), book: "phone")
            try writer.saveSyncRecord(record("a2", made.result[1], version: ""), book: "phone")
            try writer.saveSyncRecord(record("b1", made.result[0]), book: "laptop")
        }
        let batch = try #require(made.batch?.id)
        #expect(try store.hotelsUnmade(ofCardsIn: "phone").isEmpty, "nothing undone yet")
        _ = try store.undo(batch)
        let tracking = try store.cardsTracking(hotelsMadeBy: batch)
        #expect(tracking.map(\.book) == ["laptop", "phone"])
        #expect(tracking.map(\.left) == [0, 1])
        #expect(tracking.map(\.deleted) == [1, 0])
        #expect(try store.hotelsUnmade(ofCardsIn: "phone") == [made.result[0]], "a tombstone is no card of the book")
        #expect(try store.hotelsUnmade(ofCardsIn: "laptop").isEmpty)
        // A section that takes over the book's state takes over its syncs (a review's).
        _ = try store.change(command: "sync mine") { writer throws(HotelStoreError) in try writer.renameSyncBook("phone", to: "mine") }
        #expect(try store.hotelsUnmade(ofCardsIn: "mine") == [made.result[0]])
        #expect(try store.cardsTracking(hotelsMadeBy: batch).map(\.left) == [0, 1])
        _ = try store.redo(batch)
        #expect(try store.hotelsUnmade(ofCardsIn: "mine").isEmpty)
    }
}

