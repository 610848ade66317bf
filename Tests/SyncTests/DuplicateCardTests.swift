import Books
import HotelStore
import Reconcile
import Testing

/// A probe's: of a phone's two copies of a hotel's card with no UID, a
/// sync gives the first the hotel's UID and leaves the second alone; the
/// first deleted, the second is the hotel's card, but was given a UID of
/// its own ("another of its cards bears …", of the card gone), other than
/// its hotel's in the store.
@Suite("A copy of a card, left alone, whose first card goes")
struct DuplicateCardTests {
    @Test("is the hotel's card under the hotel's UID, with no note of another card", arguments: BookKind.local)
    func copyTakesTheHotelsUID(kind: BookKind) throws {
        let card = Cards.hotel("Hotel Twin")
        let fixture = try SyncFixture(kind, cards: [card, card])
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Twin"))
        try #require(fixture.bookCards().compactMap { SyncFixture.uid(of: $0.text) } == [hotel.uid])
        fixture.deleteFromBook(uid: hotel.uid)
        let outcome = try fixture.sync()
        #expect(!outcome.plan.notes.contains { if case .uidTaken = $0.kind { true } else { false } }, "\(outcome.plan.notes.map(\.message))")
        let uids = fixture.bookCards().compactMap { SyncFixture.uid(of: $0.text) }
        #expect(uids == [hotel.uid], "\(kind): \(fixture.bookCards().map(\.text))")
        #expect(try fixture.storeHotels().count == 1 && fixture.storeHotel(named: "Hotel Twin")?.uid == hotel.uid)
        #expect(try !fixture.sync().plan.changesAnything)
    }
}
