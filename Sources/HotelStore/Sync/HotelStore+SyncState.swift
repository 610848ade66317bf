import SQLite
import TextFolding

extension HotelStore {
    /// Whether `book`'s sync state has any record: a card it tracks, or a
    /// tombstone (none for a book never synced, or whose first run stopped
    /// before it tracked a card).
    public func hasSyncRecords(book: String) throws(HotelStoreError) -> Bool {
        try sql { () throws(SQLiteError) in
            try connection.cached("SELECT 1 FROM sync_state WHERE book = ? LIMIT 1").first([.text(book)]) { _ in true } ?? false
        }
    }

    /// The sync state of `book`: one record per card its syncs track, by
    /// item id. Without `cards`, each record's ``SyncRecord/card`` is left
    /// empty (the texts are kept apart, in `sync_cards`, and are most of
    /// the state; ``syncCard(book:item:)`` reads one).
    public func syncRecords(book: String, cards: Bool = true) throws(HotelStoreError) -> [String: SyncRecord] {
        var records: [String: SyncRecord] = [:]
        // A scan: a small page cache, as for a list.
        try withCacheSize(kilobytes: Self.scanCacheKilobytes) { () throws(HotelStoreError) in
            try sql { () throws(SQLiteError) in
            // Room for every record at once (the count is read from the index).
            records.reserveCapacity(Int(try connection.cached("SELECT count(*) FROM sync_state WHERE book = ?").first([.text(book)]) { $0.int(0) } ?? 0))
            try connection.cached(cards ? """
                SELECT s.item, s.uid, s.version, s.card_hash, s.hotel_id, s.hotel_hash, coalesce(c.card, ''), s.card_shows_hotel,
                       s.card_from_book
                FROM sync_state s LEFT JOIN sync_cards c ON c.book = s.book AND c.item = s.item WHERE s.book = ?
                """ : """
                SELECT item, uid, version, card_hash, hotel_id, hotel_hash, '', card_shows_hotel, card_from_book FROM sync_state WHERE book = ?
                """).each([.text(book)]) { row in
                let record = SyncRecord(item: row.string(0), uid: row.string(1), version: row.string(2), cardHash: row.string(3),
                                        hotelID: row.optionalInt(4), hotelHash: row.string(5), card: row.string(6),
                                        cardShowsHotel: row.int(7) != 0, cardFromBook: row.optionalInt(8).map { $0 != 0 })
                records[record.item] = record
            }
            }
        }
        return records
    }

    /// The hotels another book than `book` tracks: their stored cards are
    /// what that book's syncs wrote, no ancestor of a card of this one.
    /// Without `withTombstones`, only those a card there still stands for
    /// (a card that left lodging there, or was let go, follows it no more).
    /// With `books`, only those books' sync states count; `unfollowed`
    /// leaves out, by book, hotels that book is taken to track no more.
    public func hotelsSynced(otherThan book: String, withTombstones: Bool = true, among books: Set<String>? = nil,
                             except unfollowed: [String: Set<Hotel.ID>] = [:]) throws(HotelStoreError) -> Set<Hotel.ID> {
        try sql { () throws(SQLiteError) in
            var ids: Set<Hotel.ID> = []
            let live = withTombstones ? "" : " AND version <> '' AND version <> '\(SyncRecord.letGoVersion)'"
            try connection.cached("SELECT DISTINCT book, hotel_id FROM sync_state WHERE book <> ? AND hotel_id IS NOT NULL" + live)
                .each([.text(book)]) { row in
                    let other = row.string(0), id = row.int(1)
                    if books?.contains(other) ?? true, unfollowed[other]?.contains(id) != true { ids.insert(id) }
                }
            return ids
        }
    }

    /// The cards of each book that track a hotel batch `batch` made and an
    /// undo of it removed (neither tombstones nor let go): by book, how
    /// many of them the book's next syncs leave, cards of the book's own
    /// (``hotelsUnmade(ofCardsIn:)``), and how many its next sync deletes,
    /// cards a sync wrote there. Books with neither are left out.
    public func cardsTracking(hotelsMadeBy batch: Int64) throws(HotelStoreError) -> [(book: String, left: Int, deleted: Int)] {
        try sql { () throws(SQLiteError) in
            try connection.cached("""
                SELECT book, count(*) FILTER (WHERE own), count(*) FILTER (WHERE NOT own) FROM (
                    SELECT s.book, \(Self.cardIsTheBooks) AS own FROM sync_state s, batches b
                    WHERE b.id = ?1 AND \(Self.tracksHotelUnmade))
                GROUP BY book ORDER BY book
                """).rows([.integer(batch)]) { (book: $0.string(0), left: Int($0.int(1)), deleted: Int($0.int(2))) }
        }
    }

    /// The hotels of `book`'s own cards (``SyncRecord/cardFromBook``; for a
    /// record made before that was kept, a card a sync of the book made the
    /// hotel of) that a batch since undone (and not redone) made. The undo
    /// said the store should not have those hotels, not that the book
    /// should lose its cards: its syncs leave each such card as it is, and
    /// take it again once it changes; a redo gives the hotel back, under
    /// its id, to the card's record.
    public func hotelsUnmade(ofCardsIn book: String) throws(HotelStoreError) -> Set<Hotel.ID> {
        try sql { () throws(SQLiteError) in
            Set(try connection.cached("""
                SELECT DISTINCT s.hotel_id FROM sync_state s, batches b
                WHERE s.book = ?1 AND b.undone_at IS NOT NULL AND \(Self.cardIsTheBooks) AND \(Self.tracksHotelUnmade)
                """).rows([.text(book)]) { $0.int(0) })
        }
    }

    /// The hotels `book` tracks (neither tombstones nor let go) that the
    /// user removed from the store: a batch other than a sync (`hotels rm`)
    /// deleted them, and stands, not undone; or the batch that made them
    /// was undone (`hotels undo` of an `add`, an import, a sync). A sync of
    /// the book deletes their cards as a decision made, not as a store that
    /// lost its hotels.
    public func hotelsRemovedByUser(trackedIn book: String) throws(HotelStoreError) -> Set<Hotel.ID> {
        try sql { () throws(SQLiteError) in
            Set(try connection.cached("""
                SELECT s.hotel_id FROM sync_state s
                JOIN batch_changes c ON c.hotel_id = s.hotel_id AND c.action = 'delete'
                JOIN batches b ON b.id = c.batch_id
                WHERE s.book = ?1 AND b.undone_at IS NULL AND b.command NOT LIKE 'sync %' AND \(Self.tracksHotelGone)
                UNION
                SELECT s.hotel_id FROM sync_state s, batches b
                WHERE s.book = ?1 AND b.undone_at IS NOT NULL AND \(Self.tracksHotelUnmade)
                """).rows([.text(book)]) { $0.int(0) })
        }
    }

    /// SQL, over a record `s` of `sync_state` and a batch `b`: whether the
    /// record's card is its book's own (``SyncRecord/cardFromBook``), or, for
    /// a record made before that was kept, whether `b` is a sync of its
    /// book (which makes hotels only of that book's cards).
    private static let cardIsTheBooks = "(s.card_from_book IS 1 OR (s.card_from_book IS NULL AND b.command = 'sync ' || s.book))"

    /// SQL, over a record `s` of `sync_state`: whether the record tracks a
    /// card (no tombstone, none let go) of a hotel the store no longer has.
    private static let tracksHotelGone = """
        s.version <> '' AND s.version <> '\(SyncRecord.letGoVersion)' AND s.hotel_id NOT IN (SELECT id FROM hotels)
        """

    /// SQL, over a record `s` of `sync_state` and a batch `b`: whether the
    /// record tracks a card (no tombstone, none let go) of a hotel `b` made
    /// and the store no longer has.
    private static let tracksHotelUnmade = """
        \(tracksHotelGone)
            AND (s.hotel_id BETWEEN b.created_from AND b.created_to
                 OR EXISTS (SELECT 1 FROM batch_changes c WHERE c.batch_id = b.id AND c.hotel_id = s.hotel_id AND c.action = 'create'))
        """

    /// The cards each book's next sync rewrites because an undo of batch
    /// `batch` changed their hotels back: by book, how many of its tracked
    /// cards (neither tombstones nor let go) stand for a hotel the batch
    /// changed and the store still holds. Where the batch was a sync that
    /// took a book's edit, that edit is what the rewrite replaces.
    public func cardsTracking(hotelsChangedBy batch: Int64) throws(HotelStoreError) -> [(book: String, cards: Int)] {
        try sql { () throws(SQLiteError) in
            try connection.cached("""
                SELECT s.book, count(*) FROM sync_state s
                WHERE s.version <> '' AND s.version <> '\(SyncRecord.letGoVersion)'
                    AND s.hotel_id IN (SELECT hotel_id FROM batch_changes WHERE batch_id = ?1 AND action = 'update')
                    AND s.hotel_id IN (SELECT id FROM hotels)
                GROUP BY s.book ORDER BY s.book
                """).rows([.integer(batch)]) { (book: $0.string(0), cards: Int($0.int(1))) }
        }
    }

    /// The card text the last sync of `book` recorded for `item`.
    public func syncCard(book: String, item: String) throws(HotelStoreError) -> String? {
        try sql { () throws(SQLiteError) -> String? in
            try connection.cached("SELECT card FROM sync_cards WHERE book = ? AND item = ?").first([.text(book), .text(item)]) { $0.string(0) }
        }
    }

    /// How each book's last sync went, by book name: the last that wrote
    /// the store, or a later one that found nothing to do (or has not
    /// ended). With `unrecorded`, also the books whose only sync noted
    /// itself and never ended (a first sync killed), named by their name.
    public func syncBooks(unrecorded: Bool = false) throws(HotelStoreError) -> [SyncBookStatus] {
        let quiet = quietSyncNotes()
        var statuses = try sql { () throws(SQLiteError) -> [SyncBookStatus] in
            try connection.cached("SELECT book, location, synced_at, outcome, warnings FROM sync_books ORDER BY book").rows { row in
                var status = SyncBookStatus(book: row.string(0), location: row.string(1),
                                            syncedAt: Timestamp(iso8601: row.string(2)) ?? Timestamp(millisecondsSince1970: 0),
                                            outcome: row.string(3), warnings: row.string(4).split(separator: "\n").map(SyncWarning.init(line:)))
                if let note = quiet[ExactText(status.book)], note.time > status.syncedAt {
                    status.syncedAt = note.time
                    status.outcome = note.outcome
                }
                return status
            }
        }
        if unrecorded {
            for (key, note) in quiet.sorted(by: { $0.key.text < $1.key.text }) where !statuses.contains(where: { ExactText($0.book) == key }) {
                let book = key.text
                statuses.append(SyncBookStatus(book: book, location: book, syncedAt: note.time, outcome: note.outcome, warnings: []))
            }
        }
        return statuses
    }

    /// The cards of `book` its last sync found were not places to stay,
    /// and the selection they were judged by.
    public func syncSkipped(book: String) throws(HotelStoreError) -> SyncSkipped {
        try sql { () throws(SQLiteError) -> SyncSkipped in
            try connection.cached("SELECT selection, cards FROM sync_skipped WHERE book = ?").first([.text(book)]) { row in
                SyncSkipped(selection: row.string(0), cards: SkippedCards(decoding: row.blob(1)))
            } ?? SyncSkipped()
        }
    }

    /// How `book`'s last sync went, if it was ever synced.
    public func syncStatus(book: String) throws(HotelStoreError) -> SyncBookStatus? {
        try syncBooks().first { ExactText.same($0.book, book) }
    }

    /// The generation `book`'s last complete sync left the store at, under
    /// which settings; `nil` when its last sync left something for later.
    public func syncGeneration(book: String) throws(HotelStoreError) -> (generation: Int64, settings: String)? {
        try sql { () throws(SQLiteError) -> (generation: Int64, settings: String)? in
            try connection.cached("SELECT store_generation, sync_settings FROM sync_books WHERE book = ?").first([.text(book)]) { row in
                row.optionalInt(0).map { ($0, row.string(1)) }
            } ?? nil
        }
    }
}

extension BatchWriter {
    /// Records `record` for `book`, in the batch's transaction but not in
    /// the batch: undo leaves the sync state as the sync left it.
    public func saveSyncRecord(_ record: SyncRecord, book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("""
                INSERT OR REPLACE INTO sync_state (book, item, uid, version, card_hash, hotel_id, hotel_hash, card_shows_hotel, card_from_book)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).run([.text(book), .text(record.item), .text(record.uid), .text(record.version), .text(record.cardHash),
                          record.hotelID.map { .integer($0) } ?? .null, .text(record.hotelHash), .integer(record.cardShowsHotel ? 1 : 0),
                          record.cardFromBook.map { .integer($0 ? 1 : 0) } ?? .null])
            try store.connection.cached("INSERT OR REPLACE INTO sync_cards (book, item, card) VALUES (?, ?, ?)")
                .run([.text(book), .text(record.item), .text(record.card)])
        }
    }

    /// Records a new version tag for `item` of `book` (`""` makes it a
    /// tombstone, see ``SyncRecord/isTombstone``), leaving the rest.
    public func saveSyncVersion(_ version: String, item: String, book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("UPDATE sync_state SET version = ? WHERE book = ? AND item = ?")
                .run([.text(version), .text(book), .text(item)])
        }
    }

    /// Forgets the card `item` of `book`.
    public func removeSyncRecord(item: String, book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("DELETE FROM sync_state WHERE book = ? AND item = ?").run([.text(book), .text(item)])
            try store.connection.cached("DELETE FROM sync_cards WHERE book = ? AND item = ?").run([.text(book), .text(item)])
        }
    }

    /// Records how this sync of `book` went.
    public func saveSyncStatus(_ status: SyncBookStatus) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("""
                INSERT INTO sync_books (book, location, synced_at, outcome, warnings) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (book) DO UPDATE SET location = excluded.location, synced_at = excluded.synced_at,
                    outcome = excluded.outcome, warnings = excluded.warnings
                """).run([.text(status.book), .text(status.location), .text(status.syncedAt.description), .text(status.outcome),
                          .text(status.warnings.map(\.line).joined(separator: "\n"))])
        }
    }

    /// Records, after ``saveSyncStatus(_:)``, that this sync of `book`
    /// completed under `settings` and that the store's generation after it
    /// is `expected` — or, when another writer's transaction came between
    /// the sync's read and this one (the generation is not `expected`),
    /// that the next sync must read the store's hotels.
    public func saveSyncGeneration(expected: Int64?, settings: String, book: String) throws(HotelStoreError) {
        let now = try store.generation()
        let value: SQLiteValue = expected == now ? .integer(now) : .null
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("UPDATE sync_books SET store_generation = ?, sync_settings = ? WHERE book = ?")
                .run([value, .text(settings), .text(book)])
        }
    }

    /// Gives the sync state of book `old` to book `new`, whose own (a run
    /// that stopped before it tracked any card) it replaces, and its syncs'
    /// batches: a book synced by its path or URL that a config section now names.
    public func renameSyncBook(_ old: String, to new: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            for table in ["sync_state", "sync_cards", "sync_books", "sync_skipped", "sync_listings", "sync_reports", "sync_pushes"] {
                try store.connection.prepare("DELETE FROM \(table) WHERE book = ?1").run([.text(new)])
                try store.connection.prepare("UPDATE \(table) SET book = ?1 WHERE book = ?2").run([.text(new), .text(old)])
            }
            // The book's syncs are the new name's: an undo of one made under
            // the old name knows its cards (``hotelsUnmade(ofCardsIn:)``).
            try store.connection.prepare("UPDATE batches SET command = 'sync ' || ?1 WHERE command = 'sync ' || ?2")
                .run([.text(new), .text(old)])
        }
    }

    /// Records the cards of `book` this sync found were not places to stay.
    public func saveSyncSkipped(_ skipped: SyncSkipped, book: String) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("INSERT OR REPLACE INTO sync_skipped (book, selection, cards) VALUES (?, ?, ?)")
                .run([.text(book), .text(skipped.selection), .blob(skipped.cards.encoded)])
        }
    }
}
