import Books
import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI
import VCard

/// A folder means one thing to `import DIR` and to `sync DIR`: the same
/// kind of book, the same card files by the same rule, the same cards.
struct FolderBookTests {
    private static func card(_ name: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nUID:\(name.lowercased())\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"
    }

    @Test("import of a folder and a vdir book's scan list the same vCard files by one rule and read the same cards; an xCard file is import's alone, and a .vcf holding xCard is reported")
    func sameFilesSameCards() throws {
        let folder = TemporaryDirectory("hotels-vdir")
        let files = ["a.vcf": Self.card("Adler"), "b.VCARD": Self.card("Bären"), ".hidden.vcf": Self.card("Hidden"),
                     ".a.vcf.123-abcdef.tmp": Self.card("Temporary"), "notes.txt": Self.card("Notes"), "noext": Self.card("None")]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path(name))) }
        let xCard = try #require(VCardReader.read(bytes: Array(Self.card("Crown").utf8)).cards.first)
        try Data(XCardWriter.document([xCard])).write(to: URL(fileURLWithPath: folder.path("c.xml")))
        try Data(XCardWriter.document([xCard])).write(to: URL(fileURLWithPath: folder.path("d.vcf")))
        #expect(mkfifo(folder.path("fifo.vcf"), 0o600) == 0)
        let path = folder.url.path

        #expect(BookConfig.kind(ofPath: path) == .vdir)
        #expect(BookConfig(path: path, home: nil).kind == .vdir)
        let errors = BufferSink()
        var unread = 0
        let imported = try BookFiles.list(path, console: Console(output: BufferSink(), errors: errors), unread: &unread)
        #expect(unread == 0)
        var importedCards: [String: String] = [:]
        for file in imported {
            _ = try BookFiles.read(file, report: { _ in }, rejected: { _, _ in }) { card, _ in
                importedCards[file] = card.formattedName
                return true
            }
        }

        let book = CardFolderBook(path: path)
        var scanned: [String] = []
        var scannedCards: [String: String] = [:]
        let scan = try book.scan { entry throws(BookError) in
            scanned.append(entry.item.file)
            if let card = try entry.card() { scannedCards[entry.item.file] = card.formattedName }
        }
        let reported = scan.problems.map(\.file)

        #expect(imported == ["a.vcf", "b.VCARD", "c.xml", "d.vcf"].map(folder.path))
        #expect(scanned == ["a.vcf", "b.VCARD", "d.vcf"].map(folder.path))
        #expect(errors.text.contains("fifo.vcf: skipped: it is a FIFO"))
        #expect(reported.contains(folder.path("fifo.vcf")))
        #expect(importedCards == [folder.path("a.vcf"): "Adler", folder.path("b.VCARD"): "Bären", folder.path("c.xml"): "Crown",
                                  folder.path("d.vcf"): "Crown"])
        #expect(scannedCards == [folder.path("a.vcf"): "Adler", folder.path("b.VCARD"): "Bären"])
        #expect(!reported.contains(folder.path("c.xml")))
        #expect(scan.problems.contains { $0.file == folder.path("d.vcf") && $0.message.contains("is xCard, which a sync does not write back") })
    }

    @Test("a path ending in / that is not there yet is a vdir to import and sync alike; anything else a file")
    func kindOfPath() {
        let folder = TemporaryDirectory("hotels-vdir")
        #expect(BookConfig.kind(ofPath: folder.path("new") + "/") == .vdir)
        #expect(BookConfig.kind(ofPath: folder.path("book.vcf")) == .file)
    }

    @Test("a path is a folder as the system resolves it: after a link, .. is the link target's parent")
    func kindThroughLink() throws {
        let folder = TemporaryDirectory("hotels-vdir")
        try FileManager.default.createDirectory(atPath: folder.path("real/inner"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("real/vdir"), withIntermediateDirectories: true)
        #expect(symlink(folder.path("real/inner"), folder.path("link")) == 0)
        #expect(BookConfig.kind(ofPath: folder.path("link/../vdir")) == .vdir)
        let console = Console(output: BufferSink(), errors: BufferSink())
        var unread = 0
        #expect(try BookFiles.list(folder.path("link/../vdir"), console: console, unread: &unread).isEmpty, "listed as the empty folder it is")
    }
}
