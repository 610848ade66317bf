import Foundation
import HotelsTestSupport
import Testing

/// `hotels lint` warns of control characters in values (issue 15, point 7),
/// with the line, and never prints one raw.
struct LintControlCharacterTests {
    @Test("lint warns control-character at the value's line; --strict makes it an error")
    func lintWarns() throws {
        let book = Data(("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Evil\u{1B}]0;owned\u{07} Inn\r\nORG:Evil Inn\r\n"
            + "NOTE:tab\tis fine\r\nEND:VCARD\r\n").utf8)
        let run = try BinaryTests.hotels(["lint", "-"], input: book)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors == "<stdin>:4: card 1: warning: FN holds the control character U+001B; kept, and shown escaped [control-character]\n")
        #expect(String(decoding: run.output, as: UTF8.self) == "1 card, 1 warning, 0 errors\n")
        let strict = try BinaryTests.hotels(["lint", "--strict", "-"], input: book)
        #expect(strict.status == 65)
    }

    /// An output probe's: an escape written quoted-printable (`=1B`) or as
    /// a CHARSET byte (ISO-8859-1's `9B`, CSI) was shown escaped by `show`,
    /// and lint said nothing of it.
    @Test("lint warns of a control character that arrives encoded, at its line")
    func encoded() throws {
        let book = Data(("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nFN:Inn\r\nNOTE;ENCODING=QUOTED-PRINTABLE:a=1B[2Jb\r\n"
            + "TITLE;CHARSET=ISO-8859-1:csi").utf8) + [0x9B] + Data("31m\r\nEND:VCARD\r\n".utf8)
        let run = try BinaryTests.hotels(["lint", "-"], input: book)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors == "<stdin>:5: card 1: warning: NOTE holds the control character U+001B; kept, and shown escaped [control-character]\n"
                + "<stdin>:6: card 1: warning: TITLE holds the control character U+009B; kept, and shown escaped [control-character]\n")
    }

    /// A review's: `--strict` ("treat warnings as errors") left lint's own
    /// warnings (bare-comma, invalid-value) warnings, and exited 0.
    @Test("lint --strict makes lint's own warnings errors: status 65, the card rejected and written to --rejects")
    func strictLintWarnings() throws {
        let folder = TemporaryDirectory()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Inn\r\nNOTE:a, b\r\nEND:VCARD\r\n"
        let clean = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Inn Two\r\nEND:VCARD\r\n"
        let run = try BinaryTests.hotels(["lint", "--strict", "--json", "--rejects", folder.path("rejects.vcf"), "-"], input: Data((card + clean).utf8))
        #expect(run.status == 65, "\(run.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(json["errors"] as? Int == 1 && json["warnings"] as? Int == 0 && json["rejected"] as? Int == 1, "\(json)")
        #expect(try String(contentsOfFile: folder.path("rejects.vcf"), encoding: .utf8) == card)
        let plain = try BinaryTests.hotels(["lint", "-"], input: Data((card + clean).utf8))
        #expect(plain.status == 0)
        #expect(String(decoding: plain.output, as: UTF8.self) == "2 cards, 1 warning, 0 errors\n")
    }
}
