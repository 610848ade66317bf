import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Each command's `--help` against what it takes and against the man page:
/// an option it takes is in its usage line, has an entry of its own under
/// "Options:", and is in the man page's SYNOPSIS for it (a probe's: `list
/// --help` had no entry for --json or --format, `undo --help` none for
/// --json, `edit --help`'s usage left out --gazetteer).
struct HelpTextTests {
    /// Options every store command takes, described once (`hotels help`, the man page's ENVIRONMENT), not in each entry list.
    static let shared: Set<String> = [StoreAccess.option]

    /// The options named in `text`: `--long` ones, and `-o` ones.
    static func options(in text: some StringProtocol) -> Set<String> {
        let pattern = /(?:^|[^A-Za-z0-9-])(--[a-z](?:[a-z0-9-]*[a-z0-9])?|-[A-Za-z])(?![A-Za-z0-9-])/
        return Set(String(text).matches(of: pattern).map { String($0.output.1) })
    }

    /// `names` with each short alias (`-o`) read as the option it stands for (`--output`).
    static func canonical(_ names: Set<String>, _ spec: Arguments.Spec) -> Set<String> {
        Set(names.map { spec.aliases[$0] ?? $0 })
    }

    /// The usage lines: the help up to its first blank line.
    static func usage(_ help: String) -> String {
        help.components(separatedBy: "\n\n")[0]
    }

    /// The options that have an entry: a line indented by at most four
    /// spaces that begins with an option (`  --json   …`, `  -o, --output
    /// FILE  …`), up to the gap before its description; a description's
    /// own lines are indented further.
    static func entries(_ help: String) -> Set<String> {
        var found: Set<String> = []
        for line in help.split(separator: "\n") where line.hasPrefix(" ") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("-"), line.count - text.count <= 4 else { continue }
            let head = text.range(of: "  ").map { text[..<$0.lowerBound] } ?? text
            found.formUnion(options(in: head))
        }
        return found
    }

    /// The man page's SYNOPSIS lines for `command` (all of them: `books` and `books discover`), `\-` read as `-`.
    static func manSynopsisText(_ command: String) throws -> String {
        let man = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("man/hotels.1"), encoding: .utf8)
        let synopsis = try #require(man.components(separatedBy: ".SH SYNOPSIS\n").dropFirst().first?.components(separatedBy: "\n.SH ").first)
        var found = ""
        for block in synopsis.components(separatedBy: ".PP\n") {
            let text = block.replacingOccurrences(of: "\\-", with: "-")
            let words = text.split(separator: "\n").first?.split(separator: " ") ?? []
            guard words.count >= 3, words[0] == ".B", words[1] == "hotels", words[2] == command else { continue }
            found += text
        }
        return found
    }

    /// The options the man page's SYNOPSIS shows for `command`.
    static func manSynopsis(_ command: String) throws -> Set<String> {
        options(in: try manSynopsisText(command))
    }

    static func manSynopsisSaysFieldOptions(_ command: String) throws -> Bool {
        try manSynopsisText(command).contains("field options")
    }

    static var names: [String] { allCommands.map { $0.name } }

    static func command(_ name: String) throws -> any Command.Type {
        try #require(allCommands.first { $0.name == name })
    }

    /// What `name` takes, with the options its usage line sums up as "[field options]".
    static func taken(_ name: String) throws -> (all: Set<String>, inUsage: Set<String>) {
        let type = try Self.command(name)
        let all = Set(type.spec.flags + type.spec.options)
        let fieldOptions = usage(type.help).contains("[field options]") ? Set(HotelOptions.options + HotelOptions.flags) : []
        return (all, all.subtracting(fieldOptions))
    }

    @Test("every option a command takes is in its usage line, and its usage line names none it does not take", arguments: names)
    func usageLine(_ name: String) throws {
        let type = try Self.command(name), taken = try Self.taken(name)
        let shown = Self.canonical(Self.options(in: Self.usage(type.help)), type.spec)
        #expect(taken.inUsage.subtracting(shown).sorted() == [], "missing from 'hotels \(name) --help' usage")
        #expect(shown.subtracting(taken.all).sorted() == [], "in 'hotels \(name) --help' usage, not taken")
    }

    @Test("every option a command takes has an entry in its --help", arguments: names)
    func optionEntries(_ name: String) throws {
        let type = try Self.command(name), taken = try Self.taken(name)
        let listed = Self.canonical(Self.entries(type.help), type.spec)
        #expect(taken.all.subtracting(Self.shared).subtracting(listed).sorted() == [], "no entry in 'hotels \(name) --help'")
        #expect(listed.subtracting(taken.all).sorted() == [], "an entry in 'hotels \(name) --help' for an option it does not take")
    }

    @Test("the man page's SYNOPSIS of a command names the options its usage line names", arguments: names)
    func manPageSynopsis(_ name: String) throws {
        let type = try Self.command(name), taken = try Self.taken(name)
        let man = Self.canonical(try Self.manSynopsis(name), type.spec)
        // The man page may sum up the field options, as the usage line may.
        let summed = try Self.manSynopsisSaysFieldOptions(name) ? Set(HotelOptions.options + HotelOptions.flags) : []
        #expect(taken.inUsage.subtracting(Self.shared).subtracting(summed).subtracting(man).sorted() == [], "missing from the SYNOPSIS of 'hotels \(name)' in man/hotels.1")
        #expect(man.subtracting(taken.all).sorted() == [], "in the SYNOPSIS of 'hotels \(name)', not taken")
    }

    @Test("entries are read from an option list as it is laid out")
    func parsing() {
        let help = "Usage: hotels x [--a] [--bee B]\n\nText --not-this.\n\nOptions:\n  --a        Does a;\n             --not-this.\n  -o, --bee B  Bee.\n"
        #expect(Self.options(in: Self.usage(help)) == ["--a", "--bee"])
        #expect(Self.entries(help) == ["--a", "--bee", "-o"])
    }
}
