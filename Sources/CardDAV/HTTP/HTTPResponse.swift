import Foundation

/// One HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The final status code (an interim 1xx response is not kept).
    public var status: Int
    /// Header values by lower-cased name; a repeated field keeps one value.
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
}
