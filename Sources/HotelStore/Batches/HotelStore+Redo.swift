import SQLite

extension HotelStore {
    /// Saves, before batch `id` is undone, what it made of each hotel it
    /// touched: the row as it is now (the batch's work, since no later batch
    /// in effect touched it), or that it is gone (the batch removed it).
    func saveRedoImages(of id: Int64) throws(HotelStoreError) {
        let columns = HotelSchema.snapshotColumns.joined(separator: ", ")
        try sql { () throws(SQLiteError) in
            try connection.cached("""
                INSERT OR REPLACE INTO batch_redo (batch_id, hotel_id, present, \(columns))
                SELECT ?1, id, 1, \(columns) FROM hotels
                WHERE id IN (SELECT hotel_id FROM batch_changes WHERE batch_id = ?1)
                   OR id BETWEEN (SELECT created_from FROM batches WHERE id = ?1)
                             AND (SELECT created_to FROM batches WHERE id = ?1)
                """).run([.integer(id)])
            try connection.cached("""
                INSERT OR REPLACE INTO batch_redo (batch_id, hotel_id, present)
                SELECT ?1, hotel_id, 0 FROM batch_changes
                WHERE batch_id = ?1 AND hotel_id NOT IN (SELECT id FROM hotels)
                """).run([.integer(id)])
        }
    }

    /// Applies again batch `id` (or the batch undone last): every hotel it
    /// touched becomes again what the batch had made of it, ids and times
    /// included. Refuses, naming them, when batches undone or redone since,
    /// or made since, touched the same hotels, or made or changed a hotel that now
    /// holds the UID of one redo would bring back.
    @discardableResult
    public func redo(_ id: Int64? = nil) throws(HotelStoreError) -> BatchSummary {
        let columns = HotelSchema.snapshotColumns.joined(separator: ", ")
        return try stepTransaction(choosing: { () throws(HotelStoreError) -> Int64 in
            try chooseBatch(id, undone: true, latest: """
                SELECT id FROM batches b WHERE undone_at IS NOT NULL
                  AND EXISTS (SELECT 1 FROM batch_redo r WHERE r.batch_id = b.id)
                ORDER BY undo_order DESC LIMIT 1
                """, none: .nothingToRedo, wrongState: HotelStoreError.notUndone)
        }) { target throws(HotelStoreError) -> BatchSummary in
            let saved = try sql { () throws(SQLiteError) -> Int64 in
                try connection.cached("SELECT count(*) FROM batch_redo WHERE batch_id = ?").first([.integer(target)]) { $0.int(0) } ?? 0
            }
            guard saved > 0 else { throw .cannotRedo(target) }
            let blockers = try sql { () throws(SQLiteError) -> [Int64] in
                try connection.cached("""
                    WITH mine AS (SELECT hotel_id FROM batch_redo WHERE batch_id = ?1),
                         undone AS (SELECT undo_order FROM batches WHERE id = ?1)
                    SELECT b.id FROM batches b
                    WHERE b.id <> ?1
                      AND ((b.undone_at IS NULL AND b.id > ?1) OR (b.id < ?1 AND b.undo_order > (SELECT undo_order FROM undone)))
                      AND (EXISTS (SELECT 1 FROM batch_changes c JOIN mine m ON m.hotel_id = c.hotel_id
                                   WHERE c.batch_id = b.id)
                           OR EXISTS (SELECT 1 FROM mine m WHERE m.hotel_id BETWEEN b.created_from AND b.created_to))
                    UNION
                    -- A hotel holding again a UID the redo would give holds it
                    -- since the batch was undone: by a batch made since, or by
                    -- the undo of one undone since (an older batch in effect
                    -- had it before, when this batch was made, and is no cause).
                    SELECT b.id FROM batch_redo r
                    JOIN hotels h ON h.uid = r.uid AND h.id NOT IN (SELECT hotel_id FROM mine)
                    JOIN batches b ON b.id <> ?1
                        AND ((b.undone_at IS NULL AND b.id > ?1) OR b.undo_order > (SELECT undo_order FROM undone))
                        AND (h.id BETWEEN b.created_from AND b.created_to
                             OR EXISTS (SELECT 1 FROM batch_changes c WHERE c.batch_id = b.id AND c.hotel_id = h.id))
                    WHERE r.batch_id = ?1 AND r.present = 1
                    ORDER BY 1
                    """).rows([.integer(target)]) { $0.int(0) }
            }
            guard blockers.isEmpty else { throw .redoBlocked(batch: target, by: blockers) }
            let redoneSince = try redoneSince(target)
            guard redoneSince.isEmpty else { throw .redoBlocked(batch: target, by: redoneSince) }
            try sql { () throws(SQLiteError) in
                try connection.cached("DELETE FROM hotels WHERE id IN (SELECT hotel_id FROM batch_redo WHERE batch_id = ?)")
                    .run([.integer(target)])
                try connection.cached("""
                    INSERT INTO hotels (id, \(columns))
                    SELECT hotel_id, \(columns) FROM batch_redo WHERE batch_id = ? AND present = 1
                    """).run([.integer(target)])
                try connection.cached("UPDATE batches SET undone_at = NULL, undo_order = NULL WHERE id = ?").run([.integer(target)])
                try connection.cached("DELETE FROM batch_redo WHERE batch_id = ?").run([.integer(target)])
            }
            guard let summary = try batch(target) else { throw .noSuchBatch(target) }
            return summary
        }
    }

    /// The batches in effect that were redone since batch `target` was
    /// undone and changed its hotels, or made one that holds a UID the redo
    /// would give: a hotel it changed is no longer as its undo left it (its
    /// state before the batch), or another hotel holds the UID; the batch
    /// named is the latest in effect that touched that hotel. (A batch
    /// redone since leaves no other trace: a redo clears its undo's order.)
    /// Asked when the other rules of ``redo(_:)``, which name the batches
    /// made or undone since, name none.
    private func redoneSince(_ target: Int64) throws(HotelStoreError) -> [Int64] {
        let compared = HotelSchema.comparedColumns.map { "h.\($0) IS NOT c.\($0)" }.joined(separator: " OR ")
        return try sql { () throws(SQLiteError) -> [Int64] in
            try connection.cached("""
                WITH changed AS (
                    SELECT c.hotel_id FROM batch_changes c LEFT JOIN hotels h ON h.id = c.hotel_id
                    WHERE c.batch_id = ?1 AND c.action <> 'create' AND (h.id IS NULL OR \(compared))
                ),
                -- A hotel that holds a UID the redo would give (by a batch
                -- redone since: the others are named already).
                holders AS (
                    SELECT h.id AS hotel_id FROM batch_redo r JOIN hotels h ON h.uid = r.uid
                    WHERE r.batch_id = ?1 AND r.present = 1
                      AND h.id NOT IN (SELECT hotel_id FROM batch_redo WHERE batch_id = ?1)
                )
                SELECT DISTINCT (SELECT max(b.id) FROM batches b
                                 WHERE b.id <> ?1 AND b.undone_at IS NULL
                                   AND (EXISTS (SELECT 1 FROM batch_changes o WHERE o.batch_id = b.id AND o.hotel_id = found.hotel_id)
                                        OR found.hotel_id BETWEEN b.created_from AND b.created_to)) AS blocker
                FROM (SELECT hotel_id FROM changed UNION SELECT hotel_id FROM holders) found
                WHERE blocker IS NOT NULL ORDER BY 1
                """).rows([.integer(target)]) { $0.int(0) }
        }
    }
}
