import Foundation
import HotelsTestSupport
import SQLite
import Testing
@testable import HotelStore

/// Damage inside a page, which opening a store does not read (a crash
/// probe flipped bytes of a store: `list` and writes went on, then a write
/// failed with SQLite's "CHECK constraint failed", status 74).
struct DamagedStoreTests {
    @Test("a write that meets a row hotels never wrote is the store's damage, said as such, and changes nothing")
    func constraintOnDamage() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try HotelStore.open(at: path)
        let added = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT", rating: 8))[0]
        // What a flipped byte can make of a row: a rating no hotel has.
        let other = try Connection(path: path, mode: .readWrite)
        try other.execute("PRAGMA ignore_check_constraints = 1")
        try other.execute("UPDATE hotels SET rating = 99 WHERE id = \(added.id)")
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(added.id) { $0.notes = "quiet" } }
        // The undo writes the row as it was back, and meets the damage.
        let error = #expect(throws: HotelStoreError.self) { try store.undo() }
        guard case .corrupt(let shown, let detail)? = error else {
            Issue.record("expected a damaged store, got \(String(describing: error))")
            return
        }
        #expect(shown == path && detail.contains("CHECK constraint failed"))
        #expect(error?.description.contains("the store is damaged") == true)
        #expect(try store.hotel(id: added.id)?.notes == "quiet")
        #expect(try store.history().count == 2)
    }

    /// A probe's: an import onto a full disk exited 74, "database or disk
    /// is full (SQLite code 13)", where the man page gives 73 to a store
    /// that cannot be written.
    @Test("a change the disk has no room for is the store's 'full', and changes nothing")
    func diskFull() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try HotelStore.open(at: path)
        _ = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT"))
        // A disk that holds the store as it is and a page or two more.
        let pages = try #require(Int(try store.connection.scalarText("PRAGMA page_count") ?? ""))
        try store.connection.execute("PRAGMA max_page_count = \(pages + 2)")
        let error = #expect(throws: HotelStoreError.self) {
            try store.change(command: "import") { batch throws(HotelStoreError) in
                for index in 0..<2_000 {
                    var hotel = HotelDetails.sample("Hotel \(index)", city: "Graz", country: "AT")
                    hotel.notes = String(repeating: "n", count: 500)
                    _ = try batch.insert(hotel)
                }
            }
        }
        #expect(error == .full(path: path))
        #expect(error?.description.contains("the disk that holds the store, or the temporary folder, is full") == true)
        #expect(try store.allHotels().map(\.details.name) == ["Hotel Astoria"])
    }

    @Test("a constraint a sound store refuses stays SQLite's own error")
    func constraintOnSoundStore() throws {
        let store = try HotelStore.inMemory()
        let added = try store.add(.sample("Hotel Astoria", city: "Wien", country: "AT"))[0]
        let error = #expect(throws: HotelStoreError.self) {
            try store.change(command: "edit") { batch throws(HotelStoreError) in
                try store.sql { () throws(SQLiteError) in try store.connection.execute("UPDATE hotels SET rating = 99 WHERE id = \(added.id)") }
                _ = batch
            }
        }
        guard case .sqlite? = error else {
            Issue.record("expected SQLite's error, got \(String(describing: error))")
            return
        }
    }
}
