import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

struct XCardTests {
    static func read(_ text: String) -> [ReadResult] { Array(XCardReader(bytes: Array(text.utf8), fileName: "t.xml")) }

    static func cards(_ results: [ReadResult]) -> [Card] {
        results.compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
    }

    /// The errors read: the document's, and those of the cards rejected.
    static func errors(_ results: [ReadResult]) -> [Diagnostic] {
        results.flatMap { result -> [Diagnostic] in
            switch result {
            case .diagnostic(let diagnostic): return diagnostic.severity == .error ? [diagnostic] : []
            case .rejected(let card): return card.diagnostics.filter { $0.severity == .error }
            case .card, .known: return []
            }
        }
    }

    static let xcardFiles = CorpusEntry.all().filter { $0.format == "xcard" }

    @Test("every xCard file of the corpus reads, with the manifest's card count and no errors", arguments: xcardFiles)
    func corpus(_ entry: CorpusEntry) throws {
        let results = Array(XCardReader(bytes: try entry.bytes(), fileName: entry.path))
        if entry.intent == "valid" {
            #expect(Self.errors(results).isEmpty, "\(Self.errors(results))")
            #expect(Self.cards(results).count == entry.cards)
        }
    }

    @Test("RFC 6351's example maps to the vCard 4.0 model")
    func example() throws {
        let results = Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0">
              <vcard>
                <fn><text>Simon Perreault</text></fn>
                <n><surname>Perreault</surname><given>Simon</given><additional/><prefix/><suffix>ing. jr</suffix><suffix>M.Sc.</suffix></n>
                <bday><date>--0203</date></bday>
                <group name="work"><tel><parameters><type><text>work</text><text>voice</text></type></parameters><uri>tel:+1-418-656-9254;ext=102</uri></tel></group>
                <categories><text>a,b</text><text>c</text></categories>
                <x-custom><unknown>raw\\,value</unknown></x-custom>
                <a:extra xmlns:a="http://example.com/extra">data</a:extra>
              </vcard>
            </vcards>
            """)
        let card = try #require(Self.cards(results).first)
        #expect(card.formattedName == "Simon Perreault")
        #expect(card.first("N")?.value == "Perreault;Simon;;;ing. jr,M.Sc.")
        // date, date-time and time are forms of BDAY's default date-and-or-time: no VALUE.
        #expect(card.first("BDAY")?.parameterValues("VALUE") == [])
        #expect(card.first("BDAY")?.value == "--0203")
        let tel = try #require(card.first("TEL"))
        #expect(tel.group == "work")
        #expect(tel.parameterValues("TYPE") == ["work", "voice"])
        #expect(tel.parameterValues("VALUE") == ["uri"])
        #expect(card.categories == ["a,b", "c"])
        #expect(card.first("X-CUSTOM")?.value == "raw\\,value")
        #expect(card.first("XML").map { ValueEscaping.unescapeText($0.value, version: .v4_0) }?.contains("<a:extra") == true)
    }

    /// A probe's: "<n><given>Hotel</given><surname>Adr</surname></n>" became "N:Adr;Hotel", which lint flagged.
    @Test("an xCard that leaves out components RFC 6350 requires gives them empty; an optional one after the last stays out")
    func requiredComponents() throws {
        let xml = #"<?xml version="1.0"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>H</text></fn>"#
            + #"<n><given>Hotel</given><surname>Adr</surname></n><adr><locality>Wien</locality><street>Ring 1</street></adr>"#
            + #"<gender><sex>M</sex></gender></vcard></vcards>"#
        let card = try #require(Self.cards(Self.read(xml)).first)
        #expect(card.first("N")?.value == "Adr;Hotel;;;")
        #expect(card.first("ADR")?.value == ";;Ring 1;Wien;;;")
        #expect(card.first("GENDER")?.value == "M")
    }

    /// An import probe's: a prefixed root (`<v:vcards xmlns:v=…>`) whose cards are unprefixed, so in no namespace,
    /// skipped each with a warning, made a file "with no cards", exit 0.
    @Test("a <vcard> in another namespace than xCard's is a card, counted and rejected with an error naming the namespace")
    func cardInAnotherNamespace() throws {
        let xml = #"<?xml version="1.0"?><v:vcards xmlns:v="urn:ietf:params:xml:ns:vcard-4.0">"#
            + #"<vcard><fn><text>A</text></fn></vcard><v:vcard><v:fn><v:text>B</v:text></v:fn></v:vcard></v:vcards>"#
        let results = Self.read(xml)
        #expect(Self.cards(results).map { $0.first("FN")?.value } == ["B"])
        let rejected = results.compactMap { if case .rejected(let card) = $0 { return card } else { return nil } }
        #expect(rejected.map(\.index) == [1])
        #expect(rejected.first?.diagnostics.first?.message.contains("<vcard> in no namespace") == true)
        #expect(rejected.first?.diagnostics.first?.severity == .error)
    }

    /// A probe's: an element of another namespace inside <note> became a value (NOTE;VALUE=foo:bar,…), and text
    /// directly inside <fn> was lost, both without a word.
    @Test("inside a property, another namespace's element is skipped and text outside a value element is its value, each with a warning")
    func foreignAndBareValues() throws {
        let xml = #"<?xml version="1.0"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>"#
            + #"<fn>"# + "\n  Hotel Bare, Text\n" + #"</fn><n>Doe;Jo</n>"#
            + #"<note xmlns:o="urn:example:other"><o:foo>bar</o:foo><text>Breakfast at 7</text></note>"#
            + #"<tel>+1 555;ext=2</tel><title>Mixed <text>inner</text> tail</title><url>http://example.com/a\b</url></vcard></vcards>"#
        let results = Self.read(xml)
        let card = try #require(Self.cards(results).first)
        #expect(card.first("FN")?.value == "Hotel Bare\\, Text")
        #expect(card.first("NOTE")?.value == "Breakfast at 7")
        #expect(card.first("NOTE")?.parameters.isEmpty == true)
        #expect(card.first("TEL")?.value == "+1 555;ext=2")
        #expect(card.first("N")?.value == "")
        let warnings = results.compactMap { if case .diagnostic(let d) = $0, d.severity == .warning { return d.message } else { return nil } }
        #expect(warnings == ["xCard: text directly inside <fn>, not in a value element; read as its value",
                             "xCard: text directly inside <n>, not in its component elements; skipped",
                             "xCard: <foo> of another namespace inside <note> is no vCard value; skipped",
                             "xCard: text directly inside <tel>, not in a value element; read as its value",
                             "xCard: text directly inside <title>, beside its value element; skipped",
                             "xCard: text directly inside <url>, not in a value element; read as its value"])
        #expect(card.first("TITLE")?.value == "inner")
        // A review's: a bare URL's backslash was lost; it is escaped as a <uri>'s is.
        #expect(card.urls == [#"http://example.com/a\b"#])
        #expect(Self.errors(results).isEmpty)
    }

    /// A probe's: a TEL's and an EMAIL's escapes went into xCard as they were ("205246\\;\\;").
    @Test("TEL and EMAIL go into xCard unescaped; read back, their semicolons stay bare and commas and backslashes are escaped")
    func wholeTextEscapes() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nTEL;TYPE=FAX:205246\\;\\;\\,\\;\r\nEMAIL:semi\\;colon@example.com\r\n"
            + "EMAIL:back\\\\slash@example.com\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let xml = XCardWriter.document([card])
        let written = String(decoding: xml, as: UTF8.self)
        for value in ["<text>205246;;,;</text>", "<text>semi;colon@example.com</text>", #"<text>back\slash@example.com</text>"#] {
            #expect(written.contains(value), "\(written)")
        }
        let back = try #require(Self.cards(Array(XCardReader(bytes: xml, fileName: "t.xml"))).first)
        #expect(back.all("TEL").map(\.value) == [#"205246;;\,;"#])
        #expect(back.all("EMAIL").map(\.value) == ["semi;colon@example.com", #"back\\slash@example.com"#])
        #expect(back.phones == card.phones && back.emails == card.emails)
        #expect(XCardWriter.document([back]) == xml)
    }

    /// A review's: the writer carried a URL unescaped and the reader kept
    /// it so, and vCard → xCard → vCard lost a backslash each time round.
    @Test("a URL goes into xCard unescaped and comes back escaped: vCard → xCard → vCard → xCard is a fixed point")
    func urlEscapes() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nURL:https://x.example/?ids=1\\,2&p=a\\\\b\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let xml = XCardWriter.document([card])
        #expect(String(decoding: xml, as: UTF8.self).contains(#"<uri>https://x.example/?ids=1,2&amp;p=a\b</uri>"#))
        let back = try #require(Self.cards(Array(XCardReader(bytes: xml, fileName: "t.xml"))).first)
        #expect(back.first("URL")?.value == #"https://x.example/?ids=1\,2&p=a\\b"#)
        #expect(XCardWriter.document([back]) == xml)
        // Typed as text, the same.
        let typed = try #require(VCardReader.read(bytes: Array(text.replacingOccurrences(of: "URL:", with: "URL;VALUE=text:").utf8)).cards.first)
        let typedBack = try #require(Self.cards(Array(XCardReader(bytes: XCardWriter.document([typed]), fileName: "t.xml"))).first)
        #expect(typedBack.first("URL")?.value == typed.first("URL")?.value)
    }

    /// A probe's: a 3.0 LABEL "Back\\slash" (a backslash) went into
    /// xCard and jCard as two backslashes, and an xCard label "C:\\dir"
    /// came out of them as "C:dir": a LABEL parameter keeps text escapes in
    /// the model, which xCard and jCard (plain text) have not.
    @Test("a LABEL parameter's backslash is one in xCard and jCard, both ways")
    func labelBackslash() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nN:;;;;\r\nADR;TYPE=HOME:;;Main 1;Berlin;;;\r\nLABEL;TYPE=HOME:C:\\\\dir\\, 2\\nBerlin\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(card.addresses.first?.label == "C:\\dir, 2\nBerlin")
        let xml = XCardWriter.document([card])
        #expect(String(decoding: xml, as: UTF8.self).contains("<text>C:\\dir, 2\nBerlin</text>"), "\(String(decoding: xml, as: UTF8.self))")
        let fromXML = try #require(Self.cards(Array(XCardReader(bytes: xml, fileName: "t.xml"))).first)
        #expect(fromXML.addresses.first?.label == "C:\\dir, 2\nBerlin")
        let json = JCard.document([card])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [Any])
        #expect("\(parsed)".contains("C:\\\\dir"), "one backslash, JSON-escaped: \(String(decoding: json, as: UTF8.self))")
        let fromJSON = try #require(JCardTests.cards(Array(JCardReader(bytes: json))).first)
        #expect(fromJSON.addresses.first?.label == "C:\\dir, 2\nBerlin")
        // Back in 3.0, the LABEL property is the one read.
        let back = VCardWriter(options: WriterOptions(version: .v3_0)).text(of: fromXML)
        #expect(back.contains("LABEL;TYPE=HOME:C:\\\\dir\\, 2\\nBerlin\r\n"), "\(back)")
    }

    /// A probe's: a 4.0 LABEL "C:\\dir" lost its backslash (read as a text
    /// escape), and a 3.0 label's backslash went into 4.0 doubled, which
    /// ez-vcard reads as two: RFC 6350 gives parameters no backslash escapes.
    @Test("a 4.0 LABEL parameter's backslash is itself; its ^n, and the \\n RFC 6350's example writes, are line breaks")
    func labelParameterBackslash() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nADR;LABEL=\"C:\\dir^nline2\":;;Main 1;Berlin;;;\r\n"
            + "ADR;LABEL=\"Main 1\\nBerlin\":;;Main 1;Berlin;;;\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(card.addresses.map(\.label) == ["C:\\dir\nline2", "Main 1\nBerlin"])
        let three = VCardWriter(options: WriterOptions(version: .v3_0)).text(of: card)
        #expect(three.contains("LABEL:C:\\\\dir\\nline2\r\n"), "\(three)")
        let back = try #require(VCardReader.read(bytes: Array(three.utf8)).cards.first)
        let four = VCardWriter(options: WriterOptions(version: .v4_0)).text(of: back)
        #expect(four.contains("LABEL=\"C:\\dir^nline2\""), "\(four)")
        #expect(String(decoding: JCard.document([card]), as: UTF8.self).contains(#""label":"C:\\dir\nline2""#))
    }

    /// A review's: a label's literal backslash before an n ("C:\new") came
    /// out of a round trip as a line break.
    @Test("a label's text comes back whole from 4.0, 3.0, xCard and jCard, a backslash before n or another backslash too",
          arguments: ["C:\\new\\Berlin", "Flat 2\\\\North\nLeeds", "C:\\dir\nline2", "ends in \\", "\\N\\n"])
    func labelTextRoundTrips(_ label: String) throws {
        let card = Card(properties: [Property(name: "VERSION", value: "4.0"), Property(name: "FN", value: "A"),
                                     Property(name: "ADR", parameters: [Parameter(name: "LABEL", values: [Parameter.labelValue(label)])],
                                              value: ";;Main 1;Berlin;;;")])
        #expect(card.addresses.first?.label == label)
        let four = try #require(VCardReader.read(bytes: Array(VCardWriter(options: WriterOptions(version: .v4_0)).text(of: card).utf8)).cards.first)
        #expect(four.addresses.first?.label == label)
        let three = try #require(VCardReader.read(bytes: Array(VCardWriter(options: WriterOptions(version: .v3_0)).text(of: card).utf8)).cards.first)
        #expect(three.addresses.first?.label == label)
        let fourAgain = try #require(VCardReader.read(bytes: Array(VCardWriter(options: WriterOptions(version: .v4_0)).text(of: three).utf8)).cards.first)
        #expect(fourAgain.addresses.first?.label == label)
        let fromXML = try #require(Self.cards(Array(XCardReader(bytes: XCardWriter.document([card]), fileName: "t.xml"))).first)
        #expect(fromXML.addresses.first?.label == label)
        let fromJSON = try #require(JCardTests.cards(Array(JCardReader(bytes: JCard.document([card])))).first)
        #expect(fromJSON.addresses.first?.label == label)
    }

    /// A probe's: KContacts' 4.0 `PHOTO;ENCODING=b` went into jCard and
    /// xCard as a "uri" holding raw base64, which any reader takes for a
    /// relative URI.
    @Test("a 4.0 card's inline binary of 3.0's form is a data: URI in xCard and jCard")
    func inlineBinaryOfVersion4() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nPHOTO;ENCODING=b;TYPE=image/png:iVBORw0KGgo=\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let xml = String(decoding: XCardWriter.document([card]), as: UTF8.self)
        #expect(xml.contains("<photo>\n      <uri>data:image/png;base64,iVBORw0KGgo=</uri>"), "\(xml)")
        let json = String(decoding: JCard.document([card]), as: UTF8.self)
        #expect(json.contains(#"["photo",{},"uri","data:image\/png;base64,iVBORw0KGgo="]"#) || json.contains(#"["photo",{},"uri","data:image/png;base64,iVBORw0KGgo="]"#), "\(json)")
        let back = try #require(JCardTests.cards(Array(JCardReader(bytes: Array(json.utf8)))).first)
        #expect(back.first("PHOTO")?.value == "data:image/png;base64,iVBORw0KGgo=")
    }

    /// A probe's: `GEO:geo:52.5\,13.4` (belcard's and ical.js's test cards
    /// escape the comma) went into xCard and jCard with its backslash, no
    /// geo URI; ical.js's own jCard of that card has none.
    @Test("a GEO's comma escaped in vCard is a plain comma in xCard and jCard")
    func geoComma() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nGEO:geo:52.5\\,13.4\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(String(decoding: XCardWriter.document([card]), as: UTF8.self).contains("<uri>geo:52.5,13.4</uri>"))
        #expect(String(decoding: JCard.document([card]), as: UTF8.self).contains(#""geo:52.5,13.4""#))
    }

    /// A probe's: an XML property's `<b xmlns="urn:x"></b>` went into xCard
    /// as written and came back as `<b xmlns="urn:x"/>`, libxml2's reading
    /// of it: the second export differed from the first.
    @Test("an XML property goes into xCard as the reader gives it back: vCard → xCard → vCard → xCard is a fixed point", arguments: [
        #"<b xmlns="urn:x"></b>"#, #"<b xmlns='urn:x' c='1'>t</b>"#, #"<b xmlns="urn:x"><c/></b>"#,
    ])
    func xmlPropertyFixedPoint(_ xml: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nXML:\(xml)\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let first = XCardWriter.document([card])
        let back = try #require(Self.cards(Array(XCardReader(bytes: first, fileName: "t.xml"))).first)
        #expect(XCardWriter.document([back]) == first, "\(String(decoding: first, as: UTF8.self))")
    }

    /// A probe's: the vCard writer derived FN for a card written afresh
    /// that had none, the xCard and jCard writers wrote none (RFC 6350
    /// 6.2.1 requires one, RFC 6351's schema too), and their readers add one:
    /// xCard → vCard → xCard was no fixed point.
    @Test("a card without FN gets one derived in xCard and jCard, as in vCard 4.0, and comes back the same")
    func derivedFN() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nORG:Generator Berlin Mitte Hostel\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let xml = XCardWriter.document([card])
        #expect(String(decoding: xml, as: UTF8.self).contains("<fn>\n      <text>Generator Berlin Mitte Hostel</text>\n    </fn>"))
        let json = String(decoding: JCard.document([card]), as: UTF8.self)
        #expect(json.contains(#"["fn",{},"text","Generator Berlin Mitte Hostel"]"#), "\(json)")
        let back = try #require(Self.cards(Array(XCardReader(bytes: xml, fileName: "t.xml"))).first)
        #expect(XCardWriter.document([back]) == xml)
    }

    @Test("vCard → xCard → vCard keeps every property, parameter and value", arguments: CorpusEntry.all().filter {
        $0.intent == "valid" && ($0.format == "vcard3.0" || $0.format == "vcard4.0")
    })
    func roundTrip(_ entry: CorpusEntry) throws {
        let cards = VCardReader.read(bytes: try entry.bytes()).cards
        let xml = XCardWriter.document(cards)
        let back = Self.cards(Array(XCardReader(bytes: xml, fileName: entry.path)))
        #expect(back.count == cards.count)
        // Structured text values compare without the empty components beyond
        // those xCard names (N:Doe;John;;;; has six); names that are not XML
        // names cannot be elements and are left out by the writer.
        // Components beyond the schema's (c60's N carries an
        // "Extra-Component-Must-Be-Ignored") are not in xCard either, and an
        // empty XML element may come back as <x/> for <x></x>. RFC 6351
        // has no element for VALUE=date-and-or-time: the value's form names
        // its element (Nextcloud's REV;VALUE=DATE-AND-OR-TIME goes as <timestamp>).
        func normalized(_ properties: [Property]) -> [String] {
            properties.filter { !$0.isNamed("VERSION") && XCardWriter.canCarry($0.name) }
                .map { property -> Property in
                    var property = property
                    property.parameters.removeAll { $0.isNamed("VALUE") && $0.values.map { $0.lowercased() } == ["date-and-or-time"] }
                    let name = property.name.uppercased()
                    if let schema = PropertySpec.of(name).componentNames, PropertySpec.of(name).shape != .verbatim {
                        let parts = ValueEscaping.components(property.value, version: .v4_0).prefix(schema.count)
                        property.value = ValueEscaping.joinComponents(Array(parts), version: .v4_0)
                    }
                    if name == "XML" {
                        property.value = property.value.replacingOccurrences(of: #"<([A-Za-z][^<>]*?)></[^<>]+>"#, with: "<$1/>",
                                                                             options: .regularExpression)
                    }
                    return property
                }
                .map { NormalizedProperty($0, version: .v4_0).description }
                .map { text in
                    var text = text
                    while text.hasSuffix("\u{2}") { text.removeLast() }
                    return text
                }.sorted()
        }
        for (original, returned) in zip(cards, back) {
            let expected = normalized(VersionConverter.properties(of: original, from: original.version, to: .v4_0))
            let actual = normalized(returned.properties)
            #expect(actual == expected, "\(entry.path)")
        }
    }

    /// A review's: RFC 9554's components (N's sixth and seventh, ADR's eighth to eighteenth) were left out of xCard.
    @Test("a structured value comes back from xCard as it was written: GENDER's identity is optional, N's and ADR's components are not, RFC 9554's are kept",
          arguments: [("GENDER", "M"), ("GENDER", "M;"), ("GENDER", ";it's complicated"), ("GENDER", "F;woman"),
                      ("N", "Doe;Jane;;;"), ("ADR", ";;1 High St;Bath;;BA1 1AA;GB"), ("CLIENTPIDMAP", "1;urn:uuid:x"),
                      ("N", "Pérez;Juan;;;;García;Jr."), ("N", "Doe;Jane;;;;Smith"),
                      ("ADR", ";;;Tokyo;;100-0001;JP;Room 1;;3;2-1;Chiyoda-dori;Palace Tower;;Marunouchi;;;north exit"),
                      ("ADR", ";;1 High St;Bath;;BA1 1AA;GB;Suite 4")])
    func structuredValueBack(_ name: String, _ value: String) throws {
        let card = Card(properties: [Property(name: "VERSION", value: "4.0"), Property(name: "FN", value: "x"), Property(name: name, value: value)])
        let back = try #require(Self.cards(Array(XCardReader(bytes: XCardWriter.document([card]), fileName: "t.xml"))).first)
        #expect(back.first(name)?.value == value)
    }

    // MARK: - Hostile input

    static let secret = "SECRET-\(UUID().uuidString)"

    struct Hostile: CustomStringConvertible, Sendable {
        var name: String
        var xml: String
        var message: String
        var description: String { name }
    }

    static var hostile: [Hostile] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xxe-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let secretFile = folder.appendingPathComponent("secret.txt")
        try? Data(secret.utf8).write(to: secretFile)
        let vcard = #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>&x;</text></fn></vcard></vcards>"#
        let laughs = (1...9).map { "<!ENTITY l\($0) \"" + String(repeating: "&l\($0 - 1);", count: 10) + "\">" }.joined()
        return [
            Hostile(name: "XXE: an external entity naming a local file",
                    xml: "<?xml version=\"1.0\"?><!DOCTYPE vcards [<!ENTITY x SYSTEM \"file://\(secretFile.path)\">]>" + vcard,
                    message: "a DTD is not allowed"),
            Hostile(name: "an external DTD", xml: "<?xml version=\"1.0\"?><!DOCTYPE vcards SYSTEM \"file://\(secretFile.path)\">" + vcard,
                    message: "a DTD is not allowed"),
            Hostile(name: "a network URL", xml: "<?xml version=\"1.0\"?><!DOCTYPE vcards [<!ENTITY x SYSTEM \"http://127.0.0.1:9/x\">]>" + vcard,
                    message: "a DTD is not allowed"),
            Hostile(name: "billion laughs", xml: "<?xml version=\"1.0\"?><!DOCTYPE vcards [<!ENTITY l0 \"ha\">\(laughs)<!ENTITY x \"&l9;\">]>" + vcard,
                    message: "a DTD is not allowed"),
            Hostile(name: "quadratic blowup",
                    xml: "<?xml version=\"1.0\"?><!DOCTYPE vcards [<!ENTITY x \"\(String(repeating: "a", count: 50_000))\">]>"
                        + vcard.replacingOccurrences(of: "&x;", with: String(repeating: "&x;", count: 50_000)),
                    message: "a DTD is not allowed"),
            Hostile(name: "a DTD after 64 KB of comments (past the prolog scan: stopped by the parser)",
                    xml: "<?xml version=\"1.0\"?><!-- \(String(repeating: "x", count: 70_000)) -->"
                        + "<!DOCTYPE vcards [<!ENTITY x SYSTEM \"file://\(secretFile.path)\">]>" + vcard,
                    message: "a DTD is not allowed"),
            Hostile(name: "an entity without a DTD", xml: vcard, message: "xCard:"),
            Hostile(name: "nesting 100,000 deep",
                    xml: #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><note>"# + String(repeating: "<x>", count: 100_000)
                        + String(repeating: "</x>", count: 100_000) + "</note></vcard></vcards>",
                    message: "xCard:"),
            Hostile(name: "truncated", xml: #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>Half"#, message: "xCard:"),
            Hostile(name: "malformed", xml: #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn></vcard></fn></vcards>"#, message: "xCard:"),
            Hostile(name: "wrong namespace", xml: #"<vcards xmlns="urn:example:not-vcard"><vcard/></vcards>"#,
                    message: "expected <vcards> in urn:ietf:params:xml:ns:vcard-4.0"),
            Hostile(name: "ISO-8859-1 declared", xml: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"
                        + #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>x</text></fn></vcard></vcards>"#,
                    message: "RFC 6351 requires UTF-8"),
        ]
    }

    /// A corpus probe's: libxml2's words came through as they were, over
    /// two lines ("Input is not proper UTF-8, indicate encoding !\nBytes: …").
    @Test("a text that is not UTF-8 is said so on one line, with its bytes")
    func notUTF8() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"><vcard><fn><text>".utf8)
            + [0xFF, 0xFE] + Array("Hotel</text></fn></vcard></vcards>\n".utf8)
        let errors = Self.errors(Array(XCardReader(bytes: bytes, fileName: "t.xml")))
        let message = try #require(errors.first?.message)
        #expect(message == "xCard: the text is not UTF-8, which RFC 6351 requires: bytes 0xFF 0xFE 0x48 0x6F", "\(message)")
    }

    @Test("a group whose name is no vCard name keeps its name and its property's")
    func groupThatIsNoVCardName() throws {
        let results = Self.read(#"""
            <vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>A</text></fn>
            <group name="a.b"><email><text>x@example.com</text></email></group>
            <group name="ok"><tel><text>1</text></tel></group></vcard></vcards>
            """#)
        #expect(Self.errors(results).isEmpty)
        let card = try #require(Self.cards(results).first)
        let email = try #require(card.first("EMAIL"))
        #expect(email.group == "a.b")
        #expect(email.value == "x@example.com")
        #expect(card.first("TEL")?.group == "ok")
    }

    /// A review's: an ADR's nineteenth component, an N's eighth, went
    /// without a word, as the schema has no element for them.
    @Test("components past the schema's last are a loss said before writing; empty ones are none")
    func componentsBeyondSchema() {
        let adr = Property(name: "ADR", value: ";;1 Rua Augusta;Lisboa;;1100-048;Portugal" + String(repeating: ";", count: 11) + ";Gate 2")
        #expect(XCardWriter.losses(writing: adr) == [.components(1)])
        #expect(XCardWriter.losses(writing: Property(name: "N", value: "Pessoa;Fernando;;;;;;Jr.;x")) == [.components(2)])
        #expect(XCardWriter.losses(writing: Property(name: "N", value: "Pessoa;Fernando;;;;;;;")).isEmpty)
        // A review's: the count is of the components that hold text.
        #expect(XCardWriter.losses(writing: Property(name: "N", value: "a;b;;;;;;;;;x")) == [.components(1)])
        #expect(XCardWriter.losses(writing: Property(name: "ADR", value: ";;1 Rua Augusta;Lisboa;;1100-048;Portugal")).isEmpty)
    }

    /// A review's: the read-back check counted names and values only, and a
    /// card of many short properties went past the reader's card limit
    /// without a word. It counts each line as the reader's buffer holds it.
    @Test("a property's size for the read-back check is its line in the xCard reader's buffer")
    func readBackSize() {
        let properties = [Property(group: "item1", name: "EMAIL", parameters: [Parameter(name: "TYPE", values: ["work", "pref"])], value: "a@example.com"),
                          Property(name: "NOTE", value: "Quiet room\\, late check-in"), Property(name: "X-A", parameters: [Parameter(name: "X-B", rawValue: "\"q;r\"")], value: "")]
        var lines = XCardLines()
        lines.start()
        for property in properties {
            var value = ByteBuffer()
            value.append(property.value)
            lines.append(group: property.group, name: property.name, parameters: property.parameters, plain: true, value: value, line: 0)
            value.free()
        }
        #expect(lines.size == XCardLines.versionLineSize + properties.map(XCardLines.size(of:)).reduce(0, +))
        lines.free()
        // Short values, many lines: over the card limit by their lines, not by their values.
        let email = Property(name: "EMAIL", parameters: [Parameter(name: "TYPE", values: ["work"])], value: "x1@ex.com")
        let count = XCardReader.maximumCardLength / XCardLines.size(of: email) + 1
        #expect(count * (email.name.utf8.count + email.value.utf8.count) < XCardReader.maximumCardLength)
        #expect(XCardWriter.readBackRefusal(of: Card(properties: [Property(name: "VERSION", value: "4.0")] + Array(repeating: email, count: count)))?
            .hasPrefix("the card holds") == true)
    }

    @Test("characters XML cannot carry are left out of the xCard (and said so); tab and line breaks stay")
    func controlCharacters() throws {
        let card = Card(properties: [
            Property(name: "VERSION", value: "4.0"), Property(name: "FN", value: "Ctl"),
            Property(name: "NOTE", value: "a\u{01}b\u{00}c\u{0B}d\te\\nf\u{FFFF}g"),
            Property(group: "g\u{02}1", name: "EMAIL", parameters: [Parameter(name: "TYPE", values: ["wo\u{1F}rk"])], value: "x@example.com"),
            Property(name: "TEL", value: "+1 555 0100"),
        ])
        #expect(XCardWriter.losses(writing: card.properties[2]) == [.controlCharacters])
        #expect(XCardWriter.losses(writing: card.properties[3]) == [.controlCharacters])
        #expect(XCardWriter.losses(writing: card.properties[4]).isEmpty)
        #expect(XCardWriter.losses(writing: Property(name: "X-A/B", value: "x")) == [.property])
        // (A fuzz probe's: an underscore is an XML name's, and the property is carried.)
        #expect(XCardWriter.losses(writing: Property(name: "X-GUEST_NOTE", value: "x")).isEmpty)
        let underscored = Card(properties: [Property(name: "FN", value: "A"), Property(name: "X-GUEST_NOTE", value: "late")])
        #expect(Self.cards(Self.read(String(decoding: XCardWriter.document([underscored]), as: UTF8.self))).first?.first("X-GUEST_NOTE")?.value == "late")
        // Both a parameter's name and a control character: each said.
        let both = Property(name: "EMAIL", parameters: [Parameter(name: "X-UI/SLOT", values: ["1"])], value: "bell\u{07}here")
        #expect(XCardWriter.losses(writing: both) == [.parameters(["X-UI/SLOT"]), .controlCharacters])
        let results = Self.read(String(decoding: XCardWriter.document([card]), as: UTF8.self))
        #expect(Self.errors(results).isEmpty, "\(Self.errors(results))")
        let back = try #require(Self.cards(results).first)
        #expect(back.first("NOTE")?.value == "abcd\te\\nfg")
        #expect(back.first("EMAIL")?.group == "g1")
        #expect(back.first("EMAIL")?.parameterValues("TYPE") == ["work"])
    }

    /// A fuzz probe's: one card's content that cannot be read ended the
    /// document, and every card after it was lost, counted nowhere.
    @Test("a card nested too deep or with a value over the limit is rejected; the cards after it are read", arguments: ["nested", "long"])
    func cardRejectedNotDocument(problem: String) throws {
        let (content, message) = problem == "nested"
            ? ("<note><text><b><c><d>x</d></c></b></text></note>", "nested in <note>")
            : ("<note><text>" + String(repeating: "x", count: XCardReader.maximumTextLength + 1) + "</text></note>", "a value longer than")
        let results = Self.read(#"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0">"# + "\n<vcard><fn><text>A</text></fn></vcard>\n"
            + "<vcard><fn><text>B</text></fn>\(content)</vcard>\n<vcard><fn><text>C</text></fn></vcard>\n</vcards>\n")
        #expect(Self.cards(results).map(\.formattedName) == ["A", "C"])
        let rejected = results.compactMap { if case .rejected(let card) = $0 { return card } else { return nil } }
        #expect(rejected.map(\.index) == [2] && rejected.map(\.line) == [3])
        #expect(rejected.first?.diagnostics.first?.message.contains(message) == true, "\(rejected)")
    }

    @Test("an xCard property named begin or end is skipped with a warning")
    func beginEndElements() throws {
        let results = Self.read(#"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>S</text></fn>"#
            + "<end><unknown>VCARD</unknown></end><begin><text>VCARD</text></begin><note><text>n</text></note></vcard></vcards>")
        let card = try #require(Self.cards(results).first)
        #expect(card.properties.map(\.name) == ["VERSION", "FN", "NOTE"])
        #expect(results.filter { if case .diagnostic(let d) = $0 { d.message.contains("frames a card in vCard") } else { false } }.count == 2)
    }

    /// A fuzz probe's: a group in a group (which RFC 6351 does not nest)
    /// made its NOTE a property GROUP of the note's text.
    @Test("a group nested in a group is read through: its properties are the outer group's, with a warning")
    func nestedGroupReadThrough() throws {
        let results = Self.read(#"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>B</text></fn>"#
            + #"<group name="a"><group name="b"><note><text>Room 12</text></note></group><email><text>b@example.com</text></email></group>"#
            + "<url><uri>https://example.com/</uri></url></vcard></vcards>")
        let card = try #require(Self.cards(results).first)
        #expect(card.properties.map { "\($0.group ?? "").\($0.name)=\($0.value)" }
                == [".VERSION=4.0", ".FN=B", "a.NOTE=Room 12", "a.EMAIL=b@example.com", ".URL=https://example.com/"])
        #expect(Self.errors(results).isEmpty)
        #expect(results.contains { if case .diagnostic(let d) = $0 { d.message.contains("<group> nested in <group>") } else { false } })
    }

    @Test("hostile XML is a clear error, reads no file and no network", arguments: hostile)
    func hostileInput(_ hostile: Hostile) {
        let results = Self.read(hostile.xml)
        let errors = Self.errors(results)
        #expect(!errors.isEmpty, "no error for \(hostile.name)")
        #expect(errors.contains { $0.message.contains(hostile.message) }, "\(errors.map(\.message))")
        // Nothing of the named file appears anywhere in what came out.
        let everything = results.map { result -> String in
            switch result {
            case .card(let card, let diagnostics): return card.properties.map(\.value).joined() + diagnostics.map(\.message).joined()
            case .rejected(let card): return String(decoding: card.bytes, as: UTF8.self)
            case .diagnostic(let diagnostic): return diagnostic.message
            case .known: return ""
            }
        }.joined()
        #expect(!everything.contains(Self.secret))
    }

    @Test("a 200 MB text node stops at libxml2's 10,000,000-byte limit with an error")
    func hugeText() {
        var bytes = Array(#"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><note><text>"#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 200_000_000)
        bytes.append(contentsOf: Array("</text></note></vcard></vcards>".utf8))
        let results = Array(XCardReader(bytes: bytes, fileName: "huge.xml"))
        #expect(!Self.errors(results).isEmpty)
        #expect(Self.cards(results).isEmpty)
    }
}

/// A large file read in spans on several threads gives what reading it in
/// order gives: the same cards, diagnostics, line numbers and card numbers,
/// also where a card end tag appears inside a comment or a CDATA section;
/// each card's line is that of its `<vcard>`.
struct XCardSpanTests {
    static func document(cards: Int, tail: String = "</vcards>\n") -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a book -->\n<vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\">\n"
        for index in 1...cards {
            text += "<vcard>\n  <fn><text>Hotel \(index)</text></fn>\n"
            if index % 7 == 0 { text += "  <!-- not the end: </vcard> -->\n" }
            if index % 11 == 0 { text += "  <note><text><![CDATA[a </vcard> in a note]]></text></note>\n" }
            if index % 13 == 0 { text += "  <x:extra xmlns:x=\"urn:example\">\(index)</x:extra>\n" }
            text += "  <adr><parameters><type><text>work</text></type></parameters><street>\(index) Main St</street>"
                + "<locality>Bath</locality><code>BA1</code></adr>\n</vcard >\n"
            if index % 17 == 0 { text += "<other/>\n" }  // a warning, with its line
        }
        return text + tail
    }

    func results(_ text: String, threads: Int) throws -> [String] {
        let folder = TemporaryDirectory("xcard-spans")
        let path = folder.path("book.xml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let reader = try #require(XCardReader(path: path, fileName: "book.xml", threads: threads, spanBytes: 1500))
        return reader.map { result in
            switch result {
            case .card(let card, let diagnostics):
                return "\(card.line ?? 0) " + card.properties.map { "\($0.name)@\($0.origin?.line ?? -1):\($0.value)" }.joined(separator: "|")
                    + diagnostics.map(\.description).joined()
            case .diagnostic(let diagnostic): return diagnostic.description
            case .rejected: return "rejected"
            case .known: return "known"
            }
        }
    }

    @Test("spans on two threads read like one parser in order")
    func sameAsInOrder() throws {
        let text = Self.document(cards: 300)
        let inOrder = try results(text, threads: 1)
        #expect(inOrder.filter { $0.contains("VERSION@") }.count == 300)
        // Each card knows the line of its <vcard>, and each property the line of its start tag (a probe found 0).
        #expect(inOrder.first { $0.contains("VERSION@") }?.hasPrefix("4 VERSION@4:4.0|FN@5:Hotel 1|ADR@6:") == true, "\(inOrder.first ?? "")")
        let lastFN = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Hotel 300<") }) + 1
        #expect(inOrder.last { $0.contains("VERSION@") }?.contains("|FN@\(lastFN):Hotel 300|") == true, "\(inOrder.last { $0.contains("VERSION@") } ?? "")")
        #expect(inOrder.contains { $0.contains("book.xml:") && $0.contains("<other> where a <vcard> was expected") })
        #expect(try results(text, threads: 2) == inOrder)
    }

    @Test("an error late in a large file is reported at its line, after the cards before it")
    func lateError() throws {
        let text = Self.document(cards: 300, tail: "<vcard><fn><text>Broken</fn></vcard></vcards>\n")
        let inOrder = try results(text, threads: 1)
        #expect(inOrder.last?.contains("error") == true)
        let spans = try results(text, threads: 2)
        #expect(spans == inOrder, "\(spans.suffix(3)) vs \(inOrder.suffix(3))")
        let truncated = String(Self.document(cards: 300).dropLast(40))
        let (cut, whole) = (try results(truncated, threads: 2), try results(truncated, threads: 1))
        #expect(cut == whole, "\(cut.suffix(2)) vs \(whole.suffix(2))")
    }
}
