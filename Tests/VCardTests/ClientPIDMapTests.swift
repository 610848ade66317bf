import Foundation
import Testing
@testable import VCard

/// CLIENTPIDMAP is a number and a URI (RFC 6350 §6.7.7: `CLIENTPIDMAP-value
/// = 1*DIGIT ";" URI`), taken as it is in vCard text; RFC 6351 gives it one
/// `<sourceid>` and one `<uri>` (`element clientpidmap { element sourceid {
/// xsd:positiveInteger }, value-uri }`). xCard and jCard split it at its
/// first semicolon only and never escape it: before, they split it as
/// escaped text, so a URI's `;` cut it short in xCard (the rest was lost) and
/// a `,` made two `<uri>` elements, and reading either form escaped the URI
/// (`http://example.com/a\,b`, which is no URI).
struct ClientPIDMapTests {
    struct Case: Sendable, CustomStringConvertible {
        let value: String
        let xml: String
        let json: String
        var description: String { value }
    }

    static let cases = [
        // RFC 6350's own example.
        Case(value: "1;urn:uuid:3df403f4-5924-4bb7-b077-3c711d9eb34b",
             xml: "<sourceid>1</sourceid><uri>urn:uuid:3df403f4-5924-4bb7-b077-3c711d9eb34b</uri>",
             json: #"["clientpidmap",{},"text",["1","urn:uuid:3df403f4-5924-4bb7-b077-3c711d9eb34b"]]"#),
        Case(value: "2;http://example.com/book;id=7",
             xml: "<sourceid>2</sourceid><uri>http://example.com/book;id=7</uri>",
             json: #"["clientpidmap",{},"text",["2","http://example.com/book;id=7"]]"#),
        Case(value: "3;http://example.com/a,b",
             xml: "<sourceid>3</sourceid><uri>http://example.com/a,b</uri>",
             json: #"["clientpidmap",{},"text",["3","http://example.com/a,b"]]"#),
    ]

    static func card(_ value: String) -> Card {
        Card(properties: [Property(name: "VERSION", value: "4.0"), Property(name: "CLIENTPIDMAP", value: value)])
    }

    static func value(_ results: some Sequence<ReadResult>) -> String? {
        results.lazy.compactMap { result -> Card? in if case .card(let card, _) = result { return card } else { return nil } }
            .first?.first("CLIENTPIDMAP")?.value
    }

    @Test("xCard writes a CLIENTPIDMAP as one <sourceid> and one <uri>, the URI as it is, and reads it back", arguments: cases)
    func xCard(_ row: Case) {
        let bytes = XCardWriter.document([Self.card(row.value)])
        let xml = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #"\s"#, with: "", options: .regularExpression)
        #expect(xml.contains("<clientpidmap>\(row.xml)</clientpidmap>"))
        #expect(Self.value(XCardReader(bytes: bytes, fileName: "t.xml")) == row.value)
    }

    @Test("jCard writes a CLIENTPIDMAP as [number, URI], the URI as it is, and reads it back, as the reference reader does", arguments: cases)
    func jCard(_ row: Case) throws {
        let bytes = JCard.document([Self.card(row.value)])
        #expect(String(decoding: bytes, as: UTF8.self).contains(row.json))
        #expect(Self.value(JCard.read(bytes: bytes)) == row.value)
        let reference = try #require(JCardReference.cards(bytes)?.first)
        #expect(reference.first("CLIENTPIDMAP")?.value == row.value)
    }

    @Test("a CLIENTPIDMAP as RFC 6351 and RFC 7095 write it (one <uri>; [number, URI]) reads as its URI, unescaped", arguments: cases)
    func otherWriters(_ row: Case) {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>"#
            + "<clientpidmap>\(row.xml)</clientpidmap></vcard></vcards>"
        #expect(Self.value(XCardReader(bytes: Array(xml.utf8), fileName: "t.xml")) == row.value)
        let json = #"["vcard",[["version",{},"text","4.0"],"# + row.json + "]]"
        #expect(Self.value(JCard.read(bytes: Array(json.utf8))) == row.value)
    }

    @Test("xCard that hotels wrote before, a URI cut at its commas into several <uri>, still reads as the URI")
    func earlierXCard() {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>"#
            + "<clientpidmap><sourceid>3</sourceid><uri>http://example.com/a</uri><uri>b</uri></clientpidmap></vcard></vcards>"
        #expect(Self.value(XCardReader(bytes: Array(xml.utf8), fileName: "t.xml")) == "3;http://example.com/a,b")
    }
}
