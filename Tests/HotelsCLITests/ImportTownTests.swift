import Foundation
import Gazetteer
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Import reads the towns of the gazetteer it would geocode with, even under
/// `--no-geocode`: a brand of one common word before a town's name counts.
struct ImportTownTests {
    static let qt = ImportSelectionTests.card(["FN:QT Gold Coast", "ORG:QT Gold Coast", "UID:Q-1",
                                               "ADR;TYPE=WORK:;;7 Staghorn Avenue;Surfers Paradise;QLD;4217;Australia"])

    /// An index of the GeoNames rows `towns` (name, population), all in Australia, written in `folder`.
    static func index(_ towns: [(String, Int)], in folder: TemporaryDirectory) throws -> String {
        let text = towns.enumerated().map { number, town in
            "\(number + 1)\t\(town.0)\t\(town.0)\t\t-28.0\t153.4\tP\tPPL\tAU\t\t04\t\t\t\t\(town.1)\t\t0\tUTC\t2026-01-01\n"
        }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path("cities1000.txt")))
        let builder = GazetteerBuilder()
        _ = try builder.add(path: folder.path("cities1000.txt"))
        let path = folder.path("towns.hgaz")
        try Data(builder.indexBytes(buildTime: 0)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a common-word brand before a town the --gazetteer index knows is taken; before one it does not know, not")
    func brandBeforeATown() throws {
        let setup = ImportSelectionTests.Setup()
        try setup.write([Self.qt])
        let withTown = try Self.index([("Gold Coast", 591_473), ("Brisbane", 2_189_878)], in: setup.folder)
        let known = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode", "--gazetteer", withTown])
        #expect(known.status == .success)
        #expect(known.output.contains("taken: company card (ORG, no personal name), brand 'QT' in ORG, has an address"), "\(known.output)")

        let other = TemporaryDirectory("hotels-towns")
        let withoutTown = try Self.index([("Brisbane", 2_189_878)], in: other)
        let unknown = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode", "--gazetteer", withoutTown])
        #expect(unknown.output.contains("skipped:") && unknown.output.contains("(a common word)"), "\(unknown.output)")
    }
}
