import Foundation
import HotelsTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Paths as Linux has them: bytes, not text. A name need not be UTF-8, and
/// two names that are the same text composed and decomposed are two files.
/// (An environment probe's findings.)
struct FileNameTests {
    /// "tél.vcf" composed (NFC) and decomposed (NFD).
    static let composed = "t\u{E9}l.vcf", decomposed = "te\u{301}l.vcf"

    @Test("the two spellings are two strings that Swift's == takes for one, and two files")
    func premise() throws {
        #expect(Self.composed == Self.decomposed)
        #expect(!Self.composed.utf8.elementsEqual(Self.decomposed.utf8))
        let home = try SyncCommandTests.Home()
        try Data("a".utf8).write(to: URL(fileURLWithPath: home.folder.path(Self.composed)))
        try Data("b".utf8).write(to: URL(fileURLWithPath: home.folder.path(Self.decomposed)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.folder.path("")).filter { $0.hasSuffix(".vcf") }.count == 2)
    }

    @Test("sync PATH syncs that file, not a configured book whose path is the same text decomposed otherwise")
    func syncOtherSpelling() throws {
        let home = try SyncCommandTests.Home()
        let configured = home.folder.path(Self.composed), given = home.folder.path(Self.decomposed)
        try "[book phone]\npath = \(configured)\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        try Data((SyncCommandTests.hotelCard(1)).utf8).write(to: URL(fileURLWithPath: configured))
        try Data((SyncCommandTests.hotelCard(2)).utf8).write(to: URL(fileURLWithPath: given))
        let run = try home.hotels(["sync", given])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.storeNames() == ["Hotel 2"])
        // The configured book was never synced; the file given was, under its own path.
        let rows = String(decoding: try home.hotels(["books"]).output, as: UTF8.self).split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(rows.first { $0.first == "phone" }?[3] == "never", "\(rows)")
        #expect(rows.contains { $0.first.map { String($0).utf8.elementsEqual(given.utf8) } == true && $0[4].hasPrefix("store: 1 created") },
                "\(rows)")
        // Its next sync by the section takes over no state of the other file's.
        let next = try home.hotels(["sync", "-v"])
        #expect(next.status == 0, "\(next.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
    }

    @Test("each file synced by its path, in either order and again, is its own book: no run is refused as a move")
    func syncBothByPath() throws {
        let home = try SyncCommandTests.Home()
        try FileManager.default.removeItem(atPath: home.folder.path(".config/hotels/config"))
        let one = home.folder.path(Self.composed), two = home.folder.path(Self.decomposed)
        try Data((SyncCommandTests.hotelCard(1)).utf8).write(to: URL(fileURLWithPath: one))
        try Data((SyncCommandTests.hotelCard(2)).utf8).write(to: URL(fileURLWithPath: two))
        for path in [two, one, one, two, one] {
            let run = try home.hotels(["sync", path])
            #expect(run.status == 0, "\(run.errors)")
        }
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
    }

    @Test("two sections may name the two files; each syncs, and each is shown as it ended")
    func twoSections() throws {
        let home = try SyncCommandTests.Home()
        let one = home.folder.path(Self.composed), two = home.folder.path(Self.decomposed)
        try "[book a]\npath = \(one)\n[book b]\npath = \(two)\n".write(toFile: home.folder.path(".config/hotels/config"),
                                                                      atomically: true, encoding: .utf8)
        try Data((SyncCommandTests.hotelCard(1)).utf8).write(to: URL(fileURLWithPath: one))
        try Data((SyncCommandTests.hotelCard(2)).utf8).write(to: URL(fileURLWithPath: two))
        let run = try home.hotels(["sync"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.storeNames() == ["Hotel 1", "Hotel 2"])
        // Synced again by path, each quietly: neither is left "did not finish".
        #expect(try home.hotels(["sync", one]).status == 0)
        #expect(try home.hotels(["sync", two]).status == 0)
        let books = String(decoding: try home.hotels(["books"]).output, as: UTF8.self)
        #expect(!books.contains("did not finish"), "\(books)")
    }

    @Test("a card file in a folder whose name is not UTF-8: import says to rename it, reads the others and exits 1; sync names it and keeps the hotels")
    func nameNotUTF8() throws {
        let home = try SyncCommandTests.Home()
        let book = home.folder.path("vdir")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try Data(SyncCommandTests.hotelCard(1).utf8).write(to: URL(fileURLWithPath: book + "/one.vcf"))
        let raw = Array(book.utf8) + Array("/caf".utf8) + [0xE9] + Array(".vcf".utf8) + [0]
        let card = Array(SyncCommandTests.hotelCard(2).utf8)
        let descriptor = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) } }
        #expect(descriptor >= 0 && card.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == card.count)
        close(descriptor)

        // The rest is imported; a card file left unread is input not read: exit 1, as for a card.
        let imported = try home.hotels(["import", "--no-geocode", book])
        #expect(imported.status == 1, "\(imported.errors)")
        #expect(imported.errors.contains("\(book)/caf\\xE9.vcf: skipped: its name is not UTF-8, so hotels cannot open it; rename it"),
                "\(imported.errors)")
        #expect(String(decoding: imported.output, as: UTF8.self).hasPrefix("1 created"))
        // The only other card file empty: nothing read, and a card file left unread all the same (a review's).
        try Data().write(to: URL(fileURLWithPath: book + "/one.vcf"))
        #expect(try home.hotels(["import", "--no-geocode", book]).status == 1)
        try Data(SyncCommandTests.hotelCard(1).utf8).write(to: URL(fileURLWithPath: book + "/one.vcf"))

        try "[book phone]\npath = \(book)\n".write(toFile: home.folder.path(".config/hotels/config"), atomically: true, encoding: .utf8)
        let synced = try home.hotels(["sync", "--no-geocode"])
        #expect(synced.errors.contains("caf\\xE9.vcf:1: its name is not UTF-8, so hotels cannot open it; rename it"), "\(synced.errors)")
        #expect(!synced.errors.contains("missing"), "\(synced.errors)")
        #expect(try home.storeNames() == ["Hotel 1"])
    }

    /// An output probe's: a vdir file named "x⏎vd: store: … all fine⏎x.vcf"
    /// printed a forged summary line in sync's report; import showed it as ^J.
    @Test("a file or folder name holding a line break is one line of sync's report, its break shown as ^J")
    func lineBreakInName() throws {
        let home = try SyncCommandTests.Home()
        let book = home.folder.path("a\nb")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try Data(SyncCommandTests.hotelCard(1).utf8).write(to: URL(fileURLWithPath: book + "/one.vcf"))
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel 2\r\n".utf8).write(to: URL(fileURLWithPath: book + "/x\nforged: all fine\nx.vcf"))
        try FileManager.default.removeItem(atPath: home.folder.path(".config/hotels/config"))
        let synced = try home.hotels(["sync", "-v", "--no-geocode", book])
        let lines = (String(decoding: synced.output, as: UTF8.self) + synced.errors).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("forged") || $0.hasPrefix("b/") || $0.hasPrefix("x.vcf") }, "\(lines)")
        #expect(synced.errors.contains("a^Jb/x^Jforged: all fine^Jx.vcf:1:"), "\(synced.errors)")
        #expect(lines.contains { $0.hasPrefix("\(home.folder.path("a^Jb")): store: 1 created") }, "\(lines)")
    }
}

/// Paths given for the store, the rejected cards and the gazetteer.
struct GivenPathTests {
    @Test("a store path ending in '/' is refused before anything is made: exit 73, no folder")
    func storeWithSlash() throws {
        let folder = TemporaryDirectory("hotels-store-slash")
        let store = folder.path("hotels.sqlite") + "/"
        let run = try BinaryTests.hotels(["add", "--name", "Inn", "--store", store])
        #expect(run.status == 73, "\(run.errors)")
        #expect(run.errors.contains("a path ending in '/' names a folder; give the store file's path"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("hotels.sqlite")))
    }

    @Test("--rejects - is refused (exit 64) by import and lint: no file named '-'", arguments: ["import", "lint"])
    func rejectsDash(_ command: String) throws {
        let folder = TemporaryDirectory("hotels-rejects-dash")
        let book = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path
        let run = try BinaryTests.hotels([command, "--rejects", "-", book] + (command == "import" ? ["--no-geocode", "--store", folder.path("s.sqlite")] : []),
                                         directory: folder.path(""))
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("--rejects takes a file to write the rejected cards to, not '-'"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("-")))
    }

    @Test("an installed gazetteer the user cannot read is named with why, not 'no gazetteer index'")
    func unreadableGazetteer() throws {
        let folder = TemporaryDirectory("hotels-gazetteer-unreadable")
        chmod(folder.url.path, 0o755)
        try FileManager.default.createDirectory(atPath: folder.path("prefix/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("prefix/share/hotels"), withIntermediateDirectories: true)
        for path in ["prefix", "prefix/bin", "prefix/share", "prefix/share/hotels"] { chmod(folder.path(path), 0o755) }
        let index = folder.path("prefix/share/hotels/gazetteer.hgaz")
        #expect(FileManager.default.createFile(atPath: index, contents: Data("not read".utf8)))
        // Root reads any file: run as nobody then, who cannot read a 0600 file of root's.
        let asOther = getuid() == 0
        chmod(index, asOther ? 0o600 : 0o000)
        let binary = folder.path("prefix/bin/hotels")
        try FileManager.default.copyItem(atPath: BinaryTests.binary.path, toPath: binary)
        chmod(binary, 0o755)
        let home = folder.path("home")
        let run = try TestTools.finish(URL(fileURLWithPath: asOther ? "/usr/sbin/runuser" : binary),
                                       (asOther ? ["-u", "nobody", "--", binary] : []) + ["geocode", "Paris, France"],
                                       environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
        let said = String(decoding: run.errors, as: UTF8.self)
        #expect(run.status != 0)
        #expect(said.contains("\(folder.path("prefix/bin"))/../share/hotels/gazetteer.hgaz") && said.contains("Permission denied"), "\(said)")
        #expect(!said.contains("no gazetteer index"), "\(said)")
    }
}
