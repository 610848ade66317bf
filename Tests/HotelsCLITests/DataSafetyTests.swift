import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI
import VCard

/// The probe's "data lost without a word" defects, each as the user met it.
struct DataSafetyTests {
    let scratch = ScratchStore("hotels-safety")
    let book = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    @Test("undo of an rm refuses, naming the batch, when the hotel came back under its UID and was edited")
    func undoOfRemovalKeepsTheLaterHotel() throws {
        #expect(run(["import", book]).status == .success)
        let hotels = run(["list", "--format", "tsv"]).output.split(separator: "\n").count - 1
        #expect(run(["rm", "1", "--yes"]).status == .success)
        #expect(run(["import", book]).status == .success)
        let newID = hotels + 1
        #expect(run(["edit", "\(newID)", "--notes", "mine"]).status == .success)

        let undo = run(["undo", "2"])
        #expect(undo.status == .failure)
        #expect(undo.errors.contains("batch 2 cannot be undone: later batches 3, 4"))
        #expect(run(["show", "\(newID)"]).output.contains("mine"))
        #expect(run(["list", "--format", "tsv"]).output.split(separator: "\n").count - 1 == hotels)
    }

    /// A probe's: a card taken under wider limits than the defaults was
    /// read back by export with the defaults, read as none, and written
    /// afresh: its X- properties, groups and photo gone, exit 0.
    @Test("a card imported under wider limits than the defaults is exported as itself, its edit rewritten into it")
    func cardOverDefaultLimits() throws {
        let memo = String(repeating: "m", count: ReaderLimits.defaultValueBytes + 1)
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Grande", "ORG:Hotel Grande", "N:;;;;", "CATEGORIES:Hotel",
                    "ADR;TYPE=WORK:;;Rua 1;Lisboa;;1100-148;Portugal", "item1.X-ABLabel:desk", "item1.TEL:+351 1", "X-MEMO:" + memo,
                    "UID:grande", "END:VCARD", ""].joined(separator: "\r\n")
        try card.write(toFile: folder.path("big.vcf"), atomically: true, encoding: .utf8)
        let limits = ["--max-line", "32M", "--max-value", "32M", "--max-card", "64M"]
        #expect(run(["import", "--no-geocode", folder.path("big.vcf")] + limits).status == .success)
        #expect(run(["edit", "1", "--phone", "+351 2"]).status == .success)
        let exported = run(["export"]).output
        #expect(exported.contains("X-MEMO:mmmm") && exported.contains("item1.X-ABLabel:desk") && exported.contains("TEL") && exported.contains("+351 2"))
        #expect(!exported.contains("+351 1"))
    }

    @Test("a book with duplicate cards of one hotel imports idempotently and keeps the first card whole", arguments: [
        ("UID:dup-1", "UID:dup-1"), ("UID:dup-1", "UID:dup-2"), ("UID:dup-1", ""), ("", "UID:dup-2"),
    ])
    func duplicateCardsIdempotent(uids: (String, String)) throws {
        func card(_ uid: String, _ extra: String) -> String {
            "BEGIN:VCARD\r\nVERSION:3.0\r\n" + (uid.isEmpty ? "" : uid + "\r\n") + "FN:Hotel Sonne\r\nN:;;;;\r\nORG:Hotel Sonne\r\n"
                + extra + "END:VCARD\r\n"
        }
        let first = card(uids.0, "CATEGORIES:Hotel,Favourites\r\nADR;TYPE=WORK:;;;Ulm;;;Germany\r\n"
                         + "X-SOCIALPROFILE:https://example.com/sonne\r\nX-HOTEL-STARS:4\r\nREV:2020-01-01T00:00:00Z\r\n")
        let second = card(uids.1, "CATEGORIES:Hotel\r\nADR;TYPE=WORK:;;Marktplatz 1;Ulm;;89073;Germany\r\n"
                          + "TEL:+49 731 2\r\nNOTE:second\r\nREV:2024-01-01T00:00:00Z\r\n")
        let path = folder.path("dup.vcf")
        try Data((first + second).utf8).write(to: URL(fileURLWithPath: path))
        #expect(run(["import", path, "--no-geocode"]).output == "1 created, 0 updated, 0 unchanged, 1 merged into an earlier card, 0 conflicts, 0 skipped\n")
        let stored = run(["show", "1", "--json"]).output
        for _ in 0..<2 {
            let again = run(["import", path, "--no-geocode"])
            #expect(again.output.hasPrefix("0 created, 0 updated, 1 unchanged, 1 merged into an earlier card, 0 conflicts"),
                    "\(again.output) \(again.errors)")
            #expect(!again.errors.contains("conflict"))
        }
        let after = run(["show", "1", "--json"]).output
        #expect(after == stored)
        #expect(after.contains("X-SOCIALPROFILE") && after.contains("X-HOTEL-STARS"))
    }
}

/// Folder export names, and what `-o` may replace.
struct OutputSafetyTests {
    let scratch = ScratchStore("hotels-output")

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    /// Hotel cards whose UIDs collide once made file-name-safe, and one too long for a file name.
    static let hostileUIDs = ["a/b", "a:b", "a_b", "hôtel", "hütel", "h_tel", String(repeating: "u", count: 300), "../escape", ".dot"]

    func importHostileBook() throws {
        let cards = Self.hostileUIDs.enumerated().map { index, uid in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:Hotel Number \(index)\r\nORG:Hotel Number \(index)\r\n"
                + "CATEGORIES:Hotel\r\nADR:;;\(index) Main St;Springfield;;;US\r\nEND:VCARD\r\n"
        }
        let book = folder.path("hostile.vcf")
        try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: book))
        let imported = run(["import", book, "--no-geocode"])
        #expect(imported.status == .success, "\(imported.errors)")
    }

    @Test("export -o DIR/ writes one file per hotel, whatever their UIDs, and reads back as the same hotels")
    func folderExportNamesNeverCollide() throws {
        try importHostileBook()
        let out = folder.path("out") + "/"
        let exported = run(["export", "-o", out])
        #expect(exported.status == .success, "\(exported.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".vcf") }
        #expect(files.count == Self.hostileUIDs.count)
        #expect(mode(out) == 0o700)
        #expect(files.allSatisfy { mode(out + $0) == 0o600 })
        #expect(!FileManager.default.fileExists(atPath: folder.path("escape.vcf")))
        let again = run(["import", out, "--no-geocode"])
        #expect(again.output.hasPrefix("0 created, 0 updated, \(Self.hostileUIDs.count) unchanged"), "\(again.output) \(again.errors)")
    }

    @Test("-o refuses a symbolic link, a FIFO and a device; keeps a file's mode; makes new files 0600; -o - is standard output")
    func outputTargets() throws {
        #expect(run(["add", "--name", "Pension Anna"]).status == .success)
        let target = folder.path("target.vcf")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("mine".utf8)))
        let link = folder.path("link.vcf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let refused = run(["export", "-o", link])
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.contains("it is a symbolic link, not a regular file"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)

        let fifo = folder.path("pipe.vcf")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(run(["export", "-o", fifo]).status == .cannotCreate)
        #expect(run(["convert", TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, "--to", "4.0", "-o", fifo]).status == .cannotCreate)
        // A device of the test's own, never /dev/null (see AtomicFileTests).
        let device = folder.path("null.vcf")
        if mknod(device, S_IFCHR | 0o600, dev_t(0x103)) == 0 {
            #expect(run(["export", "-o", device]).errors.contains("it is a device"))
        }

        let shared = folder.path("shared.vcf")
        #expect(FileManager.default.createFile(atPath: shared, contents: Data(), attributes: [.posixPermissions: 0o600]))
        #expect(run(["export", "-o", shared]).status == .success)
        #expect(mode(shared) == 0o600)
        let fresh = folder.path("fresh.vcf")
        #expect(run(["export", "-o", fresh]).status == .success)
        #expect(mode(fresh) == 0o600)
        let piped = run(["export", "-o", "-"])
        #expect(piped.output.contains("FN:Pension Anna"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }
}

/// What reaches a person's terminal: never a raw control character, never
/// a column as wide as the longest name.
struct TerminalSafetyTests {
    let scratch = ScratchStore("hotels-terminal")

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    /// `card` written to `name` in the folder; its path.
    func written(_ card: String, as name: String) throws -> String {
        let path = folder.path(name)
        try Data(card.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    @Test("control characters in a card's name, city and note show escaped in list, tsv, show, JSON and messages; kept in the export")
    func controlCharactersEscaped() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ctl\r\nFN:Evil\u{1B}[7mpwned\u{07} Hotel\r\nORG:Evil\u{1B}[7mpwned\u{07} Hotel\r\n"
            + "CATEGORIES:Hotel\r\nADR:;;1 Main St;Bad\u{1B}[2JTown;;;US\r\nNOTE:ring\u{07} del\u{7F} csi\u{9B}31m\r\nEND:VCARD\r\n"
        let book = try written(card, as: "ctl.vcf")
        let changed = folder.path("ctl-changed.vcf")
        try Data(card.replacingOccurrences(of: "NOTE:ring", with: "NOTE:bell\u{1B}]0;title\u{07} ring").utf8)
            .write(to: URL(fileURLWithPath: changed))
        // A dry run's plan lines: a hotel to create, then one whose note is in conflict.
        let planned = run(["import", book, "--no-geocode", "--dry-run"])
        #expect(!Self.hasRawControl(planned.output))
        #expect(planned.output.hasPrefix("create  Evil^[[7mpwned^G Hotel (Bad^[[2JTown, US)\n"), "\(planned.output.debugDescription)")
        let imported = run(["import", book, "--no-geocode"])
        #expect(imported.status == .success)
        #expect(run(["import", changed, "--no-geocode", "--dry-run"]).output.contains("book 'bell^[]0;title^G ring"))
        for arguments in [["list"], ["list", "--format", "tsv"], ["show", "1"], ["list", "--json"], ["show", "1", "--json"],
                          ["import", book, "--no-geocode", "--dry-run"], ["import", changed, "--no-geocode", "--dry-run"], ["history"]] {
            let shown = run(arguments)
            #expect(!Self.hasRawControl(shown.output), "\(arguments): \(shown.output.debugDescription)")
            #expect(!Self.hasRawControl(shown.errors), "\(arguments)")
        }
        #expect(run(["list"]).output.contains("Evil^[[7mpwned^G Hotel"))
        // A tab in a cell would break the table's columns: shown as a space.
        #expect(run(["add", "--name", "Tab\tInn", "--no-geocode"]).status == .success)
        #expect(run(["list"]).output.contains("Tab Inn") && !run(["list"]).output.contains("\t"))
        #expect(run(["show", "1"]).output.contains("ring^G del^? csi\\u009b31m"))
        #expect(run(["list", "--json"]).output.contains(#"ring\u0007 del\u007f csi\u009b31m"#))
        // Data keeps its bytes.
        #expect(run(["export"]).output.contains("FN:Evil\u{1B}[7mpwned\u{07} Hotel"))
        let edited = run(["edit", "Evil", "--rating", "3"])
        #expect(!Self.hasRawControl(edited.output + edited.errors))
    }

    /// A probe's: a TAB from a card reached --explain lines, the plan and
    /// sync's plan raw, while ESC beside it showed as ^[.
    @Test("a tab from a card shows as ^I in --explain lines, plans, show and messages; tables and TSV make it a space")
    func tabShownInMessages() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:tab\r\nN:;;;;\r\nFN:Tab\there\u{1B}[31mInn\r\nCATEGORIES:Hotel\r\n"
            + "ADR:;;1 Main St;Tab\tTown;;;US\r\nNOTE:a\tb\r\nEND:VCARD\r\n"
        let book = try written(card, as: "tab.vcf")
        let explained = run(["import", book, "--no-geocode", "--dry-run", "--explain"])
        #expect(explained.output.contains("'Tab^Ihere^[[31mInn': taken"), "\(explained.output.debugDescription)")
        #expect(explained.output.contains("create  Tab^Ihere^[[31mInn (Tab^ITown, US)\n"), "\(explained.output.debugDescription)")
        let synced = run(["sync", book, "--no-geocode", "--dry-run", "-v"])
        #expect(synced.output.contains("Tab^Ihere^[[31mInn"), "\(synced.output.debugDescription) \(synced.errors.debugDescription)")
        #expect(run(["import", book, "--no-geocode"]).status == .success)
        #expect(run(["show", "1"]).output.contains("a^Ib"))
        for arguments in [["import", book, "--no-geocode", "--dry-run", "--explain"], ["sync", book, "--no-geocode", "--dry-run", "-v"],
                          ["show", "1"], ["list"], ["edit", "1", "--rating", "2"]] {
            let shown = run(arguments)
            #expect(!(shown.output + shown.errors).contains("\t"), "\(arguments): \(shown.output.debugDescription) \(shown.errors.debugDescription)")
        }
        // TSV: a tab inside a field is a space; the fields stay apart by tabs.
        let tsv = run(["list", "--format", "tsv"]).output.split(separator: "\n")
        #expect(tsv.count == 2 && tsv[1].hasPrefix("1\tTab here^[[31mInn\tTab Town\tUS\t"), "\(tsv)")
    }

    @Test("a table caps its columns: a 100,000-character name is cut with an ellipsis, the other rows stay narrow")
    func longNameCut() throws {
        #expect(run(["add", "--name", String(repeating: "N", count: 100_000), "--city", "Wien"]).status == .success)
        #expect(run(["add", "--name", "Pension Anna", "--city", "Graz"]).status == .success)
        let table = run(["list"]).output
        let lines = table.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count < 160 })
        #expect(lines.contains { $0.contains(String(repeating: "N", count: 47) + "…") })
        // TSV and JSON are data: they carry the whole name.
        #expect(run(["list", "--format", "tsv"]).output.contains(String(repeating: "N", count: 100_000)))
    }
}
