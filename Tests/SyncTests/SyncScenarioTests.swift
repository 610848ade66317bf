import Books
import CardDAV
import Configuration
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing
import VCard

/// One test per rule of the sync plan, on every kind of book, each checking both sides.
@Suite("Sync scenarios", .syncServer)
struct SyncScenarioTests {
    /// The local kinds, and a CardDAV collection on Radicale (where a
    /// scenario has no meaning on a server, its server form).
    static let kinds = BookKind.available

    static func details(_ name: String, city: String) -> HotelDetails {
        var details = HotelDetails(name: name)
        details.city = city
        details.country = "PT"
        return details
    }

    /// A book of two hotels and a person, synced once.
    func synced(_ kind: BookKind) throws -> SyncFixture {
        let fixture = try SyncFixture(kind, cards: [
            Cards.hotel("Hotel Avenida", uid: "avenida"),
            Cards.person("Ana Lima", uid: "ana"),
            Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"),
        ])
        try fixture.sync()
        return fixture
    }

    @Test("a first sync takes the book's hotels and leaves the person", arguments: kinds)
    func firstSync(kind: BookKind) throws {
        let fixture = try synced(kind)
        #expect(Set(try fixture.storeHotels().keys) == ["Hotel Avenida", "Pensão Flor"])
        #expect(try fixture.sidesAgree())
        // Nothing more to do: no batch, nothing written.
        let before = fixture.bookCards().map(\.text)
        let again = try fixture.sync()
        #expect(!again.plan.changesAnything)
        #expect(again.batch == nil)
        #expect(fixture.bookCards().map(\.text) == before)
    }

    @Test("the first sync after an import adopts the imported hotels and creates nothing", arguments: kinds)
    func firstSyncAfterImport(kind: BookKind) throws {
        // A server holds no card without a UID (RFC 6352 §5.1): there, both have one.
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida"),
                                                    kind == .radicale ? Cards.hotel("Casa Azul", uid: "azul") : Cards.hotel("Casa Azul")])
        // As `hotels import` stores them: the card's UID, or one made for it, and the card.
        let texts = fixture.bookCards().map(\.text)
        _ = try fixture.store.change(command: "import") { writer throws(HotelStoreError) in
            for text in texts {
                let card = VCardReader.read(bytes: Array(text.utf8)).cards[0]
                let hotel = CardHotel(card: card, text: text)!
                try writer.insert(hotel.details, uid: hotel.uid, card: text)
            }
        }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 0)
        #expect(outcome.plan.counts.pushedCreated == 0)
        #expect(try fixture.store.count() == 2)
        #expect(fixture.bookHotels().count == 2)
        // The card without a UID got one; that is the only change.
        #expect(outcome.plan.notes.contains { if case .uidGiven = $0.kind { return true } else { return false } } == (kind != .radicale))
        #expect(fixture.bookCards().allSatisfy { SyncFixture.uid(of: $0.text) != nil })
    }

    @Test("created in the book → created in the store; created in the store → created in the book", arguments: kinds)
    func creations(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        try fixture.addToStore(Self.details("Grande Hotel", city: "Faro"))
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Novo") != nil)
        #expect(fixture.bookHotels()["Grande Hotel"]?.city == "Faro")
        #expect(try fixture.sidesAgree())
    }

    @Test("push_new = no keeps hotels made in the store out of the book", arguments: kinds)
    func pushNewNo(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.options.pushNew = false
        try fixture.addToStore(Self.details("Grande Hotel", city: "Faro"))
        try fixture.sync()
        #expect(fixture.bookHotels()["Grande Hotel"] == nil)
    }

    @Test("changed in the book → changed in the store, and the other way", arguments: kinds)
    func edits(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:Ask for a room at the back") }
        try fixture.editStore(named: "Pensão Flor") { $0.phones = ["+351 222 000 111"] }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "Ask for a room at the back")
        #expect(fixture.bookHotels()["Pensão Flor"]?.phones == ["+351 222 000 111"])
        let again = try fixture.sync()
        #expect(!again.plan.changesAnything)
    }

    @Test("a status, stay, rate or photo changed on one side syncs to the other, and the next run is quiet", arguments: kinds)
    func travellerFields(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nX-HOTELS-STATUS:closed\r\nX-HOTELS-STAYED:2025-08-14")
        }
        try fixture.editStore(named: "Pensão Flor") { details in
            details.status = .seasonal
            details.rate = Rate(minorUnits: 8500, currency: "EUR")
            details.photo = HotelPhoto(bytes: TestImages.png)
        }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.conflicts == 0)
        let avenida = try #require(try fixture.storeHotel(named: "Hotel Avenida"))
        #expect(avenida.status == .closed)
        #expect(avenida.stayed == Stay(lastDay: Day("2025-08-14")))
        let flor = try #require(fixture.bookHotels()["Pensão Flor"])
        #expect(flor.status == .seasonal)
        #expect(flor.rate == Rate(minorUnits: 8500, currency: "EUR"))
        #expect(flor.photo?.bytes == TestImages.png)
        #expect(!(try fixture.sync()).plan.changesAnything)
        // Back to open in the store: the card loses its status.
        try fixture.editStore(named: "Hotel Avenida") { $0.status = .open }
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"]?.status == .open)
        #expect(!(try fixture.sync()).plan.changesAnything)
    }

    @Test("changed on both sides in different fields → both changes kept", arguments: kinds)
    func mergeWithoutConflict(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:From the phone") }
        try fixture.editStore(named: "Hotel Avenida") { $0.phones = ["+351 210 000 000"] }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.conflicts == 0)
        let stored = try #require(try fixture.storeHotel(named: "Hotel Avenida"))
        #expect(stored.details.notes == "From the phone")
        #expect(stored.details.phones == ["+351 210 000 000"])
        #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "From the phone")
        #expect(fixture.bookHotels()["Hotel Avenida"]?.phones == ["+351 210 000 000"])
    }

    @Test("the same field changed differently on both sides is a conflict, settled by the policy", arguments: kinds)
    func conflicts(kind: BookKind) throws {
        for policy in [ConflictPolicy.newest, .book, .store] {
            let fixture = try synced(kind)
            fixture.options.onConflict = policy
            try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store note" }
            // A phone's edit, without REV: it counts from when this run sees it, after the store's.
            fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note") }
            let outcome = try fixture.sync()
            #expect(outcome.plan.counts.conflicts == 1)
            let expected = policy == .store ? "store note" : "book note"
            #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == expected)
            #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == expected)
        }
    }

    @Test("a card with two conflicting fields is one conflict, as import counts it, with a note for each field", arguments: BookKind.local)
    func conflictsCountCards(kind: BookKind) throws {
        let fixture = try synced(kind)
        try fixture.editStore(named: "Hotel Avenida") {
            $0.notes = "store note"
            $0.url = "https://store.example"
        }
        fixture.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note\r\nURL:https://book.example")
        }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.conflicts == 1)
        #expect(outcome.plan.notes.count { if case .conflict = $0.kind { true } else { false } } == 2)
    }

    /// A probe's: a card edited in the book ten minutes before the store's
    /// edit, its REV left alone, won the conflict under `newest`, as if
    /// changed when the run saw it. A card file's modification time (a
    /// `.vcf` file's, the latest any card of it changed) times it now.
    @Test("newest: a card without a REV of its own is timed by its file's modification time", arguments: [BookKind.file, .vdir])
    func newestByModificationTime(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nTEL:+351 210 000 001") }
        let file = kind == .file ? fixture.folder.path("book.vcf")
            : fixture.folder.path("book/" + (fixture.bookCards().first { $0.text.contains("UID:avenida") }?.key ?? ""))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: file)
        try fixture.editStore(named: "Hotel Avenida") { $0.phones = ["+351 210 000 002"] }
        let older = try fixture.sync()
        // A probe's: the value dropped was not said, so the user could not put it back.
        #expect(older.plan.notes.contains { $0.message.hasSuffix("the store's value stays ('+351 210 000 002'; the book's was '+351 210 000 001')") },
                "\(older.plan.notes)")
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.phones == ["+351 210 000 002"])
        #expect(fixture.bookHotels()["Hotel Avenida"]?.phones == ["+351 210 000 002"])
        // Edited in the book after the store's edit: the book's value wins.
        try fixture.editStore(named: "Hotel Avenida") { $0.phones = ["+351 210 000 003"] }
        Thread.sleep(forTimeInterval: 0.05)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "+351 210 000 002", with: "+351 210 000 004") }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.phones == ["+351 210 000 004"])
    }

    @Test("--on-conflict fail changes nothing on either side", arguments: kinds)
    func conflictFail(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.options.onConflict = .fail
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store note" }
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note") }
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        let before = fixture.bookCards().map(\.text)
        let outcome = try fixture.sync()
        #expect(outcome.stopped != nil)
        // No side's value "stays" or "wins": nothing is applied.
        #expect(outcome.plan.notes.contains { $0.message.hasSuffix("the book and the store changed it differently") })
        #expect(fixture.bookCards().map(\.text) == before)
        #expect(try fixture.storeHotel(named: "Hotel Novo") == nil)
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "store note")
    }

    @Test("deleted on one side and unchanged on the other → deleted on the other", arguments: kinds)
    func deletions(kind: BookKind) throws {
        let fixture = try synced(kind)
        // As the book holds it (a server keeps a card as it serialized it).
        let person = try #require(fixture.bookCards().first { $0.text.contains("Ana Lima") }?.text)
        if kind != .radicale { #expect(person == Cards.person("Ana Lima", uid: "ana")) }
        fixture.deleteFromBook(uid: "avenida")
        try fixture.deleteFromStore(named: "Pensão Flor")
        // A run that deletes nothing says nothing of it.
        fixture.options.deletes = false
        #expect(try !fixture.sync().plan.notes.contains { $0.kind == .deletedInBook })
        fixture.options.deletes = true
        // A hotel deleted for its card gone is said (cron mails it), as the one deleted in the store is not.
        let outcome = try fixture.sync()
        #expect(outcome.plan.notes.filter { $0.kind == .deletedInBook }.map(\.message)
                == ["'Hotel Avenida' was deleted from the book: it leaves the store ('hotels undo' takes it back)"])
        #expect(try fixture.storeHotels().isEmpty)
        #expect(fixture.bookHotels().isEmpty)
        // The person is still there, byte for byte.
        #expect(fixture.bookCards().map(\.text) == [person])
    }

    /// A probe's: with `direction = pull` (or push), every run said "it goes
    /// back" (or "it comes back") and nothing did: cron mailed it forever.
    @Test("deleted on one side and changed on the other, synced one way: said once, in words that fit; a two-way run settles it", arguments: kinds)
    func deleteAgainstEditOneWay(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.deleteFromBook(uid: "avenida")
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "changed in the store" }
        fixture.options.direction = .pull
        let first = try fixture.sync()
        #expect(first.newWarnings.count == 1 && !first.newWarnings[0].hasPrefix("Hotel Avenida") && first.newWarnings[0].hasSuffix(
            "'Hotel Avenida' was deleted from the book but changed in the store: it stays in the store, and goes back into the book when a sync writes into it"),
                "\(first.newWarnings)")
        let second = try fixture.sync()
        #expect(second.newWarnings.isEmpty && second.warnings.count == 1, "\(second.newWarnings)")
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "changed in the store")
        fixture.options.direction = .both
        let twoWay = try fixture.sync()
        #expect(twoWay.warnings.isEmpty)
        #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "changed in the store")
        // The other way round, pushed.
        try fixture.deleteFromStore(named: "Pensão Flor")
        fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:changed in the book") }
        fixture.options.direction = .push
        let pushed = try fixture.sync()
        #expect(pushed.newWarnings.count == 1 && pushed.newWarnings[0].hasSuffix(
            "'Pensão Flor' was removed from the store but changed in the book: its card stays, and the hotel comes back when a sync writes into the store"),
                "\(pushed.newWarnings)")
        #expect(try fixture.sync().newWarnings.isEmpty)
        fixture.options.direction = .both
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.notes == "changed in the book")
    }

    /// A probe's: a push-only run said "conflict in notes …: the book's
    /// value wins" and changed nothing (the store, where that value goes,
    /// is not written); its summary said 0 conflicts, and the next two-way
    /// run said it again.
    @Test("a one-way run reports only the conflicts it settles: those whose winning value goes into the side it writes", arguments: kinds)
    func conflictsOneWay(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book edit") }
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store edit"; $0.rating = 7 }
        fixture.options.onConflict = .book
        for direction in [SyncOptions.Direction.push, .pull] {
            fixture.options.direction = direction
            let outcome = try fixture.sync()
            let conflicts = outcome.plan.notes.filter { if case .conflict = $0.kind { true } else { false } }
            // The book's value wins: a pull takes it into the store, a push has nowhere to write it
            // (it writes the rating, which no side disputes); nor does it count it (a review's).
            #expect(conflicts.count == (direction == .pull ? 1 : 0), "\(direction): \(conflicts.map(\.message))")
            #expect(outcome.plan.conflictCount == (direction == .pull ? 1 : 0), "\(direction)")
            if direction == .push {
                #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "store edit")
                #expect(fixture.bookHotels()["Hotel Avenida"]?.rating == 7)
            }
        }
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "book edit")
    }

    @Test("deleted on one side and changed on the other → the changed one is kept and reported", arguments: kinds)
    func deleteAgainstEdit(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.deleteFromBook(uid: "avenida")
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "changed in the store" }
        try fixture.deleteFromStore(named: "Pensão Flor")
        fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:changed in the book") }
        let outcome = try fixture.sync()
        #expect(outcome.plan.notes.filter { if case .keptChanged = $0.kind { true } else { false } }.count == 2)
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "changed in the store")
        #expect(fixture.bookHotels()["Hotel Avenida"]?.notes == "changed in the store")
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.notes == "changed in the book")
        #expect(try fixture.sidesAgree())
    }

    @Test("a card whose UID changed, or whose file was renamed, is the same card", arguments: kinds)
    func renamed(kind: BookKind) throws {
        let fixture = try synced(kind)
        let id = try #require(try fixture.storeHotel(named: "Hotel Avenida")?.id)
        if kind == .file {
            fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "UID:avenida", with: "UID:avenida-2") }
        } else {
            fixture.renameInBook(uid: "avenida", to: "renamed.vcf")
        }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 0)
        #expect(outcome.plan.counts.pulledDeleted == 0)
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.id == id)
        // And it stays tracked under its new id: a later edit there syncs.
        fixture.editBook(uid: kind == .file ? "avenida-2" : "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:after the rename")
        }
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "after the rename")
        #expect(try fixture.store.count() == 2)
    }

    @Test("a card edited so that it is no longer a place to stay leaves the store, by name", arguments: kinds)
    func leftLodging(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Restaurant")
                .replacingOccurrences(of: "Hotel Avenida", with: "Avenida Grill")
        }
        let outcome = try fixture.sync()
        // Named as the hotel that leaves the store; the place names the card.
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("'Hotel Avenida'") })
        #expect(!outcome.plan.notes.contains { $0.message.contains("Avenida Grill") })
        #expect(try fixture.storeHotel(named: "Hotel Avenida") == nil)
        // The card stays in the book, as the user left it.
        #expect(fixture.bookCards().contains { $0.text.contains("Avenida Grill") })
        // Made a hotel's card again: it comes back, and the run says so (a probe found it silent).
        fixture.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Restaurant", with: "CATEGORIES:Hotel")
                .replacingOccurrences(of: "Avenida Grill", with: "Hotel Avenida")
        }
        let back = try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
        #expect(back.plan.notes.contains { $0.kind == .cameBack && $0.message.contains("'Hotel Avenida'") }, "\(back.plan.notes)")
    }

    /// A sync probe's: the store's edits since the last run went with the
    /// hotel, and nothing said so.
    @Test("a card edited so that it is no longer a place to stay, whose hotel the store changed since: the hotel stays, the card stays as the user left it",
          arguments: kinds)
    func leftLodgingAgainstStoreEdit(kind: BookKind) throws {
        let fixture = try synced(kind)
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "loved it" }
        fixture.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Restaurant")
                .replacingOccurrences(of: "Hotel Avenida", with: "Avenida Grill")
        }
        let card = try #require(fixture.bookCards().first { $0.text.contains("Avenida Grill") }).text
        let outcome = try fixture.sync()
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("changed in the store") }, "\(outcome.plan.notes)")
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes == "loved it")
        #expect(fixture.bookCards().contains { $0.text == card })
        #expect(!fixture.bookCards().contains { $0.text.contains("loved it") })
        #expect(try !fixture.sync().plan.changesAnything)
        // Without a store edit, the hotel leaves, and the note says how to take it back.
        let plain = try synced(kind)
        plain.editBook(uid: "flor") {
            $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Restaurant").replacingOccurrences(of: "Pensão Flor", with: "Flor Grill")
        }
        let left = try plain.sync()
        #expect(try plain.storeHotel(named: "Pensão Flor") == nil)
        #expect(left.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("'hotels undo' takes it back") }, "\(left.plan.notes)")
    }

    @Test("a card that only the selection rules would now skip stays tracked", arguments: kinds)
    func rulesChanged(kind: BookKind) throws {
        // Taken by the user's include rule, then synced without it.
        let fixture = try SyncFixture(kind, cards: [Cards.person("Quinta Velha", uid: "quinta")])
        let config = try Configuration.ConfigFile(text: "[select]\ninclude = Quinta Velha\n", path: "config")
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: config))
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Quinta Velha") != nil)
        fixture.selector = LodgingSelector()
        let outcome = try fixture.sync()
        #expect(!outcome.plan.changesAnything)
        #expect(try fixture.storeHotel(named: "Quinta Velha") != nil)
    }

    @Test("the user's exclude of a tracked card takes its hotel out of the store and the card out of the sync, never out of the book",
          arguments: kinds)
    func excludedAfterTaken(kind: BookKind) throws {
        // Taken by the user's include rule, then excluded by name.
        let fixture = try SyncFixture(kind, cards: [Cards.person("James Hilton", uid: "james"),
                                                    Cards.hotel("Hotel Avenida", uid: "avenida")])
        let include = try Configuration.ConfigFile(text: "[select]\ninclude = uid:james\n", path: "config")
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: include))
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "James Hilton") != nil)
        let person = fixture.bookCards().first { $0.text.contains("James Hilton") }?.text
        let exclude = try Configuration.ConfigFile(text: "[select]\nexclude = James*\n", path: "config")
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: exclude))
        let outcome = try fixture.sync()
        #expect(try fixture.storeHotel(named: "James Hilton") == nil)
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("excluded by [select] line 2") })
        #expect(fixture.bookCards().first { $0.text.contains("James Hilton") }?.text == person)
        // No longer tracked: nothing the store does reaches the card.
        #expect(!(try fixture.sync()).plan.changesAnything)
        #expect(fixture.bookCards().first { $0.text.contains("James Hilton") }?.text == person)
        #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
    }

    @Test("an exclude a push leaves undone waits for the next two-way run; no note says it was done", arguments: BookKind.local)
    func exclusionAfterPush(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.person("James Hilton", uid: "james"),
                                                    Cards.hotel("Hotel Avenida", uid: "avenida")])
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: try Configuration.ConfigFile(text: "[select]\ninclude = uid:james\n", path: "config")))
        try fixture.sync()
        fixture.selector = LodgingSelector(rules: SelectionRule.rules(in: try Configuration.ConfigFile(text: "[select]\nexclude = James*\n", path: "config")))
        fixture.options.direction = .push
        let pushed = try fixture.sync()
        #expect(!pushed.plan.notes.contains { $0.kind == .leftLodging })
        #expect(try fixture.storeHotel(named: "James Hilton") != nil)
        fixture.options.direction = .both
        let both = try fixture.sync()
        #expect(both.plan.notes.contains { $0.kind == .leftLodging })
        #expect(try fixture.storeHotel(named: "James Hilton") == nil)
        #expect(fixture.bookCards().contains { $0.text.contains("James Hilton") })
    }

    @Test("a hotel removed from the store through one book and made again from its restored card is still the other book's card")
    func recreatedHotelKeepsOtherBooksCard() throws {
        // Two books hold the same hotel: the phone (a file) and the laptop (a vdir),
        // whose card has a line only it holds.
        let phone = try SyncFixture(.file, cards: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.person("Ana Lima", uid: "ana")]
                                    + (1...4).map { Cards.hotel("Pensão \($0)", uid: "p\($0)", city: "Porto") })
        let laptopPath = phone.folder.path("laptop")
        try FileManager.default.createDirectory(atPath: laptopPath, withIntermediateDirectories: true)
        let laptopCard = Cards.hotel("Hotel Avenida", uid: "avenida").replacingOccurrences(of: "END:VCARD", with: "X-LAPTOP:only here\r\nEND:VCARD")
        try Data(laptopCard.utf8).write(to: URL(fileURLWithPath: laptopPath + "/avenida.vcf"))
        let laptop = CardFolderBook(path: laptopPath)
        func syncLaptop() throws -> SyncRunner.Outcome {
            var options = SyncOptions()
            options.now = .now()
            return try SyncRunner(book: laptop, name: "laptop", store: phone.store, options: options, selector: LodgingSelector()).run()
        }
        try phone.sync()
        _ = try syncLaptop()
        // Its card deleted from the phone alone, the hotel stays: the laptop syncs it.
        let full = phone.bookFileText()
        phone.deleteFromBook(uid: "avenida")
        try phone.sync()
        #expect(try phone.storeHotel(named: "Hotel Avenida") != nil)
        // Removed from the store, synced into the phone, then the phone's book restored from a backup and synced again.
        try Data(full.utf8).write(to: URL(fileURLWithPath: phone.folder.path("book.vcf")))
        try phone.sync()
        try phone.deleteFromStore(named: "Hotel Avenida")
        try phone.sync()
        #expect(try phone.storeHotel(named: "Hotel Avenida") == nil)
        #expect(!phone.bookFileText().contains("FN:Hotel Avenida"))
        try Data(full.utf8).write(to: URL(fileURLWithPath: phone.folder.path("book.vcf")))
        try phone.sync()
        #expect(try phone.storeHotel(named: "Hotel Avenida")?.uid == "avenida")
        // The laptop's card is the hotel's card again, not one to delete;
        // renamed meanwhile, it is one card still.
        try FileManager.default.moveItem(atPath: laptopPath + "/avenida.vcf", toPath: laptopPath + "/renamed.vcf")
        let outcome = try syncLaptop()
        #expect(outcome.plan.counts.pushedDeleted == 0)
        let text = try String(contentsOfFile: laptopPath + "/renamed.vcf", encoding: .utf8)
        #expect(text.contains("X-LAPTOP:only here"))
        #expect(!(try syncLaptop()).plan.changesAnything)
        #expect(try phone.storeHotel(named: "Hotel Avenida") != nil)
    }

    @Test("lines outside any card hold back every deletion from the book, and a run says so when a card waits on them")
    func heldBackDeletion() throws {
        let fixture = try SyncFixture(.file, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")]
                                      + (1...4).map { Cards.hotel("Pensão \($0)", uid: "p\($0)", city: "Porto") })
        let path = fixture.folder.path("book.vcf")
        try Data((fixture.bookFileText() + "trailer\r\n").utf8).write(to: URL(fileURLWithPath: path))
        let first = try fixture.sync()
        #expect(first.newWarnings.count == 1)
        #expect(first.newWarnings.first?.contains("no card gone from the book is deleted until it can be read") == true)
        #expect(!(try fixture.sync()).newWarnings.contains { $0.contains("trailer") || $0.contains("outside") })
        // A card deleted by hand waits, and the run says so, once.
        fixture.deleteFromBook(uid: "avenida")
        let held = try fixture.sync()
        #expect(held.newWarnings.contains { $0.hasSuffix("until it can be read (1 card gone from the book waits)") }, "\(held.newWarnings)")
        #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
        #expect(try fixture.sync().newWarnings.isEmpty)
    }

    @Test("a card that cannot be read is not taken as deleted", arguments: kinds)
    func unreadable(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:9.9\r\nADR;ENCODING=QUOTED-PRINTABLE:=ZZ=\r\n\u{0}") }
        let outcome = try fixture.sync()
        let unreadable = outcome.plan.notes.filter { $0.kind == .unreadable }
        if unreadable.isEmpty {
            // The reader repaired it: then it is simply still there.
            #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
        } else {
            #expect(outcome.plan.counts.pulledDeleted == 0)
            #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
        }
    }

    /// A probe's: a store edit made while its card could not be read never
    /// reached a .vcf book once the card read again, since the run that
    /// could not read it counted as complete.
    /// (A server keeps no card it cannot read.)
    @Test("a store edit made while its card cannot be read reaches the card once it reads again",
          arguments: kinds.filter { $0 != .radicale })
    func storeEditWhileCardUnreadable(kind: BookKind) throws {
        let fixture = try synced(kind)
        var original = ""
        fixture.editBook(uid: "avenida") { text in
            original = text
            return text.replacingOccurrences(of: "BEGIN:VCARD", with: "BEGIN:VCRAD")
        }
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        let broken = try fixture.sync()
        #expect(broken.plan.notes.contains { $0.kind == .unreadable }, "\(broken.plan.notes)")
        if kind == .file {
            try Data(fixture.bookFileText().replacingOccurrences(of: "BEGIN:VCRAD", with: "BEGIN:VCARD").utf8)
                .write(to: URL(fileURLWithPath: fixture.folder.path("book.vcf")))
            #expect(fixture.bookFileText().contains(original))
        } else {
            fixture.editBook(uid: "avenida") { _ in original }
        }
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"]?.rating == 4, "\(fixture.bookCards())")
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.rating == 4)
    }

    @Test("two cards with one UID: both kept, each tracked, and a warning naming both", arguments: kinds)
    func repeatedUID(kind: BookKind) throws {
        let fixture = try synced(kind)
        if kind == .radicale {
            // The server form: a server holds one card per UID, and refuses a second with 409.
            let before = fixture.bookCards()
            #expect {
                try fixture.putOnServer(Cards.hotel("Hotel Avenida Palace", uid: "avenida", city: "Coimbra", postalCode: "3000-001"),
                                        fileName: "palace.vcf")
            } throws: { error in
                guard case CardDAVError.conflict(_, let status, _) = error else { return false }
                return status == 409 || status == 403
            }
            #expect(fixture.bookCards().map(\.text) == before.map(\.text))
            #expect(try !fixture.sync().plan.changesAnything)
            #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
            return
        }
        fixture.addToBook(Cards.hotel("Hotel Avenida Palace", uid: "avenida", city: "Coimbra", postalCode: "3000-001"), fileName: "palace.vcf")
        let outcome = try fixture.sync()
        let warning = try #require(outcome.plan.notes.first { if case .repeatedUID = $0.kind { return true } else { return false } })
        #expect(warning.message.contains("2 cards"))
        if kind == .file { #expect(warning.message.components(separatedBy: "book.vcf:").count == 3, "\(warning.message)") }
        #expect(try fixture.storeHotel(named: "Hotel Avenida") != nil)
        #expect(try fixture.storeHotel(named: "Hotel Avenida Palace") != nil)
        #expect(fixture.bookHotels().count == 3)
        // Each is tracked: an edit of the second syncs to its own hotel.
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("a second card of a hotel the book has makes no second hotel: it is left as it is, with a note said once", arguments: kinds)
    func secondCardOfAHotel(kind: BookKind) throws {
        let fixture = try synced(kind)
        // Another card of Pensão Flor (its name and postal code), as import would merge it; it adds a phone.
        fixture.addToBook(Cards.hotel("Pensão Flor", uid: "flor-reception", city: "Porto", postalCode: "4000-001", phone: "+351 22 000 0000"),
                          fileName: "flor-reception.vcf")
        let before = fixture.bookCards().map(\.text)
        let outcome = try fixture.sync()
        #expect(try fixture.store.count() == 2)
        #expect(outcome.plan.counts.pulledCreated == 0)
        #expect(fixture.bookCards().map(\.text) == before)
        let note = try #require(outcome.plan.notes.first { $0.kind == .sameHotel })
        #expect(note.message.hasPrefix("'Pensão Flor' is on another card of the book already"), "\(note.message)")
        #expect(!note.key.isEmpty)
        #expect(try !fixture.sync().plan.changesAnything)
        // The card it stands beside gone, it is the hotel's card: nothing is deleted, nothing made twice.
        fixture.deleteFromBook(uid: "flor")
        try fixture.sync()
        #expect(try fixture.store.count() == 2)
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.phones == ["+351 22 000 0000"])
    }

    @Test("the second card of a hotel takes over when the first goes: what the store knows and it lacks is kept, and written into it",
          arguments: kinds)
    func secondCardTakesOver(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.addToBook(Cards.hotel("Pensão Flor", uid: "flor-reception", city: "Porto", postalCode: "4000-001", phone: "+351 22 000 0000"),
                          fileName: "flor-reception.vcf")
        try fixture.sync()
        let rate = Rate(minorUnits: 8500, currency: "EUR")
        try fixture.editStore(named: "Pensão Flor") { details in
            details.rate = rate
            details.notes = "Room 12 has the view"
        }
        try fixture.sync()
        // The user merges the two as the note asks: the first card goes.
        fixture.deleteFromBook(uid: "flor")
        try fixture.sync()
        let flor = try #require(try fixture.storeHotel(named: "Pensão Flor"))
        #expect(flor.details.rate == rate)
        #expect(flor.details.notes == "Room 12 has the view")
        #expect(flor.details.phones == ["+351 22 000 0000"])
        let card = try #require(fixture.bookHotels()["Pensão Flor"])
        #expect(card.rate == rate)
        #expect(card.notes == "Room 12 has the view")
        #expect(try fixture.store.count() == 2)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A re-review's: a run stopped (here by --on-conflict fail, as by the
    /// deletion guard) forgot the second card's warning, and the run after
    /// it cleared what the store knew and the second card lacked.
    @Test("a second card takes over as well after a run that stopped before changing anything", arguments: BookKind.local)
    func secondCardTakesOverAfterAStop(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.addToBook(Cards.hotel("Pensão Flor", uid: "flor-reception", city: "Porto", postalCode: "4000-001", phone: "+351 22 000 0000"),
                          fileName: "flor-reception.vcf")
        try fixture.sync()
        try fixture.editStore(named: "Pensão Flor") { $0.notes = "Room 12 has the view" }
        try fixture.sync()
        fixture.deleteFromBook(uid: "flor")
        // Another hotel changed differently on both sides stops the run.
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store note" }
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note") }
        fixture.options.onConflict = .fail
        #expect(try fixture.sync().stopped != nil)
        fixture.options.onConflict = .newest
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.notes == "Room 12 has the view")
        #expect(fixture.bookHotels()["Pensão Flor"]?.notes == "Room 12 has the view")
    }

    /// A review's: every card paired by name and place kept what it lacked,
    /// so a phone field deleted together with a new UID (a client that
    /// makes its cards anew) came back from the store.
    @Test("a card whose UID changed, a field deleted with it: the field leaves the store too", arguments: BookKind.local)
    func changedUIDDeletesAField(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001", phone: "+351 22 000 0000")])
        try fixture.sync()
        fixture.deleteFromBook(uid: "flor")
        fixture.addToBook(Cards.hotel("Pensão Flor", uid: "flor-new", city: "Porto", postalCode: "4000-001"), fileName: "flor-new.vcf")
        try fixture.sync()
        #expect(try fixture.store.count() == 1)
        #expect(try fixture.storeHotel(named: "Pensão Flor")?.details.phones == [])
        #expect(fixture.bookHotels()["Pensão Flor"]?.phones == [])
    }

    @Test("two cards of one new hotel make one hotel in a first sync, as import makes one", arguments: kinds)
    func twoCardsOfANewHotel(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [
            Cards.hotel("Casa Azul", uid: "azul", city: "Porto", postalCode: "4000-002"),
            Cards.hotel("Casa Azul", uid: "azul-2", city: "Porto", postalCode: "4000-002", phone: "+351 22 111 1111"),
            Cards.hotel("Casa Azul", uid: "azul-faro", city: "Faro", postalCode: "8000-001"),
        ])
        let outcome = try fixture.sync()
        // The one in Faro is another hotel of the name.
        #expect(try fixture.store.count() == 2)
        #expect(outcome.plan.notes.count { $0.kind == .sameHotel } == 1)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A probe's: --push-positions wrote a position only into a card
    /// rewritten for another change.
    @Test("a gazetteer position does not rewrite a card unless pushed; pushed, it goes into the card though nothing else changed", arguments: kinds)
    func positions(kind: BookKind) throws {
        let fixture = try synced(kind)
        try fixture.editStore(named: "Hotel Avenida") {
            $0.coordinate = Coordinate(latitude: 38.71, longitude: -9.14, source: .gazetteer, precision: "city")
        }
        let before = fixture.bookCards().map(\.text)
        #expect(try !fixture.sync().plan.changesAnything)
        #expect(fixture.bookCards().map(\.text) == before)
        fixture.options.pushPositions = true
        let pushed = try fixture.sync()
        #expect(pushed.plan.counts.pushedUpdated == 1, "\(pushed.plan.steps)")
        #expect(fixture.bookHotels()["Hotel Avenida"]?.coordinate.map { ($0.latitude, $0.longitude) } ?? (0, 0) == (38.71, -9.14))
        #expect(try !fixture.sync().plan.changesAnything)
        // Not pushed again, the position stays in the card.
        fixture.options.pushPositions = false
        #expect(try !fixture.sync().plan.changesAnything)
        #expect(fixture.bookHotels()["Hotel Avenida"]?.coordinate != nil)
        // A probe's: a card rewritten for another change by a run without
        // the option lost it, so cron undid a pushed run card by card.
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 4 }
        let rated = try fixture.sync()
        #expect(rated.plan.steps.flatMap(\.changes).map(\.field) == [.rating], "\(rated.plan.steps)")
        #expect(fixture.bookHotels()["Hotel Avenida"]?.coordinate.map { ($0.latitude, $0.longitude) } ?? (0, 0) == (38.71, -9.14))
        // Placed elsewhere alone, the card is not rewritten for a guess (a review's:
        // two stores whose guesses differ rewrote it back and forth)…
        try fixture.editStore(named: "Hotel Avenida") {
            $0.coordinate = Coordinate(latitude: 38.73, longitude: -9.16, source: .gazetteer, precision: "city")
        }
        #expect(try !fixture.sync().plan.changesAnything)
        // …and rewritten for another change, the card that has a position is given the new one.
        try fixture.editStore(named: "Hotel Avenida") {
            $0.coordinate = Coordinate(latitude: 38.72, longitude: -9.15, source: .gazetteer, precision: "city")
            $0.rating = 5
        }
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"]?.coordinate.map { ($0.latitude, $0.longitude) } ?? (0, 0) == (38.72, -9.15))
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("a run that would delete most of a side stops and changes nothing, unless forced", arguments: kinds)
    func deletionGuard(kind: BookKind) throws {
        var cards: [String] = []
        for number in 1...8 { cards.append(Cards.hotel("Hotel \(number)", uid: "h\(number)", postalCode: "1000-00\(number)")) }
        let fixture = try SyncFixture(kind, cards: cards + [Cards.person("Ana Lima", uid: "ana")])
        try fixture.sync()
        for number in 1...7 { fixture.deleteFromBook(uid: "h\(number)") }
        let outcome = try fixture.sync()
        #expect(outcome.stopped?.contains("would delete 7") == true)
        #expect(outcome.stopped?.hasSuffix("; run again with --force to apply it") == true, "\(outcome.stopped ?? "")")
        #expect(try fixture.store.count() == 8)
        fixture.options.force = true
        try fixture.sync()
        #expect(try fixture.store.count() == 1)
    }

    @Test("a book that suddenly lists no hotel stops the run", arguments: kinds)
    func emptiedBook(kind: BookKind) throws {
        let fixture = try synced(kind)
        for uid in ["avenida", "flor"] { fixture.deleteFromBook(uid: uid) }
        let outcome = try fixture.sync()
        #expect(outcome.stopped?.contains("lists no hotel") == true)
        // A probe's: the guard offered only --force, which deletes; it names the way back too.
        // Another's: 'export -o FILE' replaced a file's other cards; a file is given them back by appending.
        #expect(outcome.stopped?.contains("give it the store's hotels back ('hotels export >> FILE' adds them to a file and keeps its other cards; "
                                          + "'hotels export -o DIR/' or '-o URL' writes them into a folder or a collection)") == true, "\(outcome.stopped ?? "")")
        #expect(try fixture.store.count() == 2)
    }

    /// A re-review's: `hotels rm` says an undo brings the hotel back, but
    /// its card, deleted from the book by the sync after the rm, stayed
    /// deleted where push_new is off.
    @Test("undo of a hotel's removal the sync carried to the book brings its card back, push_new off too", arguments: kinds)
    func undoOfRemoval(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.options.pushNew = false
        try fixture.deleteFromStore(named: "Pensão Flor")
        try fixture.sync()
        #expect(fixture.bookHotels()["Pensão Flor"] == nil)
        _ = try fixture.store.undo()
        try fixture.sync()
        #expect(fixture.bookHotels()["Pensão Flor"] != nil)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// The card of a hotel the undone sync made from it stays: the undo
    /// unmade the store's hotel, not the user's contact (the sync after it
    /// deleted the card).
    @Test("undo of a sync: the next sync carries the restoration to the book, and leaves the card whose hotel it unmade", arguments: kinds)
    func undoOfSync(kind: BookKind) throws {
        let fixture = try synced(kind)
        // A pulled deletion, a pulled creation and a pulled edit, in one sync.
        fixture.deleteFromBook(uid: "avenida")
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        fixture.editBook(uid: "flor") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:edited") }
        let outcome = try fixture.sync()
        let batch = try #require(outcome.batch)
        let novo = try #require(fixture.bookCards().first { $0.text.contains("FN:Hotel Novo") }).text
        _ = try fixture.store.undo(batch.id)
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"] != nil)
        #expect(fixture.bookCards().filter { $0.text.contains("FN:Hotel Novo") }.map(\.text) == [novo])
        #expect(try fixture.storeHotel(named: "Hotel Novo") == nil)
        #expect(fixture.bookHotels()["Pensão Flor"]?.notes == "")
        #expect(try !fixture.sync().plan.changesAnything)
        // A redo gives the hotel back to its card: nothing to write, on either side.
        _ = try fixture.store.redo(batch.id)
        #expect(try fixture.storeHotel(named: "Hotel Novo") != nil)
        try fixture.sync()
        #expect(fixture.bookCards().filter { $0.text.contains("FN:Hotel Novo") }.count == 1)
        #expect(try fixture.sidesAgree())
        #expect(try !fixture.sync().plan.changesAnything)
    }

    /// A probe's soak: a hotel added in the store and written to the book
    /// by a sync, removed from the store while the user edited its card;
    /// the sync brought it back for the edit's sake, and the undo of that
    /// sync had the next sync delete the card, the user's edit with it.
    @Test("undo of the sync that brought a hotel back for the book's edit leaves the edited card in the book", arguments: kinds)
    func undoOfComeBack(kind: BookKind) throws {
        let fixture = try synced(kind)
        let made = try fixture.addToStore(Self.details("Grande Hotel", city: "Faro"))
        try fixture.sync()
        let uid = try #require(try fixture.store.hotel(id: made.id)?.uid)
        try fixture.deleteFromStore(named: "Grande Hotel")
        fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:edited in the book") }
        let edited = try #require(fixture.bookCards().first { $0.text.contains("NOTE:edited in the book") }).text
        let back = try fixture.sync()
        #expect(try fixture.storeHotel(named: "Grande Hotel")?.details.notes == "edited in the book")
        _ = try fixture.store.undo(try #require(back.batch).id)
        try fixture.sync()
        #expect(fixture.bookCards().filter { $0.text.contains("FN:Grande Hotel") }.map(\.text) == [edited])
        #expect(try fixture.storeHotel(named: "Grande Hotel") == nil)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("cards whose hotels an undone sync unmade are no hotels the deletion guard counts as synced with the book", arguments: BookKind.local)
    func unmadeCardsAreNoSyncedHotels(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")])
        try fixture.sync()
        for number in 1...3 { fixture.addToBook(Cards.hotel("Hotel \(number)", uid: "new-\(number)", postalCode: "1100-00\(number)")) }
        let batch = try #require(try fixture.sync().batch)
        _ = try fixture.store.undo(batch.id)
        try fixture.loseFromStore(named: "Hotel Avenida")
        // The store held one hotel synced with the book, not four.
        let outcome = try fixture.sync()
        #expect(outcome.plan.guardStopping?.reason.hasPrefix("the store no longer holds the hotel synced with this book before") == true,
                "\(String(describing: outcome.plan.guardStopping))")
        fixture.options.force = true
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel Avenida"] == nil)
        #expect(fixture.bookHotels().count == 3)
    }

    @Test("a card whose hotel an undone sync unmade is taken again once it changes, and only then", arguments: kinds)
    func unmadeCardTakenOnceChanged(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        let batch = try #require(try fixture.sync().batch)
        _ = try fixture.store.undo(batch.id)
        #expect(try !fixture.sync().plan.changesAnything)
        #expect(try fixture.storeHotel(named: "Hotel Novo") == nil)
        fixture.editBook(uid: "novo") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:booked again") }
        let outcome = try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Novo")?.details.notes == "booked again")
        #expect(outcome.plan.counts.pulledCreated == 1)
        #expect(try fixture.sidesAgree())
        // The hotel the edit made holds the UID the redo would give back: the redo is refused, not doubled.
        #expect(throws: HotelStoreError.self) { try fixture.store.redo(batch.id) }
    }

    @Test("cards that are not hotels keep their exact bytes", arguments: [BookKind.file, .vdir] + BookKind.available.filter { $0 == .radicale })
    func othersUntouched(kind: BookKind) throws {
        let fixture = try synced(kind)
        let person = try #require(fixture.bookCards().first { $0.text.contains("Ana Lima") })
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        try fixture.addToStore(Self.details("Grande Hotel", city: "Faro"))
        try fixture.editStore(named: "Pensão Flor") { $0.notes = "x" }
        try fixture.sync()
        #expect(fixture.bookCards().first { $0.text.contains("Ana Lima") }?.text == person.text)
    }

    @Test("one way: pull never writes the book, push never writes the store", arguments: kinds)
    func directions(kind: BookKind) throws {
        let fixture = try synced(kind)
        fixture.options.direction = .pull
        try fixture.addToStore(Self.details("Grande Hotel", city: "Faro"))
        fixture.addToBook(Cards.hotel("Hotel Novo", uid: "novo"))
        try fixture.sync()
        #expect(fixture.bookHotels()["Grande Hotel"] == nil)
        #expect(try fixture.storeHotel(named: "Hotel Novo") != nil)
        fixture.options.direction = .push
        fixture.addToBook(Cards.hotel("Hotel Outro", uid: "outro", postalCode: "1100-002"))
        try fixture.sync()
        #expect(fixture.bookHotels()["Grande Hotel"] != nil)
        #expect(try fixture.storeHotel(named: "Hotel Outro") == nil)
        fixture.options.direction = .both
        try fixture.sync()
        #expect(try fixture.sidesAgree())
    }

    @Test("a new card is matched to a stored hotel as import matches it: by name and city where one has no postal code", arguments: kinds)
    func matchesAsImport(kind: BookKind) throws {
        let fixture = try synced(kind)
        // Made in the store without a postal code, then written into another client's card with one.
        var details = Self.details("Casa do Largo", city: "Lisbon")
        details.postalCode = ""
        try fixture.addToStore(details)
        fixture.options.pushNew = false
        try fixture.sync()
        fixture.addToBook(Cards.hotel("Casa do Largo", uid: "largo-phone", city: "Lisbon", postalCode: "1100-148"))
        // And one of a stored hotel's name in its city with another postal code: another hotel.
        fixture.addToBook(Cards.hotel("Pensão Flor", uid: "flor-lisbon", city: "Porto", postalCode: "4050-253"))
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 1)
        #expect(try fixture.store.count() == 4)
        #expect(try fixture.storeHotel(named: "Casa do Largo")?.details.postalCode == "1100-148")
    }

    @Test("a book's trip takes the store's hotels of that trip, its name folded as list and export fold it", arguments: kinds)
    func tripFolded(kind: BookKind) throws {
        let fixture = try synced(kind)
        var lake = Self.details("Hotel do Lago", city: "Braga")
        lake.trip = "Été 2027"
        try fixture.addToStore(lake)
        var other = Self.details("Hotel da Serra", city: "Covilhã")
        other.trip = "Inverno"
        try fixture.addToStore(other)
        fixture.options.trip = "ete 2027"
        try fixture.sync()
        #expect(fixture.bookHotels()["Hotel do Lago"] != nil)
        #expect(fixture.bookHotels()["Hotel da Serra"] == nil)
    }

    @Test("a push over a card both sides changed leaves the book's change for the next two-way run", arguments: kinds)
    func pushKeepsTheBooksChange(kind: BookKind) throws {
        let fixture = try synced(kind)
        try fixture.editStore(named: "Hotel Avenida") { $0.rating = 6 }
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Hotel\r\nNOTE:book note") }
        fixture.options.direction = .push
        let push = try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Avenida")?.details.notes != "book note")
        // What it says it changed in the book is the store's change alone.
        #expect(push.plan.steps.flatMap(\.changes).map(\.field) == [.rating])
        fixture.options.direction = .both
        try fixture.sync()
        let hotel = try fixture.storeHotel(named: "Hotel Avenida")
        #expect(hotel?.details.notes == "book note")
        #expect(hotel?.details.rating == 6)
        #expect(fixture.bookCards().contains { $0.text.contains("NOTE:book note") })
        #expect(try fixture.sidesAgree())
    }
}
