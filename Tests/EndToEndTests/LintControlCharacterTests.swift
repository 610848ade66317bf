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
}
