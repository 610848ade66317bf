import Foundation
import HotelsTestSupport
import Testing

/// Every example in README.md and in the man page's EXAMPLES, run in order
/// against the built binary, as a new user would type them after the install
/// step: in a fresh home folder (so a fresh store and no config), in a folder
/// holding the files the examples name (`Fixtures/`'s top-level files, and
/// `Fixtures/` itself). Each must exit 0, and a README example's output
/// (standard output and error together) must be the one shown, where a line
/// `…` stands for any lines left out. No example may leave an empty file
/// behind (issue 16, point 8).
struct DocumentedExamplesTests {
    /// One command of a document, with the output it shows (README) or `nil` (the man page shows none).
    struct Example: CustomStringConvertible {
        var source: String
        var command: String
        var expected: [String]?

        var description: String { "\(source): \(command)" }
    }

    /// Steps a README block shows that this test's setting stands in for:
    /// the binary on PATH is the install, and this suite is the test run.
    static let standIns: Set<String> = ["./install.sh", "./test.sh"]

    // MARK: - Reading the documents

    /// The README's ```sh blocks: in a block with `$ ` prompts each prompt is
    /// a command (a heredoc takes the lines up to its end word) followed by
    /// its output; a block without prompts is commands only.
    static func readmeExamples(_ text: String) -> [Example] {
        var examples: [Example] = []
        var inBlock = false, block: [(Int, String)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if inBlock { examples += blockExamples(block) }
                inBlock = !inBlock && line == "```sh"
                block = []
            } else if inBlock {
                block.append((number + 1, String(line)))
            }
        }
        return examples
    }

    private static func blockExamples(_ lines: [(Int, String)]) -> [Example] {
        guard lines.contains(where: { $0.1.hasPrefix("$ ") }) else {
            return lines.compactMap { number, line in
                let steps = line.components(separatedBy: " && ").filter { !standIns.contains($0) }
                return steps.isEmpty ? nil : Example(source: "README.md:\(number)", command: steps.joined(separator: " && "), expected: nil)
            }
        }
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let (number, line) = lines[index]
            index += 1
            guard line.hasPrefix("$ ") else { continue }
            var command = String(line.dropFirst(2))
            if let marker = command.range(of: "<<'", options: .backwards) {
                let word = command[marker.upperBound...].prefix { $0 != "'" }
                while index < lines.count {
                    command += "\n" + lines[index].1
                    index += 1
                    if lines[index - 1].1 == word { break }
                }
            }
            var output: [String] = []
            while index < lines.count, !lines[index].1.hasPrefix("$ ") {
                output.append(lines[index].1)
                index += 1
            }
            examples.append(Example(source: "README.md:\(number)", command: command, expected: output))
        }
        return examples
    }

    /// The `.nf` … `.fi` blocks of the man page's EXAMPLES section, with the
    /// roff escapes undone and `\` continuation lines joined.
    static func manExamples(_ text: String) -> [Example] {
        var examples: [Example] = []
        var inSection = false, inBlock = false
        var pending: (Int, String)?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(".SH ") { inSection = line == ".SH EXAMPLES" }
            guard inSection else { continue }
            if line == ".nf" { inBlock = true; continue }
            if line == ".fi" { inBlock = false; continue }
            guard inBlock else { continue }
            let plain = line.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\\\", with: "\\")
            let joined = pending.map { ($0.0, $0.1 + "\n" + plain) } ?? (number + 1, plain)
            if plain.hasSuffix("\\") {
                pending = joined
            } else {
                pending = nil
                examples.append(Example(source: "man/hotels.1:\(joined.0)", command: joined.1, expected: nil))
            }
        }
        return examples
    }

    // MARK: - Running them

    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `examples` in order in one shell, so that a variable an example
    /// sets is there for the next; returns each one's status and output.
    static func run(_ examples: [Example], gazetteer: String) throws -> (outcomes: [Outcome], work: TemporaryDirectory) {
        let folder = TemporaryDirectory("hotels-examples")
        let work = folder.path("work"), home = folder.path("home")
        let manager = FileManager.default
        try manager.createDirectory(atPath: work, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: home, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: TestPaths.fixtures.path) {
            let path = TestPaths.fixtures.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                try manager.copyItem(atPath: path, toPath: work + "/" + name)
            }
        }
        try manager.createSymbolicLink(atPath: work + "/Fixtures", withDestinationPath: TestPaths.fixtures.path)
        var script = "cd \(shellQuoted(work)) || exit 99\n"
        for (index, example) in examples.enumerated() {
            script += "{\n\(example.command)\n} > \(shellQuoted(folder.path("out.\(index)"))) 2>&1\n"
            script += "echo $? > \(shellQuoted(folder.path("status.\(index)")))\n"
        }
        try Data(script.utf8).write(to: URL(fileURLWithPath: folder.path("examples.sh")))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", folder.path("examples.sh")]
        process.environment = [
            "HOME": home, "PATH": BinaryTests.binary.deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin",
            "HOTELS_GAZETTEER": gazetteer, "TZ": "UTC", "LANG": "C.UTF-8",
        ]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        var outcomes: [Outcome] = []
        for index in examples.indices {
            let status = (try? String(contentsOfFile: folder.path("status.\(index)"), encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            } ?? -1
            let output = (try? String(contentsOfFile: folder.path("out.\(index)"), encoding: .utf8)) ?? ""
            outcomes.append(Outcome(status: status, output: output))
        }
        return (outcomes, folder)
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Whether `actual` is `expected`, where an expected line `…` stands for any lines (none too).
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(expected.dropFirst(), actual[$0...]) }
        }
        return actual.first == first && matches(expected.dropFirst(), actual.dropFirst())
    }

    /// The empty regular files under `path`.
    static func emptyFiles(under path: String) -> [String] {
        let manager = FileManager.default
        return (manager.subpaths(atPath: path) ?? []).filter { name in
            guard !name.hasPrefix("Fixtures"), let attributes = try? manager.attributesOfItem(atPath: path + "/" + name) else { return false }
            return attributes[.type] as? FileAttributeType == .typeRegular && (attributes[.size] as? Int ?? -1) == 0
        }
    }

    func check(_ examples: [Example], minimum: Int) throws {
        #expect(examples.count >= minimum, "found only \(examples.count) examples: \(examples)")
        guard let gazetteer = try TestPaths.builtGazetteer() else { return }
        let (outcomes, folder) = try Self.run(examples, gazetteer: gazetteer)
        for (example, outcome) in zip(examples, outcomes) {
            #expect(outcome.status == 0, "\(example) exited \(outcome.status):\n\(outcome.output)")
            if let expected = example.expected {
                let actual = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let lines = actual.last == "" ? actual.dropLast() : actual[...]
                #expect(Self.matches(expected[...], lines), "\(example) printed:\n\(outcome.output)")
            }
        }
        #expect(Self.emptyFiles(under: folder.path("work")).isEmpty, "empty files left: \(Self.emptyFiles(under: folder.path("work")))")
    }

    // MARK: - The tests

    @Test("the man page's EXAMPLES run in order, each exits 0, none leaves an empty file")
    func manPage() throws {
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("man/hotels.1"), encoding: .utf8)
        try check(Self.manExamples(text), minimum: 15)
    }

    @Test("the README's examples run in order and print what it shows")
    func readme() throws {
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = Self.readmeExamples(text)
        #expect(examples.contains { $0.expected != nil }, "no example with output")
        try check(examples, minimum: 8)
    }

    @Test("reading examples: prompts, outputs, heredocs, stand-ins, roff escapes and continuations")
    func parsing() {
        let readme = """
        ```sh
        ./install.sh && hotels list
        ```
        ```sh
        $ hotels add --name X
        8
        $ cat > f <<'EOF'
        a
        EOF
        $ true
        ```
        ```swift
        print(1)
        ```
        """
        let examples = Self.readmeExamples(readme)
        #expect(examples.map(\.command) == ["hotels list", "hotels add --name X", "cat > f <<'EOF'\na\nEOF", "true"])
        #expect(examples.map(\.expected) == [nil, ["8"], [], []])
        let man = ".SH EXAMPLES\nText\n.nf\nhotels a \\\\\n    \\-\\-b\nhotels c\n.fi\n.SH FILES\n.nf\nnot this\n.fi\n"
        #expect(Self.manExamples(man).map(\.command) == ["hotels a \\\n    --b", "hotels c"])
        #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]) && Self.matches(["a", "…"], ["a"]) && !Self.matches(["a", "c"], ["a", "b"]))
    }
}
