import CSQLite

/// A prepared statement. Bind values by position (1-based, as SQLite counts),
/// then ``step()`` through the rows; ``reset()`` makes it ready to run again.
///
/// A `Statement` belongs to the ``Connection`` that prepared it and must not
/// outlive it or cross threads.
public final class Statement {
    let handle: OpaquePointer
    /// The SQL text, for error messages.
    public let sql: String
    private unowned let connection: Connection

    init(connection: Connection, sql: String, persistent: Bool) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, flags, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            throw SQLiteError(connection: connection.handle, code: code, sql: sql)
        }
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    // MARK: - Binding

    /// Binds `values` to parameters 1, 2, … in order, after a reset.
    @discardableResult
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) -> Statement {
        reset()
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
        return self
    }

    /// Binds one value to the 1-based parameter `index`.
    public func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
        case .real(let number): code = sqlite3_bind_double(handle, index, number)
        case .text(var text):
            // From the string's own UTF-8, with its length, and no
            // NUL-terminated copy: SQLite copies the bytes (SQLITE_TRANSIENT).
            code = text.withUTF8 { bytes in
                // An empty string may have no storage; a NULL pointer would bind NULL.
                guard let base = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, nil) }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(handle, index, $0, sqlite3_uint64(bytes.count), hotels_sqlite_transient(), UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            code = bytes.withUnsafeBytes {
                sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), hotels_sqlite_transient())
            }
        }
        guard code == SQLITE_OK else { throw SQLiteError(connection: connection.handle, code: code, sql: sql) }
    }

    // MARK: - Running

    /// Advances to the next row; `false` when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError(connection: connection.handle, code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows. Its texts and blobs are bound
    /// where they are, not copied (``bindingInPlace(_:from:_:)``): a card of
    /// tens of megabytes is not held twice while it is written.
    public func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        reset()
        sqlite3_clear_bindings(handle)
        // No binding outlives the bytes it points at: cleared inside the innermost binding's
        // scope, where they are still valid (a short string's bytes are a copy on the stack),
        // and after a binding that failed.
        defer { sqlite3_clear_bindings(handle) }
        try bindingInPlace(values[...], from: 1) { () throws(SQLiteError) in
            defer {
                reset()
                sqlite3_clear_bindings(handle)
            }
            while try step() {}
        }
    }

    /// Binds `values` to the parameters from `index` on, texts and blobs
    /// without a copy (SQLite's `SQLITE_STATIC`: their bytes stay valid
    /// while `body` runs, and the caller clears the bindings before they
    /// go), then runs `body`.
    private func bindingInPlace(_ values: ArraySlice<SQLiteValue>, from index: Int32,
                                _ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
        guard let value = values.first else { return try body() }
        let rest = values.dropFirst()
        var failure: SQLiteError?
        func bound(_ code: Int32) {
            do throws(SQLiteError) {
                guard code == SQLITE_OK else { throw SQLiteError(connection: connection.handle, code: code, sql: sql) }
                try bindingInPlace(rest, from: index + 1, body)
            } catch {
                failure = error
            }
        }
        switch value {
        case .text(var text):
            text.withUTF8 { bytes in
                // An empty string may have no storage; a NULL pointer would bind NULL.
                guard let base = bytes.baseAddress else { return bound(sqlite3_bind_text(handle, index, "", 0, nil)) }
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    bound(sqlite3_bind_text64(handle, index, $0, sqlite3_uint64(bytes.count), nil, UInt8(SQLITE_UTF8)))
                }
            }
        case .blob(let bytes):
            bytes.withUnsafeBytes { bound(sqlite3_bind_blob64(handle, index, $0.baseAddress, sqlite3_uint64($0.count), nil)) }
        case .null, .integer, .real:
            try bind(value, at: index)
            return try bindingInPlace(rest, from: index + 1, body)
        }
        if let failure { throw failure }
    }

    /// Runs the statement and maps every row.
    public func rows<T>(_ values: [SQLiteValue] = [], _ transform: (Row) throws(SQLiteError) -> T) throws(SQLiteError) -> [T] {
        try bind(values)
        defer { reset() }
        var result: [T] = []
        while try step() { result.append(try transform(Row(statement: self))) }
        return result
    }

    /// Runs the statement and hands each row to `body` without collecting
    /// them: for scans whose result would not fit in memory as a whole.
    public func each(_ values: [SQLiteValue] = [], _ body: (Row) throws(SQLiteError) -> Void) throws(SQLiteError) {
        try bind(values)
        defer { reset() }
        while try step() { try body(Row(statement: self)) }
    }

    /// Like ``each(_:_:)``, but stops stepping as soon as `body` returns `false`.
    public func scan(_ values: [SQLiteValue] = [], _ body: (Row) throws(SQLiteError) -> Bool) throws(SQLiteError) {
        try bind(values)
        defer { reset() }
        while try step() { guard try body(Row(statement: self)) else { return } }
    }

    /// The first row mapped, or `nil` when there is none.
    public func first<T>(_ values: [SQLiteValue] = [], _ transform: (Row) throws(SQLiteError) -> T) throws(SQLiteError) -> T? {
        try bind(values)
        defer { reset() }
        return try step() ? try transform(Row(statement: self)) : nil
    }

    /// Makes the statement ready to run again (bindings are kept).
    public func reset() { sqlite3_reset(handle) }
}

/// The current row of a stepping ``Statement``; columns are 0-based.
public struct Row {
    let statement: Statement

    /// Whether the column holds NULL.
    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement.handle, column) == SQLITE_NULL }

    /// The column as an integer, converted by SQLite's rules: 0 for NULL, text
    /// read as a number.
    public func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }

    /// The column as an integer, or `nil` for NULL.
    public func optionalInt(_ column: Int32) -> Int64? { isNull(column) ? nil : int(column) }

    /// The column as a real, converted by SQLite's rules: 0.0 for NULL.
    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement.handle, column) }

    /// The column as a real, or `nil` for NULL.
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    /// The column as text; `""` for NULL.
    public func string(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement.handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as text, or `nil` for NULL.
    public func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

    /// The column as bytes; empty for NULL.
    public func blob(_ column: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(statement.handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// The column as the value it is stored as, in its storage class.
    public func value(_ column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement.handle, column) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .integer(int(column))
        case SQLITE_FLOAT: return .real(double(column))
        case SQLITE_BLOB: return .blob(blob(column))
        default: return .text(string(column))
        }
    }
}
