import Foundation
import HotelsTestSupport
import Testing

/// A card skipped from an xCard or jCard book is named by the line it starts
/// at, as one from a vCard book is (issue 16, point 3: it said `"line":0`).
struct SkippedCardLineTests {
    @Test("skipped_cards of an xCard and a jCard import name the line each card starts at", arguments: ["xcard", "jcard"])
    func skippedCardLines(format: String) throws {
        let folder = TemporaryDirectory("hotels-card-lines")
        let converted = try contacts(as: format)
        // jCard on one line would put every card on line 1: spread it out.
        let bytes = format == "jcard"
            ? try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: converted), options: .prettyPrinted)
            : converted
        let book = folder.path("book.\(format)")
        try bytes.write(to: URL(fileURLWithPath: book))
        let marker = format == "jcard" ? "\"vcard\"" : "<vcard>"
        let cardLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().filter { $0.element.contains(marker) }
            // A jCard card starts at its "[", the line before "vcard" here.
            .map { $0.offset + (format == "jcard" ? 0 : 1) }
        #expect(cardLines.count == 12)

        let run = try BinaryTests.hotels(["import", "--dry-run", "--json", "--no-geocode", "--store", folder.path("s.sqlite"), book])
        let plan = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
        let skipped = try #require(plan["skipped_cards"] as? [[String: Any]])
        #expect(skipped.count == 5)
        for card in skipped {
            let number = try #require(card["card"] as? Int)
            #expect(card["line"] as? Int == cardLines[number - 1], "card \(number)")
        }
    }
}

/// A card whose XML or JSON breaks off in the middle of a book is the same
/// failure in both forms: the cards before it are imported, it is counted as
/// unreadable and named, and the exit status says the book was not read whole.
struct BrokenStructuredBookTests {
    @Test("a card broken mid-book: the cards before it imported, it named and counted unreadable, exit 1", arguments: ["xcard", "jcard"])
    func brokenMidBook(format: String) throws {
        let folder = TemporaryDirectory("hotels-broken-book")
        var text = String(decoding: try contacts(as: format), as: UTF8.self)
        // The fourth card is cut after its first property, its brackets or tags left unclosed.
        let marker = format == "jcard" ? "[\"vcard\"" : "<vcard>"
        let starts = text.ranges(of: marker)
        #expect(starts.count == 12)
        let broken = format == "jcard" ? "[\"vcard\",[[\"fn\",{},\"text\",\"Broken\"],,]]," : "<vcard><fn><text>Broken</fn></vcard>"
        text.insert(contentsOf: broken, at: starts[3].lowerBound)
        let book = folder.path("book.\(format)")
        try Data(text.utf8).write(to: URL(fileURLWithPath: book))

        let run = try BinaryTests.hotels(["import", "--all", "--no-geocode", "--store", folder.path("s.sqlite"), book])
        let output = String(decoding: run.output, as: UTF8.self), errors = run.errors
        #expect(run.status == 1, "\(output) \(errors)")
        #expect(output.hasPrefix("3 created") && output.contains(", 1 unreadable"), "\(output)")
        #expect(errors.contains("book.\(format):1: card 4: error:") || errors.contains(": card 4: error:"), "\(errors)")
    }
}

/// The fixture book `contacts.vcf` (12 cards) as `hotels convert --to FORMAT` writes it.
func contacts(as format: String) throws -> Data {
    let converted = try BinaryTests.hotels(["convert", TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, "--to", format])
    #expect(converted.status == 0, "\(converted.errors)")
    return converted.output
}
