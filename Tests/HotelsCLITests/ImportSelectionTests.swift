import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// `import --explain`, the `[select]` config and "kept: taken before", in-process.
struct ImportSelectionTests {
    static func card(_ lines: [String]) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    static let parkHyatt = card(["FN:Park Hyatt Tokyo", "ORG:Park Hyatt Tokyo", "X-ABShowAs:COMPANY", "UID:P-1",
                                 "ADR;TYPE=WORK:;;3-7-1-2 Nishi Shinjuku;Tokyo;;163-1055;Japan"])
    static let salesManager = card(["N:Garcia;Maria;;;", "FN:Maria Garcia", "TITLE:Sales manager", "ORG:Hilton Garden Inn Berlin",
                                    "ADR;TYPE=WORK:;;Str. 1;Berlin;;10117;Germany"])
    static let donutInn = card(["FN:Donut Inn", "ORG:Donut Inn", "UID:D-1", "ADR;TYPE=WORK:;;1 Main St;Austin;TX;78701;USA"])

    /// A folder with a book, a store path and a config home.
    struct Setup {
        let folder = TemporaryDirectory("hotels-selection")
        var book: String { folder.path("book.vcf") }

        func write(_ cards: [String], config: String? = nil) throws {
            try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: book))
            guard let config else { return }
            try FileManager.default.createDirectory(atPath: folder.path("config/hotels"), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder.path("config/hotels/config")))
        }

        func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
            let output = BufferSink(), errors = BufferSink()
            let console = Console(output: output, errors: errors,
                                  environment: ["HOTELS_STORE": folder.path("s.sqlite"), "XDG_CONFIG_HOME": folder.path("config")])
            return (HotelsCommand.run(arguments, console: console), output.text, errors.text)
        }
    }

    @Test("--explain says for every card why, in words; a person's name is not shown")
    func explainText() throws {
        let setup = Setup()
        try setup.write([Self.parkHyatt, Self.salesManager, Self.donutInn])
        let result = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "card 1, line 1, 'Park Hyatt Tokyo': taken: company card (X-ABShowAs), brand 'Park Hyatt' in ORG, has an address")
        #expect(lines[1].hasPrefix("card 2, line 9: skipped: person (N), TITLE 'Sales manager' though "))
        #expect(!result.output.contains("Garcia"))
        #expect(lines[2].hasPrefix("card 3, line 17, 'Donut Inn': skipped: 'donut' in ORG though "))
        #expect(result.output.contains("1 created"))
    }

    @Test("--explain writes one line per card: a card's line breaks, controls and bidi overrides show escaped")
    func explainEscapes() throws {
        let setup = Setup()
        let odd = Self.card(["FN:Bad\\nShop \u{1B}[2J", "ORG:Bad\\nShop \u{1B}[2J", "UID:B-1", "TITLE:Sales\\nManager\u{202E}x\u{2028}y"])
        try setup.write([odd, Self.parkHyatt])
        let result = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("card 1, line 1, 'Bad^JShop ^[[2J': skipped: "), "\(lines)")
        #expect(lines[1].hasPrefix("card 2, line 8, 'Park Hyatt Tokyo': taken: "), "\(lines)")
        #expect(!result.output.unicodeScalars.contains { [0x1B, 0x202E, 0x2028].contains($0.value) })
    }

    @Test("--explain --json gives each card's outcome, score, explanation and evidence")
    func explainJSON() throws {
        let setup = Setup()
        try setup.write([Self.parkHyatt, Self.donutInn])
        let result = setup.run(["import", setup.book, "--dry-run", "--explain", "--json", "--no-geocode"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let selection = try #require(object["selection"] as? [[String: Any]])
        #expect(selection.map { $0["outcome"] as? String } == ["taken", "skipped"])
        #expect((selection[0]["explanation"] as? String)?.hasPrefix("taken: company card") == true)
        #expect((selection[1]["evidence"] as? [[String: Any]])?.contains { $0["what"] as? String == "'donut' in ORG" && $0["weight"] as? Int == -4 } == true)
    }

    @Test("[select] include and exclude decide, and say which line did")
    func config() throws {
        let setup = Setup()
        try setup.write([Self.parkHyatt, Self.donutInn], config: "[select]\ninclude = donut*\nexclude = uid:P-1\n")
        let result = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode"])
        #expect(result.output.contains("'Park Hyatt Tokyo': skipped: excluded by [select] line 3 ('uid:P-1')"))
        #expect(result.output.contains("'Donut Inn': taken: included by [select] line 2 ('donut*')"))
        #expect(result.output.contains("1 created, 0 updated, 0 unchanged, 0 conflicts, 1 skipped (excluded by config)"))
    }

    /// A probe's: a person's card a config rule excluded was shown with
    /// its name ("'Jean Dupont': skipped: excluded by …"); and "taken: by
    /// --all or --category" did not say which.
    @Test("--explain shows no person's name whatever decided, and says whether --all or --category took a card")
    func explainPersonAndMode() throws {
        let setup = Setup()
        let person = Self.card(["N:Dupont;Jean;;;", "FN:Jean Dupont", "ADR:;;1 rue de Rivoli;Paris;;75001;France"])
        try setup.write([person, Self.parkHyatt], config: "[select]\nexclude = * Dupont\n")
        let excluded = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode"])
        #expect(excluded.output.contains("card 1, line 1: skipped: excluded by [select] line 2 ('* Dupont')"), "\(excluded.output)")
        #expect(!excluded.output.contains("Jean"), "\(excluded.output)")
        let all = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode", "--all"])
        #expect(all.output.contains("'Park Hyatt Tokyo': taken: --all, has an address"), "\(all.output)")
        try setup.write([Self.card(["FN:Inn", "ORG:Inn", "CATEGORIES:Favourites", "ADR:;;1 Main St;Bath;;;UK"])], config: "")
        let category = setup.run(["import", setup.book, "--dry-run", "--explain", "--no-geocode", "--category", "favourites"])
        #expect(category.output.contains("'Inn': taken: in the category 'favourites' (--category)"), "\(category.output)")
    }

    @Test("a [book] section applies to the book at its path, before [select]")
    func bookSection() throws {
        let setup = Setup()
        try setup.write([Self.donutInn], config: "[select]\nexclude = donut*\n[book phone]\npath = \(setup.book)\ninclude = donut*\n")
        #expect(setup.run(["import", setup.book, "--dry-run", "--no-geocode"]).output.contains("1 created"))
    }

    @Test("an unknown key is an error naming the line, exit 78")
    func unknownKey() throws {
        let setup = Setup()
        try setup.write([Self.parkHyatt], config: "# mine\n[select]\nincude = x\n")
        let result = setup.run(["import", setup.book, "--dry-run"])
        #expect(result.status == .configError)
        #expect(result.status.rawValue == 78)
        #expect(result.errors == "hotels: \(setup.folder.path("config/hotels/config")):3: unknown key 'incude' in [select]\n")
    }

    @Test("a [book] section that sync would refuse is refused by import too, naming its line, exit 78", arguments: [
        ("[book phone]\nkind = carddav\n", ":1: [book phone] needs 'url = …'"),
        ("[book phone]\npath = /tmp/x.vcf\non_conflict = mine\n", ":3: 'on_conflict' takes newest, book, store or fail, not 'mine'"),
    ])
    func brokenBookSection(_ config: String, _ message: String) throws {
        let setup = Setup()
        try setup.write([Self.parkHyatt], config: config)
        let result = setup.run(["import", setup.book, "--dry-run", "--no-geocode"])
        #expect(result.status == .configError)
        #expect(result.errors.contains(setup.folder.path("config/hotels/config") + message), "\(result.errors)")
    }

    @Test("a card taken before that the rules now skip stays: kept, and merged as before")
    func keptTakenBefore() throws {
        let setup = Setup()
        let gleneagles = Self.card(["FN:Gleneagles", "ORG:Gleneagles", "UID:G-1", "ADR;TYPE=WORK:;;Auchterarder;Perthshire;;PH3 1NF;UK"])
        try setup.write([gleneagles], config: "[select]\ninclude = Gleneagles\n")
        #expect(setup.run(["import", setup.book, "--no-geocode"]).output.hasPrefix("1 created"))
        // The rule is gone; the evidence alone would skip the card.
        try setup.write([gleneagles.replacingOccurrences(of: "Perthshire", with: "Perth")], config: "[select]\n")
        let result = setup.run(["import", setup.book, "--explain", "--no-geocode"])
        #expect(result.output.contains("card 1, line 1, 'Gleneagles': kept: taken before (now skipped: only company card"))
        // Its city differs on both sides: merged as before, counted as the one conflict.
        #expect(result.output.contains("0 created, 0 updated, 0 unchanged, 1 conflict,"))
        #expect(result.output.hasSuffix(", 0 skipped; 1 of them kept: taken before, though the rules now skip it\n"))
        // A dry run and the JSON plan say so too.
        let dry = setup.run(["import", setup.book, "--dry-run", "--no-geocode"])
        #expect(dry.output.contains("; 1 of them kept: taken before, though the rules now skip it (dry run: nothing written)"), "\(dry.output)")
        let json = setup.run(["import", setup.book, "--dry-run", "--json", "--no-geocode"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["kept"] as? Int == 1)
    }

    @Test("a kept card that may be cut short is left out too, never merged into its hotel")
    func keptCutShort() throws {
        let setup = Setup()
        let ana = Self.card(["N:Lima;Ana;;;", "FN:Ana Lima", "UID:ana-1", "NOTE:Quarto 3 com vista", "ADR;TYPE=HOME:;;Rua 1;Porto;;4000-001;Portugal"])
        try setup.write([ana], config: "[select]\ninclude = uid:ana-1\n")
        #expect(setup.run(["import", setup.book, "--no-geocode"]).output.hasPrefix("1 created"))
        // Its lines whole up to the address, and no END: it may have lost the lines after them.
        let cut = String(ana[..<ana.range(of: "ADR;")!.lowerBound])
        try setup.write([cut], config: "[select]\n")
        let result = setup.run(["import", setup.book, "--no-geocode", "--on-conflict", "book"])
        #expect(result.errors.contains("may be cut short: not merged into 'Ana Lima'"), "\(result.errors)")
        #expect(result.output.contains("1 skipped (may be cut short)"), "\(result.output)")
        let listed = setup.run(["list", "--json"])
        #expect(listed.output.contains("Quarto 3 com vista"))
    }

    @Test("a place to stay a phone saved with its name only in N (no FN) is imported under that name")
    func phoneTypedWithoutFN() throws {
        let setup = Setup()
        try setup.write([Self.card(["N:Kyoto;Ryokan;;;", "TEL;TYPE=WORK:+81 75 1", "ADR;TYPE=WORK:;;1 Sanjo;Kyoto;;;Japan"])])
        let result = setup.run(["import", setup.book, "--no-geocode"])
        #expect(result.output.hasPrefix("1 created"), "\(result.output) \(result.errors)")
        #expect(setup.run(["list", "--json"]).output.contains("\"Ryokan Kyoto\""))
    }

    @Test("a card whose own edit made it no place to stay is not kept")
    func editedAway() throws {
        let setup = Setup()
        let hotel = Self.card(["FN:Casa Azul", "ORG:Casa Azul", "UID:C-1", "CATEGORIES:Hotel", "ADR;TYPE=WORK:;;Calle 1;Sevilla;;41004;Spain"])
        try setup.write([hotel])
        #expect(setup.run(["import", setup.book, "--no-geocode"]).output.hasPrefix("1 created"))
        try setup.write([hotel.replacingOccurrences(of: "CATEGORIES:Hotel\r\n", with: "")])
        #expect(setup.run(["import", setup.book, "--no-geocode"]).output == "0 created, 0 updated, 0 unchanged, 0 conflicts, 1 skipped (not a hotel)\n")
    }
}
