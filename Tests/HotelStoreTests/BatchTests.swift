import Foundation
import HotelsTestSupport
import Testing
import TextFolding
@testable import HotelStore

struct BatchTests {
    /// A probe's: a sync that took a book's card saying what the hotel says
    /// (another client's bytes) moved every hotel's update time, which
    /// `newest` weighs edits against.
    @Test("an update of the card alone keeps the update time; one of what the hotel says moves it")
    func updateTimeMovesWithValues() throws {
        let store = try HotelStore.inMemory()
        let added = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT"))[0]
        Thread.sleep(forTimeInterval: 0.01)
        _ = try store.change(command: "sync") { batch throws(HotelStoreError) in
            try batch.update(added.id) { $0.card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Astoria\r\nEND:VCARD\r\n" }
        }
        let carded = try #require(try store.hotel(id: added.id))
        #expect(carded.card.hasPrefix("BEGIN:VCARD"))
        #expect(carded.updatedAt == added.updatedAt)
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(added.id) { $0.rating = 7 } }
        #expect(try #require(try store.hotel(id: added.id)).updatedAt > added.updatedAt)
    }

    @Test("add, edit and rm are batches; undo of each puts the store back exactly")
    func undoRestoresExactly() throws {
        let store = try HotelStore.inMemory()
        let added = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT", rating: 8, at: (48.2, 16.37)))[0]
        let before = try #require(try store.hotel(id: added.id))
        #expect(before == added)

        var edited = before
        edited.rating = 9
        edited.details.unset(.coordinate)
        let (editBatch, _) = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(edited) }
        #expect(editBatch?.updated == 1)
        #expect(try store.hotel(id: added.id)?.rating == 9)

        let (removeBatch, _) = try store.change(command: "rm") { batch throws(HotelStoreError) in try batch.delete(added.id) }
        #expect(removeBatch?.deleted == 1)
        #expect(try store.hotel(id: added.id) == nil)

        #expect(try store.undo().id == removeBatch?.id)
        #expect(try store.hotel(id: added.id) == { var hotel = edited; hotel.updatedAt = try! #require(try store.hotel(id: added.id)).updatedAt; return hotel }())
        #expect(try store.undo().id == editBatch?.id)
        #expect(try store.hotel(id: added.id) == before)
        try store.undo()
        #expect(try store.count() == 0)
        #expect(throws: HotelStoreError.nothingToUndo) { try store.undo() }
    }

    /// Undo puts hotels back in one statement inside its transaction; what
    /// that statement changes is kept to undo it alone, in memory up to
    /// ``Connection/statementJournalBytes``, then in a temporary file. SQLite
    /// writes at most 128 KiB at a time there: a larger spill failed as
    /// "database or disk is full" (SQLITE_FULL) with the disk empty.
    @Test("undo of a batch that changed hotels across a large store file: every hotel back, no 'disk is full'")
    func undoAcrossALargeStore() throws {
        let folder = TemporaryDirectory()
        let store = try HotelStore.open(at: folder.path("store.sqlite"))
        let hotels = try store.change(command: "import") { batch throws(HotelStoreError) in
            var made: [Hotel] = []
            for number in 0..<3000 {
                var details = HotelDetails.sample("Hotel \(number) " + String(repeating: "Zimmer ", count: 40), city: "Wien \(number)",
                                                  postalCode: "\(1000 + number)", country: "AT", at: (48 + Double(number) / 1e4, 16.3))
                details.notes = String(repeating: "Frühstück bis zehn. ", count: 30)
                made.append(try batch.insert(details))
            }
            return made
        }.result
        let before = try hotels.map { try #require(try store.hotel(id: $0.id)) }
        let (updates, _) = try store.change(command: "sync") { batch throws(HotelStoreError) in
            for hotel in stride(from: 0, to: 3000, by: 333).map({ hotels[$0] }) {
                var changed = hotel
                changed.details.phones = ["+43 1 \(hotel.id)"]
                changed.details.notes += " Neu."
                try batch.update(changed)
            }
        }
        #expect(updates?.updated == 10)
        #expect(try store.undo().id == updates?.id)
        #expect(try hotels.map { try store.hotel(id: $0.id) } == before)
    }

    @Test("a batch's summary is the one history shows: a hotel changed twice is one hotel updated")
    func summaryAsHistory() throws {
        let store = try HotelStore.inMemory()
        let added = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT"))[0]
        var edited = added
        let (batch, _) = try store.change(command: "edit") { writer throws(HotelStoreError) in
            edited.rating = 7
            try writer.update(edited)
            edited.rating = 8
            try writer.update(edited)
        }
        let summary = try #require(batch)
        #expect(summary.updated == 1)
        #expect(try store.history(limit: 1) == [summary])
    }

    @Test("a batch that later batches built on is blocked, and says by which")
    func blocked() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Inn"))[0]
        let other = try store.add(.sample("Lodge"))[0]
        var changed = hotel
        changed.city = "Bath"
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(changed) }
        _ = try store.change(command: "edit other") { batch throws(HotelStoreError) in
            var next = other
            next.city = "York"
            try batch.update(next)
        }
        #expect(throws: HotelStoreError.undoBlocked(batch: 1, by: [3])) { try store.undo(1) }
        // Undo the blocker, then the first batch goes through.
        try store.undo(3)
        try store.undo(1)
        #expect(try store.hotel(id: hotel.id) == nil)
        #expect(throws: HotelStoreError.alreadyUndone(1)) { try store.undo(1) }
        #expect(throws: HotelStoreError.noSuchBatch(99)) { try store.undo(99) }
        // The undone batches are still listed, marked.
        let history = try store.history()
        #expect(history.map(\.id) == [4, 3, 2, 1])
        #expect(history.filter { $0.undoneAt != nil }.map(\.id) == [3, 1])
    }

    @Test("a change that throws leaves no rows and no batch")
    func rollback() throws {
        let store = try HotelStore.inMemory()
        #expect(throws: HotelStoreError.noSuchHotel(42)) {
            try store.change(command: "bad") { batch throws(HotelStoreError) in
                try batch.insert(.sample("Half"))
                try batch.delete(42)
            }
        }
        #expect(try store.count() == 0)
        #expect(try store.history().isEmpty)
    }

    @Test("hotels a batch creates and then changes or removes are all undone as created; abandon rolls back")
    func createdInOneBatch() throws {
        let store = try HotelStore.inMemory()
        let kept = try store.add(.sample("Kept"))[0]
        let (batch, _) = try store.change(command: "import") { writer throws(HotelStoreError) in
            let first = try writer.insert(.sample("A"))
            try writer.insert(.sample("B"))
            let third = try writer.insert(.sample("C"))
            var renamed = first
            renamed.details.name = "A2"
            try writer.update(renamed)
            try writer.delete(third.id)
        }
        #expect(batch?.created == 3)
        #expect(try store.allHotels().map(\.name) == ["Kept", "A2", "B"])
        // No snapshot rows: the created range stands for them.
        #expect(try store.history().first.map { ($0.created, $0.updated, $0.deleted) } ?? (0, 0, 0) == (3, 0, 0))
        try store.undo()
        #expect(try store.allHotels().map(\.id) == [kept.id])

        let (abandoned, _) = try store.change(command: "dry") { writer throws(HotelStoreError) in
            try writer.insert(.sample("Never"))
            writer.abandon()
        }
        #expect(abandoned == nil)
        #expect(try store.allHotels().map(\.id) == [kept.id])
        #expect(try store.history().count == 2)
    }

    @Test("a change that changes nothing records no batch")
    func emptyBatch() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Inn"))[0]
        let (batch, _) = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(hotel) }
        #expect(batch == nil)
        #expect(try store.history().count == 1)
    }

    @Test("an update writes what changed and leaves the rest as stored; the store is sound and found by its new keys")
    func updateWritesChangedColumns() throws {
        let store = try HotelStore.inMemory()
        var hotel = try store.add(.sample("Hotel Adlon", city: "Berlin", postalCode: "10117", country: "DE", rating: 5, trip: "2024",
                                          at: (52.5, 13.4)))[0]
        func row() throws -> [String] {
            try store.connection.prepare("SELECT name_key, city_key, postal_key, trip, latitude, notes, rating FROM hotels WHERE id = ?")
                .rows([.integer(hotel.id)]) { row in (0..<7).map { row.isNull($0) ? "NULL" : row.string($0) } }[0]
        }
        let keysBefore = try row().prefix(3)
        // A note alone: the keys stay.
        hotel.details.notes = "room 412"
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(hotel) }
        #expect(try row().prefix(3) == keysBefore)
        #expect(try row()[5] == "room 412")
        // Renamed, moved to another city, trip, position and rating removed: each column follows.
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in
            try writer.update(hotel.id) {
                $0.details.name = "Hotel de Rome"
                $0.details.city = "Potsdam"
                $0.details.trip = nil
                $0.details.coordinate = nil
                $0.details.rating = nil
            }
        }
        let after = try row()
        #expect(after[0] != keysBefore[keysBefore.startIndex] && after[1] != keysBefore[keysBefore.startIndex + 1])
        #expect(after[2] == keysBefore[keysBefore.startIndex + 2])
        #expect(Array(after[3...]) == ["NULL", "NULL", "room 412", "NULL"])
        #expect(try store.hotels(named: "hotel de rome").map(\.id) == [hotel.id])
        #expect(try store.hotels(named: "adlon").isEmpty)
        #expect(try store.integrityCheck() == ["ok"])
        // Undo puts every column back.
        try store.undo()
        #expect(try row() == Array(keysBefore) + ["2024", "52.5", "room 412", "5"])
    }

    @Test("an update writes a text that changes only in its Unicode form")
    func updateComparesBytes() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Caf\u{E9} Royal", city: "Par\u{E9}s"))[0]
        let (_, after) = try store.change(command: "edit") { writer throws(HotelStoreError) in
            try writer.update(hotel.id) {
                $0.details.name = "Cafe\u{301} Royal"      // the same name, decomposed (as some clients write it)
                $0.details.notes = "room 412"
            }
        }.result
        let stored = try #require(try store.hotel(id: hotel.id))
        #expect(Array(stored.name.utf8) == Array(after.name.utf8) && Array(stored.name.utf8) == Array("Cafe\u{301} Royal".utf8))
        #expect(stored.notes == "room 412")
        // The same bytes again: nothing to write, no batch.
        let (batch, _) = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(stored) }
        #expect(batch == nil)
    }

    @Test("an update refreshes match keys a store holds from an older folding, with any other change")
    func updateRefreshesStaleKeys() throws {
        let store = try HotelStore.inMemory()
        let hotel = try store.add(.sample("Hotel Adlon", city: "Berlin"))[0]
        try store.connection.execute("UPDATE hotels SET name_key = 'stale', city_key = 'stale' WHERE id = \(hotel.id)")
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(hotel.id) { $0.details.notes = "x" } }
        #expect(try store.hotels(named: "hotel adlon").map(\.id) == [hotel.id])
        #expect(try store.connection.scalarText("SELECT city_key FROM hotels WHERE id = \(hotel.id)") == "berlin")
    }

    @Test("history counts what each batch did")
    func historyCounts() throws {
        let store = try HotelStore.inMemory()
        let hotels = try store.add(.sample("A"), .sample("B"), .sample("C"))
        _ = try store.change(command: "mixed") { batch throws(HotelStoreError) in
            try batch.delete(hotels[0].id)
            var next = hotels[1]
            next.rating = 3
            try batch.update(next)
            next.rating = 4
            try batch.update(next)
            try batch.insert(.sample("D"))
        }
        let latest = try #require(try store.history().first)
        #expect((latest.created, latest.updated, latest.deleted) == (1, 1, 1))
        #expect(latest.command == "mixed")
        // One undo reverts the whole batch, however many steps it took.
        try store.undo()
        #expect(try store.allHotels().map(\.name) == ["A", "B", "C"])
        #expect(try store.hotel(id: hotels[1].id)?.rating == nil)
    }
}

/// `prepareForBulkLoad`: an empty store's indexes are built at the end of the batch.
struct BulkLoadTests {
    /// The store's indexes on `hotels`, as SQLite keeps them.
    static func indexes(_ store: HotelStore) throws -> [String] {
        try store.connection.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'hotels' ORDER BY name")
            .rows { $0.optionalString(0) ?? "(automatic)" }
    }

    static func cacheSize(_ store: HotelStore) throws -> Int64? {
        try store.connection.scalarInt("PRAGMA cache_size")
    }

    @Test("an empty store drops its secondary indexes (and halves its page cache) for the batch and has them all back, sound, after it")
    func emptyStore() throws {
        let store = try HotelStore.inMemory()
        let before = try Self.indexes(store)
        #expect(before.count >= 5)
        let (batch, during) = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.prepareForBulkLoad()
            for index in 0..<200 {
                try writer.insert(.sample("Hotel \(index)", city: "City \(index % 7)", at: (Double(index) / 10, 8)))
            }
            return (try? Self.indexes(store), try? Self.cacheSize(store))
        }
        #expect(batch?.created == 200)
        #expect(during.0 == ["(automatic)"])
        #expect(during.1 == -Int64(BatchWriter.bulkLoadCacheKilobytes))
        #expect(try Self.cacheSize(store) == -Int64(HotelStore.cacheKilobytes))
        #expect(try Self.indexes(store) == before)
        #expect(try store.integrityCheck() == ["ok"])
        // The rebuilt indexes serve queries: by city (hotels_city) and by name.
        var query = HotelQuery()
        query.city = "City 3"
        #expect(try store.hotels(query).count == 29)  // 3, 10, … 199
        #expect(try store.hotels(named: "Hotel 42").map(\.name) == ["Hotel 42"])
    }

    @Test("an abandoned batch leaves the indexes as they were")
    func abandoned() throws {
        let store = try HotelStore.inMemory()
        let before = try Self.indexes(store)
        _ = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.prepareForBulkLoad()
            try writer.insert(.sample("Hotel"))
            writer.abandon()
        }
        #expect(try Self.indexes(store) == before)
        #expect(try Self.cacheSize(store) == -Int64(HotelStore.cacheKilobytes))
        #expect(try store.count() == 0)
    }

    @Test("a store with hotels keeps its indexes through the batch")
    func storeWithHotels() throws {
        let store = try HotelStore.inMemory()
        try store.add(.sample("First Inn"))
        let before = try Self.indexes(store)
        let (_, during) = try store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.prepareForBulkLoad()
            try writer.insert(.sample("Second Inn"))
            return try? Self.indexes(store)
        }
        #expect(during == before)
        #expect(try Self.indexes(store) == before)
    }
}

@Suite("Cards remembered as no places to stay")
struct SyncSkippedFormTests {
    @Test("the stored form gives back every version and base id; an earlier form remembers nothing")
    func roundTrip() {
        let ids: [UInt64: String] = [0x0123_4567_89ab_cdef: "uid-1", 1: "file name.vcf", 0: "", .max: "ü\u{0}" + String(repeating: "u", count: 300)]
        let cards = SkippedCards(ids)
        let read = SkippedCards(decoding: cards.encoded)
        #expect(read == cards)
        #expect(read.count == 4)
        for (key, id) in ids { #expect(read[key] == id) }
        #expect(!read.contains(2) && read[2] == nil)
        #expect(SkippedCards(decoding: SkippedCards().encoded).isEmpty)
        // The first form: eight bytes a card, no magic.
        #expect(SkippedCards(decoding: [UInt8](repeating: 7, count: 64)).isEmpty)
        // Cut short: nothing rather than a wrong half.
        #expect(SkippedCards(decoding: Array(cards.encoded.dropLast())).isEmpty)
    }

    @Test("each card keeps the key of its UID through the stored form and a copy; the form before it remembers nothing")
    func uidKeys() {
        let cards = SkippedCards([1: (id: "paul.vcf", uidKey: 0xdead_beef), 2: (id: "anna.vcf", uidKey: 0)])
        let read = SkippedCards(decoding: cards.encoded)
        #expect(read == cards && read.uidKey(1) == 0xdead_beef && read.uidKey(2) == nil && read.uidKey(3) == nil)
        var copied = SkippedCards()
        copied.copy(1, from: read)
        #expect(copied.uidKey(1) == 0xdead_beef && copied[1] == "paul.vcf")
        // Another UID's key is another card.
        #expect(SkippedCards([1: (id: "paul.vcf", uidKey: 7)]) != cards.filtered(1))
        // The second form ("skipped/2", an id and no UID's key): judged once more.
        #expect(SkippedCards(decoding: Array("skipped/2\n".utf8) + [1, 0, 0, 0, 0, 0, 0, 0, 1, 0x61]).isEmpty)
    }

    @Test("entries copied, set and removed compare by what they hold, not how they are stored")
    func equality() {
        let read = SkippedCards(decoding: SkippedCards([1: "a", 2: "bb", 3: "ccc"]).encoded)
        var copied = SkippedCards()
        for key: UInt64 in [3, 1, 2] { copied.copy(key, from: read) }
        #expect(copied == read && copied[2] == "bb")
        var changed = copied
        changed[2] = "bx"
        #expect(changed != read)
        changed[2] = nil
        #expect(changed != read && changed.count == 2)
        changed[2] = "bb"
        #expect(changed == read)
        #expect(SkippedCards(decoding: changed.encoded) == read)
    }
}

@Suite("The store's generation")
struct StoreGenerationStoreTests {
    @Test("every change, undo and redo raises it; a sync's generation is kept only when no writer came between")
    func generation() throws {
        let store = try HotelStore.inMemory()
        let start = try store.generation()
        let added = try store.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(HotelDetails(name: "Hotel A")) }
        #expect(try store.generation() == start + 1)
        _ = try store.undo(added.batch?.id)
        #expect(try store.generation() == start + 2)
        _ = try store.redo()
        #expect(try store.generation() == start + 3)

        let status = SyncBookStatus(book: "b", location: "/b.vcf", syncedAt: .now(), outcome: "", warnings: [])
        // A sync that read the store at `start + 3`: its own transaction is the only one since.
        _ = try store.change(command: "sync b") { writer throws(HotelStoreError) in
            try writer.saveSyncStatus(status)
            try writer.saveSyncGeneration(expected: start + 4, settings: "s", book: "b")
        }
        #expect(try store.syncGeneration(book: "b")?.generation == start + 4)
        #expect(try store.syncGeneration(book: "b")?.settings == "s")
        // One that read it before another writer's change: the next sync reads every hotel.
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in try writer.update(added.result.id) { $0.details.notes = "x" } }
        _ = try store.change(command: "sync b") { writer throws(HotelStoreError) in
            try writer.saveSyncStatus(status)
            try writer.saveSyncGeneration(expected: start + 5, settings: "s", book: "b")
        }
        #expect(try store.syncGeneration(book: "b") == nil)
    }
}

@Suite("Quiet syncs")
struct QuietSyncTests {
    @Test("a quiet sync's time shows as the book's last sync, kept beside the store; without that file, the last written sync's")
    func quietTimes() throws {
        let folder = TemporaryDirectory()
        let store = try HotelStore.open(at: folder.path("store.sqlite"))
        let written = Timestamp(millisecondsSince1970: 1_700_000_000_000)
        _ = try store.change(command: "sync b") { writer throws(HotelStoreError) in
            try writer.saveSyncStatus(SyncBookStatus(book: "b", location: "/b.vcf", syncedAt: written, outcome: "same", warnings: []))
        }
        let quiet = Timestamp(millisecondsSince1970: 1_700_000_600_000)
        try store.noteQuietSync(book: "b", at: quiet, outcome: "nothing to do")
        try store.noteQuietSync(book: "other\tname", at: quiet, outcome: "x")
        #expect(try store.syncBooks().map(\.syncedAt) == [quiet])
        #expect(try store.syncBooks().first?.outcome == "nothing to do")
        try FileManager.default.removeItem(atPath: folder.path("store.sqlite.sync-runs"))
        #expect(try store.syncBooks().map(\.syncedAt) == [written])
        #expect(try store.syncBooks().first?.outcome == "same")
    }

    /// A probe's: a sync killed while writing the notes left its temporary
    /// file, named by its pid, beside the store for good. A running
    /// process's is left alone (an import from a server may write the notes
    /// while a sync does).
    /// An environment probe's: two books named by paths that differ only in composition shared one note.
    @Test("books named by a path composed and decomposed have a quiet note each, on disk as in memory")
    func quietNotesByBytes() throws {
        let folder = TemporaryDirectory()
        for path in [folder.path("store.sqlite"), ":memory:"] {
            let store = path == ":memory:" ? try HotelStore.inMemory() : try HotelStore.open(at: path)
            let composed = "/b/t\u{E9}l.vcf", decomposed = "/b/te\u{301}l.vcf"
            try store.noteQuietSync(book: composed, at: Timestamp(millisecondsSince1970: 1_700_000_000_000), outcome: "one")
            try store.noteQuietSync(book: decomposed, at: Timestamp(millisecondsSince1970: 1_700_000_000_000), outcome: "two")
            #expect(store.quietSyncNotes()[ExactText(composed)]?.outcome == "one", "\(path)")
            #expect(store.quietSyncNotes()[ExactText(decomposed)]?.outcome == "two", "\(path)")
            #expect(try store.syncBooks(unrecorded: true).map(\.outcome).sorted() == ["one", "two"], "\(path)")
        }
    }

    @Test("a temporary file a killed sync left beside the store is removed by the next note; a running process's is not")
    func quietNoteAfterKilledRun() throws {
        let folder = TemporaryDirectory()
        let store = try HotelStore.open(at: folder.path("store.sqlite"))
        // A pid no process has: beyond the kernel's largest.
        let dead = folder.path("store.sqlite.sync-runs.4194305.tmp"), running = folder.path("store.sqlite.sync-runs.1.tmp")
        for path in [dead, running] { #expect(FileManager.default.createFile(atPath: path, contents: Data("b\t12".utf8))) }
        try store.noteQuietSync(book: "b", at: Timestamp(millisecondsSince1970: 1_700_000_000_000), outcome: "nothing to do")
        #expect(store.quietSyncNotes()[ExactText("b")]?.outcome == "nothing to do")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasSuffix(".tmp") } == ["store.sqlite.sync-runs.1.tmp"])
    }

    /// A review's: through a link the notes went beside the link, so
    /// `hotels books` showed other times by the store's other name.
    @Test("the store opened through a link notes its quiet syncs beside the file it leads to")
    func quietThroughLink() throws {
        let folder = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        let store = try HotelStore.open(at: folder.path("real/store.sqlite"))
        #expect(symlink(folder.path("real/store.sqlite"), folder.path("link.sqlite")) == 0)
        let linked = try HotelStore.open(at: folder.path("link.sqlite"))
        try linked.noteQuietSync(book: "b", at: Timestamp(millisecondsSince1970: 1_700_000_000_000), outcome: "through the link")
        #expect(FileManager.default.fileExists(atPath: folder.path("real/store.sqlite.sync-runs")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("link.sqlite.sync-runs")))
        #expect(store.quietSyncNotes()[ExactText("b")]?.outcome == "through the link")
    }

    /// A store folder nothing can be made in (the user's choice; a root's
    /// test stands for it with a folder where the temporary file would go):
    /// a sync that changed nothing failed, as the note could not be written.
    @Test("where no temporary file can be made beside the store, the note is written over in place")
    func quietNoteInPlace() throws {
        let folder = TemporaryDirectory()
        let store = try HotelStore.open(at: folder.path("store.sqlite"))
        try store.noteQuietSync(book: "b", at: Timestamp(millisecondsSince1970: 1_700_000_000_000), outcome: "first")
        try FileManager.default.createDirectory(atPath: folder.path("store.sqlite.sync-runs.\(getpid()).tmp"), withIntermediateDirectories: false)
        let later = Timestamp(millisecondsSince1970: 1_700_000_600_000)
        try store.noteQuietSync(book: "b", at: later, outcome: "nothing to do")
        #expect(store.quietSyncNotes()[ExactText("b")]?.outcome == "nothing to do")
    }
}

extension SkippedCards {
    /// The card of `key` alone.
    func filtered(_ key: UInt64) -> SkippedCards {
        var one = SkippedCards()
        one.copy(key, from: self)
        return one
    }
}
