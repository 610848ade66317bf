import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

struct WriterTests {
    /// A hotel card built in code, with what a writer must get right: escapes,
    /// a long UTF-8 note to fold, a preferred phone, coordinates, a label.
    static let hotel = Card(properties: [
        Property(name: "FN", value: "Hôtel des Grands Boulevards"),
        Property(name: "N", value: ";;;;"),
        Property(name: "ORG", value: "Hôtel des Grands Boulevards\\, Paris"),
        Property(name: "KIND", value: "org"),
        Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"]),
                                           Parameter(name: "LABEL", values: ["17 Boulevard Poissonnière\n75002 Paris\nFrance"])],
                 value: ";;17 Boulevard Poissonnière;Paris;;75002;France"),
        Property(name: "TEL", parameters: [Parameter(name: "TYPE", values: ["work", "voice"]), Parameter(name: "PREF", values: ["1"])],
                 value: "+33 1 85 73 33 33"),
        Property(name: "GEO", value: "geo:48.8711,2.3464"),
        Property(name: "CATEGORIES", value: "Hotels,Paris\\, 2e"),
        Property(group: "item1", name: "URL", value: "https://www.grandsboulevards.com/"),
        Property(group: "item1", name: "X-ABLabel", value: "_$!<HomePage>!$_"),
        Property(name: "NOTE", value: "Chambre 512 — vue sur les toits; petit-déjeuner à 7 h\\, le café est très bon.\\nRéserver « côté cour » : plus calme."),
        Property(name: "X-HOTELS-RATING", value: "9"),
    ])

    static func golden(_ name: String, _ bytes: [UInt8]) throws {
        let url = TestPaths.packageRoot.appendingPathComponent("Tests/VCardTests/Golden/\(name)")
        if ProcessInfo.processInfo.environment["HOTELS_RECORD_GOLDEN"] != nil {
            try Data(bytes).write(to: url)
        }
        let expected = try Array(Data(contentsOf: url))
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(name); set HOTELS_RECORD_GOLDEN=1 to re-record")
    }

    @Test("golden: a hotel written as 4.0 and as 3.0")
    func goldenHotel() throws {
        try Self.golden("hotel-4.0.vcf", VCardWriter(options: WriterOptions(version: .v4_0)).write(Self.hotel))
        try Self.golden("hotel-3.0.vcf", VCardWriter(options: WriterOptions(version: .v3_0)).write(Self.hotel))
    }

    @Test("golden: an Outlook 2.1 card converted to 3.0 and 4.0")
    func goldenOutlookConversion() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:M\u{00FC}ller;J\u{00FC}rgen\r\nFN:J\u{00FC}rgen M\u{00FC}ller\r\nTEL;WORK;VOICE;PREF:+49 89 123\r\nADR;WORK;ENCODING=QUOTED-PRINTABLE:;;Hauptstra=C3=9Fe 1;M=C3=BCnchen;;80331;Germany\r\nLABEL;WORK;ENCODING=QUOTED-PRINTABLE:Hauptstra=C3=9Fe 1=0D=0A80331 M=C3=BCnchen\r\nNOTE;ENCODING=QUOTED-PRINTABLE:Zimmer 12, ruhig=0D=0AFr=C3=BChst=C3=BCck; gut\r\nPHOTO;ENCODING=BASE64;TYPE=JPEG:\r\n /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAsKCwwQDAoK\r\n\r\nGEO:48.1374;11.5755\r\nX-MS-OL-DEFAULT-POSTAL-ADDRESS:2\r\nEND:VCARD\r\n"
        let card = try #require(read(bytes: Array(text.utf8)).cards.first)
        try Self.golden("outlook-2.1-to-3.0.vcf", VCardWriter(options: WriterOptions(version: .v3_0)).write(card))
        try Self.golden("outlook-2.1-to-4.0.vcf", VCardWriter(options: WriterOptions(version: .v4_0)).write(card))
    }

    @Test("2.1 → 3.0: ENCODING=BASE64 on any property (Outlook's X-MS-CARDPICTURE) is ENCODING=b")
    func base64OnOtherProperties() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Test;;;;\r\nFN:Test\r\nX-MS-CARDPICTURE;TYPE=JPEG;ENCODING=BASE64:/9j/4AAQ\r\nEND:VCARD\r\n"
        let card = try #require(read(bytes: Array(text.utf8)).cards.first)
        let written = String(decoding: VCardWriter(options: WriterOptions(version: .v3_0)).write(card), as: UTF8.self)
        #expect(written.contains("\r\nX-MS-CARDPICTURE;TYPE=JPEG;ENCODING=b:/9j/4AAQ\r\n"), "\(written)")
        #expect(read(bytes: Array(written.utf8)).diagnostics.isEmpty)
    }

    /// A probe's: the indent of 2.1's continued base64 stayed in the 3.0
    /// value ("…EUlEQVR4   nGM4…"), which a strict base64 decoder refuses.
    @Test("2.1 → 3.0: base64 continued on indented lines is one value without the indent")
    func base64Indent() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:;Hotel Pera;;;\r\nFN:Hotel Pera\r\nPHOTO;ENCODING=BASE64;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4\r\n"
            + "    nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=\r\n\r\nEND:VCARD\r\n"
        let card = try #require(read(bytes: Array(text.utf8)).cards.first)
        let written = VCardWriter(options: WriterOptions(version: .v3_0)).write(card)
        let photo = try #require(read(bytes: written).cards.first?.first("PHOTO"))
        #expect(photo.value == "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=")
        #expect(Data(base64Encoded: photo.value) != nil)
    }

    @Test("lines are folded at 75 octets, never inside a UTF-8 sequence, and end with CRLF")
    func folding() throws {
        let long = String(repeating: "日本語のテキストと ASCII ", count: 20)
        let card = Card(properties: [Property(name: "FN", value: "A"), Property(name: "NOTE", value: long)])
        let bytes = VCardWriter(options: WriterOptions(version: .v4_0)).write(card)
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 3)
        for line in lines {
            #expect(line.utf8.count <= 75)
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil, "a fold split a character")
        }
        #expect(read(bytes: bytes).cards.first?.note == long)
        #expect(!bytes.contains(10) || zip(bytes, bytes.dropFirst()).allSatisfy { $0.1 != 10 || $0.0 == 13 })
    }

    @Test("values are escaped for 3.0 and 4.0; a raw line break becomes \\n")
    func escaping() throws {
        var card = Card(properties: [Property(name: "FN", value: "A")])
        card.set("NOTE", value: ValueEscaping.escapeText("a,b;c\\d\ne", version: .v4_0))
        let bytes = VCardWriter(options: WriterOptions(version: .v4_0)).write(card)
        #expect(String(decoding: bytes, as: UTF8.self).contains("NOTE:a\\,b\\;c\\\\d\\ne\r\n"))
        #expect(read(bytes: bytes).cards.first?.note == "a,b;c\\d\ne")
    }

    @Test("editing one property of a read card rewrites that line only")
    func editOneProperty() throws {
        let text = "BEGIN:VCARD\nversion:3.0\nitem1.EMAIL;type=INTERNET;type=pref:a@example.com\nitem1.X-ABLabel:_$!<Other>!$_\nFN:Old Name\nNOTE:folded at an od\n d place\nX-UNKNOWN;Foo=bar:kept\nEND:VCARD\n"
        var card = try #require(read(text, crlf: false).cards.first)
        let index = try #require(card.properties.firstIndex { $0.isNamed("FN") })
        card.properties[index].value = "New Name"
        let written = String(decoding: VCardWriter().write(card), as: UTF8.self)
        #expect(written == text.replacingOccurrences(of: "FN:Old Name\n", with: "FN:New Name\n"))
    }

    @Test("text(of:) is the written bytes as a string: read cards as read, edited, converted and leading trivia too")
    func textOfCard() throws {
        let text = "X-NOISE before\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Gasthof Löwen\r\nNOTE:folded\r\n  here\r\nEND:VCARD\r\n"
        let card = try #require(read(text, crlf: false).cards.first)
        var edited = card
        edited.set("FN", value: "Gasthof Adler")
        for candidate in [card, edited, Self.hotel] {
            for options in [WriterOptions(), WriterOptions(version: .v3_0), WriterOptions(version: .v4_0),
                            WriterOptions(includeLeadingTrivia: true)] {
                let writer = VCardWriter(options: options)
                #expect(writer.text(of: candidate) == String(decoding: writer.write(candidate), as: UTF8.self))
            }
        }
        #expect(VCardWriter().text(of: card) == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Gasthof Löwen\r\nNOTE:folded\r\n  here\r\nEND:VCARD\r\n")
    }

    @Test("text(of:) of a 2.1 card read in ISO-8859-1 is its values, labelled UTF-8, not U+FFFD")
    func textOfLatin1Card() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=ISO-8859-1:Gasthof Br".utf8) + [0xE4]
            + Array("u\r\nNOTE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Fr=FChst=FCck\r\nEND:VCARD\r\n".utf8)
        let card = try #require(VCardReader.read(bytes: bytes).cards.first)
        let text = VCardWriter().text(of: card)
        #expect(!text.contains("\u{FFFD}") && !text.contains("ISO-8859-1"), "\(text)")
        let again = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(again.properties.filter { !$0.isNamed("VERSION") }.map(\.value) == ["Gasthof Bräu", "Frühstück"])
    }

    @Test("a property named BEGIN or END, made in code, is written nowhere", arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func cardDelimitersNotWritten(version: VCardVersion) {
        let card = Card(properties: [Property(name: "FN", value: "A"), Property(name: "end", value: "VCARD"),
                                     Property(group: "g", name: "BEGIN", value: "VCARD"), Property(name: "NOTE", value: "n")])
        let text = String(decoding: VCardWriter(options: WriterOptions(version: version)).write(card), as: UTF8.self)
        #expect(text.components(separatedBy: "VCARD").count == 3, "\(text)")
        #expect(text.contains("NOTE:n"))
    }

    /// A fuzz probe's: a 3.0 card's Shift_JIS name, changed and written
    /// as UTF-8 under its old label, read back as mojibake.
    @Test("a value written afresh is labelled UTF-8 in 3.0, unlabelled in 4.0; a line unchanged stays as it was read", arguments: [
        (VCardVersion.v3_0, "FN;CHARSET=UTF-8:ホテル東京\r\n"), (VCardVersion.v4_0, "FN:ホテル東京\r\n"),
    ])
    func charsetOfValueWrittenAfresh(version: VCardVersion, line: String) throws {
        // "ホテル京都" in Shift_JIS.
        let name: [UInt8] = [0x83, 0x7A, 0x83, 0x65, 0x83, 0x8B, 0x8B, 0x9E, 0x93, 0x73]
        let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN;CHARSET=Shift_JIS:".utf8) + name
            + Array("\r\nNOTE;CHARSET=Shift_JIS:quiet\r\nEND:VCARD\r\n".utf8)
        var card = try #require(VCardReader.read(bytes: bytes).cards.first)
        #expect(card.first("FN")?.value == "ホテル京都")
        card.set("FN", value: "ホテル東京")
        let text = String(decoding: VCardWriter(options: WriterOptions(version: version)).write(card), as: UTF8.self)
        #expect(text.contains("\r\n" + line), "\(text)")
        #expect(text.contains(version == .v4_0 ? "\r\nNOTE:quiet\r\n" : "\r\nNOTE;CHARSET=Shift_JIS:quiet\r\n"), "\(text)")
        let again = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        #expect(again.first("FN")?.value == "ホテル東京")
    }

    /// A soft line break before "n;;80331" left a line the reader takes for
    /// a property of its own (N): such a line starts with an escape instead.
    @Test("2.1 quoted-printable: no line after a soft break reads as a property of its own")
    func quotedPrintableFoldNeverLooksLikeAProperty() throws {
        // Every place a break may fall, the one before "n;;" among them.
        for length in 0...80 {
            let street = String(repeating: "x", count: length)
            let value = ";;\(street);München;;80331;Deutschland"
            let card = Card(properties: [Property(name: "VERSION", value: "2.1"), Property(name: "N", value: "A;;;;"), Property(name: "FN", value: "A"),
                                         Property(name: "ADR", value: value)])
            let bytes = VCardWriter().write(card)
            let read = VCardReader.read(bytes: bytes)
            #expect(read.diagnostics.isEmpty, "\(String(decoding: bytes, as: UTF8.self))")
            #expect(read.cards.first?.properties.first { $0.isNamed("ADR") }?.value == value, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("3.0 → 4.0: a LABEL's comma and semicolon are the parameter's quotes' to keep, not escaped; its line breaks are RFC 6868's ^n")
    func labelCommaTo40() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:L\nN:;;;;\nADR:;;1 Main St;Boston;MA;02108;USA\nLABEL:1 Main St\\nBoston\\, MA\\; USA\nEND:VCARD\n"
        let card = try #require(read(text).cards.first)
        let v4 = try converted(card, to: .v4_0)
        #expect(v4.first("ADR")?.parameter("LABEL")?.rawValue == "\"1 Main St^nBoston, MA; USA\"")
        #expect(v4.addresses.first?.label == "1 Main St\nBoston, MA; USA")
        // And back to 3.0, the LABEL property as it was.
        let v3 = try converted(v4, to: .v3_0)
        #expect(v3.first("LABEL")?.value == "1 Main St\\nBoston\\, MA\\; USA")
        // A backslash in a label survives the trip both ways.
        let slash = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:L\nN:;;;;\nADR:;;1 Main St;Boston;;;\nLABEL:C:\\\\x\\n1 Main St\nEND:VCARD\n").cards.first)
        let slash4 = try converted(slash, to: .v4_0)
        #expect(slash4.addresses.first?.label == "C:\\x\n1 Main St")
        let slash3 = try converted(slash4, to: .v3_0)
        #expect(slash3.first("LABEL")?.value == "C:\\\\x\\n1 Main St")
    }

    /// 3.0 allows ISO 8601's extended form; 4.0 text and xCard take the basic one.
    /// A probe's: Apple's escaped colon went into 4.0 as it was, where vobject reads the backslash as part of the URL.
    @Test("3.0 → 4.0 → 3.0: a URL's escapes are its version's: Apple's 'https\\://' is 'https://', its comma stays escaped")
    func urlEscapes() throws {
        let card = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nitem1.URL;type=pref:https\\://example.com/a\\,b\nEND:VCARD\n").cards.first)
        let v4 = try converted(card, to: .v4_0)
        #expect(v4.first("URL")?.value == "https://example.com/a\\,b")
        #expect(try converted(v4, to: .v3_0).first("URL")?.value == "https://example.com/a\\,b")
    }

    /// A probe's: 4.0's --0415 went into 3.0 as it was, a date RFC 2426 has no form for (ez-vcard cannot parse it).
    @Test("4.0 → 3.0 → 4.0: a date without a year is Apple's X-APPLE-OMIT-YEAR date before 4.0, and --MMDD again in 4.0")
    func yearlessDates() throws {
        let card = try #require(read("BEGIN:VCARD\nVERSION:4.0\nFN:A\nBDAY:--0415\nANNIVERSARY:--02-29\nDEATHDATE:---15\nEND:VCARD\n").cards.first)
        let v3 = try converted(card, to: .v3_0)
        let bday = try #require(v3.first("BDAY"))
        #expect(bday.value == "1604-04-15" && bday.parameter("X-APPLE-OMIT-YEAR")?.values == ["1604"])
        #expect(v3.first("ANNIVERSARY")?.value == "1604-02-29")
        #expect(v3.first("DEATHDATE")?.value == "---15")
        let back = try converted(v3, to: .v4_0)
        #expect(back.first("BDAY").map { ($0.value, $0.parameters.isEmpty) } ?? ("", false) == ("--0415", true))
        #expect(back.first("ANNIVERSARY")?.value == "--0229")
        // Apple's own card, VALUE=date and all.
        let apple = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nBDAY;X-APPLE-OMIT-YEAR=1604;VALUE=date:1604-12-24\nEND:VCARD\n").cards.first)
        #expect(try converted(apple, to: .v4_0).first("BDAY")?.value == "--1224")
        // A date written as text stays as written (a review's).
        let text = try #require(read("BEGIN:VCARD\nVERSION:4.0\nFN:A\nBDAY;VALUE=text:--0415\nEND:VCARD\n").cards.first)
        #expect(try converted(text, to: .v3_0).first("BDAY").map { ($0.value, $0.parameter("X-APPLE-OMIT-YEAR") == nil) } ?? ("", false) == ("--0415", true))
    }

    @Test("3.0 → 4.0: a date or timestamp in the extended form comes out in the basic one")
    func datesTo40() throws {
        let card = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nBDAY:1980-03-04\nREV:2024-01-02T03:04:05Z\nX-DATE:1980-03-04\nEND:VCARD\n").cards.first)
        let v4 = try converted(card, to: .v4_0)
        #expect(v4.first("BDAY")?.value == "19800304")
        #expect(v4.first("REV")?.value == "20240102T030405Z")
        #expect(v4.first("X-DATE")?.value == "1980-03-04")
    }

    @Test("3.0 → 4.0 maps TYPE=pref, GEO, LABEL, inline photos and Apple's kind")
    func mappingsTo40() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Inn\nN:;;;;\nTEL;TYPE=work,pref:+1\nGEO:37.386013;-122.082932\nADR;TYPE=work:;;1 Main St;Town;;12345;USA\nLABEL;TYPE=work:1 Main St\\nTown 12345\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ\nX-ADDRESSBOOKSERVER-KIND:group\nMAILER:kept as it is\nAGENT;VALUE=uri:CID:JQPUBLIC.part3.960129T083020.xyzMail@example.com\nSORT-STRING:Inn\\, The\nEND:VCARD\n"
        let card = try #require(read(text).cards.first)
        let v4 = try converted(card, to: .v4_0)
        #expect(v4.version == .v4_0)
        #expect(v4.first("TEL")?.parameters == [Parameter(name: "TYPE", values: ["work"]), Parameter(name: "PREF", values: ["1"])])
        #expect(v4.first("GEO")?.value == "geo:37.386013,-122.082932")
        #expect(v4.first("LABEL") == nil)
        #expect(v4.first("ADR")?.parameter("LABEL")?.rawValue == "1 Main St^nTown 12345")
        #expect(v4.addresses.first?.label == "1 Main St\nTown 12345")
        #expect(v4.first("PHOTO")?.value == "data:image/jpeg;base64,/9j/4AAQ")
        #expect(v4.first("KIND")?.value == "group")
        #expect(v4.first("MAILER")?.value == "kept as it is")
        #expect(v4.first("RELATED")?.value == "CID:JQPUBLIC.part3.960129T083020.xyzMail@example.com")
        #expect(v4.first("RELATED")?.types == ["AGENT"])
        #expect(v4.first("SORT-STRING") == nil)
        #expect(v4.first("N")?.parameter("SORT-AS")?.values == ["Inn, The"])
        // And back.
        let v3 = try converted(v4, to: .v3_0)
        #expect(v3.first("TEL")?.types == ["WORK", "PREF"])
        #expect(v3.first("GEO")?.value == "37.386013;-122.082932")
        #expect(v3.first("LABEL")?.value == "1 Main St\\nTown 12345")
        #expect(v3.first("PHOTO")?.parameters == [Parameter(name: "ENCODING", rawValue: "b"), Parameter(name: "TYPE", rawValue: "JPEG")])
        #expect(v3.first("X-ADDRESSBOOKSERVER-KIND")?.value == "group")
        #expect(v3.first("AGENT")?.parameter("VALUE")?.rawValue == "uri")
        #expect(v3.first("SORT-STRING")?.value == "Inn\\, The")
    }

    /// A probe's: Apple's company card (X-ABShowAs:COMPANY and
    /// X-ADDRESSBOOKSERVER-KIND:org) became two KINDs, which RFC 6350 allows
    /// once, and came back as two X-ABShowAs.
    @Test("3.0 → 4.0: Apple's two spellings of a kind give one KIND, the other kept, and both come back")
    func oneKind() throws {
        // In either order (a review's: the other order came back as two X-ABShowAs).
        for (first, second) in [("X-ABShowAs:COMPANY", "X-ADDRESSBOOKSERVER-KIND:org"), ("X-ADDRESSBOOKSERVER-KIND:org", "X-ABShowAs:COMPANY")] {
            let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Hotel Imperial\r\nORG:Hotel Imperial\r\n\(first)\r\n\(second)\r\nEND:VCARD\r\n"
            let card = try #require(read(text).cards.first)
            let v4 = try converted(card, to: .v4_0)
            #expect(v4.properties.filter { $0.isNamed("KIND") }.map(\.value) == ["org"])
            #expect(v4.first("X-ADDRESSBOOKSERVER-KIND")?.value == "org")
            let v3 = try converted(v4, to: .v3_0)
            #expect(v3.properties.filter { $0.isNamed("X-ABShowAs") }.count == 1 && v3.first("X-ADDRESSBOOKSERVER-KIND")?.value == "org")
        }
    }

    /// A probe's: `convert --to vcard3` of a 4.0 card without N wrote a 3.0
    /// card its own lint warned of (RFC 2426 §3.1.2 requires N).
    @Test("4.0 → 3.0 gives a card without N one: an organization's of no parts, a person's with the formatted name as the family name")
    func nameRequiredIn30() throws {
        let cases = [
            ("FN:Hotel Adlon\r\nKIND:org", ";;;;"),
            ("FN:Hotel Adlon\r\nORG:Hotel Adlon", ";;;;"),
            ("FN:Jane Doe\\, MD", "Jane Doe\\, MD;;;;"),
            ("FN:Jane Doe\r\nKIND:individual\r\nORG:Acme", "Jane Doe;;;;"),
        ]
        for (lines, name) in cases {
            let card = try #require(read("BEGIN:VCARD\r\nVERSION:4.0\r\n\(lines)\r\nEND:VCARD\r\n").cards.first)
            let v3 = try converted(card, to: .v3_0)
            #expect(v3.properties.filter { $0.isNamed("N") }.map(\.value) == [name], "\(lines)")
        }
        // A card with N keeps its own; a 3.0 card written again as 3.0 is not repaired.
        let named = try #require(read("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jane Doe\r\nN:Doe;Jane;;;\r\nEND:VCARD\r\n").cards.first)
        #expect(try converted(named, to: .v3_0).properties.filter { $0.isNamed("N") }.map(\.value) == ["Doe;Jane;;;"])
        let old = try #require(read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n").cards.first)
        #expect(try converted(old, to: .v3_0).first("N") == nil)
    }

    /// RFC 2426 §3.4.1: 3.0's TZ is a UTC offset unless VALUE says text;
    /// RFC 6350 §6.5.1: 4.0's is text unless VALUE says utc-offset.
    @Test("TZ: 3.0's UTC offset is 4.0's VALUE=utc-offset in the basic form, and back; a zone's name is text in both")
    func timeZoneBetween30And40() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Inn\nN:;;;;\nTZ:-05:00\nTZ;VALUE=text:Europe/Berlin\nTZ:+0100\nEND:VCARD\n"
        let card = try #require(read(text).cards.first)
        let v4 = try converted(card, to: .v4_0)
        let zones4 = v4.properties.filter { $0.isNamed("TZ") }
        #expect(zones4.map(\.value) == ["-0500", "Europe/Berlin", "+0100"])
        #expect(zones4.map { $0.parameter("VALUE")?.rawValue } == ["utc-offset", nil, "utc-offset"])
        let v3 = try converted(v4, to: .v3_0)
        let zones3 = v3.properties.filter { $0.isNamed("TZ") }
        #expect(zones3.map(\.value) == ["-05:00", "Europe/Berlin", "+01:00"])
        #expect(zones3.map { $0.parameter("VALUE")?.rawValue } == [nil, "text", nil])
        // A 4.0 TZ without VALUE is text, even in an offset's shape; a 2.1 offset is an offset.
        let named = try #require(read("BEGIN:VCARD\nVERSION:4.0\nFN:Inn\nTZ:America/New_York\nTZ:-0500\nEND:VCARD\n").cards.first)
        let named3 = try converted(named, to: .v3_0)
        #expect(named3.properties.filter { $0.isNamed("TZ") }.map { "\($0.parameter("VALUE")?.rawValue ?? ""):\($0.value)" }
                == ["text:America/New_York", "text:-0500"])
        let old = try #require(read("BEGIN:VCARD\nVERSION:2.1\nN:Inn\nTZ:+01:00\nEND:VCARD\n").cards.first)
        let old4 = try converted(old, to: .v4_0)
        #expect(old4.first("TZ")?.value == "+0100" && old4.first("TZ")?.parameter("VALUE")?.rawValue == "utc-offset")
        // 2.1's basic offset is 3.0's extended one; 2.1 gets no VALUE=text.
        let basic = try #require(read("BEGIN:VCARD\nVERSION:2.1\nN:Inn\nTZ:-0500\nEND:VCARD\n").cards.first)
        let basic3 = try converted(basic, to: .v3_0)
        #expect(basic3.first("TZ")?.value == "-05:00" && basic3.first("TZ")?.parameter("VALUE") == nil)
        let named21 = VersionConverter.convert(named.properties, from: .v4_0, to: .v2_1).filter { $0.isNamed("TZ") }
        #expect(named21.map(\.value) == ["America/New_York", "-0500"] && named21.allSatisfy { $0.parameter("VALUE") == nil })
    }

    /// A probe's: a sync that wrote an Android 2.1 card as 3.0 escaped
    /// every ';' of X-ANDROID-CUSTOM, which Android then read as one value
    /// (the nickname lost).
    @Test("2.1 → 3.0: a vendor's property keeps its ';' components as written; a line break is escaped")
    func vendorPropertyTo30() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Sonnenhof;Pension;;;\r\n"
            + "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Sonni;1;;;;;;;;;;;;;\r\n"
            + "X-NOTE;ENCODING=QUOTED-PRINTABLE:one=0D=0Atwo\r\nNOTE:a;b\r\nX-PATH:C:\\new\\tmp\\;x\\\\y\r\nEND:VCARD\r\n"
        let card = try #require(read(text).cards.first)
        let v3 = try converted(card, to: .v3_0)
        #expect(v3.first("X-ANDROID-CUSTOM")?.value == "vnd.android.cursor.item/nickname;Sonni;1;;;;;;;;;;;;;")
        #expect(v3.first("X-NOTE")?.value == "one\\ntwo")
        // A backslash is 3.0's escaped one, but for 2.1's own escapes of ';' and of itself.
        #expect(v3.first("X-PATH")?.value == #"C:\\new\\tmp\;x\\y"#)
        // A property the specs define is escaped as its shape says.
        #expect(v3.first("NOTE")?.value == "a\\;b")
    }

    @Test("4.0 → 3.0: PREF=1 is TYPE=pref; a lower rank, which 3.0 has no form for, stays PREF=n and is not made the preferred one")
    func preferenceTo30() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Inn\r\nLANG;PID=1.1;PREF=1:fr\r\nLANG;PID=1.2;PREF=2:en\r\nEND:VCARD\r\n"
        let card = try #require(read(text).cards.first)
        let v3 = try converted(card, to: .v3_0)
        let languages = v3.properties.filter { $0.isNamed("LANG") }
        #expect(languages.map { $0.types.contains("PREF") } == [true, false])
        #expect(languages.map { $0.parameter("PREF")?.rawValue } == [nil, "2"])
        let back = try converted(v3, to: .v4_0)
        #expect(back.properties.filter { $0.isNamed("LANG") }.map { $0.parameter("PREF")?.rawValue } == ["1", "2"])
    }
}
