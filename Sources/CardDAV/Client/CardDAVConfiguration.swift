import Foundation

/// How a ``CardDAVClient`` talks to its server: whom it authenticates as,
/// whether plain HTTP to another machine is allowed, how long it waits and
/// how it retries, and how much it asks for at once.
public struct CardDAVConfiguration: Sendable {
    /// Whom every request authenticates as (HTTP Basic).
    public var credentials: Credentials
    /// Plain HTTP to a host other than this machine (a book's `insecure = yes`).
    public var allowsInsecureHTTP: Bool
    /// Seconds of silence after which one request counts as failed,
    /// counted once its connection is up.
    public var timeout: TimeInterval
    /// Seconds one connection may take to be made (TLS handshake included);
    /// a bound of its own, which takes nothing from ``timeout``.
    public var connectTimeout: TimeInterval
    /// When and how long to wait before trying a request again.
    public var retry: RetryPolicy
    /// Cards asked for in one `addressbook-multiget`.
    public var multigetBatchSize: Int
    /// Truncated `sync-collection` answers followed before giving up.
    public var maximumSyncRounds: Int
    /// Redirects followed (on one host) before giving up.
    public var maximumRedirects: Int

    /// A configuration; the defaults suit a server on the internet.
    public init(credentials: Credentials, allowsInsecureHTTP: Bool = false, timeout: TimeInterval = 30,
                connectTimeout: TimeInterval = 30, retry: RetryPolicy = .standard, multigetBatchSize: Int = 100,
                maximumSyncRounds: Int = 1000, maximumRedirects: Int = 5) {
        self.credentials = credentials
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.retry = retry
        self.multigetBatchSize = max(1, multigetBatchSize)
        self.maximumSyncRounds = max(1, maximumSyncRounds)
        self.maximumRedirects = maximumRedirects
    }

    /// What one request may wait: ``connectTimeout``, then ``timeout``.
    public var timeouts: HTTPTimeouts { HTTPTimeouts(connect: connectTimeout, silence: timeout) }
}
