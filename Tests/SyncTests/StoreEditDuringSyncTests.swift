import Books
import Foundation
import HotelStore
import Reconcile
import Testing
import VCard

/// A book that runs `meanwhile` before it writes: an edit of the store
/// made after the run planned and before it changed the store, as a user's
/// `hotels edit` during a long sync. It may refuse changes, so the run
/// waits for its write before the store's transaction begins (as for a
/// server), and the edit does not wait on that transaction's lock.
private final class EditingBook: AddressBook {
    let inner: any AddressBook
    let meanwhile: () -> Void

    init(_ inner: any AddressBook, meanwhile: @escaping () -> Void) {
        self.inner = inner
        self.meanwhile = meanwhile
    }

    var location: String { inner.location }
    var mayRefuseChanges: Bool { true }
    var listingState: [UInt8]? {
        get { inner.listingState }
        set { inner.listingState = newValue }
    }

    func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
              _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try inner.scan(knowing: known, reading: wanted, visit)
    }

    func apply(_ changes: [BookChange], afterEachWrite: () -> Void) throws(BookError) -> BookWrite {
        if !changes.isEmpty { meanwhile() }
        return try inner.apply(changes, afterEachWrite: afterEachWrite)
    }

    func settle(for seconds: Double) throws(BookError) { try inner.settle(for: seconds) }
}

/// A hotel the store changes while a sync that writes its card runs: the
/// run leaves the store's part for the next run, which must see the
/// user's later edit as the only change of the store's, not as a conflict
/// with the value the first run wrote into the book.
@Suite("A store edit during a sync", .syncServer)
struct StoreEditDuringSyncTests {
    static let kinds = BookKind.available

    @Test("a hotel edited in the store while the sync writes its card is finished by the next run without a conflict",
          arguments: kinds, [ConflictPolicy.book, .store, .newest, .fail])
    func editDuringWrite(kind: BookKind, policy: ConflictPolicy) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")])
        try fixture.sync()
        // The store's change the run pushes, and the book's it pulls.
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nURL:https://avenida.example/") }
        let book = EditingBook(fixture.book) { try? fixture.editStore(named: "Hotel Avenida") { $0.rating = 9 } }
        var options = fixture.options
        options.now = .now()
        let first = try SyncRunner(book: book, name: fixture.name, store: fixture.store, options: options, selector: fixture.selector).run()
        #expect(first.deferred == 1)
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.rating == 9)

        fixture.options.onConflict = policy
        let second = try fixture.sync()
        #expect(second.stopped == nil)
        #expect(second.plan.notes.filter { if case .conflict = $0.kind { true } else { false } }.isEmpty,
                "\(second.plan.notes.map(\.message))")
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Avenida"))
        #expect(hotel.details.rating == 9)
        #expect(hotel.details.url == "https://avenida.example/")
        let card = try #require(fixture.bookHotels()["Hotel Avenida"])
        #expect(card.rating == 9)
        #expect(card.url == "https://avenida.example/")
        #expect(!(try fixture.sync()).plan.changesAnything)
    }
}
