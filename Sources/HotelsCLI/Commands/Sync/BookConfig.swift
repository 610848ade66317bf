import Books
import Configuration
import Foundation
import Reconcile
import VCard

/// A book `hotels sync` keeps: from a `[book NAME]` section of the config,
/// or a path given on the command line.
struct BookConfig {
    enum Kind: String, CaseIterable {
        /// One .vcf file.
        case file
        /// A folder with one card per file.
        case vdir
        /// A CardDAV collection on a server.
        case carddav
    }

    /// The name the sync state knows it by: the section's name, or the
    /// book's absolute path.
    var name: String
    /// How messages name it: the section's name, or the path as given.
    var label: String
    /// The file or folder, absolute (``BookPath/absolute(_:home:)``); a server book's URL.
    var path: String
    var kind: Kind
    /// A server book's URL, credentials and trust (`kind = carddav`).
    var server: ServerBook?
    var options = SyncOptions()
    /// The limits its cards are read under (`max_line`, `max_value`,
    /// `max_card`), which `--max-line` and the others override for a run.
    var limits = ReaderLimits()
    /// The `[book]` section, for its selection rules.
    var section: ConfigFile.Section?

    /// The book for `path` given on the command line: a folder is a vdir.
    init(path: String, home: String?) {
        let absolute = BookPath.absolute(path, home: home)
        name = absolute
        label = path
        self.path = absolute
        kind = Self.kind(ofPath: path, home: home)
    }

    /// The kind of book a path names, for `hotels sync PATH`, a `[book]`
    /// section without `kind` and `hotels import PATH` alike: a folder, or a
    /// path ending in `/` (a folder to be), is a vdir; anything else a file.
    /// The path is read as a book's path is (``BookPath``).
    static func kind(ofPath path: String, home: String? = nil) -> Kind {
        isFolder(BookPath.absolute(path, home: home)) || path.hasSuffix("/") ? .vdir : .file
    }

    /// The configured book (not a server's) that `path` names: the one whose
    /// path leads to the same file or folder (``BookPath/sameBook(_:_:home:)``).
    static func configured(_ books: [BookConfig], at path: String, home: String?) -> BookConfig? {
        books.first { $0.server == nil && BookPath.sameBook($0.path, path, home: home) }
    }

    /// The book at a collection's URL given on the command line; its
    /// password comes from the netrc file.
    init(server: ServerBook) {
        name = server.shown
        label = server.shown
        path = server.shown
        kind = .carddav
        self.server = server
    }

    /// Whether `path` is a folder: a book there is a vdir unless its section says otherwise.
    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The book a `[book NAME]` section describes; a bad value is an error naming its line.
    init(section: ConfigFile.Section, config: ConfigFile, home: String?, pushNewByDefault: Bool) throws(ConfigError) {
        func bad(_ entry: ConfigFile.Entry, _ expected: String) -> ConfigError {
            ConfigError(path: config.path, line: entry.line, problem: .badValue(key: entry.key, value: entry.value, expected: expected))
        }
        // A word's value is read in any case ("Newest", "CardDAV"), as a yes or no is.
        let kindEntry = section.entry("kind")
        let kindValue = kindEntry.flatMap { Kind(rawValue: $0.value.lowercased()) }
        if let kindEntry, kindValue == nil { throw bad(kindEntry, "file, vdir or carddav") }
        self.section = section
        if kindValue == .carddav || (kindEntry == nil && section.entry("url") != nil) {
            let server = try Self.server(section, config: config, home: home)
            self.server = server
            kind = .carddav
            path = server.shown
            name = section.name ?? server.shown
        } else {
            guard let pathEntry = section.entry("path"), !pathEntry.value.isEmpty else {
                throw ConfigError(path: config.path, line: section.line, problem: .missingKey("path", section: section.title))
            }
            for key in ConfigSchema.serverKeys { if let entry = section.entry(key) { throw bad(entry, "nothing: \(key) is for kind = carddav") } }
            if home == nil, !pathEntry.value.hasPrefix("/") { throw bad(pathEntry, BookPath.homeless) }
            name = section.name ?? pathEntry.value
            path = BookPath.configured(pathEntry.value, home: home)
            kind = kindValue ?? Self.kind(ofPath: BookPath.inConfig(pathEntry.value, home: home), home: home)
        }
        label = name
        if let entry = section.entry("direction") {
            guard let direction = SyncOptions.Direction(rawValue: entry.value.lowercased()) else { throw bad(entry, "both, pull or push") }
            options.direction = direction
        }
        if let entry = section.entry("on_conflict") {
            guard let policy = ConflictPolicy(rawValue: entry.value.lowercased()) else { throw bad(entry, "newest, book, store or fail") }
            options.onConflict = policy
        }
        if let entry = section.entry("trip") { options.trip = entry.value.isEmpty ? nil : entry.value }
        options.pushNew = try Self.yes("push_new", in: section, config: config, default: pushNewByDefault)
        if let entry = section.entry("max_delete") {
            guard let limit = DeletionLimit(entry.value) else { throw bad(entry, "a count (10) or a share (25%)") }
            options.maxDelete = limit
        }
        for (key, limit) in [("max_line", \ReaderLimits.lineBytes), ("max_value", \.valueBytes), ("max_card", \.cardBytes)] {
            guard let entry = section.entry(key) else { continue }
            guard let bytes = ReaderLimitOptions.bytes(entry.value) else { throw bad(entry, ReaderLimitOptions.expected) }
            limits[keyPath: limit] = bytes
        }
    }

    /// A yes-or-no key's value (`yes`, `true`, `on`, `1`; `no`, `false`, `off`, `0`, in any case), or `value` when the section has none.
    private static func yes(_ key: String, in section: ConfigFile.Section, config: ConfigFile, default value: Bool) throws(ConfigError) -> Bool {
        guard let entry = section.entry(key) else { return value }
        switch entry.value.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default:
            throw ConfigError(path: config.path, line: entry.line, problem: .badValue(key: entry.key, value: entry.value, expected: "yes or no"))
        }
    }

    /// A `kind = carddav` section's server: `url` (no password in it),
    /// `username`, `password_command` (else the netrc file), `ca_file`,
    /// `insecure`, `sync_collection`, `request_timeout`.
    private static func server(_ section: ConfigFile.Section, config: ConfigFile, home: String?) throws(ConfigError) -> ServerBook {
        func bad(_ entry: ConfigFile.Entry, _ expected: String) -> ConfigError {
            ConfigError(path: config.path, line: entry.line, problem: .badValue(key: entry.key, value: entry.value, expected: expected))
        }
        guard let urlEntry = section.entry("url"), !urlEntry.value.isEmpty else {
            throw ConfigError(path: config.path, line: section.line, problem: .missingKey("url", section: section.title))
        }
        if let entry = section.entry("path") { throw bad(entry, "nothing: a carddav book has a url, not a path") }
        // The value is not shown: a URL with a password in it must not be echoed.
        guard var server = ServerBook(url: urlEntry.value) else {
            throw ConfigError(path: config.path, line: urlEntry.line, problem: .badValue(
                key: "url", value: "…", expected: "an http:// or https:// URL of an address book, without a password in it"))
        }
        if let entry = section.entry("username"), !entry.value.isEmpty { server.username = entry.value }
        if let entry = section.entry("password_command") {
            guard !entry.value.isEmpty else { throw bad(entry, "a command that prints the password") }
            server.password = .command(entry.value)
        }
        if let entry = section.entry("ca_file"), !entry.value.isEmpty {
            if home == nil, !entry.value.hasPrefix("/") { throw bad(entry, BookPath.homeless) }
            server.caFile = BookPath.configured(entry.value, home: home)
        }
        server.insecure = try yes("insecure", in: section, config: config, default: false)
        server.syncCollection = try yes("sync_collection", in: section, config: config, default: true)
        if let entry = section.entry("request_timeout") {
            guard let seconds = Int(entry.value), seconds > 0 else { throw bad(entry, "a number of seconds") }
            server.requestTimeout = TimeInterval(seconds)
        }
        return server
    }

    /// Every `[book]` of the config; `push_new` defaults to yes only when there is one.
    static func all(in config: ConfigFile, home: String?) throws(ConfigError) -> [BookConfig] {
        let sections = config.sections("book")
        var books: [BookConfig] = []
        for section in sections {
            let book = try BookConfig(section: section, config: config, home: home, pushNewByDefault: sections.count == 1)
            // Two sections of one book would each sync it as a book of its
            // own, and disagree on every card one of them deletes.
            if let first = books.first(where: { $0.isSameBook(as: book, home: home) }), let entry = section.entry(book.server == nil ? "path" : "url") {
                throw ConfigError(path: config.path, line: entry.line, problem: .badValue(
                    key: entry.key, value: book.server == nil ? entry.value : "…",
                    expected: "a book no other section names (\(first.section.map { "\($0.title), line \($0.line)" } ?? first.name) names this one)"))
            }
            books.append(book)
        }
        return books
    }

    /// Whether `other` is this book: the same file or folder, or the same collection.
    func isSameBook(as other: BookConfig, home: String?) -> Bool {
        switch (server, other.server) {
        case (let mine?, let theirs?): return mine.sameCollection(as: theirs)
        case (nil, nil): return BookPath.sameBook(path, other.path, home: home)
        default: return false
        }
    }

    /// The book to read and write, its cards read under `limits`; a server
    /// book's password is had now.
    func open(environment: [String: String], limits: ReaderLimits = ReaderLimits()) throws(CLIError) -> any AddressBook {
        if let server {
            let book = try server.open(environment: environment)
            book.limits = limits
            return book
        }
        switch kind {
        case .file:
            let book = CardFileBook(path: path)
            book.threads = BookFiles.defaultThreads
            book.limits = limits
            return book
        case .vdir, .carddav:
            let book = CardFolderBook(path: path)
            book.limits = limits
            return book
        }
    }

}
