import Books
import Configuration
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
            // As mv does: over a file of that name.
            guard Glibc.rename(fixture.folder.path("book/\(from)"), fixture.folder.path("book/\(to)")) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        default:
            Issue.record("no file names in a \(fixture.kind) book")
        }
    }

    func key(_ fixture: SyncFixture, _ uid: String) throws -> String { try #require(fixture.key(uid: uid)) }

    /// Swaps the names of the items `one` and `two` (two files renamed onto one another).
    func swap(_ fixture: SyncFixture, _ one: String, _ two: String) throws {
        try rename(fixture, one, to: "swap")
        try rename(fixture, two, to: one)
        try rename(fixture, "swap", to: two)
    }

    /// Writes `text` as the item `name` of the fixture's book (a file written anew).
    func put(_ fixture: SyncFixture, _ name: String, _ text: String) throws {
        switch fixture.kind {
        case .memory: (fixture.book as! MemoryBook).put(name, text)
        case .vdir:
            let path = fixture.folder.path("book/\(name)")
            try? FileManager.default.removeItem(atPath: path)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        default: Issue.record("no file names in a \(fixture.kind) book")
        }
    }

    /// A book of Avenida in 1.vcf and Flor in 2.vcf, synced once.
    func numbered(_ kind: BookKind) throws -> SyncFixture {
        let fixture = try SyncFixture(kind, cards: [])
        try put(fixture, "1.vcf", Cards.hotel("Hotel Avenida", uid: "avenida"))
        try put(fixture, "2.vcf", Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"))
        try fixture.sync()
        return fixture
    }

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

    /// A review's: the new pairing moved Flor's record to 1.vcf, and the
    /// older rule then took it for 2.vcf's own and deleted Flor.
    @Test("an export in a new order, one card under a new UID: both hotels stay, each with its card", arguments: kinds)
    func reorderedWithNewUID(kind: BookKind) throws {
        let fixture = try numbered(kind)
        let ids = try fixture.storeHotels().mapValues(\.id)
        try put(fixture, "1.vcf", Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"))
        try put(fixture, "2.vcf", Cards.hotel("Hotel Avenida", uid: "avenida-2"))
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledDeleted == 0 && outcome.plan.counts.pulledCreated == 0)
        #expect(try fixture.storeHotels().mapValues(\.id) == ids)
        #expect(try fixture.sidesAgree())
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A review's: both cards were paired with Avenida's record.
    @Test("two cards that take one moved UID: neither is paired by it, and no hotel is written over", arguments: kinds)
    func oneUIDOnTwoNames(kind: BookKind) throws {
        let fixture = try numbered(kind)
        try put(fixture, "3.vcf", Cards.hotel("Casa do Rio", uid: "rio", city: "Braga", postalCode: "4700-001"))
        try fixture.sync()
        // 1.vcf renamed over 2.vcf, and a new hotel under Avenida's UID in 3.vcf.
        try rename(fixture, "1.vcf", to: "2.vcf")
        try put(fixture, "3.vcf", Cards.hotel("Hotel Novo", uid: "avenida", city: "Faro", postalCode: "8000-001"))
        try fixture.sync()
        let hotels = try fixture.storeHotels()
        #expect(hotels["Hotel Avenida"] != nil, "\(hotels.keys.sorted())")
        #expect(hotels["Hotel Novo"] != nil, "\(hotels.keys.sorted())")
        #expect(Set(fixture.bookHotels().keys).isSubset(of: Set(hotels.keys)))
    }

    /// A review's: a UID edited into a gone card's UID moved Avenida's store edits onto Flor.
    @Test("a card whose UID was edited into a gone card's keeps its own hotel", arguments: kinds)
    func uidEditedIntoAGoneOne(kind: BookKind) throws {
        let fixture = try numbered(kind)
        let ids = try fixture.storeHotels().mapValues(\.id)
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "avenida's own" }
        fixture.deleteFromBook(uid: "avenida")
        fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "UID:flor", with: "UID:avenida") }
        try fixture.sync()
        let hotels = try fixture.storeHotels()
        #expect(hotels["Pensão Flor"]?.id == ids["Pensão Flor"])
        #expect(hotels["Pensão Flor"]?.details.notes != "avenida's own")
        #expect(hotels.values.filter { $0.details.name == "Pensão Flor" }.count == 1)
    }

    /// A review's: a one-way run applied one of a swap's two moves, and the
    /// record it moved took the place of the other's.
    @Test("a one-way run over swapped files keeps both records: the next two-way run merges each card with its own", arguments: kinds)
    func swappedOneWay(kind: BookKind) throws {
        for direction in [SyncOptions.Direction.pull, .push] {
            let fixture = try numbered(kind)
            let ids = try fixture.storeHotels().mapValues(\.id)
            try swap(fixture, "1.vcf", "2.vcf")
            try fixture.editStore(named: "Hotel Avenida") { $0.notes = "from the store" }
            fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:from the book") }
            // Flor changed on both sides: a push writes its card, a pull takes the book's edit.
            try fixture.editStore(named: "Pensão Flor") { $0.phones = ["+351 222 000 111"] }
            fixture.options.direction = direction
            try fixture.sync()
            // Each record under its card's new name: neither took the other's place.
            let records = try fixture.store.syncRecords(book: fixture.name, cards: false)
            #expect(Set(records.values.map { "\($0.item) \($0.uid)" }) == ["1.vcf flor", "2.vcf avenida"], "\(direction)")
            fixture.options.direction = .both
            let outcome = try fixture.sync()
            #expect(outcome.plan.counts.pulledCreated == 0 && outcome.plan.counts.pulledDeleted == 0, "\(direction)")
            let hotels = try fixture.storeHotels()
            #expect(hotels.mapValues(\.id) == ids, "\(direction)")
            #expect(hotels["Hotel Avenida"]?.details.notes == "from the store", "\(direction)")
            #expect(hotels["Pensão Flor"]?.details.notes == "from the book", "\(direction)")
            #expect(hotels["Pensão Flor"]?.details.phones == ["+351 222 000 111"], "\(direction)")
            #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "from the store", "\(direction)")
            #expect(try !fixture.sync().plan.changesAnything, "\(direction)")
        }
    }

    /// A review's: a swap with a card let go resumed the let-go record with
    /// the other hotel's card (Avenida overwritten by Flor, Flor deleted);
    /// with a tombstone, Flor was deleted and made again under a new id.
    @Test("files swapped with a card no longer synced: each hotel keeps its card, and the card let go stays let go", arguments: kinds)
    func swappedWithALetGoCard(kind: BookKind) throws {
        for storeEdited in [true, false] {
            let fixture = try numbered(kind)
            let ids = try fixture.storeHotels().mapValues(\.id)
            if storeEdited { try fixture.editStore(named: "Hotel Avenida") { $0.notes = "from the store" } }
            try put(fixture, "1.vcf", Cards.person("Ana Lima", uid: "avenida"))
            try fixture.sync()
            // Let go (the store's edit kept), or deleted from the store (a tombstone).
            #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil || !storeEdited)
            let person = try #require(fixture.bookCards().first { $0.key == "1.vcf" }).text
            try swap(fixture, "1.vcf", "2.vcf")
            let outcome = try fixture.sync()
            #expect(outcome.plan.counts.pulledCreated == 0 && outcome.plan.counts.pulledDeleted == 0, "\(storeEdited)")
            let hotels = try fixture.storeHotels()
            #expect(hotels["Pensão Flor"]?.id == ids["Pensão Flor"], "\(storeEdited)")
            #expect(hotels["Hotel Avenida"]?.details.notes == (storeEdited ? "from the store" : nil), "\(storeEdited)")
            #expect(Set(fixture.bookHotels().keys) == ["Pensão Flor"], "\(storeEdited)")
            #expect(fixture.bookCards().first { $0.key == "2.vcf" }?.text == person, "\(storeEdited)")
            #expect(try !fixture.sync().plan.changesAnything, "\(storeEdited)")
        }
    }

    /// A review's: a card moved onto a name a moved card left, and edited
    /// out of lodging, was taken for a card deleted from the book, and its
    /// hotel's card written into the book again beside it.
    @Test("a card moved to the name another card left, edited out of lodging: it leaves lodging as its own record's card", arguments: kinds)
    func movedAndLeftLodging(kind: BookKind) throws {
        for storeEdited in [true, false] {
            let fixture = try numbered(kind)
            let ids = try fixture.storeHotels().mapValues(\.id)
            if storeEdited { try fixture.editStore(named: "Hotel Avenida") { $0.notes = "from the store" } }
            try rename(fixture, "2.vcf", to: "1.vcf")
            try put(fixture, "2.vcf", Cards.person("Ana Lima", uid: "avenida"))
            let person = try #require(fixture.bookCards().first { $0.key == "2.vcf" }).text
            let outcome = try fixture.sync()
            #expect(outcome.plan.notes.contains { $0.kind == .leftLodging }, "\(storeEdited): \(outcome.plan.notes)")
            let hotels = try fixture.storeHotels()
            #expect(hotels["Pensão Flor"]?.id == ids["Pensão Flor"], "\(storeEdited)")
            #expect((hotels["Hotel Avenida"] != nil) == storeEdited, "\(storeEdited)")
            #expect(Set(fixture.bookHotels().keys) == ["Pensão Flor"], "\(storeEdited)")
            #expect(fixture.bookCards().first { $0.key == "2.vcf" }?.text == person, "\(storeEdited)")
            #expect(try !fixture.sync().plan.changesAnything, "\(storeEdited)")
        }
    }

    /// A second review's: the exclusion of a moved card was carried as a
    /// plain save, and its hotel left the store without a word.
    @Test("a swap and an exclude of one of the two: its hotel leaves the store, and the run says so", arguments: kinds)
    func swappedAndExcluded(kind: BookKind) throws {
        let fixture = try numbered(kind)
        try swap(fixture, "1.vcf", "2.vcf")
        let config = try Configuration.ConfigFile(text: "[select]\nexclude = Hotel Avenida\n", path: "config")
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: config))
        let outcome = try fixture.sync()
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("'Hotel Avenida'") }, "\(outcome.plan.notes)")
        #expect(try fixture.storeHotel(named: "Hotel Avenida") == nil)
        #expect(fixture.bookCards().count == 2)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A second review's: the gone card's tombstone was written over by the
    /// record moved into its name, and an undo never brought its card back.
    @Test("files numbered anew after a card went, then the deleting sync undone: the card comes back", arguments: kinds)
    func renumberedThenUndone(kind: BookKind) throws {
        let fixture = try numbered(kind)
        // Not pushed as a hotel new to the book: only its tombstone brings it back.
        fixture.options.pushNew = false
        try put(fixture, "3.vcf", Cards.hotel("Casa do Rio", uid: "rio", city: "Braga", postalCode: "4700-001"))
        try fixture.sync()
        let texts = fixture.bookCards().sorted { $0.key < $1.key }.map(\.text)
        for key in ["1.vcf", "2.vcf", "3.vcf"] { try rename(fixture, key, to: "old-" + key) }
        fixture.deleteFromBook(uid: "avenida")
        for (index, text) in texts.dropFirst().enumerated() {
            try rename(fixture, try key(fixture, SyncFixture.uid(of: text)!), to: "\(index + 1).vcf")
        }
        let deleting = try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida") == nil)
        #expect(deleting.plan.notes.contains { $0.kind == .deletedInBook }, "\(deleting.plan.notes)")
        _ = try fixture.store.undo(try #require(deleting.batch).id)
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"] != nil)
        #expect(try fixture.sidesAgree())
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A second review's: a person's card written into the file of a hotel's
    /// card gone was taken for that card edited out of lodging.
    @Test("another UID's card, not a place to stay, in the file of a hotel's card gone: that card is deleted, and comes back on undo", arguments: kinds)
    func otherCardInAGoneCardsFile(kind: BookKind) throws {
        let fixture = try numbered(kind)
        fixture.options.pushNew = false
        let person = Cards.person("Ana Lima", uid: "ana")
        try put(fixture, "2.vcf", person)
        let deleting = try fixture.sync()
        #expect(deleting.plan.notes.contains { $0.kind == .deletedInBook }, "\(deleting.plan.notes)")
        #expect(!deleting.plan.notes.contains { $0.kind == .leftLodging })
        #expect(try fixture.storeHotel(named: "Pensão Flor") == nil)
        _ = try fixture.store.undo(try #require(deleting.batch).id)
        try fixture.sync()
        #expect(fixture.bookHotels()["Pensão Flor"] != nil)
        #expect(fixture.bookCards().first { $0.key == "2.vcf" }?.text == person)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A second review's: a card let go while still a place to stay (the
    /// store renamed its hotel into the exclude), swapped with another
    /// hotel's file: the other hotel was written over with it.
    @Test("a swap with a card let go that is still a place to stay: the let-go card stays let go, the other hotel keeps its own", arguments: kinds)
    func swappedWithALodgingLetGoCard(kind: BookKind) throws {
        let fixture = try numbered(kind)
        let ids = try fixture.storeHotels().mapValues(\.id)
        let config = try Configuration.ConfigFile(text: "[select]\nexclude = Avenida Palace\n", path: "config")
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: config))
        try fixture.editStore(named: "Hotel Avenida") { $0.name = "Avenida Palace" }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Avenida Palace") != nil)
        try swap(fixture, "1.vcf", "2.vcf")
        try fixture.editStore(named: "Pensão Flor") { $0.notes = "flor's own" }
        try fixture.sync()
        let hotels = try fixture.storeHotels()
        #expect(hotels["Pensão Flor"]?.id == ids["Pensão Flor"], "\(hotels.keys.sorted())")
        #expect(hotels["Pensão Flor"]?.details.notes == "flor's own")
        #expect(hotels["Avenida Palace"]?.id == ids["Hotel Avenida"])
        #expect(fixture.bookHotels()["Pensão Flor"]?.notes == "flor's own")
        #expect(fixture.bookHotels()["Hotel Avenida"] != nil)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A third review's: with a part of the book unreadable, deletions wait,
    /// but the record moved into a gone card's file wrote over its record,
    /// and the next run wrote the deleted card back.
    @Test("a card moved into a gone card's file while a part of the book is unreadable: the gone card waits, and is not written back", arguments: kinds)
    func movedWhileAPartIsUnreadable(kind: BookKind) throws {
        let fixture = try numbered(kind)
        fixture.deleteFromBook(uid: "flor")
        try rename(fixture, "1.vcf", to: "2.vcf")
        try put(fixture, "z.vcf", "BEGIN:VCARD\r\n")
        let waiting = try fixture.sync()
        #expect(waiting.plan.notes.contains { $0.kind == .unreadable })
        #expect(try fixture.storeHotel(named: "Pensão Flor") != nil)
        switch kind {
        case .memory: (fixture.book as! MemoryBook).remove("z.vcf")
        default: try FileManager.default.removeItem(atPath: fixture.folder.path("book/z.vcf"))
        }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Pensão Flor") == nil)
        #expect(Set(fixture.bookHotels().keys) == ["Hotel Avenida"])
        #expect(try !fixture.sync().plan.changesAnything)
    }
}
