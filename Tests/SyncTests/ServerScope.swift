import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// One Radicale server for a suite of sync tests, for the fixtures of the
/// `.radicale` kind: started before the suite's first test where Radicale
/// is installed (always under CI, where its absence fails the suite), and
/// stopped by its pid after the last. Each fixture makes an address book
/// of its own on it.
struct SyncServerScope: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard SyncServer.shouldRun else { return try await function() }
        guard RadicaleServer.isAvailable else {
            throw ToolFailure(tool: "radicale, htpasswd", message: "missing under CI=true; install radicale and apache2-utils (.ci/run does)")
        }
        let server = try RadicaleServer(password: SyncServer.password)
        defer { server.stop() }
        try await SyncServer.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == SyncServerScope {
    /// Runs the suite with a Radicale server for its `.radicale` fixtures.
    static var syncServer: SyncServerScope { SyncServerScope() }
}

/// The suite's server and a client of it.
enum SyncServer {
    @TaskLocal static var current: RadicaleServer?

    static let password = "Sync-pw-4b1d-radicale"

    /// Whether the `.radicale` kind runs: where Radicale is installed, and always under CI.
    static var shouldRun: Bool { RadicaleServer.isAvailable || TestPaths.isCI }

    /// A client of the suite's server as its user.
    static func client() throws -> CardDAVClient {
        let server = try #require(current, "no Radicale server: the suite needs the .syncServer trait")
        let configuration = CardDAVConfiguration(credentials: Credentials(username: server.username, password: password),
                                                 timeout: 10, retry: RetryPolicy(attempts: 2, initialDelay: 0.05), multigetBatchSize: 4)
        return CardDAVClient(configuration: configuration, transport: try CurlTransport())
    }

    /// A new, empty address book on the suite's server.
    static func newAddressBook() throws -> CardDAVCollection {
        let server = try #require(current, "no Radicale server: the suite needs the .syncServer trait")
        let client = try client()
        let url = server.homeURL.appendingPathComponent("book-\(UUID().uuidString.prefix(8))/")
        try client.makeAddressBook(at: url, displayName: "Sync test book")
        return client.collection(at: url)
    }
}
