import Foundation
import Gazetteer
import HotelsTestSupport
import Testing
@testable import Reconcile

/// A brand of one common word before a town's name, as the gazetteer knows
/// the town (``TownLookup``).
@Suite("A common-word brand before a town")
struct TownBrandTests {
    /// The towns of an index built from three GeoNames rows.
    static let towns: TownLookup = {
        let folder = TemporaryDirectory()
        let rows = [("Chicago", "US", "IL", 2_720_546), ("Laguna Beach", "US", "CA", 23_032), ("Central", "US", "SC", 5_159)]
        let text = rows.enumerated().map { number, row in
            "\(number + 1)\t\(row.0)\t\(row.0)\t\t40.0\t-90.0\tP\tPPL\t\(row.1)\t\t\(row.2)\t\t\t\t\(row.3)\t\t0\tUTC\t2026-01-01\n"
        }.joined()
        let path = folder.path("cities1000.txt")
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let builder = GazetteerBuilder()
        _ = try! builder.add(path: path)
        let index = try! GazetteerIndex(bytes: builder.indexBytes(buildTime: 0))
        return TownLookup { index }
    }()

    static func verdict(_ name: String, towns: TownLookup? = Self.towns) -> Verdict {
        let card = EvidenceTests.card(["FN:\(name)", "ORG:\(name)", "ADR;TYPE=WORK:;;76 Congress Ave;Austin;TX;78701;USA"])
        return LodgingSelector(towns: towns).verdict(for: card, explain: true)
    }

    @Test("the brand counts when the rest of the name is a town of the card's country, though the address is elsewhere", arguments: [
        ("Freehand Chicago", "Freehand"), ("Montage Laguna Beach", "Montage"), ("The Chicago EDITION", "Edition"),
    ])
    func beforeATown(_ name: String, _ brand: String) {
        let verdict = Self.verdict(name)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.brand(brand, in: .organization, generic: false, elsewhere: false)), "\(verdict.evidence)")
    }

    @Test("not before a trade, a village, or with no gazetteer", arguments: [
        ("Omni Chicago Freight", true), ("Omni Central", true), ("Freehand Chicago", false),
    ])
    func notATown(_ name: String, _ withTowns: Bool) {
        let verdict = Self.verdict(name, towns: withTowns ? Self.towns : nil)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("the selector's fingerprint says whether it knows the towns, so a sync judges again when that changes")
    func fingerprint() {
        #expect(LodgingSelector(towns: Self.towns).fingerprint != LodgingSelector().fingerprint)
    }
}
