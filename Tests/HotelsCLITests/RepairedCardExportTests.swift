import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// A card the reader repaired and nobody edited goes back out as the bytes
/// it was read as (issue 17), so a sync never rewrites it in the user's book.
struct RepairedCardExportTests {
    let store = ScratchStore("hotels-repaired")

    @Test("import, then export: each repaired card comes back byte for byte", arguments: [
        // A stray comment line, a raw line break in the address, no END.
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:adler-1\r\nFN:Hotel Adler\r\nN:;;;;\r\nORG:Hotel Adler\r\nCATEGORIES:Hotel\r\n# checked 2024\r\n"
            + "ADR;TYPE=WORK:;;Münsterplatz 21\r\nHinterhaus;Ulm;;89073;Germany\r\nNOTE:ruhig\\\r\nzentral\r\n",
        // A quoted-printable soft break before a blank line (Android), an indented BEGIN.
        " BEGIN:VCARD\r\nVERSION:3.0\r\nUID:post-2\r\nN:Post;;;;\r\nFN:Hotel Post\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK;ENCODING=QUOTED-PRINTABLE:;;Bahnhofstr. 1;Ulm;;89073;=\r\n\r\nEND:VCARD\r\n",
    ])
    func exportsAsRead(_ card: String) throws {
        let book = store.path("book.vcf")
        try Data(card.utf8).write(to: URL(fileURLWithPath: book))
        let imported = store.run(["import", book, "--no-geocode"])
        #expect(imported.status == .success, "\(imported.errors)")
        #expect(imported.output.hasPrefix("1 created"))
        #expect(imported.errors.contains("warning:"))
        let exported = store.run(["export", "--format", "vcard3"])
        #expect(exported.status == .success)
        #expect(exported.output == card)
    }
}
