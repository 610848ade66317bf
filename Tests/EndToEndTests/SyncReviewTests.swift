import Foundation
import HotelsTestSupport
import Testing

/// Failing tests written in review of `hotels sync` (issue 18).
@Suite("hotels sync, review findings")
struct SyncReviewTests {
    /// Several books in the config: one whose file is missing (an unmounted
    /// disk, a renamed export) throws out of SyncCommand.run's loop, so the
    /// books after it are never synced, run after run.
    @Test("a book that cannot be read does not keep the other configured books from syncing")
    func oneBadBookStopsOthers() throws {
        let home = try SyncCommandTests.Home(config: "")
        let good = home.folder.path("contacts.vcf")
        let config = "[book gone]\npath = \(home.folder.path("gone.vcf"))\n\n[book phone]\npath = \(good)\n"
        try config.write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: good, atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync"])
        #expect(run.status != 0)
        #expect(try home.storeNames() == ["Hotel 1"], "exit \(run.status): \(run.errors)")
    }

    /// A file cut short (a copy that stopped, a disk that filled) ends
    /// inside its last card: read as a card, it renamed the hotel, cleared
    /// the fields its lost lines held, and was written back with the new
    /// UID run into its last line.
    @Test("a card the .vcf ends inside is unreadable: the store keeps the hotel, the file keeps its bytes, exit 1", arguments: [false, true])
    func cardCutShort(known: Bool) throws {
        let home = try SyncCommandTests.Home(config: "")
        let book = home.folder.path("contacts.vcf")
        let whole = SyncCommandTests.personCard(1) + SyncCommandTests.hotelCard(1, note: "quiet room")
        try whole.write(toFile: book, atomically: true, encoding: .utf8)
        if known {
            let first = try home.hotels(["sync", book])
            #expect(first.status == 0, "\(first.errors)")
        }
        let before = try home.hotels(["list", "--json"]).output
        // Cut inside the hotel's ORG line, with no line break after it.
        let cut = String(whole[..<whole.range(of: "ORG:Hotel 1")!.upperBound].dropLast(2))
        try cut.write(toFile: book, atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", book])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("the input ends in the middle of a line of the card, with no END:VCARD: it is cut short"), "\(run.errors)")
        #expect(try String(contentsOfFile: book, encoding: .utf8) == cut)
        #expect(try home.hotels(["list", "--json"]).output == before)
    }

    /// The first sync of the user's own export, and of a copy of a book a
    /// sync wrote, updated every hotel in the store with no field changed:
    /// a batch, moved update times, "6 updated".
    @Test("a book that says what the store says (an export, a copy of a synced book) changes nothing in the store")
    func nothingNewToLearn() throws {
        let home = try SyncCommandTests.Home(config: "")
        let contacts = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path
        #expect(try home.hotels(["import", "--no-geocode", contacts]).status == 0)
        let exported = home.folder.path("export.vcf")
        #expect(try home.hotels(["export", "-o", exported]).status == 0)
        let before = try home.hotels(["list", "--json"]).output
        let first = try home.hotels(["sync", "-v", "--no-geocode", exported])
        #expect(first.status == 0, "\(first.errors)")
        #expect(String(decoding: first.output, as: UTF8.self).contains("store: 0 created, 0 updated, 0 deleted"), "\(String(decoding: first.output, as: UTF8.self))")
        #expect(try home.hotels(["list", "--json"]).output == before)
        // The store changes; a sync writes it into the book; a copy of that book changes nothing more.
        #expect(try home.hotels(["edit", "1", "--rating", "5"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode", exported]).status == 0)
        let edited = try home.hotels(["list", "--json"]).output
        let copy = home.folder.path("copy.vcf")
        try FileManager.default.copyItem(atPath: exported, toPath: copy)
        let second = try home.hotels(["sync", "-v", "--no-geocode", copy])
        #expect(String(decoding: second.output, as: UTF8.self).contains("store: 0 created, 0 updated, 0 deleted"), "\(String(decoding: second.output, as: UTF8.self))")
        #expect(try home.hotels(["list", "--json"]).output == edited)
    }

    /// A book file reached through a link was refused as unreadable, which
    /// it is not: it is refused because a write (a rename) would replace the link.
    @Test("a .vcf book that is a symbolic link is refused, naming the link, its target and what to do; nothing is written")
    func linkedBook() throws {
        let home = try SyncCommandTests.Home(config: "")
        let real = home.folder.path("real.vcf"), link = home.folder.path("link.vcf")
        let text = SyncCommandTests.hotelCard(1)
        try text.write(toFile: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let run = try home.hotels(["sync", link])
        #expect(run.status == 66)
        #expect(run.errors.contains("\(link): cannot read: it is a symbolic link to \(real); a book file is synced where it is: name the file itself"),
                "\(run.errors)")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == text)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    }

    /// A run stopped by --timeout (exit 75, from its signal) or killed left
    /// `hotels books` showing the run before it, "0 conflicts": a cron
    /// user never saw that every run was stopped.
    @Test("a run killed mid-way shows in books as not finished; the next run's outcome replaces it", arguments: ["scanned", "book-written"])
    func unfinishedRun(point: String) throws {
        let home = try SyncCommandTests.Home()
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try (SyncCommandTests.hotelCard(1, note: "changed") + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let killed = try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": point])
        #expect(killed.status != 0)
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(books.contains("stopped: did not finish (still running, or killed or stopped by --timeout)"), "\(books)")
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        let after = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(!after.contains("did not finish") && after.contains("conflicts"), "\(after)")
    }

    /// A soak probe's: a run killed after writing the book had settled a
    /// conflict there (the book's edit dropped), and the run that finished
    /// it found both sides alike and said nothing: cron never mailed it.
    @Test("what a run killed after its writes was to say, the next run says, once", arguments: ["planned", "book-written", "committed"])
    func killedRunsReportSaid(point: String) throws {
        let home = try SyncCommandTests.Home()
        try (SyncCommandTests.hotelCard(1, note: "orig") + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try (SyncCommandTests.hotelCard(1, note: "book edit") + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["edit", "Hotel 1", "--notes", "store edit"]).status == 0)
        let conflict = "phone: conflict in notes of 'Hotel 1': the store's value stays ('store edit'; the book's was 'book edit')"
        let killed = try home.hotels(["sync", "--no-geocode", "--on-conflict", "store"], extra: ["HOTELS_CRASH_AT": point])
        #expect(killed.status != 0)
        let next = try home.hotels(["sync", "--no-geocode", "--on-conflict", "store"])
        #expect(next.status == 0, "\(next.errors)")
        let said = String(decoding: next.output, as: UTF8.self)
        // Once: the killed run's line, or (killed before its writes) the run's own.
        #expect(said.components(separatedBy: conflict).count == 2, "\(said)")
        #expect(said.contains("(by a run killed before it said so)") == (point != "planned"), "\(said)")
        #expect(!String(decoding: try home.hotels(["sync", "--no-geocode"]).output, as: UTF8.self).contains("conflict in"))
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("NOTE:store edit"))
    }

    /// A probe's: the run that finished a killed one recorded a batch of
    /// "updated" hotels, their update times moved to now, though only the
    /// cards the killed run had written were new to the sync state.
    @Test("the run after one killed once the book was written records no batch and moves no hotel's update time")
    func recoveryRecordsNoBatch() throws {
        let home = try SyncCommandTests.Home()
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["edit", "Hotel 1", "--phone", "+351 21 000 0001"]).status == 0)
        let edited = try home.hotels(["show", "Hotel 1", "--json"]).output
        let killed = try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"])
        #expect(killed.status != 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("+351 21 000 0001"))
        let history = try home.hotels(["history"]).output
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["history"]).output == history)
        #expect(try home.hotels(["show", "Hotel 1", "--json"]).output == edited)
    }

    /// A crash probe's: where the hotel's stored card was another file's
    /// (an import of the same card with a phone added), the run after one
    /// killed once the book was written took the card it had written for a
    /// book edit: a batch of its own, which then blocked the undo of the import.
    @Test("the run after one killed once the book was written records no batch where the hotel's card came from an import")
    func recoveryAfterImportRecordsNoBatch() throws {
        let home = try SyncCommandTests.Home()
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        let other = home.folder.path("other.vcf")
        try SyncCommandTests.hotelCard(1).replacingOccurrences(of: "UID:", with: "TEL;TYPE=work:+351 21 000 0001\r\nREV:2021-01-01T00:00:00Z\r\nUID:")
            .write(toFile: other, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", other, "--no-geocode"]).status == 0)
        let imported = try home.hotels(["show", "Hotel 1", "--json"]).output
        let killed = try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"])
        #expect(killed.status != 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("+351 21 000 0001"))
        let history = try home.hotels(["history"]).output
        let rerun = try home.hotels(["sync", "--no-geocode", "-v"])
        #expect(rerun.status == 0)
        #expect(try home.hotels(["history"]).output == history, "\(String(decoding: rerun.output, as: UTF8.self))")
        #expect(try home.hotels(["show", "Hotel 1", "--json"]).output == imported)
        #expect(try home.hotels(["undo"]).status == 0)
    }

    /// A second review's: the same with the position --push-positions
    /// writes, the store unchanged: the run after the killed one took the
    /// card it had written, in a batch of its own.
    @Test("the run after a --push-positions run killed once the book was written records no batch")
    func recoveryAfterPushRecordsNoBatch() throws {
        guard let index = try TestPaths.builtGazetteer() else { return }
        let home = try SyncCommandTests.Home()
        let placed = ["HOTELS_GAZETTEER": index]
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"], extra: placed).status == 0)
        let other = home.folder.path("other.vcf")
        try SyncCommandTests.hotelCard(1).replacingOccurrences(of: "UID:", with: "TEL;TYPE=work:+351 21 000 0001\r\nREV:2021-01-01T00:00:00Z\r\nUID:")
            .write(toFile: other, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", other], extra: placed).status == 0)
        #expect(try home.hotels(["sync"], extra: placed).status == 0)
        let killed = try home.hotels(["sync", "--push-positions"], extra: placed.merging(["HOTELS_CRASH_AT": "book-written"]) { $1 })
        #expect(killed.status != 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("X-HOTELS-GEO"))
        let history = try home.hotels(["history"]).output
        let shown = try home.hotels(["show", "Hotel 1", "--json"]).output
        let rerun = try home.hotels(["sync", "--push-positions", "-v"], extra: placed)
        #expect(rerun.status == 0)
        #expect(try home.hotels(["history"]).output == history, "\(String(decoding: rerun.output, as: UTF8.self))")
        #expect(try home.hotels(["show", "Hotel 1", "--json"]).output == shown)
    }

    @Test("a first sync killed mid-way shows in books too, for a book given by its path")
    func unfinishedFirstRun() throws {
        let home = try SyncCommandTests.Home(config: "")
        let book = home.folder.path("phone.vcf")
        try SyncCommandTests.hotelCard(1).write(toFile: book, atomically: true, encoding: .utf8)
        let killed = try home.hotels(["sync", "--no-geocode", book], extra: ["HOTELS_CRASH_AT": "planned"])
        #expect(killed.status != 0)
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(books.contains(book) && books.contains("stopped: did not finish"), "\(books)")
    }

    /// A home whose config has two .vcf books, a and b (synced in that
    /// order), and their paths.
    static func twoBooks() throws -> (SyncCommandTests.Home, String, String) {
        let home = try SyncCommandTests.Home(config: "")
        let a = home.folder.path("a.vcf"), b = home.folder.path("b.vcf")
        let config = "[book a]\npath = \(a)\n\n[book b]\npath = \(b)\n"
        try config.write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        return (home, a, b)
    }

    /// A dry run of every book answered each as if it synced alone: a card
    /// deleted from both books was let go by the first ("another book
    /// syncs it") and by the second (the first still tracked it), so the
    /// dry run said the hotel stays; the run deleted it.
    @Test("a dry run of two books that both deleted a hotel's card says what the run does: the hotel is deleted")
    func dryRunOfTwoBooksDeleting() throws {
        let (home, a, b) = try Self.twoBooks()
        for book in [a, b] {
            try (SyncCommandTests.hotelCard(1) + SyncCommandTests.hotelCard(2) + SyncCommandTests.personCard(1))
                .write(toFile: book, atomically: true, encoding: .utf8)
        }
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        for book in [a, b] {
            try (SyncCommandTests.hotelCard(2) + SyncCommandTests.personCard(1)).write(toFile: book, atomically: true, encoding: .utf8)
        }
        let dry = try home.hotels(["sync", "--no-geocode", "--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        let said = String(decoding: dry.output, as: UTF8.self)
        #expect(said.contains("b: store: 0 created, 0 updated, 1 deleted"), "\(said)")
        let run = try home.hotels(["sync", "--no-geocode"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.storeNames() == ["Hotel 2"])
    }

    /// Of several books, the highest status stood for the run: a server
    /// out of reach (75, "try again later") hid a book file gone (66).
    @Test("a book the user must see to outranks another book's 'try again later' in the run's exit status")
    func exitStatusOfSeveralBooks() throws {
        let home = try SyncCommandTests.Home(config: "")
        let config = "[book phone]\npath = \(home.folder.path("gone.vcf"))\n\n"
            + "[book server]\nkind = carddav\nurl = http://127.0.0.1:1/contacts/\nusername = ana\npassword_command = echo secret\n"
        try config.write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", "--no-geocode"])
        #expect(run.errors.contains("sync server:"), "\(run.errors)")
        #expect(run.status == 66, "\(run.errors)")
    }

    /// A setting that cannot be used was said at its section's header, not at its own line.
    @Test("a password_command that fails, or a ca_file that cannot be read, is named at its own line of the config")
    func bookSetupNamesItsLine() throws {
        let home = try SyncCommandTests.Home(config: "")
        let config = home.folder.path(".config/hotels/config")
        let section = "# a server\n[book server]\nkind = carddav\nurl = https://127.0.0.1:1/contacts/\nusername = ana\n"
        try (section + "password_command = exit 3\n").write(toFile: config, atomically: true, encoding: .utf8)
        let failing = try home.hotels(["sync", "--no-geocode"])
        #expect(failing.status == 78, "\(failing.errors)")
        #expect(failing.errors.contains("config:6: [book server]: password_command 'exit 3' failed"), "\(failing.errors)")
        try (section + "ca_file = \(home.folder.path("no-such-ca.pem"))\npassword_command = echo secret\n")
            .write(toFile: config, atomically: true, encoding: .utf8)
        let unreadable = try home.hotels(["sync", "--no-geocode"])
        #expect(unreadable.status == 78, "\(unreadable.errors)")
        #expect(unreadable.errors.contains("config:6: [book server]: ") && unreadable.errors.contains("ca_file"), "\(unreadable.errors)")
        // No user name to be had: the section's to give, at its header when it has no username line.
        try "# a server\n[book server]\nkind = carddav\nurl = https://127.0.0.1:1/contacts/\npassword_command = echo secret\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let nameless = try home.hotels(["sync", "--no-geocode"])
        #expect(nameless.status == 78, "\(nameless.errors)")
        #expect(nameless.errors.contains("config:2: [book server]: ") && nameless.errors.contains("username"), "\(nameless.errors)")
    }

    /// A probe's: a book file gone was said, exit 66, but hotels books went
    /// on showing the last run that went well.
    @Test("a configured book whose file is gone is shown stopped in hotels books")
    func missingBookShowsInBooks() throws {
        let home = try SyncCommandTests.Home()
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try FileManager.default.removeItem(atPath: home.book)
        let run = try home.hotels(["sync", "--no-geocode"])
        #expect(run.status == 66, "\(run.errors)")
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(books.contains("stopped: ") && books.contains("No such file"), "\(books)")
        #expect(try home.storeNames() == ["Hotel 1"])
    }

    /// A probe's: a dry run said the book a card moved into would take up
    /// the hotel ("record"), where the run, the first book having deleted
    /// that hotel, made a new one.
    @Test("a dry run of a card moved into a book synced after the one it left says what the run does: a new hotel")
    func dryRunOfCardMovedBetweenBooks() throws {
        let (home, a, b) = try Self.twoBooks()
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.hotelCard(2)).write(toFile: a, atomically: true, encoding: .utf8)
        try SyncCommandTests.personCard(1).write(toFile: b, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try SyncCommandTests.hotelCard(2).write(toFile: a, atomically: true, encoding: .utf8)
        try (SyncCommandTests.personCard(1) + SyncCommandTests.hotelCard(1)).write(toFile: b, atomically: true, encoding: .utf8)
        let dry = try home.hotels(["sync", "--no-geocode", "--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        let said = String(decoding: dry.output, as: UTF8.self)
        #expect(said.contains("a: store: 0 created, 0 updated, 1 deleted"), "\(said)")
        #expect(said.contains("b: store: 1 created, 0 updated, 0 deleted"), "\(said)")
        let run = try home.hotels(["sync", "--no-geocode", "-v"])
        #expect(run.status == 0, "\(run.errors)")
        let done = String(decoding: run.output, as: UTF8.self)
        #expect(done.contains("b: store: 1 created, 0 updated, 0 deleted"), "\(done)")
    }

    // MARK: - Whose a card is, after a kill

    /// A home whose book holds a person's card and the card of the hotel
    /// 'Casa Azul' (added to the store, id 1) that a sync wrote and was
    /// killed before recording.
    static func killedPushOfCasaAzul() throws -> SyncCommandTests.Home {
        let home = try SyncCommandTests.Home()
        try SyncCommandTests.personCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["add", "--name", "Casa Azul", "--city", "Porto", "--country", "PT", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"]).status != 0)
        return home
    }

    /// Runs a sync past the deletion guard, expects it to succeed and the
    /// book to hold no hotel card after it; the book's text.
    static func forcedSyncLeavesNoHotelCard(_ home: SyncCommandTests.Home, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let sync = try home.hotels(["sync", "--no-geocode", "--force"])
        #expect(sync.status == 0, "\(sync.errors)", sourceLocation: sourceLocation)
        let left = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(try home.bookNames().isEmpty, "\(left)", sourceLocation: sourceLocation)
        return left
    }

    /// An undo probe's: a push killed after writing a hotel's card, before
    /// recording it, left a card the next run took for the book's own;
    /// undoing the batch that made the hotel then left the card in the book
    /// for good, where the sync's own cards go. (A first fix told the
    /// sync's card by its text, and a review found it took the user's own
    /// cards for the sync's: the cards written are now noted before the
    /// write, by UID.)
    @Test("a card a killed run wrote for a hotel is the sync's: undoing the hotel's batch takes it out of the book", arguments: ["add", "import"])
    func killedPushIsTheSyncs(made: String) throws {
        let home = try SyncCommandTests.Home()
        try SyncCommandTests.personCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        if made == "add" {
            #expect(try home.hotels(["add", "--name", "Casa Azul", "--city", "Porto", "--country", "PT", "--no-geocode"]).status == 0)
        } else {
            let input = home.folder.path("in.vcf")
            try SyncCommandTests.hotelCard(7).write(toFile: input, atomically: true, encoding: .utf8)
            #expect(try home.hotels(["import", "--no-geocode", input]).status == 0)
        }
        let killed = try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"])
        #expect(killed.status != 0)
        #expect(try home.bookNames().count == 1, "the killed run wrote the hotel's card")
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["undo", "1"]).status == 0)
        let left = try Self.forcedSyncLeavesNoHotelCard(home)
        #expect(left.contains(SyncCommandTests.personCard(1)))
    }

    /// A review's: a run that commits without recording the killed run's
    /// card (here a push-only run, which leaves the book's side alone) forgot
    /// the note all the same, and the card became the book's.
    @Test("a killed run's card stays noted through a run that does not record it")
    func killedPushNotedThroughPushOnlyRun() throws {
        let home = try Self.killedPushOfCasaAzul()
        #expect(try home.hotels(["edit", "Casa Azul", "--phone", "+351 22 000 0000"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode", "--direction", "push"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["undo", "2"]).status == 0)
        #expect(try home.hotels(["undo", "1"]).status == 0)
        _ = try Self.forcedSyncLeavesNoHotelCard(home)
    }

    /// A review's: a push killed after its write, then the hotel removed
    /// (its batch undone, or `rm`) before the next run: that run met a card
    /// new to the sync state and no hotel for it, and made the hotel again.
    @Test("a card a killed run wrote for a hotel removed before the next run leaves the book with it", arguments: ["undo", "rm"])
    func killedPushOfRemovedHotel(removal: String) throws {
        let home = try Self.killedPushOfCasaAzul()
        #expect(try home.bookNames() == ["Casa Azul"], "the killed run wrote the hotel's card")
        let written = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(try home.hotels(removal == "undo" ? ["undo"] : ["rm", "1", "--yes"]).status == 0)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames().isEmpty, "\(String(decoding: sync.output, as: UTF8.self))")
        let left = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(try home.bookNames().isEmpty, "\(left)")
        #expect(left == SyncCommandTests.personCard(1))
        // Its note is settled: the card put back by hand is the book's.
        try written.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.storeNames() == ["Casa Azul"])
    }

    /// A review's: a hotel whose card the book deleted, brought back by an
    /// undo, had its card written again under the tombstone's UID by a run
    /// killed after its write; removed again before the next run, it came
    /// back ("is a place to stay again in the book"). The card's id is its
    /// tombstone's, where only a card new to the sync state was looked at;
    /// and a run in between forgot the note, the tombstone's UID being in
    /// the sync state.
    @Test("a card a killed run brought back for a hotel removed again leaves the book", arguments: [false, true])
    func killedBringBackOfRemovedHotel(pushOnlyRunBetween: Bool) throws {
        let home = try SyncCommandTests.Home()
        let person = SyncCommandTests.personCard(1)
        try (SyncCommandTests.hotelCard(1) + SyncCommandTests.hotelCard(2) + person).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try (SyncCommandTests.hotelCard(2) + person).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 2"])
        #expect(try home.hotels(["undo"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"]).status != 0)
        #expect(try home.bookNames() == ["Hotel 1", "Hotel 2"], "the killed run wrote the card again")
        if pushOnlyRunBetween { #expect(try home.hotels(["sync", "--no-geocode", "--direction", "push"]).status == 0) }
        let listed = try JSONSerialization.jsonObject(with: try home.hotels(["list", "--json"]).output) as? [[String: Any]] ?? []
        let id = try #require(listed.first { $0["name"] as? String == "Hotel 1" }?["id"])
        #expect(try home.hotels(["rm", "\(id)", "--yes"]).status == 0)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames() == ["Hotel 2"], "\(String(decoding: sync.output, as: UTF8.self))")
        #expect(try home.bookNames() == ["Hotel 2"])
    }

    /// A review's: a run killed after writing a card, then a second run
    /// killed after writing it anew (the hotel edited meanwhile): the note
    /// kept the first card's hash, and with the hotel removed the card was
    /// taken for the book's.
    @Test("a card two killed runs wrote in turn for a hotel removed before the next run leaves the book")
    func twiceKilledPushOfRemovedHotel() throws {
        let home = try Self.killedPushOfCasaAzul()
        #expect(try home.hotels(["edit", "Casa Azul", "--phone", "+351 22 000 0000"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"]).status != 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("+351 22 000 0000"), "the second run wrote the card anew")
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames().isEmpty, "\(String(decoding: sync.output, as: UTF8.self))")
        #expect(try home.bookNames().isEmpty)
    }

    /// A review's, of the note made anew: a second run killed before it
    /// wrote a card anew (a vdir's cards are written one by one) left the
    /// first run's card in the book, and the note only the second's hash.
    @Test("a card a killed run wrote, which a second killed run meant to write anew and did not, leaves the book with its hotel")
    func killedBeforeWritingAnew() throws {
        let home = try SyncCommandTests.Home(config: "")
        let folder = home.folder.path("book")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[book phone]\npath = \(folder)\nkind = vdir\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        for name in ["Casa Azul", "Casa Verde"] {
            #expect(try home.hotels(["add", "--name", name, "--city", "Porto", "--country", "PT", "--no-geocode"]).status == 0)
        }
        #expect(try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "book-written"]).status != 0)
        func files() throws -> [String: String] {
            var texts: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                texts[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            }
            return texts
        }
        let first = try files()
        #expect(first.count == 2)
        #expect(try home.hotels(["edit", "Casa Azul", "--phone", "+351 22 000 0001"]).status == 0)
        #expect(try home.hotels(["edit", "Casa Verde", "--phone", "+351 22 000 0002"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"], extra: ["HOTELS_CRASH_AT": "card-written"]).status != 0)
        let second = try files()
        let unwritten = try #require(second.first { first[$0.key] == $0.value }, "one card is as the first run wrote it")
        let name = unwritten.value.contains("Casa Azul") ? "Casa Azul" : "Casa Verde"
        let listed = try JSONSerialization.jsonObject(with: try home.hotels(["list", "--json"]).output) as? [[String: Any]] ?? []
        let id = try #require(listed.first { $0["name"] as? String == name }?["id"])
        #expect(try home.hotels(["rm", "\(id)", "--yes"]).status == 0)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try !home.storeNames().contains(name), "\(String(decoding: sync.output, as: UTF8.self))")
        #expect(try !files().values.contains { $0.contains(name) })
    }

    /// A review's: the note of a card a killed run wrote stayed for good
    /// once the card was gone from the book, and a card of that UID and
    /// those bytes put back later, its hotel removed, was taken out again.
    @Test("the note of a killed run's card is forgotten by a run that reads the book whole without it")
    func killedPushNoteForgottenWhenCardGone() throws {
        let home = try Self.killedPushOfCasaAzul()
        let written = try String(contentsOfFile: home.book, encoding: .utf8)
        try SyncCommandTests.personCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode", "--direction", "pull"]).status == 0)
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        try written.write(toFile: home.book, atomically: true, encoding: .utf8)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames() == ["Casa Azul"], "the card put back is the book's")
        #expect(try home.bookNames() == ["Casa Azul"])
    }

    /// A review's, of the forgetting: a card the user's exclude turns down
    /// is no hotel entry of the scan, and its note was forgotten though the
    /// card stayed; the hotel removed and the exclude lifted, it came back.
    @Test("the note of a killed run's card the user's exclude turns down stays while the card does")
    func killedPushNoteKeptWhileExcluded() throws {
        let home = try Self.killedPushOfCasaAzul()
        let config = home.folder.path(".config/hotels/config")
        let section = try String(contentsOfFile: config, encoding: .utf8)
        try (section + "exclude = Casa Azul\n").write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0, "a run that remembers the card as turned down")
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        try section.write(toFile: config, atomically: true, encoding: .utf8)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames().isEmpty, "\(String(decoding: sync.output, as: UTF8.self))")
        #expect(try home.bookNames().isEmpty)
    }

    /// The same, the card edited in the book before the next run: the
    /// edit is the user's, and the card is theirs, kept and taken.
    @Test("a card a killed run wrote, edited in the book before the hotel was removed, stays and is taken")
    func killedPushEditedInBook() throws {
        let home = try Self.killedPushOfCasaAzul()
        let written = try String(contentsOfFile: home.book, encoding: .utf8)
        try written.replacingOccurrences(of: "END:VCARD", with: "NOTE:ask for the garden room\r\nEND:VCARD", options: .backwards)
            .write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(try home.storeNames() == ["Casa Azul"])
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).contains("garden room"))
    }

    /// A review's, of the first fix: a user's own card the store changed —
    /// adopted by a killed first sync, or copied into a second book — was
    /// taken for the sync's, and an undo then deleted it from the book.
    @Test("a user's own card stays the book's: adopted by a killed run, or copied into another book, an undo leaves it")
    func usersCardStaysTheBooks() throws {
        let home = try SyncCommandTests.Home(config: "")
        let a = home.folder.path("a.vcf"), b = home.folder.path("b.vcf")
        try "[book a]\npath = \(a)\n\n[book b]\npath = \(b)\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let card = SyncCommandTests.hotelCard(3)
        let input = home.folder.path("in.vcf")
        try card.write(toFile: input, atomically: true, encoding: .utf8)
        try card.write(toFile: a, atomically: true, encoding: .utf8)
        try SyncCommandTests.personCard(1).write(toFile: b, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", "--no-geocode", input]).status == 0)
        #expect(try home.hotels(["edit", "Hotel 3", "--phone", "+351 21 999 9999"]).status == 0)
        // Book a: the imported card, adopted by a first sync killed after it wrote the edit there.
        let killed = try home.hotels(["sync", "--no-geocode", "a"], extra: ["HOTELS_CRASH_AT": "book-written"])
        #expect(killed.status != 0)
        #expect(try home.hotels(["sync", "--no-geocode", "a"]).status == 0)
        // Book b: the user copies the card, as the store wrote it, into another book.
        let written = try String(contentsOfFile: a, encoding: .utf8)
        #expect(written.contains("+351 21 999 9999"))
        try (SyncCommandTests.personCard(1) + written).write(toFile: b, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode", "b"]).status == 0)
        #expect(try home.hotels(["undo", "2"]).status == 0)
        #expect(try home.hotels(["undo", "1"]).status == 0)
        for book in ["a", "b"] {
            let run = try home.hotels(["sync", "--no-geocode", "--force", book])
            #expect(run.status == 0, "\(book): \(run.errors)")
        }
        #expect(try String(contentsOfFile: a, encoding: .utf8).contains("FN:Hotel 3"), "a lost the user's card")
        #expect(try String(contentsOfFile: b, encoding: .utf8).contains("FN:Hotel 3"), "b lost the user's card")
    }

    /// A scale probe's: a hotel imported with raised limits (a 50 MB NOTE,
    /// `--max-card 64M`) was written into the book by sync, which then
    /// could not read it back under its own limits, and exited 1 every run
    /// after: sync takes `--max-line`, `--max-value` and `--max-card` too.
    @Test("sync reads the book's cards under --max-card and the others, as import does")
    func syncLimits() throws {
        let home = try SyncCommandTests.Home()
        let wide = SyncCommandTests.hotelCard(5, note: String(repeating: "Quiet room. ", count: 6_000))
        try (wide + SyncCommandTests.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let small = try home.hotels(["sync", "--no-geocode", "--max-card", "50k"])
        #expect(small.status == 1)
        #expect(small.errors.contains("larger than the card limit (50 KiB)"), "\(small.errors)")
        #expect(try home.storeNames().isEmpty)
        let large = try home.hotels(["sync", "--no-geocode", "--max-card", "1M"])
        #expect(large.status == 0, "\(large.errors)")
        #expect(try home.storeNames() == ["Hotel 5"])
        #expect(try home.hotels(["sync", "--max-card", "1x"]).status == 64)
    }

    /// A probe's: with HOME unset (`env -i`, a service without one) and the
    /// config found by XDG_CONFIG_HOME, `path = ~/contacts.vcf` was a folder
    /// named `~` in the working folder, and a relative path was from the
    /// working folder: a book made where none was meant. Such a config is
    /// refused as a whole, as for any bad value (a review's: refused for
    /// its own book only, the path was still matched, and another book's
    /// sync state handed over to it, through the working folder).
    @Test("without HOME, or with an empty one, a config path that is not absolute is an error naming its line; an absolute one syncs",
          arguments: ["~/contacts.vcf", "contacts.vcf"])
    func configPathWithoutHome(path: String) throws {
        let home = try SyncCommandTests.Home()
        try SyncCommandTests.hotelCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        let config = home.folder.path(".config/hotels/config")
        let environment = ["XDG_CONFIG_HOME": home.folder.path(".config"), "XDG_DATA_HOME": home.folder.path(".local/share"), "PATH": "/usr/bin:/bin"]
        try "[book phone]\npath = \(home.book)\n\n[book other]\npath = \(path)\n".write(toFile: config, atomically: true, encoding: .utf8)
        let work = home.folder.path("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        for extra in [[:], ["HOME": ""]] {
            for arguments in [["sync", "--no-geocode"], ["sync", "--no-geocode", "phone"], ["books"]] {
                let run = try BinaryTests.hotels(arguments, environment: environment.merging(extra) { $1 }, directory: work)
                #expect(run.status == 78, "\(arguments) \(extra)")
                #expect(run.errors.contains("config:5") && run.errors.contains("HOME is not set"), "\(run.errors)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
        try "[book phone]\npath = \(home.book)\n".write(toFile: config, atomically: true, encoding: .utf8)
        let absolute = try BinaryTests.hotels(["sync", "--no-geocode"], environment: environment, directory: work)
        #expect(absolute.status == 0, "\(absolute.errors)")
        #expect(try home.storeNames() == ["Hotel 1"])
    }

    /// A scale probe's: a hotel imported under a raised limit was written
    /// into the book by a sync under the default one, which every later run
    /// then stopped on. Such a card is not written; the book's own
    /// `max_card` (as `--max-card`) lets it go in, and read back.
    @Test("sync writes no card its book would not read back under its limits; the book's max_card raises them")
    func noCardOverTheLimit() throws {
        let home = try SyncCommandTests.Home()
        try SyncCommandTests.personCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        let input = home.folder.path("in.vcf")
        try SyncCommandTests.hotelCard(5, note: String(repeating: "Quiet room. ", count: 6_000)).write(toFile: input, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", "--no-geocode", input]).status == 0)
        let config = home.folder.path(".config/hotels/config")
        let section = try String(contentsOfFile: config, encoding: .utf8)
        try (section + "max_card = 50k\n").write(toFile: config, atomically: true, encoding: .utf8)
        let held = try home.hotels(["sync", "--no-geocode"])
        #expect(held.status == 1)
        #expect(held.errors.contains("Hotel 5: its card would not read back from the book (card is larger than the card limit (50 KiB))"),
                "\(held.errors)")
        #expect(held.errors.contains("a larger limit lets it be written: max_card in [book phone] (every run), or --max-card (one run)"),
                "\(held.errors)")
        #expect(try home.bookNames().isEmpty)
        #expect(try home.hotels(["sync", "--no-geocode", "--dry-run"]).status == 1, "a dry run says it too")
        // The flag raises the book's limit for a run; the book's key for every run.
        #expect(try home.hotels(["sync", "--no-geocode", "--max-card", "1M", "--dry-run"]).status == 0)
        try (section + "max_card = 1M\n").write(toFile: config, atomically: true, encoding: .utf8)
        let written = try home.hotels(["sync", "--no-geocode"])
        #expect(written.status == 0, "\(written.errors)")
        #expect(try home.bookNames() == ["Hotel 5"])
        let again = try home.hotels(["sync", "--no-geocode"])
        #expect(again.status == 0 && again.errors.isEmpty, "\(again.errors)")
        try (section + "max_card = 1x\n").write(toFile: config, atomically: true, encoding: .utf8)
        let bad = try home.hotels(["sync", "--no-geocode"])
        #expect(bad.status == 78)
        #expect(bad.errors.contains("max_card"), "\(bad.errors)")
    }
}

