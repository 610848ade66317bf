import CSQLite

/// A failed SQLite call: the result code, SQLite's own message, and the
/// statement it came from (without bound values, which may be contact data).
public struct SQLiteError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_NOTADB`…).
    public let code: Int32
    /// The extended result code, when SQLite gave one.
    public let extendedCode: Int32
    /// `sqlite3_errmsg` at the time of the failure.
    public let message: String
    /// The SQL text that failed, if any.
    public let sql: String?

    /// An error with a result code, primary or extended.
    ///
    /// ``code`` keeps the primary code (the low byte of `code`);
    /// ``extendedCode`` is `extendedCode`, or `code` whole when that is `nil`.
    public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
        self.code = code & 0xFF
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    init(connection: OpaquePointer?, code: Int32, sql: String? = nil) {
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(code))
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
        self.init(code: code, extendedCode: extended, message: message, sql: sql)
    }

    /// The code, its meaning, SQLite's message and the SQL, if any:
    /// "SQLite error 5 (database is locked): … — in: …".
    public var description: String {
        var text = "SQLite error \(code) (\(String(cString: sqlite3_errstr(code)))): \(message)"
        if let sql { text += " — in: \(sql)" }
        return text
    }

    /// Another connection holds the lock and the busy timeout ran out.
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    /// The file is not an SQLite database (or is encrypted).
    public var isNotADatabase: Bool { code == SQLITE_NOTADB }
    /// The database file is damaged.
    public var isCorrupt: Bool { code == SQLITE_CORRUPT }
    /// The file or its folder cannot be written.
    public var isReadOnly: Bool { code == SQLITE_READONLY || code == SQLITE_PERM }
    /// The database file was removed or renamed while the connection had
    /// it open (`SQLITE_READONLY_DBMOVED`): a write would go nowhere.
    public var isMoved: Bool { extendedCode == SQLITE_READONLY | (4 << 8) }
    /// The journal of a write cut short could not be played back
    /// (`SQLITE_READONLY_ROLLBACK`), or not removed once played back
    /// (`SQLITE_IOERR_DELETE`): the file or its folder cannot be written.
    public var isJournalLeft: Bool {
        extendedCode == SQLITE_READONLY | (3 << 8) || extendedCode == SQLITE_IOERR | (10 << 8)
    }
    /// The file could not be opened or created at all.
    public var isCannotOpen: Bool { code == SQLITE_CANTOPEN }
    /// A constraint (unique, foreign key, check) was violated.
    public var isConstraint: Bool { code == SQLITE_CONSTRAINT }
    /// The disk (or the database's `max_page_count`) is full.
    public var isFull: Bool { code == SQLITE_FULL }
}
