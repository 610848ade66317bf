import Foundation
import HotelsTestSupport
import Testing

/// `hotels geocode` and `hotels gazetteer`, run as the built binary.
struct GeocodeCommandTests {
    let folder = TemporaryDirectory("hotels-geocode")

    /// The sample index, built by the binary from the GeoNames-format fixtures.
    func sampleIndex() throws -> String {
        let path = folder.path("sample.hgaz")
        let sources = ["cities-sample.txt", "admin1CodesASCII-sample.txt", "admin1-sample.tsv", "postal-sample.txt"]
            .map { TestPaths.fixtures.appendingPathComponent("gazetteer/\($0)").path }
        let run = try BinaryTests.hotels(["gazetteer", "build", "-o", path] + sources)
        #expect(run.status == 0, "\(run.errors)")
        return path
    }

    func text(_ run: BinaryTests.Run) -> String { String(decoding: run.output, as: UTF8.self) }

    @Test("free text with the default index: the issue's San Francisco example")
    func sanFrancisco() throws {
        guard let shipped = try TestPaths.builtGazetteer() else { return }
        let run = try BinaryTests.hotels(["geocode", "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102", "--json", "--gazetteer", shipped])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(object["precision"] as? String == "postalCode")
        #expect(object["country"] as? String == "US")
        let lat = try #require(object["lat"] as? Double), lon = try #require(object["lon"] as? Double)
        #expect(abs(lat - 37.779) < 0.05 && abs(lon + 122.419) < 0.05)
    }

    @Test("structured options and the human output")
    func structured() throws {
        let index = try sampleIndex()
        let run = try BinaryTests.hotels(["geocode", "--city", "Sprngfield", "--region", "IL", "--country", "US", "--gazetteer", index])
        #expect(run.status == 0)
        #expect(text(run).hasPrefix("39.80172, -89.64371\nprecision:  locality\nconfidence: 0.7\nmatched:    Springfield (US), by locality-typo"))
    }

    /// "Netherlands" was no country: the locality was answered in Texas.
    @Test("a country named without its article, in the options and in free text, is that country", arguments: [
        ["--city", "Harlingen", "--country", "Netherlands"], ["Harlingen, Netherlands"], ["Harlingen, The Netherlands"],
    ])
    func countryWithoutArticle(_ arguments: [String]) throws {
        guard let shipped = try TestPaths.builtGazetteer() else { return }
        let run = try BinaryTests.hotels(["geocode"] + arguments + ["--json", "--gazetteer", shipped])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(object["country"] as? String == "NL")
        #expect(object["matched"] as? String == "Harlingen")
    }

    /// The man page says every row comes back byte for byte: a spreadsheet's
    /// CRLF rows came back with LF, and its byte-order mark was dropped.
    /// AZ, DE and MD are states and countries' prefixes: "DE 19901" read as
    /// a German code sent Dover, Delaware, to England.
    @Test("a US state and its ZIP on one line stay a state and a ZIP", arguments: [
        ("Dover, DE 19901", "Dover"), ("Glendale, AZ 85301", "Glendale"), ("Laurel, MD 20707", "Laurel"),
    ])
    func stateAndZIP(_ address: String, _ town: String) throws {
        guard let shipped = try TestPaths.builtGazetteer() else { return }
        let run = try BinaryTests.hotels(["geocode", address, "--json", "--gazetteer", shipped])
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(object["country"] as? String == "US")
        #expect(object["matched"] as? String == town)
        #expect(object["precision"] as? String == "postalCode")
    }

    /// A probe's: "1 Main St, Chicago, IL" typed as the street, or in a card's street, was placed at Israel's centre.
    @Test("a whole address in the street whose last part is a state's code and a country's is placed where the town is",
          arguments: [("1 Main St, Chicago, IL", "US", 41.85), ("5 Peachtree St, Atlanta, GA", "US", 33.75),
                      ("Dizengoff 1, Tel Aviv, IL", "IL", 32.08), ("1 Rue Ogooué, Libreville, GA", "GA", 0.39)])
    func stateCodeThatIsACountry(_ street: String, _ country: String, _ latitude: Double) throws {
        guard let shipped = try TestPaths.builtGazetteer() else { return }
        let store = folder.path("states.sqlite"), book = folder.path("state.vcf")
        #expect(try BinaryTests.hotels(["add", "--store", store, "--gazetteer", shipped, "--name", "Typed Inn", "--street", street]).status == 0)
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Card Hotel\r\nORG:Card Hotel\r\nCATEGORIES:Hotel\r\nADR;TYPE=WORK:;;\(street.replacingOccurrences(of: ",", with: "\\,"));;;;\r\nEND:VCARD\r\n"
            .write(toFile: book, atomically: true, encoding: .utf8)
        #expect(try BinaryTests.hotels(["import", "--store", store, "--gazetteer", shipped, book]).status == 0)
        let listed = try #require(try JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output) as? [[String: Any]])
        #expect(listed.count == 2)
        for hotel in listed {
            let placed = try #require(hotel["latitude"] as? Double, "\(hotel)")
            #expect(abs(placed - latitude) < 0.5, "\(street) (\(country)): \(hotel)")
        }
    }

    @Test("CSV rows come back as they were: CRLF rows with CRLF, a byte-order mark kept, LF rows with LF")
    func csvLineEndings() throws {
        let index = try sampleIndex()
        for (input, lineEnding) in [("\u{FEFF}name,city\r\nInn,Springfield\r\nOther,Xyzzyville\r\n", "\r\n"), ("name,city\nInn,Springfield\n", "\n")] {
            let path = folder.path("rows.csv")
            try Data(input.utf8).write(to: URL(fileURLWithPath: path))
            let run = try BinaryTests.hotels(["geocode", "--input", path, "--gazetteer", index])
            #expect(run.status == 0, "\(run.errors)")
            let output = Array(run.output)
            #expect(output.starts(with: [0xEF, 0xBB, 0xBF]) == input.hasPrefix("\u{FEFF}"))
            let text = String(decoding: output, as: UTF8.self)
            let rows = text.components(separatedBy: lineEnding).dropLast()
            #expect(rows.count == input.components(separatedBy: lineEnding).count - 1, "\(text.debugDescription)")
            #expect(rows.allSatisfy { !$0.contains("\n") && !$0.contains("\r") }, "\(text.debugDescription)")
            #expect(rows.dropFirst().first?.hasPrefix("Inn,Springfield,") == true)
        }
    }

    @Test("CSV in, the same rows out with lat, lon, precision, confidence; other columns passed through")
    func csv() throws {
        let index = try sampleIndex()
        let input = folder.path("in.csv")
        try Data(#"""
        name,street,city,region,postal_code,country,note
        "Inn, the",1 Main St,Springfield,IL,,US,"says ""hi"""
        Nowhere,,Xyzzyville,,,,
        Berlin Hostel,,Berlin,,10115,,ok

        """#.utf8).write(to: URL(fileURLWithPath: input))
        let run = try BinaryTests.hotels(["geocode", "--input", input, "--gazetteer", index])
        #expect(run.status == 0, "\(run.errors)")
        #expect(text(run) == #"""
        name,street,city,region,postal_code,country,note,lat,lon,precision,confidence
        "Inn, the",1 Main St,Springfield,IL,,US,"says ""hi""",39.80172,-89.64371,locality,0.9
        Nowhere,,Xyzzyville,,,,,,,,
        Berlin Hostel,,Berlin,,10115,,ok,52.5323,13.3846,postalCode,0.95

        """#)
        let output = folder.path("out.csv")
        #expect(try BinaryTests.hotels(["geocode", "--input", input, "-o", output, "--gazetteer", index]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text(run))
    }

    @Test("CSV geocoded again: the answer fills the header's own lat, lon, precision and confidence; a position of the row's own stays")
    func csvWithAnswerColumns() throws {
        let index = try sampleIndex()
        let input = folder.path("in.csv")
        try Data(#"""
        "name",city , postal_code,country
        Inn,Springfield,,US
        Berlin Hostel,Berlin,10115,

        """#.utf8).write(to: URL(fileURLWithPath: input))
        let once = try BinaryTests.hotels(["geocode", "--input", input, "--gazetteer", index])
        #expect(once.status == 0, "\(once.errors)")
        // The header comes back byte for byte, quotes and spaces and all.
        #expect(text(once).hasPrefix("\"name\",city , postal_code,country,lat,lon,precision,confidence\n"), "\(text(once))")
        // A file geocoded before, geocoded again, is the same file: no second set of columns.
        let geocoded = folder.path("geocoded.csv")
        try once.output.write(to: URL(fileURLWithPath: geocoded))
        let twice = try BinaryTests.hotels(["geocode", "--input", geocoded, "--gazetteer", index])
        #expect(twice.status == 0, "\(twice.errors)")
        #expect(text(twice) == text(once))

        // Positions of the file's own (no precision the gazetteer gives) stay; the others are placed into the same columns.
        let own = folder.path("own.csv")
        try Data(#"""
        name,lat,city,lon,note
        Inn,1.5,Springfield,-2.25,"mine, measured"
        Other Inn,,Springfield,,"to place"
        Wrong,91,Springfield,0,"not a latitude"

        """#.utf8).write(to: URL(fileURLWithPath: own))
        let placed = try BinaryTests.hotels(["geocode", "--input", own, "--gazetteer", index])
        #expect(placed.status == 0, "\(placed.errors)")
        #expect(text(placed) == #"""
        name,lat,city,lon,note,precision,confidence
        Inn,1.5,Springfield,-2.25,"mine, measured",,
        Other Inn,37.21533,Springfield,-93.29824,"to place",locality,0.4
        Wrong,37.21533,Springfield,-93.29824,"not a latitude",locality,0.4

        """#)
        let summary = try BinaryTests.hotels(["geocode", "--input", own, "--summary", "--gazetteer", index])
        #expect(text(summary) == "3 addresses: 0 postalCode, 2 locality, 0 region, 0 country, 0 not placed, 1 kept a position of their own\n")
    }

    struct BadCase: CustomStringConvertible, Sendable {
        var arguments: [String]
        var csv: String?
        var status: Int32
        var message: String
        var description: String { message }
    }

    static let badCases: [BadCase] = [
        BadCase(arguments: ["geocode", ""], status: 64, message: "the address is empty or has no letters or digits"),
        BadCase(arguments: ["geocode", ",;. -- !?"], status: 64, message: "the address is empty or has no letters or digits"),
        // The kernel caps one argument at 128 KiB; a 1 MB address comes through a CSV file below.
        BadCase(arguments: ["geocode", String(repeating: "x", count: 100_000)], status: 64, message: "the address is longer than 4096 bytes"),
        BadCase(arguments: [], csv: "city,country\nParis,FR\n" + String(repeating: "y", count: 1 << 20) + ",FR\n", status: 65,
                message: ":3: a field is longer than 4096 bytes; this is not an address"),
        BadCase(arguments: ["geocode"], status: 64, message: "geocode takes one of"),
        BadCase(arguments: ["geocode", "Xyzzyville"], status: 1, message: "no match for this address"),
        BadCase(arguments: ["geocode", "--missing", "-o", "out.csv"], status: 64, message: "-o goes with --input FILE"),
        BadCase(arguments: ["geocode", "Paris", "-o", "out.csv"], status: 64, message: "-o goes with --input FILE"),
        BadCase(arguments: ["geocode", "--city", "Springfield", "--country", "Xyzzy"], status: 64,
                message: "--country 'Xyzzy' is not a country code or name hotels knows"),
        BadCase(arguments: [], csv: "name,phone\nInn,123\n", status: 65, message: ":1: the header has none of the columns street, city, region, postal_code, country"),
        BadCase(arguments: [], csv: "city,country\nParis,FR\n\"Lyon,FR\n", status: 65, message: ":3: a quoted field is never closed"),
        BadCase(arguments: [], csv: "city,country\nParis\n", status: 65, message: ":2: 1 fields where the header has 2"),
        BadCase(arguments: [], csv: "city,country\nPa\"ris,FR\n", status: 65, message: ":2: a quote inside an unquoted field"),
    ]

    @Test("bad input: a clear message and the documented status", arguments: badCases)
    func badInput(_ bad: BadCase) throws {
        let index = try sampleIndex()
        var arguments = bad.arguments
        if let csv = bad.csv {
            let path = folder.path("bad.csv")
            try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
            arguments = ["geocode", "--input", path]
        }
        let run = try BinaryTests.hotels(arguments + ["--gazetteer", index])
        #expect(run.status == bad.status, "\(run.errors)")
        #expect(run.errors.contains(bad.message), "\(run.errors)")
    }

    @Test("a truncated index, a malformed one, a newer one, and none at all")
    func badIndexes() throws {
        let index = try sampleIndex()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        let truncated = folder.path("truncated.hgaz")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        var run = try BinaryTests.hotels(["geocode", "Paris", "--gazetteer", truncated])
        #expect(run.status == 65)
        #expect(run.errors.contains("the gazetteer index is cut short"))
        // A header giving the file fewer bytes than the header itself.
        var short = bytes
        short.replaceSubrange(16..<24, with: [32, 0, 0, 0, 0, 0, 0, 0])
        let malformed = folder.path("malformed.hgaz")
        try short.write(to: URL(fileURLWithPath: malformed))
        run = try BinaryTests.hotels(["geocode", "Paris", "--gazetteer", malformed])
        #expect(run.status == 65)
        #expect(run.errors.contains("the gazetteer index is malformed: its header gives the file 32 bytes"))
        bytes[8] = 9
        let newer = folder.path("newer.hgaz")
        try bytes.write(to: URL(fileURLWithPath: newer))
        run = try BinaryTests.hotels(["geocode", "Paris", "--gazetteer", newer])
        #expect(run.status == 65)
        #expect(run.errors.contains("format 9, newer than this hotels reads (1); upgrade hotels"))
        run = try BinaryTests.hotels(["geocode", "Paris", "--gazetteer", folder.path("none.hgaz")])
        #expect(run.status == 66)
        #expect(run.errors.contains("no gazetteer index"))
        // Import can do without the index: it says how (a probe's: only geocode's hints were given), and makes no store.
        let book = folder.path("book.vcf"), store = folder.path("store.sqlite")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adlon\r\nORG:Hotel Adlon\r\nADR:;;Unter den Linden 77;Berlin;;10117;DE\r\nEND:VCARD\r\n"
            .write(toFile: book, atomically: true, encoding: .utf8)
        for (index, status) in [(newer, Int32(65)), (folder.path("none.hgaz"), 66)] {
            run = try BinaryTests.hotels(["import", book, "--store", store, "--gazetteer", index])
            #expect(run.status == status)
            #expect(run.errors.hasSuffix("; or give --no-geocode to leave new hotels without a position\n"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: store))
        }
        #expect(try BinaryTests.hotels(["import", book, "--store", store, "--gazetteer", newer, "--no-geocode"]).status == 0)
    }

    @Test("the index is found through HOTELS_GAZETTEER and the XDG data folders")
    func lookup() throws {
        let index = try sampleIndex()
        let base = ["PATH": "/usr/bin:/bin", "HOME": folder.path("home")]
        var environment = base
        environment["HOTELS_GAZETTEER"] = index
        #expect(try BinaryTests.hotels(["gazetteer", "info", "--json"], environment: environment).status == 0)
        let data = folder.path("xdg")
        try FileManager.default.createDirectory(atPath: data + "/hotels", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: index, toPath: data + "/hotels/gazetteer.hgaz")
        environment = base
        environment["XDG_DATA_DIRS"] = "/nonexistent:" + data
        let info = try BinaryTests.hotels(["gazetteer", "info", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: info.output) as? [String: Any])
        #expect(object["path"] as? String == data + "/hotels/gazetteer.hgaz")
        #expect(object["places"] as? Int == 27)
    }

    /// A probe's: info gave an index built from other files the installed index's attribution.
    @Test("gazetteer info attributes an index built from other files by its own counts")
    func infoOfOtherIndex() throws {
        let index = try sampleIndex()
        let run = try BinaryTests.hotels(["gazetteer", "info", "--gazetteer", index])
        #expect(run.status == 0)
        let output = text(run)
        #expect(output.contains("Contains data from GeoNames (www.geonames.org), CC BY 4.0, modified (") && output.contains(" 27 places, "), "\(output)")
        #expect(!output.contains("500 people"))
    }

    @Test("gazetteer info describes the default index")
    func info() throws {
        guard let shipped = try TestPaths.builtGazetteer() else { return }
        let run = try BinaryTests.hotels(["gazetteer", "info", "--gazetteer", shipped])
        #expect(run.status == 0)
        let output = text(run)
        #expect(output.contains("postal codes:"))
        #expect(output.contains("places.txt.gz"))
        #expect(output.contains("postal.txt.gz"))
        #expect(output.contains("Contains data from GeoNames (www.geonames.org), CC BY 4.0, modified"))
        #expect(output.contains("checksum:"))
    }

    @Test("geocode --missing fills stored hotels in one batch that undo takes back, and counts them by precision")
    func missing() throws {
        let index = try sampleIndex()
        let store = folder.path("store.sqlite")
        let add = ["--store", store, "--no-geocode"]
        #expect(try BinaryTests.hotels(["add", "--name", "Hotel Adlon", "--city", "Berlin", "--postal-code", "10117", "--country", "DE"] + add).status == 0)
        #expect(try BinaryTests.hotels(["add", "--name", "Placed", "--city", "Paris", "--lat", "1", "--lon", "2"] + add).status == 0)
        #expect(try BinaryTests.hotels(["add", "--name", "Lost", "--city", "Xyzzyville"] + add).status == 0)
        #expect(try BinaryTests.hotels(["add", "--name", "Zip Inn", "--postal-code", "94102", "--country", "US"] + add).status == 0)
        #expect(try BinaryTests.hotels(["add", "--name", "Nowhere"] + add).status == 0)
        let run = try BinaryTests.hotels(["geocode", "--missing", "--store", store, "--gazetteer", index])
        #expect(run.status == 0, "\(run.errors)")
        // Those left without a position are named, with what kept them so.
        #expect(text(run) == "2 of 4 hotels without coordinates placed (batch 6): 1 postal code, 1 locality, 0 region, 0 country\n"
            + "not placed: hotel 3 'Lost' (Xyzzyville): the gazetteer has no match for its address\n"
            + "not placed: hotel 5 'Nowhere' has no address\n")
        let hotels = try #require(try JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output) as? [[String: Any]])
        let adlon = try #require(hotels.first { $0["name"] as? String == "Hotel Adlon" })
        #expect(adlon["coordinate_source"] as? String == "gazetteer")
        #expect(adlon["coordinate_precision"] as? String == "locality")
        #expect(try BinaryTests.hotels(["undo", "--store", store]).status == 0)
        let after = try #require(try JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output) as? [[String: Any]])
        #expect(after.first { $0["name"] as? String == "Hotel Adlon" }?["latitude"] is NSNull)
    }

    @Test("add places an address as import does, or says why not")
    func addPlaces() throws {
        let index = try sampleIndex()
        let store = folder.path("add.sqlite")
        let placed = try BinaryTests.hotels(["add", "--name", "Inn", "--city", "Springfield", "--region", "IL", "--country", "US",
                                             "--json", "--store", store, "--gazetteer", index])
        #expect(placed.status == 0, "\(placed.errors)")
        let hotel = try #require(try JSONSerialization.jsonObject(with: placed.output) as? [String: Any])
        #expect(hotel["coordinate_source"] as? String == "gazetteer")
        #expect(hotel["coordinate_precision"] as? String == "locality")
        #expect(abs((hotel["latitude"] as? Double ?? 0) - 39.80172) < 0.01)
        // A whole address given as the street alone is split as import splits a card's ADR street, and placed.
        let oneLine = try BinaryTests.hotels(["add", "--name", "One Line", "--street", "1 Main St, Springfield, IL, USA",
                                              "--json", "--store", store, "--gazetteer", index])
        #expect(oneLine.status == 0, "\(oneLine.errors)")
        let split = try #require(try JSONSerialization.jsonObject(with: oneLine.output) as? [String: Any])
        #expect(split["street"] as? String == "1 Main St")
        #expect((split["city"] as? String, split["region"] as? String, split["country"] as? String) == ("Springfield", "IL", "US"))
        #expect(abs((split["latitude"] as? Double ?? 0) - 39.80172) < 0.01)
        // With any other part given, the street is the street.
        let given = try BinaryTests.hotels(["add", "--name", "Given", "--street", "Flat 2, 1 Main St", "--city", "Springfield",
                                            "--json", "--store", store, "--gazetteer", index])
        #expect((try JSONSerialization.jsonObject(with: given.output) as? [String: Any])?["street"] as? String == "Flat 2, 1 Main St")
        // edit splits it as add does (a probe's: the old town stayed, and the hotel was placed there): the parts it lacks go.
        let edited = try BinaryTests.hotels(["edit", "Inn", "--street", "2 Oak St, Springfield, IL, USA", "--store", store,
                                             "--gazetteer", index])
        #expect(edited.status == 0, "\(edited.errors)")
        let inn = try #require(try (JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output)
            as? [[String: Any]])?.first { $0["name"] as? String == "Inn" })
        #expect((inn["street"] as? String, inn["city"] as? String, inn["region"] as? String) == ("2 Oak St", "Springfield", "IL"))
        let moved = try BinaryTests.hotels(["edit", "Given", "--street", "Rue de Rivoli 1, 75001 Paris, France", "--store", store,
                                            "--no-geocode"])
        #expect(moved.status == 0, "\(moved.errors)")
        let gone = try #require(try (JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output)
            as? [[String: Any]])?.first { $0["name"] as? String == "Given" })
        #expect((gone["street"] as? String, gone["city"] as? String, gone["postal_code"] as? String, gone["country"] as? String)
            == ("Rue de Rivoli 1", "Paris", "75001", "FR"))
        // A street with a comma in it, naming no town and country, is the street (a review's: "The Savoy,
        // Strand" emptied the address and moved the hotel to Norway); an --unset of a part keeps it whole too.
        for street in ["The Savoy, Strand", "123 Main St, Suite 400"] {
            #expect(try BinaryTests.hotels(["edit", "Given", "--street", street, "--store", store, "--no-geocode"]).status == 0)
            let kept = try #require(try (JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output)
                as? [[String: Any]])?.first { $0["name"] as? String == "Given" })
            #expect((kept["street"] as? String, kept["city"] as? String, kept["postal_code"] as? String) == (street, "Paris", "75001"))
        }
        // add keeps such a street whole too (a probe's: "The Savoy, Strand" was the town of Strand, in Norway).
        #expect(try BinaryTests.hotels(["add", "--name", "The Savoy", "--street", "The Savoy, Strand", "--store", store, "--no-geocode"]).status == 0)
        let savoy = try #require(try (JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output)
            as? [[String: Any]])?.first { $0["name"] as? String == "The Savoy" })
        #expect((savoy["street"] as? String, savoy["city"] as? String) == ("The Savoy, Strand", ""))
        #expect(try BinaryTests.hotels(["edit", "Given", "--street", "1 Main St, Springfield, IL 62701, USA", "--unset", "region",
                                        "--store", store, "--no-geocode"]).status == 0)
        let unset = try #require(try (JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output)
            as? [[String: Any]])?.first { $0["name"] as? String == "Given" })
        #expect((unset["street"] as? String, unset["city"] as? String) == ("1 Main St, Springfield, IL 62701, USA", "Paris"))
        let lost = try BinaryTests.hotels(["add", "--name", "Lost", "--city", "Xyzzyville", "--store", store, "--gazetteer", index])
        #expect(lost.status == 0)
        #expect(lost.errors.contains("warning: no coordinates for this hotel: the gazetteer has no match for its address"))
        let noIndex = try BinaryTests.hotels(["add", "--name", "Far", "--city", "Paris", "--store", store, "--gazetteer", folder.path("none.hgaz")])
        #expect(noIndex.status == 0)
        #expect(noIndex.errors.contains("warning: no coordinates for this hotel:"))
        #expect(noIndex.errors.contains("no gazetteer index"))
        let typed = try BinaryTests.hotels(["add", "--name", "Typed", "--city", "Paris", "--lat", "1", "--lon", "2", "--store", store,
                                            "--gazetteer", folder.path("none.hgaz")])
        #expect(typed.errors.isEmpty)
    }

    /// An edited address kept the old town's position: a hotel moved to
    /// Berlin was still listed near Paris, marked as the gazetteer's.
    @Test("edit: a new address gets the gazetteer's new position, or none; a typed-in position stays")
    func editPlacesAgain() throws {
        let index = try sampleIndex()
        let store = folder.path("edit.sqlite")
        func hotel() throws -> [String: Any] {
            let run = try BinaryTests.hotels(["show", "1", "--json", "--store", store])
            return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        }
        #expect(try BinaryTests.hotels(["add", "--name", "Inn", "--city", "Paris", "--country", "FR", "--store", store, "--gazetteer", index]).status == 0)
        let moved = try BinaryTests.hotels(["edit", "1", "--city", "Berlin", "--country", "DE", "--store", store, "--gazetteer", index])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(String(decoding: moved.output, as: UTF8.self) == "hotel 1: changed city, country, coordinates\n")
        #expect(abs((try hotel()["latitude"] as? Double ?? 0) - 52.52) < 0.1)
        // No match: the old guess goes, said so.
        let lost = try BinaryTests.hotels(["edit", "1", "--city", "Xyzzyville", "--unset", "country", "--store", store, "--gazetteer", index])
        #expect(lost.errors.contains("warning: no coordinates for this hotel: the gazetteer has no match for its new address"), "\(lost.errors)")
        #expect(try hotel()["latitude"] == nil || (try hotel()["latitude"] is NSNull))
        // Typed in, then a new address: the position stays; undo takes the edit back whole.
        #expect(try BinaryTests.hotels(["edit", "1", "--lat", "1", "--lon", "2", "--store", store]).status == 0)
        #expect(try BinaryTests.hotels(["edit", "1", "--city", "Paris", "--country", "FR", "--store", store, "--gazetteer", index]).status == 0)
        #expect(try hotel()["latitude"] as? Double == 1)
        #expect(try BinaryTests.hotels(["undo", "--store", store]).status == 0)
        #expect(try hotel()["city"] as? String == "Xyzzyville")
    }

    @Test("a new index moves no stored hotel; --missing --refresh re-places the gazetteer's, in one batch undo takes back")
    func refresh() throws {
        let index = try sampleIndex()
        let store = folder.path("refresh.sqlite")
        // A stale gazetteer position, a typed-in one, and a card's: only the first may move.
        #expect(try BinaryTests.hotels(["add", "--name", "Stale", "--city", "Springfield", "--region", "IL", "--country", "US",
                                        "--store", store, "--gazetteer", index]).status == 0)
        #expect(try BinaryTests.hotels(["add", "--name", "Typed", "--city", "Springfield", "--region", "IL", "--country", "US",
                                        "--lat", "10", "--lon", "10", "--store", store]).status == 0)
        let other = folder.path("other.hgaz")
        let moved = folder.path("moved-cities.txt")
        let cities = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("gazetteer/cities-sample.txt"), encoding: .utf8)
        try Data(cities.replacingOccurrences(of: "39.80172\t-89.64371", with: "39.9\t-89.7").utf8).write(to: URL(fileURLWithPath: moved))
        #expect(try BinaryTests.hotels(["gazetteer", "build", "-o", other, moved,
                                        TestPaths.fixtures.appendingPathComponent("gazetteer/admin1CodesASCII-sample.txt").path]).status == 0)
        let plain = try BinaryTests.hotels(["geocode", "--missing", "--store", store, "--gazetteer", other])
        #expect(text(plain) == "0 of 0 hotels without coordinates placed: 0 postal code, 0 locality, 0 region, 0 country\n")
        let run = try BinaryTests.hotels(["geocode", "--missing", "--refresh", "--store", store, "--gazetteer", other])
        #expect(run.status == 0, "\(run.errors)")
        #expect(text(run) == "0 of 0 hotels without coordinates placed (batch 3): 0 postal code, 0 locality, 0 region, 0 country; "
                + "1 of 1 placed by the gazetteer before moved\n")
        func latitudes() throws -> [String: Double] {
            let list = try #require(try JSONSerialization.jsonObject(with: try BinaryTests.hotels(["list", "--json", "--store", store]).output) as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0["latitude"] as? Double ?? 0) })
        }
        #expect(try latitudes() == ["Stale": 39.9, "Typed": 10])
        #expect(try BinaryTests.hotels(["undo", "--store", store]).status == 0)
        #expect(try latitudes() == ["Stale": 39.80172, "Typed": 10])
        #expect(try BinaryTests.hotels(["geocode", "--refresh", "--store", store]).status == 64)
    }
}
