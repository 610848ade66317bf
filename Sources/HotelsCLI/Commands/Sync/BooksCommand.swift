import Books
import CardDAV
import Configuration
import HotelStore
import Reconcile
import TextFolding

/// `hotels books`.
struct BooksCommand: Command {
    static let name = "books"
    static let abstract = "List the configured address books and their last sync"
    static let help = """
    Usage: hotels books [--store PATH]
           hotels books discover URL|NAME

    Lists the [book NAME] sections of the config with their kind and path
    (a server book's URL), and when each was last synced with what outcome
    (from the store). Books synced by path without a config section are
    listed too, unless the last run of one stopped and it tracks no card
    (a mistyped path or URL).

    'books discover' finds the CardDAV address books of the account at URL
    (a server, or any URL of the account: /.well-known/carddav, the user's
    principal and address book home are followed) and prints each one's URL
    and display name, a tab between them: the URL to put in a [book NAME]
    section. The user and password come from ~/.netrc, or from the section
    of a configured server book NAME.

    """
    static let spec = Arguments.Spec(options: [StoreAccess.option])

    let arguments: Arguments

    init(arguments: Arguments) throws(CLIError) {
        if arguments.positionals.first == "discover" {
            guard arguments.positionals.count == 2 else { throw .usage("books discover takes one URL or NAME", command: Self.name) }
        } else {
            guard arguments.positionals.isEmpty else { throw .usage("books takes no arguments but 'discover URL'", command: Self.name) }
        }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        if arguments.positionals.first == "discover" { return try discover(arguments.positionals[1], console: console) }
        let config = try ConfigAccess.load(console: console)
        let books: [BookConfig]
        do { books = try config.map { c throws(ConfigError) in try BookConfig.all(in: c, home: console.home) } ?? [] } catch { throw .config(error) }
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let statuses = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        let home = console.home
        let configured = Set(books.map(\.name))
        var rows: [[String]] = []
        var shown: Set<String> = []
        for book in books {
            // A book synced by its path or URL before its section named it:
            // that sync's state is its own (its next sync takes it over).
            let status = statuses.first { ExactText.same($0.book, book.name) } ?? book.earlierSync(among: statuses, configured: configured, home: home)
            if let status { shown.insert(status.book) }
            rows.append([book.name, book.kind.rawValue, book.path, status.map { $0.syncedAt.description } ?? "never",
                         Self.outcome(status, missing: book.server == nil ? book.path : nil)])
        }
        for status in statuses where !shown.contains(status.book) && !configured.contains(status.book) {
            // A path or URL whose every run stopped, tracking nothing (a
            // mistyped one), is no book of the user's.
            if status.outcome.hasPrefix("stopped: "), status.outcome != SyncRunner.unfinished,
               try CLIError.wrap({ () throws(HotelStoreError) in try store.syncRecords(book: status.book, cards: false).isEmpty }) {
                continue
            }
            // A book synced by its path or URL: its kind as a sync of it reads it.
            let kind: BookConfig.Kind = ServerBook.isURL(status.location) ? .carddav : BookConfig.kind(ofPath: status.location)
            rows.append([status.book, kind.rawValue, status.location, status.syncedAt.description,
                         Self.outcome(status, missing: kind == .carddav ? nil : status.location)])
        }
        if rows.isEmpty {
            console.print("no books: add a [book NAME] section with 'path = …' to the config (see 'man hotels')")
            return .success
        }
        for row in rows { console.output.write(TSV.line(row)) }
        return .success
    }

    /// A book's last outcome (``outcome(_:)``), after what its row says
    /// first when its file or folder, `path`, is gone: the next sync stops
    /// on it (on one never synced, nothing is there yet: a path to check).
    static func outcome(_ status: SyncBookStatus?, missing path: String?) -> String {
        let last = status.map(outcome) ?? ""
        guard let path, FileStatus.isGone(path: path) else { return last }
        guard status != nil else { return "missing: nothing is at \(path) (never synced: is the path right?)" }
        return "missing: \(path) is gone; the next sync stops until it is back" + (last.isEmpty ? "" : " (last sync: \(last))")
    }

    /// The last run's outcome, and the warnings that still stand (a part of
    /// the book that cannot be read, said by the run that first met it
    /// only): a book that keeps failing is never shown as a clean one.
    static func outcome(_ status: SyncBookStatus) -> String {
        guard let first = status.warnings.first else { return status.outcome }
        let more = status.warnings.count > 1 ? " (and \(status.warnings.count - 1) more; 'hotels sync -v \(status.book)')" : ""
        return status.outcome + "; standing: " + first.text + more
    }

    /// Lists the address books of the account at `target`: a URL (netrc
    /// credentials), or a configured server book's name (its credentials).
    private func discover(_ target: String, console: Console) throws(CLIError) -> ExitCode {
        let config = try ConfigAccess.load(console: console)
        let books: [BookConfig]
        do { books = try config.map { c throws(ConfigError) in try BookConfig.all(in: c, home: console.home) } ?? [] } catch { throw .config(error) }
        let server: ServerBook
        if let named = books.first(where: { ExactText.same($0.name, target) })?.server {
            server = named
        } else if let given = ServerBook(url: target) {
            server = given
        } else {
            throw .usage("'\(SyncCommand.shown(target))' is neither a server URL (without a password) nor a configured carddav book", command: Self.name)
        }
        let found: Discovery
        let client = try server.client(environment: console.environment)
        do throws(CardDAVError) { found = try client.discover(from: server.url) } catch {
            throw .book(CardDAVBook.bookError(error))
        }
        for book in found.addressBooks {
            console.output.write(TSV.line([book.url.absoluteString, book.displayName ?? ""]))
        }
        return .success
    }
}
