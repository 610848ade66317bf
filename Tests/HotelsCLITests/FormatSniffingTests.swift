import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI
import VCard

/// A book's form is told by its content: xCard in UTF-8 or UTF-16, jCard, or plain vCard.
struct FormatSniffingTests {
    static let xcard = "\u{FEFF}\n<?xml version=\"1.0\"?><vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"><vcard><fn><text>A</text></fn></vcard></vcards>\n"

    @Test("a UTF-16 xCard with a BOM (either byte order) is read as xCard, and refused as RFC 6351 asks, not read as vCard",
          arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func utf16XCard(_ encoding: String.Encoding) throws {
        let bytes = try #require(Self.xcard.data(using: encoding))
        #expect(XCardReader.looksLikeXML(Array(bytes)))
        let folder = TemporaryDirectory("sniff")
        let path = folder.path("book.xml")
        try bytes.write(to: URL(fileURLWithPath: path))
        let result = run(["lint", path])
        #expect(result.status == .dataError)
        #expect(result.errors.contains("xCard: the document is in UTF-16; RFC 6351 requires UTF-8"), "\(result.errors)")
    }

    /// A review's: a UTF-16 xCard with no byte-order mark, a line break
    /// first, was read as xCard and refused as "Document is empty".
    @Test("a UTF-16 xCard without a byte-order mark is refused as UTF-16")
    func utf16XCardWithoutMark() throws {
        let bytes = Array("\r\n<?xml version=\"1.0\"?><vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"/>\n".utf16)
            .flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let folder = TemporaryDirectory("sniff")
        let path = folder.path("book.xml")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = run(["lint", path])
        #expect(result.status == .dataError)
        #expect(result.errors.contains("xCard: the document is in UTF-16; RFC 6351 requires UTF-8"), "\(result.errors)")
    }

    @Test("a jCard file is read as jCard, streaming, with its card over the limit rejected and the others read")
    func jcardFile() throws {
        let folder = TemporaryDirectory("sniff")
        let path = folder.path("book.json")
        let long = String(repeating: "a", count: JCardOptions.defaultMaximumValueBytes + 1)
        let text = #"[["vcard",[["fn",{},"text","A"]]],["vcard",[["note",{},"text",""# + long + #""]]],["vcard",[["fn",{},"text","B"]]]]"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = run(["lint", path])
        #expect(result.status == .dataError)
        #expect(result.output == "3 cards, 0 warnings, 1 error\n")
        #expect(result.errors.contains("card 2: error: jCard: the card has a value longer than \(JCardOptions.defaultMaximumValueBytes) bytes (the limit for one value); skipped [json-refused]"), "\(result.errors)")
    }
}
