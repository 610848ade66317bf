import Books
import Foundation
import HotelStore
import Reconcile
import Testing

/// A sync reads the store's hotels only when one may have changed since
/// this book's last complete sync: every write to the store raises its
/// generation, and a sync that finds it where it left it takes every hotel
/// it tracks as unchanged.
@Suite("Syncs that need not read the store")
struct StoreGenerationTests {
    static let cards = [Cards.hotel("Hotel Alfa", uid: "a", postalCode: "1000-001"), Cards.hotel("Hotel Beta", uid: "b", postalCode: "1000-002"),
                        Cards.person("Ana Lima", uid: "p")]

    @Test("an unchanged sync reads no hotel; a store edit, an undo or other settings make the next read them and see the change",
          arguments: BookKind.local)
    func readsOnlyWhenNeeded(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: Self.cards)
        #expect(try fixture.sync().readHotels)
        #expect(try fixture.sync().readHotels == false)
        // Nothing to do and nothing new to record: no transaction at all, only the run's time.
        let generation = try fixture.store.generation()
        let quiet = try fixture.sync()
        #expect(quiet.quiet && !quiet.readHotels)
        #expect(try fixture.store.generation() == generation)
        #expect(try fixture.store.syncBooks().first?.syncedAt == fixture.lastRunTime)

        // A card changed in the book: its hotel is read alone, not every hotel.
        fixture.editBook(uid: "b") { $0.replacingOccurrences(of: "END:VCARD", with: "NOTE:from the phone\r\nEND:VCARD") }
        let pulled = try fixture.sync()
        #expect(!pulled.readHotels)
        #expect(try fixture.storeHotel(named: "Hotel Beta")?.details.notes == "from the phone")

        try fixture.editStore(named: "Hotel Alfa") { $0.notes = "edited in the store" }
        let afterEdit = try fixture.sync()
        #expect(afterEdit.readHotels)
        #expect(fixture.bookHotels()["Hotel Alfa"]?.notes == "edited in the store")
        #expect(try fixture.sync().readHotels == false)

        // Undo of the edit, which the sync carried to the book: carried back.
        let edit = try #require(try fixture.store.history().first { $0.command == "edit" })
        _ = try fixture.store.undo(edit.id)
        #expect(try fixture.sync().readHotels)
        #expect(fixture.bookHotels()["Hotel Alfa"]?.notes ?? "" == "")

        // Another trip filter: hotels not pushed before may be pushed now.
        fixture.options.trip = "Lisbon 2027"
        #expect(try fixture.sync().readHotels)
        #expect(try fixture.sync().readHotels == false)
        #expect(try fixture.sidesAgree())
    }
}
