import Foundation
import Testing
@testable import HotelsCLI

/// `import --dry-run` lists every conflict the run would settle.
struct DryRunConflictTests {
    static func card(phone: String, revision: String) -> String {
        ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Sacher", "ORG:Hotel Sacher", "ADR;TYPE=WORK:;;Philharmoniker Str. 4;Wien;;1010;Austria",
         "TEL;TYPE=WORK:\(phone)", "X-ABShowAs:COMPANY", "UID:sacher", "REV:\(revision)", "END:VCARD", ""].joined(separator: "\r\n")
    }

    /// A probe's: the dry run counted "1 conflict" and said nothing more of
    /// it, where the run itself names the field, the card and its line.
    @Test("a conflict the store's value wins, leaving the hotel as it is, is listed under a 'keep' line")
    func conflictOfUnchangedHotel() throws {
        let scratch = ScratchStore("dry-run-conflict")
        try Self.card(phone: "+43 1 514560", revision: "2025-01-01T00:00:00Z").write(toFile: scratch.path("a.vcf"), atomically: true, encoding: .utf8)
        try Self.card(phone: "+43 1 111", revision: "2025-06-01T00:00:00Z").write(toFile: scratch.path("b.vcf"), atomically: true, encoding: .utf8)
        #expect(scratch.run(["import", "--no-geocode", scratch.path("a.vcf")]).status == .success)
        // A hotel left as it is without a conflict is not listed.
        let same = scratch.run(["import", "--no-geocode", "--dry-run", scratch.path("a.vcf")])
        #expect(same.output == "0 created, 0 updated, 1 unchanged, 0 conflicts, 0 skipped (dry run: nothing written)\n", "\(same.output)")
        #expect(scratch.run(["edit", "1", "--phone", "+43 1 999"]).status == .success)
        #expect(scratch.run(["import", "--no-geocode", "--on-conflict", "store", scratch.path("b.vcf")]).errors.contains("conflict in phone"))
        let dry = scratch.run(["import", "--no-geocode", "--dry-run", "--on-conflict", "store", scratch.path("b.vcf")])
        #expect(dry.status == .success)
        #expect(dry.output == "keep    1 Hotel Sacher\n"
                    + "        conflict phone: store '+43 1 999', book '+43 1 111' → store\n"
                    + "0 created, 0 updated, 0 unchanged, 1 conflict, 0 skipped (dry run: nothing written)\n", "\(dry.output)")
    }
}
