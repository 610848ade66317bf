@testable import CardDAV
import Foundation
import Testing

/// What statuses mean on reads of a collection, against a scripted transport.
@Suite struct ReadStatusTests {
    static let book = "https://dav.example/alice/book/"
    static let invalidToken = "<d:error xmlns:d=\"DAV:\"><d:valid-sync-token/></d:error>"
    static let unsupportedReport = "<d:error xmlns:d=\"DAV:\"><d:supported-report/></d:error>"

    @Test("sync-collection statuses", arguments: [
        (403, invalidToken, CardDAVError.invalidSyncToken(url: book)),
        (409, invalidToken, CardDAVError.invalidSyncToken(url: book)),
        (403, "", CardDAVError.unauthorized(url: book, status: 403, username: "bob")),
        (401, "", CardDAVError.unauthorized(url: book, status: 401, username: "bob")),
        (404, "", CardDAVError.collectionNotFound(url: book)),
        (410, "", CardDAVError.collectionNotFound(url: book)),
        // A probe's: a server that advertises sync-collection and refuses it (the user's fix: sync_collection = no).
        (403, unsupportedReport, CardDAVError.reportNotSupported(url: book, status: 403)),
        (501, "", CardDAVError.reportNotSupported(url: book, status: 501)),
        (405, "", CardDAVError.reportNotSupported(url: book, status: 405)),
    ])
    func syncStatuses(status: Int, body: String, expected: CardDAVError) {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: status, body: Data(body.utf8)))])
        #expect(throws: expected) { try scriptedClient(transport).collection(at: URL(string: Self.book)!).changes(since: "t") }
    }

    @Test("a sync-collection answer without a sync token is malformed, not an empty change set")
    func syncWithoutToken() {
        let transport = ScriptedTransport([.respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\"")]))])
        let error = #expect(throws: CardDAVError.self) { try scriptedClient(transport).collection(at: URL(string: Self.book)!).changes(since: nil) }
        guard case .malformedResponse? = error else {
            Issue.record("expected a malformed answer, got \(String(describing: error))")
            return
        }
    }

    @Test("a listing leaves out the collection itself and its sub-collections, and keeps hrefs as the server wrote them")
    func listingFilters() throws {
        let collection = "<d:href>/alice/book/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        let sub = "<d:href>/alice/book/sub/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        let transport = ScriptedTransport([.respond(multistatus([collection, sub, cardResponse("/alice/book/a%40b.vcf", etag: "\"1\"")]))])
        let cards = try scriptedClient(transport).collection(at: URL(string: "https://dav.example/alice/book")!).list()
        #expect(cards == [CardResource(href: "/alice/book/a%40b.vcf", etag: "\"1\"")])
        #expect(transport.requests.first?.url.absoluteString == Self.book)
    }
}
