import Foundation
import HotelsTestSupport
import Testing

/// `--strict` makes every warning an error (the man page's READING), the
/// file's own (line endings) and those of xCard and jCard books included.
struct StrictReadingTests {
    @Test("lint and convert --strict: a file's line-endings warning, and a jCard card's warning, are errors (exit 65)", arguments: [
        ("lf.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nEND:VCARD\n", "line-endings"),
        ("bad.json", "[\"vcard\",[[\"version\",{},\"text\",\"4.0\"],[\"fn\",{},\"text\",\"A\"],[\"bad\"]]]", "malformed-line"),
    ])
    func warningsAreErrors(name: String, text: String, code: String) throws {
        let folder = TemporaryDirectory("hotels-strict")
        let file = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let lenient = try BinaryTests.hotels(["lint", file])
        #expect(lenient.status == 0 && lenient.errors.contains(": warning: ") && lenient.errors.contains("[\(code)]"), "\(lenient.errors)")
        let strict = try BinaryTests.hotels(["lint", "--strict", file])
        #expect(strict.status == 65, "\(strict.errors)")
        #expect(strict.errors.contains(": error: ") && strict.errors.contains("[\(code)]") && !strict.errors.contains(": warning: "), "\(strict.errors)")
        #expect(String(decoding: strict.output, as: UTF8.self).hasSuffix("0 warnings, 1 error\n"))
        let convert = try BinaryTests.hotels(["convert", "--strict", file, "--to", "vcard4", "-o", folder.path("out.vcf")])
        #expect(convert.status == 65 && !FileManager.default.fileExists(atPath: folder.path("out.vcf")), "\(convert.errors)")
    }
}
