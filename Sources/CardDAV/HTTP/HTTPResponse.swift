import Foundation

/// One HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The final status code (an interim 1xx response is not kept).
    public var status: Int
    /// Header values by lower-cased name; a field sent on several lines has
    /// its values joined by ", " (RFC 9110, 5.3).
    public var headers: [String: String]
    /// The body, already decompressed when the server compressed it; empty
    /// for none.
    public var body: Data

    /// A response; header names are lower-cased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The value of header `name` (any case), if the server sent it.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The `ETag` header when it holds one entity tag (`"…"` or `W/"…"`,
    /// RFC 9110, 8.8.3); `nil` when it is absent or malformed — among them
    /// two tags, sent on two lines — so that the card's version is asked
    /// for again rather than taken from a guess.
    public var entityTag: String? {
        guard let value = header("ETag") else { return nil }
        let opaque = value.hasPrefix("W/") ? value.dropFirst(2) : Substring(value)
        guard opaque.count >= 2, opaque.first == "\"", opaque.last == "\"",
              !opaque.dropFirst().dropLast().contains("\"") else { return nil }
        return value
    }
}
