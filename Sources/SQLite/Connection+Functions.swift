import CSQLite

extension Connection {
    /// Makes `name(text)` callable in this connection's SQL: a deterministic
    /// function of one text argument (NULL gives NULL), computed by
    /// `transform`. The function lives as long as the connection.
    public func defineFunction(_ name: String, _ transform: @escaping @Sendable (String) -> String) throws(SQLiteError) {
        let box = Unmanaged.passRetained(TextFunction(transform)).toOpaque()
        let code = sqlite3_create_function_v2(handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box, { context, count, arguments in
            guard let context, count == 1, let argument = arguments?[0], let text = sqlite3_value_text(argument) else {
                sqlite3_result_null(context)
                return
            }
            let function = Unmanaged<TextFunction>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
            let result = function.transform(String(cString: text))
            result.withCString {
                sqlite3_result_text64(context, $0, sqlite3_uint64(result.utf8.count), hotels_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }, nil, nil, { box in
            if let box { Unmanaged<TextFunction>.fromOpaque(box).release() }
        })
        guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code) }
    }
}

/// The Swift side of a function ``Connection/defineFunction(_:_:)`` made.
private final class TextFunction {
    let transform: @Sendable (String) -> String
    init(_ transform: @escaping @Sendable (String) -> String) { self.transform = transform }
}
