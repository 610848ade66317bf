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

    @Test("https to a port where the server speaks plain HTTP: no TLS, said so, never taken for an untrusted certificate")
    func httpsToPlainHTTP() throws {
        let server = try LoopbackHTTP()
        var url = try #require(URLComponents(url: server.baseURL.appendingPathComponent("alice/book/"), resolvingAgainstBaseURL: false))
        url.scheme = "https"
        let configuration = CardDAVConfiguration(credentials: Credentials(username: "alice", password: "Loop-pw-6"),
                                                 timeout: 10, connectTimeout: 10, retry: .none)
        let book = CardDAVClient(configuration: configuration, transport: try CurlTransport()).collection(at: try #require(url.url))
        let error = #expect(throws: CardDAVError.self) { try book.list() }
        guard case .noTLS? = error else {
            Issue.record("expected no TLS, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("takes an http:// URL") == true)
        #expect(error?.description.contains("ca_file") == false)
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

    @Test("requests at once through one transport each get a connection of their own; the next reuses one of them")
    func requestsAtOnce() throws {
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(headerDelay: 1.5))
        let book = try collection(on: server)
        let failures = Failures()
        // Both start together, and each waits for its answer long after the
        // other has asked: on a loaded machine too, they overlap.
        let ready = DispatchGroup(), done = DispatchGroup()
        for number in 0..<2 {
            ready.enter()
            done.enter()
            Thread {
                ready.leave()
                ready.wait()
                do { _ = try book.get("/alice/book/at-once-\(number).vcf") } catch { failures.add(error) }
                done.leave()
            }.start()
        }
        done.wait()
        #expect(failures.all.isEmpty)
        _ = try book.get("/alice/book/after.vcf")
        let seen = try server.requests()
        #expect(Set(seen.prefix(2).map(\.connection)) == [1, 2])
        #expect([1, 2].contains(seen.last?.connection ?? 0))
    }

    @Test("an interim answer (103) before the final one: the response has the final answer's status and headers only")
    func interimAnswer() throws {
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(interim: true))
        let response = try CurlTransport().send(HTTPRequest(method: "GET", url: server.baseURL.appendingPathComponent("card.vcf")),
                                                timeouts: HTTPTimeouts(connect: 10, silence: 10))
        #expect(response.status == 200)
        #expect(response.header("ETag") == "\"loop-1\"")
        #expect(response.header("Link") == nil)
        #expect(response.body == server.card)
    }

    @Test("a list field sent on several lines is one list of its values in order, whatever the case of its name; two ETags are none")
    func repeatedFields() throws {
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(repeatedFields: true))
        let response = try CurlTransport().send(HTTPRequest(method: "GET", url: server.baseURL.appendingPathComponent("card.vcf")),
                                                timeouts: HTTPTimeouts(connect: 10, silence: 10))
        #expect(response.header("x-REPEATED") == "first, second")
        #expect(response.header("ETag") == nil)
        #expect(response.entityTag == nil)
        #expect(response.header("Content-Type") == "text/vcard; charset=utf-8")
        #expect(response.body == server.card)
    }

    @Test("every request names the transport by its User-Agent")
    func userAgent() throws {
        let server = try LoopbackHTTP()
        _ = try collection(on: server).get("/alice/book/loop-1.vcf")
        #expect(try server.requests().map { $0.headers["user-agent"] } == [CurlTransport.userAgent])
        #expect(CurlTransport.userAgent.hasPrefix("hotels"))
    }
}

/// Errors thrown on other threads, kept for the test to look at.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    var all: [any Error] {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }

    func add(_ error: any Error) {
        lock.lock()
        errors.append(error)
        lock.unlock()
    }
}
