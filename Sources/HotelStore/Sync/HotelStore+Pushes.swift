import SQLite

/// The cards a sync is writing into a book for the store's hotels, by UID,
/// kept from before its writes until its commit. A run killed between the
/// two leaves such cards in the book with no record of them; the next run
/// finds them new to the sync state, and by this list knows them for the
/// sync's own cards (``SyncRecord/cardFromBook`` false), which an undo of
/// their hotels takes out of the book again, not the book's.
extension HotelStore {
    /// The UIDs of the cards a sync of `book` was writing and did not record.
    public func pendingPushes(book: String) throws(HotelStoreError) -> Set<String> {
        try sql { () throws(SQLiteError) -> Set<String> in
            var uids: Set<String> = []
            try connection.cached("SELECT uid FROM sync_pushes WHERE book = ?").each([.text(book)]) { row in uids.insert(row.string(0)) }
            return uids
        }
    }

    /// Keeps `uids` among the cards a sync of `book` is writing, before it
    /// writes them (committed at once, apart from the sync's batch).
    public func notePendingPushes(_ uids: some Sequence<String>, book: String) throws(HotelStoreError) {
        try sql { () throws(SQLiteError) in
            do throws(TransactionError<SQLiteError>) {
                try connection.transaction(.immediate) { () throws(SQLiteError) in
                    let insert = try connection.cached("INSERT OR IGNORE INTO sync_pushes (book, uid) VALUES (?, ?)")
                    for uid in uids { try insert.run([.text(book), .text(uid)]) }
                }
            } catch {
                switch error {
                case .sqlite(let failure), .body(let failure): throw failure
                }
            }
        }
    }
}

extension BatchWriter {
    /// Forgets the cards a sync of `book` was writing: its commit records
    /// them (in the sync's transaction, not in its batch).
    public func forgetPendingPushes(book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("DELETE FROM sync_pushes WHERE book = ?").run([.text(book)])
        }
    }
}
