import Glibc

/// A value SQLite stores: its five storage classes.
public enum SQLiteValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// A signed 64-bit integer.
    case integer(Int64)
    /// An 8-byte IEEE floating-point number.
    case real(Double)
    /// A string, stored as UTF-8.
    case text(String)
    /// Bytes, stored as given.
    case blob([UInt8])
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral {
    /// A string literal is `.text`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// An integer literal is `.integer`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A floating-point literal is `.real`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// `nil` is `.null`.
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

extension SQLiteValue {
    /// Whether the two would be stored as the same bytes: text compared
    /// byte for byte (`==` takes canonically equivalent strings as equal,
    /// é as e + ◌́); reals by value or by their bits (SQLite stores −0.0 as
    /// 0, and a NaN is the same NaN).
    public func isIdentical(to other: SQLiteValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.integer(let a), .integer(let b)): return a == b
        case (.real(let a), .real(let b)): return a == b || a.bitPattern == b.bitPattern
        case (.text(var a), .text(var b)):
            return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
        case (.blob(let a), .blob(let b)): return a == b
        default: return false
        }
    }
}
