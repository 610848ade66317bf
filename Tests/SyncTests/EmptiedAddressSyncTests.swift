import HotelStore
import Reconcile
import Testing

/// A probe's: a hotel's address emptied in the store, on a card that also
/// holds the owner's home address, was read back at the next change of the
/// card as the home's, and the sync then wrote the store's empty address
/// into the home's ADR: the user's home address lost from the book.
@Suite("An address emptied beside a home's", .syncServer)
struct EmptiedAddressSyncTests {
    static let home = "item1.ADR;type=HOME;type=pref:;;Home St 1;Lyon;;69001;France"

    @Test("stays empty through syncs, and the home's ADR as it was", arguments: BookKind.available)
    func homeKept(kind: BookKind) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hôtel Travail", "ORG:Hôtel Travail;", "CATEGORIES:Hotel", Self.home,
                    "item2.ADR;type=WORK:;;Work St 2;Paris;;75002;France", "UID:travail", "END:VCARD"].joined(separator: "\r\n") + "\r\n"
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        try fixture.editStore(named: "Hôtel Travail") { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        try fixture.sync()
        fixture.editBook(uid: "travail") { $0.replacingOccurrences(of: "UID:travail", with: "NOTE:quiet\r\nUID:travail") }
        try fixture.sync()
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        // (Radicale writes every card again as vobject writes it.)
        #expect(text.contains(kind == .radicale ? "HOME,pref:;;Home St 1;Lyon;;69001;France" : Self.home), "\(kind): \(text)")
        let hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city, hotel.postalCode, hotel.country, hotel.notes) == ("", "", "", "", "quiet"), "\(kind): \(hotel)")
    }
}
