import Foundation

/// What carries one HTTP request to a server and its response back: the
/// client's only door to the network, so tests can put a scripted one in
/// its place. A transport follows no redirects and retries nothing; the
/// client does both.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and waits at most `timeout` seconds of silence for the
    /// answer. Blocks the calling thread.
    func send(_ request: HTTPRequest, timeout: TimeInterval) throws(TransportError) -> HTTPResponse
}

/// A request that got no HTTP response at all.
public enum TransportError: Error, Sendable, Equatable {
    /// No connection could be made or it broke: refused, reset, no route,
    /// no such host. Worth trying again later.
    case unreachable(reason: String)
    /// The server said nothing for longer than the timeout.
    case timedOut
    /// TLS failed: the server's certificate is not trusted (or the
    /// handshake failed). Trying again will not help; a `ca_file` might.
    case tls(reason: String)
}
