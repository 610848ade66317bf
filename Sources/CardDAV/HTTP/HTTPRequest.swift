import Foundation

/// One HTTP request as the client sends it: method, URL, headers, body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    /// Header fields in the order they are set; names as written.
    public var headers: [(name: String, value: String)]
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

    public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.url == b.url && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
