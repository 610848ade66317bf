import Foundation
import HotelsTestSupport
import Testing

/// `import --explain` names each card so that it can be found: by number
/// and line in one file, by file, line and number there in several, as the
/// reader's own messages do.
struct ExplainPlaceTests {
    @Test("with two files, --explain names each card's file, line and number in it; --json's selection and skipped_cards name the file, numbered as the entries")
    func twoFiles() throws {
        let folder = TemporaryDirectory("hotels-explain-files")
        let first = folder.path("first.vcf"), second = folder.path("second.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nEND:VCARD\r\n".utf8)
            .write(to: URL(fileURLWithPath: first))
        try Data(("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nEND:VCARD\r\n"
                  + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Pension Rose\r\nORG:Pension Rose\r\nEND:VCARD\r\n").utf8)
            .write(to: URL(fileURLWithPath: second))
        let store = folder.path("s.sqlite")

        let text = try BinaryTests.hotels(["import", "--dry-run", "--explain", "--no-geocode", "--store", store, first, second])
        let lines = String(decoding: text.output, as: UTF8.self).split(separator: "\n").filter { $0.contains(": card ") }
        #expect(lines.count == 3 && lines[0].hasPrefix("\(first):1: card 1, 'Hotel Adlon': taken"), "\(lines)")
        #expect(lines.count == 3 && lines[1].hasPrefix("\(second):1: card 1: skipped"), "\(lines)")
        #expect(lines.count == 3 && lines[2].hasPrefix("\(second):6: card 2, 'Pension Rose': taken"), "\(lines)")

        let json = try BinaryTests.hotels(["import", "--dry-run", "--explain", "--json", "--no-geocode", "--store", store, first, second])
        let plan = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any], "\(json.errors)")
        let selection = try #require(plan["selection"] as? [[String: Any]])
        #expect(selection.map { $0["file"] as? String } == [first, second, second])
        #expect(selection.map { $0["card"] as? Int } == [1, 2, 3] && selection.map { $0["line"] as? Int } == [1, 1, 6])
        // The entries count the cards as the selection does.
        let entries = try #require(plan["entries"] as? [[String: Any]])
        #expect(entries.map { $0["cards"] as? [Int] } == [[1], [3]])
        let skipped = try #require(plan["skipped_cards"] as? [[String: Any]])
        #expect(skipped.count == 1 && skipped.first?["file"] as? String == second && skipped.first?["line"] as? Int == 1)
        #expect(skipped.first?["card"] as? Int == 2, "numbered across the files, as the entries' cards are")

        // One file: as before, by number and line, and no file key.
        let one = try BinaryTests.hotels(["import", "--dry-run", "--explain", "--no-geocode", "--store", store, second])
        #expect(String(decoding: one.output, as: UTF8.self).contains("card 2, line 6, 'Pension Rose': taken"))
        let oneJSON = try BinaryTests.hotels(["import", "--dry-run", "--explain", "--json", "--no-geocode", "--store", store, second])
        let onePlan = try #require(try JSONSerialization.jsonObject(with: oneJSON.output) as? [String: Any])
        #expect((onePlan["selection"] as? [[String: Any]])?.allSatisfy { $0["file"] == nil } == true)
    }
}
