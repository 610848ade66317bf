import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// A second real client on the same collection: vdirsyncer syncing a vdir
/// with the suite's Radicale while this client reads and writes it.
extension RadicaleTests {
    @Test("vdirsyncer: its uploads are listed and fetched here; this client's create, edit and delete reach its vdir",
          .enabled(if: TestTools.path("vdirsyncer") != nil || TestPaths.isCI, "needs vdirsyncer"))
    func secondClient() throws {
        try #require(TestTools.path("vdirsyncer") != nil, "CI=true: vdirsyncer is missing (.ci/run installs it)")
        let book = try Radicale.newAddressBook(try Radicale.client())
        let vdirsyncer = try Vdirsyncer(collection: book.url, username: try Radicale.server.username, password: Radicale.password)
        try vdirsyncer.write(card(uid: "from-vdir", name: "Vdir Inn"), named: "from-vdir.vcf")
        try vdirsyncer.sync()

        let listed = try book.list()
        #expect(listed.count == 1)
        let theirs = try #require(try book.fetch(listed.map(\.href)).cards.first)
        #expect(theirs.vcard.contains("Vdir Inn"))

        let ours = try book.create(card(uid: "from-client", name: "Client Inn"), named: "from-client.vcf")
        _ = try book.update(theirs.href, with: card(uid: "from-vdir", name: "Vdir Inn", note: "edited by the client"), ifMatch: theirs.etag ?? "")
        try vdirsyncer.sync()
        #expect(try vdirsyncer.cards().contains { $0.contains("Client Inn") })
        #expect(try vdirsyncer.cards().contains { $0.contains("edited by the client") })

        let oursNow = try #require(try book.list().first { $0.href == ours.href })
        try book.delete(ours.href, ifMatch: oursNow.etag ?? "")
        try vdirsyncer.sync()
        #expect(try vdirsyncer.cards().count == 1)
        #expect(try vdirsyncer.cards().allSatisfy { !$0.contains("Client Inn") })
    }
}
