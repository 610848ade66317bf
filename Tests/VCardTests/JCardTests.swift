import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

struct JCardTests {
    static func cards(_ results: [ReadResult]) -> [Card] {
        results.compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
    }

    static let jcardFiles = CorpusEntry.all().filter { $0.format == "jcard" }

    @Test("every jCard file of the corpus reads without a crash; the valid ones give their cards and no errors", arguments: jcardFiles)
    func corpus(_ entry: CorpusEntry) throws {
        let results = JCard.read(bytes: try entry.bytes(), fileName: entry.path)
        if entry.intent == "valid" {
            #expect(Self.cards(results).count == entry.cards)
            #expect(!results.contains { if case .diagnostic(let d) = $0 { return d.severity == .error } else { return false } })
        }
    }

    @Test("vCard → jCard → vCard keeps every property", arguments: CorpusEntry.all().filter {
        $0.intent == "valid" && ($0.format == "vcard3.0" || $0.format == "vcard4.0")
    })
    func roundTrip(_ entry: CorpusEntry) throws {
        let cards = VCardReader.read(bytes: try entry.bytes()).cards
        let back = Self.cards(JCard.read(bytes: JCard.document(cards), fileName: entry.path))
        #expect(back.count == cards.count)
        func normalized(_ properties: [Property]) -> [String] {
            properties.filter { !$0.isNamed("VERSION") }.map { NormalizedProperty($0, version: .v4_0).description }.sorted()
        }
        for (original, returned) in zip(cards, back) {
            #expect(normalized(returned.properties) == normalized(VersionConverter.properties(of: original, from: original.version, to: .v4_0)),
                    "\(entry.path)")
        }
    }

    /// A fuzz probe's: a jCard property named "end" or "begin" was kept,
    /// and its vCard form framed a card of its own.
    @Test("a jCard property named begin or end is skipped with a warning")
    func beginEndProperties() throws {
        let json = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","Hotel S"],["end",{},"unknown","VCARD"],"#
            + #"["BEGIN",{},"unknown","VCARD"],["note",{},"text","Room 12"]]]"#
        let results = Array(JCardReader(bytes: Array(json.utf8)))
        let card = try #require(Self.cards(results).first)
        #expect(card.properties.map(\.name) == ["VERSION", "FN", "NOTE"])
        let warnings = results.flatMap { result -> [Diagnostic] in if case .card(_, let d) = result { d } else { [] } }
        #expect(warnings.filter { $0.message.contains("frames a card in vCard") }.count == 2)
    }

    /// A probe's: ical.js writes jCard of version 3.0 with 3.0's value
    /// types; converted to 4.0 they stayed, VALUE=phone-number, VALUE=float
    /// on a geo: URI and VALUE=binary on a data: URI, none of them 4.0's.
    @Test("a 3.0 card's value types 4.0 has not are left out of its 4.0 form")
    func version3TypesTo4() throws {
        let json = #"["vcard",[["version",{},"text","3.0"],["fn",{},"text","Hotel J"],["tel",{"type":"work"},"phone-number","+1-555"],"#
            + #"["geo",{},"float",[37.38,-122.08]],["photo",{"encoding":"b","type":"JPEG"},"binary","SGVsbG8="]]]"#
        let card = try #require(Self.cards(Array(JCardReader(bytes: Array(json.utf8)))).first)
        let text = VCardWriter(options: WriterOptions(version: .v4_0)).text(of: card)
        #expect(text.contains("\r\nTEL;TYPE=work:+1-555\r\n"), "\(text)")
        #expect(text.contains("\r\nGEO:geo:37.38,-122.08\r\n"), "\(text)")
        #expect(text.contains("\r\nPHOTO:data:image/jpeg;base64,SGVsbG8=\r\n"), "\(text)")
        // In 3.0 they are 3.0's own, and stay.
        #expect(VCardWriter(options: WriterOptions(version: .v3_0)).text(of: card).contains("VALUE=phone-number"))
    }

    /// A probe's: "ORG:Grand Hotel, Spa & Resort" went into jCard as a list,
    /// [["Grand Hotel"," Spa & Resort"]], where xCard writes one text. ORG's
    /// components are texts (RFC 6350 §6.6.4): a comma in one, escaped or
    /// not, is a comma of the name.
    @Test("an ORG component holding a comma is one text in jCard, as in xCard, and comes back escaped")
    func organizationComma() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Grand Hotel\r\nORG:Grand Hotel, Spa & Resort;Sales\\, EMEA\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let json = String(decoding: JCard.document([card]), as: UTF8.self)
        #expect(json.contains(#"["org",{},"text",["Grand Hotel, Spa & Resort","Sales, EMEA"]]"#), "\(json)")
        let back = try #require(Self.cards(JCard.read(bytes: Array(json.utf8))).first)
        #expect(back.first("ORG")?.value == #"Grand Hotel\, Spa & Resort;Sales\, EMEA"#)
        let xml = String(decoding: XCardWriter.document([card]), as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(xml.contains("<org><text>Grand Hotel, Spa &amp; Resort</text><text>Sales, EMEA</text></org>"), "\(xml)")
    }

    /// A corpus probe's (ical.js's escape_semicolon.json): a 3.0 jCard with
    /// no N went to 3.0 without one, and came back from 4.0 with one, so
    /// jCard → 3.0 → jCard → 3.0 → jCard settled only on the third trip.
    @Test("a 3.0 card written afresh gets the N 3.0 requires, whatever it was read from: jCard → 3.0 → jCard is a fixed point at once")
    func version3CardGetsItsName() throws {
        let json = #"["vcard",[["version",{},"text","3.0"],["fn",{},"text","Hotel J"],["org",{},"text","Hotel J"]]]"#
        let threeWriter = VCardWriter(options: WriterOptions(version: .v3_0))
        let card = try #require(Self.cards(Array(JCardReader(bytes: Array(json.utf8)))).first)
        let first = threeWriter.text(of: card)
        #expect(first.contains("\r\nFN:Hotel J\r\nN:;;;;\r\n"), "\(first)")
        let once = JCard.document(VCardReader.read(bytes: Array(first.utf8)).cards)
        let second = threeWriter.text(of: try #require(Self.cards(Array(JCardReader(bytes: once))).first))
        let twice = JCard.document(VCardReader.read(bytes: Array(second.utf8)).cards)
        #expect(second == first)
        #expect(twice == once)

        // So does a 2.1 card, which requires one too; a person's N is the formatted name whole.
        let old = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Anna Berg\r\nEND:VCARD\r\n"
        let three = threeWriter.text(of: try #require(VCardReader.read(bytes: Array(old.utf8)).cards.first))
        #expect(three.contains("\r\nFN:Anna Berg\r\nN:Anna Berg;;;;\r\n"), "\(three)")
    }

    @Test("RFC 7095's shapes: structured values, lists, groups, typed values")
    func shapes() throws {
        let text = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","J. Doe"],["n",{},"text",["Doe","J.","",["Mr.","Dr."],""]],"#
            + #"["categories",{},"text","a,b","c"],["tel",{"type":["work","voice"],"group":"item1"},"uri","tel:+1-555-0100"],"#
            + #"["x-flag",{},"boolean",true],["bday",{},"date","--0203"]]]"#
        let card = try #require(Self.cards(JCard.read(bytes: Array(text.utf8))).first)
        #expect(card.first("N")?.value == "Doe;J.;;Mr.,Dr.;")
        #expect(card.categories == ["a,b", "c"])
        #expect(card.first("TEL")?.group == "item1")
        #expect(card.first("TEL")?.parameterValues("VALUE") == ["uri"])
        #expect(card.first("X-FLAG")?.value == "true")
        // A date is a form of BDAY's default date-and-or-time: no VALUE, as from xCard.
        #expect(card.first("BDAY")?.parameterValues("VALUE") == [])
        #expect(card.first("BDAY")?.value == "--0203")
    }

    /// RFC 7095 §3.5: an integer's and a float's value is a JSON number, a
    /// boolean's is `true` or `false`. A value that is no such number stays a
    /// string, so nothing is lost.
    @Test("integer, float and boolean values are written as JSON numbers and booleans, and read back as they were")
    func typedValues() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Adlon\r\nX-STARS;VALUE=integer:5\r\nX-FLOORS;VALUE=integer:-12\r\n"
            + "X-RATIO;VALUE=float:4.25\r\nX-TINY;VALUE=float:1.5e-5\r\nX-BIG;VALUE=integer:123456789012345678901234\r\n"
            + "X-OPEN;VALUE=boolean:true\r\nX-FULL;VALUE=boolean:false\r\nX-ODD;VALUE=integer:five\r\n"
            // A review's: what the reader would give back otherwise stays a string ("007" had come back "7").
            + "X-ZEROS;VALUE=integer:007\r\nX-PLUS;VALUE=integer:+5\r\nX-TAIL;VALUE=float:8.50\r\nX-EXP;VALUE=float:1e5\r\n"
            + "X-CAPS;VALUE=boolean:TRUE\r\nX-HUGE;VALUE=integer:1234567890123456789012345678901234567890123\r\n"
            + "X-PRECISE;VALUE=float:0.12345678901234567890\r\nEND:VCARD\r\n"
        let cards = VCardReader.read(bytes: Array(text.utf8)).cards
        let json = String(decoding: JCard.document(cards), as: UTF8.self)
        for (name, type, value) in [("x-zeros", "integer", "007"), ("x-plus", "integer", "+5"), ("x-tail", "float", "8.50"),
                                    ("x-exp", "float", "1e5"), ("x-tiny", "float", "1.5e-5"), ("x-caps", "boolean", "TRUE"),
                                    ("x-huge", "integer", "1234567890123456789012345678901234567890123"),
                                    ("x-precise", "float", "0.12345678901234567890")] {
            #expect(json.contains("[\"\(name)\",{},\"\(type)\",\"\(value)\"]"), "\(name)")
        }
        #expect(json.contains(#"["x-floors",{},"integer",-12]"#))
        #expect(json.contains(#"["x-ratio",{},"float",4.25]"#))
        #expect(json.contains(#"["x-big",{},"integer",123456789012345678901234]"#))
        #expect(json.contains(#"["x-stars",{},"integer",5]"#))
        #expect(json.contains(#"["x-open",{},"boolean",true]"#))
        #expect(json.contains(#"["x-full",{},"boolean",false]"#))
        #expect(json.contains(#"["x-odd",{},"integer","five"]"#))
        let back = try #require(Self.cards(JCard.read(bytes: Array(json.utf8))).first)
        #expect(back.first("X-STARS")?.value == "5")
        #expect(back.first("X-FLOORS")?.value == "-12")
        #expect(back.first("X-RATIO")?.value == "4.25")
        #expect(back.first("X-TINY")?.value == "1.5e-5")
        #expect(back.first("X-BIG")?.value == "123456789012345678901234")
        #expect(back.first("X-OPEN")?.value == "true")
        #expect(back.first("X-ODD")?.value == "five")
        // Every value comes back as it was written.
        for property in try #require(cards.first).properties where property.name.hasPrefix("X-") {
            #expect(back.first(property.name)?.value == property.value, "\(property.name)")
        }
        #expect(JCard.document([back]) == Array(json.utf8), "jCard → jCard is a fixed point")
    }

    /// A review's: the writer carried a URL unescaped and the reader kept
    /// it so, and vCard → jCard → vCard lost a backslash each time round.
    @Test("a URL goes into jCard unescaped and comes back escaped: vCard → jCard → vCard → jCard is a fixed point")
    func urlEscapes() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nURL:https://x.example/?ids=1\\,2&p=a\\\\b\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let json = JCard.document([card])
        #expect(String(decoding: json, as: UTF8.self).contains(#""url",{},"uri","https://x.example/?ids=1,2&p=a\\b""#))
        let back = try #require(Self.cards(JCard.read(bytes: json)).first)
        #expect(back.first("URL")?.value == #"https://x.example/?ids=1\,2&p=a\\b"#)
        #expect(JCard.document([back]) == json)
    }

    /// A probe's: a TEL's and an EMAIL's escapes went into jCard as they were ("205246\\;\\;"),
    /// where ez-vcard and vobject read "205246;;", as the same card in jCard says.
    @Test("TEL and EMAIL go into jCard unescaped; read back, their semicolons stay bare and commas and backslashes are escaped")
    func wholeTextEscapes() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nTEL;TYPE=fax:205246\\;\\;\\,\\;\r\nTEL:+1-418-656-9254;ext=102\r\n"
            + "EMAIL:semi\\;colon@example.com\r\nTEL;VALUE=uri:tel:+1-555-0100;ext=5\r\nEMAIL:back\\\\slash@example.com\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let json = String(decoding: JCard.document([card]), as: UTF8.self)
        #expect(json.contains(#"["tel",{"type":"fax"},"text","205246;;,;"]"#), "\(json)")
        #expect(json.contains(#"["tel",{},"text","+1-418-656-9254;ext=102"]"#), "\(json)")
        #expect(json.contains(#"["email",{},"text","semi;colon@example.com"]"#), "\(json)")
        #expect(json.contains(#"["tel",{},"uri","tel:+1-555-0100;ext=5"]"#), "\(json)")
        #expect(json.contains(#"["email",{},"text","back\\slash@example.com"]"#), "\(json)")
        let back = try #require(Self.cards(JCard.read(bytes: Array(json.utf8))).first)
        // A review's: a comma left bare is where vobject cuts a TEL; a semicolon it reads whole.
        #expect(back.all("TEL").map(\.value) == [#"205246;;\,;"#, "+1-418-656-9254;ext=102", "tel:+1-555-0100;ext=5"])
        #expect(back.all("EMAIL").map(\.value) == ["semi;colon@example.com", #"back\\slash@example.com"#])
        #expect(back.phones == card.phones && back.emails == card.emails)
        #expect(String(decoding: JCard.document([back]), as: UTF8.self) == json)
        #expect(CardFingerprint.sameInAnyForm(text, String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(back), as: UTF8.self)))
    }

    /// A review's: pauses in a phone number came back bare ("+1 555 0100,,123"), which vobject cuts at the first comma;
    /// a 2.1 phone's backslash (no escape in 2.1) was lost on the way to jCard.
    @Test("a phone's pauses come back escaped; a 2.1 TEL's or EMAIL's backslash is a backslash in jCard")
    func pausesAndVersion21() throws {
        let pauses = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:P\r\nTEL;TYPE=WORK:+1 555 0100\\,\\,123\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(pauses.utf8)).cards.first)
        let json = JCard.document([card])
        #expect(String(decoding: json, as: UTF8.self).contains(#""text","+1 555 0100,,123"]"#))
        let back = try #require(Self.cards(JCard.read(bytes: json)).first)
        let written = String(decoding: VCardWriter(options: WriterOptions(version: .v3_0)).write(back), as: UTF8.self)
        #expect(written.contains("\r\nTEL;TYPE=WORK:+1 555 0100\\,\\,123\r\n"), "\(written)")

        let old = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nFN:B\r\nTEL;WORK:0123\\4567\r\nEMAIL;INTERNET:dom\\user@example.com\r\nEND:VCARD\r\n"
        let card21 = try #require(VCardReader.read(bytes: Array(old.utf8)).cards.first)
        #expect(card21.phones == [#"0123\4567"#] && card21.emails == [#"dom\user@example.com"#])
        let json21 = String(decoding: JCard.document([card21]), as: UTF8.self)
        #expect(json21.contains(#""text","0123\\4567"]"#) && json21.contains(#""text","dom\\user@example.com"]"#), "\(json21)")
        let back21 = try #require(Self.cards(JCard.read(bytes: Array(json21.utf8))).first)
        #expect(back21.phones == card21.phones && back21.emails == card21.emails)
    }

    /// A probe's: an object for a parameter's value and an array inside a component were dropped without a word.
    @Test("an array or object where RFC 7095 puts a text or a number is read as empty, with a warning naming the property")
    func nestedWhereScalar() throws {
        let json = #"["vcard",[["version",{},"text","4.0"],["fn",{"type":{"a":1}},"text","B"],["n",{},"text",["a",["b",["c"]],"","",""]],["note",{},"text","fine"]]]"#
        let results = JCard.read(bytes: Array(json.utf8))
        let card = try #require(Self.cards(results).first)
        #expect(card.first("N")?.value == "a;b,;;;")
        #expect(card.first("NOTE")?.value == "fine")
        let warnings = results.flatMap { result -> [String] in
            if case .card(_, let diagnostics) = result { return diagnostics.map(\.message) } else { return [] }
        }
        #expect(warnings == ["jCard: an array or object in 'fn' where RFC 7095 puts a text or a number; read as empty",
                             "jCard: an array or object in 'n' where RFC 7095 puts a text or a number; read as empty"])
    }

    /// A probe's: each such property was "a property is not [name, {parameters}, type, value]", all at the card's one line.
    @Test("a property skipped whole is named by its place and name, with what it lacks")
    func skippedPropertyNamed() throws {
        let json = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"],["tel",{},42,"x"],["x-a",[],"text","b"],{"a":1},["note",{},"text"],7]]"#
        let results = JCard.read(bytes: Array(json.utf8))
        let card = try #require(Self.cards(results).first)
        #expect(card.properties.map(\.name) == ["VERSION", "FN"])
        let warnings = results.flatMap { result -> [String] in
            if case .card(_, let diagnostics) = result { return diagnostics.map(\.message) } else { return [] }
        }
        let shape = "is not [name, {parameters}, type, value]"
        #expect(warnings == ["jCard: property 3 ('tel') \(shape): its type is not a text; skipped",
                             "jCard: property 4 ('x-a') \(shape): its parameters are not an object; skipped",
                             "jCard: property 5 \(shape): it is an object; skipped",
                             "jCard: property 6 ('note') \(shape): it has no value; skipped",
                             "jCard: property 7 \(shape): it is not an array; skipped"])
    }

    @Test("not JSON, or not a jCard, is a clear error", arguments: ["{", "{\"a\":1}", "[\"vcard\"]", "[1,2]"])
    func bad(_ text: String) {
        let results = JCard.read(bytes: Array(text.utf8), fileName: "bad.json")
        #expect(results.contains { if case .diagnostic(let d) = $0 { return d.message.hasPrefix("jCard:") } else { return false } })
        #expect(Self.cards(results).isEmpty)
    }
}

/// A fuzz probe's: export and convert held a whole xCard or jCard
/// document's cards in memory (710 MB for 50 MB of cards); they now write
/// it a card at a time, and the pieces must be the document's bytes.
@Suite("xCard and jCard documents written a card at a time")
struct DocumentStreamingTests {
    static func cards(_ count: Int) -> [Card] {
        (0..<count).map { number in
            Card(properties: [Property(name: "FN", value: "Hotel \(number)"), Property(group: "g", name: "NOTE", value: "room \(number)"),
                              Property(name: "X-HOTELS-RATING", value: "\(number)")])
        }
    }

    @Test("the pieces of a document written a card at a time are the document's bytes", arguments: [0, 1, 2, 3])
    func piecesAreTheDocument(count: Int) {
        let cards = Self.cards(count)
        let xml = XCardWriter.Document()
        var pieces = xml.start()
        for card in cards { pieces += xml.append(card) }
        pieces += xml.finish()
        #expect(pieces == XCardWriter.document(cards))
        #expect(XCardTests.cards(XCardTests.read(String(decoding: pieces, as: UTF8.self))).count == count)
        var json = JCard.Document()
        var jsonPieces: [UInt8] = []
        for card in cards { jsonPieces += json.append(card) }
        jsonPieces += json.finish()
        #expect(jsonPieces == JCard.document(cards))
        #expect(JCard.read(bytes: jsonPieces).count { if case .card = $0 { true } else { false } } == count)
    }
}
