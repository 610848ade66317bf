import Foundation
import HotelsTestSupport
import Testing

/// Input that is no address book at all is named as what it looks like, and
/// an import of it creates no store (issue 16, point 5).
struct NotABookTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8)

    /// A probe's: beside a good book, the summary said "0 errors" and the
    /// JSON had no object for the file lint could not read, though the exit
    /// status was 65 (or 66): `jq -s 'map(.errors) | add'` counted none.
    @Test("lint counts a file it could not read, or that is no book, as an error, in the summary and in the JSON")
    func lintCountsFilesNotRead() throws {
        let folder = TemporaryDirectory("hotels-lint-not-read")
        let good = folder.path("good.vcf"), image = folder.path("image.vcf"), missing = folder.path("missing.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Inn\r\nEND:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: good))
        try Data(Self.png).write(to: URL(fileURLWithPath: image))
        let text = try BinaryTests.hotels(["lint", good, image])
        #expect(text.status == 65)
        #expect(String(decoding: text.output, as: UTF8.self) == "1 card, 0 warnings, 1 error (1 file not read)\n")
        let json = try BinaryTests.hotels(["lint", "--json", good, image, missing])
        #expect(json.status == 66)
        let objects = try String(decoding: json.output, as: UTF8.self).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["errors"] as? Int } == [0, 1, 1])
        #expect((objects[1]["unread"] as? String)?.contains("not an address book") == true, "\(objects)")
        #expect((objects[2]["unread"] as? String)?.contains("cannot read") == true, "\(objects)")
    }

    /// A probe's: a first import from a server it has no password for, or
    /// cannot reach, left an empty store, its journal and its runs' note behind.
    @Test("a first import from an address book URL that fails leaves no store behind", arguments: [false, true])
    func firstServerImportFailing(withPassword: Bool) throws {
        let folder = TemporaryDirectory("hotels-server-import")
        let store = folder.path("s/hotels.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("home"), withIntermediateDirectories: true)
        if withPassword {
            try "machine 127.0.0.1 login alice password secret\n".write(toFile: folder.path("home/.netrc"), atomically: true, encoding: .utf8)
            chmod(folder.path("home/.netrc"), 0o600)
        }
        let run = try BinaryTests.hotels(["import", "http://127.0.0.1:9/alice/book/", "--no-geocode", "--store", store],
                                         environment: ["HOME": folder.path("home"), "XDG_CONFIG_HOME": folder.path("config")])
        #expect(run.status == (withPassword ? 75 : 78), "\(run.errors)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("s"))) ?? []
        #expect(left.isEmpty, "\(left)")
    }

    /// A crash probe's: a first import whose commit failed for want of room
    /// (the store's write refused: a full disk, here a file-size limit)
    /// left an empty store and its journal behind; one that failed before
    /// the commit left none.
    @Test("a first import whose store cannot be written at the commit leaves no store behind")
    func firstImportFailingAtTheCommit() throws {
        let folder = TemporaryDirectory("hotels-no-room")
        let book = folder.path("book.vcf"), store = folder.path("s/hotels.sqlite")
        let cards = (0..<3000).map { i in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel \(i)\r\nN:;;;;\r\nORG:Hotel \(i)\r\nNOTE:\(String(repeating: "x", count: 300))\r\n"
                + "ADR:;;\(i) Main St;Berlin;;10117;DE\r\nUID:u\(i)\r\nEND:VCARD\r\n"
        }
        try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: book))
        // The limit lets the cards in, not the indexes a first import builds at its commit; SIGXFSZ ignored, a write fails.
        let run = try TestTools.finish(URL(fileURLWithPath: "/bin/sh"), ["-c", #"ulimit -f 1000; trap '' XFSZ; exec "$0" "$@""#,
                                                                      BinaryTests.binary.path, "import", book, "--no-geocode", "--store", store])
        #expect(run.status == 74, "\(String(decoding: run.errors, as: UTF8.self))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("s")).isEmpty)
    }

    /// A crash probe's and an older lead: Ctrl-C during a first import left
    /// an empty store and its journal behind.
    @Test("a first import interrupted before its commit leaves no store behind, and dies by the signal", arguments: [SIGINT, SIGTERM])
    func firstImportInterrupted(signal: Int32) throws {
        let folder = TemporaryDirectory("hotels-interrupted")
        let book = folder.path("book.vcf"), store = folder.path("s/hotels.sqlite")
        let cards = (0..<40_000).map { i in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel \(i)\r\nN:;;;;\r\nORG:Hotel \(i)\r\nADR:;;\(i) Main St;Berlin;;10117;DE\r\nUID:u\(i)\r\nEND:VCARD\r\n"
        }
        try Data(cards.joined().utf8).write(to: URL(fileURLWithPath: book))
        let process = Process()
        process.executableURL = BinaryTests.binary
        process.arguments = ["import", book, "--no-geocode", "--store", store]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The child inherits this thread's signal mask, which a test runner may block them in.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        try process.run()
        // Interrupted once the store is made, while the cards go in.
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: store) && process.isRunning && Date() < deadline { usleep(1000) }
        usleep(200_000)
        try #require(process.isRunning, "the import ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("s")).isEmpty)
    }

    /// The same bytes as a file and through a pipe on standard input (the
    /// test's `Pipe`): neither creates the store.
    @Test("import of a file that is no address book, or of a pipe that is none: named, exit 65, no store", arguments: [
        ("image.vcf", png, "it looks like a PNG image"),
        ("hotels.csv", Array("name,city\nAdlon,Berlin\n".utf8), "it looks like CSV"),
        ("map.geojson", Array(#"{"type":"FeatureCollection","features":[]}"#.utf8), "it looks like JSON that is not jCard"),
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

    /// An empty file is a book of no card, as `[]` and `<vcards/>` are: the
    /// vCard export of an empty store imports as no change, and nothing —
    /// no store, no batch in the history — is made for it.
    @Test("import of an empty file, a blank one, or standard input from one: said so, 0 created, exit 0, no store", arguments: [
        ("empty.vcf", [UInt8]()), ("blank.vcf", Array(" \r\n\n".utf8)),
    ])
    func importEmpty(name: String, bytes: [UInt8]) throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let file = folder.path(name), store = folder.path("s.sqlite")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        for arguments in [["import", "--no-geocode", "--store", store, file], ["import", "--no-geocode", "--store", store, "-"],
                          ["import", "--no-geocode", "--dry-run", "--store", store, file]] {
            let run = try BinaryTests.hotels(arguments, input: arguments.last == "-" ? Data(bytes) : nil)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
            #expect(run.errors.contains("no cards: it is empty"), "\(run.errors)")
            #expect(String(decoding: run.output, as: UTF8.self).hasPrefix("0 created, 0 updated, 0 unchanged, 0 conflicts, 0 skipped"))
            #expect(!FileManager.default.fileExists(atPath: store), "\(name), \(arguments): the store was created")
        }
        let json = try BinaryTests.hotels(["import", "--no-geocode", "--json", "--store", store, file])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: json.output) as? [String: Any]
        #expect(object?["created"] as? Int == 0 && (object?["entries"] as? [Any])?.isEmpty == true, "\(String(decoding: json.output, as: UTF8.self))")
        let lint = try BinaryTests.hotels(["lint", file])
        #expect(lint.status == 0, "\(lint.errors)")
        #expect(String(decoding: lint.output, as: UTF8.self).hasPrefix("0 cards, "))
    }

    /// A probe's: `import --dry-run /dev/null` said nothing of it, as a file known empty before reading is.
    @Test("import of /dev/null, which is read to know it is empty: said so with and without --dry-run, exit 0, no store")
    func importDevNull() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let store = folder.path("s.sqlite")
        for dryRun in [[], ["--dry-run"]] {
            let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", store] + dryRun + ["/dev/null"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("/dev/null: no cards: it is empty"), "\(dryRun): \(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: store), "the store was created")
        }
    }

    @Test("an empty jCard or xCard book: said so, exit 0, no store made, and no batch in a store that was there", arguments: [
        ("empty.json", "[]"), ("empty.xml", "<vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"/>"),
    ])
    func importEmptyStructured(name: String, text: String) throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let file = folder.path(name), store = folder.path("s.sqlite")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        for dryRun in [[], ["--dry-run"]] {
            let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", store] + dryRun + [file])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("\(file): no cards: it is empty"), "\(dryRun): \(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: store), "the store was created")
        }
        #expect(try BinaryTests.hotels(["import", "--no-geocode", "--store", store,
                                        TestPaths.fixtures.appendingPathComponent("contacts.vcf").path]).status == 0)
        let before = try BinaryTests.hotels(["history", "--store", store]).output
        #expect(try BinaryTests.hotels(["import", "--no-geocode", "--store", store, file]).status == 0)
        #expect(try BinaryTests.hotels(["history", "--store", store]).output == before)
    }

    @Test("a first import of which no card could be read: exit 65, and no store left behind; a store that was there stays")
    func importNothingReadable() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let file = folder.path("cut.vcf"), store = folder.path("s.sqlite")
        try Data("BEGIN:VCARD\n".utf8).write(to: URL(fileURLWithPath: file))
        let run = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, file])
        #expect(run.status == 65 && run.errors.contains("no card could be read; nothing imported"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: store) && !FileManager.default.fileExists(atPath: store + "-journal"))
        let tooLarge = try BinaryTests.hotels(["import", "--no-geocode", "--max-card", "100", "--store", store,
                                               TestPaths.fixtures.appendingPathComponent("contacts.vcf").path])
        #expect(tooLarge.status == 65 && !FileManager.default.fileExists(atPath: store), "\(tooLarge.errors)")
        #expect(try BinaryTests.hotels(["import", "--no-geocode", "--store", store,
                                        TestPaths.fixtures.appendingPathComponent("contacts.vcf").path]).status == 0)
        #expect(try BinaryTests.hotels(["import", "--no-geocode", "--store", store, file]).status == 65)
        #expect(FileManager.default.fileExists(atPath: store))
        #expect(String(decoding: try BinaryTests.hotels(["list", "--store", store]).output, as: UTF8.self).contains("Hotel Adlon"))
    }

    @Test("the vCard export of an empty store imports into a store as no change, and records no batch")
    func emptyExportRoundTrip() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let store = folder.path("s.sqlite"), exported = folder.path("none.vcf")
        let first = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, TestPaths.fixtures.appendingPathComponent("contacts.vcf").path])
        #expect(first.status == 0, "\(first.errors)")
        let other = folder.path("other.sqlite")
        #expect(try BinaryTests.hotels(["export", "--store", other, "-o", exported]).status == 0)
        let before = try BinaryTests.hotels(["history", "--store", store]).output
        let again = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, exported])
        #expect(again.status == 0, "\(again.errors)")
        #expect(try BinaryTests.hotels(["history", "--store", store]).output == before)
    }

    @Test("standard input redirected from an empty file: no cards, exit 0, no store")
    func emptyStandardInput() throws {
        let folder = TemporaryDirectory("hotels-not-a-book")
        let empty = folder.path("empty.vcf"), store = folder.path("s.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let process = Process()
        process.executableURL = BinaryTests.binary
        process.arguments = ["import", "--no-geocode", "--store", store, "-"]
        process.standardInput = FileHandle(forReadingAtPath: empty)
        process.standardError = Pipe()
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
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
        // An empty card file is a book of no card, not an error of its own.
        #expect(!junk.errors.contains("none.vcf"), "\(junk.errors)")
        #expect(junk.errors.contains("no file in it holds a card; nothing imported"), "\(junk.errors)")
        #expect(!FileManager.default.fileExists(atPath: store))
        // One card file among them: it is imported.
        try FileManager.default.copyItem(atPath: TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, toPath: book + "/contacts.vcf")
        let mixed = try BinaryTests.hotels(["import", "--no-geocode", "--store", store, book])
        #expect(mixed.errors.contains("photo.vcf: not an address book"))
        #expect(String(decoding: mixed.output, as: UTF8.self).hasPrefix("7 created"), "\(mixed.errors)")
        #expect(mixed.status == 1)
    }
}
