import Books
import Foundation
import HotelStore
import Testing
import Reconcile

/// Cards whose files take one another's names: a card follows its UID,
/// not the name of the file it was in. From a sync probe: two vdir files
/// swapped, or a phone's export that names files by position and numbers
/// them anew when a card goes, moved a store edit onto another hotel, or
/// deleted a hotel whose card was still in the book.
@Suite("cards that take one another's file names")
struct RenamedFileTests {
    static let kinds: [BookKind] = [.memory, .vdir]

    /// Renames the item `from` of the fixture's book to `to` (a file renamed).
    func rename(_ fixture: SyncFixture, _ from: String, to: String) throws {
        switch fixture.kind {
        case .memory:
            let book = fixture.book as! MemoryBook
            let text = try #require(book.text(of: from))
            book.remove(from)
            book.put(to, text)
        case .vdir:
            try FileManager.default.moveItem(atPath: fixture.folder.path("book/\(from)"), toPath: fixture.folder.path("book/\(to)"))
        default:
            Issue.record("no file names in a \(fixture.kind) book")
        }
    }

    func key(_ fixture: SyncFixture, _ uid: String) throws -> String { try #require(fixture.key(uid: uid)) }

    @Test("two files that swap names: each card stays its hotel's, and a store edit stays on its hotel", arguments: kinds)
    func swapped(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [
            Cards.hotel("Hotel Avenida", uid: "avenida"),
            Cards.person("Ana Lima", uid: "ana"),
            Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"),
        ])
        try fixture.sync()
        let ids = try fixture.storeHotels().mapValues(\.id)
        let florBefore = try #require(try fixture.storeHotel(named: "Pensão Flor")).details
        let avenida = try key(fixture, "avenida"), flor = try key(fixture, "flor")
        try rename(fixture, avenida, to: "swap")
        try rename(fixture, flor, to: avenida)
        try rename(fixture, "swap", to: flor)
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "rated 3 in the store" }

        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 0 && outcome.plan.counts.pulledDeleted == 0)
        let hotels = try fixture.storeHotels()
        #expect(hotels.mapValues(\.id) == ids)
        #expect(hotels["Hotel Avenida"]?.uid == "avenida" && hotels["Pensão Flor"]?.uid == "flor")
        #expect(hotels["Hotel Avenida"]?.details.notes == "rated 3 in the store")
        #expect(hotels["Pensão Flor"]?.details == florBefore)
        #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "rated 3 in the store")
        #expect(try fixture.sidesAgree())
        // Tracked under their new names: nothing more to do, and a later edit syncs.
        #expect(try fixture.sync().plan.steps.isEmpty)
        fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:after the swap") }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.notes == "after the swap")
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "rated 3 in the store")
    }

    @Test("files numbered anew after a card went: the gone card's hotel leaves, the others keep their ids and edits", arguments: kinds)
    func renumbered(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [])
        let cards = [Cards.hotel("Hotel Avenida", uid: "avenida"),
                     Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"),
                     Cards.hotel("Casa do Rio", uid: "rio", city: "Braga", postalCode: "4700-001"),
                     Cards.person("Ana Lima", uid: "ana")]
        for (index, card) in cards.enumerated() { fixture.addToBook(card) ; try rename(fixture, try key(fixture, SyncFixture.uid(of: card)!), to: "\(index + 1).vcf") }
        try fixture.sync()
        let ids = try fixture.storeHotels().mapValues(\.id)
        try fixture.editStore(named: "Casa do Rio") { $0.notes = "room 4701, great view" }
        // The phone deletes the Avenida and exports again: 1 Flor, 2 Rio, 3 Ana.
        let texts = fixture.bookCards().sorted { $0.key < $1.key }.map(\.text)
        for key in ["1.vcf", "2.vcf", "3.vcf", "4.vcf"] { try rename(fixture, key, to: "old-" + key) }
        for (index, text) in texts.dropFirst().enumerated() {
            try rename(fixture, try key(fixture, SyncFixture.uid(of: text)!), to: "\(index + 1).vcf")
        }
        fixture.deleteFromBook(uid: "avenida")

        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 0)
        #expect(!outcome.plan.notes.contains { $0.kind == .leftLodging })
        let hotels = try fixture.storeHotels()
        #expect(Set(hotels.keys) == ["Pensão Flor", "Casa do Rio"])
        #expect(hotels["Pensão Flor"]?.id == ids["Pensão Flor"] && hotels["Casa do Rio"]?.id == ids["Casa do Rio"])
        #expect(hotels["Casa do Rio"]?.uid == "rio" && hotels["Pensão Flor"]?.uid == "flor")
        #expect(hotels["Casa do Rio"]?.details.notes == "room 4701, great view")
        #expect(try fixture.sidesAgree())
        #expect(try fixture.sync().plan.steps.isEmpty)
    }
}
