import HotelStore

extension SyncCommand {
    /// The sync state a configured `book` takes over: the state of a sync
    /// of the same file, folder or collection by its path or URL, from
    /// before a `[book]` section named it — where the section's book has no
    /// state of its own and no other section goes by that name. Its first
    /// sync by the section then goes on from where the last left off (no
    /// second state tracking the same cards, no first sync's adoption).
    /// Takes over, before any book syncs, the sync state each `configured`
    /// book had under its path or URL (``BookConfig/earlierSync(among:configured:home:)``)
    /// where it has none of its own that tracks a card (a first run that
    /// stopped tracks none): its first sync by the section goes on from
    /// where the last left off, and every book's run counts the others'
    /// hotels alike whatever their order. Returns the names each book's
    /// state is to be read under: none for a run, which took them over; a
    /// dry run, which changes nothing, reads them under their earlier names.
    static func takeOverEarlierStates(of configured: [BookConfig], in store: HotelStore, dryRun: Bool,
                                      home: String?) throws(CLIError) -> [String: String] {
        let names = Set(configured.map(\.name))
        let statuses = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        var earlier: [String: String] = [:]
        for book in configured {
            guard let state = book.earlierSync(among: statuses, configured: names, home: home)?.book, !earlier.values.contains(state),
                  try CLIError.wrap({ () throws(HotelStoreError) in try store.syncRecords(book: book.name, cards: false).isEmpty })
            else { continue }
            earlier[book.name] = state
            if !dryRun { try takeOver(state, for: book, in: store) }
        }
        return dryRun ? earlier : [:]
    }

    /// Gives `earlier`'s sync state to `book`, in one transaction.
    static func takeOver(_ earlier: String, for book: BookConfig, in store: HotelStore) throws(CLIError) {
        try CLIError.wrap { () throws(HotelStoreError) in
            _ = try store.change(command: "sync \(book.name)") { writer throws(HotelStoreError) in
                try writer.renameSyncBook(earlier, to: book.name)
            }
            try store.forgetQuietSync(book: earlier)
        }
    }
}

extension BookConfig {
    /// Of `statuses`, the sync of this configured book by its path or URL
    /// (``isSynced(byLocation:home:)``) under a name no section of
    /// `configured` goes by: the state its section's first sync takes over.
    func earlierSync(among statuses: [SyncBookStatus], configured: Set<String>, home: String?) -> SyncBookStatus? {
        guard section != nil else { return nil }
        return statuses.first { !configured.contains($0.book) && isSynced(byLocation: $0.book, home: home) }
    }

    /// Whether `stateName`, the name of a sync state, is that of a sync of
    /// this book given by its path or URL on the command line: the same
    /// collection, or the same absolute path as written (not where a link
    /// on the way leads now: a link moved to another year's folder does
    /// not hand last year's state to this year's book).
    func isSynced(byLocation stateName: String, home: String?) -> Bool {
        guard stateName != name else { return false }
        if let server { return ServerBook(url: stateName)?.identity == server.identity }
        return stateName.hasPrefix("/") && BookPath.absolute(stateName, home: home) == path
    }
}
