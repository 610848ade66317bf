import SQLite

extension HotelStore {
    /// What `book` kept at its last recorded sync to list itself faster
    /// (see `AddressBook.listingState`), or `nil`.
    public func syncListing(book: String) throws(HotelStoreError) -> [UInt8]? {
        try sql { () throws(SQLiteError) -> [UInt8]? in
            try connection.cached("SELECT listing FROM sync_listings WHERE book = ?").first([.text(book)]) { $0.blob(0) }
        }
    }
}

extension BatchWriter {
    /// Records what `book` keeps to list itself faster, in the batch's
    /// transaction but not in the batch (as the sync state); `nil` forgets it.
    public func saveSyncListing(_ listing: [UInt8]?, book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            if let listing {
                try store.connection.cached("INSERT OR REPLACE INTO sync_listings (book, listing) VALUES (?, ?)")
                    .run([.text(book), .blob(listing)])
            } else {
                try store.connection.cached("DELETE FROM sync_listings WHERE book = ?").run([.text(book)])
            }
        }
    }
}
