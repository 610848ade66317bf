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
        let known = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        guard !known.contains(where: { $0.book == book.name }) else { return nil }
        return known.first { !configured.contains($0.book) && book.isSynced(byLocation: $0.book, home: home) }?.book
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
    /// this book given by its path or URL on the command line.
    func isSynced(byLocation stateName: String, home: String?) -> Bool {
        guard stateName != name else { return false }
        if let server { return ServerBook(url: stateName)?.identity == server.identity }
        return stateName.hasPrefix("/") && BookPath.identity(stateName, home: home) == BookPath.identity(path, home: home)
    }
}
