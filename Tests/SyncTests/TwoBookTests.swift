import Books
import Configuration
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing

/// Two books that sync one store: a phone's `.vcf` file (the fixture's
/// book) and a laptop's vdir beside it.
final class TwoBooks {
    let phone: SyncFixture
    let laptopPath: String
    let laptop: CardFolderBook
    /// The laptop's selection rules (its own `[book laptop]` section).
    var laptopSelector = LodgingSelector()

    init(phone cards: [String], laptop laptopCards: [String: String]) throws {
        phone = try SyncFixture(.file, cards: cards)
        laptopPath = phone.folder.path("laptop")
        try FileManager.default.createDirectory(atPath: laptopPath, withIntermediateDirectories: true)
        for (name, text) in laptopCards { try Data(text.utf8).write(to: URL(fileURLWithPath: laptopPath + "/" + name)) }
        laptop = CardFolderBook(path: laptopPath)
    }

    @discardableResult
    func syncLaptop(followers: Set<String>? = nil) throws -> SyncRunner.Outcome {
        var options = SyncOptions()
        options.now = .now()
        options.settleTime = 0
        options.followers = followers
        return try SyncRunner(book: laptop, name: "laptop", store: phone.store, options: options, selector: laptopSelector).run()
    }

    func laptopText(_ name: String) -> String? { try? String(contentsOfFile: laptopPath + "/" + name, encoding: .utf8) }

    /// Gives the laptop's `[book laptop]` section an `exclude` of `pattern`.
    func excludeInLaptop(_ pattern: String) throws {
        let config = try ConfigFile(text: "[book laptop]\nexclude = \(pattern)\n", path: "config")
        laptopSelector = LodgingSelector(rules: SelectionRule.rules(in: config, books: config.sections("book")))
    }

    /// The texts of the laptop's card files.
    func laptopCards() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: laptopPath)) ?? []).filter { $0.hasSuffix(".vcf") }.compactMap(laptopText)
    }
}

/// What one book does to a hotel another book syncs too.
struct TwoBookTests {
    /// A probe's: the user moved a card from the laptop's book into the
    /// phone's; the phone's sync took it for the hotel, the laptop's then
    /// deleted the hotel for its card gone, and the phone's next sync the
    /// card just pasted.
    @Test("a card moved from one book into another keeps its hotel, and neither book loses it")
    func cardMovedBetweenBooks() throws {
        let post = Cards.hotel("Gasthof zur Post", uid: "post", city: "Lienz", postalCode: "9900", country: "Austria")
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida")], laptop: ["post.vcf": post])
        try books.phone.sync()
        try books.syncLaptop()
        try books.phone.editStore(named: "Gasthof zur Post") { $0.rating = 5 }
        try books.syncLaptop()
        let id = try #require(try books.phone.storeHotel(named: "Gasthof zur Post")?.id)
        let card = try #require(books.laptopText("post.vcf"))
        books.phone.addToBook(card)
        try FileManager.default.removeItem(atPath: books.laptopPath + "/post.vcf")
        try books.phone.sync()
        let left = try books.syncLaptop()
        #expect(left.plan.notes.contains { $0.kind == .leftBook }, "\(left.plan.notes)")
        #expect(try books.phone.storeHotel(named: "Gasthof zur Post")?.id == id)
        #expect(try books.phone.storeHotel(named: "Gasthof zur Post")?.details.rating == 5)
        // The next runs of both: the card stays where it was put, and the laptop is not given it back.
        try books.phone.sync()
        try books.syncLaptop()
        #expect(books.phone.bookHotels()["Gasthof zur Post"] != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: books.laptopPath).filter { $0.hasSuffix(".vcf") }.count == 1)
        #expect(try !books.phone.sync().plan.changesAnything)
        #expect(try !books.syncLaptop().plan.changesAnything)
        // Deleted from the last book that has it, it leaves the store.
        books.phone.deleteFromBook(uid: "post")
        try books.phone.sync()
        #expect(try books.phone.storeHotel(named: "Gasthof zur Post") == nil)
    }

    /// A re-review's: a book emptied by mistake (a phone reset, a folder not
    /// mounted) let go of every hotel another book synced, past the guard,
    /// and was never given them again.
    @Test("a book that lists no hotel stops the run though other books sync its hotels; restored, it is as before")
    func emptiedBookStops() throws {
        let cards = ["avenida": Cards.hotel("Hotel Avenida", uid: "avenida"), "flor": Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")]
        let books = try TwoBooks(phone: Array(cards.values), laptop: Dictionary(uniqueKeysWithValues: cards.map { ($0.key + ".vcf", $0.value) }))
        try books.phone.sync()
        try books.syncLaptop()
        let saved = books.laptopCards()
        for name in cards.keys { try FileManager.default.removeItem(atPath: books.laptopPath + "/\(name).vcf") }
        let emptied = try books.syncLaptop()
        #expect(emptied.stopped?.contains("lists no hotel") == true, "\(emptied.stopped ?? "")")
        #expect(emptied.stopped?.contains("let 2 hotels go") == true, "\(emptied.stopped ?? "")")
        for (name, text) in cards { try Data(text.utf8).write(to: URL(fileURLWithPath: books.laptopPath + "/\(name).vcf")) }
        #expect(try !books.syncLaptop().plan.changesAnything)
        #expect(books.laptopCards().count == saved.count)
    }

    /// A review's: an export to a server (a one-way transfer, which never
    /// deletes) counted as a book that syncs the hotel, so a card deleted
    /// from the book never took its hotel out of the store again.
    @Test("only the books that count as followers keep a hotel whose card one book deleted: not a transfer's state")
    func transferIsNoFollower() throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")],
                                 laptop: [:])
        books.phone.options.followers = ["test"]
        try books.phone.sync()
        // An "export" into the laptop's folder: one way, nothing deleted, following nothing.
        var export = SyncOptions()
        export.now = .now()
        export.direction = .push
        export.deletes = false
        export.followers = []
        _ = try SyncRunner(book: books.laptop, name: "export laptop", store: books.phone.store, options: export, selector: LodgingSelector()).run()
        #expect(books.laptopCards().filter { $0.contains("FN:Hotel Avenida") }.count == 1)
        books.phone.deleteFromBook(uid: "avenida")
        let outcome = try books.phone.sync()
        #expect(outcome.plan.notes.contains { $0.kind == .deletedInBook }, "\(outcome.plan.notes)")
        #expect(try books.phone.storeHotel(named: "Hotel Avenida") == nil)
    }

    /// A review's: both books deleted the card; the first let it go, the
    /// second deleted the hotel; undoing the second's sync gave the card
    /// back to the first, never to the second.
    @Test("undoing the sync that deleted a hotel gives its card back to that book, not to a book that let it go")
    func undoGivesTheCardBack() throws {
        let avenida = Cards.hotel("Hotel Avenida", uid: "avenida")
        let books = try TwoBooks(phone: [avenida, Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")], laptop: ["avenida.vcf": avenida])
        try books.phone.sync()
        try books.syncLaptop()
        try FileManager.default.removeItem(atPath: books.laptopPath + "/avenida.vcf")
        books.phone.deleteFromBook(uid: "avenida")
        #expect(try books.syncLaptop().plan.notes.contains { $0.kind == .leftBook })
        #expect(try books.phone.sync().plan.notes.contains { $0.kind == .deletedInBook })
        #expect(try books.phone.storeHotel(named: "Hotel Avenida") == nil)
        _ = try books.phone.store.undo()
        #expect(try books.phone.storeHotel(named: "Hotel Avenida") != nil)
        try books.syncLaptop()
        #expect(!books.laptopCards().contains { $0.contains("FN:Hotel Avenida") })
        try books.phone.sync()
        #expect(books.phone.bookHotels()["Hotel Avenida"] != nil)
    }

    /// A probe's: an exporter that numbers its cards gave "UID:1" to Hotel
    /// Alpha in one book and to Hotel Beta in another; the laptop's card
    /// was taken for Alpha and written over with Alpha's name and address.
    @Test("one UID on two hotels in two books makes two hotels, and neither card is written over")
    func oneUIDOnTwoHotels() throws {
        let beta = Cards.hotel("Hotel Beta", uid: "1", city: "Hamburg", postalCode: "20095", country: "Germany", note: "door code 4711")
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Alpha", uid: "1", city: "München", postalCode: "80331", country: "Germany")],
                                     laptop: ["beta.vcf": beta])
        try books.phone.sync()
        let outcome = try books.syncLaptop()
        let given = outcome
        #expect(outcome.plan.counts.conflicts == 0)
        #expect(try books.phone.store.count() == 2)
        #expect(books.laptopText("beta.vcf")?.contains("FN:Hotel Beta") == true)
        #expect(try books.phone.storeHotel(named: "Hotel Alpha")?.details.notes == "")
        #expect(try !books.syncLaptop().plan.changesAnything)
        // The laptop is given Alpha under a UID of its own, not Beta's card's (a probe's: two cards of one
        // UID, which vdirsyncer refuses and a server answers with 409 on every run).
        let laptopUIDs = books.laptopCards().compactMap(SyncFixture.uid(of:))
        #expect(laptopUIDs.count == 2 && Set(laptopUIDs).count == 2, "\(laptopUIDs)")
        #expect(given.plan.notes.contains { if case .uidTaken(_, "Hotel Alpha") = $0.kind { return true } else { return false } })
        // The phone is given Beta (push_new) under the store's own UID for it, and both books are quiet after.
        try books.phone.sync()
        #expect(books.phone.bookHotels()["Hotel Beta"] != nil && books.phone.bookHotels()["Hotel Alpha"] != nil)
        #expect(try !books.phone.sync().plan.changesAnything)
        #expect(try !books.syncLaptop().plan.changesAnything)
    }

    /// A review's: a card without a UID, of a hotel whose UID a card of
    /// another hotel in the book bears, was given that UID.
    @Test("a card without a UID is given its hotel's only where no other card of the book bears it")
    func cardWithoutUIDNotGivenATakenOne() throws {
        let alpha = Cards.hotel("Hotel Alpha", uid: "1", city: "München", postalCode: "80331", country: "Germany")
        let beta = Cards.hotel("Hotel Beta", uid: "1", city: "Hamburg", postalCode: "20095", country: "Germany")
        let alphaWithoutUID = Cards.hotel("Hotel Alpha", city: "München", postalCode: "80331", country: "Germany")
        let books = try TwoBooks(phone: [alpha], laptop: ["beta.vcf": beta, "alpha.vcf": alphaWithoutUID])
        try books.phone.sync()
        let outcome = try books.syncLaptop()
        #expect(try books.phone.store.count() == 2)
        let uids = books.laptopCards().compactMap(SyncFixture.uid(of:))
        #expect(uids.count == 2 && Set(uids).count == 2, "\(uids) \(outcome.plan.notes.map(\.message))")
        #expect(try !books.syncLaptop().plan.changesAnything)
    }

    /// A review's: a card the book deleted while the store changed its
    /// hotel went back under the hotel's UID, not the one it had there,
    /// which another card of the book bears.
    @Test("a card that goes back into a book goes under the UID it had there")
    func cardGoesBackUnderItsUID() throws {
        let beta = Cards.hotel("Hotel Beta", uid: "1", city: "Hamburg", postalCode: "20095", country: "Germany")
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Alpha", uid: "1", city: "München", postalCode: "80331", country: "Germany")],
                                 laptop: ["beta.vcf": beta])
        try books.phone.sync()
        try books.syncLaptop()
        let alphaFile = try #require(try FileManager.default.contentsOfDirectory(atPath: books.laptopPath)
            .first { books.laptopText($0)?.contains("FN:Hotel Alpha") == true })
        let given = try #require(books.laptopText(alphaFile).flatMap(SyncFixture.uid(of:)))
        #expect(given != "1")
        try FileManager.default.removeItem(atPath: books.laptopPath + "/" + alphaFile)
        try books.phone.editStore(named: "Hotel Alpha") { $0.notes = "door code 4711" }
        // The phone's book is no longer configured: the laptop alone follows the hotel.
        let outcome = try books.syncLaptop(followers: ["laptop"])
        #expect(outcome.plan.notes.contains { if case .keptChanged = $0.kind { true } else { false } }, "\(outcome.plan.notes.map(\.message))")
        let uids = books.laptopCards().compactMap(SyncFixture.uid(of:))
        #expect(uids.sorted() == ["1", given].sorted(), "\(uids)")
    }

    /// A probe's: the laptop's own exclude took the hotel out of the store,
    /// and the phone's next sync deleted its card of it in silence.
    @Test("one book's exclude takes its card out of that book's sync, not the hotel out of the store while another book syncs it")
    func excludeInOneOfTwoBooks() throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")],
                                 laptop: ["avenida.vcf": Cards.hotel("Hotel Avenida", uid: "avenida")])
        let (phone, laptopPath) = (books.phone, books.laptopPath)
        func syncLaptop() throws -> SyncRunner.Outcome { try books.syncLaptop() }
        try phone.sync()
        _ = try syncLaptop()
        let laptopBefore = try FileManager.default.contentsOfDirectory(atPath: laptopPath)
        try books.excludeInLaptop("Hotel Avenida")
        let outcome = try syncLaptop()
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("the hotel stays in the store") })
        #expect(try phone.storeHotel(named: "Hotel Avenida") != nil)
        // The phone keeps its card, and the laptop is not given the hotel again beside its own card.
        #expect(try !phone.sync().plan.changesAnything)
        #expect(phone.bookHotels()["Hotel Avenida"] != nil)
        #expect(try !syncLaptop().plan.changesAnything)
        #expect(try FileManager.default.contentsOfDirectory(atPath: laptopPath) == laptopBefore)
        // Excluded in every book, it leaves the store; every card stays where it is.
        let everywhere = try Configuration.ConfigFile(text: "[select]\nexclude = Hotel Avenida\n", path: "config")
        phone.selector = LodgingSelector(rules: SelectionRule.rules(in: everywhere))
        try phone.sync()
        #expect(try phone.storeHotel(named: "Hotel Avenida") == nil)
        #expect(phone.bookCards().contains { $0.text.contains("FN:Hotel Avenida") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: laptopPath) == laptopBefore)
    }

    /// A probe's: the laptop's card of a hotel the phone syncs too, edited
    /// into a restaurant's, took the hotel out of the store, and the phone's
    /// next sync deleted the phone's card, its note and all, in silence.
    @Test("a card that leaves lodging in one book takes that card out of its sync, not the hotel out of the store while another book syncs it")
    func leftLodgingInOneOfTwoBooks() throws {
        let lucia = Cards.hotel("Casa Lucia", uid: "lucia", city: "Porto", note: "ask for the room with the balcony")
        let books = try TwoBooks(phone: [lucia, Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")], laptop: ["lucia.vcf": lucia])
        let phone = books.phone
        try phone.sync()
        try books.syncLaptop()
        let restaurant = lucia.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Restaurant")
        #expect(restaurant != lucia)
        try Data(restaurant.utf8).write(to: URL(fileURLWithPath: books.laptopPath + "/lucia.vcf"))
        let outcome = try books.syncLaptop()
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("the hotel stays in the store") },
                "\(outcome.plan.notes.map(\.message))")
        #expect(try phone.storeHotel(named: "Casa Lucia") != nil)
        // The phone keeps its card; the laptop keeps its restaurant, not given the hotel again.
        #expect(try !phone.sync().plan.changesAnything)
        #expect(phone.bookCards().contains { $0.text.contains("ask for the room with the balcony") })
        #expect(try !books.syncLaptop().plan.changesAnything)
        #expect(books.laptopText("lucia.vcf") == restaurant)
        #expect(books.laptopCards().filter { $0.contains("Casa Lucia") }.count == 1)
        // Left lodging in the phone's book too, it leaves the store; both cards stay.
        phone.editBook(uid: "lucia") { $0.replacingOccurrences(of: "CATEGORIES:Hotel", with: "CATEGORIES:Restaurant") }
        try phone.sync()
        #expect(try phone.storeHotel(named: "Casa Lucia") == nil)
        #expect(phone.bookCards().contains { $0.text.contains("ask for the room with the balcony") })
        #expect(books.laptopText("lucia.vcf") == restaurant)
    }

    /// A probe's: a hotel renamed in the store into a book's exclude was
    /// written into that book, its new name and private note with it.
    @Test("a hotel the store renames into a book's exclude is not written there: the book lets its card go, as it was")
    func renamedIntoExclude() throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Open", uid: "open"), Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")],
                                 laptop: ["open.vcf": Cards.hotel("Hotel Open", uid: "open")])
        let phone = books.phone
        try phone.sync()
        try books.syncLaptop()
        try books.excludeInLaptop("Hotel Secret*")
        #expect(try !books.syncLaptop().plan.changesAnything)
        let before = books.laptopText("open.vcf")
        try phone.editStore(named: "Hotel Open") { $0.name = "Hotel Secret Open"; $0.notes = "private: do not share" }
        let outcome = try books.syncLaptop()
        #expect(outcome.plan.notes.contains { $0.kind == .leftLodging && $0.message.contains("no longer syncs its card") },
                "\(outcome.plan.notes.map(\.message))")
        #expect(books.laptopText("open.vcf") == before)
        #expect(!books.laptopCards().contains { $0.contains("Secret") })
        // Nor on later runs, nor a later change; the phone, which has no such exclude, syncs it.
        try phone.editStore(named: "Hotel Secret Open") { $0.notes = "private: still" }
        #expect(try !books.syncLaptop().plan.changesAnything)
        #expect(!books.laptopCards().contains { $0.contains("Secret") })
        try phone.sync()
        #expect(phone.bookHotels()["Hotel Secret Open"]?.notes == "private: still")
        #expect(try phone.storeHotel(named: "Hotel Secret Open") != nil)
        // Renamed out of the exclude, the hotel is the laptop card's again: no second card.
        try phone.editStore(named: "Hotel Secret Open") { $0.name = "Hotel Open Again"; $0.notes = "" }
        try books.syncLaptop()
        #expect(books.laptopText("open.vcf")?.contains("FN:Hotel Open Again") == true)
        #expect(books.laptopCards().filter { $0.contains("Hotel Open") }.count == 1)
        #expect(try !books.syncLaptop().plan.changesAnything)
    }

    /// A review's: the let-go card, met again, was taken for a new card: a
    /// hotel deleted elsewhere came back from it, and a hotel renamed out of
    /// the exclude was made twice (the laptop's card bears a UID of its
    /// own) or lost the laptop's edit to a conflict.
    @Test("a card let go for an exclude brings back no hotel deleted meanwhile, and is taken up again over its record: no second hotel, its edit kept",
          arguments: [false, true])
    func letGoCardMetAgain(hotelDeleted: Bool) throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Open", uid: "open", note: "first note"), Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")],
                                 laptop: ["open-laptop.vcf": Cards.hotel("Hotel Open", uid: "open-laptop", note: "first note")])
        let phone = books.phone
        try phone.sync()
        #expect(try books.syncLaptop().plan.counts.pulledCreated == 0)
        try books.excludeInLaptop("Hotel Secret*")
        try phone.editStore(named: "Hotel Open") { $0.name = "Hotel Secret Open" }
        try books.syncLaptop()
        if hotelDeleted {
            try phone.sync()
            phone.deleteFromBook(uid: "open")
            try phone.sync()
            #expect(try phone.storeHotel(named: "Hotel Secret Open") == nil)
            let outcome = try books.syncLaptop()
            #expect(!outcome.plan.changesAnything, "\(outcome.plan.notes.map(\.message))")
            #expect(try phone.storeHotel(named: "Hotel Open") == nil)
            return
        }
        // Edited in the laptop while let go, then the hotel renamed out of the exclude.
        let path = books.laptopPath + "/open-laptop.vcf"
        let edited = try #require(books.laptopText("open-laptop.vcf")).replacingOccurrences(of: "NOTE:first note", with: "NOTE:ask for room 12")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        try phone.editStore(named: "Hotel Secret Open") { $0.name = "Hotel Open Again" }
        let outcome = try books.syncLaptop()
        #expect(outcome.plan.counts.pulledCreated == 0 && outcome.plan.counts.conflicts == 0, "\(outcome.plan.counts.summary)")
        let hotel = try #require(try phone.storeHotel(named: "Hotel Open Again"))
        #expect(hotel.details.notes == "ask for room 12")
        #expect(books.laptopText("open-laptop.vcf")?.contains("FN:Hotel Open Again") == true)
        #expect(books.laptopCards().count { $0.contains("Hotel Open") } == 1)
        #expect(try !books.syncLaptop().plan.changesAnything)
    }

    /// A review's: excluded by its own UID, which the store's hotel does not
    /// bear (the phone's card made it), the laptop's card was forgotten, and
    /// the next change of the hotel pushed a second card of it into the laptop.
    @Test("one book's exclude by the UID of its own card keeps the hotel out of that book, whatever UID the store's hotel bears")
    func excludeByUIDInOneOfTwoBooks() throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida"), Cards.hotel("Pensão Flor", uid: "flor", city: "Porto")],
                                 laptop: ["avenida-laptop.vcf": Cards.hotel("Hotel Avenida", uid: "avenida-laptop")])
        let (phone, laptopPath) = (books.phone, books.laptopPath)
        func syncLaptop() throws -> SyncRunner.Outcome { try books.syncLaptop() }
        try phone.sync()
        #expect(try syncLaptop().plan.counts.pulledCreated == 0)
        let laptopBefore = try FileManager.default.contentsOfDirectory(atPath: laptopPath)
        try books.excludeInLaptop("uid:avenida-laptop")
        _ = try syncLaptop()
        #expect(try phone.storeHotel(named: "Hotel Avenida") != nil)
        // The hotel changes; the laptop is not given it beside its own card.
        try phone.editStore(named: "Hotel Avenida") { $0.notes = "Quiet rooms at the back" }
        try phone.sync()
        #expect(try !syncLaptop().plan.changesAnything)
        #expect(try FileManager.default.contentsOfDirectory(atPath: laptopPath) == laptopBefore)
        // The exclude withdrawn, the card is the hotel's again: nothing made twice, nothing said to come back.
        books.laptopSelector = LodgingSelector()
        let back = try syncLaptop()
        #expect(back.plan.counts.pulledCreated == 0 && back.plan.counts.pushedCreated == 0)
        #expect(!back.plan.notes.contains { $0.kind == .cameBack })
        #expect(try phone.store.count() == 2)
        try books.excludeInLaptop("uid:avenida-laptop")
        _ = try syncLaptop()
        // Nor when the user deletes the card the exclude names.
        try FileManager.default.removeItem(atPath: laptopPath + "/avenida-laptop.vcf")
        try phone.editStore(named: "Hotel Avenida") { $0.notes = "Quiet rooms at the front" }
        #expect(try !syncLaptop().plan.changesAnything)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: laptopPath)) == Set(laptopBefore).subtracting(["avenida-laptop.vcf"]))
        #expect(try phone.storeHotel(named: "Hotel Avenida") != nil)
    }

    /// A probe's: the store's update time was the sync's, not the edit's,
    /// so under `newest` the book synced first won a conflict whatever the
    /// edits' times, and the other book's newer edit was written over. And
    /// another probe's: with both REVs ahead of this clock (devices' clocks
    /// differ by minutes), the book synced second won.
    @Test("under newest, the later of two books' edits wins whichever book syncs first, their REVs past or a few minutes ahead",
          arguments: [true, false], [0.0, 60])
    func newestEditOfTwoBooksWins(phoneEditIsNewer: Bool, ahead: Double) throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida", phone: "+351 21 000 0000")], laptop: [:])
        try books.phone.sync()
        try books.syncLaptop()
        let synced = try #require(books.laptopCards().first)
        let laptopFile = try #require(try FileManager.default.contentsOfDirectory(atPath: books.laptopPath).first { $0.hasSuffix(".vcf") })
        // Two edits after the sync, a second apart, both before the next run.
        let start = Date()
        let second = (start.timeIntervalSince1970).rounded(.down)
        func rev(_ offset: Double) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
            return "REV:" + formatter.string(from: Date(timeIntervalSince1970: second + offset)).replacingOccurrences(of: "+00:00", with: "Z")
        }
        let (phoneREV, laptopREV) = phoneEditIsNewer ? (rev(ahead + 2), rev(ahead + 1)) : (rev(ahead + 1), rev(ahead + 2))
        books.phone.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "+351 21 000 0000", with: "+351 21 111 1111").replacingOccurrences(of: "END:VCARD", with: phoneREV + "\r\nEND:VCARD")
        }
        let laptopCard = synced.replacingOccurrences(of: "+351 21 000 0000", with: "+351 21 222 2222")
            .components(separatedBy: "\r\n").filter { !$0.hasPrefix("REV:") }.joined(separator: "\r\n")
            .replacingOccurrences(of: "END:VCARD", with: laptopREV + "\r\nEND:VCARD")
        try laptopCard.write(toFile: books.laptopPath + "/" + laptopFile, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: max(0, second + 2.2 - Date().timeIntervalSince1970))
        // The phone's book is synced first, as the config's order would have it.
        try books.phone.sync()
        try books.syncLaptop()
        try books.phone.sync()
        let newest = phoneEditIsNewer ? "+351 21 111 1111" : "+351 21 222 2222"
        #expect(try books.phone.storeHotel(named: "Hotel Avenida")?.details.phones == [newest])
        #expect(books.phone.bookHotels()["Hotel Avenida"]?.phones == [newest])
        #expect(books.laptopText(laptopFile)?.contains(newest) == true)
        #expect(try !books.phone.sync().plan.changesAnything)
        #expect(try !books.syncLaptop().plan.changesAnything)
    }

    /// A review's: one device whose clock runs half an hour fast outweighed,
    /// under `newest`, the edits another device made minutes after its own.
    @Test("under newest, a REV far ahead of the clock that took it does not outweigh an edit made minutes later")
    func oneClockFarAhead() throws {
        let books = try TwoBooks(phone: [Cards.hotel("Hotel Avenida", uid: "avenida", phone: "+351 21 000 0000")], laptop: [:])
        try books.phone.sync()
        try books.syncLaptop()
        let formatter = ISO8601DateFormatter()
        func rev(_ offset: Double) -> String { "REV:" + formatter.string(from: Date().addingTimeInterval(offset)) }
        // The phone's edit, its clock half an hour fast, is taken first.
        books.phone.editBook(uid: "avenida") {
            $0.replacingOccurrences(of: "+351 21 000 0000", with: "+351 21 111 1111").replacingOccurrences(of: "END:VCARD", with: rev(1800) + "\r\nEND:VCARD")
        }
        try books.phone.sync()
        // The laptop's, five minutes later by a right clock.
        let laptopFile = try #require(try FileManager.default.contentsOfDirectory(atPath: books.laptopPath).first { $0.hasSuffix(".vcf") })
        let laptopCard = try #require(books.laptopText(laptopFile)).replacingOccurrences(of: "+351 21 000 0000", with: "+351 21 222 2222")
            .components(separatedBy: "\r\n").filter { !$0.hasPrefix("REV:") }.joined(separator: "\r\n")
            .replacingOccurrences(of: "END:VCARD", with: rev(300) + "\r\nEND:VCARD")
        try laptopCard.write(toFile: books.laptopPath + "/" + laptopFile, atomically: true, encoding: .utf8)
        try books.syncLaptop()
        #expect(try books.phone.storeHotel(named: "Hotel Avenida")?.details.phones == ["+351 21 222 2222"])
    }

    /// A probe's: a vdir card whose REV ran a minute ahead of this clock
    /// (devices' clocks differ) was synced, and its bytes then put on the
    /// server (as vdirsyncer does), which cut its NOTE at a comma; the cut
    /// copy, of the same REV, was taken for the later edit (its REV is
    /// after the store's time) and written over the whole note in both books.
    @Test("under newest, a card of the REV the store last took is no later edit, however far ahead its REV runs")
    func copyOfTheSameREVIsNoLaterEdit() throws {
        let formatter = ISO8601DateFormatter()
        let ahead = "REV:" + formatter.string(from: Date().addingTimeInterval(120))
        let note = "Room 12, valley view; breakfast included."
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bareiss\r\nFN:Hotel Bareiss\r\nORG:Hotel Bareiss\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK:;;Hermine-Bareiss-Weg 1;Baiersbronn;;72270;Germany\r\nNOTE:Room 12\\, valley view\\; breakfast included.\r\n"
            + ahead + "\r\nEND:VCARD\r\n"
        // The laptop's bytes, in the phone's book cut at the comma.
        let cut = card.replacingOccurrences(of: "NOTE:Room 12\\, valley view\\; breakfast included.", with: "NOTE:Room 12")
        let books = try TwoBooks(phone: [cut], laptop: ["bareiss.vcf": card])
        try books.syncLaptop()
        #expect(try books.phone.storeHotel(named: "Hotel Bareiss")?.details.notes == note)
        try books.phone.sync()
        #expect(try books.phone.storeHotel(named: "Hotel Bareiss")?.details.notes == note)
        try books.syncLaptop()
        #expect(books.laptopText("bareiss.vcf") == card)
    }

    /// A third review's: the record kept for a card whose file another card
    /// took was named by the file alone, so a second card gone from the same
    /// file wrote over the first's; the first hotel, no longer let go by the
    /// laptop, was written back into it.
    @Test("two cards gone in turn from one file the next card takes: each keeps its own record, and neither is written back")
    func twoCardsGoneFromOneFile() throws {
        let cards = [Cards.hotel("Hotel Avenida", uid: "avenida"),
                     Cards.hotel("Pensão Flor", uid: "flor", city: "Porto", postalCode: "4000-001"),
                     Cards.hotel("Casa do Rio", uid: "rio", city: "Braga", postalCode: "4700-001")]
        let books = try TwoBooks(phone: cards, laptop: ["a.vcf": cards[0], "b.vcf": cards[1], "c.vcf": cards[2]])
        try books.phone.sync()
        try books.syncLaptop()
        let folder = books.laptopPath
        func move(_ from: String, to: String) throws {
            try FileManager.default.removeItem(atPath: folder + "/" + to)
            try FileManager.default.moveItem(atPath: folder + "/" + from, toPath: folder + "/" + to)
        }
        try move("a.vcf", to: "b.vcf")      // Flor's card gone, Avenida's in its file
        try books.syncLaptop()
        try move("c.vcf", to: "b.vcf")      // Avenida's card gone, Rio's in the same file
        try books.syncLaptop()
        // A hotel new to the store: the laptop's next run pushes new hotels, and only that one.
        _ = try books.phone.store.change(command: "add") { writer throws(HotelStoreError) in
            try writer.insert(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        }
        try books.syncLaptop()
        let names = Set(books.laptopCards().compactMap { text in text.split(separator: "\r\n").first { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) } })
        #expect(names == ["Casa do Rio", "Grande Hotel"], "\(names)")
        #expect(try books.phone.store.count() == 4)
    }
}
