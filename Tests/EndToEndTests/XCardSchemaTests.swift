import Foundation
import HotelsTestSupport
import Testing

/// The xCard `hotels` writes, checked against RFC 6351's own RELAX NG schema
/// (Appendix A, in `Schema/`) with `trang` and `xmllint`; skipped where those
/// are not installed, except under CI (.ci/run installs them).
struct XCardSchemaTests {
    let folder = TemporaryDirectory("hotels-rng")

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool`: its status, and what it said on either stream.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let finished = try TestTools.finish(URL(fileURLWithPath: tool), arguments)
        return (finished.status, String(decoding: finished.output + finished.errors, as: UTF8.self))
    }

    @Test("RFC 6350/6351 examples and hotels' own cards, written as xCard, validate against the RFC 6351 schema")
    func validates() throws {
        guard let trang = Self.tool("trang"), let xmllint = Self.tool("xmllint") else {
            if TestPaths.isCI { Issue.record("CI=true: trang or xmllint is missing") }
            return
        }
        let schema = folder.path("xcard.rng")
        let source = TestPaths.packageRoot.appendingPathComponent("Tests/EndToEndTests/Schema/rfc6351-xcard.rnc").path
        let converted = try Self.run(trang, ["-I", "rnc", "-O", "rng", source, schema])
        try #require(converted.status == 0, "\(converted.output)")
        var documents: [String: Data] = [:]
        // RFC 6350 §8's example, and RFC 6351's own example read and written again.
        documents["rfc6350"] = try BinaryTests.hotels(["convert", TestPaths.fixtures.appendingPathComponent("rfc6350-example-4.0.vcf").path,
                                                       "--to", "xcard"]).output
        if let corpus = TestPaths.sharedCorpus {
            let example = corpus.appendingPathComponent("jscontact-tools/src/test/resources/xcard/xCard-RFC6351.xml").path
            documents["rfc6351"] = try BinaryTests.hotels(["convert", example, "--to", "xcard"]).output
        }
        // A probe's: an explicit VALUE=date-and-or-time (Nextcloud's REV has one) was written as <date-and-or-time>, no element of RFC 6351's.
        let dates = folder.path("dates.vcf")
        try Data(("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Dates\r\nBDAY;VALUE=date-and-or-time:19960415\r\n"
                  + "ANNIVERSARY;VALUE=date-and-or-time:T1030\r\nREV;VALUE=DATE-AND-OR-TIME:20210104T103553Z\r\nEND:VCARD\r\n").utf8)
            .write(to: URL(fileURLWithPath: dates))
        let datesXML = try BinaryTests.hotels(["convert", dates, "--to", "xcard"]).output
        let datesText = String(decoding: datesXML, as: UTF8.self)
        for element in ["<bday>\n      <date>19960415</date>", "<anniversary>\n      <time>1030</time>", "<rev>\n      <timestamp>20210104T103553Z</timestamp>"] {
            #expect(datesText.contains(element), "\(datesText)")
        }
        documents["dates"] = datesXML
        // Hotels entered by hand, exported.
        let store = folder.path("store.sqlite")
        _ = try BinaryTests.hotels(["add", "--store", store, "--name", "Pension Anna; Zimmer, Frühstück", "--street", "Hauptstraße 1",
                                    "--city", "Wien", "--postal-code", "1010", "--country", "AT", "--phone", "+43 1 234",
                                    "--email", "anna@example.at", "--url", "https://example.at", "--notes", "Quiet;\nbreakfast",
                                    "--lat", "48.2", "--lon", "16.37", "--rating", "8", "--trip", "Wien 2027"])
        _ = try BinaryTests.hotels(["add", "--store", store, "--name", "Bare Inn"])
        let exported = String(decoding: try BinaryTests.hotels(["export", "--store", store, "--format", "xcard"]).output, as: UTF8.self)
        // The appendix's schema names no extension property, though RFC 6351
        // (§5) lets x- names through: hotels' own X-HOTELS-* are taken out
        // of what is checked, and everything else must validate.
        let standard = exported.replacingOccurrences(of: #"(?s)\s*<(x-hotels-[a-z-]+)>.*?</\1>"#, with: "", options: .regularExpression)
        #expect(standard.count < exported.count, "the export carries the store's own properties")
        documents["hotels"] = Data(standard.utf8)
        for (name, data) in documents {
            let path = folder.path("\(name).xml")
            try data.write(to: URL(fileURLWithPath: path))
            let result = try Self.run(xmllint, ["--noout", "--relaxng", schema, path])
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }
}
