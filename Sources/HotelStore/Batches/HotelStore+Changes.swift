import SQLite

extension HotelStore {
    /// Runs `body` in one immediate transaction, recording its changes as one
    /// batch named `command`. Commits when `body` returns, rolls everything
    /// back when it throws or calls ``BatchWriter/abandon()``. Returns the
    /// batch (`nil` when nothing changed or the batch was abandoned).
    public func change<T>(command: String, _ body: (BatchWriter) throws(HotelStoreError) -> T)
        throws(HotelStoreError) -> (batch: BatchSummary?, result: T)
    {
        if isReadOnly { throw .readOnly(path: path) }
        let writer = BatchWriter(store: self, command: command, time: .now())
        // After a rollback too (finish() restores it on the way to a commit).
        defer { try? writer.restoreCacheSize() }
        var value: T?
        var summary: BatchSummary?
        do throws(TransactionError<Outcome>) {
            try connection.transaction(.immediate) { () throws(Outcome) in
                do throws(HotelStoreError) {
                    try raiseGeneration()
                    value = try body(writer)
                    if !writer.isAbandoned {
                        try writer.finish()
                        // The summary is the one `history` shows for the batch (hotels
                        // counted once each, its recorded start time), read before the
                        // commit: a committed batch is never reported as failed.
                        summary = try writer.batchID.flatMap(batch)
                    }
                } catch {
                    throw .failed(error)
                }
                if writer.isAbandoned { throw .abandoned }
            }
        } catch {
            switch error {
            case .sqlite(let error): throw damaged(failure(error))
            case .body(.failed(let failure)): throw damaged(failure)
            case .body(.abandoned): break
            }
        }
        // Set on every path that gets here: the body returned.
        guard let result = value else { preconditionFailure("change body neither returned nor threw") }
        return (writer.isAbandoned ? nil : summary, result)
    }
}

/// Why a change's transaction did not commit: the body failed, or gave up
/// on purpose (the transaction rolls back either way).
private enum Outcome: Error {
    case failed(HotelStoreError)
    case abandoned
}
