import Configuration
import Foundation
import HotelStore
import Testing
@testable import HotelsCLI

/// `[book NAME]` sections with `kind = carddav`: what they give, and the
/// mistakes they are refused for, each naming its line and never echoing a
/// value that may hold a password.
struct ServerBookConfigTests {
    static func books(_ text: String) throws(ConfigError) -> [BookConfig] {
        try BookConfig.all(in: try ConfigFile(text: text, path: "config"), home: "/home/ana")
    }

    /// A probe's: "on_conflict = Newest" and "push_new = 1" were refused.
    @Test("a word's value in any case, a yes or no as 1 or 0")
    func valuesInAnyCase() throws {
        let book = try #require(try Self.books("[book phone]\nkind = CardDAV\nurl = https://dav.example.org/ana/\non_conflict = Newest\n"
                                                + "direction = Pull\npush_new = 0\n").first)
        #expect(book.kind == .carddav)
        #expect(book.options.onConflict == .newest && book.options.direction == .pull && !book.options.pushNew)
        #expect(try Self.books("[book phone]\npath = ~/c.vcf\npush_new = 1\n").first?.options.pushNew == true)
        #expect(throws: ConfigError.self) { try Self.books("[book phone]\npath = ~/c.vcf\npush_new = 2\n") }
    }

    /// A review's: the check that a section's url names the collection of
    /// its last sync took a default port or an escape written otherwise for
    /// another collection (exit 78 from cron), and a section gone from a
    /// path to a url, or back, for the same book.
    @Test("a book is elsewhere than its last sync's location: another collection, however the URL is written, or another kind")
    func elsewhere() throws {
        let server = BookConfig(server: try #require(ServerBook(url: "https://dav.example.org/ana%40example.org/contacts/")))
        let now = server.server!.shown
        for same in ["https://dav.example.org/ana%40example.org/contacts/", "https://DAV.example.org:443/ana@example.org/contacts",
                     "HTTPS://dav.example.org/ana%40example.org/contacts"] {
            #expect(!SyncCommand.isElsewhere(same, than: server, leadsTo: now), "\(same)")
        }
        for other in ["https://dav.example.org/ana%40example.org/other/", "https://dav.example.org:8443/ana%40example.org/contacts/",
                      "http://dav.example.org/ana%40example.org/contacts/", "/home/ana/contacts.vcf"] {
            #expect(SyncCommand.isElsewhere(other, than: server, leadsTo: now), "\(other)")
        }
        let file = BookConfig(path: "/home/ana/contacts.vcf", home: nil)
        #expect(!SyncCommand.isElsewhere("/home/ana/contacts.vcf", than: file, leadsTo: "/home/ana/contacts.vcf"))
        #expect(SyncCommand.isElsewhere("/home/ana/other.vcf", than: file, leadsTo: "/home/ana/contacts.vcf"))
        #expect(SyncCommand.isElsewhere("https://dav.example.org/ana/contacts/", than: file, leadsTo: "/home/ana/contacts.vcf"))
        #expect(!SyncCommand.isElsewhere("contacts.vcf", than: file, leadsTo: "/home/ana/contacts.vcf"), "a location of neither kind is none")
    }

    /// A URL given without its trailing slash was a second book, with a
    /// sync state of its own: every card adopted again, every edit synced twice.
    @Test("one collection, one identity: a trailing slash, the host's and the scheme's case make no other book", arguments: [
        "http://127.0.0.1:5232/ana/contacts", "http://127.0.0.1:5232/ana/contacts/", "HTTP://127.0.0.1:5232/ana/contacts",
        "http://ana@127.0.0.1:5232/ana/contacts",
    ])
    func oneURL(_ text: String) throws {
        #expect(ServerBook(url: text)?.identity == "http://127.0.0.1:5232/ana/contacts/")
        let configured = try #require(try Self.books("[book phone]\nurl = \(text)\n").first)
        #expect(configured.server?.identity == "http://127.0.0.1:5232/ana/contacts/")
        // The name a book's sync state is kept under stays as written: a book synced before keeps its state.
        #expect(ServerBook(url: text)?.shown == ServerBook(url: text.replacingOccurrences(of: "ana@", with: ""))?.shown)
        #expect(ServerBook(url: "https://Dav.Example.org")?.identity == "https://dav.example.org/")
        // The path keeps its case and its escapes: servers tell /Ana/ from /ana/, and %2F from /.
        #expect(ServerBook(url: "https://dav.example.org/Ana/a%2Fb/user%40x.com")?.identity == "https://dav.example.org/Ana/a%2Fb/user%40x.com/")
    }

    /// A probe's: a URL copied from a browser, its letter as typed and its
    /// space escaped, was escaped twice ("B%C3%BCro%2520Reisen") and the
    /// book was "not there".
    @Test("a URL with a letter as typed and an escape beside it is the collection it shows, however written")
    func letterBesideEscape() throws {
        let escaped = "http://127.0.0.1:5232/alice/B%C3%BCro%20Reisen/"
        for written in [escaped, "http://127.0.0.1:5232/alice/Büro%20Reisen/", "http://127.0.0.1:5232/alice/Büro Reisen/"] {
            let book = try #require(ServerBook(url: written), "\(written)")
            #expect(book.url.absoluteString == escaped, "\(written)")
            #expect(book.sameCollection(as: try #require(ServerBook(url: escaped))))
        }
        // A review's: a host beyond ASCII keeps its xn-- form, not an escape.
        #expect(ServerBook(url: "http://bücher.localhost:1/alice/Büro%20Reisen/")?.url.absoluteString
                == "http://xn--bcher-kva.localhost:1/alice/B%C3%BCro%20Reisen/")
    }

    /// A probe's: two sections whose URLs differed by `//`, `./` or an escaped letter synced one collection twice.
    @Test("one collection however its path is written: empty and dot segments, escapes, a default port; two sections naming it are refused")
    func oneCollectionAnyPath() throws {
        let url = "http://127.0.0.1:5232/alice/phone/"
        for other in ["http://127.0.0.1:5232//alice/phone/", "http://127.0.0.1:5232/alice/./phone", "http://127.0.0.1:5232/%61lice/phone/",
                      "http://127.0.0.1:5232/alice/x/../phone/", "HTTP://127.0.0.1:5232/alice/phone", "http://127.0.0.1:5232/alice/phone/?x=1"] {
            #expect(try #require(ServerBook(url: url)).sameCollection(as: try #require(ServerBook(url: other))), "\(other)")
            #expect(throws: ConfigError.self, "\(other)") { try Self.books("[book a]\nurl = \(url)\n[book b]\nurl = \(other)\n") }
        }
        for other in ["http://127.0.0.1:5232/alice/phone2/", "http://127.0.0.1:5232/Alice/phone/", "http://127.0.0.1:5232/alice%2Fphone/",
                      "http://127.0.0.1:5233/alice/phone/"] {
            #expect(try !#require(ServerBook(url: url)).sameCollection(as: try #require(ServerBook(url: other))), "\(other)")
        }
        // An escaped % is no escape: "alice%252F" is "alice%2F" as written, not "alice/".
        let escaped = try #require(ServerBook(url: "http://127.0.0.1:5232/alice%252F/"))
        let slash = try #require(ServerBook(url: "http://127.0.0.1:5232/alice%2F/"))
        #expect(!escaped.sameCollection(as: slash))
    }

    @Test("a collection's URL on the command line, spelt another way, is the book synced before: its state's name; a new one goes by its identity")
    func oneStateName() throws {
        let store = try HotelStore.inMemory()
        let first = try #require(ServerBook(url: "http://127.0.0.1:5232/ana/contacts"))
        #expect(try SyncCommand.stateName(of: first, in: store) == "http://127.0.0.1:5232/ana/contacts/")
        // A state kept under the URL as a sync before wrote it.
        _ = try store.change(command: "sync") { writer throws(HotelStoreError) in
            try writer.saveSyncStatus(SyncBookStatus(book: first.shown, location: first.shown, syncedAt: .now(), outcome: "", warnings: []))
        }
        for text in ["http://127.0.0.1:5232/ana/contacts/", "HTTP://127.0.0.1:5232/ana/contacts", "http://ana@127.0.0.1:5232/ana/contacts/"] {
            #expect(try SyncCommand.stateName(of: try #require(ServerBook(url: text)), in: store) == first.shown, "\(text)")
        }
        #expect(try SyncCommand.stateName(of: try #require(ServerBook(url: "http://127.0.0.1:5232/ana/other")), in: store)
                == "http://127.0.0.1:5232/ana/other/")
        // A one-way transfer's state, by its own prefix: the sync's state is not an import's.
        #expect(try SyncCommand.stateName(of: first, in: store, prefix: "import ") == "import http://127.0.0.1:5232/ana/contacts/")
    }

    @Test("a carddav section: its URL, user, password command, CA file, insecure, sync_collection and request_timeout")
    func keys() throws {
        let book = try #require(try Self.books("""
            [book phone]
            kind = carddav
            url = https://dav.example.org/ana/contacts/
            username = ana
            password_command = pass show dav
            ca_file = ~/ca.pem
            insecure = no
            sync_collection = no
            request_timeout = 90
            """).first)
        #expect(book.kind == .carddav)
        #expect(book.name == "phone")
        #expect(book.path == "https://dav.example.org/ana/contacts/")
        let server = try #require(book.server)
        #expect(server.username == "ana")
        #expect(server.password == .command("pass show dav"))
        #expect(server.caFile == "/home/ana/ca.pem")
        #expect(!server.insecure && !server.syncCollection)
        #expect(server.requestTimeout == 90)
        // A section with a url and no kind is a server book; without password_command the netrc file is asked.
        let implicit = try #require(try Self.books("[book phone]\nurl = http://127.0.0.1:5232/ana/c/\n").first)
        #expect(implicit.kind == .carddav && implicit.server?.password == nil)
    }

    struct Refused: CustomStringConvertible, Sendable {
        var text: String
        var message: String
        var description: String { message }
    }

    static let refused: [Refused] = [
        Refused(text: "[book phone]\nkind = carddav\n", message: "config:1: [book phone] needs 'url"),
        Refused(text: "[book phone]\nkind = carddav\nurl = https://ana:Secret-1@dav.example.org/c/\n", message: "config:3: url"),
        Refused(text: "[book phone]\nkind = carddav\nurl = ftp://dav.example.org/c/\n", message: "config:3: url"),
        Refused(text: "[book phone]\nkind = carddav\nurl = https://d.example/c/\npath = ~/c.vcf\n", message: "config:4: path"),
        Refused(text: "[book phone]\npath = ~/c.vcf\nusername = ana\n", message: "config:3: username"),
        Refused(text: "[book phone]\nkind = carddav\nurl = https://d.example/c/\ninsecure = maybe\n", message: "config:4: insecure"),
        Refused(text: "[book phone]\nkind = carddav\nurl = https://d.example/c/\nrequest_timeout = 0\n", message: "config:4: request_timeout"),
        Refused(text: "[book phone]\nkind = carddav\nurl = https://d.example/c/\npassword = Secret-1\n", message: "config:4: unknown key 'password'"),
        Refused(text: "[book phone]\nkind = webdav\n", message: "config:2: kind"),
    ]

    @Test("mistakes are errors naming the line; a password written into the config is never echoed", arguments: refused)
    func mistakes(_ refused: Refused) {
        #expect {
            _ = try Self.books(refused.text)
        } throws: { error in
            let text = "\(error)"
            return text.contains(refused.message.split(separator: ":").prefix(2).joined(separator: ":"))
                && text.contains(refused.message.split(separator: ":").dropFirst(2).joined(separator: ":").trimmingCharacters(in: .whitespaces))
                && !text.contains("Secret-1")
        }
    }
}
