import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Store commands in-process, where the terminal and environment can be faked.
struct StoreCommandsTests {
    let folder = TemporaryDirectory("hotels-cli")

    func run(_ arguments: [String], answer: Bool? = nil) -> (status: ExitCode, output: String, errors: String) {
        let output = BufferSink(), errors = BufferSink()
        var asked: [String] = []
        let confirm: ((String) -> Bool)? = answer.map { value in { question in asked.append(question); return value } }
        let console = Console(output: output, errors: errors, environment: ["HOTELS_STORE": folder.path("s.sqlite")], confirm: confirm)
        let status = HotelsCommand.run(arguments, console: console)
        return (status, output.text, errors.text + asked.joined(separator: "\n"))
    }

    @Test("an empty list says whether the store is empty or the filter matched nothing, and a store named that is not there yet is named")
    func emptyList() {
        #expect(run(["list"]).errors == "hotels: no store at \(folder.path("s.sqlite")) yet (is the path right?)\n"
                + "hotels: no hotels yet; add one with 'hotels add'\n")
        #expect(run(["add", "--name", "Pension Anna", "--city", "Wien"]).status == .success)
        #expect(run(["list", "--city", "Graz"]).errors == "hotels: no hotels match\n")
        #expect(run(["rm", "1", "--yes"]).status == .success)
        #expect(run(["list"]).errors == "hotels: no hotels yet; add one with 'hotels add'\n")
    }

    /// A probe's: a mistyped --store or HOTELS_STORE read as an empty store, as if its hotels were gone.
    @Test("the default store not there yet is shown empty without a word on its path; one named by --store or HOTELS_STORE is named")
    func missingStoreNamed() {
        let home = folder.path("home")
        for environment in [["HOME": home], ["HOME": home, "HOTELS_STORE": home + "/.local/share/hotels/hotels.sqlite"]] {
            let errors = BufferSink()
            let status = HotelsCommand.run(["history"], console: Console(output: BufferSink(), errors: errors, environment: environment))
            #expect(status == .success)
            #expect(errors.text == "hotels: no changes yet\n", "\(environment)")
        }
        let errors = BufferSink()
        let typo = folder.path("hotles.sqlite")
        #expect(HotelsCommand.run(["history", "--store", typo], console: Console(output: BufferSink(), errors: errors, environment: ["HOME": home])) == .success)
        #expect(errors.text == "hotels: no store at \(typo) yet (is the path right?)\nhotels: no changes yet\n")
    }

    /// A probe's: `edit 1 --notes -h` printed the help and exited 0, the edit not made.
    @Test("-h and --help ask for help where an option stands, not as an option's value or after --")
    func helpOnlyWhereAnOptionStands() {
        func shown() -> [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(run(["show", "1", "--json"]).output.utf8))) as? [String: Any] ?? [:]
        }
        #expect(run(["add", "--name", "-h", "--no-geocode"]).output == "1\n")
        #expect(run(["edit", "1", "--notes", "--help"]).status == .success)
        #expect(shown()["name"] as? String == "-h")
        #expect(shown()["notes"] as? String == "--help")
        let byName = run(["show", "--", "-h"])
        #expect(byName.status == .success && !byName.output.contains("Usage:"), "\(byName)")
        #expect(run(["edit", "1", "--rating", "3", "-h"]).output.contains("Usage: hotels edit"))
        #expect(run(["edit", "1", "--bogus", "--help"]).output.contains("Usage: hotels edit"))
        #expect(shown()["rating"] as? Int == nil)
    }

    @Test("rm on a terminal asks; no keeps the hotel (exit 1), yes removes it")
    func confirmation() {
        #expect(run(["add", "--name", "Pension Anna"]).output == "1\n")
        let declined = run(["rm", "1"], answer: false)
        #expect(declined.status == .failure)
        #expect(declined.errors.contains("Remove hotel 1 Pension Anna?"))
        #expect(run(["show", "1"]).status == .success)
        let accepted = run(["rm", "1"], answer: true)
        #expect(accepted.status == .success)
        #expect(run(["show", "1"]).status == .noInput)
    }

    /// A probe's: a card's name that erased the prompt's line (ESC [2K) had
    /// the user confirm a removal they could not read.
    @Test("rm's question shows a name's control characters, as every other line does")
    func confirmationEscaped() {
        #expect(run(["add", "--name", "Hotel \u{1B}[2K\u{1B}[GSacher\u{202E}x\u{9B}", "--no-geocode"]).output == "1\n")
        let asked = run(["rm", "1"], answer: false).errors
        #expect(asked.contains("Remove hotel 1 Hotel ^[[2K^[[GSacher\\u202ex\\u009b?"), "\(asked)")
        #expect(!asked.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x9B })
    }

    @Test("global options before the command move after it")
    func globalOptions() {
        #expect(HotelsCommand.movingGlobalOptions(["--store", "x", "--json", "list", "--trip", "t"])
            == ["list", "--store", "x", "--json", "--trip", "t"])
        #expect(HotelsCommand.movingGlobalOptions(["--store=x", "add"]) == ["add", "--store=x"])
        #expect(HotelsCommand.movingGlobalOptions(["lint", "--store", "x"]) == ["lint", "--store", "x"])
        #expect(run(["--json", "list"]).output == "[]\n")
        #expect(run(["--store", folder.path("t.sqlite"), "lint", "x.vcf"]).status == .usage)
    }

    @Test("a name that matches several hotels lists them and exits 1")
    func ambiguousName() {
        _ = run(["add", "--name", "Ibis Centre", "--city", "Lyon"])
        _ = run(["add", "--name", "Ibis Gare", "--city", "Lille"])
        let shown = run(["show", "ibis"])
        #expect(shown.status == .failure)
        #expect(shown.output.contains("Ibis Centre") && shown.output.contains("Ibis Gare"))
        #expect(shown.errors.contains("'ibis' matches 2 hotels; give the id of one"))
        #expect(run(["show", "ibis gare"]).output.contains("city:        Lille"))
    }

    @Test("edit reports what changed, and nothing when nothing did")
    func editReport() {
        _ = run(["add", "--name", "Inn", "--city", "Bath", "--phone", "1", "--phone", "2"])
        #expect(run(["edit", "1", "--city", "Bath"]).output == "hotel 1: unchanged\n")
        #expect(run(["edit", "1", "--phone", "3", "--country", "gb"]).output == "hotel 1: changed country, phone\n")
        #expect(run(["show", "1", "--json"]).output.contains(#""phones":["3"]"#))
    }

    /// A probe's: `edit --unset notes` removed the card's second NOTE too,
    /// which `show` had never shown, and said nothing of it.
    @Test("show lists a card's URLs and NOTEs after the first; edit names those that go with an emptied field")
    func cardsOwnValues() throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Rich", "ORG:Hotel Rich", "N:;;;;", "ADR;TYPE=WORK:;;Ring 1;Wien;;1010;Austria",
                    "URL:https://rich.example/", "item3.URL:https://booking.example/rich", "item3.X-ABLabel:booking",
                    "NOTE:first note", "NOTE:door code 1234", "CATEGORIES:Hotels", "UID:rich-1", "END:VCARD", ""].joined(separator: "\r\n")
        try card.write(toFile: folder.path("rich.vcf"), atomically: true, encoding: .utf8)
        #expect(run(["import", "--no-geocode", folder.path("rich.vcf")]).status == .success)
        let shown = run(["show", "1"]).output
        #expect(shown.contains("url:         https://rich.example/\nalso url:    https://booking.example/rich\n"), "\(shown)")
        #expect(shown.contains("notes:\n  first note\nalso notes:\n  door code 1234\n"), "\(shown)")
        // Rewritten, the first NOTE alone changes: the other stays, and nothing is said.
        let rewritten = run(["edit", "1", "--notes", "second thoughts"])
        #expect(rewritten.errors.isEmpty && run(["show", "1"]).output.contains("also notes:\n  door code 1234\n"))
        let emptied = run(["edit", "1", "--unset", "notes", "--unset", "url"])
        #expect(emptied.errors.contains("the card's other NOTE went with the notes") && emptied.errors.contains("'door code 1234'"),
                "\(emptied.errors)")
        #expect(emptied.errors.contains("the card's other URL went with the url") && emptied.errors.contains("'https://booking.example/rich'"))
        let after = run(["show", "1"]).output
        #expect(!after.contains("also") && !after.contains("door code"), "\(after)")
        #expect(!run(["export"]).output.contains("door code"))
        #expect(run(["undo"]).status == .success)
        #expect(run(["export"]).output.contains("NOTE:door code 1234"))
    }

    /// A scale probe's: undo of an rm of 50,000 ids printed all of them on one line.
    @Test("undo and redo show a long command cut, as history does")
    func longCommandCut() {
        for index in 1...40 { #expect(run(["add", "--name", "Inn \(index)", "--no-geocode"]).status == .success) }
        #expect(run(["rm", "--yes"] + (1...40).map(String.init)).status == .success)
        let undo = run(["undo"])
        #expect(undo.status == .success)
        #expect(undo.output.hasPrefix("undid batch 41 (rm 1 2 3 4 5 6 7 8 9 10") && undo.output.contains("…): 40 removed hotels restored"),
                "\(undo.output)")
        #expect(undo.output.count < 120, "\(undo.output)")
    }

    @Test("the table aligns wide characters by display width")
    func tableWidth() {
        var table = TextTable(header: ["A", "B"])
        table.rows = [["京都", "x"], ["Kyoto", "y"]]
        #expect(table.text == "A      B\n京都   x\nKyoto  y\n")
    }

    /// A probe's: an emoji family joined by U+200D shifted the columns after it.
    @Test("an emoji is two cells however its code points join it; a combining mark none")
    func emojiWidth() {
        #expect(TextTable.width(of: "👨\u{200D}👩\u{200D}👧") == 2)
        #expect(TextTable.width(of: "🏨 Inn") == 6)
        #expect(TextTable.width(of: "❤\u{FE0F}") == 2)
        #expect(TextTable.width(of: "🇵🇹") == 2)
        #expect(TextTable.width(of: "Cafe\u{301}") == 4)
        // A vowel sign that takes room is a cell, as wcswidth counts it (a review's: "होटल ताज" was 6).
        #expect(TextTable.width(of: "होटल ताज") == 8)
        #expect(TextTable.width(of: "京都") == 4)
        // An old syllable spelt in jamo: an initial of Extended-A (two cells), a vowel and a final (none).
        #expect(TextTable.width(of: "\u{A960}\u{1161}\u{11A8}") == 2)
        #expect(TextTable.width(of: "\u{1100}\u{1161}") == 2)
        // The family's row pads to the header's cells, as a terminal shows it.
        var table = TextTable(header: ["NAME", "C"])
        table.rows = [["👨\u{200D}👩\u{200D}👧", "x"]]
        #expect(table.text == "NAME  C\n👨\u{200D}👩\u{200D}👧    x\n")
    }
}
