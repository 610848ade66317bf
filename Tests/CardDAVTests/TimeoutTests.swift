import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// The transport's two bounds through the real libcurl transport, against
/// a loopback server that misbehaves on cue: the connection must be up
/// within the connect timeout, and from then on no silence may last longer
/// than the request timeout; neither takes time from the other.
@Suite(.enabled(if: LoopbackHTTP.shouldRun && (TestTools.path("openssl") != nil || TestPaths.isCI), "needs python3 and openssl"))
struct TimeoutTests {
    static let book = "alice/book/"
    static let card = "/alice/book/loop-1.vcf"

    /// A client that tries once, with `connect` and `silence` seconds.
    func client(connect: TimeInterval, silence: TimeInterval, caFile: String? = nil) throws -> CardDAVClient {
        let configuration = CardDAVConfiguration(credentials: Credentials(username: "alice", password: "Loop-pw-5"),
                                                 timeout: silence, connectTimeout: connect, retry: .none)
        return CardDAVClient(configuration: configuration, transport: try CurlTransport(caFile: caFile))
    }

    @Test("a server that takes the request and says nothing times out waiting for the answer, naming the card's URL")
    func silentAfterRequest() throws {
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(silent: true))
        let collection = try client(connect: 30, silence: 1).collection(at: server.baseURL.appendingPathComponent(Self.book))
        let started = Date()
        let error = #expect(throws: CardDAVError.self) { try collection.get(Self.card) }
        let waited = Date().timeIntervalSince(started)
        #expect(error == .timedOut(url: server.baseURL.absoluteString + "alice/book/loop-1.vcf", waiting: .answer(seconds: 1)))
        #expect(error?.isTemporary == true)
        #expect(waited >= 1 && waited < 6, "waited \(waited) s")
        #expect(try server.requests().map(\.path) == [Self.card])
    }

    @Test("a TLS server that accepts and never finishes its handshake times out on the connect timeout, not the request timeout")
    func silentHandshake() throws {
        let folder = TemporaryDirectory("hotels-loop-ca")
        let certificates = try TestCertificates.make(in: folder.url.path)
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(tls: certificates, silent: true))
        let collection = try client(connect: 1, silence: 30, caFile: certificates.caFile)
            .collection(at: server.baseURL.appendingPathComponent(Self.book))
        let started = Date()
        let error = #expect(throws: CardDAVError.self) { try collection.get(Self.card) }
        let waited = Date().timeIntervalSince(started)
        #expect(error == .timedOut(url: server.baseURL.absoluteString + "alice/book/loop-1.vcf", waiting: .connection(seconds: 1)))
        #expect(error?.description.contains("no connection to the server within 1 s") == true)
        #expect(waited < 6, "waited \(waited) s")
        #expect(try server.requests().isEmpty)
    }

    @Test("a slow TLS handshake takes nothing from the request timeout; a slow answer that then streams succeeds")
    func slowHandshakeThenStreams() throws {
        let folder = TemporaryDirectory("hotels-loop-ca")
        let certificates = try TestCertificates.make(in: folder.url.path)
        // Each wait alone is shorter than its bound; the handshake and the
        // answer together, or the whole stream, are longer than the silence bound.
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(tls: certificates, handshakeDelay: 3, headerDelay: 1,
                                                             chunks: 4, chunkGap: 0.5))
        let collection = try client(connect: 10, silence: 2.5, caFile: certificates.caFile)
            .collection(at: server.baseURL.appendingPathComponent(Self.book))
        let started = Date()
        let fetched = try collection.get(Self.card)
        #expect(Date().timeIntervalSince(started) > 5)
        #expect(Data(fetched.vcard.utf8) == server.card)
        #expect(fetched.etag == "\"loop-1\"")
    }
}

/// A response past the transport's limit is not read on.
@Suite(.enabled(if: LoopbackHTTP.shouldRun, "needs python3"))
struct ResponseLimitTests {
    @Test("an answer larger than the transport takes ends the request as a malformed answer, not tried again")
    func tooLarge() throws {
        let server = try LoopbackHTTP(LoopbackHTTP.Behaviour(chunks: 4))
        let configuration = CardDAVConfiguration(credentials: Credentials(username: "alice", password: "Loop-pw-5"), timeout: 10, connectTimeout: 10)
        let small = CardDAVClient(configuration: configuration, transport: try CurlTransport(largestBody: 16))
        let error = #expect(throws: CardDAVError.self) { try small.collection(at: server.baseURL.appendingPathComponent(TimeoutTests.book)).get(TimeoutTests.card) }
        #expect(error == .malformedResponse(url: server.baseURL.absoluteString + "alice/book/loop-1.vcf", reason: "the answer is too large; nothing was read from it"))
        #expect(try server.requests().count == 1)
        let roomy = CardDAVClient(configuration: configuration, transport: try CurlTransport())
        #expect(throws: Never.self) { try roomy.collection(at: server.baseURL.appendingPathComponent(TimeoutTests.book)).get(TimeoutTests.card) }
    }
}
