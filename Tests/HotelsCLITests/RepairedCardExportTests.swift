import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// A card the reader repaired goes out of `hotels export` written afresh,
/// as vCard other programs read (its bytes as read broke them: a card
/// without END swallowed the next one); a sync that edits it in the user's
/// book rewrites only the lines it changes, every other line as it was.
struct RepairedCardExportTests {
    let store = ScratchStore("hotels-repaired")

    static let cards = [
        // A stray comment line, a raw line break in the address, a trailing backslash, no END.
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:adler-1\r\nFN:Hotel Adler\r\nN:;;;;\r\nORG:Hotel Adler\r\nCATEGORIES:Hotel\r\n# checked 2024\r\n"
            + "ADR;TYPE=WORK:;;Münsterplatz 21\r\nHinterhaus;Ulm;;89073;Germany\r\nNOTE:ruhig\\\r\nzentral\r\n",
        // A quoted-printable soft break before a blank line (Android), an indented BEGIN.
        " BEGIN:VCARD\r\nVERSION:3.0\r\nUID:post-2\r\nN:Post;;;;\r\nFN:Hotel Post\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK;ENCODING=QUOTED-PRINTABLE:;;Bahnhofstr. 1;Ulm;;89073;=\r\n\r\nEND:VCARD\r\n",
    ]

    @Test("import, then export: each repaired card comes out as vCard that needs no repair, and reads again as no change",
          arguments: cards)
    func exportsRepaired(_ card: String) throws {
        let book = store.path("book.vcf")
        try Data(card.utf8).write(to: URL(fileURLWithPath: book))
        let imported = store.run(["import", book, "--no-geocode"])
        #expect(imported.status == .success, "\(imported.errors)")
        #expect(imported.output.hasPrefix("1 created"))
        #expect(imported.errors.contains("warning:"))
        let exported = store.run(["export", "--format", "vcard3", "-o", store.path("export.vcf")])
        #expect(exported.status == .success)
        let text = try String(contentsOfFile: store.path("export.vcf"), encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCARD\r\n") && text.hasSuffix("END:VCARD\r\n"), "\(text)")
        let lint = store.run(["lint", store.path("export.vcf")])
        #expect(lint.output.contains("1 card, 0 warnings, 0 errors"), "\(lint.errors)")
        #expect(store.run(["import", store.path("export.vcf"), "--no-geocode"]).output.hasPrefix("0 created, 0 updated, 1 unchanged"))
    }

    /// The rule issue 17 set for a sync: a repaired card in the user's book
    /// keeps the bytes of every line a sync does not change.
    @Test("a sync that writes a store edit into a repaired card rewrites that line only, the stray comment and the raw line break kept")
    func syncEditsOnlyItsLine() throws {
        let book = store.path("book.vcf")
        let card = Self.cards[0] + "END:VCARD\r\n"
        try Data(card.utf8).write(to: URL(fileURLWithPath: book))
        #expect(store.run(["sync", book, "--no-geocode"]).status == .success)
        #expect(try String(contentsOfFile: book, encoding: .utf8) == card, "a first sync leaves it as it is")
        #expect(store.run(["edit", "Hotel Adler", "--phone", "+49 731 000"]).status == .success)
        let synced = store.run(["sync", book, "--no-geocode"])
        #expect(synced.status == .success, "\(synced.errors)")
        let text = try String(contentsOfFile: book, encoding: .utf8)
        #expect(text.contains("TEL"), "\(text)")
        #expect(text.contains("\r\n# checked 2024\r\nADR;TYPE=WORK:;;Münsterplatz 21\r\nHinterhaus;Ulm;;89073;Germany\r\nNOTE:ruhig\\\r\nzentral\r\n"), "\(text)")
    }
}
