import SQLite

/// The store's generation: a number every write transaction raises (a
/// change, an undo, a redo), so that a reader can tell that nothing was
/// written since it last looked — a sync need not read hotels that cannot
/// have changed since its book's last complete sync.
extension HotelStore {
    /// The store's generation now.
    public func generation() throws(HotelStoreError) -> Int64 {
        try sql { () throws(SQLiteError) -> Int64 in
            try connection.cached("SELECT value FROM store_generation").first([]) { $0.int(0) } ?? 0
        }
    }

    /// Raises the generation, first thing in a write transaction.
    func raiseGeneration() throws(HotelStoreError) {
        try sql { () throws(SQLiteError) in try connection.cached("UPDATE store_generation SET value = value + 1").run([]) }
    }

    /// Which hotels the store holds, in brief: how many, and the sum of
    /// their ids. A hotel made, or brought back by an undo or a redo,
    /// changes it (but for one made as another of equal id leaves, which
    /// ids never are again); an edit does not.
    public func hotelsPresent() throws(HotelStoreError) -> HotelsPresent {
        try sql { () throws(SQLiteError) -> HotelsPresent in
            try connection.cached("SELECT count(*), coalesce(sum(id), 0) FROM hotels").first([]) {
                HotelsPresent(count: $0.int(0), idSum: $0.int(1))
            } ?? HotelsPresent(count: 0, idSum: 0)
        }
    }
}

/// Which hotels a store holds, in brief (``HotelStore/hotelsPresent()``).
public struct HotelsPresent: Sendable, Equatable {
    public var count: Int64
    public var idSum: Int64
}
