import Configuration
import HotelStore

/// `hotels books`.
struct BooksCommand: Command {
    static let name = "books"
    static let abstract = "List the configured address books and their last sync"
    static let help = """
    Usage: hotels books [--store PATH]

    Lists the [book NAME] sections of the config with their kind and path,
    and when each was last synced with what outcome (from the store). Books
    synced by path without a config section are listed too.

    """
    static let spec = Arguments.Spec(options: [StoreAccess.option])

    let arguments: Arguments

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else { throw .usage("books takes no arguments", command: Self.name) }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let config = try ConfigAccess.load(console: console)
        let books: [BookConfig]
        do { books = try config.map { c throws(ConfigError) in try BookConfig.all(in: c, home: console.environment["HOME"]) } ?? [] } catch { throw .config(error) }
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let statuses = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks() }
        var rows: [[String]] = []
        for book in books {
            let status = statuses.first { $0.book == book.name }
            rows.append([book.name, book.kind.rawValue, book.path, status.map { $0.syncedAt.description } ?? "never", status?.outcome ?? ""])
        }
        for status in statuses where !books.contains(where: { $0.name == status.book }) {
            rows.append([status.book, "", status.location, status.syncedAt.description, status.outcome])
        }
        if rows.isEmpty {
            console.print("no books: add a [book NAME] section with 'path = …' to the config (see 'man hotels')")
            return .success
        }
        for row in rows { console.print(row.joined(separator: "\t")) }
        return .success
    }
}
