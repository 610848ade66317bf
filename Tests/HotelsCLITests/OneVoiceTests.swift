import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// One spelling for each thing across commands, --json where a command
/// changes something, contradictions refused (issue 16, point 7).
struct OneVoiceTests {
    let scratch = ScratchStore("hotels-voice")

    var folder: TemporaryDirectory { scratch.folder }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) { scratch.run(arguments) }

    var book: String { TestPaths.fixtures.appendingPathComponent("contacts.vcf").path }

    @Test("a trip is found by list and export under one rule: folded, as names are (sync: SyncScenarioTests)")
    func tripFolded() throws {
        #expect(run(["add", "--name", "Hôtel du Lac", "--city", "Annecy", "--country", "FR", "--trip", "Été 2027"]).status == .success)
        #expect(run(["add", "--name", "Gasthof Post", "--city", "Lech", "--country", "AT", "--trip", "Winter"]).status == .success)
        for spelling in ["été 2027", "ETE 2027", "Été  2027"] {
            let listed = run(["list", "--trip", spelling, "--format", "tsv"])
            #expect(listed.output.contains("Hôtel du Lac") && !listed.output.contains("Gasthof"), "\(spelling): \(listed.output)\(listed.errors)")
            let exported = run(["export", "--trip", spelling])
            #expect(exported.output.contains("Hôtel du Lac") && !exported.output.contains("Gasthof"), "\(spelling): \(exported.errors)")
        }
    }

    @Test("export --format and convert --to take the same names, and the old ones", arguments: [
        ("vcard3", "VERSION:3.0"), ("3.0", "VERSION:3.0"), ("vcard4", "VERSION:4.0"), ("4.0", "VERSION:4.0"),
        ("xcard", "<vcards"), ("jcard", #"[["vcard""#),
    ])
    func formatSpellings(spelling: String, marker: String) {
        #expect(run(["import", book, "--no-geocode"]).status == .success)
        let exported = run(["export", "--format", spelling])
        #expect(exported.status == .success, "\(exported.errors)")
        #expect(exported.output.contains(marker))
        for option in ["--to", "--format"] {
            let converted = run(["convert", book, option, spelling])
            #expect(converted.status == .success, "\(converted.errors)")
            #expect(converted.output.contains(marker))
        }
    }

    @Test("--json on edit, rm, undo and redo prints one JSON object each")
    func jsonEverywhere() throws {
        #expect(run(["add", "--name", "Pension Anna"]).status == .success)
        for arguments in [["edit", "1", "--rating", "4", "--json"], ["rm", "1", "--yes", "--json"], ["undo", "--json"], ["redo", "--json"]] {
            let shown = run(arguments)
            #expect(shown.status == .success, "\(arguments): \(shown.errors)")
            let object = try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any]
            #expect(object != nil, "\(arguments): \(shown.output)")
        }
        // The redo removed it again; back, and an edit that changes nothing has no batch.
        #expect(run(["undo"]).status == .success)
        #expect(run(["edit", "1", "--rating", "4", "--json"]).output == #"{"hotel_id":1,"batch":null,"changed":[]}"# + "\n")
    }

    @Test("contradicting options are refused with status 64", arguments: [
        ["list", "--json", "--format", "tsv"], ["edit", "1", "--city", "Berlin", "--unset", "city"], ["--store"],
    ])
    func contradictions(arguments: [String]) {
        #expect(run(["add", "--name", "Pension Anna"]).status == .success)
        let refused = run(arguments)
        #expect(refused.status == .usage, "\(arguments): \(refused.errors)")
        #expect(!refused.errors.contains("unknown option"))
    }

    @Test("help help is help; export of a trip no hotel has says so, exits 1 and writes no file")
    func helpAndEmptyTrip() {
        #expect(run(["help", "help"]).output.contains("Usage: hotels help [COMMAND]"))
        #expect(run(["import", book, "--no-geocode"]).status == .success)
        let out = folder.path("trip.vcf")
        let exported = run(["export", "--trip", "nosuch", "-o", out])
        #expect(exported.status == .failure)
        #expect(exported.errors.contains("no hotel has trip 'nosuch'"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
