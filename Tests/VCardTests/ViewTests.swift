import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// The typed views over a card's property list.
struct ViewTests {
    static let apple = """
    BEGIN:VCARD
    VERSION:3.0
    N:Hotel;Grand;;Dr.;
    FN:Grand Hotel
    ORG:Grand Hotel AG;Front Desk
    item1.TEL;type=WORK;type=pref:+41 44 123 45 67
    TEL;TYPE=CELL:+41 79 000 00 00
    item2.EMAIL;type=INTERNET:desk@example.ch
    URL:https\\://example.ch/hotel
    ADR;TYPE=WORK:;;Bahnhofstrasse 1;Zürich;ZH;8001;Switzerland
    LABEL;TYPE=WORK:Bahnhofstrasse 1\\n8001 Zürich
    GEO:47.3717;8.5390
    UID:abc-123
    REV:2024-05-01T10:00:00Z
    CATEGORIES:Hotels,Zürich
    CATEGORIES:Travel
    X-ADDRESSBOOKSERVER-KIND:group
    NOTE:Quiet\\, clean\\nNear the station
    PHOTO;VALUE=uri:https://example.ch/p.jpg
    END:VCARD

    """

    @Test("every view reads what its property says")
    func views() throws {
        let card = try #require(read(Self.apple).cards.first)
        #expect(card.version == .v3_0)
        #expect(card.formattedName == "Grand Hotel")
        #expect(card.structuredName == StructuredName(family: ["Hotel"], given: ["Grand"], additional: [], prefixes: ["Dr."], suffixes: []))
        #expect(card.organization == ["Grand Hotel AG", "Front Desk"])
        #expect(card.phones == ["+41 44 123 45 67", "+41 79 000 00 00"])
        #expect(card.first("TEL")?.isPreferred == true)
        #expect(card.first("TEL")?.group == "item1")
        #expect(card.emails == ["desk@example.ch"])
        #expect(card.urls == ["https://example.ch/hotel"])
        let address = try #require(card.addresses.first)
        #expect(address == Address(street: "Bahnhofstrasse 1", locality: "Zürich", region: "ZH", postalCode: "8001",
                                   country: "Switzerland", types: ["WORK"], label: "Bahnhofstrasse 1\n8001 Zürich"))
        #expect(card.geo == Geo(latitude: 47.3717, longitude: 8.5390))
        #expect(card.uid == "abc-123")
        #expect(card.revision == "2024-05-01T10:00:00Z")
        #expect(card.categories == ["Hotels", "Zürich", "Travel"])
        #expect(card.kind == "group")
        #expect(card.note == "Quiet, clean\nNear the station")
        #expect(card.photo?.uri == "https://example.ch/p.jpg")
    }

    @Test("the kind: KIND, else Apple's X-ADDRESSBOOKSERVER-KIND, lower-cased")
    func kind() {
        let kind = Property(name: "KIND", value: "Org"), apple = Property(name: "X-ADDRESSBOOKSERVER-KIND", value: "GROUP")
        #expect(Card(properties: [apple, kind]).kind == "org")
        #expect(Card(properties: [apple]).kind == "group")
        #expect(Card(properties: []).kind == nil)
        #expect(Card.kind(nil, apple: apple) == "group" && Card.kind(kind, apple: apple) == "org")
    }

    @Test("GEO in each version's syntax, and broken ones", arguments: [
        ("37.386013;-122.082932", Geo(latitude: 37.386013, longitude: -122.082932)),
        ("geo:37.386013,-122.082932", Geo(latitude: 37.386013, longitude: -122.082932)),
        ("geo:45.159612\\,5.732511", Geo(latitude: 45.159612, longitude: 5.732511)),
        ("geo:46.772673,-71.282945;crs=wgs84;u=40", Geo(latitude: 46.772673, longitude: -71.282945)),
        (" 48.8712 ; 2.3442 ", Geo(latitude: 48.8712, longitude: 2.3442)), ("48.8712, 2.3442", Geo(latitude: 48.8712, longitude: 2.3442)),
        ("91;0", nil), ("north;east", nil), ("", nil), ("geo:", nil), ("48.8;", nil), ("0;181", nil),
        ("geo:48.20395", nil), ("0x10;0", nil), ("inf;0", nil), ("nan;0", nil), ("1e1;+2.5E+1", Geo(latitude: 10, longitude: 25)),
    ] as [(String, Geo?)])
    func geo(_ value: String, _ expected: Geo?) {
        #expect(Geo(value: value) == expected)
    }

    /// A probe's: a geo URI's altitude and uncertainty went into 3.0 as two numbers without a word.
    @Test("what a geo URI says past its two numbers is what a GEO before 4.0 loses", arguments: [
        ("geo:48.2038,16.3693,171;u=35", "171;u=35"), ("geo:46.772673,-71.282945;crs=wgs84;u=40", "crs=wgs84;u=40"),
        ("geo:48.2,16.3,171", "171"), ("geo:45.159612\\,5.732511", nil), ("geo:48.2,16.3", nil), ("48.2;16.3", nil), ("geo:north,east", nil),
    ] as [(String, String?)])
    func geoDetail(_ value: String, _ detail: String?) {
        #expect(Geo.detailPastPosition(value) == detail)
        let losses = VersionConverter.losses(converting: Property(name: "GEO", value: value), from: .v4_0, to: .v3_0)
        #expect(losses == (detail.map { [.geoDetail($0)] } ?? []))
        #expect(VersionConverter.losses(converting: Property(name: "GEO", value: value), from: .v4_0, to: .v4_0).isEmpty)
    }

    @Test("a decimal number: sign, digits, point, exponent; never hexadecimal, infinity or NaN", arguments: [
        ("48.2", 48.2), ("-0.5", -0.5), ("+16", 16), (".5", 0.5), ("5.", 5), ("1.5e-5", 1.5e-5), ("2E3", 2000),
        ("0x10", nil), ("0X1p4", nil), ("inf", nil), ("-infinity", nil), ("nan", nil), ("", nil), ("-", nil), (".", nil),
        ("1e", nil), ("1e+", nil), (" 1", nil), ("1 ", nil), ("1,5", nil), ("٣", nil),
    ] as [(String, Double?)])
    func decimalNumber(_ text: String, _ expected: Double?) {
        #expect(DecimalNumber.parse(text) == expected)
    }

    @Test("GEO written for a version: a number keeps its digits as written, and a tiny one is never written with an exponent")
    func geoWritten() throws {
        #expect(Geo.converting("52.51600;13.38000", to: .v4_0) == "geo:52.51600,13.38000")
        #expect(Geo.converting("geo:52.51600,-0.00001;u=10", to: .v3_0) == "52.51600;-0.00001")
        #expect(Geo.converting(" geo:45.159612\\,5.732511 ", to: .v4_0) == "geo:45.159612,5.732511")
        #expect(Geo.converting("91;0", to: .v4_0) == nil)
        // What RFC 5870 does not take as a number is written afresh.
        #expect(Geo.converting("1e-05;2.0", to: .v4_0) == "geo:0.00001,2.0")
        #expect(Geo.converting("+52.5;-0.0", to: .v4_0) == "geo:52.5,0")
        #expect(Geo.converting(".5;5.", to: .v4_0) == "geo:0.5,5")
        #expect(Geo(latitude: 51.4779, longitude: -0.00001).value(for: .v4_0) == "geo:51.4779,-0.00001")
        #expect(Geo(latitude: 0.000004, longitude: 1e-7).value(for: .v3_0) == "0.000004;0.0000001")
        #expect(Geo(latitude: 48.0, longitude: -1.5).value(for: .v3_0) == "48;-1.5")
        // Converted, a card's GEO keeps its digits.
        let card = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nGEO:52.51600;13.38000\nEND:VCARD\n").cards.first)
        let v4 = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
        #expect(v4.contains("\r\nGEO:geo:52.51600,13.38000\r\n"))
    }

    @Test("a name table finds each property's name once, in any case, with or without a group")
    func nameTable() throws {
        let table = PropertyNameTable(["FN", "EMAIL", "X-ABShowAs", "X-A-VERY-LONG-PROPERTY-NAME"])
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nfn:Grand Hotel\r\nitem2.Email;type=INTERNET:a@example.ch\r\n"
            + "X-ABSHOWAS:COMPANY\r\nx-a-very-long-property-name:1\r\nX-A-VERY-LONG-PROPERTY-NAMES:2\r\nNOTE:x\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(card.properties.map { table.index(of: $0) } == [nil, 0, 1, 2, 3, nil, nil])
        // Edited properties are looked up by their name as set.
        #expect(table.index(of: Property(name: "x-abshowas", value: "COMPANY")) == 2)
        #expect(table.index(of: Property(name: "", value: "")) == nil)
    }

    @Test("a 4.0 card: tel: URIs, LABEL parameters, KIND, data: photos")
    func v4() throws {
        let card = try #require(read(bytes: Array(try fixtureBytes("thunderbird-4.0.vcf"))).cards.first)
        #expect(card.phones == ["+351-262-955-080"])
        #expect(card.kind == "org")
        #expect(card.addresses.first?.label == "Largo Dom Dinis\nÓbidos\nPortugal")
        #expect(card.geo == Geo(latitude: 39.3626, longitude: -9.1573))
        let photo = Card(properties: [Property(name: "PHOTO", value: "data:image/png;base64,iVBORw0KGgo=")]).photo
        #expect(photo?.mediaType == "image/png")
    }

    /// A probe's: a 4.0 TEL's bare pauses went to a 3.0 server as they were, and Radicale (vobject) kept
    /// "+1 617 555 0203" alone; the next sync took the cut number into the store.
    @Test("converted to another version, a TEL's or EMAIL's bare comma is escaped; its semicolons and a tel: URI stay")
    func wholeTextConverted() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:P\r\nTEL:+1 617 555 0203,p,2\r\nTEL:+1-418-656-9254;ext=102\r\n"
            + "TEL;VALUE=uri:tel:+1-555-0100;ext=5\r\nEMAIL:a,b@example.com\r\nTEL;VALUE=uri:tel:+1-555-0100,,123;ext=5\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let converted = VersionConverter.convert(card.properties, from: .v4_0, to: .v3_0)
        // A review's: a tel: URI's pauses reached 3.0 text bare too.
        #expect(converted.filter { $0.isNamed("TEL") }.map(\.value)
                == [#"+1 617 555 0203\,p\,2"#, "+1-418-656-9254;ext=102", "+1-555-0100;ext=5", #"+1-555-0100\,\,123;ext=5"#])
        #expect(converted.first { $0.isNamed("EMAIL") }?.value == #"a\,b@example.com"#)
        let back = Card(properties: converted)
        #expect(back.phones.first == "+1 617 555 0203,p,2" && back.emails == ["a,b@example.com"])
    }

    /// A probe's: of two WORK addresses, a LABEL spelling the second was the first's (and, for the views, both's).
    @Test("a 3.0 LABEL spells one ADR of its types: the one whose street, else town, it holds, else the first; the views and 4.0 agree")
    func labelsSpellOneAddress() throws {
        let text = ["BEGIN:VCARD", "VERSION:3.0", "FN:H", "ADR;TYPE=WORK:;;1 First;A;;;", "ADR;TYPE=WORK:;;2 Second;B;;;",
                    "ADR;TYPE=HOME:;;3 Third;C;;;", "LABEL;TYPE=WORK:2 Second\\nB", "LABEL;TYPE=HOME,PREF:Somewhere else",
                    "LABEL;TYPE=WORK:Town A", "LABEL;TYPE=WORK:A third work label", "END:VCARD", ""].joined(separator: "\r\n")
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(card.addresses.map(\.label) == ["Town A", "2 Second\nB", "Somewhere else"])
        #expect(AddressLabels.pairs(in: card.properties, version: .v3_0) == [2: 7, 3: 5, 4: 6])
        let converted = VersionConverter.convert(card.properties, from: .v3_0, to: .v4_0)
        #expect(converted.filter { $0.isNamed("ADR") }.map { $0.parameter("LABEL")?.values.first } == ["Town A", "2 Second\nB", "Somewhere else"])
        // The label no address is left for stays a property of its own.
        #expect(converted.filter { $0.isNamed("LABEL") }.map(\.value) == ["A third work label"])
    }

    @Test("editing through the card: set, removeAll, and the writer sees the change")
    func editing() throws {
        var card = try #require(read(Self.apple).cards.first)
        card.set("NOTE", value: "Renovated in 2025")
        card.removeAll("PHOTO")
        card.set("X-HOTELS-RATING", value: "8")
        #expect(card.note == "Renovated in 2025")
        #expect(card.photo == nil)
        let text = String(decoding: VCardWriter().write(card), as: UTF8.self)
        #expect(text.contains("NOTE:Renovated in 2025\r\nPHOTO") == false)
        #expect(text.contains("NOTE:Renovated in 2025\r\n"))
        #expect(text.hasSuffix("X-HOTELS-RATING:8\r\nEND:VCARD\r\n"))
        #expect(text.contains("URL:https\\://example.ch/hotel\r\n"), "untouched lines keep their bytes")
    }
}

func fixtureBytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(name)))
}
