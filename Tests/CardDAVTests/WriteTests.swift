@testable import CardDAV
import Foundation
import Testing

/// What writes send and how their answers are read, against a scripted
/// transport: the headers of conditional requests, the href to record,
/// entity tags, and the statuses that are errors.
@Suite struct WriteTests {
    let book = URL(string: "https://dav.example/alice/book")!

    @Test("create sends If-None-Match: * and a vCard body; the server's Location is the href recorded")
    func createRecordsLocation() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 201, headers: [
            "Location": "https://dav.example/alice/book/server-chose.vcf", "ETag": "\"e1\""]))])
        let result = try scriptedClient(transport).collection(at: book).create("BEGIN:VCARD\r\nEND:VCARD\r\n", named: "Hôtel du Lac.vcf")
        #expect(result == WriteResult(href: "/alice/book/server-chose.vcf", etag: "\"e1\""))
        let request = try #require(transport.requests.first)
        #expect(request.method == "PUT")
        #expect(request.url.absoluteString == "https://dav.example/alice/book/H%C3%B4tel%20du%20Lac.vcf")
        #expect(request.header("If-None-Match") == "*")
        #expect(request.header("If-Match") == nil)
        #expect(request.header("Content-Type") == "text/vcard; charset=utf-8")
        #expect(request.body == Data("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8))
    }

    @Test("an ETag header is one entity tag, strong or weak, or none", arguments: [
        ("\"e1\"", "\"e1\""), ("W/\"e1\"", "W/\"e1\""), ("\"\"", "\"\""),
        ("e1", nil), ("\"e1", nil), ("\"e1\", \"e2\"", nil), ("w/\"e1\"", nil),
    ] as [(String, String?)])
    func entityTag(_ header: String, _ tag: String?) {
        #expect(HTTPResponse(status: 200, headers: ["ETag": header]).entityTag == tag)
    }

    @Test("without a Location the href written to is recorded; a weak entity tag is no version of what was sent")
    func weakETag() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 204, headers: ["ETag": "W/\"rewritten\""]))])
        let result = try scriptedClient(transport).collection(at: book).update("/alice/book/a.vcf", with: "x", ifMatch: "\"e1\"")
        #expect(result == WriteResult(href: "/alice/book/a.vcf", etag: nil))
        #expect(transport.requests.first?.header("If-Match") == "\"e1\"")
    }

    @Test("statuses a write can meet", arguments: [
        (412, "", CardDAVError.preconditionFailed(url: "https://dav.example/alice/book/a.vcf")),
        (409, "<d:error xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:carddav\"><c:no-uid-conflict/></d:error>",
         CardDAVError.conflict(url: "https://dav.example/alice/book/a.vcf", status: 409, conditions: ["no-uid-conflict"])),
        (403, "<d:error xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:carddav\"><c:valid-address-data/></d:error>",
         CardDAVError.conflict(url: "https://dav.example/alice/book/a.vcf", status: 403, conditions: ["valid-address-data"])),
        // The card's refusal, not the password's: the reads before it went through.
        (403, "Forbidden", CardDAVError.cardRefused(method: "PUT", url: "https://dav.example/alice/book/a.vcf", status: 403)),
        (401, "", CardDAVError.unauthorized(url: "https://dav.example/alice/book/a.vcf", status: 401, username: "bob")),
        (404, "", CardDAVError.resourceNotFound(url: "https://dav.example/alice/book/a.vcf")),
        (400, "", CardDAVError.cardRefused(method: "PUT", url: "https://dav.example/alice/book/a.vcf", status: 400)),
        (413, "", CardDAVError.cardRefused(method: "PUT", url: "https://dav.example/alice/book/a.vcf", status: 413)),
        (415, "", CardDAVError.cardRefused(method: "PUT", url: "https://dav.example/alice/book/a.vcf", status: 415)),
        (422, "", CardDAVError.cardRefused(method: "PUT", url: "https://dav.example/alice/book/a.vcf", status: 422)),
        (507, "", CardDAVError.insufficientStorage(method: "PUT", url: "https://dav.example/alice/book/a.vcf")),
    ])
    func writeStatuses(status: Int, body: String, expected: CardDAVError) {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: status, body: Data(body.utf8)))])
        #expect(throws: expected) {
            try scriptedClient(transport).collection(at: self.book).update("/alice/book/a.vcf", with: "x", ifMatch: "\"e1\"")
        }
    }

    @Test("delete sends If-Match; a card already gone is not found, a changed one 412")
    func delete() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 204)), .respond(HTTPResponse(status: 404)),
                                           .respond(HTTPResponse(status: 412))])
        let collection = scriptedClient(transport).collection(at: book)
        try collection.delete("/alice/book/a.vcf", ifMatch: "\"e2\"")
        #expect(transport.requests.first?.method == "DELETE")
        #expect(transport.requests.first?.header("If-Match") == "\"e2\"")
        #expect(throws: CardDAVError.resourceNotFound(url: "https://dav.example/alice/book/a.vcf")) { try collection.delete("/alice/book/a.vcf", ifMatch: "\"e2\"") }
        #expect(throws: CardDAVError.preconditionFailed(url: "https://dav.example/alice/book/a.vcf")) { try collection.delete("/alice/book/a.vcf", ifMatch: "\"e2\"") }
    }

    @Test("a card refused says what the server said; a delete refused on a read-only collection says it is the delete")
    func cardRefusedWords() throws {
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 403))])
        let url = "https://dav.example/alice/book/a.vcf"
        #expect(throws: CardDAVError.cardRefused(method: "DELETE", url: url, status: 403)) {
            try scriptedClient(transport).collection(at: self.book).delete("/alice/book/a.vcf", ifMatch: "\"e2\"")
        }
        #expect(CardDAVError.cardRefused(method: "PUT", url: url, status: 413).description
                    == "\(url): the server refused the card (HTTP 413: too large)")
        #expect(CardDAVError.cardRefused(method: "DELETE", url: url, status: 403).description
                    == "\(url): the server refused to delete the card (HTTP 403: not allowed; the address book may be read-only for this user, and then wants direction = pull in its section)")
        #expect(!CardDAVError.cardRefused(method: "PUT", url: url, status: 403).isAuthenticationFailure)
    }

    @Test("an address book without sync-collection in its supported-report-set says so")
    func withoutSyncCollection() throws {
        let props = "<d:href>/alice/book/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:addressbook/></d:resourcetype>"
            + "<d:displayname>Old server</d:displayname><d:supported-report-set><d:supported-report><d:report><c:addressbook-multiget/>"
            + "</d:report></d:supported-report></d:supported-report-set></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        let transport = ScriptedTransport([.respond(multistatus([props]))])
        let info = try scriptedClient(transport).collection(at: book).info()
        #expect(info == AddressBook(url: URL(string: "https://dav.example/alice/book/")!, displayName: "Old server",
                                    supportsSyncCollection: false, syncToken: nil, ctag: nil))
        #expect(transport.requests.first?.header("Depth") == "0")
    }
}

/// The one rule for a header field sent on several lines.
struct HeaderFieldsTests {
    @Test("a list joins; a singleton sent twice alike stays, with two values it is left out, a third line too")
    func rule() {
        var fields = HeaderFields()
        fields.add(name: "DAV", value: "1")
        fields.add(name: "dav", value: "addressbook")
        fields.add(name: "ETag", value: "\"a\"")
        fields.add(name: "etag", value: "\"a\"")
        fields.add(name: "Location", value: "/a.vcf")
        fields.add(name: "Location", value: "/b.vcf")
        fields.add(name: "Location", value: "/a.vcf")
        #expect(fields.values == ["dav": "1, addressbook", "etag": "\"a\""])
    }
}
