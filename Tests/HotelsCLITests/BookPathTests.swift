import Configuration
import Foundation
import HotelStore
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// A book's path means what the system opens for it: after a symbolic link,
/// `..` is the parent of the link's target, not the folder holding the link;
/// and two paths name the same book when they lead to the same file.
struct BookPathTests {
    /// FOLDER/real/inner and FOLDER/real/book.vcf, FOLDER/link → FOLDER/real/inner,
    /// FOLDER/alias.vcf → FOLDER/real/book.vcf.
    struct Tree {
        let folder = TemporaryDirectory("hotels-bookpath")
        /// FOLDER/real as the system names it (no link on the way).
        let real: String

        init() throws {
            try FileManager.default.createDirectory(atPath: folder.path("real/inner"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.path("home"), withIntermediateDirectories: true)
            try Data(Self.card.utf8).write(to: URL(fileURLWithPath: folder.path("real/book.vcf")))
            try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("real/inner"))
            try FileManager.default.createSymbolicLink(atPath: folder.path("alias.vcf"), withDestinationPath: folder.path("real/book.vcf"))
            real = URL(fileURLWithPath: folder.path("real")).resolvingSymlinksInPath().path
        }

        static let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Pension Anna\r\nORG:Pension Anna\r\nUID:anna\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"

        func run(_ arguments: [String], config: String) throws -> (status: ExitCode, output: String, errors: String) {
            try FileManager.default.createDirectory(atPath: folder.path("config/hotels"), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder.path("config/hotels/config")))
            let output = BufferSink(), errors = BufferSink()
            let console = Console(output: output, errors: errors, environment: [
                "HOTELS_STORE": folder.path("s.sqlite"), "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.path("home"),
            ])
            return (HotelsCommand.run(arguments, console: console), output.text, errors.text)
        }
    }

    @Test("a book path on the command line: .. after a link is the link target's parent, whether or not the file is there yet")
    func commandLineDotDotAfterLink() throws {
        let tree = try Tree()
        #expect(BookConfig(path: tree.folder.path("link/../book.vcf"), home: nil).path == tree.real + "/book.vcf")
        // Not there yet: a file book a push will write, a vdir to be.
        #expect(BookConfig(path: tree.folder.path("link/../new.vcf"), home: nil).path == tree.real + "/new.vcf")
        let vdir = BookConfig(path: tree.folder.path("link/../cards") + "/", home: nil)
        #expect(vdir.path == tree.real + "/cards" && vdir.kind == .vdir)
    }

    @Test("a [book] path in the config, with ~/ and .. after a link, names what the system opens")
    func configDotDotAfterLink() throws {
        let tree = try Tree()
        let config = try ConfigFile(text: "[book trips]\npath = ~/../link/../new.vcf\n", path: "config")
        let book = try #require(try BookConfig.all(in: config, home: tree.folder.path("home")).first)
        #expect(book.path == tree.real + "/new.vcf")
        #expect(book.kind == .file)
    }

    @Test("a link to the book is not followed: the book is the link (a write to it is refused, not made to its target)")
    func finalLinkKept() throws {
        let tree = try Tree()
        #expect(BookConfig(path: tree.folder.path("alias.vcf"), home: nil).path == tree.folder.path("alias.vcf"))
        #expect(BookConfig(path: tree.folder.path("./real//book.vcf"), home: nil).path == tree.folder.path("real/book.vcf"))
    }

    /// The full test suite, slowed down by a busy machine, ended on "--timeout
    /// reached" ten minutes after an in-process sync: its alarm outlived it.
    @Test("a sync's --timeout alarm is cancelled when the run ends, however it ends")
    func timeoutCancelled() throws {
        let tree = try Tree()
        let config = "[book trips]\npath = \(tree.folder.path("real/book.vcf"))\n"
        // Other tests' syncs in this process may set their own alarms meanwhile: only this one's length is looked for.
        #expect(try tree.run(["sync", "--no-geocode", "--timeout", "3599"], config: config).status == .success)
        #expect(alarm(0) != 3599)
    }

    @Test("sync PATH names the configured book whose path leads to the same file, as import PATH does")
    func syncFindsConfiguredBookThroughLink() throws {
        let tree = try Tree()
        let config = "[book trips]\npath = \(tree.folder.path("real/book.vcf"))\n"
        let synced = try tree.run(["sync", tree.folder.path("alias.vcf"), "--no-geocode"], config: config)
        #expect(synced.status == .success, "\(synced.output) \(synced.errors)")
        let books = try tree.run(["books"], config: config)
        let trips = books.output.split(separator: "\n").first { $0.hasPrefix("trips") }
        #expect(trips.map { !$0.contains("never") } == true, "\(books.output)")
        #expect(!books.output.contains(tree.folder.path("alias.vcf")), "\(books.output)")
        // So does a hard link to it (a review's: it was a second book, and its first write broke the link).
        #expect(link(tree.folder.path("real/book.vcf"), tree.folder.path("hard.vcf")) == 0)
        #expect(try tree.run(["sync", tree.folder.path("hard.vcf"), "--no-geocode"], config: config).status == .success)
        #expect(!(try tree.run(["books"], config: config)).output.contains(tree.folder.path("hard.vcf")))
    }

    /// A probe's: import matched a section's relative path against the
    /// working folder, so its rules applied to another book there and not
    /// to the book the section names (sync read the path from the home folder).
    @Test("a [book] section's relative path is from the home folder for import as for sync, whatever the working folder")
    func relativeSectionPathFromHome() throws {
        let tree = try Tree()
        try FileManager.default.createDirectory(atPath: tree.folder.path("home/books"), withIntermediateDirectories: true)
        let book = tree.folder.path("home/books/c.vcf")
        try Tree.card.write(toFile: book, atomically: true, encoding: .utf8)
        let config = "[book phone]\npath = books/c.vcf\nexclude = Pension Anna\n"
        let run = try tree.run(["import", "--dry-run", "--explain", "--no-geocode", book], config: config)
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output.contains("'Pension Anna': skipped: excluded by [book phone] line 3"), "\(run.output)")
        let sync = try #require(try BookConfig.all(in: try ConfigFile(text: config, path: "config"), home: tree.folder.path("home")).first)
        #expect(BookPath.sameBook(sync.path, book, home: tree.folder.path("home")))
    }

    @Test("a book synced by its path keeps its sync state when a [book] section names it: one row in 'books', no first sync again")
    func sectionTakesOverPathState() throws {
        let tree = try Tree()
        let byPath = try tree.run(["sync", tree.folder.path("real/book.vcf"), "--no-geocode"], config: "")
        #expect(byPath.status == .success, "\(byPath.errors)")
        let config = "[book trips]\npath = \(tree.folder.path("link/../book.vcf"))\n"
        // Before the section's first sync, its row shows the sync by path.
        let before = try tree.run(["books"], config: config)
        #expect(before.output.split(separator: "\n").count == 1, "\(before.output)")
        #expect(before.output.hasPrefix("trips\t") && !before.output.contains("never"), "\(before.output)")
        let dry = try tree.run(["sync", "--dry-run", "--no-geocode"], config: config)
        #expect(dry.status == .success && !dry.output.contains("adopt") && !dry.output.contains("new"), "\(dry.output)")
        let synced = try tree.run(["sync", "--no-geocode"], config: config)
        #expect(synced.status == .success, "\(synced.errors)")
        let store = try HotelStore.open(at: tree.folder.path("s.sqlite"))
        let books = try store.syncBooks(unrecorded: true).map { $0.book }
        #expect(books == ["trips"], "\(books)")
        #expect(try store.syncRecords(book: "trips", cards: false).count == 1)
        let after = try tree.run(["books"], config: config)
        #expect(after.output.split(separator: "\n").count == 1, "\(after.output)")
    }

    static func card(_ name: String, uid: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nORG:\(name)\r\nUID:\(uid)\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"
    }

    /// A review's: the state was taken over at the book's turn, so a book
    /// synced before it did not count it as following the hotels they
    /// share, and deleted one the other still syncs; a dry run said otherwise.
    @Test("earlier states are taken over before any book syncs, whatever the sections' order; a dry run says what the run does")
    func takeOverBeforeAnyBook() throws {
        let tree = try Tree()
        let a = tree.folder.path("real/a.vcf"), b = tree.folder.path("real/b.vcf")
        try (Self.card("Hotel Avenida", uid: "h")).write(toFile: a, atomically: true, encoding: .utf8)
        try (Self.card("Hotel Avenida", uid: "h") + Self.card("Hotel Kappa", uid: "k")).write(toFile: b, atomically: true, encoding: .utf8)
        let onlyB = "[book b]\npath = \(b)\n"
        #expect(try tree.run(["sync", "--no-geocode"], config: onlyB).status == .success)
        #expect(try tree.run(["sync", a, "--no-geocode"], config: onlyB).status == .success)
        let both = "[book b]\npath = \(b)\npush_new = no\n\n[book a]\npath = \(a)\npush_new = no\n"
        try Self.card("Hotel Kappa", uid: "k").write(toFile: b, atomically: true, encoding: .utf8)
        let dry = try tree.run(["sync", "--dry-run", "-v", "--no-geocode"], config: both)
        #expect(!dry.output.contains("delete 'Hotel Avenida'"), "\(dry.output)")
        let run = try tree.run(["sync", "--no-geocode"], config: both)
        #expect(run.status == .success, "\(run.errors)")
        #expect(try String(contentsOfFile: a, encoding: .utf8).contains("FN:Hotel Avenida"))
        let list = try tree.run(["list"], config: both)
        #expect(list.output.contains("Hotel Avenida"), "\(list.output)")
    }

    @Test("a section's own state that tracks no card (a first run that stopped) does not keep it from taking over the earlier one")
    func takeOverPastStoppedRun() throws {
        let tree = try Tree()
        let path = tree.folder.path("real/book.vcf")
        #expect(try tree.run(["sync", path, "--no-geocode"], config: "").status == .success)
        let typo = try tree.run(["sync", "--no-geocode"], config: "[book trips]\npath = \(tree.folder.path("real/bok.vcf"))\n")
        #expect(typo.status.rawValue == 66)
        #expect(try tree.run(["sync", "--no-geocode"], config: "[book trips]\npath = \(path)\n").status == .success)
        let store = try HotelStore.open(at: tree.folder.path("s.sqlite"))
        #expect(try store.syncBooks(unrecorded: true).map { $0.book } == ["trips"])
        #expect(try store.syncRecords(book: "trips", cards: false).count == 1)
    }

    @Test("a state synced through a link that now leads elsewhere is not handed to the book the link leads to")
    func noTakeOverThroughMovedLink() throws {
        let tree = try Tree()
        for (year, name) in [("2026", "Hotel Velho"), ("2027", "Hotel Novo")] {
            try FileManager.default.createDirectory(atPath: tree.folder.path("y\(year)"), withIntermediateDirectories: true)
            try Self.card(name, uid: year).write(toFile: tree.folder.path("y\(year)/trips.vcf"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: tree.folder.path("cur"), withDestinationPath: tree.folder.path("y2026"))
        #expect(try tree.run(["sync", tree.folder.path("cur/trips.vcf"), "--no-geocode"], config: "").status == .success)
        try FileManager.default.removeItem(atPath: tree.folder.path("cur"))
        try FileManager.default.createSymbolicLink(atPath: tree.folder.path("cur"), withDestinationPath: tree.folder.path("y2027"))
        let run = try tree.run(["sync", "--no-geocode"], config: "[book y2027]\npath = \(tree.folder.path("y2027/trips.vcf"))\n")
        #expect(run.status == .success, "\(run.errors)")
        let list = try tree.run(["list"], config: "").output
        #expect(list.contains("Hotel Velho") && list.contains("Hotel Novo"), "\(list)")
    }

    @Test("two [book] sections naming one file, or one collection, are a config error naming the second's line")
    func sameBookTwice() throws {
        let tree = try Tree()
        let config = "[book a]\npath = \(tree.folder.path("real/book.vcf"))\n\n[book b]\npath = \(tree.folder.path("alias.vcf"))\n"
        let run = try tree.run(["sync", "--no-geocode"], config: config)
        #expect(run.status.rawValue == 78)
        #expect(run.errors.contains("config:5: 'path' takes a book no other section names ([book a], line 1 names this one)"), "\(run.errors)")
        let servers = "[book a]\nurl = https://dav.example/ana/contacts\n[book b]\nurl = https://DAV.example/ana/contacts/\n"
        let second = try tree.run(["books"], config: servers)
        #expect(second.status.rawValue == 78)
        #expect(second.errors.contains("config:4: 'url' takes a book no other section names"), "\(second.errors)")
        // A probe's: one file under two hard links was two books (and the first write broke the link).
        #expect(link(tree.folder.path("real/book.vcf"), tree.folder.path("hard.vcf")) == 0)
        let hard = try tree.run(["books"], config: "[book a]\npath = \(tree.folder.path("real/book.vcf"))\n[book b]\npath = \(tree.folder.path("hard.vcf"))\n")
        #expect(hard.status.rawValue == 78)
        #expect(hard.errors.contains("config:4: 'path' takes a book no other section names ([book a], line 1 names this one)"), "\(hard.errors)")
    }

    @Test("'books' says a synced book's file is gone, rather than its last sync's outcome")
    func missingBookShown() throws {
        let tree = try Tree()
        let path = tree.folder.path("real/book.vcf")
        #expect(try tree.run(["sync", path, "--no-geocode"], config: "").status == .success)
        try FileManager.default.removeItem(atPath: path)
        let books = try tree.run(["books"], config: "")
        #expect(books.output.contains("missing: \(tree.real)/book.vcf is gone"), "\(books.output)")
        // A probe's: a book never synced is not "gone", nor does a sync stop until it is back.
        let typo = try tree.run(["books"], config: "[book typo]\npath = \(tree.folder.path("real/bok.vcf"))\n")
        #expect(typo.output.contains("missing: nothing is at \(tree.folder.path("real/bok.vcf")) (never synced: is the path right?)"), "\(typo.output)")
    }

    @Test("absolute: ~/ expanded, relative from the working folder, . and empty parts dropped, .. by text where no link precedes it", arguments: [
        ("~/books/a.vcf", "/home/ana/books/a.vcf"), ("~/./books//a.vcf/", "/home/ana/books/a.vcf"), ("/x/y/../z", "/x/z"),
        ("/..", "/"), ("/", "/"), ("/x/../../y", "/y"), ("~", "CWD/~"), ("books/../a.vcf", "CWD/a.vcf"), ("./a.vcf", "CWD/a.vcf"),
    ])
    func absolute(_ path: String, _ expected: String) {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(BookPath.absolute(path, home: "/home/ana") == expected.replacingOccurrences(of: "CWD", with: cwd == "/" ? "" : cwd))
    }

    @Test("identity: every link resolved, of the part that exists")
    func identity() throws {
        let tree = try Tree()
        #expect(BookPath.identity(tree.folder.path("alias.vcf"), home: nil) == tree.real + "/book.vcf")
        #expect(BookPath.identity(tree.folder.path("link/deeper/new.vcf"), home: nil) == tree.real + "/inner/deeper/new.vcf")
        #expect(BookPath.identity(tree.folder.path("link/../book.vcf"), home: nil) == BookPath.identity(tree.folder.path("alias.vcf"), home: nil))
        #expect(BookPath.identity("/", home: nil) == "/")
    }
}
