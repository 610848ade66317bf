import Foundation
import HotelsTestSupport
import Testing

/// Runs the built `hotels` binary, as a user would.
struct BinaryTests {
    /// The binary SwiftPM built next to this test bundle (or `HOTELS_BINARY`).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["HOTELS_BINARY"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hotels")
    }()

    struct Run {
        var status: Int32
        var output: Data
        var errors: String
    }

    static func hotels(_ arguments: [String], input: Data? = nil, environment: [String: String]? = nil, directory: String? = nil) throws -> Run {
        let finished = try TestTools.finish(binary, arguments, input: input, environment: environment, directory: directory)
        return Run(status: finished.status, output: finished.output, errors: String(decoding: finished.errors, as: UTF8.self))
    }

    @Test("the binary is there")
    func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build it first: swift build")
    }

    @Test("lint every fixture; one with lines outside cards exits 65, one with a repaired card 0")
    func lintFixtures() throws {
        for name in ["apple-contacts-3.0.vcf", "google-contacts-3.0.vcf", "outlook-2.1.vcf", "android-2.1.vcf", "thunderbird-4.0.vcf",
                     "broken/missing-end.vcf"] {
            let run = try Self.hotels(["lint", TestPaths.fixtures.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(name): \(run.errors)")
            #expect(String(decoding: run.output, as: UTF8.self).hasSuffix(" 0 errors\n"))
        }
        for name in ["broken/bad-lines.vcf"] {
            let run = try Self.hotels(["lint", TestPaths.fixtures.appendingPathComponent(name).path])
            #expect(run.status == 65, "\(name)")
            #expect(run.errors.contains("error:"))
        }
    }

    @Test("standard input is <stdin> in every message, of lint, convert and import")
    func stdinName() throws {
        let broken = Data("stray\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Inn\r\nEND:VCARD\r\n".utf8)
        let folder = TemporaryDirectory("stdin-name")
        for arguments in [["lint", "-"], ["convert", "-", "--to", "3.0"],
                          ["import", "-", "--no-geocode", "--store", folder.path("s.sqlite")]] {
            let run = try Self.hotels(arguments, input: broken)
            #expect(run.errors.hasPrefix("<stdin>:1: error: 1 line outside any card"), "\(arguments): \(run.errors)")
        }
        let json = try Self.hotels(["lint", "--json", "-"], input: broken)
        #expect(String(decoding: json.output, as: UTF8.self).contains("\"file\":\"<stdin>\""))
    }

    @Test("lint - reads standard input")
    func lintStdin() throws {
        let run = try Self.hotels(["lint", "-"], input: Data("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Inn\r\nEND:VCARD\r\n".utf8))
        #expect(run.status == 0)
        #expect(String(decoding: run.output, as: UTF8.self) == "1 card, 0 warnings, 0 errors\n")
    }

    @Test("convert through pipes: 2.1 → 4.0 → 3.0 reads back clean, and 3.0 → 3.0 is the identity")
    func convertPipeline() throws {
        let outlook = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("outlook-2.1.vcf"))
        let v4 = try Self.hotels(["convert", "-", "--to", "4.0"], input: outlook)
        #expect(v4.status == 0, "\(v4.errors)")
        let v3 = try Self.hotels(["convert", "-", "--to", "3.0"], input: v4.output)
        #expect(v3.status == 0)
        let lint = try Self.hotels(["lint", "--strict", "-"], input: v3.output)
        #expect(lint.status == 0, "\(lint.errors)")
        let again = try Self.hotels(["convert", "-", "--to", "3.0"], input: v3.output)
        #expect(again.output == v3.output)
    }

    /// A probe's: "hotels export > backup.vcf" on a full disk exited 0 and
    /// left the file cut short.
    @Test("a write to standard output that fails says so and exits 74; a pipe its reader closed is no failure")
    func standardOutputFails() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("apple-contacts-3.0.vcf").path
        let full = try TestTools.finish(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", "exec \"$0\" \"$@\" > /dev/full", Self.binary.path, "convert", fixture, "--to", "4.0"])
        #expect(full.status == 74)
        #expect(String(decoding: full.errors, as: UTF8.self) == "hotels: cannot write standard output: No space left on device\n")
        let closed = try TestTools.finish(URL(fileURLWithPath: "/bin/bash"),
                                          ["-c", "(sleep 0.3; exec \"$0\" \"$@\") | true; echo \"status ${PIPESTATUS[0]}\" >&2", Self.binary.path,
                                           "convert", fixture, "--to", "4.0"])
        #expect(String(decoding: closed.errors, as: UTF8.self) == "status 0\n")
    }

    /// A probe's: under a file-size limit, `convert -o` and `export -o` died
    /// of SIGXFSZ (status 153) with no word of their own, their temporary file left.
    @Test("a file-size limit (ulimit -f) fails the write: said, exit 73, the old file kept and no temporary file left")
    func fileSizeLimit() throws {
        let folder = TemporaryDirectory("file-size-limit")
        let output = folder.path("out.vcf")
        try "old\n".write(toFile: output, atomically: true, encoding: .utf8)
        let book = TestPaths.fixtures.appendingPathComponent("apple-contacts-3.0.vcf").path
        // One 512-byte block, less than the converted book (sh's ulimit -f counts them).
        let limited = try TestTools.finish(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", "ulimit -f 1 && exec \"$0\" \"$@\"", Self.binary.path, "convert", book, "--to", "4.0", "-o", output])
        #expect(limited.status == 73, "\(String(decoding: limited.errors, as: UTF8.self))")
        #expect(String(decoding: limited.errors, as: UTF8.self).contains("File too large"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")) == ["out.vcf"])
    }

    @Test("a usage error exits 64")
    func usage() throws {
        let run = try Self.hotels(["lint", "--nope"])
        #expect(run.status == 64)
        #expect(run.errors.contains("unknown option '--nope'"))
    }
}
