import Books
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing
import VCard

/// A book that runs `meanwhile` before it writes: an edit of the store
/// made after the run planned and before it changed the store, as a user's
/// `hotels edit` during a long sync. It may refuse changes, so the run
/// waits for its write before the store's transaction begins (as for a
/// server), and the edit does not wait on that transaction's lock.
private final class EditingBook: ForwardingBook {
    let meanwhile: () -> Void

    init(_ inner: any AddressBook, meanwhile: @escaping () -> Void) {
        self.meanwhile = meanwhile
        super.init(inner)
    }

    override var mayRefuseChanges: Bool { true }

    override func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        if !changes.isEmpty { meanwhile() }
        return try inner.apply(changes, afterEachWrite: afterEachWrite)
    }
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
        // What the run says it did (-v, the summary, 'hotels books'): the card written, not the hotel.
        let step = try #require(first.plan.steps.first { $0.name == "Hotel Avenida" })
        #expect(step.store == .none)
        #expect(step.changes.map(\.field) == [.rating])
        #expect((first.plan.counts.pulledUpdated, first.plan.counts.pushedUpdated) == (0, 1))
        #expect(try fixture.store.syncStatus(book: fixture.name)?.outcome == first.plan.counts.summary)

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

    /// Runs a sync of `fixture` through an ``EditingBook`` that makes `edit` meanwhile.
    static func syncEditing(_ fixture: SyncFixture, _ edit: @escaping () -> Void) throws -> SyncRunner.Outcome {
        var options = fixture.options
        options.now = .now()
        return try SyncRunner(book: EditingBook(fixture.book, meanwhile: edit), name: fixture.name, store: fixture.store,
                              options: options, selector: fixture.selector).run()
    }

    /// A probe's: the run said the hotel "leaves the store ('hotels undo'
    /// takes it back)", though it stayed, and no batch of the run's held it:
    /// the undo it offered would have undone the user's edit.
    @Test("a card deleted from the book whose hotel is edited during the sync: not said to leave the store; the next run keeps the edit", arguments: kinds)
    func deletionDeferred(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.hotel("Pensão Flor", uid: "flor")])
        try fixture.sync()
        fixture.deleteFromBook(uid: "flor")
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        let first = try Self.syncEditing(fixture) { try? fixture.editStore(named: "Pensão Flor") { $0.notes = "edited meanwhile" } }
        #expect(first.deferred == 1)
        #expect(!first.plan.notes.contains { $0.kind == .deletedInBook }, "\(first.plan.notes.map(\.message))")
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.notes == "edited meanwhile")
        let second = try fixture.sync()
        #expect(second.plan.notes.contains { if case .keptChanged = $0.kind { true } else { false } }, "\(second.plan.notes.map(\.message))")
        #expect(fixture.bookHotels()["Pensão Flor"]?.notes == "edited meanwhile")
    }

    @Test("a field the book deleted while the store's part waits is deleted by the next run", arguments: kinds)
    func bookDeletedField(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida", note: "old note")])
        try fixture.sync()
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        fixture.editBook(uid: "avenida") { card in
            card.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("NOTE") }.joined(separator: "\r\n")
        }
        #expect(try Self.syncEditing(fixture) { try? fixture.editStore(named: "Hotel Avenida") { $0.rating = 9 } }.deferred == 1)
        fixture.options.onConflict = .book
        #expect(try fixture.sync().plan.counts.conflicts == 0)
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Avenida"))
        #expect(hotel.details.notes == "" && hotel.details.rating == 9)
        #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "" && fixture.bookHotels()["Hotel Avenida"]?.rating == 9)
        #expect(!(try fixture.sync()).plan.changesAnything)
    }

    /// A review's: the base was the planned hotel over the card sent, and
    /// a field the server dropped from it was taken next run for the book's deletion.
    @Test("a card a server keeps otherwise than written, while the store's part waits: the store's fields the server dropped stay",
          .enabled(if: SyncServer.shouldRun))
    func keptByServer() throws {
        let fixture = try SyncFixture(.radicale, cards: [Cards.hotel("Hotel 1", uid: "h1")], proxied: true)
        try fixture.sync()
        try #require(fixture.proxy).inject { request in
            guard request.method == "PUT" else { return nil }
            return .rewriteBody { card in
                card.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.uppercased().hasPrefix("X-HOTELS-") }.joined(separator: "\r\n")
            }
        }
        try fixture.editStore(named: "Hotel 1") { $0.rating = 9; $0.trip = "Lisbon 2027" }
        fixture.editBook(uid: "h1") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nURL:https://h1.example/") }
        #expect(try Self.syncEditing(fixture) { try? fixture.editStore(named: "Hotel 1") { $0.notes = "later" } }.deferred == 1)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel 1"))
        #expect(hotel.details.url == "https://h1.example/")
        #expect(hotel.details.notes == "later")
        #expect(hotel.details.rating == 9)
        #expect(hotel.details.trip == "Lisbon 2027")
    }

    /// Each kind of book with a new card with and without a UID (a server
    /// takes none without one).
    static let newCardCases: [(BookKind, Bool)] = kinds.flatMap { kind in
        [true, false].filter { $0 || kind != .radicale }.map { (kind, $0) }
    }

    /// A probe's: a sync and an import of the same book at once both made a
    /// hotel of a new card (the next sync wrote a second card of it into the
    /// book); with the card's UID, the sync died on the store's UNIQUE
    /// constraint, exit 74.
    @Test("a new card whose hotel another command makes during the sync: no second hotel, no failure; the next run takes the card up",
          arguments: newCardCases)
    func newCardMadeMeanwhile(kind: BookKind, withUID: Bool) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")])
        try fixture.sync()
        let card = Cards.hotel("Hotel Neuland", uid: withUID ? "neuland" : nil, city: "Porto", postalCode: "4000-001")
        fixture.addToBook(card)
        // A change the run writes into the book, so that the edit comes while it writes.
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        let first = try Self.syncEditing(fixture) {
            // What 'hotels import' of the book makes of the card, as the sync plans.
            guard let read = VCardReader.read(bytes: Array(card.utf8)).cards.first,
                  let hotel = CardHotel.select(read, with: fixture.selector, text: { card }, cardNumber: 0, line: 0).hotel else { return }
            _ = try? fixture.store.change(command: "import") { writer throws(HotelStoreError) in
                try writer.insert(hotel.details, uid: hotel.uid, card: card)
            }
        }
        #expect(first.deferredNew == 1)
        #expect(!first.plan.steps.contains { if case .create = $0.store { true } else { false } })
        #expect(try fixture.store.allHotels().filter { $0.details.name == "Hotel Neuland" }.count == 1)
        #expect(fixture.bookHotels()["Hotel Avenida"]?.rating == 4)

        let second = try fixture.sync()
        #expect(second.deferredNew == 0)
        #expect(try fixture.store.allHotels().filter { $0.details.name == "Hotel Neuland" }.count == 1)
        #expect(fixture.bookCards().filter { $0.text.contains("FN:Hotel Neuland") }.count == 1)
        #expect(try fixture.sidesAgree())
        #expect(!(try fixture.sync()).plan.changesAnything)
    }

    /// A review's: every new card waited after any write of the store,
    /// an edit of another hotel too.
    @Test("a new card's hotel is made though another command wrote the store meanwhile, unless that write made hotels or gave one the card's UID",
          arguments: kinds)
    func newCardBesideOtherWrites(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.hotel("Pensão Flor", uid: "flor")])
        try fixture.sync()
        fixture.addToBook(Cards.hotel("Hotel Neuland", uid: "neuland", city: "Porto", postalCode: "4000-001"))
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        let edited = try Self.syncEditing(fixture) { try? fixture.editStore(named: "Pensão Flor") { $0.notes = "edited meanwhile" } }
        #expect(edited.deferredNew == 0)
        #expect(try fixture.storeHotel(named: "Hotel Neuland") != nil)

        // An import that gave a hotel already there the new card's UID (no hotel made): the card waits.
        fixture.addToBook(Cards.hotel("Hotel Ribeira", uid: "ribeira", city: "Porto", postalCode: "4050-001"))
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 5 }
        let flor = try #require(try fixture.storeHotel(named: "Pensão Flor"))
        let taken = try Self.syncEditing(fixture) {
            _ = try? fixture.store.change(command: "import") { writer throws(HotelStoreError) in
                try writer.update(flor.id) { $0.uid = "ribeira" }
            }
        }
        #expect(taken.deferredNew == 1)
        #expect(try fixture.storeHotel(named: "Hotel Ribeira") == nil)
    }
}
