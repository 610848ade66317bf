import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// Export → import is a fixed point (issue 16, point 1): an export carries
/// what the store knows (rating, trip, where a position came from), so that
/// importing it changes nothing, into the same store or a fresh one, and
/// exporting again gives the same bytes — in every card format.
struct FixedPointTests {
    /// An address book to start from: a fixture (file or folder), or the generated book.
    struct Book: CustomStringConvertible, Sendable {
        var name: String
        var path: String
        var description: String { name }
    }

    static let formats = ["vcard3", "vcard4", "xcard", "jcard"]

    static let books: [Book] = {
        let fixtures = TestPaths.fixtures
        let skipped: Set<String> = ["broken", "gazetteer"]
        var books: [Book] = []
        for folder in ["", "books/", "selection/"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
            // Address books: vCard, xCard and jCard files, and folders of cards.
            for name in names.sorted() where !skipped.contains(name) && (!name.contains(".") || [".vcf", ".xml", ".json"].contains { name.hasSuffix($0) }) {
                let path = fixtures.appendingPathComponent(folder + name).path
                if folder.isEmpty && ["books", "selection"].contains(name) { continue }
                books.append(Book(name: folder + name, path: path))
            }
        }
        // Cards whose text the reader repaired: the export's are clean, and go round as any.
        books.append(Book(name: "broken/repaired-3.0.vcf", path: fixtures.appendingPathComponent("broken/repaired-3.0.vcf").path))
        return books + [Book(name: "generated 2,000 cards", path: generatedBook)]
    }()

    /// A probe's: a card read without its END:VCARD was exported as read,
    /// the next card's BEGIN inside it, and python3-vobject refused the
    /// whole export; so for every repair of a card's text.
    @Test("cards whose text the reader repaired are exported as vCard that needs no repair, and read again as unchanged",
          arguments: ["vcard3", "vcard4"])
    func repairedCardsExportClean(format: String) throws {
        let scratch = Scratch(gazetteer: nil)
        let book = TestPaths.fixtures.appendingPathComponent("broken/repaired-3.0.vcf").path
        #expect(scratch.run(["import", book, "--no-geocode"], store: "s.sqlite").output.hasPrefix("8 created"))
        let exported = scratch.folder.path("export.vcf")
        #expect(scratch.run(["export", "--format", format, "-o", exported], store: "s.sqlite").status == .success)
        let lint = scratch.run(["lint", exported], store: "s.sqlite")
        #expect(lint.output.contains("8 cards, 0 warnings, 0 errors"), "\(lint.output) \(lint.errors)")
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(text.components(separatedBy: "END:VCARD\r\n").count == 9, "each card ends")
        #expect(text.contains(format == "vcard3" ? "NOTE:first line\\nsecond line of the note\r\n" : "NOTE:first line\\nsecond line of the note\r\n"))
        #expect(text.contains("Café au lait") && !text.contains("QUOTED-PRINTABLE"))
        // The book itself, read again: nothing changed (a card without its END is never merged over a stored
        // hotel; the very card its hotel was made from is unchanged).
        let again = scratch.run(["import", book, "--no-geocode"], store: "s.sqlite")
        #expect(again.output.hasPrefix("0 created, 0 updated, 8 unchanged, 0 conflicts, 0 skipped"), "\(again.output)")
    }

    /// Where the generated book is written, for the whole test run.
    static let generatedFolder = TemporaryDirectory("hotels-fixed-point-book")

    /// `bench/generate.py --cards 2000` (the same bytes every time), made once.
    static let generatedBook: String = {
        let path = generatedFolder.path("generated-2000.vcf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.packageRoot.appendingPathComponent("bench/generate.py").path,
                             "--cards", "2000", "-o", path]
        try? process.run()
        process.waitUntilExit()
        return path
    }()

    /// A scratch folder and a run of `hotels` on a store in it, with the
    /// gazetteer (so that the first import stores its guesses).
    struct Scratch {
        let folder = TemporaryDirectory("hotels-fixed-point")
        let gazetteer: String?

        func run(_ arguments: [String], store: String) -> (status: ExitCode, output: String, errors: String) {
            let output = BufferSink(), errors = BufferSink()
            var environment = ["HOTELS_STORE": folder.path(store)]
            if let gazetteer { environment["HOTELS_GAZETTEER"] = gazetteer }
            let console = Console(output: output, errors: errors, environment: environment)
            return (HotelsCommand.run(arguments, console: console), output.text, errors.text)
        }

        /// Every hotel's fields as `export --format geojson` gives them, but the times.
        func hotels(in store: String) throws -> [NSDictionary] {
            let map = run(["export", "--format", "geojson"], store: store)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(map.output.utf8)) as? [String: Any])
            let features = try #require(json["features"] as? [[String: Any]])
            return try features.map { feature in
                var properties = try #require(feature["properties"] as? [String: Any])
                properties["created_at"] = nil
                properties["updated_at"] = nil
                return properties as NSDictionary
            }
        }
    }

    @Test("import → export → import changes nothing, in the same store or a fresh one, and exports the same bytes again",
          arguments: books, formats)
    func fixedPoint(book: Book, format: String) throws {
        let scratch = Scratch(gazetteer: try TestPaths.builtGazetteer())
        let first = scratch.run(["import", book.path], store: "first.sqlite")
        guard first.output.range(of: #"^[1-9][0-9]* created"#, options: .regularExpression) != nil else {
            // A book with no places to stay in it has nothing to go round.
            #expect(first.output.hasPrefix("0 created"), "\(first.output) \(first.errors)")
            return
        }
        // What only the store knows: a rating, a trip, a stay, a status, a
        // rate and a photo (in place of any PHOTO the card had), and a
        // hand-entered hotel with a typed-in position.
        let photo = scratch.folder.path("hotel.png")
        try TestImages.write(TestImages.png, to: photo)
        #expect(scratch.run(["edit", "1", "--rating", "8", "--trip", "Alps 2027", "--last-stay", "2026-05-03", "--status", "seasonal",
                             "--rate", "185.00 EUR", "--photo", photo], store: "first.sqlite").status == .success)
        #expect(scratch.run(["add", "--name", "Hütte am See", "--city", "Zell am See", "--country", "AT", "--rating", "6",
                             "--lat", "47.3236", "--lon", "12.7967", "--stayed", "--status", "closed", "--rate", "32000 JPY"],
                            store: "first.sqlite").status == .success)
        let exported = scratch.folder.path("first.\(format)")
        #expect(scratch.run(["export", "--format", format, "-o", exported], store: "first.sqlite").status == .success)

        // The later imports look nothing up: every position the store had
        // must come back from the export itself, with its source and precision.
        let again = scratch.run(["import", exported, "--no-geocode"], store: "first.sqlite")
        #expect(again.output.hasPrefix("0 created, 0 updated"), "same store: \(again.output)")
        #expect(!again.errors.contains("conflict"), "same store: \(again.errors)")

        let fresh = scratch.run(["import", exported, "--no-geocode"], store: "second.sqlite")
        #expect(fresh.output.contains(" created, 0 updated"), "fresh store: \(fresh.output)")
        let hotels = try scratch.hotels(in: "first.sqlite")
        #expect(try scratch.hotels(in: "second.sqlite") == hotels, "the same hotels, field for field")
        // The photo came back byte for byte (the fields say its type and size).
        let edited = try #require(hotels.first { $0["rate"] as? String == "185.00 EUR" })
        #expect(edited["photo_type"] as? String == "image/png" && edited["last_stay"] as? String == "2026-05-03")
        let id = try #require(edited["id"] as? Int)
        let photoBack = scratch.folder.path("back.png")
        #expect(scratch.run(["photo", String(id), "-o", photoBack], store: "second.sqlite").status == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: photoBack)) == Data(TestImages.png))
        let twice = scratch.run(["import", exported, "--no-geocode"], store: "second.sqlite")
        #expect(twice.output.hasPrefix("0 created, 0 updated"), "fresh store, again: \(twice.output)")

        let reexported = scratch.folder.path("second.\(format)")
        #expect(scratch.run(["export", "--format", format, "-o", reexported], store: "second.sqlite").status == .success)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: exported))
        #expect(try Data(contentsOf: URL(fileURLWithPath: reexported)) == bytes, "the second export is the first, byte for byte")
        // The gazetteer's guesses are marked as such, never written as GEO.
        if format == "vcard3" {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("X-HOTELS-RATING:8"))
            #expect(text.contains("X-HOTELS-TRIP:Alps 2027"))
            #expect(text.contains("GEO:47.3236;12.7967\r\nX-HOTELS-GEO-SOURCE:manual"))
            #expect(text.contains("X-HOTELS-STAYED:2026-05-03\r\n") && text.contains("X-HOTELS-STATUS:seasonal\r\n"))
            #expect(text.contains("X-HOTELS-RATE:185.00 EUR\r\n") && text.contains("X-HOTELS-RATE:32000 JPY\r\n"))
            #expect(text.contains("X-HOTELS-STAYED:yes\r\nX-HOTELS-STATUS:closed\r\n"))
            #expect(text.contains("PHOTO;ENCODING=b;TYPE=PNG:iVBOR"))
        } else if format == "vcard4" {
            #expect(String(decoding: bytes, as: UTF8.self).contains("PHOTO:data:image/png;base64,iVBOR"))
        }
    }

    @Test("a 3.0 card's NOTE with a bare comma, read back from its xCard or jCard export, is no change", arguments: ["xcard", "jcard", "vcard4"])
    func bareCommaInAnotherForm(format: String) throws {
        let scratch = Scratch(gazetteer: nil)
        let book = scratch.folder.path("book.vcf")
        try ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Gamma\r\nORG:Hotel Gamma\r\nCATEGORIES:Hotel\r\nUID:gamma\r\n"
             + "ADR;TYPE=WORK:;;1 Main St;Bern;;3000;Switzerland\r\nNOTE:quiet room, top floor\r\nEND:VCARD\r\n")
            .write(toFile: book, atomically: true, encoding: .utf8)
        #expect(scratch.run(["import", book], store: "s.sqlite").status == .success)
        let exported = scratch.folder.path("out.\(format)")
        #expect(scratch.run(["export", "--format", format, "-o", exported], store: "s.sqlite").status == .success)
        let again = scratch.run(["import", exported], store: "s.sqlite")
        #expect(again.output.hasPrefix("0 created, 0 updated, 1 unchanged"), "\(again.output)")
    }

    @Test("a 4.0 card with no UID and what xCard rewrites (an XML element, a sixth N component), read back from its xCard export, is no change",
          arguments: ["XML:<a xmlns=\"urn:x\"></a>", "N:;;;;;Extra"])
    func xCardRewriteWithoutUID(line: String) throws {
        let scratch = Scratch(gazetteer: nil)
        let book = scratch.folder.path("book.vcf")
        try ("BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:org\r\nFN:Hotel X\r\n\(line)\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n")
            .write(toFile: book, atomically: true, encoding: .utf8)
        #expect(scratch.run(["import", book], store: "s.sqlite").status == .success)
        let exported = scratch.folder.path("out.xml")
        #expect(scratch.run(["export", "--format", "xcard", "-o", exported], store: "s.sqlite").status == .success)
        let again = scratch.run(["import", exported], store: "s.sqlite")
        #expect(again.output.hasPrefix("0 created, 0 updated, 1 unchanged"), "\(again.output)")
    }

    @Test("every valid card of the shared corpus, exported in any form, imports again as no change", arguments: formats)
    func corpusInEveryForm(format: String) throws {
        let files = CorpusEntry.all().filter { $0.intent == "valid" }
        guard let root = TestPaths.sharedCorpus, !files.isEmpty else {
            if TestPaths.isCI { Issue.record("the shared corpus is missing") }
            return
        }
        let scratch = Scratch(gazetteer: nil)
        for file in files {
            _ = scratch.run(["import", "--all", "--no-geocode", root.appendingPathComponent(file.path).path], store: "s.sqlite")
        }
        let exported = scratch.folder.path("all.\(format)")
        let export = scratch.run(["export", "--format", format, "-o", exported], store: "s.sqlite")
        #expect(export.status == .success)
        // A card the export said its form cannot carry whole is no change either: the store keeps what it had.
        let partial = Set(export.errors.split(separator: "\n").filter { $0.contains("cannot carry") }.compactMap {
            $0.firstMatch(of: #/hotel [0-9]+/#).map { String($0.output) }
        })
        #expect(format == "xcard" ? partial.count == 1 : partial.isEmpty, "\(partial)")
        let before = scratch.run(["export", "--format", "vcard4"], store: "s.sqlite").output
        let again = scratch.run(["import", "--all", "--no-geocode", exported], store: "s.sqlite")
        #expect(again.output.hasPrefix("0 created, 0 updated, "), "\(again.output)")
        #expect(scratch.run(["export", "--format", "vcard4"], store: "s.sqlite").output == before)
    }

    @Test("the first sync of a book that export wrote leaves it byte for byte as it was, gazetteer positions and all",
          arguments: ["book.vcf", "vdir/"])
    func firstSyncOfAnExport(book: String) throws {
        let scratch = Scratch(gazetteer: try TestPaths.builtGazetteer())
        #expect(scratch.run(["import", TestPaths.fixtures.appendingPathComponent("contacts.vcf").path], store: "s.sqlite").status == .success)
        let path = scratch.folder.path(book) + (book.hasSuffix("/") ? "/" : "")
        #expect(scratch.run(["export", "-o", path], store: "s.sqlite").status == .success)
        func contents() throws -> [String: Data] {
            guard book.hasSuffix("/") else { return [book: try Data(contentsOf: URL(fileURLWithPath: path))] }
            let names = try FileManager.default.contentsOfDirectory(atPath: path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: path + $0))) })
        }
        let before = try contents()
        #expect(before.values.contains { String(decoding: $0, as: UTF8.self).contains("X-HOTELS-GEO") }, "the export carries guesses")
        let sync = scratch.run(["sync", path], store: "s.sqlite")
        #expect(sync.status == .success, "\(sync.errors)")
        let after = try contents()
        #expect(after == before, "\(after.keys.sorted().filter { after[$0] != before[$0] })")
        #expect(scratch.run(["sync", path], store: "s.sqlite").status == .success)
        #expect(try contents() == before, "the second sync")
        #expect(scratch.run(["import", path], store: "s.sqlite").output.hasPrefix("0 created, 0 updated"))
    }

    @Test("the first sync after importing a card with no UID and no place adopts its hotel and creates none")
    func syncAdoptsSameCard() throws {
        let scratch = Scratch(gazetteer: nil)
        let book = scratch.folder.path("book.vcf")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nN:;;;;\r\nTEL:+49 30 22610\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"
            .write(toFile: book, atomically: true, encoding: .utf8)
        #expect(scratch.run(["import", book], store: "s.sqlite").output.hasPrefix("1 created"))
        let sync = scratch.run(["sync", book], store: "s.sqlite")
        #expect(sync.status == .success, "\(sync.errors)")
        #expect(try scratch.hotels(in: "s.sqlite").count == 1, "\(sync.output)")
    }

    @Test("a vCard 2.1 card a sync gives a UID keeps every other byte: one UID line is added after its VERSION, nothing converted")
    func uidGivenTo21Card() throws {
        let scratch = Scratch(gazetteer: nil)
        let book = scratch.folder.path("book.vcf")
        let original = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("outlook-2.1.vcf"))
        try original.write(to: URL(fileURLWithPath: book))
        let sync = scratch.run(["sync", book], store: "s.sqlite")
        #expect(sync.status == .success, "\(sync.errors)")
        let after = try Data(contentsOf: URL(fileURLWithPath: book))
        let text = String(decoding: after, as: UTF8.self)
        let uid = try #require(text.firstMatch(of: #/\r\nVERSION:2.1\r\nUID:([^\r]+)\r\n/#)).output.1
        #expect(text.replacingOccurrences(of: "UID:\(uid)\r\n", with: "") == String(decoding: original, as: UTF8.self))
        // Synced again, and imported, it changes nothing.
        #expect(scratch.run(["sync", book], store: "s.sqlite").status == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == after)
        #expect(scratch.run(["import", book], store: "s.sqlite").output.hasPrefix("0 created, 0 updated"))
    }

    @Test("a dry run says a card without a UID would be given one, the same way every time, and gives none")
    func dryRunUID() throws {
        let scratch = Scratch(gazetteer: nil)
        let book = scratch.folder.path("book.vcf")
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nN:;;;;\r\nORG:Hotel Adlon\r\nCATEGORIES:Hotel\r\nEND:VCARD\r\n"
        try text.write(toFile: book, atomically: true, encoding: .utf8)
        let first = scratch.run(["sync", book, "--dry-run"], store: "s.sqlite")
        let second = scratch.run(["sync", book, "--dry-run"], store: "s.sqlite")
        #expect(first.output.contains("'Hotel Adlon' has no UID; a sync gives it one"), "\(first.output)")
        #expect(first.output == second.output)
        #expect(try String(contentsOfFile: book, encoding: .utf8) == text)
    }

    @Test("importing a book right after a sync wrote hotels into it changes nothing")
    func importAfterSync() throws {
        let scratch = Scratch(gazetteer: try TestPaths.builtGazetteer())
        let book = scratch.folder.path("book.vcf")
        try FileManager.default.copyItem(atPath: TestPaths.fixtures.appendingPathComponent("contacts.vcf").path, toPath: book)
        #expect(scratch.run(["add", "--name", "Hotel Neu", "--city", "Hamburg", "--country", "DE"], store: "s.sqlite").status == .success)
        let sync = scratch.run(["sync", book], store: "s.sqlite")
        #expect(sync.status == .success, "\(sync.errors)")
        let again = scratch.run(["import", book], store: "s.sqlite")
        #expect(again.output.contains(" 0 updated,"), "\(again.output)")
    }
}
