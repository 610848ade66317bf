import Foundation
import HotelStore
import HotelsTestSupport
import Testing
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// `hotels sync` as cron runs it: the binary against a book and a store in
/// a scratch home, killed, overlapped, next to khard.
@Suite("hotels sync, end to end")
struct SyncCommandTests {
    /// A scratch home with a config naming one book, and the environment to run in.
    final class Home {
        let folder = TemporaryDirectory("hotels-sync-e2e")
        /// As cron's: HOME and a short PATH; the config and store at their XDG defaults.
        var environment: [String: String] { ["HOME": folder.path(""), "PATH": "/usr/bin:/bin"] }
        var store: String { folder.path(".local/share/hotels/hotels.sqlite") }
        var book: String { folder.path("contacts.vcf") }

        init(config: String? = nil) throws {
            try FileManager.default.createDirectory(atPath: folder.path(".config/hotels"), withIntermediateDirectories: true)
            let text = config ?? "[book phone]\npath = \(book)\n"
            try text.write(toFile: folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        }

        func hotels(_ arguments: [String], extra: [String: String] = [:], directory: String? = nil) throws -> BinaryTests.Run {
            try BinaryTests.hotels(arguments, environment: environment.merging(extra) { $1 }, directory: directory)
        }

        /// The names of the hotels in the store, as `hotels list --json` gives them.
        func storeNames() throws -> [String] {
            let run = try hotels(["list", "--json"])
            let rows = try JSONSerialization.jsonObject(with: run.output) as? [[String: Any]] ?? []
            return rows.compactMap { $0["name"] as? String }.sorted()
        }

        /// The names of the hotel cards (CATEGORIES:Hotel) in the book; every card must read.
        func bookNames() throws -> [String] {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: book)))
            let (cards, diagnostics) = VCardReader.read(bytes: bytes)
            #expect(!diagnostics.contains { $0.severity == .error }, "the book does not read: \(diagnostics)")
            return cards.filter { $0.first("CATEGORIES")?.value.contains("Hotel") ?? false }
                .compactMap { $0.first("FN")?.value }.sorted()
        }
    }

    static func hotelCard(_ number: Int, note: String = "") -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel \(number)\r\nN:;;;;\r\nORG:Hotel \(number);\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK:;;\(number) Rua Augusta;Lisbon;;1100-\(String(format: "%03d", number % 1000));Portugal\r\n"
            + (note.isEmpty ? "" : "NOTE:\(note)\r\n") + "UID:hotel-\(number)\r\nEND:VCARD\r\n"
    }

    static func personCard(_ number: Int) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Person;Number \(number);;;\r\nFN:Number \(number) Person\r\nTEL:+351 91 000 \(number)\r\n"
            + "X-ODD;X-KEEP=1:kept as it is \(number)\r\nUID:person-\(number)\r\nEND:VCARD\r\n"
    }

    /// The next sync deleted from the book the cards an undone sync had
    /// taken from it: the user's own contacts, lost for an undo of the
    /// store's side.
    @Test("undoing a sync that took a book's new card leaves the card in the book, untaken until it changes; a redo takes it back, once")
    func undoOfSyncLeavesTheBooksCard() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        let book = Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2)
        try book.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        let undo = try home.hotels(["undo"])
        #expect(undo.status == 0)
        #expect(undo.errors.contains("note: the 1 card whose hotel this undo removed stays in phone as it is: its syncs take it again only once it changes there; 'hotels redo 2' takes it back now"),
                "\(undo.errors)")
        for _ in 0..<2 {
            let sync = try home.hotels(["sync"])
            #expect(sync.status == 0 && sync.errors.isEmpty, "\(sync.errors)")
            #expect(try String(contentsOfFile: home.book, encoding: .utf8) == book)
            #expect(try home.storeNames() == ["Hotel 1"])
        }
        #expect(try home.hotels(["redo"]).status == 0)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8) == book, "given back to its card, not written again beside it")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        // Undone again, then edited in the book: the edit is taken.
        #expect(try home.hotels(["undo"]).status == 0)
        try (Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2, note: "Booked again")).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        #expect(try home.bookNames() == ["Hotel 1", "Hotel 2"])
        // The undo of a batch that was no sync says nothing of a book.
        #expect(try home.hotels(["add", "--name", "Typed Inn", "--no-geocode"]).status == 0)
        let plain = try home.hotels(["undo"])
        #expect(plain.status == 0 && plain.errors.isEmpty, "\(plain.errors)")
    }

    /// A review's: a card of the book's own that a sync took for a hotel an
    /// import had made (the same book imported before its first sync) was
    /// deleted from the book by the sync after an undo of that import.
    @Test("undoing an import whose hotel a sync took the book's own card for leaves that card in the book")
    func undoOfImportLeavesTheBooksCard() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", home.book, "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync"]).status == 0)
        let book = Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2) + Self.hotelCard(3)
        try book.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", home.book, "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync"]).status == 0)
        let history = try JSONSerialization.jsonObject(with: try home.hotels(["history", "--json"]).output) as? [[String: Any]] ?? []
        let importBatch = try #require(history.first { ($0["command"] as? String)?.hasPrefix("import") == true }?["id"] as? Int)
        let undo = try home.hotels(["undo", String(importBatch)])
        #expect(undo.status == 0, "\(undo.errors)")
        #expect(undo.errors.contains("note: the 1 card whose hotel this undo removed stays in phone as it is"), "\(undo.errors)")
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8) == book)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
    }

    /// The note named only the undone sync's own book, and counted the
    /// hotels the batch made: an added hotel a sync had pushed into a book
    /// went from it unannounced.
    @Test("undoing an add whose hotel a sync pushed into the book says the next sync deletes its card from that book")
    func undoOfAddSaysWhatTheBookLoses() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["add", "--name", "Typed Inn", "--city", "Porto", "--country", "PT", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.bookNames() == ["Hotel 1", "Typed Inn"])
        let undo = try home.hotels(["undo", "2"])
        #expect(undo.status == 0, "\(undo.errors)")
        #expect(undo.errors.contains("note: the next sync of phone deletes from it the 1 card whose hotel this undo removed"), "\(undo.errors)")
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.bookNames() == ["Hotel 1"])
    }

    /// A probe's: an undo of a sync that took a book's edit changed the
    /// hotel back, and the next sync wrote it over the edit in the book
    /// without a word.
    @Test("undoing a sync that took a book's edit says the next sync rewrites that card; it does, and a redo keeps the edit")
    func undoOfSyncSaysWhatTheBookGetsBack() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try (Self.hotelCard(1, note: "Quiet room") + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        let undo = try home.hotels(["undo"])
        #expect(undo.status == 0)
        #expect(undo.errors.contains("note: the next sync of phone writes the 1 card whose hotel this undo changed back as the store now has it (an edit made in the book and taken by this batch is undone there too; one made since is merged as any other); 'hotels redo 2' keeps the batch's version"),
                "\(undo.errors)")
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(!(try String(contentsOfFile: home.book, encoding: .utf8)).contains("Quiet room"))
        // An undo of a store edit no sync pushed: the book already has the store's version, and keeps its bytes.
        let before = try Data(contentsOf: URL(fileURLWithPath: home.book))
        #expect(try home.hotels(["edit", "1", "--notes", "Late check-in"]).status == 0)
        #expect(try home.hotels(["undo"]).errors.contains("writes the 1 card whose hotel this undo changed back as the store now has it"))
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.book)) == before)
    }

    /// An undo probe's: the note said the next sync writes the store's
    /// version wherever the book's differs, an edit made in the book since
    /// too. It writes back what the batch took; an edit made since is merged.
    @Test("after an undo of a sync, an edit made in the book since is merged by the next sync, not written over")
    func undoThenBookEditIsMerged() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try (Self.hotelCard(1, note: "Quiet room") + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["undo"]).status == 0)
        let edited = Self.hotelCard(1, note: "Quiet room").replacingOccurrences(of: "UID:", with: "TEL;TYPE=WORK:+351 21 000 0001\r\nUID:")
        try (edited + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let sync = try home.hotels(["sync"])
        #expect(sync.status == 0, "\(sync.errors)")
        let book = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(book.contains("+351 21 000 0001"), "\(book)")
        #expect(!book.contains("Quiet room"), "\(book)")
        let shown = try home.hotels(["show", "Hotel 1"])
        #expect(String(decoding: shown.output, as: UTF8.self).contains("+351 21 000 0001"))
    }

    /// A probe's: "hotels sync -" said "-: cannot read: No such file or directory".
    @Test("standard input is no book to sync: a usage error that says so, and no store made")
    func standardInputIsNoBook() throws {
        let home = try Home()
        let run = try home.hotels(["sync", "-"])
        #expect(run.status == 64)
        #expect(run.errors.contains("sync cannot keep standard input in step"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: home.store))
    }

    /// A probe's: cron's HOME is often not the shell's, and the message did not say which config it read.
    @Test("no book to sync names the config file it looked at")
    func noBookNamesConfig() throws {
        let home = try Home(config: "# nothing yet\n")
        let run = try home.hotels(["sync"])
        #expect(run.status == 64)
        #expect(run.errors.contains("to the config (\(home.folder.path(".config/hotels/config")))"), "\(run.errors)")
    }

    @Test("a dry run says what --force and --on-conflict given with it would do, and exits as that run would")
    func dryRunWithForce() throws {
        let home = try Home()
        try ((1...8).map { Self.hotelCard($0) } + [Self.personCard(1)]).joined().write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        // Every hotel gone from the book: past the deletion guard.
        try Self.personCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        let plain = try home.hotels(["sync", "--dry-run"])
        #expect(plain.status == 1 && String(decoding: plain.output, as: UTF8.self).contains("would stop:"), "\(plain.errors)")
        let forced = try home.hotels(["sync", "--dry-run", "--force"])
        let text = String(decoding: forced.output, as: UTF8.self)
        #expect(forced.status == 0, "\(text) \(forced.errors)")
        #expect(!text.contains("would stop:") && text.contains("past the deletion guard with --force: the book lists no hotel"), "\(text)")
        // A probe's: it went on "… to apply it, run again with --force", which was given.
        #expect(!text.contains("run again with --force"), "\(text)")
        #expect(try home.storeNames().count == 8)
        #expect(try home.hotels(["sync", "--force"]).status == 0)
        #expect(try home.storeNames().isEmpty)
    }

    /// A probe's: the dry run listed the changes and the summary, and
    /// never said that the run would make none of them.
    @Test("a dry run with --on-conflict fail and a conflict says the run would stop before changing anything")
    func dryRunConflictFails() throws {
        let home = try Home()
        try Self.hotelCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["edit", "Hotel 1", "--phone", "+351 21 000 0001"]).status == 0)
        let book = try String(contentsOfFile: home.book, encoding: .utf8)
        try book.replacingOccurrences(of: "END:VCARD", with: "TEL;TYPE=WORK:+351 21 000 0002\r\nEND:VCARD")
            .write(toFile: home.book, atomically: true, encoding: .utf8)
        let dry = try home.hotels(["sync", "--dry-run", "--on-conflict", "fail"])
        let text = String(decoding: dry.output, as: UTF8.self)
        #expect(dry.status == 1)
        #expect(text.contains("would stop before changing anything: 1 conflict and --on-conflict fail"), "\(text)")
        // The conflict's note names its hotel once (a probe's: "note: Hotel 1: conflict in phone of 'Hotel 1' …").
        #expect(text.contains("\nnote: conflict in phone of 'Hotel 1': "), "\(text)")
        #expect(!(String(decoding: try home.hotels(["sync", "--dry-run"]).output, as: UTF8.self)).contains("would stop"))
    }

    @Test("quiet on success; a second run of the same store exits 75 at once, naming the first, and changes nothing")
    func overlap() throws {
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let first = try home.hotels(["sync"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.isEmpty && first.errors.isEmpty)
        try (Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        // Another run holds the lock, as a running sync does (this process, a living one, for the pid it names).
        let descriptor = open(home.store + ".sync-lock", O_RDWR | O_CREAT, 0o600)
        defer { close(descriptor) }
        let holder = "pid \(getpid())"
        _ = "\(getpid())\n".withCString { pwrite(descriptor, $0, strlen($0), 0) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let started = Date()
        let second = try home.hotels(["sync"])
        #expect(second.status == 75)
        #expect(second.errors.contains(holder), "\(second.errors)")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(try home.storeNames() == ["Hotel 1"])
        // A probe's: the store given through a link took a lock of its own, and ran.
        let link = home.store + "-link"
        #expect(symlink(home.store, link) == 0)
        let linked = try home.hotels(["sync", "--store", link])
        #expect(linked.status == 75 && linked.errors.contains(holder), "\(linked.errors)")
        #expect(try home.storeNames() == ["Hotel 1"])
        flock(descriptor, LOCK_UN)
        let third = try home.hotels(["sync"])
        #expect(third.status == 0)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
    }

    /// A first sync of a phone's book gives every hotel card without a
    /// UID one: that is the sync's own change, not a problem, and cron
    /// must not mail a line a card for it.
    @Test("cards given a UID: quiet without -v (exit 0, nothing printed); -v names each")
    func uidsGivenQuietly() throws {
        let home = try Home()
        let cards = (1...3).map { Self.hotelCard($0).replacingOccurrences(of: "UID:hotel-\($0)\r\n", with: "") }
        try cards.joined().write(toFile: home.book, atomically: true, encoding: .utf8)
        let quiet = try home.hotels(["sync"])
        #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.errors.isEmpty, "\(String(decoding: quiet.output, as: UTF8.self)) \(quiet.errors)")
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).components(separatedBy: "\r\nUID:").count == 4)
        try (cards.joined() + Self.hotelCard(4).replacingOccurrences(of: "UID:hotel-4\r\n", with: ""))
            .write(toFile: home.folder.path("other.vcf"), atomically: true, encoding: .utf8)
        let verbose = try home.hotels(["sync", "-v", home.folder.path("other.vcf")])
        #expect(verbose.status == 0)
        #expect(String(decoding: verbose.output, as: UTF8.self).components(separatedBy: "had no UID; it was given").count == 5)
    }

    /// Thunderbird's book holds two cards of the Hotel Sacher: import merges
    /// them into one hotel; a sync made a second hotel of the second card.
    @Test("a book with two cards of one hotel: a sync after an import, or alone, keeps one hotel and leaves the second card as it is")
    func twoCardsOfOneHotel() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("books/thunderbird-mixed-4.0.vcf").path
        let original = try String(contentsOfFile: fixture, encoding: .utf8)
        let second = try #require(original.range(of: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:org\r\nFN:Hotel Sacher\r\n").map { String(original[$0.lowerBound...]) })
        for importsFirst in [true, false] {
            let home = try Home()
            try FileManager.default.copyItem(atPath: fixture, toPath: home.book)
            if importsFirst { #expect(try home.hotels(["import", home.book, "--no-geocode"]).status == 0) }
            let run = try home.hotels(["sync"])
            #expect(run.status == 0)
            #expect(run.errors.contains("contacts.vcf:18: 'Hotel Sacher Wien' is on another card of the book already"), "\(run.errors)")
            #expect(try home.storeNames() == ["Hotel Sacher Wien"])
            #expect(try String(contentsOfFile: home.book, encoding: .utf8).hasSuffix(second))
            // Said once; the next run is quiet and changes nothing.
            let again = try home.hotels(["sync"])
            #expect(again.status == 0 && again.errors.isEmpty, "\(again.errors)")
            #expect(try home.storeNames() == ["Hotel Sacher Wien"])
        }
    }

    /// `import --all` takes every card, people too; the first sync of the
    /// same book adopted only the cards the rules take, and wrote every
    /// other card again, with a new UID, beside itself (72 of the corpus's
    /// 307 books). A card with a UID is its hotel's by the UID; one without
    /// is found by its digest and text, and given its hotel's UID.
    @Test("the first sync of a book 'import --all' took adopts every card it took: none is written again, nothing is created")
    func firstSyncAfterImportAll() throws {
        let home = try Home()
        // The second person as the corpus's franck.vcard: at a company, with an address, and no UID.
        let frank = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Frank Dawson\r\nN:Dawson;Frank;;;\r\nORG:Lotus Development Corporation\r\n"
            + "ADR;TYPE=WORK:;;6544 Battleford Drive;Raleigh;NC;27613-3502;U.S.A.\r\nEND:VCARD\r\n"
        let text = Self.personCard(1) + Self.hotelCard(2) + frank
        try text.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["import", "--all", "--no-geocode", home.book]).status == 0)
        let before = try home.storeNames()
        let sync = try home.hotels(["sync", "--no-geocode"])
        #expect(sync.status == 0, "\(sync.errors)")
        let after = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(after.components(separatedBy: "BEGIN:VCARD").count == 4, "\(after)")
        #expect(after.hasPrefix(Self.personCard(1) + Self.hotelCard(2)))
        // Frank's card, given his hotel's UID: the one change made to a card nobody edited.
        #expect(after.contains("FN:Frank Dawson") && after.components(separatedBy: "\r\nUID:").count == 4)
        #expect(try home.storeNames() == before)
        #expect(try home.hotels(["sync", "--no-geocode", "-v"]).output.isEmpty == false)
        #expect(try String(contentsOfFile: home.book, encoding: .utf8) == after)
    }

    /// Two books made from one export: the phone changes a number in the
    /// first, and the second, synced for the first time, had taken the
    /// store back to the old number as if it were new (the stored card, the
    /// first book's, was taken for the second's base), and the next sync of
    /// the first book wrote the old number into it too.
    @Test("the first sync of a second book holding an older copy of a card does not undo the first book's newer change")
    func secondBookOlderCopy() throws {
        let home = try Home()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Gasthof Post\r\nORG:Gasthof Post;\r\nADR;TYPE=WORK:;;Dorf 11;Lech;;6764;Austria\r\n"
            + "TEL;TYPE=WORK:+43 5583 22060\r\nX-ABShowAs:COMPANY\r\nUID:APPLE-POST-0004\r\nREV:2025-01-10T09:00:00Z\r\nEND:VCARD\r\n"
        let first = home.folder.path("a.vcf"), second = home.folder.path("b.vcf")
        try card.write(toFile: first, atomically: true, encoding: .utf8)
        try card.write(toFile: second, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode", first]).status == 0)
        try card.replacingOccurrences(of: "22060", with: "11111").write(toFile: first, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode", first]).status == 0)
        #expect(try home.hotels(["sync", "--no-geocode", second]).status == 0)
        let shown = String(decoding: try home.hotels(["show", "Gasthof Post"]).output, as: UTF8.self)
        #expect(shown.contains("+43 5583 11111"), "\(shown)")
        #expect(try home.hotels(["sync", "--no-geocode", first]).status == 0)
        #expect(try String(contentsOfFile: first, encoding: .utf8).contains("+43 5583 11111"))
    }

    @Test("a part of the book that cannot be read is said once and exits 1 every run; -v says it again")
    func unreadableSaidAgainWithVerbose() throws {
        let home = try Home()
        // A vdir whose one file holds two cards, as a careless copy makes it.
        let cards = home.folder.path("cards")
        try FileManager.default.createDirectory(atPath: cards, withIntermediateDirectories: true)
        try "[book phone]\npath = \(cards)\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        try Self.hotelCard(1).write(toFile: cards + "/hotel-1.vcf", atomically: true, encoding: .utf8)
        try (Self.hotelCard(2) + Self.personCard(1)).write(toFile: cards + "/two.vcf", atomically: true, encoding: .utf8)
        let first = try home.hotels(["sync"])
        #expect(first.status == 1)
        #expect(!first.errors.isEmpty)
        let second = try home.hotels(["sync"])
        #expect(second.status == 1)
        #expect(second.errors.isEmpty, "\(second.errors)")
        let verbose = try home.hotels(["sync", "-v"])
        #expect(verbose.status == 1)
        #expect(verbose.errors == first.errors, "\(verbose.errors)")
        // hotels books shows it standing, not a clean last run.
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        let phone = books.split(separator: "\n").first { $0.hasPrefix("phone\t") }
        #expect(phone?.contains("; standing: ") == true, "\(books)")
        // In the words the run printed, not by the key it is known by.
        #expect(phone?.contains("it stays as it is") == true, "\(books)")
        #expect(phone?.contains("standing: unreadable") == false, "\(books)")
    }

    /// A probe's: the guard's advice, 'hotels export -o' and the book's
    /// path, replaced a file's people with the hotels.
    @Test("a file whose hotel cards were deleted by hand: the guard's advice gives them back and keeps the other cards")
    func emptiedFileGetsItsHotelsBack() throws {
        let home = try Home()
        let people = Self.personCard(1) + Self.personCard(2)
        try (Self.hotelCard(1) + people + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try people.write(toFile: home.book, atomically: true, encoding: .utf8)
        let stopped = try home.hotels(["sync"])
        #expect(stopped.status == 1)
        #expect(stopped.errors.contains("'hotels export >> FILE' adds them to a file and keeps its other cards"), "\(stopped.errors)")
        // As it says: the store's hotels appended to the file.
        let exported = try home.hotels(["export"])
        #expect(exported.status == 0)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: home.book))
        try handle.seekToEnd()
        try handle.write(contentsOf: exported.output)
        try handle.close()
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        #expect(try home.bookNames() == ["Hotel 1", "Hotel 2"])
        #expect(try String(contentsOfFile: home.book, encoding: .utf8).hasPrefix(people))
    }

    /// A probe's: a relative path followed cron's working folder, so one
    /// book's sync state met another file, and its hotels were deleted.
    @Test("a relative path in the config is from the home folder, whatever folder hotels runs in")
    func relativeConfigPath() throws {
        let home = try Home(config: "[book phone]\npath = books/contacts.vcf\n")
        try FileManager.default.createDirectory(atPath: home.folder.path("books"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.folder.path("elsewhere/books"), withIntermediateDirectories: true)
        try (Self.hotelCard(1) + Self.hotelCard(2)).write(toFile: home.folder.path("books/contacts.vcf"), atomically: true, encoding: .utf8)
        try Self.hotelCard(3).write(toFile: home.folder.path("elsewhere/books/contacts.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"], directory: home.folder.path("")).status == 0)
        let elsewhere = try home.hotels(["sync"], directory: home.folder.path("elsewhere"))
        #expect(elsewhere.status == 0, "\(elsewhere.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        #expect(String(decoding: try home.hotels(["books"]).output, as: UTF8.self).contains(home.folder.path("books/contacts.vcf")))
    }

    /// A review's: the BEGIN:VADDRESSBOOK line went with the first card when
    /// the sync deleted it, and vdirsyncer could no longer read the file.
    /// A probe's: after a UTF-8 byte-order mark, the mark and the line went.
    @Test("a wrapped file keeps its byte-order mark and both wrapper lines when its first card, and then every hotel, is deleted; new cards go inside",
          arguments: ["", "\u{FEFF}"])
    func wrapperSurvivesDeletions(mark: String) throws {
        let home = try Home()
        let opening = mark + "BEGIN:VADDRESSBOOK\r\n"
        let wrapped = opening + Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2) + "END:VADDRESSBOOK\r\n"
        try wrapped.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        let first = try home.hotels(["sync"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(try Self.text(of: home.book) == opening + Self.personCard(1) + Self.hotelCard(2) + "END:VADDRESSBOOK\r\n")
        #expect(try home.hotels(["rm", "2", "--yes"]).status == 0)
        #expect(try home.hotels(["sync", "--force"]).status == 0)
        #expect(try Self.text(of: home.book) == opening + Self.personCard(1) + "END:VADDRESSBOOK\r\n")
        #expect(try home.hotels(["add", "--name", "Casa Nova", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["sync"]).status == 0)
        let text = try Self.text(of: home.book)
        #expect(text.hasPrefix(opening + Self.personCard(1) + "BEGIN:VCARD") && text.hasSuffix("END:VCARD\r\nEND:VADDRESSBOOK\r\n"), "\(text)")
    }

    /// A probe's: a byte-order mark went with the first card of a file when
    /// the sync deleted it, and Windows' tools then read the others' names
    /// in another encoding.
    @Test("a file's byte-order mark stays when its first card is deleted")
    func byteOrderMarkSurvivesDeletion() throws {
        let home = try Home()
        try ("\u{FEFF}" + Self.hotelCard(1) + Self.personCard(1) + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["rm", "1", "--yes"]).status == 0)
        let result = try home.hotels(["sync"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Self.text(of: home.book) == "\u{FEFF}" + Self.personCard(1) + Self.hotelCard(2))
    }

    /// A file's text with its byte-order mark, which Foundation's reading drops.
    private static func text(of path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// A review's: a book's path read anew (edited, or relative and now
    /// read from the home folder) synced its hotels with another file's
    /// cards, deleting those that file lacked, under the deletion guard's limit.
    @Test("a book whose path leads elsewhere than at its last sync is refused, naming both, unless --moved")
    func bookMovedElsewhere() throws {
        let home = try Home(config: "[book phone]\npath = ~/a.vcf\n")
        try (Self.hotelCard(1) + Self.hotelCard(2) + Self.hotelCard(3)).write(toFile: home.folder.path("a.vcf"), atomically: true, encoding: .utf8)
        try Self.hotelCard(4).write(toFile: home.folder.path("b.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try "[book phone]\npath = ~/b.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let moved = try home.hotels(["sync"])
        #expect(moved.status == 78)
        #expect(moved.errors.contains("phone was \(home.folder.path("a.vcf")) at its last sync, and is \(home.folder.path("b.vcf")) now"), "\(moved.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2", "Hotel 3"])
        // --force is the deletion guard's, not the move's.
        #expect(try home.hotels(["sync", "--force"]).status == 78)
        // Said to have moved, the book is the new file.
        #expect(try home.hotels(["sync", "--moved"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 4"])
        #expect(try home.hotels(["sync"]).status == 0)
    }

    /// A fuzz probe's: copies of one card (a phone's duplicate contacts)
    /// made one hotel each where import merges them: three with one UID at
    /// once, and a copy without a UID on the run after its twin was given one.
    @Test("copies of one card are one hotel, with or without a UID, on every run", arguments: [false, true])
    func copiesAreOneHotel(withUID: Bool) throws {
        let home = try Home()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Sacher\r\nORG:Hotel Sacher\r\nCATEGORIES:Hotel\r\n"
            + (withUID ? "UID:sacher-1\r\n" : "") + "END:VCARD\r\n"
        try String(repeating: card, count: 3).write(toFile: home.book, atomically: true, encoding: .utf8)
        for _ in 0..<3 {
            let run = try home.hotels(["sync", "--no-geocode"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(try home.storeNames() == ["Hotel Sacher"])
        }
        // The copies stay in the book as they were, but for the UID given to the first.
        let after = try String(contentsOfFile: home.book, encoding: .utf8)
        #expect(after.components(separatedBy: "BEGIN:VCARD").count == 4)
        #expect(after.components(separatedBy: "UID:").count == (withUID ? 4 : 2), "\(after)")
    }

    /// A fuzz probe's: a 3.0 card without a UID was written as export
    /// writes it, every line anew (a REV added), and a Shift_JIS name kept
    /// its label over UTF-8 bytes: mojibake in the book.
    @Test("a card given a UID by a sync is its bytes and one line more, in any version", arguments: ["2.1", "3.0", "4.0"])
    func uidIsTheOneChange(version: String) throws {
        let home = try Home()
        let note = version == "2.1" ? "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Fr=C3=BChst=C3=BCck ab 7\r\n" : "NOTE:Frühstück ab 7\r\n"
        let head = "BEGIN:VCARD\r\nVERSION:\(version)\r\n", rest = "FN:Hotel Kyoto\r\nORG:Hotel Kyoto\r\nCATEGORIES:Hotel\r\n" + note
        let hotel = head + rest
        try (hotel + "END:VCARD\r\n" + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", "--no-geocode"])
        #expect(run.status == 0, "\(run.errors)")
        let after = try String(contentsOfFile: home.book, encoding: .utf8)
        // After VERSION: after no line whose end may continue it (the 2.1 note's soft break).
        #expect(after.hasPrefix(head + "UID:") && after.hasSuffix(rest + "END:VCARD\r\n" + Self.personCard(1)), "\(after)")
        #expect(after.components(separatedBy: "\r\n").count == (hotel + "END:VCARD\r\n" + Self.personCard(1)).components(separatedBy: "\r\n").count + 1)
    }

    @Test("a card given a UID by a sync whose name was Shift_JIS reads back as that name")
    func uidGivenToShiftJISCard() throws {
        let home = try Home()
        // "ホテル京都" in Shift_JIS.
        let name: [UInt8] = [0x83, 0x7A, 0x83, 0x65, 0x83, 0x8B, 0x8B, 0x9E, 0x93, 0x73]
        let hotel = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN;CHARSET=Shift_JIS:".utf8) + name
            + Array("\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n".utf8)
        try Data(hotel + Array(Self.personCard(1).utf8)).write(to: URL(fileURLWithPath: home.book))
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        let after = Array(try Data(contentsOf: URL(fileURLWithPath: home.book)))
        let card = try #require(VCardReader.read(bytes: after).cards.first)
        #expect(card.first("FN")?.value == "ホテル京都" && card.first("UID") != nil)
        // Nobody edited it: no REV says otherwise.
        #expect(card.first("REV") == nil)
        #expect(String(decoding: after, as: UTF8.self).hasSuffix(Self.personCard(1)))
        // A second reader: the file re-imported into another store.
        let other = try BinaryTests.hotels(["import", home.book, "--no-geocode", "--store", home.folder.path("other.sqlite")])
        #expect(other.status == 0, "\(other.errors)")
        let listed = try BinaryTests.hotels(["list", "--json", "--store", home.folder.path("other.sqlite")])
        #expect(String(decoding: listed.output, as: UTF8.self).contains("ホテル京都"))
    }

    /// A probe's: a hotel exported into a collection that Radicale keeps
    /// with its properties sorted by name was, on the first sync, a store
    /// update of no field and a batch to undo.
    @Test("a card another client rewrote with its properties in another order is no change on a first sync")
    func reorderedCardNoChange() throws {
        let home = try Home(config: "[book v]\npath = ~/v/\n")
        #expect(try home.hotels(["add", "--name", "Pension Sonne", "--street", "Hauptstr. 1", "--city", "Salzburg", "--country", "AT",
                                 "--phone", "+43 662 1", "--no-geocode"]).status == 0)
        #expect(try home.hotels(["export", "-o", home.folder.path("v") + "/"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: home.folder.path("v")).filter { $0.hasSuffix(".vcf") }
        let file = home.folder.path("v/" + (try #require(files.first)))
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\r\n").map(String.init)
        // As vobject writes it: VERSION first, the rest sorted by name.
        let body = lines.filter { !["BEGIN:VCARD", "VERSION:3.0", "END:VCARD"].contains($0) }
            .sorted { $0.prefix { $0 != ":" && $0 != ";" } < $1.prefix { $0 != ":" && $0 != ";" } }
        #expect(body != lines.filter { !["BEGIN:VCARD", "VERSION:3.0", "END:VCARD"].contains($0) })
        try (["BEGIN:VCARD", "VERSION:3.0"] + body + ["END:VCARD", ""]).joined(separator: "\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", "-v"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!String(decoding: run.output, as: UTF8.self).contains("store: update"), "\(String(decoding: run.output, as: UTF8.self))")
        let history = try JSONSerialization.jsonObject(with: try home.hotels(["history", "--json"]).output) as? [[String: Any]] ?? []
        #expect(history.map { $0["command"] as? String } == ["add"])
    }

    /// A review's: a book moved with nothing in it changed synced quietly
    /// with --moved, and never recorded its new place: every run after it
    /// was refused as a move.
    @Test("a book moved unchanged: --moved once, and the runs after it sync it where it is")
    func movedUnchanged() throws {
        let home = try Home(config: "[book phone]\npath = ~/a.vcf\n")
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.folder.path("a.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        try FileManager.default.copyItem(atPath: home.folder.path("a.vcf"), toPath: home.folder.path("b.vcf"))
        try "[book phone]\npath = ~/b.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--moved", "--no-geocode"]).status == 0)
        for _ in 0..<2 {
            let after = try home.hotels(["sync", "--no-geocode"])
            #expect(after.status == 0, "\(after.errors)")
        }
        #expect(try home.storeNames() == ["Hotel 1"])
    }

    /// A review's: the UID a sync gave a card whose END:VCARD line was
    /// folded went after the kept folded line, outside the card for a
    /// reader that unfolds first.
    @Test("a card whose END line was folded is given its UID inside the card")
    func uidInsideCardWithFoldedEnd() throws {
        let home = try Home()
        try ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel 9\r\nORG:Hotel 9\r\nCATEGORIES:Hotel\r\nNOTE:quiet\r\nEND:VC\r\n ARD\r\n"
             + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        let text = try String(contentsOfFile: home.book, encoding: .utf8)
        // Unfolded as every reader unfolds, the UID stands before the card's END.
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        let hotel = try #require(unfolded.components(separatedBy: "END:VCARD").first)
        #expect(hotel.contains("\r\nUID:"), "\(text)")
        #expect(text.hasSuffix(Self.personCard(1)))
    }

    /// A probe's: a card without a UID that the reader repaired was written
    /// afresh to give it one, a stray line the user wrote lost, a raw line
    /// break escaped, a 2.1 card's quoted-printable lines re-encoded, LF
    /// turned to CRLF.
    @Test("a repaired card without a UID gets one line more, the UID's, and keeps every other byte", arguments: [
        "BEGIN:VCARD\nVERSION:3.0\nN:;;;;\nFN:Hotel Stray\nORG:Hotel Stray\nCATEGORIES:Hotel\n# booked via agency, ref 4712\n"
            + "ADR;TYPE=WORK:;;Street 2;Berlin;;10117;Germany\nEND:VCARD\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Raw\r\nORG:Hotel Raw\r\nCATEGORIES:Hotel\r\nNOTE:Check in after 3\r\nask for Anna\r\n"
            + "ADR:;;y;Berlin;;10117;DE\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\nVERSION:2.1\nN:;Gasthof Krone;;;\nFN:Gasthof Krone\nORG:Gasthof Krone\n"
            + "ADR;WORK;ENCODING=QUOTED-PRINTABLE:;;Hauptstr 1;M=C3=BCnchen;;80331;DE\n"
            + "NOTE;ENCODING=QUOTED-PRINTABLE:Sehr nettes Hotel, Zimmer 12 mit Blick =\n auf die Berge.\nTEL;WORK;VOICE:+49 89 123456\nEND:VCARD\n",
        // A review's: after a last line ending in a soft break, vobject read the UID as the note's.
        "BEGIN:VCARD\r\nVERSION:2.1\r\nN:;Gasthof Post;;;\r\nORG:Gasthof Post\r\nADR;WORK:;;Hauptstr 2;Wien;;1010;AT\r\n"
            + "NOTE;ENCODING=QUOTED-PRINTABLE:Zimmer 3=\r\nEND:VCARD\r\n",
        // CR line breaks.
        "BEGIN:VCARD\rVERSION:3.0\rFN:Hotel Cr\rORG:Hotel Cr\rCATEGORIES:Hotel\rADR:;;z;Wien;;1010;AT\rEND:VCARD\r",
    ])
    func uidGivenToRepairedCard(_ card: String) throws {
        let home = try Home()
        try (card + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", "--no-geocode"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.storeNames().count == 1)
        let text = try String(contentsOfFile: home.book, encoding: .utf8)
        let lineEnding = card.contains("\r\n") ? "\r\n" : card.contains("\n") ? "\n" : "\r"
        let uid = try #require(text.firstMatch(of: /UID:(urn:uuid:[0-9a-f-]+)/)?.1)
        let version = try #require(card.range(of: "VERSION:\(card.contains("VERSION:2.1") ? "2.1" : "3.0")\(lineEnding)"))
        #expect(text == card.replacingCharacters(in: version, with: card[version] + "UID:\(uid)\(lineEnding)") + Self.personCard(1), "\(text)")
    }

    /// A probe's: a run let through by --moved but stopped by the deletion
    /// guard recorded the new path, so the path put back was refused as a
    /// move, though no run ever synced the other file.
    @Test("a run stopped before changing anything leaves the book where its last sync was")
    func stoppedRunKeepsLocation() throws {
        let home = try Home(config: "[book phone]\npath = ~/a.vcf\n")
        try (Self.hotelCard(1) + Self.hotelCard(2)).write(toFile: home.folder.path("a.vcf"), atomically: true, encoding: .utf8)
        try Self.personCard(1).write(toFile: home.folder.path("b.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try "[book phone]\npath = ~/b.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let guarded = try home.hotels(["sync", "--moved"])
        #expect(guarded.status != 0)
        #expect(guarded.errors.contains("the book lists no hotel it can read"), "\(guarded.errors)")
        #expect(guarded.errors.contains("the book is still \(home.folder.path("a.vcf")) until a run syncs it where it is now; if it did not move, put the path back"))
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        // Still the move it was: not taken for the book's place by a run that did nothing.
        #expect(try home.hotels(["sync"]).errors.contains("if the book moved there, run again with --moved"))
        try "[book phone]\npath = ~/a.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let back = try home.hotels(["sync"])
        #expect(back.status == 0, "\(back.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
    }

    /// A probe's: `-v` said "store: update 'Hotel 1'" and no more where the
    /// store took only the card as another book writes it.
    @Test("-v says a store update of no field is the card as the book writes it")
    func cardOnlyUpdateSaid() throws {
        let home = try Home(config: "[book a]\npath = ~/a.vcf\n[book b]\npath = ~/b.vcf\n")
        let card = Self.hotelCard(1)
        try card.write(toFile: home.folder.path("a.vcf"), atomically: true, encoding: .utf8)
        // The same card as another client writes it: its ORG without the empty unit.
        try card.replacingOccurrences(of: "ORG:Hotel 1;", with: "ORG:Hotel 1").write(toFile: home.folder.path("b.vcf"), atomically: true, encoding: .utf8)
        let run = try home.hotels(["sync", "-v"])
        #expect(run.status == 0, "\(run.errors)")
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(output.contains("store: create 'Hotel 1'\n"), "\(output)")
        #expect(output.contains("store: update 'Hotel 1' (the card as the book writes it)\n"), "\(output)")
    }

    /// A probe's: a section renamed, synced under its new name, and renamed
    /// back went on from its old name's state, older than the book: a card
    /// deleted and restored meanwhile came back as a second hotel and a
    /// second card.
    @Test("a section renamed back to a name whose state is older than the book's last sync goes on from the later state")
    func sectionRenamedBack() throws {
        let home = try Home(config: "[book laptop]\npath = ~/contacts.vcf\n")
        let cards = Self.hotelCard(1, note: "sea view") + Self.hotelCard(2) + Self.personCard(1)
        try cards.write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try "[book notebook]\npath = ~/contacts.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        // Deleted under the new name, then put back from a backup with an edit.
        try (Self.hotelCard(2) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 2"])
        try (Self.hotelCard(1, note: "sea view, room 12") + Self.hotelCard(2) + Self.personCard(1))
            .write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        try "[book laptop]\npath = ~/contacts.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let back = try home.hotels(["sync", "-v"])
        #expect(back.status == 0, "\(back.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"], "\(String(decoding: back.output, as: UTF8.self))")
        #expect(try home.bookNames() == ["Hotel 1", "Hotel 2"])
        #expect(try home.hotels(["sync"]).status == 0)
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(books.contains("laptop") && !books.contains("notebook"), "\(books)")
    }

    /// A review's: renamed back after a run under the other name that
    /// stopped before it tracked a card, the section's own state was
    /// replaced by that empty one, and its next run was a first sync.
    @Test("a section renamed back keeps its own state where the run under the other name tracked no card")
    func sectionRenamedBackAfterAStoppedRun() throws {
        let home = try Home(config: "[book laptop]\npath = ~/contacts.vcf\n")
        try (Self.hotelCard(1) + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        try "[book notebook]\npath = ~/contacts.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        // A first sync under the new name meets a conflict and stops, tracking nothing.
        #expect(try home.hotels(["edit", "Hotel 1", "--notes", "store note"]).status == 0)
        try (Self.hotelCard(1, note: "book note") + Self.hotelCard(2)).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", "--on-conflict", "fail"]).status == 1)
        try "[book laptop]\npath = ~/contacts.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        // The section's own state stands: Hotel 2, unchanged on both sides, is no step at all.
        let dry = try home.hotels(["sync", "--dry-run", "-v"])
        let output = String(decoding: dry.output, as: UTF8.self)
        #expect(!output.contains("'Hotel 2'"), "\(output)")
        #expect(output.contains("'Hotel 1'"), "\(output)")
    }

    /// A probe's: a path mistyped for one run that could not open it, then
    /// put right, was refused on every run after (exit 78) as a book moved;
    /// a link to the book's folder pointed at another folder was not.
    @Test("a book is told moved by where its path leads, and only where its last sync tracked cards")
    func bookMovedByWhereItLeads() throws {
        let home = try Home(config: "[book phone]\npath = ~/contacs.vcf\n")
        #expect(try home.hotels(["add", "--name", "Casa Nova", "--no-geocode"]).status == 0)
        try Self.hotelCard(1).write(toFile: home.folder.path("contacts.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 66)
        try "[book phone]\npath = ~/contacts.vcf\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let corrected = try home.hotels(["sync"])
        #expect(corrected.status == 0, "\(corrected.errors)")
        #expect(try home.storeNames() == ["Casa Nova", "Hotel 1"])

        // A vdir through a link: pointed at another folder, refused; another link to the same folder, not.
        let links = try Home(config: "[book laptop]\npath = ~/contacts\n")
        for (folder, cards) in [("one", [1, 2, 3]), ("two", [4])] {
            try FileManager.default.createDirectory(atPath: links.folder.path(folder), withIntermediateDirectories: true)
            for card in cards { try Self.hotelCard(card).write(toFile: links.folder.path("\(folder)/\(card).vcf"), atomically: true, encoding: .utf8) }
        }
        try FileManager.default.createSymbolicLink(atPath: links.folder.path("contacts"), withDestinationPath: links.folder.path("one"))
        #expect(try links.hotels(["sync"]).status == 0)
        try FileManager.default.removeItem(atPath: links.folder.path("contacts"))
        try FileManager.default.createSymbolicLink(atPath: links.folder.path("contacts"), withDestinationPath: links.folder.path("two"))
        let repointed = try links.hotels(["sync"])
        #expect(repointed.status == 78)
        #expect(repointed.errors.contains("laptop was \(links.folder.path("one")) at its last sync, and is \(links.folder.path("two")) now"),
                "\(repointed.errors)")
        #expect(try links.storeNames() == ["Hotel 1", "Hotel 2", "Hotel 3"])
        try FileManager.default.removeItem(atPath: links.folder.path("contacts"))
        try FileManager.default.createSymbolicLink(atPath: links.folder.path("cards"), withDestinationPath: links.folder.path("one"))
        try "[book laptop]\npath = ~/cards\n".write(toFile: links.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let renamed = try links.hotels(["sync"])
        #expect(renamed.status == 0, "\(renamed.errors)")
        #expect(try links.storeNames() == ["Hotel 1", "Hotel 2", "Hotel 3"])
    }

    /// A review's: with the update time taken from a synced card's REV, an
    /// old copy of that card (a phone's backup) counted as an edit of what
    /// the store said, and its import cleared a note the store had added.
    @Test("an old copy of a synced card, imported, is no edit of the store's: a note the store added stays")
    func oldCopyOfSyncedCard() throws {
        let home = try Home()
        try Self.hotelCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        let editedAt = Date().timeIntervalSince1970.rounded(.down)
        #expect(try home.hotels(["edit", "Hotel 1", "--notes", "door code 4711"]).status == 0)
        // The card's edit comes after the store's, and a second before the sync (a REV of the sync's own
        // second is any export's of it).
        let rev = "REV:" + ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: editedAt + 1))
        Thread.sleep(forTimeInterval: max(0, editedAt + 2.1 - Date().timeIntervalSince1970))
        let edited = Self.hotelCard(1).replacingOccurrences(of: "UID:hotel-1", with: "TEL:+351 21 000 0001\r\n\(rev)\r\nUID:hotel-1")
        try edited.write(toFile: home.book, atomically: true, encoding: .utf8)
        try edited.write(toFile: home.folder.path("backup.vcf"), atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync"]).status == 0)
        #expect(try home.hotels(["import", home.folder.path("backup.vcf"), "--no-geocode"]).status == 0)
        let rows = try JSONSerialization.jsonObject(with: try home.hotels(["list", "--json"]).output) as? [[String: Any]] ?? []
        #expect(rows.first?["notes"] as? String == "door code 4711", "\(rows)")
        #expect(rows.first?["phones"] as? [String] == ["+351 21 000 0001"], "\(rows)")
    }

    @Test("a config mistake names its line and exits 78; hotels books lists the books and their last sync")
    func config() throws {
        let bad = try Home(config: "[book phone]\npath = ~/contacts.vcf\ndirection = sideways\n")
        let run = try bad.hotels(["sync"])
        #expect(run.status == 78)
        #expect(run.errors.contains("hotels/config:3:") && run.errors.contains("direction"), "\(run.errors)")
        // A book whose file is missing: said, and no store made for it.
        let empty = try Home()
        let missing = try empty.hotels(["sync"])
        #expect(missing.status == 66)
        #expect(missing.errors.contains("contacts.vcf: cannot read: No such file or directory"), "\(missing.errors)")
        #expect(!FileManager.default.fileExists(atPath: empty.store))
        // A book that cannot be looked at is said in the system's words, not
        // as missing: here a part of its path is a file, not a folder.
        let through = try Home(config: "[book phone]\npath = ~/notes.txt/contacts.vcf\n")
        try "a note\n".write(toFile: through.folder.path("notes.txt"), atomically: true, encoding: .utf8)
        let blocked = try through.hotels(["sync"])
        #expect(blocked.status == 66)
        #expect(blocked.errors.contains("notes.txt/contacts.vcf: cannot read: Not a directory"), "\(blocked.errors)")
        let given = try through.hotels(["sync", through.folder.path("notes.txt/other.vcf")])
        #expect(given.status == 66)
        #expect(given.errors.contains("notes.txt/other.vcf: cannot read: Not a directory, and no [book "), "\(given.errors)")
        // Nor for a file that is plainly no address book: no store, no lock.
        try "name,city\nHotel A,Lisbon\n".write(toFile: empty.book, atomically: true, encoding: .utf8)
        let table = try empty.hotels(["sync"])
        #expect(table.status == 65)
        #expect(table.errors.contains("contacts.vcf: not an address book: it looks like CSV"), "\(table.errors)")
        let made = (try? FileManager.default.contentsOfDirectory(atPath: (empty.store as NSString).deletingLastPathComponent)) ?? []
        #expect(made.filter { $0.hasPrefix("hotels.sqlite") }.isEmpty, "\(made)")
        let home = try Home()
        try Self.hotelCard(1).write(toFile: home.book, atomically: true, encoding: .utf8)
        _ = try home.hotels(["sync"])
        let books = try home.hotels(["books"])
        let text = String(decoding: books.output, as: UTF8.self)
        #expect(text.hasPrefix("phone\tfile\t\(home.book)\t"), "\(text)")
        #expect(text.contains("store: 1 created"))
        // A vdir synced by its path, not in the config, shows its kind too.
        let folder = home.folder.path("cards")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.hotelCard(2).write(toFile: folder + "/hotel-2.vcf", atomically: true, encoding: .utf8)
        #expect(try home.hotels(["sync", folder]).status == 0)
        let both = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(both.split(separator: "\n").contains { $0.contains("\tvdir\t\(folder)\t") }, "\(both)")
    }

    /// The crash test's book: one .vcf file, or a vdir (one file a card,
    /// where a run writes several files and a kill can fall between them).
    struct CrashBook {
        let home: Home
        let isFolder: Bool
        var path: String { isFolder ? home.folder.path("contacts") : home.book }

        /// Every card, in a stable order.
        func text() throws -> String {
            guard isFolder else { return try String(contentsOfFile: path, encoding: .utf8) }
            let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".vcf") }.sorted()
            return try names.map { try String(contentsOfFile: path + "/" + $0, encoding: .utf8) }.joined()
        }

        func add(_ card: String, name: String) throws {
            if isFolder {
                try card.write(toFile: path + "/" + name + ".vcf", atomically: true, encoding: .utf8)
            } else {
                try (try text() + card).write(toFile: path, atomically: true, encoding: .utf8)
            }
        }

        /// Gives hotel `number` a NOTE, in place.
        func edit(hotel number: Int, note: String) throws {
            let target = isFolder ? path + "/hotel-\(number).vcf" : path
            guard let text = try? String(contentsOfFile: target, encoding: .utf8) else { return }
            try text.replacingOccurrences(of: "FN:Hotel \(number)\r\n", with: "FN:Hotel \(number)\r\nNOTE:\(note)\r\n")
                .write(toFile: target, atomically: true, encoding: .utf8)
        }

        /// The hotel cards' names; every card must read.
        func hotelNames() throws -> [String] {
            let (cards, diagnostics) = VCardReader.read(bytes: Array(try text().utf8))
            #expect(!diagnostics.contains { $0.severity == .error }, "the book does not read: \(diagnostics)")
            return cards.filter { $0.first("CATEGORIES")?.value.contains("Hotel") ?? false }
                .compactMap { $0.first("FN")?.value }.sorted()
        }
    }

    @Test("killed at every named step and at random moments: the book is whole, the store sound, and the next run converges",
          arguments: [false, true])
    func crashes(vdir: Bool) throws {
        let config = vdir ? "[book phone]\npath = ~/contacts\nkind = vdir\n" : nil
        let home = try Home(config: config)
        let book = CrashBook(home: home, isFolder: vdir)
        var cards = (1...60).map { (Self.hotelCard($0), "hotel-\($0)") } + (1...120).map { (Self.personCard($0), "person-\($0)") }
        cards.shuffle(using: &FixedRandom.shared)
        if vdir {
            try FileManager.default.createDirectory(atPath: book.path, withIntermediateDirectories: true)
            for (card, name) in cards { try book.add(card, name: name) }
        } else {
            try cards.map(\.0).joined().write(toFile: home.book, atomically: true, encoding: .utf8)
        }
        // Without the gazetteer: opening it is not what these kills are about.
        let started = Date()
        #expect(try home.hotels(["sync", "--no-geocode"]).status == 0)
        // Random kills fall anywhere in a run that writes both sides.
        let runMicroseconds = UInt32(min(2.0, Date().timeIntervalSince(started)) * 1_000_000)
        var expected = Set(try home.storeNames())
        let people = (1...120).map { Self.personCard($0) }
        var next = 1000

        /// Changes on both sides, then a run killed as `kill` says; then checks.
        func trial(_ label: String, kill: (Process) -> Bool) throws {
            // The book: a new hotel and an edited one; the store: three new
            // hotels (in a vdir, three files a kill can fall between).
            next += 1
            try book.add(Self.hotelCard(next), name: "hotel-\(next)")
            expected.insert("Hotel \(next)")
            try book.edit(hotel: Int.random(in: 1...60, using: &FixedRandom.shared), note: "edit \(next)")
            for _ in 1...3 {
                next += 1
                var details = HotelDetails(name: "Added \(next)")
                details.city = "Porto"
                _ = try HotelStore.open(at: home.store).change(command: "add") { writer throws(HotelStoreError) in try writer.insert(details) }
                expected.insert("Added \(next)")
            }

            let process = Process()
            process.executableURL = BinaryTests.binary
            process.arguments = ["sync", "--no-geocode"]
            process.environment = home.environment.merging(["HOTELS_CRASH_AT": label]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let killedByUs = kill(process)
            process.waitUntilExit()
            if !killedByUs {
                #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
                        "crash point '\(label)' was never reached (status \(process.terminationStatus))")
            }
            // The book reads whole; the store is sound.
            _ = try book.hotelNames()
            let store = try HotelStore.open(at: home.store)
            #expect(try store.integrityCheck() == ["ok"], "\(label)")
            // The next run finishes the job: both sides agree, nothing lost or doubled.
            let rerun = try home.hotels(["sync", "--no-geocode"])
            #expect(rerun.status == 0, "\(label): \(rerun.errors)")
            let inStore = try home.storeNames(), inBook = try book.hotelNames()
            #expect(inStore == inBook, "\(label): the sides differ")
            #expect(Set(inStore) == expected && inStore.count == expected.count, "\(label): lost or doubled")
            let bookText = try book.text()
            #expect(people.allSatisfy { bookText.contains($0) }, "\(label): a person's card changed")
        }

        // "card-written": after the first card file of a vdir (the whole file of a .vcf book).
        for point in ["scanned", "planned", "card-written", "book-written", "store-written", "committed"] {
            try trial(point) { _ in false }
        }
        for _ in 1...50 {
            let delay = UInt32.random(in: 0...runMicroseconds, using: &FixedRandom.shared)
            try trial("none") { process in
                usleep(delay)
                kill(process.processIdentifier, SIGKILL)
                return true
            }
        }
    }

    @Test("khard lists every hotel of a vdir hotels sync wrote; a card khard made and one it removed sync back")
    func khard() throws {
        guard let khard = Self.tool("khard") else {
            if TestPaths.isCI { Issue.record("CI=true: khard is missing (apt-get install khard; .ci/run installs it)") }
            return
        }
        let home = try Home(config: "")
        let vdir = home.folder.path("vdir")
        try FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.folder.path(".config/khard"), withIntermediateDirectories: true)
        try "[addressbooks]\n[[hotels]]\npath = \(vdir)\n".write(toFile: home.folder.path(".config/khard/khard.conf"), atomically: true, encoding: .utf8)
        for name in ["Hotel Avenida", "Pensão Flor", "Grande Hotel"] {
            #expect(try home.hotels(["add", "--name", name, "--city", "Lisbon", "--country", "PT", "--no-geocode"]).status == 0)
        }
        #expect(try home.hotels(["sync", vdir]).status == 0)
        func khardRun(_ arguments: [String], input: String? = nil) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: khard)
            process.arguments = arguments
            process.environment = home.environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "khard \(arguments)")
            return String(decoding: data, as: UTF8.self)
        }
        let listed = try khardRun(["list", "-p", "-a", "hotels"])
        for name in ["Hotel Avenida", "Pensão Flor", "Grande Hotel"] { #expect(listed.contains(name), "khard list: \(listed)") }
        let template = home.folder.path("new.yaml")
        try "Formatted name : Pousada Nova\nOrganisation : Pousada Nova\nCategories : Hotel\nAddress :\n    work :\n        Street : 2 Rua Nova\n        Code : 1200-001\n        City : Lisbon\n        Country : Portugal\n"
            .write(toFile: template, atomically: true, encoding: .utf8)
        _ = try khardRun(["new", "-a", "hotels", "-i", template])
        _ = try khardRun(["remove", "--force", "-a", "hotels", "Grande Hotel"])
        let run = try home.hotels(["sync", vdir])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.storeNames() == ["Hotel Avenida", "Pensão Flor", "Pousada Nova"])
    }

    @Test("the man page's crontab line and systemd units run as written")
    func schedulers() throws {
        let man = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("man/hotels.1"), encoding: .utf8)
        let blocks = man.components(separatedBy: ".EX\n").dropFirst().map { $0.components(separatedBy: ".EE\n")[0] }
        let cronLine = try #require(blocks.flatMap { $0.split(separator: "\n") }.first { $0.hasPrefix("*/") }, "no crontab line")
        let fields = cronLine.split(separator: " ", maxSplits: 5)
        let command = String(fields[5])
        #expect(command.hasPrefix("/usr/local/bin/hotels "), "cron needs the full path: \(command)")
        let installed = command.replacingOccurrences(of: "/usr/local/bin/hotels", with: BinaryTests.binary.path)
        let home = try Home()
        try (Self.hotelCard(1) + Self.personCard(1)).write(toFile: home.book, atomically: true, encoding: .utf8)
        // As cron runs it: /bin/sh -c, a bare environment.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", installed]
        process.environment = ["HOME": home.folder.path(""), "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "LOGNAME": "cron"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let said = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && said.isEmpty, "cron would mail: \(String(decoding: said, as: UTF8.self))")
        #expect(try home.storeNames() == ["Hotel 1"])
        let units = blocks.filter { $0.contains("[Service]") || $0.contains("[Timer]") }
        #expect(units.count == 2)
        let exec = try #require(units.first { $0.contains("ExecStart=") }?.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        #expect(exec.dropFirst("ExecStart=".count) == command)
        if let analyze = Self.tool("systemd-analyze") {
            let folder = TemporaryDirectory("hotels-units")
            for (index, unit) in units.enumerated() {
                let name = unit.contains("[Timer]") ? "hotels-sync.timer" : "hotels-sync.service"
                let text = unit.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "/usr/local/bin/hotels", with: BinaryTests.binary.path)
                try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
                _ = index
            }
            let verify = Process()
            verify.executableURL = URL(fileURLWithPath: analyze)
            verify.arguments = ["verify", folder.path("hotels-sync.service"), folder.path("hotels-sync.timer")]
            let errors = Pipe()
            verify.standardError = errors
            verify.standardOutput = FileHandle.nullDevice
            try verify.run()
            let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            verify.waitUntilExit()
            #expect(verify.terminationStatus == 0, "systemd-analyze verify: \(complaint)")
        }
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A seeded generator, so that a failing crash trial can be run again.
enum FixedRandom {
    nonisolated(unsafe) static var shared = SeededRandom(seed: 18)
}
