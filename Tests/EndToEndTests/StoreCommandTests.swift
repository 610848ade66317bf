import Foundation
import HotelsTestSupport
import Testing

/// The store commands, run as a user runs them: the built binary on a
/// temporary store.
struct StoreCommandTests {
    let folder = TemporaryDirectory("hotels-e2e")
    var store: String { folder.path("store.sqlite") }

    func hotels(_ arguments: [String]) throws -> BinaryTests.Run {
        try BinaryTests.hotels(arguments + ["--store", store])
    }

    func text(_ run: BinaryTests.Run) -> String { String(decoding: run.output, as: UTF8.self) }

    @Test("add → list → show → edit → rm → undo brings the hotel back exactly; history shows each batch")
    func lifeCycle() throws {
        let add = try hotels(["add", "--name", "Hôtel des Grands Boulevards", "--street", "17 Boulevard Poissonnière",
                              "--city", "Paris", "--postal-code", "75002", "--country", "France", "--phone", "+33 1 85 73 33 33",
                              "--email", "contact@example.fr", "--rating", "9", "--trip", "Paris 2026",
                              "--lat", "48.8712", "--lon", "2.3442", "--notes", "Ask for a room\non the courtyard"])
        #expect(add.status == 0, "\(add.errors)")
        let id = text(add).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(id == "1")
        #expect(try hotels(["add", "--name", "Generator Paris", "--city", "Paris", "--country", "FR"]).status == 0)

        let list = try hotels(["list"])
        #expect(list.status == 0)
        #expect(text(list).contains("Hôtel des Grands Boulevards  Paris  FR"))
        let listJSON = try #require(try JSONSerialization.jsonObject(with: try hotels(["list", "--json"]).output) as? [[String: Any]])
        #expect(listJSON.count == 2)

        let original = try hotels(["show", id, "--json"])
        #expect(original.status == 0)
        let shown = try hotels(["show", "grands boulevards"])
        #expect(text(shown).contains("postal code: 75002"))
        #expect(text(shown).contains("notes:\n  Ask for a room\n  on the courtyard"))

        let edit = try hotels(["edit", id, "--rating", "7", "--unset", "trip"])
        #expect(edit.status == 0)
        #expect(text(edit) == "hotel 1: changed rating, trip\n")
        #expect(text(try hotels(["show", id])).contains("rating:      7/10"))

        let remove = try hotels(["rm", id, "--yes"])
        #expect(remove.status == 0, "\(remove.errors)")
        #expect(try hotels(["show", id]).status == 66)

        #expect(try hotels(["undo"]).status == 0)  // the rm
        #expect(try hotels(["undo"]).status == 0)  // the edit
        let restored = try hotels(["show", id, "--json"])
        #expect(restored.output == original.output)

        let history = try #require(try JSONSerialization.jsonObject(with: try hotels(["history", "--json"]).output) as? [[String: Any]])
        #expect(history.map { $0["command"] as? String } == ["rm 1", "edit 1", "add", "add"])
        #expect(history.map { $0["undone_at"] is String } == [true, true, false, false])
        #expect(history.map { $0["deleted"] as? Int } == [1, 0, 0, 0])
        #expect(text(try hotels(["history"])).contains("(undone) rm 1\n"))
    }

    /// A probe's: the mark after the command was cut off with it.
    @Test("history marks an undone batch whose command is longer than its column")
    func undoneLongCommandMarked() throws {
        let folder = TemporaryDirectory("hotels-history")
        let book = folder.path("a-very-long-address-book-file-name-for-testing-the-history-column.vcf")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"
            .write(toFile: book, atomically: true, encoding: .utf8)
        let store = ["--store", folder.path("s.sqlite")]
        #expect(try BinaryTests.hotels(["import", book, "--no-geocode"] + store).status == 0)
        #expect(try BinaryTests.hotels(["undo"] + store).status == 0)
        let lines = text(try BinaryTests.hotels(["history"] + store)).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains("(undone) import ") == true, "\(lines)")
    }

    @Test("a number names a hotel by id, or failing one by name; a word found in several names is refused, listing them")
    func lookupByWord() throws {
        let folder = TemporaryDirectory("hotels-lookup")
        let store = folder.path("s.sqlite")
        for name in ["Hôtel d'Angleterre", "Hotel Angleterre Annex", "42"] {
            #expect(try BinaryTests.hotels(["add", "--name", name, "--no-geocode", "--store", store]).status == 0)
        }
        let both = try BinaryTests.hotels(["edit", "angleterre", "--rating", "2", "--store", store])
        #expect(both.status == 1)
        #expect(both.errors.contains("'angleterre' matches 2 hotels; give the id of one"), "\(both.errors)")
        #expect(try BinaryTests.hotels(["show", "hotel d angleterre", "--store", store]).status == 0)
        let named = try BinaryTests.hotels(["show", "42", "--json", "--store", store])
        #expect(named.status == 0, "\(named.errors)")
        #expect((try JSONSerialization.jsonObject(with: named.output) as? [String: Any])?["name"] as? String == "42")
        let byID = try BinaryTests.hotels(["show", "3", "--json", "--store", store])
        #expect((try JSONSerialization.jsonObject(with: byID.output) as? [String: Any])?["name"] as? String == "42")
        #expect(try BinaryTests.hotels(["show", "99", "--store", store]).status == 66)
        // A number that is no id names only a hotel called so, never one it is a word of.
        #expect(try BinaryTests.hotels(["add", "--name", "Motel 6", "--no-geocode", "--store", store]).status == 0)
        let stale = try BinaryTests.hotels(["edit", "6", "--rating", "2", "--store", store])
        #expect(stale.status == 66, "\(stale.errors)")
    }

    @Test("list --json has the documented fields and types")
    func listJSON() throws {
        #expect(try hotels(["add", "--name", "Inn", "--lat", "1.5", "--lon", "-2", "--phone", "123", "--rating", "4"]).status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: try hotels(["list", "--json", "--near", "1.5,-2"]).output) as? [[String: Any]])
        let hotel = try #require(array.first)
        let expected: Set<String> = ["id", "uid", "name", "street", "city", "region", "postal_code", "country", "phones", "emails",
                                     "url", "notes", "rating", "trip", "latitude", "longitude", "coordinate_source",
                                     "coordinate_precision", "stayed", "last_stay", "status", "rate", "photo_type", "photo_bytes",
                                     "created_at", "updated_at", "distance_km"]
        #expect(Set(hotel.keys) == expected)
        #expect(hotel["id"] as? Int == 1)
        #expect(hotel["phones"] as? [String] == ["123"])
        #expect(hotel["rating"] as? Int == 4)
        #expect(hotel["trip"] is NSNull)
        #expect(hotel["latitude"] as? Double == 1.5)
        #expect(hotel["coordinate_source"] as? String == "manual")
        #expect(hotel["distance_km"] as? Double == 0)
        #expect(hotel["stayed"] as? Bool == false)
        #expect(hotel["last_stay"] is NSNull && hotel["rate"] is NSNull && hotel["photo_type"] is NSNull && hotel["photo_bytes"] is NSNull)
        #expect(hotel["status"] as? String == "open")
    }

    struct BadInput: CustomStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["add", "--city", "Paris"], status: 64, message: "add needs --name"),
        // A fuzz probe's: standard input read twice, its first part again as the second file.
        BadInput(arguments: ["import", "-", "-"], status: 64, message: "import reads - (standard input) once: give it once"),
        BadInput(arguments: ["add", "--name", "X", "--rating", "0"], status: 64, message: "--rating takes a whole number from 1 to 10, not '0'"),
        BadInput(arguments: ["add", "--name", "X", "--rating", "11"], status: 64, message: "--rating takes a whole number from 1 to 10, not '11'"),
        BadInput(arguments: ["add", "--name", "X", "--lat", "91", "--lon", "0"], status: 64, message: "--lat takes a latitude from -90 to 90, not '91'"),
        BadInput(arguments: ["add", "--name", "X", "--lat", "10"], status: 64, message: "give --lat and --lon together"),
        BadInput(arguments: ["add", "--name", "X", "--lat", "0x10", "--lon", "0"], status: 64, message: "--lat takes a latitude from -90 to 90, not '0x10'"),
        BadInput(arguments: ["list", "--near", "0x10,0"], status: 64, message: "--near takes LAT,LON in degrees"),
        BadInput(arguments: ["list", "--near", "1,1", "--within", "0x5"], status: 64, message: "--within takes a distance in kilometres greater than 0, not '0x5'"),
        BadInput(arguments: ["add", "--name", "X", "--email", "nobody"], status: 64, message: "--email 'nobody' is not an email address"),
        BadInput(arguments: ["add", "--name", "X", "--country", "Atlantis"], status: 64, message: "--country 'Atlantis' is not a country"),
        BadInput(arguments: ["add", "--name", "X", "--colour", "red"], status: 64, message: "unknown option '--colour' for 'hotels add'"),
        // A name of nothing visible was taken, and listed as a blank.
        BadInput(arguments: ["add", "--name", "\u{200B}\u{FEFF}"], status: 64, message: "--name cannot be empty"),
        BadInput(arguments: ["edit", "1", "--name", "\u{200D} "], status: 64, message: "--name cannot be empty"),
        BadInput(arguments: ["edit", "1", "--unset", "name"], status: 64, message: "a hotel must keep its name"),
        BadInput(arguments: ["edit", "1"], status: 64, message: "edit needs a field to change"),
        BadInput(arguments: ["rm", "1"], status: 64, message: "rm needs --yes"),
        BadInput(arguments: ["list", "--sort", "price"], status: 64, message: "--sort takes name, rating, rate, distance, updated or id"),
        BadInput(arguments: ["add", "--name", "X", "--rate", "185,00 EUR"], status: 64,
                 message: "--rate '185,00 EUR' is not a rate: '185,00' is not an amount"),
        BadInput(arguments: ["add", "--name", "X", "--rate", "100.5 JPY"], status: 64, message: "--rate '100.5 JPY' is not a rate: JPY has no decimal places"),
        BadInput(arguments: ["add", "--name", "X", "--rate", "185"], status: 64, message: "--rate '185' is not a rate: give an amount and an ISO 4217"),
        BadInput(arguments: ["add", "--name", "X", "--status", "demolished"], status: 64, message: "--status takes open, seasonal or closed, not 'demolished'"),
        BadInput(arguments: ["add", "--name", "X", "--last-stay", "May 3"], status: 64, message: "--last-stay takes a day as YYYY-MM-DD"),
        // A probe's: a last stay a thousand years ahead was taken.
        BadInput(arguments: ["add", "--name", "X", "--last-stay", "2999-05-03"], status: 64, message: "--last-stay takes the day of a stay you have had, today ("),
        BadInput(arguments: ["add", "--name", "X", "--photo", "/nonexistent/inn.jpg"], status: 66,
                 message: "/nonexistent/inn.jpg: cannot read: No such file or directory"),
        BadInput(arguments: ["edit", "1", "--status", "closed", "--unset", "status"], status: 64,
                 message: "--status and --unset status contradict each other"),
        BadInput(arguments: ["edit", "1", "--stayed", "--unset", "stayed"], status: 64, message: "--stayed and --unset stayed contradict each other"),
        BadInput(arguments: ["list", "--stayed", "--not-stayed"], status: 64, message: "--stayed and --not-stayed contradict each other"),
        BadInput(arguments: ["list", "--status", "gone"], status: 64, message: "--status takes open, seasonal or closed, not 'gone'"),
        BadInput(arguments: ["photo", "1"], status: 64, message: "photo needs -o FILE"),
        BadInput(arguments: ["photo", "99", "-o", "-"], status: 66, message: "no hotel with id 99"),
        BadInput(arguments: ["list", "--within", "5"], status: 64, message: "--within needs --near"),
        BadInput(arguments: ["show", "99"], status: 66, message: "no hotel with id 99"),
        BadInput(arguments: ["edit", "99", "--rating", "5"], status: 66, message: "no hotel with id 99"),
        BadInput(arguments: ["rm", "1", "99", "--yes"], status: 66, message: "no hotel with id 99"),
        BadInput(arguments: ["undo", "99"], status: 66, message: "no batch 99"),
        BadInput(arguments: ["show", "Nowhere Inn"], status: 66, message: "no hotel is named or numbered 'Nowhere Inn'"),
    ]

    @Test("bad input: a clear message, the documented status, and the store unchanged", arguments: badInputs)
    func badInput(_ bad: BadInput) throws {
        #expect(try hotels(["add", "--name", "Keep Me", "--rating", "5"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let listed = try hotels(["list", "--json"]).output
        let run = try hotels(bad.arguments)
        #expect(run.status == bad.status, "\(run.errors)")
        #expect(run.errors.hasPrefix("hotels: " + bad.message), "\(run.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        #expect(try hotels(["list", "--json"]).output == listed)
        #expect(try hotels(["history", "--json"]).output.count > 2)
    }

    @Test("on a store that does not exist yet, undo and redo say there is nothing to do (exit 1, 66 for a batch named), geocode --missing places none; each names the store it did not find; no file is made",
          arguments: [(["undo"], 1, "nothing to undo"), (["redo"], 1, "nothing to redo"), (["undo", "2"], 66, "no batch 2"),
                      (["geocode", "--missing"], 0, ""), (["edit", "1", "--rating", "3"], 66, "no hotel with id 1")])
    func nothingYet(_ command: [String], _ status: Int32, _ message: String) throws {
        let run = try hotels(command)
        #expect(run.status == status, "\(run.errors)")
        let missing = "hotels: no store at \(store) yet (is the path right?)\n"
        #expect(run.errors.hasPrefix(missing), "\(run.errors)")
        #expect(message.isEmpty ? run.errors == missing : run.errors.contains(message), "\(run.errors)")
        if command[0] == "geocode" { #expect(text(run).hasPrefix("0 of 0 hotels without coordinates placed"), "\(text(run))") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    /// A probe's: such bytes were read as U+FFFD and stored so, exit 0.
    @Test("an argument that is not UTF-8 is refused (exit 64), naming it; nothing is made")
    func argumentNotUTF8() throws {
        let script = "exec \"$0\" add --name \"$(printf 'H\\364tel Caf\\351')\" --store \"$1\""
        let run = try TestTools.finish(URL(fileURLWithPath: "/bin/sh"), ["-c", script, BinaryTests.binary.path, store])
        #expect(run.status == 64)
        #expect(String(decoding: run.errors, as: UTF8.self) == "hotels: argument 3 is not UTF-8 text: 'H\\xF4tel Caf\\xE9'; "
                + "give it in UTF-8 (a terminal or a script in another encoding: convert it, with iconv for one)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test("a store that cannot be created: exit 73, nothing made")
    func unwritableFolder() throws {
        // Root may write anywhere on a normal file system, but not in sysfs.
        let path: String
        if geteuid() == 0 {
            path = "/sys/hotels-test-\(getpid()).sqlite"
        } else {
            let locked = folder.path("locked")
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
            path = locked + "/store.sqlite"
        }
        let run = try BinaryTests.hotels(["add", "--name", "X", "--store", path])
        #expect(run.status == 73)
        #expect(run.errors.contains("\(path): cannot create the store"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a write cut short, read by a user who may not write the store's folder: exit 73 naming the journal; one who may then reads every hotel")
    func journalLeftInReadOnlyFolder() throws {
        let shelf = folder.path("shelf")
        try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
        let path = shelf + "/store.sqlite"
        for name in ["Hotel Adlon", "Ritz"] {
            #expect(try BinaryTests.hotels(["add", "--name", name, "--store", path]).status == 0)
        }
        // A writer killed mid-transaction, its changed pages already in the file: the journal is hot.
        let cut = "import os, sqlite3, sys\nc = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            + "c.execute('PRAGMA cache_size = 1'); c.execute('BEGIN IMMEDIATE')\n"
            + "c.execute(\"UPDATE hotels SET card = card || zeroblob(40000), name = 'lost'\")\nos._exit(0)\n"
        let python = try TestTools.finish(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", cut, path])
        try #require(python.status == 0, "\(String(decoding: python.errors, as: UTF8.self))")
        let journal = try Data(contentsOf: URL(fileURLWithPath: path + "-journal"))
        try #require(journal.prefix(8) == Data([0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7]), "no hot journal")

        // Root writes any folder: the reader is then another user, who owns the store but not its folder.
        let reader: [String]
        if geteuid() == 0 {
            for file in [path, path + "-journal"] { try #require(chown(file, 65534, 65534) == 0) }
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
            reader = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        } else {
            reader = []
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: shelf)
        let command = reader + [BinaryTests.binary.path, "list", "--store", path]
        let refused = try TestTools.finish(URL(fileURLWithPath: command[0]), Array(command.dropFirst()))
        let errors = String(decoding: refused.errors, as: UTF8.self)
        #expect(refused.status == 73, "\(errors)")
        #expect(errors.contains("\(path): a write to the store was cut short, and its journal (\(path)-journal) must be played back"), "\(errors)")
        #expect(!errors.contains("I/O"), "\(errors)")

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shelf)
        let list = try BinaryTests.hotels(["list", "--store", path])
        #expect(list.status == 0, "\(list.errors)")
        let shown = String(decoding: list.output, as: UTF8.self)
        #expect(shown.contains("Hotel Adlon") && shown.contains("Ritz") && !shown.contains("lost"), "\(shown)")
    }

    @Test("a file that is not a store and a store from a newer hotels: exit 65, the file unchanged")
    func notAStore() throws {
        let text = folder.path("contacts.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Someone\r\nEND:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: text))
        let before = try Data(contentsOf: URL(fileURLWithPath: text))
        for arguments in [["add", "--name", "X"], ["list"], ["undo"]] {
            let run = try BinaryTests.hotels(arguments + ["--store", text])
            #expect(run.status == 65)
            #expect(run.errors.contains("not a hotels store"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == before)

        #expect(try hotels(["add", "--name", "Future Inn"]).status == 0)
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version=99'); c.commit(); c.close()", store]
        try sqlite.run()
        sqlite.waitUntilExit()
        try #require(sqlite.terminationStatus == 0)
        let newer = try Data(contentsOf: URL(fileURLWithPath: store))
        let run = try hotels(["add", "--name", "Y"])
        #expect(run.status == 65)
        #expect(run.errors.contains("schema version 99, newer than this hotels knows"), "\(run.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == newer)
    }

    @Test("two adds started at once on one store both land; the store passes integrity_check")
    func concurrentAdds() throws {
        #expect(try hotels(["add", "--name", "First"]).status == 0)
        let processes = (0..<2).map { index -> Process in
            let process = Process()
            process.executableURL = BinaryTests.binary
            process.arguments = ["add", "--name", "Concurrent \(index)", "--store", store]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        let names = try #require(try JSONSerialization.jsonObject(with: try hotels(["list", "--json"]).output) as? [[String: Any]])
            .compactMap { $0["name"] as? String }
        #expect(Set(names) == ["First", "Concurrent 0", "Concurrent 1"])
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA integrity_check').fetchone()[0])", store]
        let pipe = Pipe()
        check.standardOutput = pipe
        try check.run()
        check.waitUntilExit()
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "ok\n")
    }

    @Test("the store path comes from --store, else HOTELS_STORE, else XDG_DATA_HOME")
    func storeLocation() throws {
        let xdg = folder.path("xdg")
        let base = ["PATH": "/usr/bin:/bin", "HOME": folder.path("home")]
        var environment = base
        environment["XDG_DATA_HOME"] = xdg
        #expect(try BinaryTests.hotels(["add", "--name", "Xdg Inn"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: xdg + "/hotels/hotels.sqlite"))
        environment["HOTELS_STORE"] = folder.path("env.sqlite")
        #expect(try BinaryTests.hotels(["add", "--name", "Env Inn"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("env.sqlite")))
        #expect(try BinaryTests.hotels(["--store", folder.path("flag.sqlite"), "add", "--name", "Flag Inn"], environment: environment).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("flag.sqlite")))
        // Without XDG_DATA_HOME: ~/.local/share.
        #expect(try BinaryTests.hotels(["add", "--name", "Home Inn"], environment: base).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("home/.local/share/hotels/hotels.sqlite")))
    }
}
