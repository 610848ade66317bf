import Foundation
import HotelsTestSupport
import Testing

/// The rest of issue 16's point 7, through the binary: several books in one
/// import, `--json` refused where it would be ignored, the sources of
/// `gazetteer info --json` as objects.
struct CommandLineVoiceTests {
    @Test("import takes several files, as lint does: one batch, every card counted once")
    func importSeveralFiles() throws {
        let folder = TemporaryDirectory("hotels-voice")
        let store = folder.path("s.sqlite")
        let books = ["contacts.vcf", "apple-contacts-3.0.vcf"].map { TestPaths.fixtures.appendingPathComponent($0).path }
        let first = try BinaryTests.hotels(["import", "--no-geocode", "--store", store] + books)
        #expect(first.status == 0, "\(first.errors)")
        #expect(String(decoding: first.output, as: UTF8.self)
                == "8 created, 0 updated, 0 unchanged, 1 merged into an earlier card, 0 conflicts, 6 skipped (not a hotel)\n")
        let history = try BinaryTests.hotels(["history", "--json", "--store", store])
        let batches = try #require(try JSONSerialization.jsonObject(with: history.output) as? [[String: Any]])
        #expect(batches.map { $0["command"] as? String } == ["import contacts.vcf apple-contacts-3.0.vcf"])
        let again = try BinaryTests.hotels(["import", "--no-geocode", "--store", store] + books)
        #expect(String(decoding: again.output, as: UTF8.self).hasPrefix("0 created, 0 updated, 8 unchanged"), "\(again.errors)")
    }

    @Test("geocode --json with --input or --missing is refused with 64, not ignored", arguments: [
        ["geocode", "--input", "addresses.csv", "--json"], ["geocode", "--missing", "--json"],
    ])
    func geocodeJSONRefused(arguments: [String]) throws {
        let folder = TemporaryDirectory("hotels-voice")
        let run = try BinaryTests.hotels(arguments + ["--store", folder.path("s.sqlite")])
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("--json goes with one ADDRESS"))
    }

    @Test("gazetteer info --json gives each source as {file, kind, rows}")
    func gazetteerSources() throws {
        let folder = TemporaryDirectory("hotels-voice")
        let index = folder.path("sample.hgaz")
        let samples = ["cities-sample.txt", "admin1CodesASCII-sample.txt"].map { TestPaths.fixtures.appendingPathComponent("gazetteer/\($0)").path }
        let built = try BinaryTests.hotels(["gazetteer", "build", "-o", index] + samples)
        #expect(built.status == 0, "\(built.errors)")
        let info = try BinaryTests.hotels(["gazetteer", "info", "--json", "--gazetteer", index])
        let object = try #require(try JSONSerialization.jsonObject(with: info.output) as? [String: Any])
        let sources = try #require(object["sources"] as? [[String: Any]])
        #expect(sources.map { $0["file"] as? String } == ["cities-sample.txt", "admin1CodesASCII-sample.txt"])
        #expect(sources.map { $0["kind"] as? String } == ["geonames-cities", "geonames-admin1"])
        #expect(sources.allSatisfy { ($0["rows"] as? Int ?? 0) > 0 })
        let text = String(decoding: try BinaryTests.hotels(["gazetteer", "info", "--gazetteer", index]).output, as: UTF8.self)
        #expect(text.contains("  cities-sample.txt  geonames-cities  "))
        #expect(!text.contains("\t"))
    }

    @Test("the man page names every key import --json prints, as it prints it")
    func manPageNamesImportKeys() throws {
        let folder = TemporaryDirectory("hotels-voice")
        let run = try BinaryTests.hotels(["import", "--json", "--no-geocode", "--store", folder.path("s.sqlite"),
                                          TestPaths.fixtures.appendingPathComponent("contacts.vcf").path])
        let plan = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let entry = try #require((plan["entries"] as? [[String: Any]])?.first)
        let skip = try #require((plan["skipped_cards"] as? [[String: Any]])?.first)
        let change = ["field", "old", "new"], conflict = ["field", "store", "book", "winner"]
        let keys = Set(plan.keys).union(entry.keys).union(skip.keys).union(change).union(conflict)

        let man = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("man/hotels.1"), encoding: .utf8)
        let start = try #require(man.range(of: "Print the whole plan as one JSON object"))
        let paragraph = man[start.upperBound...]
        let end = paragraph.range(of: "\n.TP")?.lowerBound ?? paragraph.endIndex
        let words = Set(paragraph[..<end].split { !($0.isLetter || $0 == "_") }.map(String.init))
        #expect(keys.subtracting(words).isEmpty, "not in the man page: \(keys.subtracting(words).sorted())")
    }
}
