import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// One Radicale server for a whole suite: started before its first test,
/// stopped by pid after its last, reachable as ``Radicale/current``.
/// Where Radicale is missing the suite is skipped — except under CI
/// (`CI=true`), where that fails it.
struct RadicaleScope: SuiteTrait, TestScoping {
    var tls = false

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard RadicaleServer.isAvailable else {
            throw ToolFailure(tool: "radicale, htpasswd", message: "missing under CI=true; install radicale and apache2-utils (.ci/run does)")
        }
        let folder = TemporaryDirectory("hotels-ca")
        let certificates = tls ? try TestCertificates.make(in: folder.url.path) : nil
        let server = try RadicaleServer(password: Radicale.password, certificates: certificates)
        defer { server.stop() }
        try await Radicale.$current.withValue(server) {
            try await Radicale.$certificates.withValue(certificates) { try await function() }
        }
    }
}

extension Trait where Self == RadicaleScope {
    /// Runs the suite against one Radicale server of its own.
    static var radicale: RadicaleScope { RadicaleScope() }
    /// Runs the suite against one Radicale server of its own, on TLS with a test CA.
    static var radicaleOverTLS: RadicaleScope { RadicaleScope(tls: true) }
}

/// The suite's server and what tests need to talk to it.
enum Radicale {
    @TaskLocal static var current: RadicaleServer?
    @TaskLocal static var certificates: TestCertificates?

    static let password = "Pw-of-alice-7e3f"

    /// Whether the suites that need Radicale run: where it is installed, and
    /// always under CI (where its absence then fails them).
    static var shouldRun: Bool { RadicaleServer.isAvailable || TestPaths.isCI }

    static var server: RadicaleServer {
        get throws { try #require(current, "no Radicale server: the suite needs the .radicale trait") }
    }

    /// A client of the suite's server as its user, retrying quickly.
    static func client(password: String = Radicale.password, transport: (any HTTPTransport)? = nil,
                       retry: RetryPolicy = RetryPolicy(attempts: 2, initialDelay: 0.05)) throws -> CardDAVClient {
        let server = try server
        let configuration = CardDAVConfiguration(credentials: Credentials(username: server.username, password: password),
                                                 timeout: 10, retry: retry, multigetBatchSize: 3)
        return CardDAVClient(configuration: configuration, transport: try transport ?? CurlTransport())
    }

    /// A new, empty address book of the suite's user, for one test.
    static func newAddressBook(_ client: CardDAVClient, name: String = "Test book") throws -> CardDAVCollection {
        let url = try server.homeURL.appendingPathComponent("book-\(UUID().uuidString.prefix(8))/")
        try client.makeAddressBook(at: url, displayName: name)
        return client.collection(at: url)
    }
}

/// A small vCard 3.0 card.
func card(uid: String, name: String, note: String? = nil) -> String {
    let noteLine = note.map { "NOTE:\($0)\r\n" } ?? ""
    return "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nORG:\(name)\r\n\(noteLine)END:VCARD\r\n"
}

extension CardDAVCollection {
    /// The collection's path with its trailing slash, as hrefs begin.
    var path: String { URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path }
}
