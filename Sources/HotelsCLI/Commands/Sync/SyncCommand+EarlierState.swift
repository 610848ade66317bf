import HotelStore

extension SyncCommand {
    /// The sync state a configured `book` takes over: the state of a sync
    /// of the same file, folder or collection by its path or URL, from
    /// before a `[book]` section named it — where the section's book has no
    /// state of its own and no other section goes by that name. Its first
    /// sync by the section then goes on from where the last left off (no
    /// second state tracking the same cards, no first sync's adoption).
    static func earlierState(of book: BookConfig, in store: HotelStore, configured: Set<String>,
                             home: String?) throws(CLIError) -> String? {
        guard book.section != nil else { return nil }
        // A state of its own that tracks no card (a first run that stopped) is none.
        let own = try CLIError.wrap { () throws(HotelStoreError) in try store.syncRecords(book: book.name, cards: false) }
        guard own.isEmpty else { return nil }
        let known = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        return known.first { !configured.contains($0.book) && book.isSynced(byLocation: $0.book, home: home) }?.book
    }

    /// The earlier states (``earlierState(of:in:configured:home:)``) of the
    /// `configured` books, by book name: taken over before any book syncs,
    /// so that every book's run counts the others' hotels alike whatever
    /// their order; a dry run only reads them under their earlier names.
    static func takeOverEarlierStates(of configured: [BookConfig], in store: HotelStore, dryRun: Bool,
                                      home: String?) throws(CLIError) -> [String: String] {
        let names = Set(configured.map(\.name))
        var earlier: [String: String] = [:]
        for book in configured {
            guard let state = try earlierState(of: book, in: store, configured: names, home: home),
                  !earlier.values.contains(state) else { continue }
            earlier[book.name] = state
            if !dryRun { try takeOver(state, for: book, in: store) }
        }
        return earlier
    }

    /// Gives `earlier`'s sync state (``earlierState(of:in:configured:home:)``)
    /// to `book`, in one transaction.
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
