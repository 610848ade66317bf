import Books
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing
import VCard

/// A book whose first writes fail as told, then write as a book in memory.
private final class FailingBook: Books.AddressBook {
    let inner = MemoryBook()
    var failures: [BookError]

    init(failures: [BookError]) { self.failures = failures }

    var location: String { inner.location }

    func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
              _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try inner.scan(knowing: known, reading: wanted, visit)
    }

    func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        if !changes.isEmpty, !failures.isEmpty { throw failures.removeFirst() }
        return try inner.apply(changes, afterEachWrite: afterEachWrite)
    }
}

/// The book's write runs beside the store's changes (``BackgroundBookWrite``):
/// when it fails, the store's changes made meanwhile roll back.
@Suite("A sync's book write beside the store's changes")
struct BackgroundBookWriteTests {
    /// A store with a hotel the book lacks (pushed: a book write) and a
    /// book with two hotels the store lacks (pulled: store changes).
    private func setUp(_ failures: [BookError]) throws -> (HotelStore, FailingBook) {
        let store = try HotelStore.inMemory()
        var details = HotelDetails(name: "Casa Nova")
        details.city = "Lisboa"
        details.country = "PT"
        _ = try store.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(details) }
        let book = FailingBook(failures: failures)
        book.inner.put("avenida.vcf", Cards.hotel("Hotel Avenida", uid: "avenida"))
        book.inner.put("flor.vcf", Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"))
        return (store, book)
    }

    private func hotelCount(_ store: HotelStore) throws -> Int {
        var count = 0
        try store.forEachHotel(HotelQuery()) { _ in count += 1; return true }
        return count
    }

    @Test("a card changed meanwhile: the store's changes roll back and the run starts over, with no hotel made twice")
    func retried() throws {
        let (store, book) = try setUp([.changedMeanwhile(path: "memory", item: "x")])
        let outcome = try SyncRunner(book: book, name: "t", store: store, options: SyncOptions(), selector: LodgingSelector()).run()
        #expect(outcome.attempts == 2)
        #expect(try hotelCount(store) == 3)
        #expect(book.inner.cards.count == 3)
    }

    @Test("a write that fails: the store keeps nothing of the run but why it stopped, and the book's error is what the run throws")
    func failed() throws {
        let (store, book) = try setUp([.cannotWrite(path: "memory", reason: "disk full")])
        #expect(throws: SyncError.book(.cannotWrite(path: "memory", reason: "disk full"))) {
            try SyncRunner(book: book, name: "t", store: store, options: SyncOptions(), selector: LodgingSelector()).run()
        }
        #expect(try hotelCount(store) == 1)
        #expect(try store.syncRecords(book: "t", cards: false).isEmpty)
        // What 'hotels books' shows: the run, and why it stopped.
        #expect(try store.syncStatus(book: "t")?.outcome == "stopped: memory: cannot write: disk full")
    }
}
