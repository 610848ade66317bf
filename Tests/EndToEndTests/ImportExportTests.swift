import Foundation
import HotelsTestSupport
import Testing

/// `hotels import` and `hotels export` on fixture books, as a user runs them.
struct ImportExportTests {
    let folder = TemporaryDirectory("hotels-import")
    var store: String { folder.path("store.sqlite") }

    func hotels(_ arguments: [String], input: Data? = nil) throws -> BinaryTests.Run {
        try BinaryTests.hotels(arguments + ["--store", store], input: input)
    }

    func text(_ run: BinaryTests.Run) -> String { String(decoding: run.output, as: UTF8.self) }

    func fixture(_ name: String) -> String { TestPaths.fixtures.appendingPathComponent(name).path }

    func listed() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: try hotels(["list", "--json"]).output) as? [[String: Any]])
    }

    func storeBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: store)) }

    @Test("the mixed book: hotels in, people out; a second import changes nothing")
    func mixedBook() throws {
        let first = try hotels(["import", fixture("contacts.vcf")])
        #expect(first.status == 0, "\(first.errors)")
        #expect(text(first) == "7 created, 0 updated, 0 unchanged, 0 conflicts, 5 skipped (not a hotel)\n")
        let second = try hotels(["import", fixture("contacts.vcf")])
        #expect(text(second) == "0 created, 0 updated, 7 unchanged, 0 conflicts, 5 skipped (not a hotel)\n")
        let names = try listed().compactMap { $0["name"] as? String }
        #expect(!names.contains("Erika Mustermann") && !names.contains("Acme Plumbing") && !names.contains("Studio Rossi"))
        // The card's own GEO is kept; the others come from the shipped gazetteer.
        let hotelsByName = Dictionary(uniqueKeysWithValues: try listed().map { ($0["name"] as! String, $0) })
        #expect(hotelsByName["Hôtel des Grands Boulevards"]?["coordinate_source"] as? String == "card")
        #expect(hotelsByName["Hôtel des Grands Boulevards"]?["latitude"] as? Double == 48.8712)
        #expect(hotelsByName["Park Hyatt Tokyo"]?["coordinate_source"] as? String == "gazetteer")
        #expect(hotelsByName["Park Hyatt Tokyo"]?["coordinate_precision"] as? String != nil)
    }

    @Test("--all takes every card with an address; --category picks by category")
    func selection() throws {
        #expect(text(try hotels(["import", fixture("contacts.vcf"), "--all", "--no-geocode", "--dry-run"])).contains("10 created"))
        #expect(text(try hotels(["import", fixture("contacts.vcf"), "--category", "lodging", "--no-geocode", "--dry-run"])).hasPrefix("create  Casa Camper Barcelona"))
    }

    @Test("2.1 and 4.0 books; two cards for one hotel in one file become one hotel")
    func versionsAndDuplicates() throws {
        #expect(text(try hotels(["import", fixture("books/outlook-mixed-2.1.vcf"), "--no-geocode"])).hasPrefix("1 created"))
        let run = try hotels(["import", fixture("books/thunderbird-mixed-4.0.vcf"), "--no-geocode"])
        #expect(text(run).hasPrefix("1 created, 0 updated, 0 unchanged, 1 merged into an earlier card, 0 conflicts, 1 skipped"))
        let sacher = try #require(try listed().first { ($0["name"] as? String) == "Hotel Sacher Wien" })
        #expect(sacher["emails"] as? [String] == ["wien@example-sacher.com"])
        #expect(sacher["latitude"] as? Double == 48.2038)
        #expect(sacher["country"] as? String == "AT")
    }

    @Test("one edited field is exactly one update; each conflict policy decides")
    func editsAndConflicts() throws {
        #expect(try hotels(["import", fixture("contacts.vcf"), "--no-geocode"]).status == 0)
        let book = try String(contentsOfFile: fixture("contacts.vcf"), encoding: .utf8)
        let edited = folder.path("edited.vcf")
        // A client that edits a card also moves its REV on.
        let changed = book.replacingOccurrences(of: "+44 20 7493 8181", with: "+44 20 7000 0000")
            .replacingOccurrences(of: "REV:2025-06-11T08:30:00Z", with: "REV:2099-01-01T00:00:00Z")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: edited))
        let plan = try #require(try JSONSerialization.jsonObject(with: try hotels(["import", edited, "--no-geocode", "--json", "--dry-run"]).output) as? [String: Any])
        let updates = (plan["entries"] as! [[String: Any]]).filter { $0["action"] as? String == "update" }
        #expect(updates.count == 1)
        #expect((updates.first?["changes"] as? [[String: Any]])?.map { $0["field"] as? String } == ["phone"])
        // The store changes the phone too: both sides differ now.
        #expect(try hotels(["edit", "The Ritz London", "--phone", "+44 20 1111 1111"]).status == 0)
        let before = try storeBytes(), history = try hotels(["history"]).output
        // A dry run says what the run does: stop, exit 1 (a probe's showed a winner, exit 0).
        let dry = try hotels(["import", edited, "--no-geocode", "--on-conflict", "fail", "--dry-run"])
        #expect(dry.status == 1)
        #expect(dry.errors.contains("would stop: 1 conflict and --on-conflict fail: nothing would be imported"), "\(dry.errors)")
        let failed = try hotels(["import", edited, "--no-geocode", "--on-conflict", "fail"])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("conflict in phone of 'The Ritz London'"))
        // No side wins under fail (a probe read "the store's value stays", then "nothing imported").
        #expect(failed.errors.contains("the card and the store hold different values") && !failed.errors.contains("value stays"), "\(failed.errors)")
        #expect(failed.errors.contains("1 conflict and --on-conflict fail: nothing imported"))
        #expect(try storeBytes() == before)
        #expect(try hotels(["history"]).output == history)  // no batch was recorded
        #expect(try hotels(["import", edited, "--no-geocode", "--on-conflict", "store"]).status == 0)
        #expect(try listed().first { $0["name"] as? String == "The Ritz London" }?["phones"] as? [String] == ["+44 20 1111 1111"])
        #expect(try hotels(["import", edited, "--no-geocode", "--on-conflict", "book"]).status == 0)
        #expect(try listed().first { $0["name"] as? String == "The Ritz London" }?["phones"] as? [String] == ["+44 20 7000 0000"])
    }

    @Test("--json without --dry-run imports and prints the plan it applied")
    func jsonImport() throws {
        let run = try hotels(["import", fixture("books/thunderbird-mixed-4.0.vcf"), "--no-geocode", "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let plan = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(plan["created"] as? Int == 1)
        let entries = try #require(plan["entries"] as? [[String: Any]])
        // The book's two cards for one hotel are one entry, with both card numbers.
        #expect(entries.count == 1)
        #expect((entries.first?["cards"] as? [Int])?.count == 2)
        #expect(entries.first?["hotel_id"] as? Int == 1)  // the id the hotel got in the store
        #expect(try listed().map { $0["name"] as? String } == ["Hotel Sacher Wien"])
        #expect(try hotels(["undo"]).status == 0)
        #expect(try listed().isEmpty)
    }

    @Test("a card a file ends inside makes a hotel, but is never merged into a stored one it may be a cut copy of")
    func cutCardOverStored() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:post-1\r\nFN:Gasthof Post\r\nORG:Gasthof Post\r\nCATEGORIES:Hotel\r\n"
        let whole = folder.path("whole.vcf"), cut = folder.path("cut.vcf")
        try Data((card + "NOTE:Zimmer 1 mit Blick auf den See\r\nTEL:+49 8821 1\r\nEND:VCARD\r\n").utf8).write(to: URL(fileURLWithPath: whole))
        // Its last line whole, but no END: it may have lost the lines after it.
        try Data((card + "NOTE:Zimmer 1 mit Blick auf den See\r\n").utf8).write(to: URL(fileURLWithPath: cut))
        #expect(try hotels(["import", whole, "--no-geocode"]).status == 0)
        let again = try hotels(["import", cut, "--no-geocode", "--on-conflict", "book"])
        #expect(again.errors.contains("cut.vcf:1: card 1: the card has no END:VCARD and may be cut short: not merged into 'Gasthof Post'"))
        #expect(text(again).hasPrefix("0 created, 0 updated, 0 unchanged, 0 conflicts, 1 skipped (may be cut short)"))
        // Cut in the middle of a line, it is cut short for certain: unreadable.
        try Data((card + "NOTE:Zimmer 1 mit").utf8).write(to: URL(fileURLWithPath: cut))
        let midLine = try hotels(["import", cut, "--no-geocode", "--on-conflict", "book"])
        #expect(midLine.status == 65, "\(midLine.errors)")
        #expect(midLine.errors.contains("card 1: error: the input ends in the middle of a line of the card, with no END:VCARD: it is cut short"),
                "\(midLine.errors)")
        let stored = try #require(try listed().first)
        #expect(stored["notes"] as? String == "Zimmer 1 mit Blick auf den See")
        #expect(stored["phones"] as? [String] == ["+49 8821 1"])
    }

    /// A corpus probe's: a file whose card lacks its END:VCARD made a hotel,
    /// and imported again said "1 skipped (may be cut short)" with a
    /// warning: the card is the one the hotel was made from, unchanged.
    @Test("a card without END:VCARD imported again is unchanged, not skipped")
    func cutCardImportedAgain() throws {
        let cut = folder.path("cut.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:post-2\r\nFN:Gasthof Post\r\nORG:Gasthof Post\r\nCATEGORIES:Hotel\r\nTEL:+49 8821 2\r\n".utf8)
            .write(to: URL(fileURLWithPath: cut))
        let first = try hotels(["import", cut, "--no-geocode"])
        #expect(first.status == 0 && text(first).hasPrefix("1 created"), "\(first.errors)")
        // A review's: still not merged, so that an edit made in the store since stays.
        #expect(try hotels(["edit", "1", "--phone", "+49 8821 9"]).status == 0)
        let again = try hotels(["import", cut, "--no-geocode", "--on-conflict", "book"])
        #expect(again.status == 0, "\(again.errors)")
        #expect(text(again).hasPrefix("0 created, 0 updated, 1 unchanged, 0 conflicts"), "\(text(again))")
        #expect(!again.errors.contains("not merged"), "\(again.errors)")
        #expect(try listed().first?["phones"] as? [String] == ["+49 8821 9"])
    }

    @Test("--dry-run writes nothing, and undo reverts an import")
    func dryRunAndUndo() throws {
        #expect(try hotels(["add", "--name", "Already Here"]).status == 0)
        let before = try storeBytes()
        let dry = try hotels(["import", fixture("contacts.vcf"), "--dry-run", "--no-geocode"])
        #expect(text(dry).hasSuffix("(dry run: nothing written)\n"))
        #expect(try storeBytes() == before)
        #expect(try hotels(["import", fixture("contacts.vcf"), "--no-geocode"]).status == 0)
        #expect(try listed().count == 8)
        #expect(try hotels(["undo"]).status == 0)
        #expect(try listed().compactMap { $0["name"] as? String } == ["Already Here"])
    }

    @Test("bad input: not a vCard, a truncated file (repaired), a folder with one broken file (written to --rejects)")
    func badInput() throws {
        let junk = folder.path("junk.vcf")
        try Data("hello\nworld\n".utf8).write(to: URL(fileURLWithPath: junk))
        let notCard = try hotels(["import", junk])
        #expect(notCard.status == 65)
        #expect(notCard.errors.contains("junk.vcf:1: error: 2 lines outside any card"))
        let truncated = try hotels(["import", fixture("books/truncated.vcf"), "--no-geocode"])
        #expect(truncated.status == 0)
        #expect(truncated.errors.contains("card has no END:VCARD; closed before the next card or at the end of the input [missing-end]"))
        #expect(try listed().compactMap { $0["name"] as? String } == ["Hotel Cut Short"])
        let rejects = folder.path("rejects.vcf")
        let mixed = try hotels(["import", fixture("books/folder"), "--no-geocode", "--rejects", rejects])
        #expect(mixed.status == 1)
        #expect(mixed.errors.contains("b-broken.vcf:1: error"))
        #expect(text(mixed).hasPrefix("2 created"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: rejects)) == Data(contentsOf: URL(fileURLWithPath: fixture("books/folder/b-broken.vcf"))))
        #expect(Set(try listed().compactMap { $0["name"] as? String }) == ["Hotel Cut Short", "Hotel Bristol Oslo", "Hotel d'Angleterre"])
        #expect(try hotels(["import", "/nonexistent/book.vcf"]).status == 66)
    }

    @Test("import → export → import is unchanged; exporting twice gives the same bytes; exports read back clean")
    func roundTrip() throws {
        #expect(try hotels(["import", fixture("contacts.vcf")]).status == 0)
        #expect(try hotels(["add", "--name", "Pension Anna", "--city", "Wien", "--country", "AT", "--lat", "48.2", "--lon", "16.37"]).status == 0)
        #expect(try hotels(["edit", "1", "--notes", "Changed by hand"]).status == 0)
        for format in ["vcard3", "vcard4"] {
            let file = folder.path("export-\(format).vcf")
            #expect(try hotels(["export", "--format", format, "-o", file]).status == 0)
            let again = try hotels(["export", "--format", format])
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == again.output)
            let lint = try BinaryTests.hotels(["lint", "--strict", file])
            #expect(lint.status == 0, "\(format): \(lint.errors)")
            let reimport = try hotels(["import", file, "--dry-run"])
            #expect(text(reimport).hasPrefix("0 created, 0 updated, 8 unchanged, 0 conflicts"), "\(format): \(text(reimport))")
        }
        let exported = try String(contentsOfFile: folder.path("export-vcard3.vcf"), encoding: .utf8)
        // Everything the user had is kept: Apple's groups, PRODID, the X-ABShowAs; GEO in 3.0 syntax.
        #expect(exported.contains("item1.X-ABADR:de\r\n"))
        #expect(exported.contains("GEO:48.8712;2.3442\r\n"))
        #expect(exported.contains("NOTE:Changed by hand\r\n"))
        let v4 = try String(contentsOfFile: folder.path("export-vcard4.vcf"), encoding: .utf8)
        #expect(v4.contains("GEO:geo:48.8712,2.3442\r\n"))
        #expect(v4.contains("KIND:org\r\n"))
    }

    /// A probe's: a geo URI's altitude and uncertainty went into 3.0 as two numbers without a word.
    @Test("convert and export to 3.0 say what a geo URI loses there; to 4.0 nothing is said")
    func geoDetailLost() throws {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Sacher\r\nKIND:org\r\nORG:Hotel Sacher\r\n"
            + "ADR;TYPE=work:;;Philharmoniker Str. 4;Wien;;1010;Austria\r\nGEO:geo:48.2038,16.3693,171;u=35\r\nUID:sacher\r\nEND:VCARD\r\n"
        let file = folder.path("sacher.vcf")
        try card.write(toFile: file, atomically: true, encoding: .utf8)
        let warning = "warning: GEO's '171;u=35' (altitude, uncertainty or reference system) has no place in vCard 3.0's GEO, two numbers; "
            + "it is left out [geo-detail]\n"
        let converted = try BinaryTests.hotels(["convert", file, "--to", "3.0"])
        #expect(converted.status == 0)
        #expect(converted.errors == "\(file):7: card 1: " + warning)
        #expect(text(converted).contains("GEO:48.2038;16.3693\r\n"))
        #expect(try BinaryTests.hotels(["convert", file, "--to", "4.0"]).errors.isEmpty)
        #expect(try hotels(["import", "--no-geocode", file]).status == 0)
        #expect(try hotels(["export", "--format", "vcard3"]).errors == "hotels: hotel 1 (Hotel Sacher): " + warning)
        let four = try hotels(["export", "--format", "vcard4"])
        #expect(four.errors.isEmpty && text(four).contains("GEO:geo:48.2038,16.3693,171;u=35\r\n"))
    }

    @Test("a stray NUL byte in a card survives import and export byte for byte")
    func nulByteKept() throws {
        // The store once bound text as a C string, which ended the card at the NUL.
        let card = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Nul\r\nN:;;;;\r\nORG:Hotel Nul\r\nCATEGORIES:Hotel\r\nADR;TYPE=work:;;1 Main St;Springfield;IL;62701;USA\r\nNOTE:before\0after\r\nUID:nul-1\r\nEND:VCARD\r\n".utf8)
        let book = folder.path("nul.vcf")
        try card.write(to: URL(fileURLWithPath: book))
        #expect(text(try hotels(["import", book, "--no-geocode"])).hasPrefix("1 created"))
        // (Given a REV, the hotel's update time, as every export of a card without one is.)
        let exported = String(decoding: try hotels(["export", "--format", "vcard3"]).output, as: UTF8.self)
        #expect(exported.replacingOccurrences(of: #"REV:[0-9TZ:-]+\r\n"#, with: "", options: .regularExpression) == String(decoding: card, as: UTF8.self))
        #expect(exported.contains("\r\nREV:") && exported.contains("before\0after"))
    }

    /// A probe's: the stored card was the card's bytes read as UTF-8, so a
    /// 2.1 card in ISO-8859-1 came back with U+FFFD in every property the
    /// hotel does not hold, and its LABEL went, its address seeming edited.
    @Test("a vCard 2.1 card in ISO-8859-1 exports every property's text as it reads, LABEL too")
    func latin1CardExported() throws {
        var card = Data("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1:;Gasthof Br".utf8) + Data([0xE4]) + Data("u;;;\r\n".utf8)
        card += Data("FN;CHARSET=ISO-8859-1:Gasthof Br".utf8) + Data([0xE4]) + Data("u\r\nTITLE;CHARSET=ISO-8859-1:R".utf8) + Data([0xE9])
        card += Data("ception\r\nX-FOO;CHARSET=ISO-8859-1:gr".utf8) + Data([0xFC, 0xDF]) + Data("\r\n".utf8)
        card += Data("LABEL;WORK;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Hauptstr. 1=0D=0AM=FCnchen\r\n".utf8)
        card += Data("ADR;WORK;CHARSET=ISO-8859-1:;;Hauptstr. 1;M".utf8) + Data([0xFC]) + Data("nchen;;80331;Deutschland\r\nCATEGORIES:Hotels\r\nEND:VCARD\r\n".utf8)
        let book = folder.path("latin1.vcf")
        try card.write(to: URL(fileURLWithPath: book))
        #expect(text(try hotels(["import", book, "--no-geocode"])).hasPrefix("1 created"))
        let exported = text(try hotels(["export", "--format", "vcard3"]))
        #expect(!exported.contains("\u{FFFD}"), "\(exported)")
        for line in ["N:;Gasthof Bräu;;;", "TITLE:Réception", "X-FOO:grüß", "ADR;TYPE=WORK:;;Hauptstr. 1;München;;80331;Deutschland"] {
            #expect(exported.contains(line + "\r\n"), "\(line): \(exported)")
        }
        #expect(exported.contains("LABEL;TYPE=WORK:Hauptstr. 1\\nMünchen\r\n"), "\(exported)")
    }

    @Test("export to a folder writes one UID.vcf per hotel; GeoJSON is a FeatureCollection")
    func folderAndGeoJSON() throws {
        #expect(try hotels(["import", fixture("contacts.vcf"), "--no-geocode"]).status == 0)
        let out = folder.path("cards") + "/"
        #expect(try hotels(["export", "-o", out]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.count == 7)
        #expect(files.contains("6C7B1E2A-0001-4A8B-9C3D-ADLON0000001.vcf"))
        let geojson = try #require(try JSONSerialization.jsonObject(with: try hotels(["export", "--format", "geojson"]).output) as? [String: Any])
        #expect(geojson["type"] as? String == "FeatureCollection")
        let features = try #require(geojson["features"] as? [[String: Any]])
        #expect(features.count == 7)
        let paris = try #require(features.first { ($0["properties"] as? [String: Any])?["city"] as? String == "Paris" })
        #expect((paris["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [2.3442, 48.8712])
    }
}

extension ImportExportTests {
    @Test("a store another process holds: import waits, then says busy (75) and writes nothing")
    func busyStore() throws {
        #expect(try hotels(["add", "--name", "First"]).status == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["python3", "-c", """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            time.sleep(8)
            """, store]
        let pipe = Pipe()
        holder.standardOutput = pipe
        try holder.run()
        _ = pipe.fileHandleForReading.availableData  // "locked"
        let run = try hotels(["import", fixture("contacts.vcf"), "--no-geocode"])
        holder.terminate()
        holder.waitUntilExit()
        #expect(run.status == 75)
        #expect(run.errors.contains("the store is busy"))
        #expect(try listed().compactMap { $0["name"] as? String } == ["First"])
    }
}

extension ImportExportTests {
    @Test("an xCard book imports like its vCard form; lint and convert read xCard; convert --to xcard round-trips")
    func xcardBook() throws {
        let run = try hotels(["import", fixture("books/contacts-xcard.xml"), "--no-geocode"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(text(run) == "7 created, 0 updated, 0 unchanged, 0 conflicts, 5 skipped (not a hotel)\n")
        #expect(try hotels(["import", fixture("books/contacts-xcard.xml"), "--no-geocode"]).output == Data("0 created, 0 updated, 7 unchanged, 0 conflicts, 5 skipped (not a hotel)\n".utf8))
        let lint = try BinaryTests.hotels(["lint", fixture("books/contacts-xcard.xml")])
        #expect(text(lint) == "12 cards, 0 warnings, 0 errors\n")
        let xml = try BinaryTests.hotels(["convert", fixture("contacts.vcf"), "--to", "xcard"])
        #expect(xml.output == (try Data(contentsOf: URL(fileURLWithPath: fixture("books/contacts-xcard.xml")))))
        let back = try BinaryTests.hotels(["convert", "-", "--to", "4.0"], input: xml.output)
        #expect(back.status == 0)
        // The same cards as a direct conversion (parameters may come back in
        // the order RFC 6351's schema gives them).
        let direct = try BinaryTests.hotels(["convert", fixture("contacts.vcf"), "--to", "4.0"])
        func lines(_ data: Data) -> [String] {
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n").map { line in
                let parts = line.split(separator: ":", maxSplits: 1)
                let head = parts[0].split(separator: ";")
                return ([String(head[0])] + head.dropFirst().map(String.init).sorted()).joined(separator: ";") + ":" + (parts.count > 1 ? String(parts[1]) : "")
            }.sorted()
        }
        #expect(lines(back.output) == lines(direct.output))
    }

    /// A probe's: the unset took the first NOTE and URL of two; the export
    /// kept the second, and importing it brought them back.
    @Test("unsetting notes, url or photo of a card with two of each leaves none; its export imports as no change")
    func unsetEveryNoteAndURL() throws {
        let book = folder.path("two.vcf")
        try Data(("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Two Notes\r\nORG:Hotel Two Notes\r\nCATEGORIES:Hotel\r\n"
                  + "ADR:;;1 Main St;Bern;;3011;Switzerland\r\nNOTE:first note\r\nNOTE:second note\r\n"
                  + "URL:https://a.example/\r\nURL:https://b.example/\r\n"
                  + "PHOTO;ENCODING=b;TYPE=GIF:R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=\r\n"
                  + "PHOTO;ENCODING=b;TYPE=GIF:R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==\r\n"
                  + "UID:TWO-1\r\nEND:VCARD\r\n").utf8).write(to: URL(fileURLWithPath: book))
        #expect(try hotels(["import", book, "--no-geocode"]).status == 0)
        #expect(try hotels(["edit", "1", "--unset", "notes", "--unset", "url", "--unset", "photo"]).status == 0)
        let exported = folder.path("exported.vcf")
        #expect(try hotels(["export", "-o", exported]).status == 0)
        let card = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(!card.contains("NOTE") && !card.contains("URL") && !card.contains("PHOTO"), "\(card)")
        #expect(text(try hotels(["import", exported, "--no-geocode"])).hasPrefix("0 created, 0 updated, 1 unchanged"))
    }

    @Test("convert --to xcard and export --format xcard say what XML cannot carry, and still write well-formed XML")
    func xcardLosses() throws {
        let book = folder.path("control.vcf")
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Ctl\r\nN:;;;;\r\nORG:Hotel Ctl\r\nCATEGORIES:Hotel\r\nADR;TYPE=work:;;1 Main St;Springfield;IL;62701;USA\r\nNOTE:a\u{01}b\r\nX-FOO/BAR:x\r\nEMAIL;TYPE=work;X-UI/SLOT=1:info@ctl.example\r\nEND:VCARD\r\n".utf8)
            .write(to: URL(fileURLWithPath: book))
        let converted = try BinaryTests.hotels(["convert", book, "--to", "xcard"])
        #expect(converted.status == 0)
        // Each with the file and the property's line (a probe's: the line was missing).
        #expect(converted.errors.contains("control.vcf:8: card 1: warning: NOTE holds control characters that XML cannot carry"))
        #expect(converted.errors.contains("control.vcf:9: card 1: warning: X-FOO/BAR is not an XML name"))
        // A parameter's name that is no XML name was written as an element: XML nothing could read back.
        #expect(converted.errors.contains("control.vcf:10: card 1: warning: EMAIL's parameter X-UI/SLOT is not an XML name"),
                "\(converted.errors)")
        #expect(text(converted).contains("info@ctl.example"))
        let lint = try BinaryTests.hotels(["lint", "-"], input: converted.output)
        #expect(text(lint) == "1 card, 0 warnings, 0 errors\n", "\(lint.errors)")
        #expect(try hotels(["import", book, "--no-geocode"]).status == 0)
        let exported = try hotels(["export", "--format", "xcard"])
        #expect(exported.errors.contains("hotel 1 (Hotel Ctl): warning: NOTE holds control characters"))
        #expect(text(try BinaryTests.hotels(["lint", "-"], input: exported.output)) == "1 card, 0 warnings, 0 errors\n")
    }
}
