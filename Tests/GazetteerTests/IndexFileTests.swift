import Foundation
import HotelsTestSupport
import Testing
@testable import Gazetteer

struct IndexFileTests {
    @Test("an index opens from a file, and says what it holds")
    func opensAndSummarizes() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("sample.hgaz")
        try Data(SampleIndex.bytes).write(to: URL(fileURLWithPath: path))
        let index = try GazetteerIndex(path: path)
        let summary = index.summary
        #expect(summary.places == 27)
        #expect(summary.postalCodes == 13)
        #expect(summary.postalCountries == ["CA", "DE", "FR", "GB", "JP", "NL", "US"])
        #expect(summary.buildTime == 1_795_910_400)
        #expect(summary.sources.count == 4)
        #expect(summary.countries >= 249)
    }

    @Test("the same sources and time build the same bytes")
    func reproducible() {
        let builder = GazetteerBuilder()
        for source in SampleIndex.sources { try! builder.add(path: source) }
        #expect(builder.indexBytes(buildTime: 1_795_910_400) == SampleIndex.bytes)
    }

    @Test("a truncated index is refused, named as cut short")
    func truncated() {
        let cut = Array(SampleIndex.bytes.prefix(SampleIndex.bytes.count - 100))
        #expect(throws: GazetteerError.truncated(path: "t", expected: SampleIndex.bytes.count, found: cut.count)) {
            try GazetteerIndex(bytes: cut, name: "t")
        }
        #expect(throws: GazetteerError.truncated(path: "t", expected: 64, found: 40)) {
            try GazetteerIndex(bytes: Array(SampleIndex.bytes.prefix(40)), name: "t")
        }
    }

    @Test("an index from a newer format is refused, asking for an upgrade")
    func newer() {
        var bytes = SampleIndex.bytes
        bytes[8] = 2
        let error = GazetteerError.newerFormat(path: "n", found: 2, supported: 1)
        #expect(throws: error) { try GazetteerIndex(bytes: bytes, name: "n") }
        #expect(error.description.contains("upgrade hotels"))
    }

    @Test("a flipped byte fails the checksum; other files are not indexes")
    func damaged() {
        var bytes = SampleIndex.bytes
        bytes[bytes.count / 2] ^= 0x40
        #expect(throws: GazetteerError.checksumMismatch(path: "d")) { try GazetteerIndex(bytes: bytes, name: "d") }
        #expect(throws: GazetteerError.notAnIndex(path: "x")) {
            try GazetteerIndex(bytes: Array(repeating: 0x41, count: 200), name: "x")
        }
    }

    @Test("a string reference outside STRS is refused; a string that runs past its end is cut there")
    func stringBounds() throws {
        let file = IndexBytes()
        let strings = (count: file.count(.strings), offset: file.offset(.strings))
        // The first place's name (at byte 12 of its record) pointed one past STRS.
        let outside = IndexBytes.damaged { $0.set32($0.offset(.places) + 12, UInt32(strings.count)) }
        #expect(throws: GazetteerError.malformed(path: "s", detail: "a string reference in PLCS lies outside STRS")) {
            try GazetteerIndex(bytes: outside, name: "s")
        }

        // The last string of STRS claims 255 bytes: it reads up to STRS's end, no further.
        let bytes = file.bytes
        var last = 0
        while last + 1 + Int(bytes[strings.offset + last]) < strings.count { last += 1 + Int(bytes[strings.offset + last]) }
        let text = Array(bytes[(strings.offset + last + 1)..<(strings.offset + strings.count)])
        let index = try GazetteerIndex(bytes: IndexBytes.damaged { $0.bytes[strings.offset + last] = 255 }, name: "s")
        #expect(Array(index.bytes(UInt32(last))) == text)
    }

    @Test("a missing index names the path")
    func missing() {
        #expect(throws: GazetteerError.self) { try GazetteerIndex(path: "/nonexistent/gazetteer.hgaz") }
    }

    @Test("a source in an unknown format, and a bad line, are named with file and line")
    func badSources() throws {
        let folder = TemporaryDirectory()
        let junk = folder.path("junk.txt")
        try Data("hello\tworld\n".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: GazetteerError.self) { try GazetteerBuilder().add(path: junk) }
        let bad = folder.path("cities1000.txt")
        let good = try String(contentsOfFile: SampleIndex.sources[0], encoding: .utf8)
        let line = "1\tX\tX\t\tnorth\t2\tP\tPPL\tUS\t\tIL\t\t\t\t0\t\t0\tUTC\t2026-01-01\n"
        try Data((good + line).utf8).write(to: URL(fileURLWithPath: bad))
        let lineNumber = good.split(separator: "\n").count + 1
        #expect(throws: GazetteerError.badSource(path: bad, line: lineNumber, detail: "latitude or longitude is not a number")) {
            try GazetteerBuilder().add(path: bad)
        }
    }
}

struct KeySearchTests {
    @Test("keys that share their first eight bytes are all found, however many there are")
    func sharedPrefixes() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("cities1000.txt")
        var text = ""
        for number in 1...200 {
            let name = "Saint Germain \(String(repeating: "x", count: number % 7))\(number)"
            text += "\(number)\t\(name)\t\(name)\t\t\(Double(number) / 10)\t1.0\tP\tPPL\tFR\t\t11\t\t\t\t\(number)\t\t0\tUTC\t2026-01-01\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let builder = GazetteerBuilder()
        try builder.add(path: path)
        let geocoder = OfflineGeocoder(index: try GazetteerIndex(bytes: builder.indexBytes(buildTime: 0)))
        for number in 1...200 {
            let name = "Saint Germain \(String(repeating: "x", count: number % 7))\(number)"
            let result = geocoder.geocode(PostalAddress(locality: name))
            #expect(result?.matchedName == name)
            #expect(abs((result?.latitude ?? 0) - Double(number) / 10) < 1e-6)
        }
        // A key's first bytes are not the key: found, if at all, only as a misspelling.
        #expect(geocoder.geocode(PostalAddress(locality: "Saint Germain")).map(\.isCorrected) ?? true)
        #expect(geocoder.geocode(PostalAddress(locality: "Saint Germain xxxxxxx999")) == nil)
    }
}

struct SourceFormatTests {
    @Test("countryInfo.txt is recognized and adds the countries the compiled table lacks")
    func countryInfo() throws {
        let builder = GazetteerBuilder()
        let kind = try builder.add(path: TestPaths.fixtures.appendingPathComponent("gazetteer/countryInfo-sample.txt").path)
        #expect(kind == .countryInfo)
        let index = try GazetteerIndex(bytes: builder.indexBytes(buildTime: 0))
        #expect(index.summary.countries == Country.all.count + 1)
        #expect(index.countryIndex(code: "QZ").map { index.country($0).name } == "Testland")
    }

    @Test("each sample is recognized as its format", arguments: [
        ("cities-sample.txt", SourceKind.geonamesCities), ("admin1CodesASCII-sample.txt", .admin1Codes),
        ("admin1-sample.tsv", .admin1Table), ("postal-sample.txt", .geonamesPostal),
    ])
    func detection(_ name: String, _ kind: SourceKind) throws {
        #expect(try GazetteerBuilder().add(path: TestPaths.fixtures.appendingPathComponent("gazetteer/\(name)").path) == kind)
    }

    @Test("the real GeoNames cities15000 dump (gzip) from the shared data, where it is present")
    func realDump() throws {
        let path = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/gazetteer/geotext-0.4.0/cities15000.txt.gz").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let builder = GazetteerBuilder()
        #expect(try builder.add(path: path) == .geonamesCities)
        let geocoder = OfflineGeocoder(index: try GazetteerIndex(bytes: builder.indexBytes(buildTime: 0)))
        let result = geocoder.geocode(PostalAddress(locality: "Zürich", country: "Schweiz"))
        #expect(kilometres(result, 47.3769, 8.5417) < 5)
    }
}

struct ScriptPolicyTests {
    @Test("a code of three capitals among a city's names is a code unless it is the city's initials", arguments: [
        ("KRK", "Kraków", true), ("LAX", "Los Angeles", true), ("STL", "St. Louis", true), ("RIO", "Rio de Janeiro", true),
        ("NYC", "New York City", false), ("LA", "Los Angeles", false), ("BBSR", "Bhubaneswar", false), ("Krakow", "Kraków", false),
        ("BOL", "BOL", false),
    ])
    func codes(_ name: String, _ place: String, _ code: Bool) {
        #expect(ScriptPolicy.isCode(name, of: place) == code)
    }

    @Test("a code among a city's names that is another place's own name is dropped; one that is no place's name stays")
    func foreignCodes() {
        let krakow = BuildPlace(name: "Kraków", keys: ["krakow", "krk", "cracow"], codeKeys: ["krk"], latitude: 50.06, longitude: 19.94,
                                population: 800_000, country: "PL", admin1: "77")
        let stLouis = BuildPlace(name: "St. Louis", keys: ["st louis", "stl"], codeKeys: ["stl"], latitude: 38.6, longitude: -90.2,
                                 population: 300_000, country: "US", admin1: "MO")
        let krk = BuildPlace(name: "Krk", keys: ["krk"], latitude: 45.03, longitude: 14.58, population: 3935, country: "HR", admin1: "12")
        let kept = GazetteerBuilder.withoutForeignCodes([krakow, stLouis, krk])
        #expect(kept.map(\.keys) == [["krakow", "cracow"], ["st louis", "stl"], ["krk"]])
    }
}

struct GazetteerLocationTests {
    @Test("the first place looked in is the XDG data home's hotels folder, a relative XDG_DATA_HOME ignored; then XDG_DATA_DIRS", arguments: [
        (["XDG_DATA_HOME": "/d", "HOME": "/h", "XDG_DATA_DIRS": "/s"], ["/d/hotels/gazetteer.hgaz", "/s/hotels/gazetteer.hgaz"]),
        (["XDG_DATA_HOME": "relative", "HOME": "/h", "XDG_DATA_DIRS": "/s:rel"], ["/h/.local/share/hotels/gazetteer.hgaz", "/s/hotels/gazetteer.hgaz"]),
        (["XDG_DATA_DIRS": "/s"], ["/s/hotels/gazetteer.hgaz"]),
    ])
    func dataHomeFirst(_ environment: [String: String], _ first: [String]) {
        #expect(Array(GazetteerLocation.candidates(explicit: nil, environment: environment).prefix(first.count)) == first)
    }
}
