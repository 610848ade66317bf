import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Hostile input (issue 15): nothing read is lost without a word, and what is
/// too large to hold is rejected by a limit and handed out in pieces.
struct BoundedReadingTests {
    /// Every result, with the rejected pieces' bytes joined up.
    static func read(_ bytes: [UInt8], limits: ReaderLimits, windowBytes: Int = 1 << 10, threads: Int = 1)
        -> (cards: [Card], rejected: [RejectedCard], pieces: [RejectedCard], diagnostics: [Diagnostic]) {
        var options = ReaderOptions(fileName: "big.vcf", threads: threads, limits: limits)
        options.windowBytes = windowBytes
        let folder = TemporaryDirectory("bounded")
        let path = folder.path("big.vcf")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        var cards: [Card] = [], rejected: [RejectedCard] = [], pieces: [RejectedCard] = [], diagnostics: [Diagnostic] = []
        // From a file, so that the window is refilled and bounded as in use.
        guard let reader = try? VCardReader(path: path, options: options) else { return ([], [], [], []) }
        for result in reader {
            switch result {
            case .card(let card, let found): cards.append(card); diagnostics += found
            case .rejected(let card):
                if card.isContinuation { rejected[rejected.count - 1].bytes += card.bytes } else { rejected.append(card) }
                pieces.append(card)
                diagnostics += card.diagnostics
            case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
            case .known: Issue.record("no card is known here")
            }
        }
        return (cards, rejected, pieces, diagnostics)
    }

    static let small = ReaderLimits(lineBytes: 4 << 10, valueBytes: 6 << 10, cardBytes: 16 << 10)

    static func card(_ name: String, note: Int = 10) -> String {
        "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(name)\r\nNOTE:\(String(repeating: "n", count: note))\r\nEND:VCARD\r\n"
    }

    @Test("a card over the limit that ends on END:VCARDBEGIN:VCARD: the next card is still read, whatever the window")
    func oversizedThenSharedLine() {
        let big = Self.card("Big", note: 40 << 10)
        let text = String(big.dropLast()) + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Next\r\nEND:VCARD\r\n" + Self.card("Last")
        for window in [1 << 10, 4 << 10, 64 << 10] {
            let result = Self.read(Array(text.utf8), limits: Self.small, windowBytes: window)
            #expect(result.cards.map(\.formattedName) == ["Next", "Last"], "window \(window) \(result.diagnostics.map(\.description))")
            #expect(result.cards.map { $0.line } == [5, 9], "window \(window)")
            #expect(result.rejected.count == 1 && !result.diagnostics.contains { $0.code == .outsideCard }, "window \(window)")
            #expect(result.diagnostics.contains { $0.repair == .endThenBegin }, "window \(window)")
        }
    }

    @Test("every limit stays within 1 byte and 1 GiB, set at creation or later")
    func limitsClamped() {
        var limits = ReaderLimits(lineBytes: 0, valueBytes: 1 << 40, cardBytes: -5)
        #expect((limits.lineBytes, limits.valueBytes, limits.cardBytes) == (1, ReaderLimits.largest, 1))
        limits.cardBytes = 4 << 30
        limits.lineBytes = 0
        #expect((limits.lineBytes, limits.cardBytes) == (1, ReaderLimits.largest))
    }

    @Test("a card over the card limit is rejected with an error naming it, its bytes handed out in pieces as they were", arguments: [1, 2])
    func cardOverLimit(threads: Int) throws {
        // Many lines, each under the line limit, 40 KiB in all.
        let big = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Big\r\n" + String(repeating: "NOTE:\(String(repeating: "x", count: 1000))\r\n", count: 40) + "END:VCARD\r\n"
        let text = Self.card("Before") + big + Self.card("After")
        let result = Self.read(Array(text.utf8), limits: Self.small, threads: threads)
        #expect(result.cards.map(\.formattedName) == ["Before", "After"])
        #expect(result.rejected.count == 1)
        #expect(result.pieces.count > 1, "handed out in pieces, not held whole")
        #expect(result.pieces.allSatisfy { $0.bytes.count <= Self.small.cardBytes + 2 * CardFramer.strayPieceBytes })
        #expect(String(decoding: result.rejected[0].bytes, as: UTF8.self) == big)
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.code == .overLimit)
        #expect(error.description == "big.vcf:6: card 2: error: card is larger than the card limit (16 KiB); rejected as it was [over-limit]")
    }

    @Test("a line over the line limit, inside a card or outside any, is rejected and skipped to its end")
    func lineOverLimit() throws {
        let longLine = "NOTE:" + String(repeating: "y", count: 100_000)
        let inCard = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Long\r\n\(longLine)\r\nEND:VCARD\r\n"
        let nul = String(repeating: "\0", count: 50_000)
        let text = inCard + Self.card("Kept") + nul + "\r\n" + Self.card("Also kept")
        let result = Self.read(Array(text.utf8), limits: Self.small)
        #expect(result.cards.map(\.formattedName) == ["Kept", "Also kept"])
        #expect(result.rejected.map { String(decoding: $0.bytes, as: UTF8.self) } == [inCard, nul + "\r\n"])
        #expect(result.rejected.map(\.isOutsideCards) == [false, true])
        // The card's error names the line over the limit, read as the window filled.
        #expect(result.diagnostics.errors.first?.line == 4)
        #expect(result.diagnostics.errors.map(\.message) == [
            "card has a line longer than the line limit (4 KiB); rejected as it was",
            "line outside any card is longer than the line limit (4 KiB); skipped",
        ])
    }

    /// A probe's: `lint --max-line` named the card's first line.
    @Test("the line limit's error names the line over it, folded lines before it counted")
    func lineOverLimitNamed() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Long\r\nNOTE:folded\r\n  on\r\nX-LONG:" + String(repeating: "y", count: 5000)
            + "\r\nEND:VCARD\r\n" + Self.card("Kept")
        let result = Self.read(Array(text.utf8), limits: Self.small)
        #expect(result.cards.map(\.formattedName) == ["Kept"])
        #expect(result.diagnostics.errors.map(\.line) == [6])
    }

    @Test("a property over the value limit, unfolded, rejects its card as it was")
    func valueOverLimit() throws {
        var folded: [UInt8] = []
        LineFolder.append(Array("NOTE:\(String(repeating: "z", count: 8000))".utf8), to: &folded, lineEnding: [13, 10])
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Folded\r\n" + String(decoding: folded, as: UTF8.self) + "END:VCARD\r\n"
        let result = Self.read(Array((card + Self.card("Next")).utf8), limits: Self.small)
        #expect(result.cards.map(\.formattedName) == ["Next"])
        #expect(result.rejected.map { String(decoding: $0.bytes, as: UTF8.self) } == [card])
        #expect(result.diagnostics.errors.map(\.message) == ["property is longer than the value limit (6 KiB); the card is rejected as it was"])
    }

    @Test("the default limits take a card with a 10 MB photo")
    func generousDefaults() {
        let photo = "PHOTO;ENCODING=b;TYPE=JPEG:" + String(repeating: "QUJD", count: 2_500_000)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Photo\r\nN:P;;;;\r\n\(photo)\r\nEND:VCARD\r\n"
        let result = Self.read(Array(text.utf8), limits: ReaderLimits())
        #expect(result.cards.count == 1)
        #expect(result.diagnostics.errors.isEmpty)
    }

    @Test("a UTF-16 file whose last code unit is an unpaired surrogate reads every card, with a warning")
    func utf16UnpairedSurrogate() throws {
        let text = (0..<1000).map { Self.card("Inn \($0)") }.joined()
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes += [0x3D, 0xD8]   // U+D83D, a high surrogate with nothing after it
        let result = Self.read(bytes, limits: ReaderLimits())
        #expect(result.cards.count == 1000)
        #expect(result.diagnostics.map(\.code).contains(.invalidUTF16))
        #expect(result.diagnostics.first { $0.code == .invalidUTF16 }?.message
                == "1 invalid UTF-16 code unit (an unpaired surrogate or an odd byte) replaced with U+FFFD")
    }

    @Test("a misspelt BEGIN, a NUL before BEGIN and stray END lines: every skipped line is an error and comes out as rejected")
    func skippedLinesAreRejected() {
        let text = "BEGN:VCARD\r\nVERSION:3.0\r\nFN:Misspelt\r\nEND:VCARD\r\n" + Self.card("Good")
            + "\0BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Nul\r\nEND:VCARD\r\n" + "END:VCARD\r\nEND:VCARD\r\n"
        let result = Self.read(Array(text.utf8), limits: ReaderLimits())
        #expect(result.cards.map(\.formattedName) == ["Good"])
        #expect(result.diagnostics.errors.map(\.code) == [.outsideCard, .outsideCard])
        let rejected = result.rejected.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(rejected == "BEGN:VCARD\r\nVERSION:3.0\r\nFN:Misspelt\r\nEND:VCARD\r\n\0BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Nul\r\nEND:VCARD\r\nEND:VCARD\r\nEND:VCARD\r\n")
    }

    @Test("limits are named as people read sizes")
    func describe() {
        #expect(ReaderLimits.describe(16 << 20) == "16 MiB")
        #expect(ReaderLimits.describe(4 << 10) == "4 KiB")
        #expect(ReaderLimits.describe(1000) == "1000 bytes")
        #expect(ReaderLimits(cardBytes: 1 << 40).cardBytes == ReaderLimits.largest)
    }

    @Test("a card as written is refused by the limit a reader under them would refuse it by, in the reader's words")
    func refusalOfWrittenCard() {
        let note = String(repeating: "Quiet room. ", count: 400)
        let card = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Adlon\r\nNOTE:\(note)\r\nEND:VCARD\r\n".utf8)
        #expect(ReaderLimits().refusal(ofWritten: card) == nil)
        #expect(ReaderLimits(cardBytes: card.count).refusal(ofWritten: card) == nil)
        let overCard = ReaderLimits(cardBytes: card.count - 1).refusal(ofWritten: card)
        #expect(overCard?.kind == .card && overCard?.reason == "card is larger than the card limit (\(card.count - 1) bytes)")
        let overValue = ReaderLimits(valueBytes: 1024).refusal(ofWritten: card)
        #expect(overValue?.kind == .value && overValue?.reason == "property is longer than the value limit (1 KiB)")
        let overLine = ReaderLimits(lineBytes: 1024).refusal(ofWritten: card)
        #expect(overLine?.kind == .line, "the NOTE is one line of 4,805 bytes")
    }
}
