import Foundation

/// One HTTP request as the client sends it: method, URL, headers, body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, upper case as sent: `GET`, `PUT`, `PROPFIND`, `REPORT`….
    public var method: String
    /// The absolute URL it goes to; the client sends it without a user or
    /// password (those go in the `Authorization` header).
    public var url: URL
    /// Header fields in the order they are set; names as written.
    public var headers: [(name: String, value: String)]
    /// The body, or `nil` for none.
    public var body: Data?

    /// A request; headers in the order given.
    public init(method: String, url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The value of header `name` (compared without case), if set.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether method, URL, body and headers (in order, names compared as
    /// written) are the same.
    public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.url == b.url && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
