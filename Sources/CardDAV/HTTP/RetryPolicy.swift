import Foundation

/// How often and how long the client tries a request again after a 429, a
/// 500/502/503/504 or a network failure: exponential backoff from
/// ``initialDelay``, doubling up to ``maximumDelay``, for at most
/// ``attempts`` tries in all. A server's `Retry-After` replaces the backoff
/// for that wait, but no wait is longer than ``maximumRetryAfter``: a
/// server that asks for more is reported as busy at once.
public struct RetryPolicy: Sendable, Equatable {
    /// Tries in all, the first included (1: no retries).
    public var attempts: Int
    /// The wait after the first failure; each further one doubles it.
    public var initialDelay: TimeInterval
    /// The longest backoff wait.
    public var maximumDelay: TimeInterval
    /// The longest `Retry-After` waited for; a server asking for more is busy.
    public var maximumRetryAfter: TimeInterval

    /// A policy; `attempts` below 1 counts as 1.
    public init(attempts: Int = 4, initialDelay: TimeInterval = 0.5, maximumDelay: TimeInterval = 8,
                maximumRetryAfter: TimeInterval = 60) {
        self.attempts = max(1, attempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// Four tries, 0.5 s to 8 s apart, `Retry-After` up to a minute.
    public static let standard = RetryPolicy()
    /// One try: nothing is retried.
    public static let none = RetryPolicy(attempts: 1)

    /// Whether a response with `status` is worth another try.
    static func isRetryable(status: Int) -> Bool {
        [429, 500, 502, 503, 504].contains(status)
    }

    /// The wait before try number `attempt + 1` (after `attempt` failed
    /// ones, counting from 1), or `nil` when no try is left or the server
    /// asks for longer than the policy allows.
    func delay(after attempt: Int, retryAfter: TimeInterval?) -> TimeInterval? {
        guard attempt < attempts else { return nil }
        if let retryAfter {
            return retryAfter <= maximumRetryAfter ? max(0, retryAfter) : nil
        }
        return min(maximumDelay, initialDelay * pow(2, Double(attempt - 1)))
    }

    /// A `Retry-After` value (RFC 9110 §10.2.3) in seconds from `now`:
    /// a number of seconds, or an HTTP date (one past is now). A negative
    /// number is no delay-seconds: none, so the policy's own backoff applies.
    static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
