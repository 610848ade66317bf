import Foundation
import Synchronization

/// The authenticated, retrying way to one server that every operation
/// goes through. It keeps these rules for every request:
///
/// - no request goes where ``ConnectionSecurity`` forbids (plain HTTP to
///   another machine), redirects included;
/// - Basic credentials go with the first try (no 401 round trip), and only
///   to the server the caller named: a redirect to another host, port or
///   scheme is an error;
/// - a 429, a 500/502/503/504 or a network failure is tried again as the
///   ``RetryPolicy`` says, honouring `Retry-After` up to its bound; a TLS
///   failure is not (it will not heal by itself), nor, once the tries are
///   used up, a plain HTTP server that closed every connection without a
///   word before it ever answered (one that speaks only https);
/// - it answers with the response (any status but those retried) or a
///   ``CardDAVError``; what a status means is the operation's business.
final class ServerConnection: Sendable {
    let configuration: CardDAVConfiguration
    let transport: any HTTPTransport
    /// Waits between tries; tests replace it to run without sleeping.
    let sleep: @Sendable (TimeInterval) -> Void
    /// Whether the server has answered any request of this connection.
    private let hasAnswered = Atomic<Bool>(false)

    init(configuration: CardDAVConfiguration, transport: any HTTPTransport,
         sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        self.configuration = configuration
        self.transport = transport
        self.sleep = sleep
    }

    /// A response and the URL that gave it (after redirects).
    struct Answer {
        var response: HTTPResponse
        var url: URL
    }

    /// Sends `method` to `url` and returns the answer.
    func send(_ method: String, _ url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil) throws(CardDAVError) -> Answer {
        var url = url
        var redirects = 0
        while true {
            let response = try sendFollowingRetries(method, url, headers: headers, body: body)
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("Location") else {
                return Answer(response: response, url: url)
            }
            guard let next = Href.url(location, relativeTo: url) else {
                throw .malformedResponse(url: CardDAVError.shown(url), reason: "a redirect to an unreadable location")
            }
            guard Href.sameOrigin(next, url) else {
                throw .redirectedToAnotherHost(url: CardDAVError.shown(url), location: CardDAVError.shown(next))
            }
            redirects += 1
            guard redirects <= configuration.maximumRedirects else {
                throw .unexpectedStatus(method: method, url: CardDAVError.shown(url), status: response.status)
            }
            url = next
        }
    }

    private func sendFollowingRetries(_ method: String, _ url: URL, headers: [(name: String, value: String)], body: Data?) throws(CardDAVError) -> HTTPResponse {
        guard ConnectionSecurity.permits(url, allowingInsecureHTTP: configuration.allowsInsecureHTTP) else {
            throw .insecureURL(url: CardDAVError.shown(url))
        }
        var request = HTTPRequest(method: method, url: Href.withoutCredentials(url),
                                  headers: [("Authorization", configuration.credentials.basicAuthorization)] + headers, body: body)
        if body != nil && request.header("Content-Type") == nil {
            request.headers.append(("Content-Type", "application/xml; charset=utf-8"))
        }
        var attempt = 0
        while true {
            attempt += 1
            let failure: CardDAVError
            let retryAfter: TimeInterval?
            do {
                let response = try transport.send(request, timeouts: configuration.timeouts)
                hasAnswered.store(true, ordering: .relaxed)
                guard RetryPolicy.isRetryable(status: response.status) else { return response }
                retryAfter = RetryPolicy.retryAfter(response.header("Retry-After"))
                failure = .serverBusy(url: CardDAVError.shown(url), status: response.status, retryAfter: retryAfter)
            } catch {
                switch error {
                case .tls(let reason):
                    throw .untrustedCertificate(url: CardDAVError.shown(url), reason: reason)
                case .caFileFailed(let reason):
                    throw .caFileFailed(url: CardDAVError.shown(url), reason: reason)
                case .tlsHandshake(let reason):
                    throw .noTLS(url: CardDAVError.shown(url), reason: reason)
                case .responseTooLarge:
                    throw .malformedResponse(url: CardDAVError.shown(url), reason: "the answer is too large; nothing was read from it")
                case .connectTimedOut:
                    failure = .timedOut(url: CardDAVError.shown(url), waiting: .connection(seconds: configuration.connectTimeout))
                case .timedOut:
                    failure = .timedOut(url: CardDAVError.shown(url), waiting: .answer(seconds: configuration.timeout))
                case .emptyReply where attempt > 1 && url.scheme?.lowercased() == "http" && !hasAnswered.load(ordering: .relaxed):
                    // No answer at all, try after try, to plain HTTP, from a
                    // server that never answered: one that speaks only https
                    // (thrown once the tries are used up, as any failure here).
                    failure = .noAnswerOverHTTP(url: CardDAVError.shown(url))
                case .unreachable(let reason), .emptyReply(let reason):
                    failure = .unreachable(url: CardDAVError.shown(url), reason: reason)
                }
                retryAfter = nil
            }
            guard let delay = configuration.retry.delay(after: attempt, retryAfter: retryAfter) else { throw failure }
            sleep(delay)
        }
    }
}
