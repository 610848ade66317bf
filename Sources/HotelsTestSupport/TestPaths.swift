import Foundation

/// Paths the test targets share.
public enum TestPaths {
    /// The package's root folder.
    public static let packageRoot: URL = {
        // Sources/HotelsTestSupport/TestPaths.swift → root
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// `Fixtures/` in the package.
    public static var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }

    /// The default gazetteer index `test.sh` builds from `Data/gazetteer/`
    /// (`.build/gazetteer.hgaz`), or `nil` where it has not been built: tests
    /// that need it skip then, except under CI (`CI=true`), where a missing
    /// index is an error.
    public static func builtGazetteer() throws -> String? {
        let path = packageRoot.appendingPathComponent(".build/gazetteer.hgaz").path
        if FileManager.default.fileExists(atPath: path) { return path }
        if ProcessInfo.processInfo.environment["CI"] == "true" { throw MissingTestData(path: path, remedy: "run ./test.sh") }
        return nil
    }

    /// The shared vCard corpus next to the project (`../shared/corpus/vcard`),
    /// or `nil` where it is not there; tests that need it skip then.
    public static var sharedCorpus: URL? {
        if let override = ProcessInfo.processInfo.environment["HOTELS_SHARED_CORPUS"] {
            return URL(fileURLWithPath: override)
        }
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/vcard")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("MANIFEST.tsv").path) ? url : nil
    }

    /// Whether this run is CI's (`CI=true`, as `.ci/run` sets): a test that
    /// needs a tool or the corpus then fails where it is missing, not skips.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
}

/// One row of the shared corpus's `MANIFEST.tsv`.
public struct CorpusEntry: Sendable, CustomStringConvertible {
    /// The file's path under the corpus root.
    public var path: String
    /// The form it is in: `vcard2.1`, `vcard3.0`, `vcard4.0`, `xcard` or
    /// `jcard`.
    public var format: String
    /// How many cards the manifest says the file holds.
    public var cards: Int
    /// What the file is for: `valid`, `edge-case`, `deliberately-malformed` or
    /// `unknown`.
    public var intent: String
    /// What the file shows, in words, with its line endings and quirks in
    /// brackets.
    public var note: String

    /// The file's path, so a parameterized test names its case by it.
    public var description: String { path }

    /// The rows of the manifest, or none where the corpus is absent.
    public static func all() -> [CorpusEntry] {
        guard let root = TestPaths.sharedCorpus,
              let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 7, let cards = Int(columns[4]) else { return nil }
            return CorpusEntry(path: columns[0], format: columns[3], cards: cards, intent: columns[5], note: columns[6])
        }
    }

    /// The file's bytes.
    public func bytes() throws -> [UInt8] {
        guard let root = TestPaths.sharedCorpus else { return [] }
        return Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// Whether it is text vCard (2.1, 3.0 or 4.0) rather than xCard or jCard.
    public var isPlainVCard: Bool { format.hasPrefix("vcard") }
}

/// Data a test needs is missing where it must not be (under CI).
public struct MissingTestData: Error, CustomStringConvertible {
    /// The missing file or folder.
    public var path: String
    /// What makes it, as an instruction: "run ./test.sh".
    public var remedy: String
    /// "PATH is missing; REMEDY".
    public var description: String { "\(path) is missing; \(remedy)" }
}
