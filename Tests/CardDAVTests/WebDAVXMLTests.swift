@testable import CardDAV
import Foundation
import Testing

/// Reading multistatus bodies and writing request bodies with libxml2.
@Suite struct WebDAVXMLTests {
    @Test("a multistatus gives each response's href, statuses and properties, CDATA and entities in text included")
    func readsMultistatus() throws {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">
              <response>
                <href>/alice/book/a%20b.vcf</href>
                <propstat><prop><getetag>"e1"</getetag><C:address-data><![CDATA[BEGIN:VCARD\r
            FN:A & B\r
            END:VCARD\r
            ]]></C:address-data></prop><status>HTTP/1.1 200 OK</status></propstat>
                <propstat><prop><displayname/></prop><status>HTTP/1.1 404 Not Found</status></propstat>
              </response>
              <response><href>/alice/book/gone.vcf</href><status>HTTP/1.1 404 Not Found</status></response>
              <sync-token>http://example/sync/2&amp;x</sync-token>
            </multistatus>
            """
        let status = try Multistatus.parse(Data(body.utf8))
        #expect(status.responses.map(\.href) == ["/alice/book/a%20b.vcf", "/alice/book/gone.vcf"])
        #expect(status.responses[0].property(.getETag)?.trimmedText == "\"e1\"")
        #expect(status.responses[0].property(.addressData)?.text.contains("FN:A & B") == true)
        #expect(status.responses[0].property(.displayName) == nil)
        #expect(status.responses[1].status == 404)
        #expect(status.syncToken == "http://example/sync/2&x")
    }

    @Test("bodies that are refused or unreadable", arguments: [
        ("doctype", "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY x \"y\">]><d:multistatus xmlns:d=\"DAV:\"/>", "document type"),
        ("external entity", "<!DOCTYPE m [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><d:multistatus xmlns:d=\"DAV:\">&x;</d:multistatus>", "document type"),
        ("not well-formed", "<d:multistatus xmlns:d=\"DAV:\"><d:response>", "ends inside element response"),
        ("mismatched", "<d:multistatus xmlns:d=\"DAV:\"></d:response>", "mismatch"),
        ("another root", "<d:error xmlns:d=\"DAV:\"/>", "expected a DAV: multistatus"),
        ("no href", "<d:multistatus xmlns:d=\"DAV:\"><d:response/></d:multistatus>", "no href"),
        ("empty", "", "empty"),
    ])
    func refusedBodies(name: String, body: String, reason: String) {
        let error = #expect(throws: XMLReadError.self) { try Multistatus.parse(Data(body.utf8)) }
        #expect(error?.reason.contains(reason) == true, "\(name): \(error?.reason ?? "")")
    }

    @Test("a DAV error body names its conditions")
    func errorConditions() {
        let body = "<?xml version=\"1.0\"?><D:error xmlns:D=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:carddav\"><C:no-uid-conflict><D:href>/a.vcf</D:href></C:no-uid-conflict></D:error>"
        #expect(DAVErrorBody.conditions(in: Data(body.utf8)) == ["no-uid-conflict"])
        #expect(DAVErrorBody.conditions(in: Data("Forbidden".utf8)).isEmpty)
        // A review's: SabreDAV's (Nextcloud's) own elements name no condition, so its 403 to a
        // read-only address book is the card's refusal, with the hint that goes with it.
        let sabre = "<?xml version=\"1.0\"?><d:error xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\">"
            + "<s:exception>Sabre\\DAV\\Exception\\Forbidden</s:exception><s:message>Permission denied</s:message></d:error>"
        #expect(DAVErrorBody.conditions(in: Data(sabre.utf8)).isEmpty)
    }

    @Test("request bodies, byte for byte", arguments: [
        ("propfind", try! DAVRequestBody.propfind([.getETag, .addressBookHomeSet]),
         "<d:propfind xmlns:c=\"urn:ietf:params:xml:ns:carddav\" xmlns:cs=\"http://calendarserver.org/ns/\" xmlns:d=\"DAV:\"><d:prop><d:getetag/><c:addressbook-home-set/></d:prop></d:propfind>"),
        ("multiget", try! DAVRequestBody.addressBookMultiget(hrefs: ["/a/b&c.vcf"], properties: [.getETag, .addressData]),
         "<c:addressbook-multiget xmlns:c=\"urn:ietf:params:xml:ns:carddav\" xmlns:cs=\"http://calendarserver.org/ns/\" xmlns:d=\"DAV:\"><d:prop><d:getetag/><c:address-data/></d:prop><d:href>/a/b&amp;c.vcf</d:href></c:addressbook-multiget>"),
        ("sync-collection", try! DAVRequestBody.syncCollection(token: "t<1>", properties: [.getETag]),
         "<d:sync-collection xmlns:c=\"urn:ietf:params:xml:ns:carddav\" xmlns:cs=\"http://calendarserver.org/ns/\" xmlns:d=\"DAV:\"><d:sync-token>t&lt;1&gt;</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>"),
        ("mkcol", try! DAVRequestBody.makeAddressBook(displayName: "Hôtels"),
         "<d:mkcol xmlns:c=\"urn:ietf:params:xml:ns:carddav\" xmlns:cs=\"http://calendarserver.org/ns/\" xmlns:d=\"DAV:\"><d:set><d:prop><d:resourcetype><d:collection/><c:addressbook/></d:resourcetype><d:displayname>Hôtels</d:displayname></d:prop></d:set></d:mkcol>"),
    ])
    func requestBodies(name: String, body: Data, expected: String) throws {
        #expect(String(decoding: body, as: UTF8.self) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + expected + "\n", "\(name)")
        // And it reads back as the same elements.
        #expect(try XMLDocumentReader.root(of: body).namespace != "")
    }
}
