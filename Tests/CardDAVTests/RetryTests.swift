import Books
@testable import CardDAV
import Foundation
import Testing

/// The connection's rules for trying again, redirects and where
/// credentials may go, against a scripted transport.
@Suite struct RetryTests {
    let book = URL(string: "https://dav.example/alice/book/")!

    @Test("a 503 and a network failure are tried again with growing waits, then the answer is used")
    func retriesThenSucceeds() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 503)), .fail(.unreachable(reason: "reset")),
                                           .respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\"")]))])
        let sleeps = RecordedSleeps()
        let cards = try scriptedClient(transport, sleeps: sleeps).collection(at: book).list()
        #expect(cards == [CardResource(href: "/alice/book/a.vcf", etag: "\"1\"")])
        #expect(transport.requests.count == 3)
        #expect(sleeps.all == [0.5, 1.0])
    }

    @Test("Retry-After, in seconds or as a date, replaces the backoff")
    func honoursRetryAfter() throws {
        let date = Date().addingTimeInterval(30)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 429, headers: ["Retry-After": "7"])),
                                           .respond(HTTPResponse(status: 503, headers: ["Retry-After": formatter.string(from: date)])),
                                           .respond(multistatus([]))])
        let sleeps = RecordedSleeps()
        _ = try scriptedClient(transport, sleeps: sleeps).collection(at: book).list()
        #expect(sleeps.all.count == 2)
        #expect(sleeps.all.first == 7)
        #expect((28...31).contains(sleeps.all.last ?? 0))
    }

    @Test("a Retry-After longer than the bound is a busy server at once, not a long sleep")
    func boundedRetryAfter() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 503, headers: ["Retry-After": "3600"]))])
        let sleeps = RecordedSleeps()
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport, sleeps: sleeps).collection(at: self.book).list() }
        #expect(error == .serverBusy(url: book.absoluteString, status: 503, retryAfter: 3600))
        #expect(error?.isTemporary == true)
        #expect(sleeps.all.isEmpty)
    }

    @Test("tries are bounded: a server that keeps failing is busy, one that cannot be reached unreachable")
    func boundedAttempts() throws {
        let busy = ScriptedTransport(Array(repeating: .respond(HTTPResponse(status: 502)), count: 10))
        #expect(throws: CardDAVError.serverBusy(url: book.absoluteString, status: 502, retryAfter: nil)) {
            try scriptedClient(busy).collection(at: self.book).list()
        }
        #expect(busy.requests.count == RetryPolicy.standard.attempts)
        let down = ScriptedTransport(Array(repeating: .fail(.unreachable(reason: "Connection refused")), count: 10))
        let sleeps = RecordedSleeps()
        #expect(throws: CardDAVError.unreachable(url: book.absoluteString, reason: "Connection refused")) {
            try scriptedClient(down, sleeps: sleeps).collection(at: self.book).list()
        }
        #expect(down.requests.count == RetryPolicy.standard.attempts)
        #expect(sleeps.all == [0.5, 1, 2])
    }

    @Test("both timeouts are tried again; once the tries are used up, the error names what was waited for and how long")
    func timeouts() throws {
        let defaults = CardDAVConfiguration(credentials: Credentials(username: "bob", password: "Scripted-pw-1"))
        let transport = ScriptedTransport([.fail(.connectTimedOut), .fail(.timedOut), .respond(multistatus([]))])
        _ = try scriptedClient(transport).collection(at: book).list()
        #expect(transport.requests.count == 3)
        #expect(transport.timeouts == Array(repeating: HTTPTimeouts(connect: defaults.connectTimeout, silence: defaults.timeout), count: 3))
        let connecting = ScriptedTransport([.fail(.connectTimedOut)])
        #expect(throws: CardDAVError.timedOut(url: book.absoluteString, waiting: .connection(seconds: defaults.connectTimeout))) {
            try scriptedClient(connecting, retry: .none).collection(at: self.book).list()
        }
        let silent = ScriptedTransport([.fail(.timedOut)])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(silent, retry: .none).collection(at: self.book).list() }
        #expect(error == .timedOut(url: book.absoluteString, waiting: .answer(seconds: defaults.timeout)))
        #expect(error?.isTemporary == true)
        #expect(error?.description.contains("request_timeout") == true)
    }

    @Test("a TLS failure and a 4xx are not tried again")
    func noRetryForPermanentFailures() throws {
        let tls = ScriptedTransport([.fail(.tls(reason: "unable to get local issuer certificate"))])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(tls).collection(at: self.book).list() }
        #expect(error == .untrustedCertificate(url: book.absoluteString, reason: "unable to get local issuer certificate"))
        #expect(error?.description.contains("ca_file") == true)
        let refused = ScriptedTransport([.respond(HTTPResponse(status: 401))])
        #expect(throws: CardDAVError.unauthorized(url: book.absoluteString, status: 401, username: "bob")) {
            try scriptedClient(refused).collection(at: self.book).list()
        }
        #expect(tls.requests.count == 1 && refused.requests.count == 1)
    }

    /// A probe's: a plain HTTP server that answered before and closes every connection now (a restart) was
    /// "does it speak only https?" (74), where a run later would do; one never heard from asks so.
    @Test("no answer at all to plain HTTP: a setup question for a book never listed, a temporary failure for one listed before")
    func noAnswerOverHTTP() throws {
        let url = URL(string: "http://127.0.0.1:9/alice/book/")!
        let never = CardDAVBook(collection: scriptedClient(ScriptedTransport(Array(repeating: .fail(.emptyReply(reason: "Empty reply from server")), count: 4)))
            .collection(at: url))
        let first = #expect(throws: BookError.self) { try never.scan(reading: { _ in false }) { _ in } }
        guard case .server(let message, let failure)? = first else { Issue.record("\(String(describing: first))"); return }
        #expect(failure == .other && message.contains("speak only https"), "\(message)")

        let known = CardDAVBook(collection: scriptedClient(ScriptedTransport(Array(repeating: .fail(.emptyReply(reason: "Empty reply from server")), count: 4)))
            .collection(at: url))
        known.listingState = ListingState(collection: known.location, token: "t1", etags: ["/alice/book/a.vcf": "\"1\""]).encoded
        let later = #expect(throws: BookError.self) { try known.scan(reading: { _ in false }) { _ in } }
        guard case .server(_, let again)? = later else { Issue.record("\(String(describing: later))"); return }
        #expect(again == .temporary)
    }

    /// A review's: with a ca_file set, a certificate for another host name was blamed on the ca_file (78).
    @Test("a certificate no trusted CA signed is the ca_file's to answer for; a wrong name, a date or a pin is not")
    func verificationFailures() {
        let issuer = "SSL certificate problem: unable to get local issuer certificate"
        let name = "SSL: no alternative certificate subject name matches target host name '127.0.0.1'"
        #expect(CurlTransport.verificationFailure(issuer, caFile: "/ca.pem") == .caFileFailed(reason: issuer + ", with the CAs of /ca.pem and the system's"))
        #expect(CurlTransport.verificationFailure("SSL certificate problem: self-signed certificate", caFile: "/ca.pem") != .tls(reason: "SSL certificate problem: self-signed certificate"))
        #expect(CurlTransport.verificationFailure(name, caFile: "/ca.pem") == .tls(reason: name))
        #expect(CurlTransport.verificationFailure("SSL certificate problem: certificate has expired", caFile: "/ca.pem")
                == .tls(reason: "SSL certificate problem: certificate has expired"))
        #expect(CurlTransport.verificationFailure(issuer, caFile: nil) == .tls(reason: issuer))
    }

    /// A review's: a refused addressbook-multiget was told to set sync_collection = no, which cannot help.
    @Test("a multiget the server refuses (501) is an unexpected status, not advice about sync-collection")
    func refusedMultiget() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 501))])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport).collection(at: self.book).fetch(["/alice/book/a.vcf"]) }
        #expect(error == .unexpectedStatus(method: "REPORT", url: book.absoluteString, status: 501))
        #expect(error?.description.contains("sync_collection") == false)
    }

    @Test("every request carries Basic credentials in its header, never in its URL")
    func basicAuthorization() throws {
        let transport = ScriptedTransport([.respond(multistatus([]))])
        let withUser = URL(string: "https://bob:in-url@dav.example/alice/book/")!
        _ = try scriptedClient(transport).collection(at: withUser).list()
        let request = try #require(transport.requests.first)
        #expect(request.header("Authorization") == "Basic " + Data("bob:Scripted-pw-1".utf8).base64EncodedString())
        #expect(request.url.absoluteString == "https://dav.example/alice/book/")
        #expect(request.header("Depth") == "1")
    }

    @Test("plain HTTP goes to loopback only, unless insecure HTTP is allowed")
    func plainHTTP() throws {
        let remote = URL(string: "http://dav.example/alice/book/")!
        let transport = ScriptedTransport([.respond(multistatus([]))])
        #expect(throws: CardDAVError.insecureURL(url: remote.absoluteString)) { try scriptedClient(transport).collection(at: remote).list() }
        #expect(transport.requests.isEmpty)
        _ = try scriptedClient(transport, insecure: true).collection(at: remote).list()
        #expect(transport.requests.count == 1)
    }

    @Test("a redirect on the same host is followed with the same method; one to another host is refused")
    func redirects() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 301, headers: ["Location": "/moved/book/"])),
                                           .respond(multistatus([])),
                                           .respond(HTTPResponse(status: 302, headers: ["Location": "https://elsewhere.example/book/"]))])
        let client = scriptedClient(transport)
        _ = try client.collection(at: book).list()
        #expect(transport.requests.map(\.url.absoluteString) == [book.absoluteString, "https://dav.example/moved/book/"])
        #expect(transport.requests.map(\.method) == ["PROPFIND", "PROPFIND"])
        #expect(throws: CardDAVError.redirectedToAnotherHost(url: book.absoluteString, location: "https://elsewhere.example/book/")) {
            try client.collection(at: self.book).list()
        }
    }

    @Test("a truncated sync-collection answer (507 on the collection) is followed with the token it gave")
    func truncatedSync() throws {
        let transport = ScriptedTransport([
            .respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\""), cardResponse("/alice/book/b.vcf", etag: "\"1\""),
                                  "<d:href>/alice/book/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status>"], token: "t-1")),
            .respond(multistatus([cardResponse("/alice/book/b.vcf", etag: "\"2\""),
                                  "<d:href>/alice/book/a.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status>",
                                  cardResponse("/alice/book/c.vcf", etag: "\"1\"")], token: "t-2")),
        ])
        let changes = try scriptedClient(transport).collection(at: book).changes(since: "t-0")
        #expect(changes.changed == [CardResource(href: "/alice/book/b.vcf", etag: "\"2\""), CardResource(href: "/alice/book/c.vcf", etag: "\"1\"")])
        #expect(changes.deleted == ["/alice/book/a.vcf"])
        #expect(changes.token == "t-2" && changes.rounds == 2)
        let bodies = transport.requests.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }
        #expect(bodies[0].contains("<d:sync-token>t-0</d:sync-token>"))
        #expect(bodies[1].contains("<d:sync-token>t-1</d:sync-token>"))
    }

    @Test("a 207 that is not XML is a malformed answer that names the problem")
    func malformedAnswer() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 207, body: Data("<html>oops".utf8)))])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport).collection(at: self.book).list() }
        guard case .malformedResponse(let url, _)? = error else {
            Issue.record("expected a malformed answer, got \(String(describing: error))")
            return
        }
        #expect(url == book.absoluteString)
    }

    @Test("Retry-After values", arguments: [
        ("120", 120.0), ("0", 0), ("  5 ", 5), ("-3", nil), ("soon", nil), ("", nil),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 0),
    ] as [(String, TimeInterval?)])
    func retryAfterValues(text: String, seconds: TimeInterval?) {
        #expect(RetryPolicy.retryAfter(text) == seconds)
    }
}
