import Foundation
import HotelsTestSupport
import Testing

/// An import's summary adds up: every card of the book in one bucket —
/// created, updated, unchanged, merged, conflict, skipped, unreadable
/// (issue 16, point 6).
struct SummaryBucketTests {
    static var contacts: String { TestPaths.fixtures.appendingPathComponent("contacts.vcf").path }

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test("cards that cannot be read are counted as unreadable, and the cards after them keep the reader's numbers")
    func unreadableCards() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--explain", "--max-card", "300", "--store", folder.path("s.sqlite"), Self.contacts])
        #expect(run.status == 1)
        let lines = text(run.output).split(separator: "\n")
        #expect(lines.last == "3 created, 0 updated, 0 unchanged, 0 conflicts, 5 skipped (not a hotel), 4 unreadable")
        // Card 5 is over the limit; the next is card 6 for the reader and the import alike.
        #expect(run.errors.contains("contacts.vcf:48: card 5: error: card is larger than the card limit"))
        #expect(lines.contains { $0.hasPrefix("card 6, line 61, 'Park Hyatt Tokyo': taken") }, "\(lines)")
        let json = try BinaryTests.hotels(["import", "--no-geocode", "--dry-run", "--json", "--max-card", "300",
                                           "--store", folder.path("t.sqlite"), Self.contacts])
        let plan = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        #expect(plan["unreadable"] as? Int == 4)
    }

    /// A probe's: a card whose BEGIN:VCARD is misspelt was said in an error
    /// and counted nowhere: import's summary added up to one card less
    /// than the book, and lint counted it as no card.
    @Test("a card whose BEGIN:VCARD is misspelt is an unreadable card: numbered, counted by import and lint alike")
    func lostCard() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let book = folder.path("book.vcf")
        let card = { (begin: String, name: String) in
            "\(begin)\r\nVERSION:3.0\r\nFN:\(name)\r\nN:;;;;\r\nORG:\(name)\r\nADR:;;1 Main St;Berlin;;10117;DE\r\nEND:VCARD\r\n"
        }
        try Data((card("BEGIN:VCARD", "Hotel A") + card("BEGN:VCARD", "Hotel B") + card("BEGIN:VCARD", "Hotel C")).utf8)
            .write(to: URL(fileURLWithPath: book))
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--explain", "--store", folder.path("s.sqlite"), book])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("book.vcf:8: card 2: error: 7 lines outside any card, a card among them"), "\(run.errors)")
        #expect(text(run.output).contains("card 3, line 15, 'Hotel C': taken"), "\(text(run.output))")
        #expect(text(run.output).hasSuffix("2 created, 0 updated, 0 unchanged, 0 conflicts, 0 skipped, 1 unreadable\n"))
        let lint = try BinaryTests.hotels(["lint", book])
        #expect(lint.status == 65)
        #expect(text(lint.output).hasPrefix("3 cards, "), "\(text(lint.output))")
        // A review's: two such cards in a row are two, and the card after them the fourth.
        try Data((card("BEGIN:VCARD", "Hotel A") + card("BEGN:VCARD", "Hotel B") + card("BEGN:VCARD", "Hotel C") + card("BEGIN:VCARD", "Hotel D")).utf8)
            .write(to: URL(fileURLWithPath: book))
        let two = try BinaryTests.hotels(["import", "--no-geocode", "--explain", "--store", folder.path("t.sqlite"), book])
        #expect(text(two.output).contains("card 4, line 22, 'Hotel D': taken"), "\(text(two.output))")
        #expect(text(two.output).hasSuffix("2 created, 0 updated, 0 unchanged, 0 conflicts, 0 skipped, 2 unreadable\n"))
        #expect(text(try BinaryTests.hotels(["lint", book]).output).hasPrefix("4 cards, "))
    }

    @Test("a jCard item that is no card is an unreadable card: counted, and the exit status says so")
    func unreadableJCardItem() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let book = folder.path("book.json")
        let card = { (name: String) in #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","\#(name)"],["org",{},"text","\#(name)"]]]"# }
        try Data("[\(card("Hotel A")),\n 5,\n \(card("Hotel B"))]".utf8).write(to: URL(fileURLWithPath: book))
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--explain", "--store", folder.path("s.sqlite"), book])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("book.json:2: card 2: error: jCard: item 2 is not"))
        #expect(text(run.output).contains("card 3, line 3, 'Hotel B': taken"), "\(text(run.output))")
        #expect(text(run.output).hasSuffix("2 created, 0 updated, 0 unchanged, 0 conflicts, 0 skipped, 1 unreadable\n"))
    }

    /// A probe's: an xCard cut before `</vcards>`, or a jCard with text
    /// after its last bracket, printed an error and exited 0, its summary
    /// saying nothing was unreadable; lint and convert exited 65.
    @Test("an error of the document itself, after the cards it took: the exit status says so", arguments: [
        ("cut.xml", #"<?xml version="1.0"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>Hotel A</text></fn>"#
            + #"<org><text>Hotel A</text></org><categories><text>Hotel</text></categories></vcard>"#, "the file ends before </vcards>"),
        ("after.json", #"[["vcard",[["version",{},"text","4.0"],["fn",{},"text","Hotel A"],["categories",{},"text","Hotel"]]]] ]"#,
         "more after the end of the JSON value"),
    ])
    func documentError(_ name: String, _ text: String, _ message: String) throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let book = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: book))
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", folder.path("s.sqlite"), book])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(self.text(run.output).hasPrefix("1 created"), "\(self.text(run.output))")
    }

    /// A probe's: a jCard's comma before a closing bracket was read
    /// without a word; Python's json refuses the file.
    @Test("a jCard's comma before a closing bracket: the card is taken, lint and import warn at its line")
    func trailingCommaWarned() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let book = folder.path("book.json")
        try Data(#"[["vcard",[["version",{},"text","4.0"],["fn",{},"text","Hotel K",],["categories",{},"text","Hotel"]]]]"#.utf8)
            .write(to: URL(fileURLWithPath: book))
        let lint = try BinaryTests.hotels(["lint", book])
        #expect(lint.errors.contains("book.json:1: card 1: warning: jCard: a comma before a closing bracket"), "\(lint.errors)")
        #expect(self.text(lint.output).contains("1 card, 1 warning, 0 errors"), "\(self.text(lint.output))")
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", folder.path("s.sqlite"), book])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("[trailing-comma]"), "\(run.errors)")
        #expect(self.text(run.output).hasPrefix("1 created"))
    }

    /// A probe's: a file cut in the middle of its last card's line made a
    /// hotel of that card, its street cut short, with exit status 0.
    @Test("a file cut in the middle of a card's line: that card is unreadable, named, and the exit status says so")
    func fileCutMidLine() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let book = folder.path("cut.vcf")
        let whole = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel A\r\nORG:Hotel A\r\nCATEGORIES:Hotel\r\nADR;TYPE=work:;;Via Roma 1;Roma;;00184;Italy\r\nEND:VCARD\r\n"
        try Data((whole + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Broken\r\nORG:Hotel Broken\r\nCATEGORIES:Hotel\r\nADR;TYPE=work:;;Via Ro").utf8)
            .write(to: URL(fileURLWithPath: book))
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", folder.path("s.sqlite"), book])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("cut.vcf:9: card 2: error: the input ends in the middle of a line of the card, with no END:VCARD: it is cut short"),
                "\(run.errors)")
        #expect(text(run.output).hasSuffix("1 created, 0 updated, 0 unchanged, 0 conflicts, 0 skipped, 1 unreadable\n"), "\(text(run.output))")
        let listed = try BinaryTests.hotels(["list", "--json", "--store", folder.path("s.sqlite")])
        #expect(!text(listed.output).contains("Broken"))
    }

    @Test("a card with conflicts in three fields is one conflict, not also unchanged; each conflict names card and line")
    func conflictIsOneCard() throws {
        let folder = TemporaryDirectory("hotels-buckets")
        let store = folder.path("s.sqlite")
        #expect(try BinaryTests.hotels(["import", "--no-geocode", "--store", store, Self.contacts]).status == 0)
        #expect(try BinaryTests.hotels(["edit", "1", "--city", "Kyoto", "--postal-code", "999", "--phone", "+1 555", "--store", store]).status == 0)
        let again = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, Self.contacts])
        #expect(text(again.output) == "0 created, 0 updated, 6 unchanged, 1 conflict, 5 skipped (not a hotel)\n")
        #expect(again.errors.contains("hotels: conflict in city of 'Hotel Adlon Kempinski' (card 1, line 1): the store's value stays ('Kyoto'; the book's was 'Berlin')"),
                "\(again.errors)")
        let plan = try #require(try JSONSerialization.jsonObject(
            with: try BinaryTests.hotels(["import", "--no-geocode", "--dry-run", "--json", "--store", store, Self.contacts]).output) as? [String: Any])
        #expect(plan["conflicts"] as? Int == 1)
        #expect(plan["unchanged"] as? Int == 6)
    }
}
