import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Reads every plain vCard file of the shared corpus with `hotels` and with
/// ez-vcard (through `interop/EzVcardFields.java`) and compares the fields
/// the hotel mapping uses, decoded, card by card.
///
/// Runs where a JDK, ez-vcard and the corpus are installed; with `CI=true` a
/// missing one fails the test rather than skipping it.
@Suite(.enabled(if: EzVcard.isAvailable || TestPaths.isCI, "needs a JDK, libez-vcard-java, libvinnie-java and ../shared/corpus/vcard"))
struct EzVcardDifferentialTests {
    /// Why a file's decoded fields differ from ez-vcard's: each a deliberate choice.
    enum Difference {
        /// `hotels` reads the file better (a charset ez-vcard garbles, a
        /// quoted-printable soft-break space it drops …).
        case hotelsReadsBetter(String)
        /// A difference kept on purpose, for the reason given.
        case chosen(String)
    }

    /// The files whose decoded fields differ, with the reason.
    static let differences: [String: Difference] = [
        "evolution-data-server/tests/libebook/vcard/13.vcf": .hotelsReadsBetter(
            "a quoted-printable soft break followed by a line of one space: RFC 2045 keeps the space as text (qp-soft-break-indent); ez-vcard drops it"),
        "ical.js/test/parser/vcard21_encoding.vcf": .hotelsReadsBetter(
            "8-bit bytes in a 2.1 quoted-printable value: read as the CHARSET says; ez-vcard garbles them and drops a soft-break space"),
        "ical4j-vcard/src/test/resources/samples/vcard-vCards-SAP.vcf": .hotelsReadsBetter(
            "ISO-8859-1 bytes without a CHARSET: read as Windows-1252 with a warning; ez-vcard gives U+FFFD"),
        "kcontacts/autotests/data/vcard9.vcf": .hotelsReadsBetter(
            "folding splits UTF-8 sequences: unfolded before decoding; ez-vcard decodes each line apart and garbles the split characters"),
    ]

    @Test("every card ez-vcard reads with a name or an address is read; the fields agree but in the listed files")
    func agreesWithEzVcard() throws {
        try #require(TestPaths.sharedCorpus != nil, "CI=true: ../shared/corpus/vcard is missing")
        try #require(EzVcard.isAvailable, "CI=true: needs default-jdk-headless, libez-vcard-java, libvinnie-java")
        let root = TestPaths.sharedCorpus!
        let entries = CorpusEntry.all().filter(\.isPlainVCard)
        try #require(!entries.isEmpty, "no vCard file in the corpus's MANIFEST.tsv")
        let theirs = try EzVcard.fields(of: entries.map { root.appendingPathComponent($0.path).path })
        #expect(theirs.count == entries.count)

        var differing: Set<String> = []
        for entry in entries {
            let path = root.appendingPathComponent(entry.path).path
            let ez = try #require(theirs[path], "no ez-vcard output for \(entry.path)")
            let mine = VCardReader.read(bytes: try entry.bytes()).cards.map(Self.fields)
            // No card ez-vcard returns with a name, an organisation or an address is missing.
            let named = ez.filter { !Set($0.keys).isDisjoint(with: ["FN", "N", "ORG", "ADR"]) }
            #expect(mine.count >= named.count, "\(entry.path): hotels read \(mine.count) cards, ez-vcard \(named.count) with a name or address")
            if mine != ez {
                differing.insert(entry.path)
                if Self.differences[entry.path] == nil {
                    Issue.record("\(entry.path) differs from ez-vcard:\n hotels: \(mine)\n ez-vcard: \(ez)")
                }
            }
        }
        for listed in Self.differences.keys where !differing.contains(listed) {
            Issue.record("\(listed) is listed as differing but now agrees with ez-vcard: take it off the list")
        }
        let chosen = Self.differences.values.filter { if case .chosen = $0 { true } else { false } }
        #expect(chosen.count <= 5, "at most five differences besides those where hotels reads better")
    }

    /// The fields as `EzVcardFields` prints them: decoded values, empty
    /// ones left out, structured values as `a,b;c`.
    static func fields(_ card: Card) -> [String: [String]] {
        let version = card.version
        /// `count` components (ez-vcard's N and ADR have five and seven), or all of them (ORG).
        func structured(_ value: String, count: Int?) -> String {
            var parts = ValueEscaping.components(value, version: version).map { $0.filter { !$0.isEmpty }.joined(separator: ",") }
            guard let count else { return parts.joined(separator: ";") }
            while parts.count < count { parts.append("") }
            parts.removeLast(parts.count - count)
            return parts.joined(separator: ";")
        }
        // ez-vcard leaves out a property with an empty value.
        func all(_ name: String) -> [Property] { card.all(name).filter { !$0.value.isEmpty } }
        func text(_ name: String) -> [String] { all(name).map { ValueEscaping.unescapeText($0.value, version: version) } }
        var fields: [String: [String]] = [
            "FN": text("FN"),
            "N": all("N").map { structured($0.value, count: 5) },
            "ADR": all("ADR").map { structured($0.value, count: 7) },
            "TEL": card.phones, "EMAIL": card.emails, "NOTE": text("NOTE"),
            "ORG": all("ORG").map { structured($0.value, count: nil) },
            "UID": card.uid.map { [$0] } ?? [], "CATEGORIES": card.categories,
        ]
        for (key, values) in fields {
            // A structured value with nothing in it counts as none, as in EzVcardFields.
            let kept = values.filter { !$0.isEmpty && !$0.allSatisfy { $0 == ";" } }
            fields[key] = kept.isEmpty ? nil : kept
        }
        return fields
    }
}

/// ez-vcard as the Debian packages install it, driven through
/// `interop/EzVcardFields.java`.
enum EzVcard {
    static let jars = ["/usr/share/java/ez-vcard.jar", "/usr/share/java/vinnie.jar"]

    static var isAvailable: Bool {
        TestPaths.sharedCorpus != nil && tool("javac") != nil && tool("java") != nil
            && jars.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Each file's cards as ez-vcard reads them (one JVM for all files).
    static func fields(of paths: [String]) throws -> [String: [[String: [String]]]] {
        let classes = FileManager.default.temporaryDirectory.appendingPathComponent("ezvcard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: classes) }
        let source = TestPaths.packageRoot.appendingPathComponent("interop/EzVcardFields.java").path
        // A short run: the JIT's first tier and the serial collector halve the JVM's CPU time.
        let quick = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
        _ = try run(tool("javac")!, quick.map { "-J" + $0 } + ["-cp", jars[0], "-d", classes.path, source])
        let output = try run(tool("java")!, quick + ["-cp", (jars + [classes.path]).joined(separator: ":"), "EzVcardFields"] + paths)
        var result: [String: [[String: [String]]]] = [:]
        for line in output.split(separator: UInt8(ascii: "\n")) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            let file = try #require(object["file"] as? String)
            result[file] = (object["cards"] as? [[String: [String]]]) ?? []
        }
        return result
    }

    private static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable) \(arguments.prefix(4)) exited \(process.terminationStatus)")
        return data
    }
}
