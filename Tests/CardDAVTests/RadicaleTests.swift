import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// The client against a real Radicale started for this suite: discovery,
/// listing, multiget, conditional writes, sync-collection, refused
/// passwords and vanished collections.
@Suite(.radicale, .enabled(if: Radicale.shouldRun, "needs radicale and htpasswd (apache2-utils)"))
struct RadicaleTests {
    @Test("discovery from the server's root and from the account URL finds the books with their names")
    func discovery() throws {
        let client = try Radicale.client()
        let server = try Radicale.server
        let first = try Radicale.newAddressBook(client, name: "Hotels")
        let second = try Radicale.newAddressBook(client, name: "Friends")
        for start in [server.baseURL, server.homeURL] {
            let found = try client.discover(from: start)
            #expect(found.principal?.absoluteString == server.homeURL.absoluteString)
            #expect(found.homes.map(\.absoluteString) == [server.homeURL.absoluteString])
            let books = Dictionary(found.addressBooks.map { ($0.url, $0) }, uniquingKeysWith: { a, _ in a })
            #expect(books[first.url]?.displayName == "Hotels")
            #expect(books[second.url]?.displayName == "Friends")
            #expect(books[first.url]?.supportsSyncCollection == true)
            #expect(books[first.url]?.syncToken?.isEmpty == false)
            #expect(books[first.url]?.ctag?.isEmpty == false)
        }
        // An address book's own URL is the answer by itself.
        let direct = try client.discover(from: first.url)
        #expect(direct.addressBooks.map(\.url) == [first.url])
    }

    @Test("a card is created, listed, fetched, updated and deleted, each write conditional on its etag")
    func createListFetchUpdateDelete() throws {
        let book = try Radicale.newAddressBook(try Radicale.client())
        #expect(try book.list().isEmpty)
        let created = try book.create(card(uid: "h-1", name: "Hotel Adlon"), named: "h-1.vcf")
        #expect(created.href == book.path + "h-1.vcf")
        let second = try book.create(card(uid: "h-2", name: "Gasthof Post"), named: "h 2.vcf")
        #expect(second.href == book.path + "h%202.vcf")

        let listed = try book.list()
        #expect(Set(listed.map(\.href)) == [created.href, second.href])
        #expect(listed.allSatisfy { $0.etag?.isEmpty == false })
        let adlon = try #require(listed.first { $0.href == created.href })
        // Radicale sends the new entity tag with its answer to a PUT.
        #expect(created.etag != nil)
        #expect(created.etag == adlon.etag)

        let fetched = try book.fetch(listed.map(\.href) + [book.path + "missing.vcf"])
        #expect(Set(fetched.cards.map(\.href)) == [created.href, second.href])
        #expect(fetched.cards.first { $0.href == created.href }?.vcard.contains("Hotel Adlon") == true)
        #expect(fetched.cards.first { $0.href == created.href }?.etag == adlon.etag)
        #expect(fetched.missing == [book.path + "missing.vcf"])

        let updated = try book.update(created.href, with: card(uid: "h-1", name: "Hotel Adlon Kempinski"), ifMatch: try #require(adlon.etag))
        #expect(updated.href == created.href)
        let after = try book.get(created.href)
        #expect(after.vcard.contains("Kempinski"))
        #expect(after.etag != adlon.etag)
        #expect(after.etag == updated.etag)

        try book.delete(created.href, ifMatch: try #require(after.etag))
        #expect(try book.list().map(\.href) == [second.href])
        #expect(throws: CardDAVError.resourceNotFound(url: book.url.absoluteString + "h-1.vcf")) {
            try book.get(created.href)
        }
    }

    @Test("a write on a stale etag, or a create over an existing card, is 412 and changes nothing")
    func stalePreconditions() throws {
        let book = try Radicale.newAddressBook(try Radicale.client())
        let created = try book.create(card(uid: "s-1", name: "Hotel Sacher"), named: "s-1.vcf")
        let stale = try #require(try book.list().first?.etag)
        _ = try book.update(created.href, with: card(uid: "s-1", name: "Hotel Sacher Wien"), ifMatch: stale)
        let url = book.url.absoluteString + "s-1.vcf"

        #expect(throws: CardDAVError.preconditionFailed(url: url)) {
            try book.update(created.href, with: card(uid: "s-1", name: "Lost edit"), ifMatch: stale)
        }
        #expect(throws: CardDAVError.preconditionFailed(url: url)) {
            try book.delete(created.href, ifMatch: stale)
        }
        #expect(throws: CardDAVError.preconditionFailed(url: url)) {
            try book.create(card(uid: "s-1", name: "Again"), named: "s-1.vcf")
        }
        #expect(try book.get(created.href).vcard.contains("Sacher Wien"))
    }

    @Test("a second card with a UID the collection holds is a 409 conflict naming no-uid-conflict")
    func duplicateUID() throws {
        let book = try Radicale.newAddressBook(try Radicale.client())
        _ = try book.create(card(uid: "same-uid", name: "Hotel One"), named: "one.vcf")
        do {
            _ = try book.create(card(uid: "same-uid", name: "Hotel Two"), named: "two.vcf")
            Issue.record("Radicale took a second card with the same UID")
        } catch {
            guard case .conflict(_, let status, let conditions) = error else {
                Issue.record("expected a conflict, got \(error)")
                return
            }
            #expect([403, 409].contains(status))
            #expect(conditions.contains("no-uid-conflict"))
        }
        #expect(try book.list().count == 1)
    }

    @Test("sync-collection: a first token, then exactly what was created, changed and deleted since")
    func syncCollection() throws {
        let book = try Radicale.newAddressBook(try Radicale.client())
        let kept = try book.create(card(uid: "k", name: "Kept Inn"), named: "k.vcf")
        let edited = try book.create(card(uid: "e", name: "Edited Inn"), named: "e.vcf")
        let removed = try book.create(card(uid: "r", name: "Removed Inn"), named: "r.vcf")
        let first = try book.changes(since: nil)
        #expect(Set(first.changed.map(\.href)) == [kept.href, edited.href, removed.href])
        #expect(first.deleted.isEmpty)
        #expect(try book.info().syncToken == first.token)

        let unchanged = try book.changes(since: first.token)
        #expect(unchanged.changed.isEmpty && unchanged.deleted.isEmpty)
        #expect(unchanged.token == first.token)

        let etags = Dictionary(uniqueKeysWithValues: try book.list().map { ($0.href, $0.etag ?? "") })
        let added = try book.create(card(uid: "a", name: "Added Inn"), named: "a.vcf")
        _ = try book.update(edited.href, with: card(uid: "e", name: "Edited Inn", note: "new"), ifMatch: etags[edited.href] ?? "")
        try book.delete(removed.href, ifMatch: etags[removed.href] ?? "")
        let next = try book.changes(since: first.token)
        #expect(Set(next.changed.map(\.href)) == [added.href, edited.href])
        #expect(next.deleted == [removed.href])
        #expect(next.token != first.token)
        let listed = Dictionary(uniqueKeysWithValues: try book.list().map { ($0.href, $0.etag) })
        for change in next.changed { #expect(change.etag == listed[change.href] ?? nil) }
    }

    @Test("a sync token the server does not know is reported as invalid, and a full listing still works")
    func invalidSyncToken() throws {
        let book = try Radicale.newAddressBook(try Radicale.client())
        _ = try book.create(card(uid: "t", name: "Token Inn"), named: "t.vcf")
        let stale = "http://radicale.org/ns/sync/" + String(repeating: "0", count: 64)
        #expect(throws: CardDAVError.invalidSyncToken(url: book.url.absoluteString)) {
            try book.changes(since: stale)
        }
        #expect(try book.list().count == 1)
    }

    @Test("a wrong password is one unauthorized error that never shows the password")
    func wrongPassword() throws {
        let wrong = "Wrong-pw-5b1d"
        let client = try Radicale.client(password: wrong)
        let server = try Radicale.server
        for attempt in [{ _ = try client.discover(from: server.baseURL) },
                        { _ = try client.collection(at: server.homeURL).list() }] as [() throws -> Void] {
            do {
                try attempt()
                Issue.record("the server took a wrong password")
            } catch let error as CardDAVError {
                #expect(error.isAuthenticationFailure)
                #expect(!error.isTemporary)
                for text in [error.description, "\(error)", String(reflecting: error), error.localizedDescription] {
                    #expect(!text.contains(wrong))
                    #expect(!text.contains(Data("\(server.username):\(wrong)".utf8).base64EncodedString()))
                    #expect(text.contains(server.username))
                }
            }
        }
    }

    @Test("a collection that is gone is an error on every read, never an empty book")
    func goneCollection() throws {
        let client = try Radicale.client()
        let gone = client.collection(at: try Radicale.server.homeURL.appendingPathComponent("never-made/"))
        let expected = CardDAVError.collectionNotFound(url: gone.url.absoluteString)
        #expect(throws: expected) { try gone.list() }
        #expect(throws: expected) { try gone.changes(since: nil) }
        #expect(throws: expected) { try gone.info() }
        #expect(throws: expected) { try gone.create(card(uid: "x", name: "Nowhere Inn"), named: "x.vcf") }
    }
}
