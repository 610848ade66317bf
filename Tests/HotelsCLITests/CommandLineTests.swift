import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Runs `hotels` in-process and returns its exit status, output and errors.
func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
    let output = BufferSink(), errors = BufferSink()
    let status = HotelsCommand.run(arguments, console: Console(output: output, errors: errors))
    return (status, output.text, errors.text)
}

func fixture(_ name: String) -> String { TestPaths.fixtures.appendingPathComponent(name).path }

struct CommandLineTests {
    struct UsageCase: CustomStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let usageErrors: [UsageCase] = [
        UsageCase(arguments: ["frobnicate"], message: "hotels: unknown command 'frobnicate'"),
        UsageCase(arguments: ["--frobnicate"], message: "hotels: unknown option '--frobnicate'"),
        UsageCase(arguments: ["lint"], message: "hotels: lint needs at least one FILE"),
        UsageCase(arguments: ["lint", "--bogus", "x.vcf"], message: "hotels: unknown option '--bogus' for 'hotels lint'"),
        UsageCase(arguments: ["lint", "--rejects"], message: "hotels: option '--rejects' needs a value"),
        UsageCase(arguments: ["lint", "--strict=yes", "x.vcf"], message: "hotels: option '--strict' takes no value"),
        UsageCase(arguments: ["convert", "x.vcf"], message: "hotels: convert needs --to FORMAT: vcard3, vcard4, xcard or jcard"),
        UsageCase(arguments: ["convert", "x.vcf", "--to", "2.1"], message: "hotels: --to takes vcard3, vcard4, xcard or jcard, not '2.1'"),
        UsageCase(arguments: ["convert", "a.vcf", "b.vcf", "--to", "4.0"], message: "hotels: convert takes one FILE"),
        UsageCase(arguments: ["help", "frobnicate"], message: "hotels: no help for 'frobnicate'"),
        UsageCase(arguments: ["lint", "--threads", "0", "x.vcf"], message: "hotels: --threads takes a whole number from 1 to 256, not '0'"),
        UsageCase(arguments: ["list", "--limit", "0"], message: "hotels: --limit takes a whole number of 1 or more, not '0'"),
        UsageCase(arguments: ["history", "--limit", "x"], message: "hotels: --limit takes a whole number of 1 or more, not 'x'"),
        UsageCase(arguments: ["import", "x.vcf", "--category", " "], message: "hotels: --category needs a category's name"),
        // Refused before any connection is tried (port 9 is discard, and nothing listens).
        UsageCase(arguments: ["import", "http://127.0.0.1:9/book/", "--json"],
                  message: "hotels: --json is for files; with an address book URL, --dry-run prints the plan"),
        UsageCase(arguments: ["import", "http://127.0.0.1:9/book/", "--explain", "--dry-run"],
                  message: "hotels: --explain is for files; with an address book URL, --dry-run prints the plan"),
    ]

    @Test("usage errors exit 64 and say what to do", arguments: usageErrors)
    func usageError(_ testCase: UsageCase) {
        let result = run(testCase.arguments)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix(testCase.message), "\(result.errors)")
        #expect(result.errors.contains("See 'hotels help"))
        #expect(result.output.isEmpty)
    }

    @Test("help, help COMMAND, --help and --version")
    func help() {
        #expect(run(["help"]).output.contains("lint      Check vCard files"))
        #expect(run(["help", "lint"]).output.contains("Usage: hotels lint"))
        #expect(run(["help", "--help"]).output.contains("Usage: hotels help"))
        #expect(run(["lint", "--help"]).output.contains("--rejects FILE"))
        #expect(run(["--version"]).output == "hotels \(HotelsCommand.version)\n\(HotelsCommand.attribution)\n")
        #expect(run([]).status == .usage)
    }

    @Test("lint: diagnostics on stderr, the summary on stdout, exit 0 without errors")
    func lintClean() {
        let result = run(["lint", fixture("google-contacts-3.0.vcf")])
        #expect(result.status == .success)
        #expect(result.output == "2 cards, 1 warning, 0 errors\n")
        #expect(result.errors == "\(fixture("google-contacts-3.0.vcf")):1: card 1: warning: card has no FN, which vCard 3.0 requires; a name is derived from N, ORG, NICKNAME, EMAIL or TEL [missing-fn]\n")
    }

    @Test("lint: errors exit 65; a repair is a warning; --strict makes warnings errors")
    func lintErrors() {
        let broken = run(["lint", fixture("broken/bad-lines.vcf")])
        #expect(broken.status == .dataError)
        #expect(broken.output == "2 cards, 1 warning, 1 error\n")
        #expect(broken.errors.contains(":1: error: 1 line outside any card"))
        let repaired = run(["lint", fixture("broken/missing-end.vcf")])
        #expect(repaired.status == .success)
        #expect(repaired.output == "3 cards, 1 warning, 0 errors\n")
        #expect(repaired.errors.contains(":6: card 2: warning: card has no END:VCARD; closed before the next card or at the end of the input [missing-end]"))
        let strict = run(["lint", "--strict", fixture("google-contacts-3.0.vcf")])
        #expect(strict.status == .dataError)
        #expect(strict.output == "2 cards, 0 warnings, 1 error\n")
    }

    @Test("lint: an unreadable file exits 66 and the others are still read")
    func lintMissingFile() {
        let result = run(["lint", "/nonexistent/book.vcf", fixture("apple-contacts-3.0.vcf")])
        #expect(result.status == .noInput)
        #expect(result.errors.contains("/nonexistent/book.vcf: cannot read: No such file or directory"))
        #expect(result.output == "3 cards, 0 warnings, 1 error (1 file not read)\n")
        // A probe's: with nothing read there was no summary, though the man
        // page promises one; it counts the file not read as its error.
        let alone = run(["lint", "/nonexistent/book.vcf"])
        #expect(alone.status == .noInput)
        #expect(alone.output == "0 cards, 0 warnings, 1 error (1 file not read)\n", "\(alone.output)")
    }

    @Test("lint --json: one object per file")
    func lintJSON() throws {
        let result = run(["lint", "--json", fixture("broken/bad-lines.vcf"), fixture("thunderbird-4.0.vcf")])
        #expect(result.status == .dataError)
        #expect(result.errors.isEmpty)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["cards"] as? Int == 2)
        #expect(first["rejected"] as? Int == 0)
        #expect(first["errors"] as? Int == 1)
        let diagnostics = try #require(first["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["outside-card", "repaired"])
        #expect(diagnostics[1]["repair"] as? String == "stray-line")
        #expect(diagnostics[1]["card"] as? Int == 1)
        #expect(diagnostics[1]["line"] as? Int == 5)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["errors"] as? Int == 0)
    }

    @Test("lint --json names the repair; a folder is not a file")
    func lintJSONRepairAndFolder() throws {
        let result = run(["lint", "--json", fixture("google-contacts-3.0.vcf")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["repair"] as? String == "missing-fn")
        #expect(diagnostics.first?["severity"] as? String == "warning")
        let folder = run(["lint", TestPaths.fixtures.path])
        #expect(folder.status == .noInput)
        #expect(folder.errors.contains("is a directory"))
    }

    @Test("--rejects naming an input is refused before anything is read or written, for lint and import", arguments: ["lint", "import"])
    func rejectsIsAnInput(_ command: String) throws {
        let folder = TemporaryDirectory("rejects-input")
        let book = folder.path("in.vcf")
        try FileManager.default.copyItem(atPath: fixture("broken/bad-lines.vcf"), toPath: book)
        let before = try Data(contentsOf: URL(fileURLWithPath: book))
        let result = run([command, book, "--rejects", folder.path("./in.vcf"), "--store", folder.path("s.sqlite")].filter { command == "import" || !$0.hasSuffix("s.sqlite") && $0 != "--store" })
        #expect(result.status == .usage, "\(result.errors)")
        #expect(result.errors.contains("the rejected cards would replace it"), "\(result.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.sqlite")))
    }

    @Test("lint --rejects writes the rejected cards and lines exactly as read")
    func lintRejects() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("rejects-\(UUID()).vcf")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = run(["lint", "--rejects", out.path, fixture("broken/bad-lines.vcf")])
        #expect(result.status == .dataError)
        let rejected = try String(contentsOf: out, encoding: .utf8)
        #expect(rejected == "FN:Stray line before any card\r\n")
    }

    @Test("convert to the file's own version is the identity")
    func convertIdentity() throws {
        for (name, version) in [("apple-contacts-3.0.vcf", "3.0"), ("thunderbird-4.0.vcf", "4.0"), ("google-contacts-3.0.vcf", "3.0")] {
            let result = run(["convert", fixture(name), "--to", version])
            #expect(result.status == .success)
            let original = try Data(contentsOf: URL(fileURLWithPath: fixture(name)))
            #expect(Data(result.output.utf8) == original, "\(name)")
        }
    }

    @Test("convert to its own version keeps blank lines after the last card")
    func convertKeepsTrailingLines() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trailing-\(UUID()).vcf")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = "\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nEND:VCARD\r\n\r\n \t\r\n"
        try Data(text.utf8).write(to: url)
        #expect(run(["convert", url.path, "--to", "4.0"]).output == text)
        #expect(run(["convert", url.path, "--to", "3.0"]).output.hasSuffix("END:VCARD\r\n"))
    }

    /// A probe's: a card with two errors was counted as one.
    @Test("convert --strict counts the errors it lists, as lint --strict does")
    func convertCountsErrorsAsLint() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID()).vcf")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID()).vcf")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:B\r\nEND:VCARD\r\n".utf8).write(to: url)
        let converted = run(["convert", url.path, "--to", "4.0", "--strict", "-o", out.path])
        let listed = converted.errors.split(separator: "\n").count { $0.contains(": error: ") }
        #expect(listed == 2, "\(converted.errors)")
        #expect(converted.errors.contains("not written, because the input had \(listed) errors (above)"), "\(converted.errors)")
        #expect(run(["lint", url.path, "--strict"]).output.hasSuffix("0 warnings, \(listed) errors\n"))
    }

    @Test("convert -o writes nothing when a card had an error")
    func convertRefusesPartialOutput() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID()).vcf")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = run(["convert", fixture("broken/bad-lines.vcf"), "--to", "4.0", "-o", out.path])
        #expect(result.status == .dataError)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // The error is a line outside any card, not a card's: the message says the input's.
        #expect(result.errors.contains("not written, because the input had 1 error (above)"))
        let good = run(["convert", fixture("outlook-2.1.vcf"), "--to", "4.0", "-o", out.path])
        #expect(good.status == .success)
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(written.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
        #expect(written.contains("Ludwigstraße 24"))
    }

    @Test("convert: a missing input exits 66, an unwritable output 73")
    func convertFileErrors() {
        #expect(run(["convert", "/nonexistent.vcf", "--to", "4.0"]).status == .noInput)
        let unwritable = run(["convert", fixture("thunderbird-4.0.vcf"), "--to", "3.0", "-o", "/nonexistent-dir/out.vcf"])
        #expect(unwritable.status == .cannotCreate)
        #expect(unwritable.errors.contains("/nonexistent-dir/out.vcf: cannot write"))
    }
}
