import Books
@testable import CardDAV
import Foundation
import Testing

/// Where the book's credentials and writes may go: its collection on its
/// server, never another host, port or scheme, nor outside the collection,
/// whatever a listing, a `Location` or a redirect names. (A hostile-server
/// probe's findings: a listing's href on another host was sent PUT with the
/// password, and a redirect to another port on the same host was followed.)
@Suite struct ServerBoundaryTests {
    let book = URL(string: "https://dav.example/alice/book/")!

    @Test("inside the collection: on its server, under its path, not the collection itself",
          arguments: [("/alice/book/a.vcf", true), ("a.vcf", true), ("https://dav.example/alice/book/a.vcf", true),
                      ("https://DAV.example:443/alice/book/a%20b.vcf", true), ("/alice/book/", false), ("/alice/book", false),
                      ("/alice/other/a.vcf", false), ("/alice/bookish/a.vcf", false), ("../other/a.vcf", false),
                      ("https://elsewhere.example/alice/book/a.vcf", false), ("https://dav.example:8443/alice/book/a.vcf", false),
                      ("http://dav.example/alice/book/a.vcf", false), ("/alice/book%2Fa.vcf", false),
                      ("/alice/book/%2E%2E/other/a.vcf", false), ("/alice/book/../other/a.vcf", false),
                      ("/Alice/Book/a.vcf", true), ("/alice//book/a.vcf", true), ("/alice/book/sub/a.vcf", true)])
    func inside(_ href: String, _ expected: Bool) {
        #expect(Href.isInside(href, collection: book) == expected, "\(href)")
    }

    @Test("a listing, a sync-collection answer and a multiget leave out what is outside the collection")
    func listingsLeaveOut() throws {
        let outside = ["https://elsewhere.example/alice/book/x.vcf", "/alice/other/y.vcf", "https://dav.example:8443/alice/book/z.vcf"]
        let transport = ScriptedTransport([
            .respond(multistatus(([cardResponse("/alice/book/a.vcf", etag: "\"1\"")] + outside.map { cardResponse($0, etag: "\"1\"") }))),
            .respond(multistatus(([cardResponse("/alice/book/a.vcf", etag: "\"2\"")] + outside.map { cardResponse($0, etag: "\"2\"") }
                                  + ["<d:href>/alice/other/gone.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status>"]), token: "t-1")),
            .respond(multistatus(["/alice/book/a.vcf", outside[0]].map {
                "<d:href>\($0)</d:href><d:propstat><d:prop><d:getetag>\"3\"</d:getetag><c:address-data>BEGIN:VCARD\r\nVERSION:3.0\r\n"
                    + "FN:x\r\nEND:VCARD\r\n</c:address-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
            })),
        ])
        let collection = scriptedClient(transport).collection(at: book)
        let listing = try collection.listing()
        #expect(listing.cards == [CardResource(href: "/alice/book/a.vcf", etag: "\"1\"")])
        #expect(listing.outside == outside)
        let changes = try collection.changes(since: "t-0")
        #expect(changes.changed == [CardResource(href: "/alice/book/a.vcf", etag: "\"2\"")] && changes.deleted.isEmpty)
        #expect(changes.outside == outside + ["/alice/other/gone.vcf"])
        #expect(try collection.fetch(["/alice/book/a.vcf"]).cards.map(\.href) == ["/alice/book/a.vcf"])
    }

    @Test("a collection the server redirected: its cards are those under the path that answered, written there, and its truncation is seen")
    func redirectedCollection() throws {
        let moved = HTTPResponse(status: 301, headers: ["Location": "/moved/book/"])
        let transport = ScriptedTransport([
            .respond(moved),
            .respond(multistatus([cardResponse("/moved/book/a.vcf", etag: "\"1\""), cardResponse("/elsewhere/b.vcf", etag: "\"1\"")])),
            // A write to a card there goes there, and a create's Location there is recorded.
            .respond(HTTPResponse(status: 204, headers: ["ETag": "\"2\""])),
            .respond(HTTPResponse(status: 301, headers: ["Location": "/moved/book/n.vcf"])),
            .respond(HTTPResponse(status: 201, headers: ["Location": "/moved/book/n.vcf", "ETag": "\"1\""])),
            // A sync-collection answered there, truncated on the collection's own href there.
            .respond(moved),
            .respond(multistatus(["<d:href>/moved/book/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status>",
                                  cardResponse("/moved/book/a.vcf", etag: "\"3\"")], token: "t-1")),
            .respond(moved),
            .respond(multistatus([cardResponse("/moved/book/c.vcf", etag: "\"1\"")], token: "t-2")),
        ])
        let collection = scriptedClient(transport).collection(at: book)
        let listing = try collection.listing()
        #expect(listing.cards == [CardResource(href: "/moved/book/a.vcf", etag: "\"1\"")] && listing.outside == ["/elsewhere/b.vcf"])
        #expect(try collection.update("/moved/book/a.vcf", with: "BEGIN:VCARD\r\nEND:VCARD\r\n", ifMatch: "\"1\"").href == "/moved/book/a.vcf")
        #expect(try collection.create("BEGIN:VCARD\r\nEND:VCARD\r\n", named: "n.vcf").href == "/moved/book/n.vcf")
        let changes = try collection.changes(since: "t-0")
        #expect(changes.rounds == 2 && changes.changed.map(\.href) == ["/moved/book/a.vcf", "/moved/book/c.vcf"])
    }

    @Test("a card the server lists outside the collection is a problem of the scan, which holds back deletions, not a card gone")
    func outsideIsAProblem() throws {
        let transport = ScriptedTransport([.respond(multistatus([cardResponse("https://elsewhere.example/alice/book/x.vcf", etag: "\"1\"")]))])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        subject.usesSyncCollection = false
        let scan = try subject.scan(knowing: KnownCards(), reading: { _ in true }) { _ throws(BookError) in }
        #expect(scan.items == 0)
        #expect(scan.problems.map(\.item) == ["https://elsewhere.example/alice/book/x.vcf"])
        #expect(scan.problems.first?.message.contains("the server lists this card outside the collection") == true)
        #expect(transport.requests.count == 1)
    }

    @Test("nothing is sent to a card on another server: no request, and an error naming it", arguments: [
        "https://elsewhere.example/alice/book/a.vcf", "https://dav.example:8443/alice/book/a.vcf", "http://dav.example/alice/book/a.vcf",
    ])
    func writesStayOnTheServer(_ href: String) throws {
        let transport = ScriptedTransport([])
        let collection = scriptedClient(transport, insecure: true).collection(at: book)
        #expect(throws: CardDAVError.self) { try collection.update(href, with: "BEGIN:VCARD\r\nEND:VCARD\r\n", ifMatch: "\"1\"") }
        #expect(throws: CardDAVError.self) { try collection.delete(href, ifMatch: "\"1\"") }
        #expect(throws: CardDAVError.self) { try collection.get(href) }
        #expect(transport.requests.isEmpty)
    }

    @Test("a create's Location outside the collection is not where the card is recorded")
    func locationOutside() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 201, headers: ["Location": "https://elsewhere.example/x.vcf",
                                                                                       "ETag": "\"9\""]))])
        let written = try scriptedClient(transport).collection(at: book).create("BEGIN:VCARD\r\nEND:VCARD\r\n", named: "a.vcf")
        #expect(written.href == "/alice/book/a.vcf" && written.etag == "\"9\"")
    }

    @Test("a redirect to another port or scheme of the same host is refused, as one to another host is",
          arguments: ["https://dav.example:8443/alice/book/", "http://dav.example/alice/book/", "https://elsewhere.example/alice/book/"])
    func redirectElsewhere(_ location: String) throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 301, headers: ["Location": location]))])
        #expect(throws: CardDAVError.redirectedToAnotherHost(url: book.absoluteString, location: location)) {
            try scriptedClient(transport, insecure: true).collection(at: self.book).list()
        }
        #expect(transport.requests.count == 1)
    }

    @Test("a 401 asking only for Digest says hotels signs in with Basic; one offering Basic, or none, is a refused password")
    func digestOnly() throws {
        for (challenge, digest) in [("Digest realm=\"dav\", nonce=\"abc\", qop=\"auth\"", true), ("Basic realm=\"dav\"", false),
                                    ("Digest realm=\"dav\", Basic realm=\"dav\"", false), ("", false)] {
            let transport = ScriptedTransport([.respond(HTTPResponse(status: 401, headers: challenge.isEmpty ? [:] : ["WWW-Authenticate": challenge]))])
            let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport).collection(at: self.book).list() }
            #expect(error?.isAuthenticationFailure == true)
            if digest {
                #expect(error == .unsupportedAuthentication(url: book.absoluteString, scheme: "Digest"), "\(challenge)")
                #expect(error?.description.contains("asks for Digest authentication, and hotels signs in with Basic only") == true)
            } else {
                #expect(error == .unauthorized(url: book.absoluteString, status: 401, username: "bob"), "\(challenge)")
            }
        }
    }

    @Test("a sync-collection answer truncated again at the same token stops at once, not after a thousand rounds")
    func truncatedAtTheSameToken() throws {
        let truncated = multistatus(["<d:href>/alice/book/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status>"], token: "t-1")
        let transport = ScriptedTransport([.respond(truncated), .respond(truncated), .respond(truncated)])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport).collection(at: self.book).changes(since: "t-0") }
        guard case .malformedResponse(_, let reason)? = error else {
            Issue.record("expected a malformed answer, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("same sync-token"))
        #expect(transport.requests.count == 2)
    }
}

/// The `If-Match` a write sends for the version a listing gave.
@Suite struct IfMatchTests {
    @Test("a weak tag is sent as the strong one (a weak If-Match never matches); a strong or unquoted one as listed; none as *",
          arguments: [("W/\"abc\"", "\"abc\""), ("\"abc\"", "\"abc\""), ("abc", "abc"), ("W/abc", "abc")])
    func condition(_ listed: String, _ sent: String) {
        #expect(CardDAVBook.condition(listed) == sent)
    }

    @Test("a card listed without a tag is written over whatever version it has")
    func unknown() {
        #expect(CardDAVBook.condition(CardDAVBook.unknownVersion + "x") == "*")
    }
}
