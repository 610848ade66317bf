@testable import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// What the libcurl transport promises every server, checked on a loopback
/// HTTP/1.1 server that counts its connections and keeps every request's
/// headers: one connection for many requests, compressed answers decoded,
/// and the User-Agent it names itself by.
@Suite(.enabled(if: LoopbackHTTP.shouldRun, "needs python3"))
struct ConnectionTests {
    /// A collection on `server` through one transport.
    func collection(on server: LoopbackHTTP) throws -> CardDAVCollection {
        let configuration = CardDAVConfiguration(credentials: Credentials(username: "alice", password: "Loop-pw-6"),
                                                 timeout: 10, connectTimeout: 10, retry: .none)
        return CardDAVClient(configuration: configuration, transport: try CurlTransport())
            .collection(at: server.baseURL.appendingPathComponent("alice/book/"))
    }

    @Test("requests one after another through one transport share one kept-alive connection")
    func oneConnection() throws {
        let server = try LoopbackHTTP()
        let book = try collection(on: server)
        for number in 1...3 { _ = try book.get("/alice/book/\(number).vcf") }
        let seen = try server.requests()
        #expect(seen.map(\.path) == ["/alice/book/1.vcf", "/alice/book/2.vcf", "/alice/book/3.vcf"])
        #expect(seen.map(\.connection) == [1, 1, 1])
    }

    @Test("the transport accepts gzip, and a gzip-encoded answer comes out decoded")
    func gzipDecoded() throws {
        let server = try LoopbackHTTP()
        let fetched = try collection(on: server).get("/alice/book/loop-1.vcf")
        let seen = try #require(try server.requests().first)
        let accepted = (seen.headers["accept-encoding"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(accepted.contains("gzip"))
        #expect(seen.encoding == "gzip")
        #expect(Data(fetched.vcard.utf8) == server.card)
    }

    @Test("every request names the transport by its User-Agent")
    func userAgent() throws {
        let server = try LoopbackHTTP()
        _ = try collection(on: server).get("/alice/book/loop-1.vcf")
        #expect(try server.requests().map { $0.headers["user-agent"] } == [CurlTransport.userAgent])
        #expect(CurlTransport.userAgent.hasPrefix("hotels"))
    }
}
