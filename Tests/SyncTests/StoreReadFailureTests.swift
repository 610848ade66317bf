import Foundation
@testable import HotelStore
import Reconcile
import Testing

/// A store that fails while a sync plans stops the run with the store's
/// error, before anything is written: a card it cannot read is no empty card.
struct StoreReadFailureTests {
    @Test("a card text the store cannot read stops the sync, and neither side changes")
    func cardTextUnreadable() throws {
        let fixture = try SyncFixture(.memory, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")])
        try fixture.sync()
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store note" }
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note") }
        let before = fixture.bookCards().map(\.text)
        // The cards as last synced, gone from under the sync.
        try fixture.store.connection.execute("DROP TABLE sync_cards")
        #expect {
            try fixture.sync()
        } throws: { error in
            if case SyncError.store = error { return true }
            return false
        }
        #expect(fixture.bookCards().map(\.text) == before)
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "store note")
    }
}
