import Foundation
import HotelsTestSupport
import Testing

/// A scale probe's: a hotel whose NOTE is 12 MiB imports from vCard (whose
/// longest property is 16 MiB), and exported as jCard or xCard it did not
/// read back ("a value longer than 10000000 bytes"), with no word at export
/// and `--max-value` no help. jCard now reads to vCard's limits; xCard keeps
/// libxml2's and says so when it writes such a card.
struct LongValueRoundTripTests {
    @Test("a 12 MiB NOTE goes out and back in jCard; xCard says at export that it will not read back", arguments: ["jcard", "xcard"])
    func longNote(format: String) throws {
        let folder = TemporaryDirectory()
        let note = String(repeating: "Quiet room, late check-in. ", count: 12 << 20 / 27)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nCATEGORIES:Hotel\r\n"
            + "ADR;TYPE=WORK:;;Unter den Linden 77;Berlin;;10117;Germany\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
        try card.write(toFile: folder.path("in.vcf"), atomically: true, encoding: .utf8)
        let environment = ["HOME": folder.path(""), "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": folder.path("config")]
        func hotels(_ arguments: [String], store: String) throws -> BinaryTests.Run {
            try BinaryTests.hotels(arguments + ["--store", folder.path(store)], environment: environment)
        }
        #expect(try hotels(["import", "--no-geocode", folder.path("in.vcf")], store: "a.sqlite").status == 0)
        let export = try hotels(["export", "--format", format, "-o", folder.path("out")], store: "a.sqlite")
        #expect(export.status == 0)
        let back = try hotels(["import", "--no-geocode", folder.path("out")], store: "b.sqlite")
        if format == "jcard" {
            #expect(export.errors.isEmpty, "\(export.errors)")
            #expect(back.status == 0, "\(back.errors)")
            let shown = try hotels(["show", "Hotel Adlon", "--json"], store: "b.sqlite")
            let hotel = try #require(try JSONSerialization.jsonObject(with: shown.output) as? [String: Any])
            #expect((hotel["notes"] as? String) == note)
        } else {
            #expect(export.errors.contains("NOTE holds") && export.errors.contains("will not read back from the xCard") && export.errors.contains("[xml-refused]"),
                    "\(export.errors)")
            #expect(back.status != 0)
        }
    }
}
