import CSQLite

/// One open SQLite database. Closes itself when released.
///
/// Statements prepared with ``cached(_:)`` are kept for the life of the
/// connection, so a query run in a loop is compiled once.
public final class Connection {
    let handle: OpaquePointer
    /// The file name as given to ``init(path:mode:)``.
    public let path: String
    private var cache: [String: Statement] = [:]
    /// The statements ``cached(_:)`` handed out last, newest first, looked
    /// at before `cache`: a loop runs the same few statements, and comparing
    /// their text (a constant, usually, whose storage is the very same) costs
    /// little, where the dictionary hashed all of it — 400 characters for a
    /// hotel row — on every call.
    private var recent: [(sql: String, statement: Statement)] = []
    private static let recentLimit = 4

    /// How large a statement journal grows in memory before it spills into
    /// a temporary file. A statement inside a longer transaction keeps the
    /// pages it changes there, to undo itself alone if it fails; SQLite's
    /// 64 KiB are four pages of a store's 16 KiB, so nearly every statement
    /// of a sync or an edit wrote a file under /var/tmp (a hundred hotel
    /// updates: 556 writes, some 10 ms of system time). Seven pages hold
    /// what a statement that writes a row or two changes; a statement that
    /// rewrites much of a table still spills, so that a large import keeps
    /// its memory (a first sync of 100,000 cards peaked at 125 MB with
    /// 8 MiB here, 120–121 MB with 256 KiB, 119.6 MB before).
    ///
    /// It must stay under 128 KiB: the in-memory journal is one piece of
    /// this size, and on spilling SQLite (3.40, `seekAndWriteFd`) writes at
    /// most 128 KiB - 1 at a time; a piece of 256 KiB was written as none,
    /// and the statement failed as "database or disk is full" (an undo of
    /// nine hotels' updates in a store of 5,000).
    static let statementJournalBytes: Int32 = 112 << 10

    /// What SQLite takes process-wide, set before the first connection opens.
    private static let processSettings: Void = {
        _ = hotels_sqlite_statement_journal_spill(statementJournalBytes)
    }()

    /// How to open the file.
    public enum Mode: Sendable {
        /// Read only; the file must exist.
        case readOnly
        /// Read and write; the file must exist.
        case readWrite
        /// Read and write, creating the file when it is missing.
        case create
    }

    /// Opens `path` (`":memory:"` for a private in-memory database).
    ///
    /// Opening does not read the file; a file that is not a database is found
    /// out by the first statement, which throws `SQLITE_NOTADB`.
    public init(path: String, mode: Mode) throws(SQLiteError) {
        _ = Self.processSettings
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(connection: handle, code: code)
            // "Whether or not an error occurs when it is opened, resources
            // associated with the database connection handle should be released
            // by passing it to sqlite3_close() when it is no longer required."
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
        self.path = path
    }

    deinit {
        recent.removeAll()
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: - Statements

    /// Compiles `sql` into a new statement.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(connection: self, sql: sql, persistent: false)
    }

    /// The statement for `sql`, compiled on first use and kept.
    public func cached(_ sql: String) throws(SQLiteError) -> Statement {
        if let first = recent.first, first.sql == sql { return first.statement }
        let statement: Statement
        if let index = recent.firstIndex(where: { $0.sql == sql }) {
            statement = recent.remove(at: index).statement
        } else if let known = cache[sql] {
            statement = known
        } else {
            statement = try Statement(connection: self, sql: sql, persistent: true)
            cache[sql] = statement
        }
        recent.insert((sql, statement), at: 0)
        if recent.count > Self.recentLimit { recent.removeLast() }
        return statement
    }

    /// Runs one or more statements that take no parameters.
    public func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code, sql: sql) }
    }

    /// Runs `sql` with `values` and returns the first column of the first row.
    public func scalarInt(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        try cached(sql).first(values) { $0.optionalInt(0) } ?? nil
    }

    /// Runs `sql` with `values` and returns the first column of the first row as text.
    public func scalarText(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> String? {
        try cached(sql).first(values) { $0.optionalString(0) } ?? nil
    }

    // MARK: - Settings

    /// How long a statement waits for another connection's lock before it
    /// fails with `SQLITE_BUSY`.
    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// `PRAGMA user_version`: the schema version the application stored.
    public var userVersion: Int {
        get throws(SQLiteError) { Int(try scalarInt("PRAGMA user_version") ?? 0) }
    }

    /// Sets `PRAGMA user_version` (pragmas take no bound parameters).
    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    /// `PRAGMA application_id`: the 32-bit number that says which program owns the file.
    public var applicationID: Int32 {
        get throws(SQLiteError) { Int32(truncatingIfNeeded: try scalarInt("PRAGMA application_id") ?? 0) }
    }

    /// Sets `PRAGMA application_id`, the number read back by ``applicationID``.
    public func setApplicationID(_ id: Int32) throws(SQLiteError) {
        try execute("PRAGMA application_id = \(id)")
    }

    /// The rowid of the last row inserted through this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: - Transactions

    /// How a transaction takes its locks.
    public enum TransactionKind: String, Sendable {
        /// Takes locks as statements need them.
        case deferred = "DEFERRED"
        /// Takes the write lock at once, so two writers queue at BEGIN (under
        /// the busy timeout) instead of failing half-way.
        case immediate = "IMMEDIATE"
    }

    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    public func transaction<T, E: Error>(_ kind: TransactionKind = .immediate, _ body: () throws(E) -> T) throws(TransactionError<E>) -> T {
        do { try execute("BEGIN \(kind.rawValue)") } catch { throw .sqlite(error) }
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw .body(error)
        }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw .sqlite(error)
        }
        return result
    }
}

/// Why ``Connection/transaction(_:_:)`` failed: BEGIN or COMMIT, or the body.
public enum TransactionError<Body: Error>: Error {
    /// BEGIN or COMMIT failed; after a failed COMMIT the transaction was rolled back.
    case sqlite(SQLiteError)
    /// The body threw; the transaction was rolled back.
    case body(Body)
}
