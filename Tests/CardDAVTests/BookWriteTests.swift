import Books
@testable import CardDAV
import Foundation
import Testing

/// A CardDAV collection as a book, against a scripted server: what its
/// writes record and what the statuses they meet become.
@Suite struct BookWriteTests {
    let book = URL(string: "https://dav.example/alice/book/")!
    let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:lac\r\nFN:Hôtel du Lac\r\nEND:VCARD\r\n".utf8)

    @Test("a PUT answered without an etag (the server rewrote the card): a GET learns the etag of what it keeps")
    func etagAfterRewrite() throws {
        let transport = ScriptedTransport([
            .respond(HTTPResponse(status: 201, headers: ["Location": "/alice/book/server-chose.vcf", "ETag": "W/\"weak\""])),
            .respond(HTTPResponse(status: 200, headers: ["ETag": "\"kept\""], body: Data("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8))),
        ])
        let written = try CardDAVBook(collection: scriptedClient(transport).collection(at: book)).apply([.create(uid: "lac", bytes: card)])
        #expect(written.items == [BookItem(id: "/alice/book/server-chose.vcf", version: "\"kept\"",
                                           file: "https://dav.example/alice/book/server-chose.vcf", line: 1)])
        #expect(transport.requests.map(\.method) == ["PUT", "GET"])
        #expect(transport.requests.last?.url.absoluteString == "https://dav.example/alice/book/server-chose.vcf")
    }

    @Test("a PUT with a strong etag: recorded as it is, no GET")
    func strongETag() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 204, headers: ["ETag": "\"e2\""]))])
        let written = try CardDAVBook(collection: scriptedClient(transport).collection(at: book))
            .apply([.update(id: "/alice/book/lac.vcf", version: "\"e1\"", bytes: card)])
        #expect(written.items.first??.version == "\"e2\"")
        #expect(transport.requests.count == 1)
        #expect(transport.requests.first?.header("If-Match") == "\"e1\"")
    }

    @Test("412 is a card changed meanwhile (the writes before it stay made); 409 refuses that card alone")
    func statuses() throws {
        let uidConflict = "<d:error xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:carddav\"><c:no-uid-conflict/></d:error>"
        let transport = ScriptedTransport([
            .respond(HTTPResponse(status: 409, headers: [:], body: Data(uidConflict.utf8))),
            .respond(HTTPResponse(status: 204, headers: [:])),
            .respond(HTTPResponse(status: 412, headers: [:])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        #expect(throws: BookError.changedMeanwhile(path: "https://dav.example/alice/book/b.vcf", item: "/alice/book/b.vcf")) {
            try subject.apply([.create(uid: "lac", bytes: card), .delete(id: "/alice/book/a.vcf", version: "\"a\""),
                               .update(id: "/alice/book/b.vcf", version: "\"b\"", bytes: card)])
        }
        let refused = ScriptedTransport([.respond(HTTPResponse(status: 409, headers: [:], body: Data(uidConflict.utf8)))])
        let result = try CardDAVBook(collection: scriptedClient(refused).collection(at: book)).apply([.create(uid: "lac", bytes: card)])
        #expect(result.items == [nil])
        #expect(result.refused[0]?.contains("no-uid-conflict") == true)
    }

    @Test("the server's failures keep what the user can do: try later, fix the password, fix the URL")
    func failures() {
        #expect(CardDAVBook.bookError(.unreachable(url: "u", reason: "r")) == .server(message: CardDAVError.unreachable(url: "u", reason: "r").description, failure: .temporary))
        #expect(CardDAVBook.bookError(.timedOut(url: "u", waiting: .connection(seconds: 30))) == .server(message: CardDAVError.timedOut(url: "u", waiting: .connection(seconds: 30)).description, failure: .temporary))
        #expect(CardDAVBook.bookError(.unauthorized(url: "u", status: 401, username: "bob")) == .server(message: CardDAVError.unauthorized(url: "u", status: 401, username: "bob").description, failure: .credentials))
        #expect(CardDAVBook.bookError(.collectionNotFound(url: "u")) == .server(message: CardDAVError.collectionNotFound(url: "u").description, failure: .missing))
        // A probe's: a key of the book's section is what to change (78), not the network (74).
        #expect(CardDAVBook.bookError(.insecureURL(url: "u")) == .server(message: CardDAVError.insecureURL(url: "u").description, failure: .setup))
    }

    @Test("the listing kept between runs reads back; another collection's, or a damaged one, is none")
    func listingState() throws {
        let state = ListingState(collection: "https://dav.example/alice/book/", token: "t1", etags: ["/a.vcf": "\"1\"", "/b.vcf": nil])
        let bytes = try #require(state.encoded)
        #expect(ListingState(decoding: bytes, collection: "https://dav.example/alice/book/") == state)
        #expect(ListingState(decoding: bytes, collection: "https://dav.example/alice/other/") == nil)
        #expect(ListingState(decoding: Array("nonsense".utf8), collection: "https://dav.example/alice/book/") == nil)
        #expect(ListingState(collection: "c", token: nil, etags: [:]).encoded == nil)
    }

    @Test("the first card kept reads back, with a token or without one (then without etags); the form before it still reads")
    func listingStateFirstCard() throws {
        let collection = "https://dav.example/alice/book/"
        let first = ListingState.FirstCard(href: "/a.vcf", etag: "\"1\"", version: .v4_0)
        let state = ListingState(collection: collection, token: "t1", etags: ["/a.vcf": "\"1\""], firstCard: first)
        let bytes = try #require(state.encoded)
        #expect(ListingState(decoding: bytes, collection: collection) == state)
        let tokenless = try #require(ListingState(collection: collection, token: nil, etags: ["/a.vcf": "\"1\""], firstCard: first).encoded)
        #expect(ListingState(decoding: tokenless, collection: collection) == ListingState(collection: collection, token: nil, etags: [:], firstCard: first))
        let before = Array("hotels carddav listing 1\n\(collection)\nt1\n/a.vcf\t\"1\"\n/b.vcf\t-\n".utf8)
        #expect(ListingState(decoding: before, collection: collection) == ListingState(collection: collection, token: "t1", etags: ["/a.vcf": "\"1\"", "/b.vcf": nil]))
        #expect(ListingState(decoding: Array("hotels carddav listing 1\n\(collection)\n\n".utf8), collection: collection) == nil)
    }
}
