import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// A card over xCard's limit for one card is rejected with an error naming
/// the limit, and the cards after it still come out, numbered as in the file,
/// whether the file is read in order or in spans on two threads.
struct XCardLimitTests {
    static func document() -> String {
        let value = String(repeating: "a", count: XCardReader.maximumTextLength - 10)
        let notes = (0..<(XCardReader.maximumCardLength / value.count + 1)).map { _ in "<note><text>\(value)</text></note>" }.joined()
        return #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0">"# + "\n<vcard><fn><text>A</text></fn></vcard>\n"
            + "<vcard><fn><text>Big</text></fn>\(notes)<note><text>more</text></note><x:y xmlns:x=\"urn:x\"/></vcard>\n"
            + "<vcard><fn><text>C</text></fn></vcard>\n</vcards>\n"
    }

    func check(_ results: [ReadResult]) {
        #expect(XCardTests.cards(results).map(\.formattedName) == ["A", "C"])
        let rejected = results.compactMap { if case .rejected(let card) = $0 { return card } else { return nil } }
        #expect(rejected.map(\.index) == [2])
        #expect(rejected.first?.diagnostics.map(\.message) == [
            "xCard: the card has more than \(XCardReader.maximumCardLength) bytes of text (the limit for one card); skipped",
        ])
        // The card's error, not the document's: nothing after it is lost.
        #expect(results.allSatisfy { if case .diagnostic(let diagnostic) = $0 { diagnostic.severity != .error } else { true } })
    }

    @Test("a card over the limit for one card is rejected, and the next card comes out")
    func inOrder() {
        check(Array(XCardReader(bytes: Array(Self.document().utf8), fileName: "big.xml")))
    }

    @Test("read in spans on two threads, the card after a rejected one keeps its number")
    func inSpans() throws {
        let folder = TemporaryDirectory("xcard-limit")
        let path = folder.path("big.xml")
        try Data(Self.document().utf8).write(to: URL(fileURLWithPath: path))
        let reader = try #require(XCardReader(path: path, fileName: "big.xml", threads: 2, spanBytes: 1 << 20))
        let results = Array(reader)
        check(results)
        let last = results.compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }.last
        #expect(last?.formattedName == "C")
    }
}
