import Books
@testable import CardDAV
import Foundation
import Testing

/// A CardDAV collection's scan against a scripted server: which cards it
/// asks the caller about, which it fetches, and the items it hands over.
@Suite struct BookScanTests {
    let book = URL(string: "https://dav.example/alice/book/")!

    @Test("a scan asks once per card, before any visit, whether it is read; fetches only those; and visits the items it asked about")
    func readingDecidedOnce() throws {
        let transport = ScriptedTransport([
            .respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\""), withoutETag("/alice/book/b.vcf"),
                                  cardResponse("/alice/book/c.vcf", etag: "\"3\"")])),
            // a changed between the listing and the fetch; b has no etag at all.
            .respond(multistatus([addressData("/alice/book/a.vcf", etag: "\"1b\"", uid: "a"),
                                  addressData("/alice/book/b.vcf", etag: nil, uid: "b")])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        subject.usesSyncCollection = false
        var asked: [BookItem] = [], visited: [BookItem] = [], askedBeforeVisits: [Int] = [], uids: [String?] = []
        let scan = try subject.scan(knowing: KnownCards(), reading: { item in
            asked.append(item)
            return item.id != "/alice/book/c.vcf"
        }) { entry throws(BookError) in
            askedBeforeVisits.append(asked.count)
            visited.append(entry.item)
            if entry.item.id != "/alice/book/c.vcf" { uids.append(try entry.card()?.uid) }
        }
        #expect(asked.map(\.id) == ["/alice/book/a.vcf", "/alice/book/b.vcf", "/alice/book/c.vcf"])
        #expect(askedBeforeVisits == [3, 3, 3])
        #expect(visited.map(\.id) == asked.map(\.id))
        // The card without an etag goes at the version it was asked about, made up once.
        #expect(visited[1] == asked[1] && visited[1].version.hasPrefix(CardDAVBook.unknownVersion))
        #expect(visited[2] == asked[2])
        // The card read since the listing goes at the etag of what was read.
        #expect(asked[0].version == "\"1\"" && visited[0].version == "\"1b\"")
        #expect(uids == ["a", "b"])
        #expect(scan.items == 3 && scan.problems.isEmpty)
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT"])
        let multiget = String(decoding: transport.requests.last?.body ?? Data(), as: UTF8.self)
        #expect(multiget.contains("/alice/book/a.vcf") && multiget.contains("/alice/book/b.vcf") && !multiget.contains("/alice/book/c.vcf"))
    }

    /// A probe's: a server (behind a proxy) that lists sync-collection among its reports and refuses it with 403
    /// supported-report, or 501, stopped every sync ("the server refused the card").
    @Test("a server that advertises sync-collection and refuses it is listed by PROPFIND; refused with a token kept, it is not asked again", arguments: [403, 501])
    func refusedSyncCollection(status: Int) throws {
        let info = "<d:href>/alice/book/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:addressbook/></d:resourcetype>"
            + "<d:supported-report-set><d:supported-report><d:report><d:sync-collection/></d:report></d:supported-report>"
            + "</d:supported-report-set></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        let refusal = status == 403 ? "<d:error xmlns:d=\"DAV:\"><d:supported-report/></d:error>" : ""
        let transport = ScriptedTransport([
            .respond(multistatus([info])),
            .respond(HTTPResponse(status: status, body: Data(refusal.utf8))),
            .respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\"")])),
            .respond(multistatus([addressData("/alice/book/a.vcf", etag: "\"1\"", uid: "a")])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        var ids: [String] = []
        let scan = try subject.scan(reading: { _ in true }) { entry throws(BookError) in
            ids.append(entry.item.id)
            #expect(try entry.card()?.uid == "a")
        }
        #expect(ids == ["/alice/book/a.vcf"] && scan.problems.isEmpty)
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT", "PROPFIND", "REPORT"])
        #expect(transport.requests[2].header("Depth") == "1")

        // With a token kept from a run before: refused once, the collection is listed at once, not asked again.
        let again = ScriptedTransport([
            .respond(HTTPResponse(status: status, body: Data(refusal.utf8))),
            .respond(multistatus([cardResponse("/alice/book/a.vcf", etag: "\"1\"")])),
            .respond(multistatus([addressData("/alice/book/a.vcf", etag: "\"1\"", uid: "a")])),
        ])
        let kept = CardDAVBook(collection: scriptedClient(again).collection(at: book))
        kept.listingState = ListingState(collection: kept.location, token: "t1", etags: ["/alice/book/a.vcf": "\"1\""]).encoded
        _ = try kept.scan(reading: { _ in true }) { entry throws(BookError) in _ = try entry.card() }
        #expect(again.requests.map(\.method) == ["REPORT", "PROPFIND", "REPORT"])
    }

    @Test("new cards' version is the first card's by href: fetched alone when no card is read, then kept while its etag is")
    func firstCardVersion() throws {
        let listing = multistatus([cardResponse("/alice/book/b.vcf", etag: "\"2\""), cardResponse("/alice/book/a.vcf", etag: "\"1\"")])
        let changed = multistatus([cardResponse("/alice/book/b.vcf", etag: "\"2\""), cardResponse("/alice/book/a.vcf", etag: "\"1b\"")])
        let transport = ScriptedTransport([
            .respond(listing), .respond(multistatus([addressData("/alice/book/a.vcf", etag: "\"1\"", uid: "a", version: "4.0")])),
            .respond(listing),
            .respond(changed), .respond(multistatus([addressData("/alice/book/a.vcf", etag: "\"1b\"", uid: "a", version: "3.0")])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        subject.usesSyncCollection = false
        // No card read: a.vcf, first by href, is fetched alone.
        #expect(try subject.scan(reading: { _ in false }) { _ in }.cardVersion == .v4_0)
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT"])
        let multiget = String(decoding: transport.requests.last?.body ?? Data(), as: UTF8.self)
        #expect(multiget.contains("/alice/book/a.vcf") && !multiget.contains("/alice/book/b.vcf"))
        // Kept, without a token: the next scan fetches nothing.
        #expect(try subject.scan(reading: { _ in false }) { _ in }.cardVersion == .v4_0)
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT", "PROPFIND"])
        // The first card changed: fetched again.
        #expect(try subject.scan(reading: { _ in false }) { _ in }.cardVersion == .v3_0)
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT", "PROPFIND", "PROPFIND", "REPORT"])
    }

    /// A listed card the server gives no etag.
    func withoutETag(_ href: String) -> String {
        "<d:href>\(href)</d:href><d:propstat><d:prop><d:resourcetype/></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
    }

    /// A multiget answer's card with its contents.
    func addressData(_ href: String, etag: String?, uid: String, version: String = "3.0") -> String {
        let tag = etag.map { "<d:getetag>\($0)</d:getetag>" } ?? ""
        return "<d:href>\(href)</d:href><d:propstat><d:prop>\(tag)<c:address-data>BEGIN:VCARD\r\nVERSION:\(version)\r\nUID:\(uid)\r\nFN:Inn \(uid)\r\nEND:VCARD\r\n</c:address-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
    }
}
