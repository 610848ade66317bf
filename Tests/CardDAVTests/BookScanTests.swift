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

    /// A probe's: a server whose sync-collection report spelt a card's href with lower-case escapes
    /// (`a%2cb.vcf`) where the listing before had `a%2Cb.vcf` made two cards of one ("UID … is on 2 cards").
    @Test("a sync-collection report that spells a kept card's href otherwise changes or deletes that card, under the href kept",
          arguments: [false, true])
    func hrefSpeltOtherwise(deleted: Bool) throws {
        let changed = deleted ? "<d:href>/alice/book/a%2cb.vcf</d:href><d:status>HTTP/1.1 404 Not Found</d:status>"
            : cardResponse("/alice/book/a%2cb.vcf", etag: "\"2\"")
        let transport = ScriptedTransport([
            .respond(multistatus([changed], token: "t2")),
            .respond(multistatus([addressData("/alice/book/a%2cb.vcf", etag: "\"2\"", uid: "ab")])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        subject.listingState = ListingState(collection: subject.location, token: "t1",
                                            etags: ["/alice/book/a%2Cb.vcf": "\"1\"", "/alice/book/c.vcf": "\"3\""]).encoded
        var visited: [BookItem] = [], uids: [String?] = []
        _ = try subject.scan(knowing: KnownCards(), reading: { $0.id != "/alice/book/c.vcf" }) { entry throws(BookError) in
            visited.append(entry.item)
            if entry.item.id != "/alice/book/c.vcf" { uids.append(try entry.card()?.uid) }
        }
        if deleted {
            #expect(visited.map(\.id) == ["/alice/book/c.vcf"])
        } else {
            #expect(visited.map(\.id) == ["/alice/book/a%2Cb.vcf", "/alice/book/c.vcf"])
            #expect(visited.first?.version == "\"2\"")
            #expect(uids == ["ab"])
        }
        let kept = try #require(ListingState(decoding: subject.listingState, collection: subject.location))
        #expect(kept.token == "t2")
        #expect(kept.etags.keys.sorted() == (deleted ? ["/alice/book/c.vcf"] : ["/alice/book/a%2Cb.vcf", "/alice/book/c.vcf"]))
    }

    @Test("a state kept holding one card under two spellings (as a release before left it) is no state: the collection is listed in full")
    func stateHoldingOneCardTwice() throws {
        let info = "<d:href>/alice/book/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:addressbook/></d:resourcetype>"
            + "<d:supported-report-set><d:supported-report><d:report><d:sync-collection/></d:report></d:supported-report>"
            + "</d:supported-report-set></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        let transport = ScriptedTransport([
            .respond(multistatus([info])),
            .respond(multistatus([cardResponse("/alice/book/a%2Cb.vcf", etag: "\"2\"")], token: "t3")),
            .respond(multistatus([addressData("/alice/book/a%2Cb.vcf", etag: "\"2\"", uid: "ab")])),
        ])
        let subject = CardDAVBook(collection: scriptedClient(transport).collection(at: book))
        subject.listingState = ListingState(collection: subject.location, token: "t2",
                                            etags: ["/alice/book/a%2Cb.vcf": "\"1\"", "/alice/book/a%2cb.vcf": "\"2\""]).encoded
        var ids: [String] = []
        _ = try subject.scan(reading: { _ in true }) { entry throws(BookError) in
            ids.append(entry.item.id)
            #expect(try entry.card()?.uid == "ab")
        }
        #expect(ids == ["/alice/book/a%2Cb.vcf"])
        #expect(transport.requests.map(\.method) == ["PROPFIND", "REPORT", "REPORT"])
        #expect(!String(decoding: transport.requests[1].body ?? Data(), as: UTF8.self).contains("t2"))
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
