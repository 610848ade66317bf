import SQLite

extension HotelStore {
    /// Every batch, newest first.
    public func history(limit: Int? = nil) throws(HotelStoreError) -> [BatchSummary] {
        try summaries(batch: nil, limit: limit)
    }

    /// One batch, or `nil` when there is none with this id.
    func batch(_ id: Int64) throws(HotelStoreError) -> BatchSummary? {
        try summaries(batch: id, limit: 1).first
    }

    /// The batch an undo or a redo acts on: `id` when it exists and is
    /// `undone` or not as asked (else `wrongState`), or the one the `latest`
    /// query names (else `none`).
    func chooseBatch(_ id: Int64?, undone: Bool, latest: String, none: HotelStoreError,
                     wrongState: (Int64) -> HotelStoreError) throws(HotelStoreError) -> Int64 {
        guard let id else {
            guard let found = try sql({ () throws(SQLiteError) -> Int64? in try connection.scalarInt(latest) }) else { throw none }
            return found
        }
        guard let batch = try batch(id) else { throw .noSuchBatch(id) }
        guard (batch.undoneAt != nil) == undone else { throw wrongState(id) }
        return id
    }

    /// Batches with their counts, newest first: all of them, or the one with id `batch`.
    private func summaries(batch: Int64?, limit: Int?) throws(HotelStoreError) -> [BatchSummary] {
        try sql { () throws(SQLiteError) -> [BatchSummary] in
            try connection.cached("""
                SELECT b.id, b.started_at, b.command, b.undone_at,
                       count(CASE c.action WHEN 'create' THEN 1 END)
                           + coalesce(b.created_to - b.created_from + 1, 0),
                       count(CASE c.action WHEN 'update' THEN 1 END),
                       count(CASE c.action WHEN 'delete' THEN 1 END)
                FROM batches b LEFT JOIN batch_changes c ON c.batch_id = b.id
                WHERE ?1 IS NULL OR b.id = ?1
                GROUP BY b.id ORDER BY b.id DESC LIMIT ?2
                """).rows([.nullable(batch.map(Int.init)), .integer(Int64(limit ?? -1))]) { row in
                BatchSummary(
                    id: row.int(0), time: Timestamp(iso8601: row.string(1)) ?? Timestamp(millisecondsSince1970: 0),
                    command: row.string(2), created: Int(row.int(4)), updated: Int(row.int(5)), deleted: Int(row.int(6)),
                    undoneAt: row.optionalString(3).flatMap(Timestamp.init(iso8601:)))
            }
        }
    }

    /// Reverts batch `id` (or the latest batch not yet undone): hotels it
    /// created are removed, hotels it changed or removed get back their row as
    /// it was, id and times included. Refuses, naming them, when later batches
    /// that are still in effect touched the same hotels, or made or changed a
    /// hotel that now holds the UID of a row it would put back.
    @discardableResult
    public func undo(_ id: Int64? = nil) throws(HotelStoreError) -> BatchSummary {
        let columns = HotelSchema.snapshotColumns.joined(separator: ", ")
        return try stepTransaction(choosing: { () throws(HotelStoreError) -> Int64 in
            try chooseBatch(id, undone: false, latest: "SELECT max(id) FROM batches WHERE undone_at IS NULL",
                            none: .nothingToUndo, wrongState: HotelStoreError.alreadyUndone)
        }) { target throws(HotelStoreError) -> BatchSummary in
            // Later batches still in effect that touched a hotel this one
            // changed, removed or created (a created range, or the 'create'
            // rows of batches written before ranges).
            let blockers = try sql { () throws(SQLiteError) -> [Int64] in
                try connection.cached("""
                    SELECT later.batch_id FROM batch_changes mine
                    JOIN batch_changes later ON later.hotel_id = mine.hotel_id AND later.batch_id > mine.batch_id
                    JOIN batches b ON b.id = later.batch_id AND b.undone_at IS NULL
                    WHERE mine.batch_id = ?1
                    UNION
                    SELECT later.batch_id FROM batches mine
                    JOIN batch_changes later ON later.hotel_id BETWEEN mine.created_from AND mine.created_to
                        AND later.batch_id > mine.id
                    JOIN batches b ON b.id = later.batch_id AND b.undone_at IS NULL
                    WHERE mine.id = ?1
                    UNION
                    -- Batches still in effect that made or changed a hotel now
                    -- holding the UID of a row this one would put back.
                    SELECT b.id FROM batch_changes mine
                    JOIN hotels h ON h.uid = mine.uid AND h.id <> mine.hotel_id
                    JOIN batches b ON b.undone_at IS NULL AND b.id <> mine.batch_id
                        AND (h.id BETWEEN b.created_from AND b.created_to
                             OR EXISTS (SELECT 1 FROM batch_changes c WHERE c.batch_id = b.id AND c.hotel_id = h.id))
                    WHERE mine.batch_id = ?1 AND mine.action <> 'create'
                    ORDER BY 1
                    """).rows([.integer(target)]) { $0.int(0) }
            }
            guard blockers.isEmpty else { throw .undoBlocked(batch: target, by: blockers) }
            let now = Timestamp.now()
            try saveRedoImages(of: target)
            try sql { () throws(SQLiteError) in
                try connection.cached("""
                    DELETE FROM hotels WHERE id IN
                        (SELECT hotel_id FROM batch_changes WHERE batch_id = ? AND action = 'create')
                    """).run([.integer(target)])
                try connection.cached("""
                    DELETE FROM hotels WHERE id BETWEEN
                        (SELECT created_from FROM batches WHERE id = ?1) AND (SELECT created_to FROM batches WHERE id = ?1)
                    """).run([.integer(target)])
                // Put back by id only: a plain INSERT fails on a UID another
                // hotel holds, where OR REPLACE would delete that hotel.
                try connection.cached("""
                    DELETE FROM hotels WHERE id IN
                        (SELECT hotel_id FROM batch_changes WHERE batch_id = ? AND action <> 'create')
                    """).run([.integer(target)])
                try connection.cached("""
                    INSERT INTO hotels (id, \(columns))
                    SELECT hotel_id, \(columns) FROM batch_changes WHERE batch_id = ? AND action <> 'create'
                    """).run([.integer(target)])
                try connection.cached("""
                    UPDATE batches SET undone_at = ?1,
                        undo_order = (SELECT coalesce(max(undo_order), 0) + 1 FROM batches)
                    WHERE id = ?2
                    """).run([.text(now.description), .integer(target)])
            }
            guard let summary = try batch(target) else { throw .noSuchBatch(target) }
            return summary
        }
    }

    /// Runs an undo's or a redo's `body` on the batch `choose` picks, in one
    /// immediate transaction, with the store's errors. A read-only store
    /// refuses before it starts, once `choose` found a batch: "nothing to
    /// undo" is the answer of a store that does not exist yet.
    func stepTransaction(choosing choose: () throws(HotelStoreError) -> Int64,
                         _ body: (Int64) throws(HotelStoreError) -> BatchSummary) throws(HotelStoreError) -> BatchSummary {
        if isReadOnly {
            _ = try choose()
            throw .readOnly(path: path)
        }
        do {
            return try connection.transaction(.immediate) { () throws(HotelStoreError) -> BatchSummary in
                try raiseGeneration()
                return try body(try choose())
            }
        } catch {
            switch error {
            case .sqlite(let error): throw damaged(failure(error))
            case .body(let failure): throw damaged(failure)
            }
        }
    }
}
