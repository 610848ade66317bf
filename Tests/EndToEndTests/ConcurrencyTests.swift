import Foundation
import HotelsTestSupport
import Testing

/// Several `hotels` processes writing one store at once: each waits for the
/// lock, and no change a command reported is lost to another's stale copy.
struct ConcurrencyTests {
    /// Starts the binary without waiting for it.
    static func start(_ arguments: [String], store: String) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = BinaryTests.binary
        process.arguments = arguments
        process.environment = ["HOTELS_STORE": store, "HOME": NSTemporaryDirectory()]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// The fixture book with every hotel card's note set to `note`.
    static func book(note: String) throws -> Data {
        let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("contacts.vcf"), encoding: .utf8)
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let lines = text.components(separatedBy: newline).filter { !$0.hasPrefix("NOTE") }
        return Data(lines.map { $0 == "END:VCARD" ? "NOTE:\(note)\(newline)END:VCARD" : $0 }.joined(separator: newline).utf8)
    }

    @Test("an import and 20 edits at once: every edit waits its turn, and every reported change is in the store")
    func importWithEdits() throws {
        let folder = TemporaryDirectory("hotels-concurrency")
        let store = folder.path("s.sqlite")
        let first = folder.path("first.vcf")
        try Self.book(note: "first").write(to: URL(fileURLWithPath: first))
        var setup = try BinaryTests.hotels(["import", first], environment: ["HOTELS_STORE": store])
        #expect(setup.status == 0, "\(setup.errors)")
        for name in ["Pension Eins", "Pension Zwei", "Pension Drei"] {
            setup = try BinaryTests.hotels(["add", "--name", name], environment: ["HOTELS_STORE": store])
            #expect(setup.status == 0)
        }
        let hotels = 10
        for round in 1...3 {
            let book = folder.path("round\(round).vcf")
            try Self.book(note: "round \(round)").write(to: URL(fileURLWithPath: book))
            // 20 edits, each of its own (hotel, field): none supersedes another,
            // so every one must be in the store afterwards, with the import's notes.
            var expected: [(id: Int, field: String, value: String)] = []
            for index in 0..<20 {
                let id = index % hotels + 1
                expected.append(index < hotels ? (id, "rating", String((id + round) % 10 + 1)) : (id, "trip", "r\(round)-\(id)"))
            }
            var runs = [try Self.start(["import", book, "--on-conflict", "book"], store: store)]
            for edit in expected {
                runs.append(try Self.start(["edit", String(edit.id), "--\(edit.field)", edit.value], store: store))
            }
            for (process, output, errors) in runs {
                let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(process.arguments ?? []): \(said) \(complaint)")
            }
            for id in 1...hotels {
                let shown = try BinaryTests.hotels(["show", String(id), "--json"], environment: ["HOTELS_STORE": store])
                let object = try #require(try JSONSerialization.jsonObject(with: shown.output) as? [String: Any])
                for edit in expected where edit.id == id {
                    let stored = object[edit.field].map { "\($0)" }
                    #expect(stored == edit.value, "round \(round), hotel \(id): \(edit.field) lost")
                }
                if id <= 7 { #expect(object["notes"] as? String == "round \(round)", "round \(round), hotel \(id): import's note lost") }
            }
        }
    }
}

/// What a folder may hold that is not a card file.
struct FolderInputTests {
    @Test("import DIR skips a FIFO named like a card file, with a warning, instead of waiting on it forever")
    func fifoInFolder() throws {
        let folder = TemporaryDirectory("hotels-fifo")
        let book = folder.path("book")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, toPath: book + "/a.vcf")
        #expect(mkfifo(book + "/x.vcf", 0o600) == 0)
        let (process, output, errors) = try ConcurrencyTests.start(["import", book, "--no-geocode"], store: folder.path("s.sqlite"))
        // Bounded: a reader stuck on the FIFO is stopped after 20 s.
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warned = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(warned)")
        #expect(said.hasPrefix("7 created"))
        #expect(warned.contains("x.vcf: skipped: it is a FIFO, not a regular file"))
    }
}

/// A store that exists but cannot be read is not one that "cannot be created".
struct UnreadableStoreTests {
    @Test("an existing store the user cannot read: 'cannot open the store', exit 66")
    func unreadableStore() throws {
        let folder = TemporaryDirectory("hotels-unreadable")
        chmod(folder.url.path, 0o755)
        let store = folder.path("s.sqlite")
        #expect(try BinaryTests.hotels(["--store", store, "add", "--name", "Inn"]).status == 0)
        // Root reads any file: run as nobody then, who cannot read a 0600 file of root's.
        let asOther = getuid() == 0
        chmod(store, asOther ? 0o600 : 0o000)
        // A copy nobody can run, wherever the build folder is.
        let binary = folder.path("hotels")
        try FileManager.default.copyItem(atPath: BinaryTests.binary.path, toPath: binary)
        chmod(binary, 0o755)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: asOther ? "/usr/sbin/runuser" : binary)
        process.arguments = (asOther ? ["-u", "nobody", "--", binary] : []) + ["--store", store, "list"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 66, "\(said)")
        #expect(said == "hotels: \(store): cannot open the store: Permission denied\n")
    }
}
