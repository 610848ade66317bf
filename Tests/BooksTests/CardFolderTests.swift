import Foundation
import HotelsTestSupport
import Testing
@testable import Books
import VCard

struct CardFolderTests {
    @Test("UIDs that are unsafe, alike once made safe, or too long get distinct names that fit")
    func distinctNames() {
        var names = CardFileNames()
        let uids = ["a/b", "a:b", "hôtel", "hütel", String(repeating: "x", count: 300), "urn:uuid:0f1e2d3c-aaaa-4bbb-8ccc-123456789abc",
                    "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc", ".hidden", "", "plain-uid_1.2"]
        let given = uids.map { names.name(for: $0) }
        #expect(Set(given).count == uids.count)
        #expect(given.allSatisfy { $0.utf8.count <= 255 && !$0.hasPrefix(".") && !$0.contains("/") && $0.hasSuffix(".vcf") })
        #expect(given[5] == "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc.vcf")
        #expect(given[6] == "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc-2.vcf")
        #expect(given[9] == "plain-uid_1.2.vcf")
        #expect(given[0].hasPrefix("h-") && given[0].count == "h-".count + 16 + ".vcf".count)
    }

    @Test("a name depends on the UID alone: the same on every run")
    func stable() {
        var first = CardFileNames(), second = CardFileNames()
        #expect(first.name(for: "a/b") == second.name(for: "a/b"))
        #expect(StableHash.hex(of: "a/b") == StableHash.hex(of: "a/b"))
        // FNV-1a's published test vector.
        #expect(StableHash.value(of: "a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("a folder lists its card files sorted, and names a FIFO among them as skipped")
    func listing() throws {
        let folder = TemporaryDirectory("hotels-folder")
        for name in ["b.vcf", "a.VCF", "c.xml", "notes.txt", ".hidden.vcf", ".b.vcf.123-abcdef.tmp"] {
            #expect(FileManager.default.createFile(atPath: folder.path(name), contents: Data()))
        }
        #expect(mkfifo(folder.path("x.vcf"), 0o600) == 0)
        let listing = try CardFolder.list(folder.url.path)
        #expect(listing.files == ["a.VCF", "b.vcf", "c.xml"].map { folder.path($0) })
        #expect(listing.skipped == [CardFolder.Skipped(path: folder.path("x.vcf"), kind: .fifo)])
    }

    /// An environment probe's: "caf\xE9.vcf" was read as "caf\u{FFFD}.vcf", a name of no file, and said to be missing.
    @Test("a card file whose name is not UTF-8 is skipped as such, shown with its byte escaped; UTF-8 names as they are")
    func nameNotUTF8() throws {
        let folder = TemporaryDirectory("hotels-folder")
        let raw = Array(folder.url.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".vcf".utf8) + [0]
        let descriptor = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) } }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(FileManager.default.createFile(atPath: folder.path("hôtel.vcf"), contents: Data()))
        let listing = try CardFolder.list(folder.url.path)
        #expect(listing.files == [folder.path("hôtel.vcf")])
        #expect(listing.skipped == [CardFolder.Skipped(path: folder.path("caf\\xE9.vcf"), kind: .regular, nameIsNotUTF8: true)])
        #expect(listing.skipped.first?.reason(notA: "card file") == "its name is not UTF-8, so hotels cannot open it; rename it")
    }

    @Test("a new folder is 0700")
    func newFolder() throws {
        let folder = TemporaryDirectory("hotels-folder")
        try CardFolder.make(folder.path("out"))
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path("out"))[.posixPermissions] as? Int
        #expect(mode == 0o700)
        try CardFolder.make(folder.path("out"))
    }
}
