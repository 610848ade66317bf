import Foundation
import HotelsTestSupport
import Testing

/// Input that is no address book at all is named as what it looks like, and
/// an import of it creates no store (issue 16, point 5).
struct NotABookTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8)

    /// The same bytes as a file and through a pipe on standard input (the
    /// test's `Pipe`): neither creates the store.
    @Test("import of a file that is no address book, or of a pipe that is none: named, exit 65, no store", arguments: [
        ("image.vcf", png, "it looks like a PNG image"),
        ("hotels.csv", Array("name,city\nAdlon,Berlin\n".utf8), "it looks like CSV"),
        ("map.geojson", Array(#"{"type":"FeatureCollection","features":[]}"#.utf8), "it looks like JSON that is not jCard"),
        ("empty.vcf", [], "it is empty"),
        ("blank.vcf", Array(" \r\n\n".utf8), "it is empty"),
    ])
    func importRefuses(name: String, bytes: [UInt8], words: String) throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let file = folder.path(name), store = folder.path("s.sqlite")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        for arguments in [["import", "--no-geocode", "--store", store, file], ["import", "--no-geocode", "--store", store, "-"]] {
            let stdin = arguments.last == "-" ? Data(bytes) : nil
            let run = try BinaryTests.hotels(arguments, input: stdin)
            #expect(run.status == 65, "\(arguments): \(run.errors)")
            #expect(run.errors.contains("not an address book: \(words)"), "\(run.errors)")
            #expect(!run.errors.contains("outside any card"))
            #expect(!FileManager.default.fileExists(atPath: store), "\(name), \(arguments.last!): the store was created")
        }
        let lint = try BinaryTests.hotels(["lint", file])
        #expect(lint.status == 65)
        #expect(lint.errors.hasPrefix("hotels: \(file): not an address book: \(words)"), "\(lint.errors)")
        #expect(!lint.errors.contains("outside any card"))
    }

    @Test("import of standard input redirected from an empty file creates no store")
    func emptyStandardInput() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let empty = folder.path("empty.vcf"), store = folder.path("s.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let process = Process()
        process.executableURL = BinaryTests.binary
        process.arguments = ["import", "--no-geocode", "--store", store, "-"]
        process.standardInput = FileHandle(forReadingAtPath: empty)
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test("an empty folder, and a folder of files that are no books: said so, no store")
    func folders() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let book = folder.path("book"), store = folder.path("s.sqlite")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: false)
        let empty = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, book])
        #expect(empty.status == 66)
        #expect(empty.errors.contains("it holds no .vcf, .vcard, .xml file"), "\(empty.errors)")
        try Data(Self.png).write(to: URL(fileURLWithPath: book + "/photo.vcf"))
        #expect(FileManager.default.createFile(atPath: book + "/none.vcf", contents: Data()))
        let junk = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, book])
        #expect(junk.status == 65)
        #expect(junk.errors.contains("photo.vcf: not an address book: it looks like a PNG image"))
        #expect(junk.errors.contains("none.vcf: not an address book: it is empty"))
        #expect(!FileManager.default.fileExists(atPath: store))
        // One card file among them: it is imported.
        try FileManager.default.copyItem(atPath: TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, toPath: book + "/contacts.vcf")
        let mixed = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, book])
        #expect(mixed.errors.contains("photo.vcf: not an address book"))
        #expect(String(decoding: mixed.output, as: UTF8.self).hasPrefix("7 created"), "\(mixed.errors)")
        #expect(mixed.status == 1)
    }
}
