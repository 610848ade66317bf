import SQLite
import TextFolding

/// The changes one command makes, inside its transaction. Each hotel it
/// touches is snapshotted (its row before the first change) into
/// `batch_changes`, which is what ``HotelStore/undo(_:)`` restores.
///
/// The batch row itself is written on the first change, so a command that
/// ends up changing nothing leaves no empty batch behind.
public final class BatchWriter {
    let store: HotelStore
    private let command: String
    private let time: Timestamp
    /// `time` as the store writes it, formatted once for all the rows.
    private let timeText: String
    /// The batch id, once something changed.
    public private(set) var batchID: Int64?
    /// The ids of the hotels this batch created: consecutive, since ids only
    /// grow and the batch is the only writer while it runs.
    private var createdIDs: ClosedRange<Int64>?
    /// Whether ``abandon()`` was called.
    public private(set) var isAbandoned = false
    /// The indexes ``prepareForBulkLoad()`` dropped, to build again at the end.
    private var deferredIndexes: [String] = []
    /// The page cache while they are dropped, in KiB. Only the table's last
    /// pages and the UID index are written then; a million-card import took
    /// as long with half the cache, and 33 MB less memory at its peak.
    static let bulkLoadCacheKilobytes = 32768

    init(store: HotelStore, command: String, time: Timestamp) {
        self.store = store
        self.command = command
        self.time = time
        self.timeText = time.description
    }

    /// Discards everything this batch did: when the command's body returns,
    /// the transaction rolls back instead of committing.
    public func abandon() { isAbandoned = true }

    /// Adds a hotel; makes a UID (`urn:uuid:…`) when `uid` is `nil`. `keys`
    /// saves folding the name again when the caller has them; `cardDigest`
    /// is ``Hotel/cardDigest`` of `card`.
    @discardableResult
    public func insert(_ details: HotelDetails, uid: String? = nil, card: String = "", cardDigest: Int64? = nil,
                       keys: HotelKeys? = nil) throws(HotelStoreError) -> Hotel {
        let placeholder = Hotel(id: 0, uid: uid ?? UUIDText.random(), details: details,
                                createdAt: time, updatedAt: time, card: card, cardDigest: cardDigest)
        let id: Int64 = try store.sql { () throws(SQLiteError) -> Int64 in
            try store.connection.cached(Self.insertHotel).run(
                HotelRow.values(withoutID: placeholder, keys: keys ?? HotelKeys(details), createdAt: timeText, updatedAt: timeText))
            return store.connection.lastInsertRowID
        }
        _ = try ensureBatch()
        if let range = createdIDs {
            precondition(id == range.upperBound + 1, "hotel ids of one batch must be consecutive")
            createdIDs = range.lowerBound...id
        } else {
            createdIDs = id...id
        }
        return Hotel(id: id, uid: placeholder.uid, details: details, createdAt: time, updatedAt: time, card: card,
                     cardDigest: cardDigest)
    }

    /// Writes `hotel`'s details, UID and card (with its digest) over the
    /// stored row and stamps its update time. Returns the stored hotel;
    /// unchanged details write nothing.
    @discardableResult
    public func update(_ hotel: Hotel) throws(HotelStoreError) -> Hotel {
        guard let stored = try storedRow(hotel.id) else { throw .noSuchHotel(hotel.id) }
        return try write(hotel, over: stored)
    }

    /// Reads hotel `id` inside this batch's transaction, lets `edit` change
    /// it and writes the result: the change applies to the row as it is
    /// now, never to a copy read before the store's lock was taken (which
    /// would write back over another command's change). Returns the hotel
    /// as it was and as it is; an edit that changes nothing writes nothing.
    @discardableResult
    public func update(_ id: Hotel.ID, _ edit: (inout Hotel) throws(HotelStoreError) -> Void)
        throws(HotelStoreError) -> (before: Hotel, after: Hotel)
    {
        guard let stored = try storedRow(id) else { throw .noSuchHotel(id) }
        var next = stored.hotel
        try edit(&next)
        return (stored.hotel, try write(next, over: stored))
    }

    /// A row as this transaction reads it: the hotel, and the values its
    /// columns hold (``HotelSchema/snapshotColumns``' order).
    private struct StoredRow {
        var hotel: Hotel
        var values: [SQLiteValue]
    }

    private func storedRow(_ id: Hotel.ID) throws(HotelStoreError) -> StoredRow? {
        let count = Int32(HotelSchema.hotelColumns.count)
        return try store.sql { () throws(SQLiteError) -> StoredRow? in
            try store.connection.cached("SELECT \(HotelRow.columnList) FROM hotels WHERE id = ?").first([.integer(id)]) { row in
                StoredRow(hotel: HotelRow.hotel(row), values: (1..<count).map(row.value))
            }
        }
    }

    /// Writes `hotel` over `stored`. Only the columns whose bytes change are
    /// set: SQLite leaves alone an index none of whose columns an UPDATE
    /// sets, so a changed note does not rewrite the name, city and position
    /// indexes. Compared with the stored bytes, not with the hotel read from
    /// them: a name changed only in its Unicode form, or keys folded by an
    /// older rule, are written. The creation time is never rewritten, and the
    /// update time only with a change of what the hotel says (not of its
    /// card alone), never back in time.
    private func write(_ hotel: Hotel, over stored: StoredRow) throws(HotelStoreError) -> Hotel {
        var next = hotel
        next.createdAt = stored.hotel.createdAt
        next.updatedAt = max(time, stored.hotel.updatedAt)
        var columns: [String] = [], values: [SQLiteValue] = []
        for (column, (before, after)) in zip(HotelSchema.snapshotColumns, zip(stored.values, HotelRow.values(next).dropFirst()))
        where column != "created_at" && column != "updated_at" && !before.isIdentical(to: after) {
            columns.append("\(column) = ?")
            values.append(after)
        }
        if columns.isEmpty { return stored.hotel }
        // A card kept in another form (its bytes, its digest) edits nothing the hotel says.
        if columns.allSatisfy({ Self.cardColumns.contains($0) }) {
            next.updatedAt = stored.hotel.updatedAt
        } else {
            columns.append("updated_at = ?")
            values.append(.text(next.updatedAt.description))
        }
        try record(hotel: hotel.id, action: "update")
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("UPDATE hotels SET \(columns.joined(separator: ", ")) WHERE id = ?").run(values + [.integer(hotel.id)])
        }
        return next
    }

    /// The assignments of the columns that keep a hotel's card, not what it says.
    private static let cardColumns: Set<String> = ["card = ?", "card_digest = ?"]

    /// Removes a hotel; `undo` brings it back with the same id.
    public func delete(_ id: Hotel.ID) throws(HotelStoreError) {
        guard try store.hotel(id: id) != nil else { throw .noSuchHotel(id) }
        try record(hotel: id, action: "delete")
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("DELETE FROM hotels WHERE id = ?").run([.integer(id)])
        }
    }

    /// Snapshots the hotel's row before its first change in this batch. A
    /// later change to the same hotel keeps the first snapshot, and a delete
    /// after an update is recorded as a delete.
    private func record(hotel id: Hotel.ID, action: String) throws(HotelStoreError) {
        let batch = try ensureBatch()
        // A hotel this batch created needs no snapshot: undo removes it.
        if let createdIDs, createdIDs.contains(id) { return }
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached(Self.recordSnapshot).run([.integer(batch), .text(action), .integer(id)])
        }
    }

    /// Readies an empty store for many new hotels: its secondary indexes
    /// (name, city, position, trip) are dropped now and built again, once,
    /// when the batch ends. Building an index from the finished table sorts
    /// it in one go; keeping it up to date row by row puts each key at a
    /// random place in it. An import of 50,000 hotels into an empty store
    /// spent a fifth less time in SQLite.
    ///
    /// Does nothing when the store holds hotels: there the indexes are
    /// worth more than the time saved. The batch must not look hotels up by
    /// those indexes meanwhile (by id and by UID it may: those stay).
    /// Whatever happens, the indexes are back when the batch ends: built by
    /// ``finish()``, or restored by the rollback.
    public func prepareForBulkLoad() throws(HotelStoreError) {
        guard deferredIndexes.isEmpty else { return }
        deferredIndexes = try store.sql { () throws(SQLiteError) -> [String] in
            guard try store.connection.scalarInt("SELECT EXISTS (SELECT 1 FROM hotels)") == 0 else { return [] }
            let indexes = try store.connection.prepare("""
                SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'hotels' AND sql IS NOT NULL
                """).rows { row in (name: row.string(0), sql: row.string(1)) }
            for index in indexes {
                // The schema's own names (hotels_city …): nothing to quote.
                try store.connection.execute("DROP INDEX \"\(index.name)\"")
            }
            if !indexes.isEmpty { try store.connection.execute("PRAGMA cache_size = -\(Self.bulkLoadCacheKilobytes)") }
            return indexes.map(\.sql)
        }
    }

    /// Holds this batch's page cache to `kilobytes`: what does not fit is
    /// written to the file within the transaction (and rolled back with it).
    /// A sync of a large book bounds its memory so.
    public func limitCache(kilobytes: Int) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in try store.connection.execute("PRAGMA cache_size = -\(kilobytes)") }
        cacheLimited = true
    }

    /// Whether ``limitCache(kilobytes:)`` changed the cache.
    private var cacheLimited = false

    /// Gives the connection its usual page cache back after a bulk load
    /// (the cache size is the connection's, not the transaction's).
    func restoreCacheSize() throws(HotelStoreError) {
        guard !deferredIndexes.isEmpty || cacheLimited else { return }
        try store.sql { () throws(SQLiteError) in
            try store.connection.execute("PRAGMA cache_size = -\(HotelStore.cacheKilobytes)")
        }
    }

    /// Writes what the batch keeps in its own row and builds the indexes
    /// ``prepareForBulkLoad()`` dropped; called once, before commit.
    func finish() throws(HotelStoreError) {
        // Sorting the indexes takes memory of its own: the matching that
        // needed the rest is over by now.
        try restoreCacheSize()
        try store.sql { () throws(SQLiteError) in
            for index in deferredIndexes { try store.connection.execute(index) }
        }
        deferredIndexes = []
        guard let batchID, let createdIDs else { return }
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("UPDATE batches SET created_from = ?, created_to = ? WHERE id = ?")
                .run([.integer(createdIDs.lowerBound), .integer(createdIDs.upperBound), .integer(batchID)])
        }
    }

    // The statements, built once: `cached` finds them by their text, and
    // building the text for every row of a large import costs more than running it.
    private static let insertHotel = """
        INSERT INTO hotels (\(HotelSchema.snapshotColumns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: HotelSchema.snapshotColumns.count).joined(separator: ", ")))
        """
    private static let recordSnapshot = """
        INSERT INTO batch_changes (batch_id, hotel_id, action, \(HotelSchema.snapshotColumns.joined(separator: ", ")))
        SELECT ?, id, ?, \(HotelSchema.snapshotColumns.joined(separator: ", ")) FROM hotels WHERE id = ?
        ON CONFLICT (batch_id, hotel_id) DO UPDATE SET action = excluded.action
        """

    private func ensureBatch() throws(HotelStoreError) -> Int64 {
        if let batchID { return batchID }
        let id: Int64 = try store.sql { () throws(SQLiteError) -> Int64 in
            try store.connection.cached("INSERT INTO batches (started_at, command) VALUES (?, ?)")
                .run([.text(time.description), .text(command)])
            return store.connection.lastInsertRowID
        }
        batchID = id
        return id
    }
}
