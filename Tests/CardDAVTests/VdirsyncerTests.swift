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

/// vdirsyncer set up for one collection and one vdir in a folder of its own;
/// the password is read from a file by a `password.fetch` command, never
/// written into its config.
private struct Vdirsyncer {
    let folder = TemporaryDirectory("hotels-vdirsyncer")
    var vdir: String { folder.path("vdir") }
    var config: String { folder.path("config") }

    init(collection: URL, username: String, password: String) throws {
        try FileManager.default.createDirectory(atPath: folder.path("vdir"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("status"), withIntermediateDirectories: true)
        try password.write(toFile: folder.path("password"), atomically: true, encoding: .utf8)
        try """
            [general]
            status_path = "\(folder.path("status"))/"

            [pair book]
            a = "local"
            b = "remote"
            collections = null

            [storage local]
            type = "filesystem"
            path = "\(folder.path("vdir"))/"
            fileext = ".vcf"

            [storage remote]
            type = "carddav"
            url = "\(collection.absoluteString)"
            username = "\(username)"
            password.fetch = ["command", "cat", "\(folder.path("password"))"]
            """.write(toFile: folder.path("config"), atomically: true, encoding: .utf8)
        try TestTools.run("vdirsyncer", ["-c", config, "discover", "book"], input: "y\n")
    }

    func write(_ text: String, named name: String) throws {
        try text.write(toFile: (vdir as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func sync() throws {
        try TestTools.run("vdirsyncer", ["-c", config, "sync"])
    }

    /// The cards in the vdir, one text per file.
    func cards() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: vdir).filter { $0.hasSuffix(".vcf") }
            .map { try String(contentsOfFile: (vdir as NSString).appendingPathComponent($0), encoding: .utf8) }
    }
}
