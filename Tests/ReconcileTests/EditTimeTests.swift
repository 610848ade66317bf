import HotelStore
import Testing
@testable import Reconcile

/// When `newest` takes a hotel's values to have been edited: the REV of
/// the card the store took them from, as far as a REV ahead of the clock
/// can be believed.
struct EditTimeTests {
    static let taken = Timestamp(millisecondsSince1970: 1_796_000_000_000)

    /// A hotel taken at ``taken`` from a card of REV `revision`.
    static func edit(revision: Timestamp) -> Timestamp {
        var details = HotelDetails(name: "Hotel Avenida")
        details.city = "Lisbon"
        details.country = "PT"
        let hotel = Hotel(id: 1, uid: "avenida", details: details, createdAt: taken, updatedAt: taken, card: "")
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Avenida\r\nORG:Hotel Avenida\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK:;;;Lisbon;;;Portugal\r\nUID:avenida\r\nREV:\(revision)\r\nEND:VCARD\r\n"
        return StoredCard.editTime(of: hotel, stored: StoredCard(card))
    }

    static func minutes(_ count: Double) -> Timestamp {
        Timestamp(millisecondsSince1970: taken.millisecondsSince1970 + Int64(count * 60_000))
    }

    @Test("a REV before the hotel was taken, or a minute ahead of that clock, is when it was edited")
    func revisionBelieved() {
        #expect(Self.edit(revision: Self.minutes(-600)) == Self.minutes(-600))
        #expect(Self.edit(revision: Self.minutes(1)) == Self.minutes(1))
    }

    @Test("a REV further ahead than StoredCard.revisionSkew counts as that far ahead: it does not outweigh the edits made after it")
    func revisionFarAheadBounded() {
        #expect(Self.edit(revision: Self.minutes(60 * 24 * 365)) == Self.minutes(StoredCard.revisionSkew / 60))
        #expect(Self.edit(revision: Self.minutes(30)) == Self.minutes(StoredCard.revisionSkew / 60))
    }
}
