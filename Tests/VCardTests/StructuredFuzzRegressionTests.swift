import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Inputs the xCard and jCard fuzzers (fuzz/run.sh xcard|jcard) found, kept
/// so that what they found stays fixed: each checked as its fuzzer checks it.
struct StructuredFuzzRegressionTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/VCardTests/Regressions")

    static func inputs(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(prefix) }.sorted()
    }

    static func summaries(_ results: [ReadResult]) -> [String] {
        results.map { result in
            switch result {
            case .card(let card, let diagnostics): return "card \(JCardReference.summary(card)) \(diagnostics)"
            case .rejected(let card): return "rejected \(card.index) \(card.diagnostics)"
            case .diagnostic(let diagnostic): return "\(diagnostic)"
            case .known(let card): return "known \(card.index)"
            }
        }
    }

    @Test("xCard fuzzer finds: spans on two threads read as one parser, written cards read back as many", arguments: inputs("xcard-"))
    func xcard(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let inOrder = Array(XCardReader(bytes: bytes, fileName: "f.xml"))
        let reader = try #require(XCardReader(path: path, fileName: "f.xml", threads: 2, spanBytes: 64))
        #expect(Self.summaries(Array(reader)) == Self.summaries(inOrder))
        let cards = XCardTests.cards(inOrder)
        #expect(XCardTests.cards(Array(XCardReader(bytes: XCardWriter.document(cards), fileName: "again.xml"))).count == cards.count)
    }

    @Test("jCard fuzzer finds: a small window reads as the whole input, the cards are JSONSerialization's, written cards read back as many",
          arguments: inputs("jcard-"))
    func jcard(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = Array(JCardReader(bytes: bytes))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        let windowed = Array(JCardReader(source: ByteSource(descriptor: descriptor, closeWhenDone: true, windowBytes: 16), options: JCardOptions()))
        #expect(Self.summaries(windowed) == Self.summaries(whole))
        let errors = JCardStreamingTests.errors(whole)
        if let reference = JCardReference.cards(bytes) {
            #expect(errors.isEmpty, "\(errors)")
            #expect(JCardTests.cards(whole).map(JCardReference.summary) == reference.map(JCardReference.summary))
        } else {
            #expect(!errors.isEmpty)
        }
        let cards = JCardTests.cards(whole)
        #expect(JCardTests.cards(JCard.read(bytes: JCard.document(cards))).count == cards.count)
    }
}
