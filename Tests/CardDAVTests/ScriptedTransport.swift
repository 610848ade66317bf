@testable import CardDAV
import Foundation

/// A transport that answers from a script, in order, and keeps every
/// request it was sent: for the client's rules without a server.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    enum Step {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private var sent: [HTTPRequest] = []
    private var bounds: [HTTPTimeouts] = []

    init(_ steps: [Step]) { self.steps = steps }

    var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    /// The timeouts each request was sent with.
    var timeouts: [HTTPTimeouts] {
        lock.lock()
        defer { lock.unlock() }
        return bounds
    }

    func send(_ request: HTTPRequest, timeouts: HTTPTimeouts) throws(TransportError) -> HTTPResponse {
        lock.lock()
        sent.append(request)
        bounds.append(timeouts)
        let step = steps.isEmpty ? Step.fail(.unreachable(reason: "the script ran out")) : steps.removeFirst()
        lock.unlock()
        switch step {
        case .respond(let response): return response
        case .fail(let error): throw error
        }
    }
}

/// The waits a connection asked for, instead of sleeping.
final class RecordedSleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [TimeInterval] = []

    var all: [TimeInterval] {
        lock.lock()
        defer { lock.unlock() }
        return waits
    }

    func record(_ seconds: TimeInterval) {
        lock.lock()
        waits.append(seconds)
        lock.unlock()
    }
}

/// A client over `transport` that records its waits in `sleeps`.
func scriptedClient(_ transport: ScriptedTransport, sleeps: RecordedSleeps = RecordedSleeps(),
                    retry: RetryPolicy = .standard, insecure: Bool = false) -> CardDAVClient {
    let configuration = CardDAVConfiguration(credentials: Credentials(username: "bob", password: "Scripted-pw-1"),
                                             allowsInsecureHTTP: insecure, retry: retry)
    return CardDAVClient(connection: ServerConnection(configuration: configuration, transport: transport, sleep: sleeps.record))
}

/// A multistatus body listing `responses` (each a `<d:response>`'s inside).
func multistatus(_ responses: [String], token: String? = nil) -> HTTPResponse {
    let body = "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:carddav\">"
        + responses.map { "<d:response>\($0)</d:response>" }.joined()
        + (token.map { "<d:sync-token>\($0)</d:sync-token>" } ?? "") + "</d:multistatus>"
    return HTTPResponse(status: 207, headers: ["Content-Type": "application/xml"], body: Data(body.utf8))
}

/// A response element's inside for a card with an etag.
func cardResponse(_ href: String, etag: String) -> String {
    "<d:href>\(href)</d:href><d:propstat><d:prop><d:getetag>\(etag)</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
}
