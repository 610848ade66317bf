import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// The streaming jCard reader: the cards the whole-document reader gave, one
/// at a time, from a window far smaller than the file; limits that skip a
/// card with an error naming them; broken JSON reported at its line.
struct JCardStreamingTests {
    static func results(_ text: String, options: JCardOptions = JCardOptions(fileName: "t.json"), window: Int = 7) throws -> [ReadResult] {
        let folder = TemporaryDirectory("jcard")
        let path = folder.path("book.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        return Array(JCardReader(source: ByteSource(descriptor: descriptor, closeWhenDone: true, windowBytes: window), options: options))
    }

    static func errors(_ results: [ReadResult]) -> [Diagnostic] {
        results.flatMap { result -> [Diagnostic] in
            switch result {
            case .diagnostic(let d): return d.severity == .error ? [d] : []
            case .rejected(let card): return card.diagnostics
            case .card, .known: return []
            }
        }
    }

    static func rejected(_ results: [ReadResult]) -> [RejectedCard] {
        results.compactMap { if case .rejected(let card) = $0 { return card } else { return nil } }
    }

    /// Cards of every shape the fixtures and corpus have, as jCard.
    static let sampleCards: [Card] = {
        var cards: [Card] = []
        for name in ["apple-contacts-3.0.vcf", "google-contacts-3.0.vcf", "thunderbird-4.0.vcf", "rfc6350-example-4.0.vcf", "contacts.vcf", "android-2.1.vcf"] {
            if let data = FileManager.default.contents(atPath: TestPaths.fixtures.appendingPathComponent(name).path) {
                cards += VCardReader.read(bytes: Array(data)).cards
            }
        }
        return cards
    }()

    static let shapes = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","J. \"Doe\"\n\u00e9\ud83d\ude00"],"#
        + #"["n",{},"text",["Doe","J.","",["Mr.","Dr.",[1]],{"a":1}]],["categories",{},"text","a,b","c",["x"],{}],"#
        + #"["tel",{"type":["work","voice",null,true,[2]],"group":"item1","pref":1,"z":{"a":[]}},"uri","tel:+1-555-0100"],"#
        + #"["x-n",{},"float",1.50,-0,2e3,1E-2,true,false,null],["bday",{},"date","--0203"],["x-bad",{},"text"],"#
        + #"5,"x",["y",{}],["note",{},"text",[]],[],{"not":"a property"}],"extra",[1,2]]"#

    @Test("a generated book of 3,000 cards read through a 7-byte window gives what the whole-document reader gives")
    func largeBookMatchesTheOldReader() throws {
        let cards = (0..<(3_000 / Self.sampleCards.count + 1)).flatMap { _ in Self.sampleCards }.prefix(3_000)
        let document = String(decoding: JCard.document(Array(cards)), as: UTF8.self)
        let streamed = try Self.results(document).compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
        let whole = try #require(JCardReference.cards(Array(document.utf8)))
        #expect(streamed.count == 3_000)
        #expect(streamed.map(JCardReference.summary) == whole.map(JCardReference.summary))
    }

    @Test("every shape RFC 7095 allows, and the wrong ones, read as the whole-document reader read them",
          arguments: [shapes, "\u{FEFF}[\(shapes),\(shapes)]", #"[["vcard",[["fn",{"a":"b",},"text","x",],["lang",  ],],],]"#, "[]", "[1,\"vcard\",[\"VCARD\",[]],[\"vcard\"]]", " \n[\"vcard\",[]]\n "])
    func shapesMatchTheOldReader(_ text: String) throws {
        let streamed = try Self.results(text).compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
        let whole = try #require(JCardReference.cards(Array(text.utf8)))
        #expect(streamed.map(JCardReference.summary) == whole.map(JCardReference.summary))
        #expect(Self.errors(try Self.results(text)).count == (text.hasPrefix("[1") ? 3 : 0))
    }

    @Test("the corpus's jCard files read as the whole-document reader read them", arguments: JCardTests.jcardFiles)
    func corpusMatchesTheOldReader(_ entry: CorpusEntry) throws {
        let bytes = try entry.bytes()
        guard let whole = JCardReference.cards(bytes) else { return }
        let streamed = try Self.results(String(decoding: bytes, as: UTF8.self)).compactMap { if case .card(let card, _) = $0 { return card } else { return nil } }
        #expect(streamed.map(JCardReference.summary) == whole.map(JCardReference.summary))
    }

    static let card = #"["vcard",[["fn",{},"text","Hotel"]]]"#

    /// A probe's: a comma before a closing bracket (which JSON has not:
    /// Python's json refuses the file) was read without a word, by import
    /// and by lint alike.
    @Test("a comma before a closing bracket is read as if it were not there, with a warning at its line naming its card")
    func trailingComma() throws {
        let text = "[\(Self.card),\n[\"vcard\",[[\"fn\",{},\"text\",\"Hotel K\",]]],\n[\"vcard\",[[\"fn\",{\"a\":\"b\",},\"text\",\"x\"],]],\n]"
        let results = try Self.results(text)
        #expect(JCardTests.cards(results).count == 3)
        #expect(Self.errors(results).isEmpty)
        var warnings: [Diagnostic] = []
        for result in results {
            switch result {
            case .diagnostic(let diagnostic): warnings.append(diagnostic)
            case .card(_, let diagnostics): warnings += diagnostics
            default: break
            }
        }
        #expect(warnings.map(\.code) == [.trailingComma, .trailingComma, .trailingComma, .trailingComma])
        #expect(warnings.map(\.line) == [2, 3, 3, 4])
        #expect(warnings.map(\.cardIndex) == [2, 3, 3, nil])
        // A card alone, a comma after its last property.
        let single = try Self.results("[\"vcard\",[[\"fn\",{},\"text\",\"x\"],]]")
        #expect(JCardTests.cards(single).count == 1)
        #expect(single.contains { if case .card(_, let diagnostics) = $0 { diagnostics.map(\.code) == [.trailingComma] } else { false } })
    }

    @Test("a value over the limit skips its card with an error naming the limit; the cards around it still come out")
    func valueOverTheLimit() throws {
        let long = String(repeating: "a", count: 101)
        let text = "[\(Self.card),[\"vcard\",[[\"note\",{},\"text\",\"\(long)\"],[\"fn\",{},\"text\",\"x\"]]],\(Self.card)]"
        let results = try Self.results(text, options: JCardOptions(fileName: "t.json", maximumValueBytes: 100))
        #expect(JCardTests.cards(results).count == 2)
        let error = try #require(Self.errors(results).first)
        #expect(error.message == "jCard: the card has a value longer than 100 bytes (the limit for one value); skipped")
        #expect(error.cardIndex == 2)
        #expect(error.code == .jsonRefused)
        #expect(Self.rejected(results).map(\.index) == [2])
    }

    @Test("a card over the limit is skipped with an error naming the limit, however its bytes are spread", arguments: [
        "[\"vcard\",[" + Array(repeating: "[\"note\",{},\"text\",\"abcdefghij\"]", count: 20).joined(separator: ",") + "]]",
        "[\"vcard\",[[\"categories\",{},\"text\"," + Array(repeating: "\"abcdefghij\"", count: 40).joined(separator: ",") + "]]]",
        "[\"vcard\",[[\"n\",{},\"text\",[" + Array(repeating: "[1,2,3,4,5,6,7,8]", count: 40).joined(separator: ",") + "]]]]",
    ])
    func cardOverTheLimit(_ big: String) throws {
        let results = try Self.results("[\(Self.card),\(big),\(Self.card)]", options: JCardOptions(fileName: "t.json", maximumCardBytes: 300))
        #expect(JCardTests.cards(results).count == 2)
        #expect(Self.errors(results).map(\.message) == ["jCard: the card has more than 300 bytes of JSON (the limit for one card); skipped"])
        #expect(Self.rejected(results).map(\.index) == [2])
    }

    @Test("broken JSON ends the reading with an error at its line, after the cards before it", arguments: [
        ("[\(card),\n\(card),\n[\"vcard\",[[\"fn\",{},\"text\",\"x\"]]", 3),
        ("[\(card),\n\(card),\n[\"vcard\",[[\"fn\" {},\"text\",\"x\"]]]]", 3),
        ("[\(card),\n\(card),\n[\"vcard\",[[\"fn\",{},\"text\",\"\u{1}\"]]]]", 3),
        ("[\(card),\n\(card)]\n\n,", 4),
        ("[\(card),\n\(card),\n[\"vcard\",[[\"fn\",{},\"text\",\"\\ud800\"]]]]", 3),
        ("[\(card),\n\(card),\n[\"vcard\",[[\"fn\",{},\"text\",01]]]]", 3),
    ])
    func brokenJSON(_ text: String, line: Int) throws {
        let results = try Self.results(text)
        #expect(JCardTests.cards(results).count == 2)
        let error = try #require(Self.errors(results).last)
        #expect(error.message.hasPrefix("jCard: not valid JSON ("))
        #expect(error.line == line)
    }

    @Test("diagnostics name the line their card or property starts on")
    func lines() throws {
        let text = "[\n\(Self.card),\n\n  5,\n[\"vcard\",[\n  [\"fn\",{},\"text\",\"x\"],\n  \"bad\"]]\n]"
        let results = try Self.results(text)
        #expect(Self.errors(results).map(\.line) == [4])
        let warnings = results.flatMap { if case .card(_, let found) = $0 { return found } else { return [] } }
        #expect(warnings.map(\.line) == [7])
    }

    @Test("JSON that breaks off inside a card, even before its properties, names that card", arguments: [
        #"[["vcard",[["fn",{},"text","A"]]],["vca"#, #"[["vcard",[["fn",{},"text","A"]]],["vcard",[["fn",{},"te"#,
        #"[["vcard",[["fn",{},"text","A"]]],["vcard","#,
    ])
    func brokenCardNamed(_ text: String) throws {
        let results = try Self.results(text)
        #expect(results.filter { if case .card = $0 { true } else { false } }.count == 1)
        #expect(Self.errors(results).map(\.cardIndex) == [2], "\(Self.errors(results).map(\.description))")
    }

    @Test("a read error is reported as one, not as JSON that ends too soon")
    func readError() throws {
        let folder = TemporaryDirectory("jcard-read-error")
        // Opening a folder works; reading it fails (EISDIR).
        let reader = try #require(JCardReader(path: folder.url.path))
        #expect(Self.errors(Array(reader)).map(\.message) == ["jCard: not valid JSON (the input could not be read (errno \(EISDIR))) at byte 0"])
    }

    @Test("invalid UTF-8 in a string is an error, also where a character straddles two windows")
    func invalidUTF8() throws {
        var bytes = Array("[\"vcard\",[[\"fn\",{},\"text\",\"ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"]]]".utf8)
        #expect(!Self.errors(JCard.read(bytes: bytes)).isEmpty)
        let valid = try Self.results("[\"vcard\",[[\"fn\",{},\"text\",\"é😀é😀é😀\"]]]", window: 3)
        #expect(JCardTests.cards(valid).first?.formattedName == "é😀é😀é😀")
    }

    @Test("arrays nested 100,000 deep are an error, not a crash or a stack of that depth")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let results = JCard.read(bytes: Array(text.utf8))
        #expect(Self.errors(results).first?.message.contains("nested more than \(JSONTokenizer.maximumDepth) deep") == true)
    }

    @Test("a 30 MB string is read through, kept only to the limit, and its card skipped")
    func hugeString() {
        var bytes = Array("[[\"vcard\",[[\"note\",{},\"text\",\"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 30_000_000)
        bytes += Array("\"]]],\(Self.card)]".utf8)
        let results = JCard.read(bytes: bytes)
        #expect(JCardTests.cards(results).count == 1)
        #expect(Self.errors(results).first?.message.contains("limit for one value") == true)
    }
}
