import Testing
@testable import VCard

/// Elements of another namespace inside a card (RFC 6351 §6): kept as the
/// XML property whatever their depth, in work proportional to their size and
/// in memory bounded by the text limit.
struct ForeignXMLTests {
    static let depth = 10_000

    @Test("a prefix declared above them all resolves in a step or two at each of 10,000 nested elements, not a walk up the depth")
    func lookupsDoNotWalkTheDepth() {
        var scopes = NamespaceScopes()
        scopes.open()
        scopes.declare("x", "urn:x")
        var resolved = 0
        for _ in 0..<Self.depth {
            scopes.open()
            if scopes.resolve("x") == "urn:x" { resolved += 1 }
            #expect(scopes.resolve("y") == nil)
        }
        for _ in 0...Self.depth { scopes.close() }
        #expect(resolved == Self.depth)
        #expect(scopes.steps <= 2 * 2 * Self.depth, "\(scopes.steps) steps for \(2 * Self.depth) lookups")
    }

    @Test("an inner declaration hides an outer one, and closing its element shows the outer one again")
    func innerDeclarationsHide() {
        var scopes = NamespaceScopes()
        scopes.open()
        scopes.declare("", "urn:a")
        scopes.open()
        scopes.declare("", "urn:b")
        scopes.declare("p", "urn:p")
        #expect(scopes.resolve("") == "urn:b")
        #expect(scopes.resolve("p") == "urn:p")
        scopes.close()
        #expect(scopes.resolve("") == "urn:a")
        #expect(scopes.resolve("p") == nil)
    }

    static func foreign(_ content: String) -> String {
        #"<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard><fn><text>A</text></fn><x:a xmlns:x="urn:x">"#
            + content + "</x:a></vcard></vcards>"
    }

    static func nested(_ depth: Int, text: String) -> String {
        foreign(String(repeating: "<x:a>", count: depth) + text + String(repeating: "</x:a>", count: depth))
    }

    @Test("foreign elements nested 20,000 deep come back whole as the XML property")
    func deepNestingIsKept() throws {
        let card = try #require(XCardTests.cards(XCardTests.read(Self.nested(20_000, text: "t"))).first)
        let xml = try #require(card.first("XML")).value
        #expect(xml == #"<x:a xmlns:x="urn:x">"# + String(repeating: "<x:a>", count: 20_000) + "t" + String(repeating: "</x:a>", count: 20_000) + "</x:a>")
    }

    @Test("foreign elements of tags alone over the text limit are refused, not collected without bound")
    func tagsAloneAreBounded() {
        let elements = XCardReader.maximumTextLength / "<x:a/>".utf8.count + 1
        let results = XCardTests.read(Self.foreign(String(repeating: "<x:a/>", count: elements)))
        #expect(XCardTests.errors(results).contains { $0.message.contains("\(XCardReader.maximumTextLength) bytes") })
        #expect(XCardTests.cards(results).isEmpty)
    }
}
