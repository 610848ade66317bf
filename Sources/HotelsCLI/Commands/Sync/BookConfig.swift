import Books
import Configuration
import Foundation
import Reconcile

/// A book `hotels sync` keeps: from a `[book NAME]` section of the config,
/// or a path given on the command line.
struct BookConfig {
    enum Kind: String, CaseIterable {
        /// One .vcf file.
        case file
        /// A folder with one card per file.
        case vdir
    }

    /// The name the sync state knows it by: the section's name, or the
    /// book's absolute path.
    var name: String
    /// How messages name it: the section's name, or the path as given.
    var label: String
    var path: String
    var kind: Kind
    var options = SyncOptions()
    /// The `[book]` section, for its selection rules.
    var section: ConfigFile.Section?

    /// The book for `path` given on the command line: a folder is a vdir.
    init(path: String, home: String?) {
        let absolute = Self.absolute(path, home: home)
        name = absolute
        label = path
        self.path = absolute
        kind = Self.isFolder(absolute) || path.hasSuffix("/") ? .vdir : .file
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
        guard let pathEntry = section.entry("path"), !pathEntry.value.isEmpty else {
            throw ConfigError(path: config.path, line: section.line, problem: .missingKey("path", section: section.title))
        }
        name = section.name ?? pathEntry.value
        label = name
        path = Self.absolute(pathEntry.value, home: home)
        self.section = section
        if let entry = section.entry("kind") {
            guard let kind = Kind(rawValue: entry.value) else { throw bad(entry, "file or vdir") }
            self.kind = kind
        } else {
            kind = Self.isFolder(path) ? .vdir : .file
        }
        options.pushNew = pushNewByDefault
        if let entry = section.entry("direction") {
            guard let direction = SyncOptions.Direction(rawValue: entry.value) else { throw bad(entry, "both, pull or push") }
            options.direction = direction
        }
        if let entry = section.entry("on_conflict") {
            guard let policy = ConflictPolicy(rawValue: entry.value) else { throw bad(entry, "newest, book, store or fail") }
            options.onConflict = policy
        }
        if let entry = section.entry("trip") { options.trip = entry.value.isEmpty ? nil : entry.value }
        if let entry = section.entry("push_new") {
            switch entry.value.lowercased() {
            case "yes", "true", "on": options.pushNew = true
            case "no", "false", "off": options.pushNew = false
            default: throw bad(entry, "yes or no")
            }
        }
        if let entry = section.entry("max_delete") {
            guard let limit = DeletionLimit(entry.value) else { throw bad(entry, "a count (10) or a share (25%)") }
            options.maxDelete = limit
        }
    }

    /// Every `[book]` of the config; `push_new` defaults to yes only when there is one.
    static func all(in config: ConfigFile, home: String?) throws(ConfigError) -> [BookConfig] {
        let sections = config.sections("book")
        var books: [BookConfig] = []
        for section in sections {
            books.append(try BookConfig(section: section, config: config, home: home, pushNewByDefault: sections.count == 1))
        }
        return books
    }

    /// The book to read and write.
    func open() -> any AddressBook {
        switch kind {
        case .file:
            let book = CardFileBook(path: path)
            book.threads = CardFile.defaultThreads
            return book
        case .vdir: return CardFolderBook(path: path)
        }
    }

    /// The path with `~/` expanded, made absolute.
    static func absolute(_ path: String, home: String?) -> String {
        var path = path
        if path.hasPrefix("~/"), let home { path = home + path.dropFirst(1) }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
