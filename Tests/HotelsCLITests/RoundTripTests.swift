import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Importing your own export changes nothing, whatever form it took.
struct RoundTripTests {
    let scratch = ScratchStore("hotels-roundtrip")

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    @Test("a note with CRLF line breaks (Outlook's quoted-printable) survives export and import without a conflict",
          arguments: ["vcard3", "vcard4", "xcard"])
    func noteLineBreaks(format: String) throws {
        #expect(run(["import", TestPaths.fixtures.appendingPathComponent("outlook-2.1.vcf").path, "--no-geocode"]).status == .success)
        #expect(run(["show", "1", "--json"]).output.contains(#"\n"#))
        let exported = folder.path("export.\(format)")
        #expect(run(["export", "--format", format, "-o", exported]).status == .success)
        let again = run(["import", exported, "--no-geocode"])
        #expect(again.output.hasPrefix("0 created, 0 updated, 1 unchanged, 0 conflicts"), "\(again.output)")
        #expect(!again.errors.contains("conflict"), "\(again.errors)")
    }

    @Test("the same book in another form (xCard, jCard, vCard 4.0) after its vCard 3.0 changes nothing", arguments: ["xcard", "jcard", "4.0"])
    func sameBookOtherForm(form: String) throws {
        let book = TestPaths.fixtures.appendingPathComponent("contacts.vcf").path
        #expect(run(["import", book, "--no-geocode"]).output.hasPrefix("7 created"))
        let converted = folder.path("book.\(form)")
        #expect(run(["convert", book, "--to", form, "-o", converted]).status == .success)
        let again = run(["import", converted, "--no-geocode"])
        #expect(again.output.hasPrefix("0 created, 0 updated, 7 unchanged, 0 conflicts"), "\(again.output)")
    }
}
