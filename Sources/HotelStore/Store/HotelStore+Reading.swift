import SQLite

extension HotelStore {
    /// Runs `body`'s reads in one read transaction: they see one state of
    /// the store (no writer's commit lands between them), and the file lock
    /// is taken once rather than for each query.
    public func reading<T>(_ body: () throws(HotelStoreError) -> T) throws(HotelStoreError) -> T {
        do throws(TransactionError<HotelStoreError>) {
            return try connection.transaction(.deferred, body)
        } catch {
            switch error {
            case .sqlite(let error): throw failure(error)
            case .body(let failure): throw failure
            }
        }
    }
}
