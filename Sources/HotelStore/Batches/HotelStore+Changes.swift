import SQLite

extension HotelStore {
    /// Runs `body` in one immediate transaction, recording its changes as one
    /// batch named `command`. Commits when `body` returns, rolls everything
    /// back when it throws. Returns the batch (`nil` when nothing changed).
    public func change<T>(command: String, _ body: (BatchWriter) throws(HotelStoreError) -> T)
        throws(HotelStoreError) -> (batch: BatchSummary?, result: T)
    {
        if isReadOnly { throw .readOnly(path: path) }
        let writer = BatchWriter(store: self, command: command, time: .now())
        let result: T
        do {
            result = try connection.transaction(.immediate) { () throws(HotelStoreError) -> T in try body(writer) }
        } catch {
            switch error {
            case .sqlite(let failure): throw .from(failure, path: path)
            case .body(let failure): throw failure
            }
        }
        guard let id = writer.batchID else { return (nil, result) }
        let summary = BatchSummary(id: id, time: .now(), command: command, created: writer.created,
                                   updated: writer.updated, deleted: writer.deleted, undoneAt: nil)
        return (summary, result)
    }
}
