import HotelStore
import TextFolding

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
    /// stopped tracks none), or the later state of a section renamed and
    /// renamed back (``BookConfig/laterSyncs(than:among:configured:home:)``):
    /// its sync by the section goes on from where the last left off, and
    /// every book's run counts the others' hotels alike whatever their order. Returns the names each book's
    /// state is to be read under: none for a run, which took them over; a
    /// dry run, which changes nothing, reads them under their earlier names.
    static func takeOverEarlierStates(of configured: [BookConfig], in store: HotelStore, dryRun: Bool,
                                      home: String?) throws(CLIError) -> [String: String] {
        let names = Set(configured.map(\.name))
        let statuses = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        var earlier: [String: String] = [:]
        func tracksCards(_ state: String) throws(CLIError) -> Bool {
            try CLIError.wrap { () throws(HotelStoreError) in try store.hasSyncRecords(book: state) }
        }
        for book in configured {
            var found: SyncBookStatus?
            if let earlierSync = book.earlierSync(among: statuses, configured: names, home: home), try !tracksCards(book.name) {
                found = earlierSync
            } else if let own = statuses.first(where: { ExactText.same($0.book, book.name) }) {
                // Only a state that tracks cards replaces the section's own (a
                // run that stopped before it tracked any is no later state).
                for later in book.laterSyncs(than: own, among: statuses, configured: names, home: home) where try tracksCards(later.book) {
                    found = later
                    break
                }
            }
            guard let state = found?.book, !earlier.values.contains(state) else { continue }
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

    /// Of `statuses`, the syncs of this configured book's file, folder or
    /// collection under a name no section of `configured` goes by, later
    /// than `own`, the section's last, the latest first: the section was renamed, synced
    /// under its new name, and renamed back. Its own state is then older
    /// than the book (a card deleted and put back meanwhile would come back
    /// as a second hotel): the latest that tracks cards replaces it.
    func laterSyncs(than own: SyncBookStatus, among statuses: [SyncBookStatus], configured: Set<String>,
                    home: String?) -> [SyncBookStatus] {
        guard section != nil else { return [] }
        return statuses.filter { !configured.contains($0.book) && $0.syncedAt > own.syncedAt && isAt($0.location, home: home) }
            .sorted { $0.syncedAt > $1.syncedAt }
    }

    /// Whether a sync's recorded location is this book's file, folder or collection.
    func isAt(_ location: String, home: String?) -> Bool {
        if let server { return ServerBook(url: location).map(server.sameCollection) ?? false }
        return location.hasPrefix("/") && ExactText.same(BookPath.absolute(location, home: home), path)
    }

    /// Whether `stateName`, the name of a sync state, is that of a sync of
    /// this book given by its path or URL on the command line: the same
    /// collection, or the same absolute path as written (not where a link
    /// on the way leads now: a link moved to another year's folder does
    /// not hand last year's state to this year's book).
    func isSynced(byLocation stateName: String, home: String?) -> Bool {
        !ExactText.same(stateName, name) && isAt(stateName, home: home)
    }
}
