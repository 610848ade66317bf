import Foundation
import HotelsTestSupport
import Testing
import VCard
@testable import HotelsCLI

/// What import, lint and convert do with input the reader skips or rejects
/// (issue 15): every skipped card or line counts, exits non-zero and is
/// written to --rejects, as it comes.
struct ReadingDefectTests {
    let store = ScratchStore("hotels-reading")

    static let good = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adler\r\nN:;;;;\r\nORG:Hotel Adler\r\nCATEGORIES:Hotel\r\nADR;TYPE=WORK:;;Münsterplatz 21;Ulm;;89073;Germany\r\nEND:VCARD\r\n"
    static let skipped = ["BEGN:VCARD\r\nVERSION:3.0\r\nFN:Misspelt Inn\r\nEND:VCARD\r\n",
                          "\0BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Nul Inn\r\nEND:VCARD\r\n",
                          "END:VCARD\r\nEND:VCARD\r\n"]

    @Test("import: a misspelt BEGIN, a NUL before BEGIN, stray END lines exit 1 and go to --rejects as they were; lint counts them too",
          arguments: skipped)
    func skippedLinesFailImport(_ bad: String) throws {
        let book = store.path("book.vcf"), rejects = store.path("rejects.vcf"), lintRejects = store.path("lint-rejects.vcf")
        try Data((Self.good + bad).utf8).write(to: URL(fileURLWithPath: book))
        let imported = store.run(["import", book, "--no-geocode", "--rejects", rejects])
        #expect(imported.status == .failure)
        #expect(imported.errors.contains("error:"))
        #expect(imported.output.hasPrefix("1 created"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: rejects)) == Data(bad.utf8))
        let linted = store.run(["lint", book, "--rejects", lintRejects])
        #expect(linted.status == .dataError)
        #expect(try Data(contentsOf: URL(fileURLWithPath: lintRejects)) == Data(bad.utf8))
    }

    /// A probe's: `import --dry-run --rejects FILE` wrote FILE, though a dry
    /// run writes nothing.
    @Test("import --dry-run --rejects: the bad input is reported and counted as in a real run, and FILE is neither made nor changed")
    func dryRunWritesNoRejects() throws {
        let folder = TemporaryDirectory("hotels-dry-rejects")
        let book = folder.path("book.vcf"), rejects = folder.path("rejects.vcf"), kept = folder.path("kept.vcf")
        try Data(("junk line\r\n" + Self.good).utf8).write(to: URL(fileURLWithPath: book))
        try Data("as it was\n".utf8).write(to: URL(fileURLWithPath: kept))
        for target in [rejects, kept] {
            let dry = store.run(["import", book, "--dry-run", "--no-geocode", "--rejects", target])
            #expect(dry.status == .failure)
            #expect(dry.errors.contains("error: 1 line outside any card"), "\(dry.errors)")
            #expect(dry.output.contains("(dry run: nothing written)"), "\(dry.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: rejects))
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "as it was\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["book.vcf", "kept.vcf"])
        // A FILE the run would refuse, the dry run refuses as it does.
        let same = store.run(["import", book, "--dry-run", "--no-geocode", "--rejects", book])
        #expect(same.status == .usage && same.errors.contains("--rejects \(book) is the input"), "\(same.errors)")
        for target in [folder.path("no-folder/rejects.vcf"), folder.url.path] {
            let real = store.run(["import", book, "--no-geocode", "--rejects", target])
            let dry = store.run(["import", book, "--dry-run", "--no-geocode", "--rejects", target])
            #expect(real.status != .success && real.status != .failure && dry.status == real.status, "\(target): \(dry.errors)")
            #expect(dry.errors == real.errors, "\(target)")
            #expect(dry.output.isEmpty)
        }
    }

    @Test("import reads rejected input into --rejects as it comes, between the cards, not held to the end")
    func rejectsStream() throws {
        let book = store.path("book.vcf")
        try Data(("stray\r\n" + Self.good + "BEGIN:VCARD\r\n" + Self.good).utf8).write(to: URL(fileURLWithPath: book))
        var events: [String] = []
        _ = try BookFiles.read(book, report: { _ in }, rejected: { bytes, starts in
            events.append("rejected \(String(decoding: bytes, as: UTF8.self).prefix(5)) \(starts)")
        }) { card, _ in
            events.append("card \(card.formattedName ?? "")")
            return true
        }
        #expect(events == ["rejected stray true", "card Hotel Adler", "rejected BEGIN true", "card Hotel Adler"])
    }

    @Test("--max-card, --max-line and --max-value set the reader's limits; a card over one is rejected whole into --rejects")
    func limitOptions() throws {
        let book = store.path("book.vcf"), rejects = store.path("rejects.vcf")
        let big = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Big Inn\r\nNOTE:\(String(repeating: "x", count: 3000))\r\nEND:VCARD\r\n"
        try Data((big + Self.good).utf8).write(to: URL(fileURLWithPath: book))
        let linted = store.run(["lint", book, "--max-card", "2k", "--rejects", rejects])
        #expect(linted.status == .dataError)
        #expect(linted.errors.contains("card 1: error: card is larger than the card limit (2 KiB); rejected as it was [over-limit]"))
        #expect(try String(contentsOfFile: rejects, encoding: .utf8) == big)
        #expect(store.run(["lint", book, "--max-line", "1000"]).errors.contains("line longer than the line limit (1000 bytes)"))
        #expect(store.run(["lint", book, "--max-value", "1k"]).errors.contains("value limit (1 KiB)"))
        #expect(store.run(["lint", book]).status == .success)
        let imported = store.run(["import", book, "--no-geocode", "--max-card", "2k", "--rejects", rejects])
        #expect(imported.status == .failure)
        #expect(try String(contentsOfFile: rejects, encoding: .utf8) == big)
        let bad = store.run(["lint", book, "--max-card", "2x"])
        #expect(bad.status == .usage)
        #expect(bad.errors.hasPrefix("hotels: --max-card takes a size from 1 byte to 1G (as 500, 64k, 16M), not '2x'"))
    }
}
