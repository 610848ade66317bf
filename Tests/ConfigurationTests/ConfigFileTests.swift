import Configuration
import Testing

struct ConfigFileTests {
    static func read(_ lines: [String]) throws(ConfigError) -> ConfigFile {
        try ConfigFile(text: lines.joined(separator: "\n"), path: "config")
    }

    @Test("sections, keys to the end of the line, comments and blank lines")
    func grammar() throws {
        let config = try Self.read([
            "# which cards are hotels", "", "[select]", "include = uid:ABC-1, Hotel Chocolat*  ", "  exclude=Donut Inn # not a comment",
            "[book phone]", "path = ~/contacts.vcf", "include = Tante Erna", "\r",
        ])
        #expect(config.sections.map(\.title) == ["[select]", "[book phone]"])
        let select = try #require(config.sections("select").first)
        #expect(select.entry("include")?.list == ["uid:ABC-1", "Hotel Chocolat*"])
        #expect(select.entry("include")?.line == 4)
        #expect(select.entry("exclude")?.value == "Donut Inn # not a comment")
        #expect(config.sections("book").first?.name == "phone")
        #expect(config.sections("book").first?.entry("path")?.value == "~/contacts.vcf")
    }

    @Test("lines may end in CRLF or CR, as a file saved on Windows or an old Mac has them", arguments: ["\r\n", "\r"])
    func lineEnds(_ end: String) throws {
        let config = try ConfigFile(text: ["# saved elsewhere", "[select]", "include = Tante Erna", "[book phone]", "path = ~/a.vcf", ""].joined(separator: end),
                                    path: "config")
        #expect(config.sections.map(\.title) == ["[select]", "[book phone]"])
        #expect(config.sections("select").first?.entry("include")?.list == ["Tante Erna"])
        #expect(config.sections("book").first?.entry("path")?.line == 5)
        #expect(throws: ConfigError.self) { try ConfigFile(text: ["[select]", "colour = red"].joined(separator: end), path: "config") }
    }

    @Test("a list item may hold a comma written as \\,")
    func escapedComma() throws {
        let config = try Self.read(["[select]", #"include = Mandarin Oriental\, Bangkok, , Aman*"#])
        #expect(config.sections[0].entry("include")?.list == ["Mandarin Oriental, Bangkok", "Aman*"])
    }

    @Test("every mistake names its line", arguments: [
        (["[select]", "incude = x"], 2, ConfigError.Problem.unknownKey("incude", section: "[select]")),
        (["include = x"], 1, .outsideSection("include")),
        (["[select]", "just words"], 2, .malformed("just words")),
        (["[selct]"], 1, .unknownSection("[selct]")),
        (["[book]"], 1, .sectionNeedsName("book")),
        (["[select all]"], 1, .sectionTakesNoName("select")),
        (["[select]", "include = a", "include = b"], 3, .repeatedKey("include", firstLine: 2)),
        (["[book a]", "[select]", "[book a]"], 3, .repeatedSection("[book a]", firstLine: 1)),
        (["[select", "x = y"], 1, .malformed("[select")),
    ])
    func mistakes(_ lines: [String], _ line: Int, _ problem: ConfigError.Problem) {
        #expect(throws: ConfigError(path: "config", line: line, problem: problem)) { try Self.read(lines) }
    }

    @Test("an unknown key reads as the user can act on it")
    func message() {
        let error = ConfigError(path: "/home/a/.config/hotels/config", line: 3, problem: .unknownKey("incude", section: "[select]"))
        #expect(error.description == "/home/a/.config/hotels/config:3: unknown key 'incude' in [select]")
    }

    @Test("the file is found under XDG_CONFIG_HOME, else ~/.config; a relative XDG_CONFIG_HOME is ignored")
    func location() {
        #expect(ConfigLocation.resolve(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/hotels/config")
        #expect(ConfigLocation.resolve(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/hotels/config")
        #expect(ConfigLocation.resolve(environment: [:]) == nil)
    }

    @Test("no file is no config")
    func missing() throws {
        #expect(try ConfigFile.load(path: "/nonexistent/hotels/config") == nil)
    }
}
