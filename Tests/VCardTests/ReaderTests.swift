import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

struct ReaderTests {
    @Test("a BOM, blank lines between cards and several cards per file")
    func bomAndBlankLines() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nEND:VCARD\r\n\r\n\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:B\r\nEND:VCARD\r\n".utf8)
        let result = read(bytes: bytes)
        #expect(result.cards.map(\.formattedName) == ["A", "B"])
        #expect(result.diagnostics.isEmpty)
        // The BOM and blank lines travel with the card after them, so that
        // converting a file to its own version gives back the file.
        let writer = VCardWriter(options: WriterOptions(includeLeadingTrivia: true))
        #expect(result.cards.flatMap { writer.write($0) } == bytes)
    }

    @Test("a card without END is closed at the next BEGIN, with a warning; written back as it was read")
    func missingEnd() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:A\nN:A;;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:B\nN:B;;;;\n\nBEGIN:VCARD\nVERSION:3.0\nFN:C\nN:C;;;;\nEND:VCARD\n"
        let result = read(text)
        #expect(result.cards.map(\.formattedName) == ["A", "B", "C"])
        #expect(result.rejected.isEmpty)
        let warning = try #require(result.diagnostics.first { $0.repair == .missingEnd })
        #expect(warning.description == "test.vcf:6: card 2: warning: card has no END:VCARD; closed before the next card or at the end of the input [missing-end]")
        // The blank line before the next BEGIN is that card's, as between any two cards.
        let b = result.cards[1]
        #expect(VCardWriter().write(b) == Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nN:B;;;;\r\n".utf8))
        #expect(result.cards[2].origin!.source.cardStart == 2)
        // An edited card gets the END it lacked.
        var edited = b
        edited.set("NOTE", value: "x")
        #expect(String(decoding: VCardWriter().write(edited), as: UTF8.self) == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nN:B;;;;\r\nNOTE:x\r\nEND:VCARD\r\n")
    }

    @Test("END:VCARD and the next BEGIN:VCARD on one line (files joined with cat) are two cards, with a warning; the bytes stay as read")
    func endThenBeginOnOneLine() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nN:A;;;;\r\nEND:VCARDbegin:vcard  \r\nVERSION:3.0\r\nFN:B\r\nN:B;;;;\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nN:C;;;;\r\nEND:VCARD\r\n"
        let result = read(text, crlf: false)
        #expect(result.cards.map(\.formattedName) == ["A", "B", "C"])
        #expect(result.rejected.isEmpty)
        #expect(result.cards.allSatisfy { $0.all("END").isEmpty && $0.all("BEGIN").isEmpty })
        let warning = try #require(result.diagnostics.first { $0.repair == .endThenBegin })
        #expect(warning.description == "test.vcf:5: card 2: warning: BEGIN:VCARD follows END:VCARD on one line; read as the start of the next card [end-then-begin]")
        // Each card's lines keep their numbers: card 3 begins on line 10.
        #expect(result.cards.map { $0.line } == [1, 5, 10])
        // Written back, the two cards give the bytes read.
        let writer = VCardWriter()
        #expect(result.cards.flatMap { writer.write($0) } == Array(text.utf8))
        // The shared line is one line of its ending: LF alone, 14 of them.
        let lf = read(text.replacingOccurrences(of: "\r\n", with: "\n"), crlf: false)
        #expect(lf.cards.count == 3)
        #expect(lf.diagnostics.contains { $0.message.hasPrefix("line endings are 14 LF,") }, "\(lf.diagnostics.map(\.message))")
        for (window, cards) in try cardsThroughEveryWindow(text) {
            #expect(cards.map(\.formattedName) == ["A", "B", "C"] && cards.map(\.line) == [1, 5, 10], "window \(window)")
        }
    }

    /// A probe's: a last line with no line break was counted as a CRLF.
    @Test("a last line with no line break is no line ending of either kind")
    func unterminatedLastLine() {
        let lf = read("BEGIN:VCARD\nVERSION:3.0\nN:A;B;;;\nFN:A B\nEND:VCARD", crlf: false)
        #expect(lf.diagnostics.map(\.message).contains { $0.hasPrefix("line endings are 4 LF, not CRLF") }, "\(lf.diagnostics.map(\.message))")
        let lastProperty = read("BEGIN:VCARD\nVERSION:3.0\nN:A;B;;;\nFN:A B", crlf: false)
        #expect(lastProperty.diagnostics.map(\.message).contains { $0.hasPrefix("line endings are 3 LF, not CRLF") }, "\(lastProperty.diagnostics.map(\.message))")
        let crlf = read("BEGIN:VCARD\r\nVERSION:3.0\r\nN:A;B;;;\r\nFN:A B\r\nEND:VCARD", crlf: false)
        #expect(!crlf.diagnostics.contains { $0.code == .lineEndings })
    }

    /// vCard 2.1 §2.4.2 writes an agent's card inside the card, on the
    /// lines after an AGENT with no value.
    @Test("2.1: a card inside AGENT is that property's value, not a card of its own; the bytes stay as read, and 3.0 gets it escaped")
    func agentWithEmbeddedCard() throws {
        let sacher = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:;Hotel Sacher;;;\r\nFN:Hotel Sacher\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\n"
            + "N:Friday;Fred;;;\r\nTEL;WORK;VOICE:+1-213-555-1234\r\nEND:VCARD\r\nADR;WORK:;;Philharmoniker Str. 4;Wien;;1010;Austria\r\nEND:VCARD\r\n"
        let text = sacher + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:;B;;;\r\nFN:B\r\nEND:VCARD\r\n"
        let result = read(text, crlf: false)
        #expect(result.cards.map(\.formattedName) == ["Hotel Sacher", "B"])
        #expect(result.diagnostics.isEmpty && result.rejected.isEmpty)
        let card = try #require(result.cards.first)
        #expect(card.all("ADR").count == 1 && card.all("N").count == 1 && card.all("TEL").isEmpty)
        #expect(card.all("AGENT").map(\.value) == ["BEGIN:VCARD\\nVERSION:2.1\\nN:Friday\\;Fred\\;\\;\\;\\nTEL\\;WORK\\;VOICE:+1-213-555-1234\\nEND:VCARD"])
        #expect(result.cards.map(\.line) == [1, 13])
        #expect(result.cards.flatMap { VCardWriter().write($0) } == Array(text.utf8))
        let v3 = String(decoding: VCardWriter(options: WriterOptions(version: .v3_0)).write(card), as: UTF8.self)
        #expect(v3.replacingOccurrences(of: "\r\n ", with: "").contains("\r\nAGENT:BEGIN:VCARD\\nVERSION:2.1\\nN:Friday\\;Fred\\;\\;\\;\\nTEL\\;WORK\\;VOICE:+1-213-555-1234\\nEND:VCARD\r\n"))
        // The 3.0 card reads again as one card with the same agent.
        let again = read(v3, crlf: false)
        #expect(again.cards.count == 1 && again.cards.first?.all("AGENT").map(\.value) == card.all("AGENT").map(\.value))
        for (window, cards) in try cardsThroughEveryWindow(text) {
            #expect(cards.map(\.formattedName) == ["Hotel Sacher", "B"] && cards.first?.all("AGENT").count == 1, "window \(window)")
        }
        // A BEGIN after any other property, or after an AGENT that is a link, still closes a card that lacks its END.
        for last in ["NOTE:", "AGENT;VALUE=uri:", "AGENT;VALUE=URL:"] {
            let unclosed = read("BEGIN:VCARD\nVERSION:2.1\nFN:A\n\(last)\nBEGIN:VCARD\nVERSION:2.1\nFN:B\nEND:VCARD\n")
            #expect(unclosed.cards.map(\.formattedName) == ["A", "B"] && unclosed.diagnostics.repairs == [.missingEnd], "\(last)")
        }
        // An agent's card without its END takes the outer END, and the outer card closes at the next BEGIN.
        let open = read("BEGIN:VCARD\nVERSION:2.1\nFN:A\nAGENT:\nBEGIN:VCARD\nFN:Fred\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nFN:B\nEND:VCARD\n")
        #expect(open.cards.map(\.formattedName) == ["A", "B"])
    }

    @Test("a card without END at the end of the input, its last line whole, is closed there; a lone BEGIN line is rejected")
    func missingEndAtEnd() throws {
        let closed = read("BEGIN:VCARD\nVERSION:4.0\nFN:A\n")
        #expect(closed.cards.map(\.formattedName) == ["A"])
        #expect(closed.diagnostics.repairs == [.missingEnd])
        #expect(VCardWriter().write(closed.cards[0]) == Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\n".utf8))

        let lone = read("BEGIN:VCARD\nBEGIN:VCARD\nVERSION:4.0\nFN:A\nEND:VCARD\n")
        #expect(lone.cards.map(\.formattedName) == ["A"])
        #expect(lone.rejected.map(\.index) == [1])
        #expect(lone.diagnostics.errors.map(\.code) == [.missingEnd])
        #expect(String(decoding: lone.rejected[0].bytes, as: UTF8.self) == "BEGIN:VCARD\r\n")
    }

    /// A book written back (a sync's) takes no card a file ends inside:
    /// the file may be cut short, and the card with it.
    @Test("with rejectsCardCutShort, a card the input ends inside is rejected; one closed by the next BEGIN is still repaired")
    func cardCutShort() throws {
        for (text, midLine) in [("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Adlon Kempin", true), ("BEGIN:VCARD\nVERSION:3.0\nFN:Hotel Adlon\nNOTE:abc\n\n", false)] {
            var options = ReaderOptions(fileName: "book.vcf")
            options.rejectsCardCutShort = true
            let cut = VCardReader.read(bytes: Array(("BEGIN:VCARD\nVERSION:3.0\nFN:Jane\n" + text).utf8), options: options)
            #expect(cut.cards.map(\.formattedName) == ["Jane"], "\(text)")
            #expect(cut.diagnostics.errors.map(\.code) == [.missingEnd])
            #expect(cut.diagnostics.errors.first?.message == (midLine ? "the input ends in the middle of a line of the card, with no END:VCARD: it is cut short"
                                                                     : "the input ends inside the card, with no END:VCARD: it may be cut short"))
            #expect(cut.diagnostics.errors.first?.line == 4)
            // By default (import, lint) one whose last line is whole is closed at the end, with a warning.
            let closed = VCardReader.read(bytes: Array(text.utf8), options: ReaderOptions(fileName: "book.vcf"))
            #expect(closed.cards.count == (midLine ? 0 : 1) && closed.diagnostics.repairs == (midLine ? [] : [.missingEnd]))
        }
        var options = ReaderOptions(fileName: "book.vcf")
        options.rejectsCardCutShort = true
        let next = VCardReader.read(bytes: Array("BEGIN:VCARD\nVERSION:3.0\nFN:A\nBEGIN:VCARD\nVERSION:3.0\nFN:B\nEND:VCARD\n".utf8), options: options)
        #expect(next.cards.map(\.formattedName) == ["A", "B"])
        #expect(next.diagnostics.repairs == [.missingEnd])
    }

    /// A probe's: a file cut in the middle of its last card's line was
    /// imported with the card's last value cut short.
    @Test("a card the input ends inside in the middle of a line is cut short: an error, never a repair")
    func cutInTheMiddleOfALine() throws {
        let cut = read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nADR:;;Via Roma", crlf: false)
        #expect(cut.cards.map(\.formattedName) == ["A"])
        #expect(cut.rejected.count == 1)
        let error = try #require(cut.diagnostics.errors.first)
        #expect(error.code == .missingEnd && error.line == 5 && error.cardIndex == 2, "\(error)")
        #expect(error.message == "the input ends in the middle of a line of the card, with no END:VCARD: it is cut short")
        // Its last line whole (a writer that left END out): closed at the end, as before.
        let whole = read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nADR:;;Via Roma;;;;\r\n", crlf: false)
        #expect(whole.cards.map(\.formattedName) == ["B"])
        #expect(whole.diagnostics.repairs == [.missingEnd])
    }

    /// A probe's: a misspelt BEGIN in a large book lost a hotel with only
    /// "10 lines outside any card" to say so.
    @Test("lines outside any card that end a card say that a card's BEGIN:VCARD is missing or misspelt, and quote its first line")
    func strayCard() {
        let result = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nBEGN:VCARD\nVERSION:3.0\nFN:Lost\nend:vcard\nBEGIN:VCARD\nVERSION:3.0\nFN:C\nEND:VCARD\n")
        #expect(result.cards.map(\.formattedName) == ["A", "C"])
        let error = result.diagnostics.errors.first
        #expect(error?.line == 5)
        #expect(error?.message == "4 lines outside any card, a card among them (its BEGIN:VCARD missing or misspelt: 'BEGN:VCARD'); skipped",
                "\(String(describing: error))")
        // It is a card the reader could not read: numbered as one, and counted as one.
        #expect(error?.cardIndex == 2)
        #expect(result.rejected.map(\.cardsHeld) == [1])
        #expect(result.rejected.first?.index == 2)
        // A second END:VCARD, or a preamble, is no card (a review's); a preamble before a misspelt BEGIN is not quoted for it.
        let twice = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nEND:VCARD\n")
        #expect(twice.diagnostics.errors.first?.message == "1 line outside any card (missing or misspelt BEGIN:VCARD?); skipped")
        #expect(twice.rejected.map(\.cardsHeld) == [0])
        // A review's: two cards in one run of lines outside cards are two, numbered in turn.
        let two = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nBEGN:VCARD\nVERSION:3.0\nFN:B\nEND:VCARD\n"
                       + "BEGN:VCARD\nVERSION:3.0\nFN:C\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:D\nEND:VCARD\n")
        #expect(two.rejected.map(\.cardsHeld) == [2])
        #expect(two.rejected.first?.index == 2)
        #expect(two.diagnostics.errors.first?.message == "8 lines outside any card, 2 cards among them (the first one's BEGIN:VCARD missing or misspelt: 'BEGN:VCARD'); skipped",
                "\(String(describing: two.diagnostics.errors.first))")
        #expect(twice.diagnostics.errors.first?.cardIndex == nil)
        let preamble = read("Exported by Foo 1.0\nBEGN:VCARD\nVERSION:3.0\nFN:Lost\nEND:VCARD\n")
        #expect(preamble.diagnostics.errors.first?.message.contains("misspelt: 'BEGN:VCARD'") == true,
                "\(String(describing: preamble.diagnostics.errors.first))")
        // A fuzz probe's: with no BEGIN line at all, the card's first line was quoted, contact data and all.
        let noBegin = read("BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nNOTE:Guest Jane Roe\\, passport X1234567\nFN:Jane Roe\nEND:VCARD\n")
        #expect(noBegin.diagnostics.errors.first?.message == "3 lines outside any card, a card among them (its BEGIN:VCARD missing); skipped",
                "\(String(describing: noBegin.diagnostics.errors.first))")
        #expect(noBegin.rejected.map(\.cardsHeld) == [1])
    }

    @Test("lines outside any card are one error and come out as rejected, as they were; the cards after them still come out")
    func strayLines() {
        let result = read("VERSION:3.0\nFN:Lost\nBEGIN:VCARDinvalid\nBEGIN:VCARD\nVERSION:4.0\nFN:Found\nEND:VCARD\nEND:VCARD\n")
        #expect(result.cards.map(\.formattedName) == ["Found"])
        #expect(result.diagnostics.errors.map(\.code) == [.outsideCard, .outsideCard])
        #expect(result.diagnostics.errors.first?.line == 1)
        #expect(result.diagnostics.errors.first?.message.hasPrefix("3 lines outside any card") == true)
        #expect(result.rejected.map(\.isOutsideCards) == [true, true])
        #expect(result.rejected.map { String(decoding: $0.bytes, as: UTF8.self) }
                == ["VERSION:3.0\r\nFN:Lost\r\nBEGIN:VCARDinvalid\r\n", "END:VCARD\r\n"])
    }

    @Test("a collection's wrapper (vdirsyncer's single file) is the file's frame, not lines outside any card; other lines still are")
    func collectionWrapper() {
        let result = read("BEGIN:VADDRESSBOOK\nBEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\n end:vaddressbook \nBEGIN:VADDRESSBOOKS\n")
        #expect(result.cards.map(\.formattedName) == ["A"])
        #expect(result.diagnostics.errors.map(\.code) == [.outsideCard])
        #expect(result.diagnostics.errors.first?.line == 7)
        let reader = VCardReader(bytes: Array("BEGIN:VADDRESSBOOK\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nEND:VADDRESSBOOK\r\n\r\n".utf8))
        var results: [ReadResult] = []
        while let result = reader.next() { results.append(result) }
        #expect(results.count == 1)
        #expect(reader.trailingTrivia == Array("END:VADDRESSBOOK\r\n\r\n".utf8))
    }

    @Test("strict mode turns warnings into errors")
    func strict() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nN:A;;;;\nEND:VCARD\n"
        #expect(read(text).cards.count == 1)
        let strict = read(text, strict: true)
        #expect(strict.cards.isEmpty)
        #expect(strict.diagnostics.errors.map(\.code) == [.missingFormattedName])
    }

    @Test("LF, CR and mixed line endings read alike, with one warning for the file")
    func lineEndings() {
        let lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:A", "NOTE:x", " y", "END:VCARD"]
        let mixed = zip(lines, ["\r\n", "\n", "\r", "\r\n", "\n", "\r"]).map { $0 + $1 }.joined()
        for text in [lines.map { $0 + "\n" }.joined(), lines.map { $0 + "\r" }.joined(), mixed] {
            let result = read(text, crlf: false)
            #expect(result.cards.first?.note == "xy")
            #expect(result.diagnostics.codes == [.lineEndings])
            #expect(VCardWriter().write(result.cards[0]) == Array(result.cards[0].origin!.source.cardBytes))
        }
    }

    @Test("a UTF-16 file is converted and read")
    func utf16() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ryokan Kyō\r\nEND:VCARD\r\n"
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian)!)
        let result = read(bytes: Array(data))
        #expect(result.cards.first?.formattedName == "Ryokan Kyō")
        #expect(result.diagnostics.codes == [.utf16Input])
    }

    @Test("a file read in chunks: cards across chunk boundaries keep their bytes")
    func chunkBoundaries() throws {
        // Larger than the reader's 1 MiB window, with cards of many sizes.
        var text = ""
        var index = 0
        while text.utf8.count < 3 * ByteSource.chunkSize {
            let note = String(repeating: "Zimmer \(index) ", count: index % 300)
            text += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Card \(index)\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
            index += 1
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hotels-chunks-\(UUID()).vcf")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var rebuilt: [UInt8] = []
        var count = 0
        for result in try VCardReader(path: url.path) {
            guard case .card(let card, let diagnostics) = result else {
                Issue.record("unexpected \(result)")
                continue
            }
            #expect(diagnostics.isEmpty)
            #expect(card.formattedName == "Card \(count)")
            rebuilt += VCardWriter().write(card)
            count += 1
        }
        #expect(count == index)
        #expect(rebuilt == Array(text.utf8))
    }

    @Test("parsing on several threads gives the same results, in the same order, as on one")
    func threadsAgree() throws {
        var text = ""
        for index in 0..<700 {
            // Every seventh card has a lone BEGIN line before it (rejected),
            // every fifth a warning, every eleventh no END.
            let lone = index % 7 == 3 ? "BEGIN:VCARD\r\n" : ""
            let end = index % 11 == 3 ? "" : "END:VCARD\r\n"
            let n = index % 5 == 0 ? "" : "N:Inn;;;;\r\n"
            text += "\(lone)BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inn \(index)\r\n\(n)NOTE:\(String(repeating: "x", count: index % 97))\r\n\(end)"
        }
        func run(_ threads: Int) -> [String] {
            VCardReader(bytes: Array(text.utf8), options: ReaderOptions(fileName: "t", threads: threads)).map { result in
                switch result {
                case .card(let card, let diagnostics): return "card \(card.formattedName ?? "") \(diagnostics.map(\.description))"
                case .rejected(let card): return "rejected \(card.index) \(card.diagnostics.map(\.description))"
                case .diagnostic(let diagnostic): return diagnostic.description
                case .known(let card): return "known \(card.index)"
                }
            }
        }
        let one = run(1)
        #expect(one.count == 800)
        #expect(one.filter { $0.hasPrefix("rejected") }.count == 100)
        #expect(run(4) == one)
        #expect(run(2) == one)
    }

    @Test("a missing file is an error that names it")
    func missingFile() {
        #expect(throws: VCardReaderError.self) { try VCardReader(path: "/nonexistent/book.vcf") }
    }
}
