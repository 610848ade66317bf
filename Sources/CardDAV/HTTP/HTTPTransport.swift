import Foundation

/// What carries one HTTP request to a server and its response back: the
/// client's only door to the network, so tests can put a scripted one in
/// its place. A transport follows no redirects and retries nothing; the
/// client does both.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits for the answer as `timeouts` allow: the
    /// connection within its bound, then no silence longer than its bound.
    /// Blocks the calling thread.
    func send(_ request: HTTPRequest, timeouts: HTTPTimeouts) throws(TransportError) -> HTTPResponse
}

/// How long one request may wait, in two bounds that do not share time:
/// first for its connection, then, once connected, for each byte.
public struct HTTPTimeouts: Sendable, Equatable {
    /// Seconds the connection may take to be made: the name looked up, the
    /// TCP and the TLS handshakes. A reused connection takes none.
    public var connect: TimeInterval
    /// Seconds without a byte moving either way, counted from when the
    /// connection is up, after which the request fails.
    public var silence: TimeInterval

    /// The two bounds, in seconds.
    public init(connect: TimeInterval, silence: TimeInterval) {
        self.connect = connect
        self.silence = silence
    }
}

/// A request that got no HTTP response at all.
public enum TransportError: Error, Sendable, Equatable {
    /// No connection could be made or it broke: refused, reset, no route,
    /// no such host. Worth trying again later.
    case unreachable(reason: String)
    /// The connection was made and closed with no answer at all: a server
    /// that broke off, or one that speaks only TLS asked in plain HTTP.
    case emptyReply(reason: String)
    /// No connection was made within ``HTTPTimeouts/connect``.
    case connectTimedOut
    /// Connected, the server said nothing for longer than ``HTTPTimeouts/silence``.
    case timedOut
    /// TLS failed: the server's certificate is not trusted. Trying again
    /// will not help; a `ca_file` might.
    case tls(reason: String)
    /// TLS failed with the CA file the transport was given: it could not be
    /// read as certificates, or it does not hold the CA that signed the
    /// server's certificate. A setting to fix, not a server to wait for.
    case caFileFailed(reason: String)
    /// No TLS session could be set up: the server on that port does not
    /// speak TLS (a plain HTTP server), or offers nothing the client takes.
    /// Trying again will not help, nor will a `ca_file`.
    case tlsHandshake(reason: String)
    /// The response's body grew past the transport's limit (by default
    /// ``largestBody`` bytes): no address book's answer is that large, and
    /// reading on would hold it all.
    case responseTooLarge

    /// The most bytes a response's body may have by default (decoded):
    /// libxml2 reads a document of at most 2 GiB, and a REPORT of 100,000
    /// cards is some 100 MB.
    public static let largestBody = 1 << 30
}
