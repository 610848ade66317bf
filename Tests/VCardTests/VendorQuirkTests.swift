import Foundation
import Testing
@testable import VCard

/// One test per vendor quirk the reader repairs, each named after what it
/// pins, each with a small card written here.
struct VendorQuirkTests {
    @Test("Google: a 3.0 card without FN gets a derived name and a missing-fn warning")
    func googleCardWithoutFN() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nN:Hotel;Grand;;;\nORG:Grand Hotel\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs == [.missingFormattedName])
        #expect(card.formattedName == "Grand Hotel")
        let orgOnly = read("BEGIN:VCARD\nVERSION:3.0\nN:;;;;\nORG:Hôtel du Nord\\, Paris\nEND:VCARD\n")
        #expect(orgOnly.cards.first?.formattedName == "Hôtel du Nord, Paris")
        // Converting writes the derived FN, since 3.0 and 4.0 require one.
        let v4 = VCardWriter(options: WriterOptions(version: .v4_0)).write(orgOnly.cards[0])
        #expect(String(decoding: v4, as: UTF8.self).contains("FN:Hôtel du Nord\\, Paris\r\n"))
    }

    @Test("an empty group is read as none: on BEGIN one warning and no missing-group for the lines without it; on a property alone, no group")
    func emptyGroups() throws {
        let begin = read(".BEGIN:VCARD\nVERSION:3.0\n.FN:A\nN:A;;;;\n.END:VCARD\n")
        #expect(begin.diagnostics.codes == [.repaired] && begin.diagnostics.repairs == [.emptyGroup], "\(begin.diagnostics)")
        // An empty group on one of BEGIN and END only is no mismatch: both are none.
        for text in [".BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nEND:VCARD\n", "BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\n.END:VCARD\n"] {
            #expect(!read(text).diagnostics.codes.contains(.groupMismatch), "\(text)")
        }
        let card = try #require(begin.cards.first)
        #expect(card.properties.allSatisfy { $0.group == nil })
        let property = read("BEGIN:VCARD\nVERSION:3.0\n.EMAIL:a@example.com\n.X-ABLabel:desk\nFN:A\nN:A;;;;\nEND:VCARD\n")
        #expect(property.diagnostics.isEmpty)
        #expect(property.cards.first?.properties.allSatisfy { $0.group == nil } == true)
        // Written back as read.
        #expect(VCardWriter().write(card) == Array(".BEGIN:VCARD\r\nVERSION:3.0\r\n.FN:A\r\nN:A;;;;\r\n.END:VCARD\r\n".utf8))
    }

    @Test("a blank line between a folded line and its continuation is skipped and reported")
    func blankLineInsideFold() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nNOTE:first half\n\n  second half\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs == [.blankLineInFold])
        #expect(card.note == "first half second half")
        #expect(VCardWriter().write(card) == Array(card.origin!.source.cardBytes))
    }

    @Test("vCard 2.1 quoted-printable soft line breaks are joined without a warning")
    func quotedPrintableSoftBreaks() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:Doe;Jane;;;\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Zimmer mit Bl=C3=\n=BCte=0D=0Aund Garten\nEND:VCARD\n"
        let result = read(text)
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.isEmpty)
        #expect(card.note == "Zimmer mit Blüte\r\nund Garten")
    }

    /// An import probe's: Outlook's note whose lines begin "Tel:", "Email:",
    /// "Note:" was cut at the first of them, which became a TEL of its own.
    /// A review's: a real property after "=0D=0A=", in any case, still ends the value.
    @Test("a soft break joins a line of a word, a colon and a space; a property's name and its value end the value, in any case")
    func softBreakBeforeWordAndColon() throws {
        let lines = ["BEGIN:VCARD", "VERSION:2.1", "N:;;;;", "FN:Hotel Adler",
                     "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=windows-1252:Booked by phone with Anna=0D=0A=",
                     "Tel: +49 170 5550123 (Anna, private)=0D=0A=", "Email: anna@example.com=0D=0A=", "Note: pay cash", "TEL;WORK:+49 731 1",
                     "END:VCARD", ""]
        let result = read(lines.joined(separator: "\n"))
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(card.note == "Booked by phone with Anna\r\nTel: +49 170 5550123 (Anna, private)\r\nEmail: anna@example.com\r\nNote: pay cash")
        #expect(card.properties.filter { $0.isNamed("TEL") }.map(\.value) == ["+49 731 1"])
        // A stray '=' before a property's name and its value: the value ends — after an encoded line break, a name in
        // capitals; after none, in any case (Apple's X-ABShowAs).
        for (before, next) in [("Quiet room=0D=0A=", "TEL;WORK:+43 1 234567"), ("Quiet room=0D=0A=", "TEL:+43 1 234567"),
                               ("Quiet room=", "X-ABShowAs:COMPANY"), ("Quiet room=", "tel;cell:+43 1")] {
            let stray = read("BEGIN:VCARD\nVERSION:2.1\nN:;;;;\nNOTE;ENCODING=QUOTED-PRINTABLE:\(before)\n\(next)\nEND:VCARD\n")
            #expect(stray.cards.first?.note?.hasPrefix("Quiet room") == true && stray.cards.first?.note?.contains(":") == false, "\(next)")
            #expect(stray.diagnostics.repairs.contains(.quotedPrintableTrailingSoftBreak), "\(next)")
        }
        // A second review's: a note's lines typed "Tel:+49…", with no space, after an encoded line break, are the note's.
        let typed = read("BEGIN:VCARD\nVERSION:2.1\nN:;;;;\nNOTE;ENCODING=QUOTED-PRINTABLE:Check-in ab 15 Uhr=0D=0A=\nTel:+49 30 2261 0=0D=0A=\n"
            + "Email:info@adlon.de=0D=0A=\nUrl:www.adlon.de\nTEL:+49 30 2261 1\nEND:VCARD\n")
        #expect(typed.cards.first?.note == "Check-in ab 15 Uhr\r\nTel:+49 30 2261 0\r\nEmail:info@adlon.de\r\nUrl:www.adlon.de")
        #expect(typed.cards.first?.properties.filter { $0.isNamed("TEL") }.map(\.value) == ["+49 30 2261 1"])
    }

    @Test("Android: soft line breaks inside a multi-byte character join the bytes, with no warning")
    func androidSoftBreakInsideCharacter() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:;;;;\nNOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E4=BD=8F=E5=\n=AE=BF\nEND:VCARD\n"
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.cards.first?.note == "住宿")
    }

    @Test("a soft break followed by an indented line keeps the indentation as text (RFC 2045), with a warning")
    func quotedPrintableSoftBreakIndent() throws {
        // As in ical.js's vCard 2.1 test file, whose expected text keeps the space.
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:;;;;\nNOTE;ENCODING=QUOTED-PRINTABLE:speci=E4l ch=E4racters=\n and a line=\n that ends\nEND:VCARD\n"
        let result = read(text)
        #expect(result.diagnostics.repairs == [.quotedPrintableSoftBreakIndent, .quotedPrintableSoftBreakIndent])
        #expect(result.cards.first?.note == "speciäl chäracters and a line that ends")
    }

    @Test("Android and iOS: ENCODING=BASE64 in a 3.0 card is read as ENCODING=b, with a warning")
    func base64EncodingName() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nPHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs == [.base64EncodingName])
        #expect(card.photo?.base64 == "/9j/4AAQ")
        #expect(card.photo?.mediaType == "image/jpeg")
        // 2.1 spells it so: no warning there.
        #expect(read("BEGIN:VCARD\nVERSION:2.1\nN:A;;;;\nPHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ\n\nEND:VCARD\n").diagnostics.isEmpty)
    }

    @Test("Outlook: a blank line after a base64 value is skipped; a warning in 3.0, the standard in 2.1")
    func outlookBlankLineAfterBase64() throws {
        let v3 = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ\n SkZJRg==\n\nEMAIL:a@example.com\nEND:VCARD\n")
        let card = try #require(v3.cards.first)
        #expect(v3.diagnostics.repairs == [.blankLineAfterBase64])
        #expect(card.photo?.base64 == "/9j/4AAQSkZJRg==")
        #expect(card.emails == ["a@example.com"])
        var edited = card
        edited.properties = card.properties
        #expect(VCardWriter().write(edited) == Array(card.origin!.source.cardBytes))
    }

    @Test("Outlook: base64 lines without the folding space are joined to the value")
    func unindentedBase64() throws {
        let result = read("BEGIN:VCARD\nVERSION:2.1\nN:A\nPHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ\nSkZJRgABAQ\nAAAQ==\n\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs == [.unindentedBase64, .unindentedBase64])
        #expect(card.photo?.base64 == "/9j/4AAQSkZJRgABAQAAAQ==")
    }

    /// A probe's: kcontacts' Outlook 2.1 "PHOTO;WORK;ENCODING=BASE64" became
    /// `data:image/work` in 4.0.
    @Test("an inline photo's media type is its data's own where the bytes tell, else its TYPE's")
    func photoMediaType() throws {
        let jpeg = read("BEGIN:VCARD\nVERSION:2.1\nN:A\nPHOTO;WORK;ENCODING=BASE64:/9j/4AAQSkZJRgABAQAAAQ==\n\nEND:VCARD\n")
        #expect(try #require(jpeg.cards.first).photo?.mediaType == "image/jpeg")
        let mislabelled = read("BEGIN:VCARD\nVERSION:3.0\nN:A\nPHOTO;ENCODING=b;TYPE=GIF:iVBORw0KGgoAAAANSUhEUg==\nEND:VCARD\n")
        #expect(try #require(mislabelled.cards.first).photo?.mediaType == "image/png")
        let unknown = read("BEGIN:VCARD\nVERSION:3.0\nN:A\nPHOTO;ENCODING=b;TYPE=BMP:Qk02AAAA\nEND:VCARD\n")
        #expect(try #require(unknown.cards.first).photo?.mediaType == "image/bmp")
        // Converted to 4.0 by the same rule.
        let photo = try #require(jpeg.cards.first?.first("PHOTO"))
        #expect(VersionConverter.convert([photo], from: .v2_1, to: .v4_0).first?.value == "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQ==")
    }

    @Test("a whole address stuffed into the street component is split by the address view")
    func addressInStreet() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:Inn\nN:;;;;\nADR;TYPE=work:;;1 Dr Carlton B Goodlett Pl\\, San Francisco\\, CA 94102\\, USA;;;;\nEND:VCARD\n")
        let card = try #require(result.cards.first)
        #expect(result.diagnostics.repairs == [.addressInStreet])
        let address = try #require(card.addresses.first)
        #expect(address.street == "1 Dr Carlton B Goodlett Pl")
        #expect(address.locality == "San Francisco")
        #expect(address.region == "CA")
        #expect(address.postalCode == "94102")
        #expect(address.country == "USA")
        // The property itself is kept as written.
        #expect(card.first("ADR")?.value == ";;1 Dr Carlton B Goodlett Pl\\, San Francisco\\, CA 94102\\, USA;;;;")
    }

    /// A probe's: `hotels add --street` split Japan's mark and code off
    /// the street, import kept them in it (no code, no position).
    @Test("a street begun by Japan's postal mark, with no comma, is split as add splits it")
    func postalMarkInStreet() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Okura\nN:;;;;\nADR;TYPE=WORK:;;〒105-0001 東京都港区虎ノ門2-10-4;;;;\nEND:VCARD\n")
        #expect(result.diagnostics.repairs == [.addressInStreet])
        let address = try #require(result.cards.first?.addresses.first)
        #expect(address.postalCode == "105-0001")
        #expect(address.street == "東京都港区虎ノ門2-10-4")
        // Run together with the code, the same (a review's: warned of, not split).
        let together = read("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Okura\nN:;;;;\nADR:;;〒105-0001東京都港区虎ノ門2-10-4;;;;\nEND:VCARD\n")
        #expect(together.cards.first?.addresses.first?.postalCode == "105-0001")
        // Katakana's long mark for the dash (a review's: the code was cut at it).
        let longMark = read("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Okura\nN:;;;;\nADR:;;〒105ー0001東京都港区虎ノ門2-10-4;;;;\nEND:VCARD\n")
        #expect(longMark.cards.first?.addresses.first?.postalCode == "105-0001")
        #expect(longMark.cards.first?.addresses.first?.street == "東京都港区虎ノ門2-10-4")
        // A street that only holds the mark later, or no code after it, or a filled town, is as written.
        for adr in [";;東京都港区虎ノ門2-10-4 〒105-0001;;;;", ";;〒105-0001 東京都港区;Tokyo;;;", ";;〒 東京都港区;;;;"] {
            let other = read("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Okura\nN:;;;;\nADR:\(adr)\nEND:VCARD\n")
            #expect(other.diagnostics.repairs.isEmpty, "\(adr)")
        }
    }

    @Test("quoted-printable in a 3.0 card is decoded, with a warning")
    func quotedPrintableInV3() throws {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=C3=A9 Inn\nN:;;;;\nEND:VCARD\n")
        #expect(result.diagnostics.repairs == [.quotedPrintableInModernCard])
        #expect(result.cards.first?.formattedName == "Café Inn")
    }

    @Test("Outlook: Windows-1252 quoted-printable and ISO-8859-1 text through CHARSET")
    func charsets() throws {
        let bytes: [UInt8] = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Doe\r\nNOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:=93Gr=FC=DFe=94 =80\r\nTITLE;CHARSET=ISO-8859-1:Gesch".utf8)
            + [0xE4] + Array("ftsf\u{00FC}hrer\r\nEND:VCARD\r\n".utf8)
        let result = read(bytes: bytes)
        let card = try #require(result.cards.first)
        #expect(card.note == "\u{201C}Grüße\u{201D} €")
        // The ü in "führer" is UTF-8 and so not ISO-8859-1: it reads as its two Latin-1 bytes.
        #expect(card.first("TITLE")?.value == "Gesch\u{00E4}ftsf\u{00C3}\u{00BC}hrer")
    }

    /// A probe's: a phone's card in GB2312, Big5, EUC-KR, KOI8-R,
    /// Windows-1256, Windows-1255 or TIS-620 was read as Windows-1252
    /// ("½õ½­·¹µê"), and the warning asked for a CHARSET it had.
    @Test("a CHARSET Foundation does not name is read through the C library's converters", arguments: [
        ("GB2312", [177, 246, 185, 221], "宾馆"), ("Big5", [182, 186, 169, 177], "飯店"), ("EUC-KR", [200, 163, 197, 218], "호텔"),
        ("KOI8-R", [231, 207, 211, 212, 201, 206, 201, 195, 193], "Гостиница"), ("windows-1256", [221, 228, 207, 222], "فندق"),
        ("windows-1255", [238, 236, 229, 239], "מלון"), ("TIS-620", [226, 195, 167, 225, 195, 193], "โรงแรม"),
    ] as [(String, [UInt8], String)])
    func charsetsOfOtherScripts(_ charset: String, _ bytes: [UInt8], _ text: String) throws {
        let card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nORG;CHARSET=\(charset):".utf8) + bytes + Array("\r\nEND:VCARD\r\n".utf8)
        let result = read(bytes: card)
        #expect(result.cards.first?.first("ORG")?.value == text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("a CHARSET no converter knows is said to be unknown, whatever its bytes are read as")
    func unknownCharset() throws {
        for bytes in [Array("Inn".utf8), [0xC0, 0xC1]] as [[UInt8]] {
            let card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nORG;CHARSET=x-nonesuch:".utf8) + bytes + Array("\r\nEND:VCARD\r\n".utf8)
            #expect(read(bytes: card).diagnostics.codes == [.unknownCharset])
        }
    }

    /// A review's: a value cut short in its charset was said to be in an
    /// unknown one; a charset of many UTF-8 bytes a character (TSCII) and
    /// Outlook's name for Korean were unknown.
    @Test("bytes that are no text in the CHARSET named are said so; a long character, and a client's name for a charset, convert")
    func invalidInCharset() throws {
        func org(_ charset: String, _ bytes: [UInt8]) -> (String?, [DiagnosticCode]) {
            let card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:;;;;\r\nORG;CHARSET=\(charset):".utf8) + bytes + Array("\r\nEND:VCARD\r\n".utf8)
            let result = read(bytes: card)
            return (result.cards.first?.first("ORG")?.value, result.diagnostics.codes)
        }
        #expect(org("GB2312", [177, 246, 185]).1 == [.invalidInCharset])
        #expect(org("ks_c_5601-1987", [200, 163, 197, 218]) == ("호텔", []))
        // TSCII's 0x82 is four letters, twelve bytes of UTF-8.
        let tscii = org("TSCII", Array(repeating: 0x82, count: 40))
        #expect(tscii.1.isEmpty && tscii.0?.unicodeScalars.count == 160, "\(tscii)")
    }

    /// Radicale stores a 2.1 card's Windows-1252 value converted to UTF-8
    /// with its CHARSET kept: read by the label, "Ludwigstraße" became
    /// "LudwigstraÃŸe" in the store, and then on the server.
    @Test("a one-byte CHARSET on bytes that are UTF-8 reads as UTF-8, with a warning; bytes written back as read")
    func utf8UnderCharset() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Hotel;;;;\r\nADR;CHARSET=Windows-1252:;;Ludwigstraße 24;Garmisch;;82467;Deutschland\r\n"
            + "NOTE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Gr=C3=BC=C3=9Fe\r\nORG;CHARSET=ISO-8859-1:Plain ASCII\r\nEND:VCARD\r\n"
        let result = read(bytes: Array(text.utf8))
        let card = try #require(result.cards.first)
        #expect(card.first("ADR")?.value == ";;Ludwigstraße 24;Garmisch;;82467;Deutschland")
        #expect(card.note == "Grüße")
        #expect(card.first("ORG")?.value == "Plain ASCII")
        #expect(result.diagnostics.codes == [.utf8UnderCharset, .utf8UnderCharset])
        #expect(VCardWriter().write(card) == Array(text.utf8))
        // Bytes that are no UTF-8 keep to their label.
        let latin1 = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:A;;;;\r\nNOTE;CHARSET=ISO-8859-1:Gr".utf8) + [0xFC, 0xDF] + Array("e\r\nEND:VCARD\r\n".utf8)
        let plain = read(bytes: latin1)
        #expect(plain.cards.first?.note == "Grüße")
        #expect(plain.diagnostics.isEmpty)
    }

    @Test("invalid UTF-8 without CHARSET falls back to Windows-1252 with a warning, never a crash")
    func invalidUTF8() throws {
        let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Caf".utf8) + [0xE9, 0x80] + Array(" Inn\r\nN:;;;;\r\nEND:VCARD\r\n".utf8)
        let result = read(bytes: bytes)
        #expect(result.diagnostics.codes == [.invalidUTF8])
        #expect(result.cards.first?.formattedName == "Café€ Inn")
        #expect(VCardWriter().write(result.cards[0]) == Array(bytes))
    }

    /// rcmcarddav writes a custom label as a quoted TYPE with a comma in it:
    /// split as a list, it became two types, and a conversion wrote them so.
    @Test("a quoted TYPE list of words splits; a quoted label with a comma in it is one type, and converts as one")
    func quotedTypeLabel() throws {
        let card = try #require(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nTEL;TYPE=\"work,voice\":+1 555\n"
                                     + "IMPP;TYPE=\"Mike’s very special, custom IM:\":x-unknown:mike@example.com\nEND:VCARD\n").cards.first)
        #expect(card.first("TEL")?.types == ["WORK", "VOICE"])
        let impp = try #require(card.first("IMPP"))
        #expect(impp.parameter("TYPE")?.values == ["Mike’s very special, custom IM:"])
        let converted = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
        #expect(converted.contains("IMPP;TYPE=\"Mike’s very special, custom IM:\":x-unknown:mike@example.com"), "\(converted)")
        // A space after the comma is still a list; lint reads a quoted TYPE by the same rule.
        let spaced = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nTEL;TYPE=\"work, voice\":+1 555\nTEL;TYPE=\"Mike’s line, custom\":+1 556\nEND:VCARD\n")
        #expect(spaced.cards.first?.first("TEL")?.types == ["WORK", "VOICE"])
        #expect(spaced.diagnostics.map(\.message) == ["TEL has TYPE=MIKE’S LINE, CUSTOM, which the vCard specifications do not define; kept"])
    }

    @Test("vCard 2.1 bare parameters read as TYPE, ENCODING and VALUE")
    func bareParameters() throws {
        let card = try #require(read("BEGIN:VCARD\nVERSION:2.1\nN:A\nTEL;WORK;VOICE;PREF:+1 555\nPHOTO;VALUE=URL;JPEG:http://x/y.jpg\nEND:VCARD\n").cards.first)
        let tel = try #require(card.first("TEL"))
        #expect(tel.types == ["WORK", "VOICE", "PREF"])
        #expect(tel.isPreferred)
        #expect(card.first("PHOTO")?.parameter("VALUE")?.rawValue == "URL")
        // In 3.0 a bare parameter is a quirk worth a warning.
        #expect(read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nURL;WORK:http://x\nEND:VCARD\n").diagnostics.codes == [.bareParameter])
    }
}
