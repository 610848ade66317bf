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
    /// Forgets the cards a sync of `book` was writing that its sync state
    /// now records, by their UIDs (in the sync's transaction, not in its
    /// batch, after its records are saved). A card the run left unrecorded
    /// — a push-only run's, a step that waits for the next run, a card the
    /// selection passed over — stays noted for the run that records it.
    public func forgetRecordedPushes(book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("""
                DELETE FROM sync_pushes WHERE book = ?1 AND uid IN (SELECT uid FROM sync_state WHERE book = ?1)
                """).run([.text(book)])
        }
    }
}
