import Foundation

/// One HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The final status code (an interim 1xx response is not kept).
    public var status: Int
    /// Header values by lower-cased name (a field sent on several lines as
    /// ``HeaderFields`` takes it).
    public var headers: [String: String]
    /// The body, already decompressed when the server compressed it; empty
    /// for none.
    public var body: Data

    /// A response; header names are lower-cased, and two spellings of one
    /// name are one field as ``HeaderFields`` takes it.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        var fields = HeaderFields()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { fields.add(name: name, value: value) }
        self.headers = fields.values
        self.body = body
    }

    /// The value of header `name` (any case), if the server sent it.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The `ETag` header when it holds one entity tag (`"…"` or `W/"…"`,
    /// RFC 9110, 8.8.3); `nil` when it is absent or malformed — among them
    /// two tags in one line — so that the card's version is asked
    /// for again rather than taken from a guess.
    public var entityTag: String? {
        guard let value = header("ETag") else { return nil }
        let opaque = value.hasPrefix("W/") ? value.dropFirst(2) : Substring(value)
        guard opaque.count >= 2, opaque.first == "\"", opaque.last == "\"",
              !opaque.dropFirst().dropLast().contains("\"") else { return nil }
        return value
    }
}
