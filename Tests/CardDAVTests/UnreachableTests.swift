import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// A server that is not running, through the real libcurl transport.
@Suite struct UnreachableTests {
    @Test("a server that is not running is unreachable, a temporary failure, after the bounded tries")
    func notRunning() throws {
        let port = try LoopbackPort.free()
        let configuration = CardDAVConfiguration(credentials: Credentials(username: "alice", password: "Down-pw-4"), timeout: 5,
                                                 retry: RetryPolicy(attempts: 2, initialDelay: 0.05))
        let client = CardDAVClient(configuration: configuration, transport: try CurlTransport())
        let started = Date()
        let error = #expect(throws: CardDAVError.self) {
            try client.collection(at: URL(string: "http://127.0.0.1:\(port)/alice/book/")!).list()
        }
        guard case .unreachable(let url, _)? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(url == "http://127.0.0.1:\(port)/alice/book/")
        #expect(error?.isTemporary == true && error?.isAuthenticationFailure == false)
        #expect(error?.description.contains("Down-pw-4") == false)
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
