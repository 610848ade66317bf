import Books
import Foundation
import HotelStore
import Reconcile
import Testing

/// The base of a card's three-way merge: the card as last synced, read
/// from the sync state — or, where that card was the book's as read, showed
/// what its hotel showed, and the hotel has not changed since, the hotel
/// itself, with no card read.
@Suite("The base of a merge")
struct MergeBaseTests {
    static let cards = [Cards.hotel("Hotel Alfa", uid: "a", postalCode: "1000-001", note: "quiet"),
                        Cards.hotel("Hotel Beta", uid: "b", postalCode: "1000-002")]

    @Test("a card changed in the book over a hotel unchanged since is merged over the hotel, reading no card; the same plan as over the card",
          arguments: BookKind.local)
    func mergesOverTheHotel(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: Self.cards)
        try fixture.sync()
        let records = try fixture.store.syncRecords(book: fixture.name, cards: false)
        // Both cards were taken from the book as read, and their hotels show what they do.
        for record in records.values { #expect(record.cardShowsHotel) }

        let alfa = try #require(records.values.first { $0.uid == "a" }).item

        fixture.editBook(uid: "a") { $0.replacingOccurrences(of: "NOTE:quiet", with: "NOTE:loud") }
        let overHotel = try fixture.plan(records: records)
        #expect(overHotel.cardsRead.isEmpty)
        let step = try #require(overHotel.plan.steps.first { $0.item?.id == alfa })
        guard case .update(let details, _) = step.store else {
            Issue.record("no store update: \(step.store)")
            return
        }
        #expect(details.notes == "loud")
        #expect(!overHotel.plan.hasConflicts)

        // Not knowing what the card showed, the plan reads it, and plans the same.
        let unknown = records.mapValues { record in
            var record = record
            record.cardShowsHotel = false
            return record
        }
        let overCard = try fixture.plan(records: unknown)
        #expect(overCard.cardsRead == [alfa])
        let sameStep = try #require(overCard.plan.steps.first { $0.item?.id == alfa })
        #expect(sameStep.store == step.store && sameStep.book == step.book)

        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Alfa")?.details.notes == "loud")
    }

    @Test("a hotel changed in the store since, or a card this tool wrote, is merged over the card as last synced",
          arguments: BookKind.local)
    func mergesOverTheCard(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: Self.cards)
        try fixture.sync()
        let alfa = try #require(try fixture.store.syncRecords(book: fixture.name).values.first { $0.uid == "a" }).item

        // Changed on both sides, different fields: the card is the base, and both changes are kept.
        try fixture.editStore(named: "Hotel Alfa") { $0.phones = ["+351 21 000 0000"] }
        fixture.editBook(uid: "a") { $0.replacingOccurrences(of: "NOTE:quiet", with: "NOTE:loud") }
        let both = try fixture.plan()
        #expect(both.cardsRead == [alfa])
        #expect(!both.plan.hasConflicts)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Alfa"))
        #expect(hotel.details.notes == "loud" && hotel.details.phones == ["+351 21 000 0000"])

        // That sync wrote the store's phone into the card: what it recorded is this tool's card, whose fields it does not vouch for.
        let record = try #require(try fixture.store.syncRecords(book: fixture.name, cards: false)[alfa])
        #expect(!record.cardShowsHotel)
        fixture.editBook(uid: "a") { $0.replacingOccurrences(of: "NOTE:loud", with: "NOTE:louder") }
        let next = try fixture.plan()
        #expect(next.cardsRead == [alfa])
    }
}
