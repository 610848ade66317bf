import Books
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing
import VCard

/// Seeded random rounds of edits on both sides with a sync after each,
/// checked against a model of what the sync must do: both sides hold the
/// same hotels with the fields the model expects, no card that is not a
/// hotel changed by a byte, and no edit lost without a conflict report.
@Suite("Sync against a model")
struct SyncModelTests {
    /// The seeds CI runs; `HOTELS_SYNC_SEEDS=FIRST-LAST` runs others.
    static let seeds: [UInt64] = {
        let parts = ProcessInfo.processInfo.environment["HOTELS_SYNC_SEEDS"]?.split(separator: "-").compactMap { UInt64($0) } ?? []
        guard parts.count == 2, parts[0] <= parts[1] else { return Array(1...16) }
        return Array(parts[0]...parts[1])
    }()
    static let rounds = 25

    @Test("random rounds converge and lose nothing", arguments: BookKind.local, seeds)
    func randomRounds(kind: BookKind, seed: UInt64) throws {
        var model = try SyncModel(kind: kind, seed: seed)
        for round in 1...Self.rounds {
            try model.round(round)
        }
    }
}

/// The model: what each hotel's notes and phone must be after the next sync.
struct SyncModel {
    struct Expected: Equatable {
        var notes = ""
        var phone = ""
    }

    let kind: BookKind
    let seed: UInt64
    var random: SeededRandom
    let fixture: SyncFixture
    /// Hotels that must exist after the sync, by name (names are unique).
    var hotels: [String: Expected] = [:]
    /// Card texts of people, as last written by "another client", by UID.
    var people: [String: String] = [:]
    /// UIDs of the hotels' cards in the book, by name.
    var uids: [String: String] = [:]
    /// A hotel card made unreadable this round, with its text to put back.
    /// The card made unreadable last round: its hotel, UID, text, and the name it is under.
    var broken: (name: String, uid: String, text: String, key: String)?
    /// Cards gone from the book while a card the sync could not place was
    /// unreadable: their deletion waits for the next round, with the
    /// store's edits of them made meanwhile.
    var heldBack: (deleted: Set<String>, storeEdited: [String: Set<String>]) = ([], [:])
    var counter = 0
    /// This round's edits, for failure messages.
    var log: [String] = []

    init(kind: BookKind, seed: UInt64) throws {
        self.kind = kind
        self.seed = seed
        random = SeededRandom(seed: seed)
        fixture = try SyncFixture(kind)
        fixture.options.force = true
        for _ in 0..<4 { addBookHotel() }
        for _ in 0..<3 { addPerson() }
        try fixture.sync()
        try check(round: 0, conflicts: [])
    }

    mutating func next() -> Int {
        counter += 1
        return counter
    }

    // MARK: - One round

    mutating func round(_ round: Int) throws {
        if let broken {
            // Put back the card made unreadable last round, as it was.
            if kind == .file {
                fixture.editBook(uid: broken.uid) { _ in broken.text }
            } else {
                fixture.addToBook(broken.text, fileName: broken.key)
            }
            self.broken = nil
        }
        log = []
        var bookEdited: [String: Set<String>] = [:], storeEdited: [String: Set<String>]
        var bookDeleted = heldBack.deleted, storeDeleted: Set<String> = []
        storeEdited = heldBack.storeEdited
        heldBack = ([], [:])
        // Cards whose UID (a .vcf file) or file name (a folder) changed this
        // round: the sync cannot tell which card one is while it is unreadable.
        var moved: Set<String> = []
        var holdsDeletions = false
        var pendingBook: [String: Expected] = [:], pendingStore: [String: Expected] = [:]
        let operations = Int.random(in: 1...4, using: &random)
        for _ in 0..<operations {
            // The card made unreadable this round is left alone until it is put back.
            let names = hotels.keys.sorted().filter { !bookDeleted.contains($0) && !storeDeleted.contains($0) && $0 != broken?.name }
            let choice = Int.random(in: 0..<12, using: &random)
            switch choice {
            case 0: addBookHotel()
            case 1:
                let name = "Store Hotel \(next())"
                var details = HotelDetails(name: name)
                details.city = "Porto"
                details.postalCode = "4000-\(100 + counter)"
                details.country = "PT"
                try fixture.addToStore(details)
                hotels[name] = Expected()
                log.append("store add \(name)")
            case 2, 3:
                guard let name = names.randomElement(using: &random), let uid = uids[name] else { continue }
                let note = "book note \(next())"
                fixture.editBook(uid: uid) { Self.setNote(note, in: $0) }
                bookEdited[name, default: []].insert("notes")
                pendingBook[name, default: hotels[name]!].notes = note
                log.append("book note \(name)")
            case 4, 5:
                guard let name = names.randomElement(using: &random) else { continue }
                let field = Bool.random(using: &random) ? "notes" : "phone"
                let value = field == "notes" ? "store note \(next())" : "+351 21 \(1_000_000 + next())"
                try fixture.editStore(named: name) { if field == "notes" { $0.notes = value } else { $0.phones = [value] } }
                storeEdited[name, default: []].insert(field)
                log.append("store \(field) \(name)")
                if field == "notes" { pendingStore[name, default: hotels[name]!].notes = value } else { pendingStore[name, default: hotels[name]!].phone = value }
            case 6:
                guard let name = names.randomElement(using: &random), let uid = uids[name] else { continue }
                fixture.deleteFromBook(uid: uid)
                bookDeleted.insert(name)
                log.append("book delete \(name)")
            case 7:
                guard let name = names.randomElement(using: &random) else { continue }
                try fixture.deleteFromStore(named: name)
                storeDeleted.insert(name)
                log.append("store delete \(name)")
            case 8:
                // Another client edits a person; the sync must leave the edit as it is.
                guard let uid = people.keys.sorted().randomElement(using: &random) else { continue }
                let text = Cards.person("Person \(next())", uid: uid)
                if kind == .file { fixture.editBook(uid: uid) { _ in text } } else { fixture.editBook(uid: uid) { _ in text } }
                people[uid] = text
            case 9:
                if Bool.random(using: &random) { addPerson() } else if let uid = people.keys.sorted().randomElement(using: &random) {
                    fixture.deleteFromBook(uid: uid)
                    people[uid] = nil
                }
            case 10:
                // A renamed file, or (in a .vcf file) a changed UID: the same card.
                guard let name = names.randomElement(using: &random), let uid = uids[name], bookEdited[name] == nil else { continue }
                if kind == .file {
                    let newUID = "changed-\(next())"
                    fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "UID:\(uid)", with: "UID:\(newUID)") }
                    uids[name] = newUID
                    // A changed card: a deletion in the store keeps it.
                    bookEdited[name, default: []].insert("uid")
                    moved.insert(name)
                    log.append("book uid \(name)")
                } else if Bool.random(using: &random), let other = names.filter({ $0 != name }).randomElement(using: &random),
                          let otherUID = uids[other], bookEdited[other] == nil {
                    // Two files that swap names: each card stays its hotel's, and a store edit of one stays on it.
                    fixture.swapInBook(uid, otherUID)
                    let note = "store note \(next())"
                    try fixture.editStore(named: name) { $0.notes = note }
                    storeEdited[name, default: []].insert("notes")
                    pendingStore[name, default: hotels[name]!].notes = note
                    log.append("book swap \(name) \(other), store note \(name)")
                } else {
                    fixture.renameInBook(uid: uid, to: "renamed-\(next()).vcf")
                    moved.insert(name)
                    log.append("book rename \(name)")
                }
            default:
                if kind == .file && Bool.random(using: &random), let name = names.randomElement(using: &random), let uid = uids[name] {
                    // Another card with the same UID: a hotel of its own.
                    let other = "Twin \(next())"
                    fixture.addToBook(Cards.hotel(other, uid: uid, city: "Braga", postalCode: "4700-\(100 + counter)"))
                    hotels[other] = Expected()
                    log.append("book twin \(other) of \(name)")
                } else if broken == nil, let name = names.randomElement(using: &random), let uid = uids[name],
                          bookEdited[name] == nil, storeEdited[name] == nil,
                          let card = fixture.bookCards().first(where: { SyncFixture.uid(of: $0.text) == uid }) {
                    // A card that cannot be read: never taken as deleted.
                    if kind == .file {
                        // A value past the reader's limit, in place: the card is rejected, its UID still seen.
                        fixture.editBook(uid: uid) { Self.setNote(String(repeating: "x", count: SyncFixture.valueLimit + 10), in: $0) }
                    } else {
                        // In place, under the name the card has now (a swap may have given it another's).
                        fixture.deleteFromBook(uid: uid)
                        fixture.addToBook("BEGIN:VCARD\r\n", fileName: card.key)
                    }
                    broken = (name, uid, card.text, card.key)
                    // Under a UID or name the sync does not know, it may be any card gone: no deletion from the book is made.
                    holdsDeletions = moved.contains(name)
                    log.append("book break \(name)")
                }
            }
        }
        // What the sync must make of this round.
        var expectedConflicts: Set<String> = []
        if holdsDeletions {
            heldBack.deleted = bookDeleted.subtracting(storeDeleted)
            heldBack.storeEdited = storeEdited.filter { heldBack.deleted.contains($0.key) }
            bookDeleted.subtract(heldBack.deleted)
        }
        for name in Set(bookDeleted).union(storeDeleted) {
            let editedElsewhere = bookDeleted.contains(name) ? storeEdited[name] != nil : bookEdited[name] != nil
            if bookDeleted.contains(name) && storeDeleted.contains(name) || !editedElsewhere { hotels[name] = nil }
        }
        for (name, value) in pendingBook where hotels[name] != nil { hotels[name]!.notes = value.notes }
        // A store edit its own deletion followed is no longer the store's: a hotel the book's edit keeps is the card's.
        for (name, value) in pendingStore where hotels[name] != nil && !storeDeleted.contains(name) {
            if storeEdited[name]!.contains("notes") {
                if bookEdited[name]?.contains("notes") == true { expectedConflicts.insert(name) } else { hotels[name]!.notes = value.notes }
            }
            if storeEdited[name]!.contains("phone") { hotels[name]!.phone = value.phone }
        }
        try expectSamePlanOverStoredCards(round: round)
        let outcome = try fixture.sync()
        #expect(outcome.stopped == nil, "seed \(seed) round \(round): \(outcome.stopped ?? "")")
        let reported = Set(outcome.plan.notes.compactMap { note -> String? in
            if case .conflict = note.kind { return note.place } else { return nil }
        })
        for name in expectedConflicts {
            #expect(reported.contains(name), "seed \(seed) round \(round): conflict on '\(name)' not reported")
            // Whoever won, both sides now agree on it.
            if let stored = try fixture.storeHotel(named: name) { hotels[name]!.notes = stored.details.notes }
        }
        try check(round: round, conflicts: expectedConflicts)
        // A second sync has nothing left to do.
        let again = try fixture.sync()
        #expect(!again.plan.changesAnything, "seed \(seed) round \(round): a second sync still changes \(again.plan.steps.map(\.name))")
    }

    /// A merge over the hotel itself, where the card as last synced showed
    /// it, must plan what a merge over that card does.
    func expectSamePlanOverStoredCards(round: Int) throws {
        let plans = try fixture.plansOverHotelAndCard()
        #expect(plans.overHotel == plans.overCard, "\(kind) seed \(seed) round \(round) after \(log)")
    }

    func check(round: Int, conflicts: Set<String>) throws {
        let context = "\(kind) seed \(seed) round \(round) after \(log)"
        let stored = try fixture.storeHotels()
        var inBook = fixture.bookHotels()
        if let broken {
            // Unreadable this round: the hotel stays in the store, untouched.
            #expect(stored[broken.name] != nil, "\(context): unreadable '\(broken.name)' was deleted")
            inBook[broken.name] = stored[broken.name]?.details
        }
        for name in heldBack.deleted {
            // Gone from the book, its deletion waiting: the hotel stays in the store.
            #expect(stored[name] != nil, "\(context): '\(name)', whose deletion waits, was deleted")
            inBook[name] = stored[name]?.details
        }
        #expect(Set(stored.keys) == Set(hotels.keys), "\(context): store has \(Set(stored.keys).symmetricDifference(hotels.keys)) wrong")
        #expect(Set(inBook.keys) == Set(hotels.keys), "\(context): book has \(Set(inBook.keys).symmetricDifference(hotels.keys)) wrong")
        for (name, expected) in hotels {
            let storeValue = stored[name].map { Expected(notes: $0.details.notes, phone: $0.details.phones.first ?? "") }
            let bookValue = inBook[name].map { Expected(notes: $0.notes, phone: $0.phones.first ?? "") }
            #expect(storeValue == expected, "\(context): '\(name)' in the store")
            #expect(bookValue == expected, "\(context): '\(name)' in the book")
        }
        // People: exactly the bytes another client last wrote.
        let texts = fixture.bookCards().map(\.text)
        for (uid, text) in people {
            #expect(texts.contains(text), "\(context): person \(uid) changed")
        }
    }

    // MARK: - Making cards

    mutating func addBookHotel() {
        let number = next()
        let name = "Book Hotel \(number)"
        let uid = "hotel-\(number)"
        fixture.addToBook(Cards.hotel(name, uid: uid, postalCode: "1100-\(100 + number)"))
        hotels[name] = Expected()
        uids[name] = uid
        log.append("book add \(name)")
    }

    mutating func addPerson() {
        let uid = "person-\(next())"
        let text = Cards.person("Person \(counter)", uid: uid)
        fixture.addToBook(text)
        people[uid] = text
    }

    /// The card with its NOTE set to `note`.
    static func setNote(_ note: String, in text: String) -> String {
        var lines = text.components(separatedBy: "\r\n").filter { !$0.uppercased().hasPrefix("NOTE") }
        if let end = lines.firstIndex(where: { $0.hasPrefix("END:VCARD") }) { lines.insert("NOTE:\(note)", at: end) }
        return lines.joined(separator: "\r\n")
    }
}
