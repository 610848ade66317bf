import Configuration
import Reconcile
import Testing
import VCard

/// The user's include and exclude rules, from the config file.
struct SelectionRuleTests {
    static func rules(_ lines: [String], book: String? = nil) throws -> [SelectionRule] {
        let config = try ConfigFile(text: lines.joined(separator: "\n"), path: "config")
        return SelectionRule.rules(in: config, books: config.sections("book").filter { $0.name == book })
    }

    static let donutInn = EvidenceTests.card(["ORG:Donut Inn", "UID:D-1", SelectionTests.address])
    static let parkHyatt = EvidenceTests.card(["ORG:Park Hyatt Tokyo", "UID:P-1", SelectionTests.address])

    @Test("name patterns: * and ?, folded as names are matched", arguments: [
        ("Donut*", "Donut Inn", true), ("donut inn", "DONUT INN", true), ("Hôtel Chocolat*", "hotel chocolat covent garden", true),
        ("D?nut Inn", "Donut Inn", true), ("*Inn", "Donut Inn", true), ("Donut", "Donut Inn", false), ("*Hyatt*", "Park Hyatt Tokyo", true),
        ("Park * Tokyo", "Park Hyatt Tokyo", true), ("Park * Tokyo", "Park Hyatt Kyoto", false),
    ])
    func patterns(_ pattern: String, _ name: String, _ matches: Bool) {
        #expect(NamePattern(pattern).matches(name) == matches)
    }

    @Test("include takes a card the evidence skips; exclude skips one it takes; the rule is named")
    func includeExclude() throws {
        let rules = try Self.rules(["[select]", "include = Donut*", "exclude = uid:P-1"])
        let selector = LodgingSelector(rules: rules)
        let included = selector.verdict(for: Self.donutInn)
        #expect(included.isTaken)
        #expect(included.explanation == "taken: included by [select] line 2 ('Donut*')")
        let excluded = selector.verdict(for: Self.parkHyatt)
        #expect(!excluded.isTaken && excluded.skipReason == .excluded)
        #expect(excluded.explanation == "skipped: excluded by [select] line 3 ('uid:P-1')")
    }

    @Test("a book's rules come before [select]'s; within a section exclude comes before include")
    func order() throws {
        let lines = ["[select]", "include = Donut Inn", "[book phone]", "path = /x.vcf", "exclude = Donut*", "include = *Inn"]
        #expect(!LodgingSelector(rules: try Self.rules(lines, book: "phone")).verdict(for: Self.donutInn).isTaken)
        #expect(LodgingSelector(rules: try Self.rules(lines)).verdict(for: Self.donutInn).isTaken)
    }

    @Test("the user's rules hold under --all and --category too")
    func modes() throws {
        let rules = try Self.rules(["[select]", "exclude = Park Hyatt*"])
        #expect(!LodgingSelector(mode: .all, rules: rules).verdict(for: Self.parkHyatt).isTaken)
    }

    @Test("an item 'uid:' with no UID is a mistake naming its line; a blank item is none")
    func emptyUID() throws {
        let config = try ConfigFile(text: "[select]\ninclude = Tante Erna, \n[book phone]\npath = ~/a.vcf\nexclude = uid:  \n", path: "config")
        #expect(throws: ConfigError(path: "config", line: 5, problem: .badValue(key: "exclude", value: "uid:",
                                                                                  expected: "uid:VALUE with the card's UID, or a name pattern"))) {
            try SelectionRule.check(config)
        }
        #expect(throws: Never.self) { try SelectionRule.check(try ConfigFile(text: "[select]\ninclude = Tante Erna, , uid:ABC\n", path: "config")) }
    }

    @Test("a comment after a pattern is a mistake naming its line, not part of the pattern; a # inside a name is not")
    func trailingComment() throws {
        let config = try ConfigFile(text: "[select]\n# friends\ninclude = James Hilton # my friend\n", path: "config")
        #expect(throws: ConfigError(path: "config", line: 3, problem: .badValue(key: "include", value: "James Hilton # my friend",
                                                                                  expected: "a name pattern or uid:VALUE, with any # comment on a line of its own"))) {
            try SelectionRule.check(config)
        }
        #expect(throws: Never.self) { try SelectionRule.check(try ConfigFile(text: "[select]\ninclude = Motel #1\n", path: "config")) }
    }
}
