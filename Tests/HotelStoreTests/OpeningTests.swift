import Foundation
import HotelsTestSupport
import SQLite
import Testing
@testable import HotelStore

struct OpeningTests {
    @Test("a new store gets a 0700 folder and a 0600 file, at the latest schema")
    func createsPrivateFiles() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("data/hotels/hotels.sqlite")
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelStore.latestSchemaVersion)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path("data/hotels"))
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("a missing store opened as .empty is empty, read-only, and leaves no file")
    func missingShownEmpty() throws {
        let folder = TemporaryDirectory()
        let store = try HotelStore.open(at: folder.path("none.sqlite"), ifMissing: .empty)
        #expect(try store.count() == 0)
        #expect(store.isReadOnly)
        #expect(throws: HotelStoreError.readOnly(path: folder.path("none.sqlite"))) { try store.add(.sample("Inn")) }
        // Nothing to step through is what an undo or a redo says first.
        #expect(throws: HotelStoreError.nothingToUndo) { try store.undo() }
        #expect(throws: HotelStoreError.nothingToRedo) { try store.redo() }
        #expect(throws: HotelStoreError.noSuchBatch(3)) { try store.undo(3) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("none.sqlite")))
    }

    /// A probe's: `list --store` on an empty file (one a failed first
    /// import left, a mistyped path) made it a store of 320 KB.
    @Test("an empty file opened as .empty is an empty store, and is left as it was")
    func emptyFileShownEmpty() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("zero.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try HotelStore.open(at: path, ifMissing: .empty)
        #expect(try store.count() == 0)
        #expect(store.isReadOnly)
        #expect(fileBytes(path) == Data())
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        // A writing command makes it a store.
        let written = try HotelStore.open(at: path, ifMissing: .create)
        #expect(try written.count() == 0 && !written.isReadOnly)
        #expect((fileBytes(path)?.count ?? 0) > 0)
    }

    /// A probe's: a first import on a full disk left a store of 0 bytes
    /// and its journal behind.
    @Test("a store this open created and could not set up is not left behind")
    func failedCreationLeavesNothing() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("s.sqlite")
        // The journal cannot be written: setting up the schema fails, as on a full disk.
        try FileManager.default.createDirectory(atPath: path + "-journal", withIntermediateDirectories: false)
        #expect(throws: HotelStoreError.self) { try HotelStore.open(at: path, ifMissing: .create) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a text file is not a store, and is left byte for byte")
    func textFile() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("notes.sqlite")
        try Data("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: path))
        let before = fileBytes(path)
        #expect(throws: HotelStoreError.notAStore(path: path)) { try HotelStore.open(at: path) }
        #expect(fileBytes(path) == before)
    }

    @Test("a folder where the store should be cannot be opened (it exists), whether the store would be made or only read")
    func folder() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("store.sqlite")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        for missing in [HotelStore.MissingStore.create, .empty] {
            #expect(throws: HotelStoreError.cannotOpen(path: path, reason: "it is a folder")) { try HotelStore.open(at: path, ifMissing: missing) }
        }
    }

    @Test("a store whose file is removed while it is open refuses to write, saying so (not 'read-only')")
    func removedWhileOpen() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try HotelStore.open(at: path)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: HotelStoreError.moved(path: path)) {
            _ = try store.change(command: "add") { batch throws(HotelStoreError) in try batch.insert(HotelDetails(name: "Inn")) }
        }
        #expect(HotelStoreError.moved(path: path).description.contains("removed or renamed while in use"))
    }

    @Test("another program's SQLite database is not a store, and is left byte for byte")
    func foreignDatabase() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("other.sqlite")
        do {
            let db = try Connection(path: path, mode: .create)
            try db.execute("CREATE TABLE notes (text); INSERT INTO notes VALUES ('keep me')")
        }
        let before = fileBytes(path)
        #expect(throws: HotelStoreError.notAStore(path: path)) { try HotelStore.open(at: path) }
        #expect(fileBytes(path) == before)
    }

    @Test("a store from a newer hotels is refused and left byte for byte")
    func newerSchema() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("future.sqlite")
        _ = try HotelStore.open(at: path)
        do {
            let db = try Connection(path: path, mode: .readWrite)
            try db.execute("PRAGMA journal_mode = DELETE")
            try db.setUserVersion(HotelStore.latestSchemaVersion + 1)
        }
        let before = fileBytes(path)
        #expect(throws: HotelStoreError.newerSchema(path: path, found: HotelStore.latestSchemaVersion + 1,
                                                    supported: HotelStore.latestSchemaVersion)) {
            try HotelStore.open(at: path)
        }
        #expect(fileBytes(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("a store written at schema version 1 opens, upgrades, and keeps its rows, keys and undo history")
    func migratesVersion1() throws {
        let folder = TemporaryDirectory()
        // The fixture: what hotels 0.1 (schema 1) wrote.
        let path = try HotelStore.file(atSchema: 1, in: folder, rows: """
            INSERT INTO hotels (uid, name, city, postal_code, country, phones, rating, created_at, updated_at)
            VALUES ('urn:uuid:1', 'Gästehaus Müller', 'München', '80331', 'DE', '+49 89 1' || char(10) || '+49 89 2', 7,
                    '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z');
            INSERT INTO batches (started_at, command) VALUES ('2025-01-02T00:00:00.000Z', 'edit 1');
            INSERT INTO batch_changes (batch_id, hotel_id, action, uid, name, city, postal_code, country, phones,
                                       emails, url, notes, created_at, updated_at, card, street, region)
            VALUES (1, 1, 'update', 'urn:uuid:1', 'Gasthaus Müller', 'München', '80331', 'DE', '', '', '', '',
                    '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', '', '', '');
            INSERT INTO hotels (uid, name, created_at, updated_at)
            VALUES ('urn:uuid:2', 'Pension Ost', '2025-01-03T00:00:00.000Z', '2025-01-03T00:00:00.000Z');
            INSERT INTO batches (started_at, command) VALUES ('2025-01-03T00:00:00.000Z', 'add');
            INSERT INTO batch_changes (batch_id, hotel_id, action) VALUES (2, 2, 'create');
            """)
        #expect(try Connection(path: path, mode: .readOnly).userVersion == 1)
        let store = try HotelStore.open(at: path)
        #expect(try store.schemaVersion == HotelStore.latestSchemaVersion)
        let hotel = try #require(try store.hotel(id: 1))
        #expect(hotel.name == "Gästehaus Müller")
        #expect(hotel.phones == ["+49 89 1", "+49 89 2"])
        #expect(hotel.rating == 7)
        #expect(hotel.updatedAt == Timestamp(iso8601: "2025-01-02T00:00:00Z"))
        // The new keys were filled in, so lookups by name work on old rows.
        #expect(try store.hotels(named: "GASTEHAUS muller").map(\.id) == [1])
        #expect(try store.hotels({ var query = HotelQuery(); query.city = "munchen"; return query }()).count == 1)
        // The old batches can still be undone (a create recorded as a row,
        // as before schema 3), and the restored row has its keys.
        #expect(try store.history().map(\.created) == [1, 0])
        try store.undo(2)
        #expect(try store.hotel(id: 2) == nil)
        try store.undo(1)
        #expect(try store.hotel(id: 1)?.name == "Gasthaus Müller")
        #expect(try store.hotels(named: "gasthaus muller").map(\.id) == [1])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("a damaged store gives a clear error, not a crash")
    func corrupt() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("damaged.sqlite")
        do {
            let store = try HotelStore.open(at: path)
            for index in 0..<200 { try store.add(.sample("Hotel \(index)", city: String(repeating: "x", count: 200))) }
        }
        // Scribble over every page after the first (the header stays valid).
        var bytes = try #require(fileBytes(path))
        #expect(bytes.count > 8192)
        for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let outcome = Result { () throws(HotelStoreError) -> [Hotel] in try HotelStore.open(at: path).allHotels() }
        guard case .failure(let error) = outcome else {
            Issue.record("no error")
            return
        }
        switch error {
        case .corrupt, .notAStore: break
        default: Issue.record("unexpected \(error)")
        }
        #expect(error.description.contains(path))
    }

    @Test("two processes' worth of writers on one store: all rows land, the store stays sound")
    func concurrentWriters() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("busy.sqlite")
        _ = try HotelStore.open(at: path)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            do {
                let store = try HotelStore.open(at: path)
                for index in 0..<25 { try store.add(.sample("Worker \(worker) hotel \(index)")) }
            } catch {
                failures.increment()
            }
        }
        let store = try HotelStore.open(at: path)
        #expect(failures.value == 0)
        #expect(try store.count() == 100)
        #expect(try store.integrityCheck() == ["ok"])
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

struct BusyTests {
    @Test("a writer that cannot get the lock within the timeout says the store is busy, and writes nothing")
    func busy() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("held.sqlite")
        _ = try HotelStore.open(at: path)
        let holder = try Connection(path: path, mode: .readWrite)
        try holder.execute("BEGIN IMMEDIATE")
        let store = try HotelStore.open(at: path, busyTimeoutMilliseconds: 100)
        #expect(throws: HotelStoreError.busy(path: path)) { try store.add(.sample("Late Inn")) }
        #expect(HotelStoreError.busy(path: path).description.contains("busy"))
        try holder.execute("ROLLBACK")
        try store.add(.sample("Late Inn"))
        #expect(try store.count() == 1)
    }
}

/// The store's journal: a rollback journal kept between transactions and
/// 16 KiB pages for a new store; a store made in WAL mode by an earlier
/// version converted when it can be.
struct JournalTests {
    static func mode(_ path: String) throws -> String? {
        try Connection(path: path, mode: .readOnly).scalarText("PRAGMA journal_mode")
    }

    @Test("a new store has a rollback journal, kept between transactions with its header zeroed and cut back after a large one, and 16 KiB pages")
    func newStore() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("hotels.sqlite")
        let store = try HotelStore.open(at: path)
        try store.add(.sample("Inn"))
        #expect(try store.connection.scalarText("PRAGMA journal_mode") == "persist")
        // A fresh connection to the file sees a rollback journal (the mode is each connection's own).
        #expect(try Self.mode(path) == "delete")
        #expect(try Connection(path: path, mode: .readOnly).scalarInt("PRAGMA page_size") == Int64(HotelStore.pageSize))
        for suffix in ["-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: path + suffix)) }
        // The journal left is never played back: its header is zero.
        let journal = try #require(FileManager.default.contents(atPath: path + "-journal"))
        #expect(journal.prefix(28).allSatisfy { $0 == 0 })

        // A transaction that changes more pages than the journal keeps: its journal is cut back after it.
        var details: [HotelDetails] = []
        for index in 0..<3_000 {
            var hotel = HotelDetails.sample("Inn \(index)")
            hotel.notes = String(repeating: "n", count: 2_000)
            details.append(hotel)
        }
        let ids = try store.change(command: "import") { writer throws(HotelStoreError) -> [Hotel.ID] in
            try details.map { details throws(HotelStoreError) in try writer.insert(details).id }
        }.result
        _ = try store.change(command: "edit") { writer throws(HotelStoreError) in
            for id in ids { try writer.update(id) { $0.details.notes += "!" } }
        }
        let size = try #require(FileManager.default.attributesOfItem(atPath: path + "-journal")[.size] as? Int)
        #expect(size <= HotelStore.journalBytesKept)
        #expect(FileManager.default.contents(atPath: path + "-journal")?.prefix(28).allSatisfy { $0 == 0 } == true)
        #expect(try HotelStore.open(at: path).count() == 3_001)
    }

    @Test("a store left in WAL mode is converted when it is opened alone, and keeps its hotels")
    func convertsWAL() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("hotels.sqlite")
        try HotelStore.open(at: path).add(.sample("Old Inn"))
        #expect(try Connection(path: path, mode: .readWrite).scalarText("PRAGMA journal_mode = WAL") == "wal")
        let store = try HotelStore.open(at: path)
        #expect(try Self.mode(path) == "delete")
        #expect(try store.connection.scalarText("PRAGMA journal_mode") == "persist")
        #expect(try store.count() == 1)
    }

    @Test("a WAL store another connection is reading stays in WAL, and reads and writes go on at once")
    func keepsWALWhileShared() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("hotels.sqlite")
        try HotelStore.open(at: path).add(.sample("Old Inn"))
        let reader = try Connection(path: path, mode: .readWrite)
        #expect(try reader.scalarText("PRAGMA journal_mode = WAL") == "wal")
        try reader.execute("BEGIN")
        #expect(try reader.scalarInt("SELECT count(*) FROM hotels") == 1)

        let started = ContinuousClock.now
        let store = try HotelStore.open(at: path)
        try store.add(.sample("New Inn"))
        #expect(try store.count() == 2)
        // No wait for the busy timeout: the conversion is tried, not waited for.
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(try reader.scalarText("PRAGMA journal_mode") == "wal")
        try reader.execute("COMMIT")
    }
}

struct StoreLocationTests {
    @Test("the store path: --store, HOTELS_STORE, else hotels.sqlite in the XDG data home's hotels folder", arguments: [
        (String?.some("/s.sqlite"), ["HOTELS_STORE": "/e.sqlite", "HOME": "/h"], String?.some("/s.sqlite")),
        (nil, ["HOTELS_STORE": "/e.sqlite", "XDG_DATA_HOME": "/d"], "/e.sqlite"),
        (nil, ["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/hotels/hotels.sqlite"),
        (nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/hotels/hotels.sqlite"),
        (nil, ["HOTELS_STORE": "", "HOME": "/h"], "/h/.local/share/hotels/hotels.sqlite"),
        (nil, [:], nil),
    ])
    func resolve(_ explicit: String?, _ environment: [String: String], _ path: String?) {
        #expect(StoreLocation.resolve(explicit: explicit, environment: environment) == path)
    }
}
