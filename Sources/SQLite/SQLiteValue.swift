/// A value SQLite stores: its five storage classes.
public enum SQLiteValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(nilLiteral: ()) { self = .null }
}

extension SQLiteValue {
    /// Text, or NULL for `nil`.
    public static func nullable(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }
    /// An integer, or NULL for `nil`.
    public static func nullable(_ value: Int?) -> SQLiteValue { value.map { .integer(Int64($0)) } ?? .null }
    /// A real, or NULL for `nil`.
    public static func nullable(_ value: Double?) -> SQLiteValue { value.map(SQLiteValue.real) ?? .null }
}
