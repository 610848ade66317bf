import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// The two-thread reader (a framing thread that parses when it is ahead)
/// gives exactly what the one-thread reader gives, on a file large enough to
/// be read in several windows, with every kind of line the framer and the
/// parser treat apart.
struct PipelineTests {
    /// About 500 KB of cards (read in windows of 16 KB, one card larger than that): folded notes, groups, a 2.1 quoted-printable
    /// card, blank lines between cards, a stray line, a card without END and
    /// one with a warning.
    static let book: [UInt8] = {
        var text = ""
        for index in 0..<2000 {
            switch index % 10 {
            case 3:
                text += "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9 \(index);=\r\n;;;\r\nFN:Caf\u{E9} \(index)\r\nEND:VCARD\r\n"
            case 5:
                text += "\r\n\r\nitem1.BEGIN:VCARD\nitem1.VERSION:3.0\nitem1.FN:Grouped \(index)\nitem1.N:G;;;;\nitem1.END:VCARD\n"
            case 7:
                text += "stray line \(index)\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:No end \(index)\r\n"
            case 8:
                text += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel \(index)\r\nADR:;;1 Rue de la Paix\\, Paris;;;;\r\nEND:VCARD\r\n"
            default:
                let note = String(repeating: "a folded note \(index) ", count: index == 1001 ? 3000 : 1 + index % 23)
                var folded: [UInt8] = []
                LineFolder.append(Array("NOTE:\(note)".utf8), to: &folded, lineEnding: [13, 10])
                text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(index)\r\nN:Person;\(index);;;\r\n"
                    + String(decoding: folded, as: UTF8.self) + "END:VCARD\r\n"
            }
        }
        return Array((text + "\r\n").utf8)
    }()

    /// Each result as text, and every card written back with its leading trivia.
    /// With `known`, those cards are named before reading; with `knownLate`,
    /// after the reading thread has framed ahead for a while.
    static func read(_ path: String, threads: Int, parseAhead: ReaderOptions.ParseAhead, known: Set<UInt64> = [],
                     knownLate: Set<UInt64>? = nil) throws -> (results: [String], bytes: [UInt8]) {
        var options = ReaderOptions(fileName: "book.vcf", threads: threads)
        options.parseAhead = parseAhead
        options.windowBytes = 16 << 10
        options.knownCards = known
        let reader = try VCardReader(path: path, options: options)
        if let knownLate {
            reader.startReadingAhead(batches: 3, bytes: 1 << 20)
            Thread.sleep(forTimeInterval: 0.05)
            reader.knowCards(knownLate)
        }
        let writer = VCardWriter(options: WriterOptions(includeLeadingTrivia: true))
        var results: [String] = []
        var bytes: [UInt8] = []
        for result in reader {
            switch result {
            case .card(let card, let diagnostics):
                results.append("card \(card.formattedName ?? "") \(card.properties.map(\.value)) \(diagnostics.map(\.description))")
                writer.write(card, to: &bytes)
            case .rejected(let card):
                results.append("rejected \(card.index) \(card.diagnostics.map(\.description))")
                bytes += card.bytes
            case .diagnostic(let diagnostic):
                results.append(diagnostic.description)
            case .known(let card):
                results.append("known \(card.index)")
            }
        }
        return (results, bytes + reader.trailingTrivia)
    }

    @Test("cards named after reading started ahead come out as if named first, never parsed", arguments: [1, 2])
    func knownAfterReadingAhead(threads: Int) throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        try Data(Self.book).write(to: URL(fileURLWithPath: path))
        var hashes: Set<UInt64> = []
        for result in try VCardReader(path: path) {
            if case .card(let card, _) = result, let source = card.origin?.source, card.formattedName?.hasSuffix("0") == true {
                hashes.insert(source.withCardBytes { ContentHash.value(of: $0) })
            }
        }
        let plain = try Self.read(path, threads: threads, parseAhead: .never)
        let named = try Self.read(path, threads: threads, parseAhead: .never, known: hashes)
        #expect(named.results.filter { $0.hasPrefix("known ") }.count == hashes.count - 1)  // not the first card
        for policy in [ReaderOptions.ParseAhead.always, .never, .whenAhead] {
            let late = try Self.read(path, threads: threads, parseAhead: policy, knownLate: hashes)
            #expect(late.results == named.results, "parse ahead: \(policy)")
        }
        // Never named: every card is read.
        #expect(try Self.read(path, threads: threads, parseAhead: .always, knownLate: []).results == plain.results)
    }

    @Test("two threads, parsing ahead always, never or when ahead, read like one")
    func twoThreadsAgree() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        try Data(Self.book).write(to: URL(fileURLWithPath: path))
        #expect(Self.book.count > 20 * (16 << 10))

        let one = try Self.read(path, threads: 1, parseAhead: .never)
        // The cards without END are closed at the next BEGIN; the stray
        // lines come out as rejected, and everything written back in order
        // is the book.
        #expect(one.results.filter { $0.hasPrefix("card ") }.count == 2000)
        #expect(one.results.filter { $0.hasPrefix("rejected ") }.count == 200)
        #expect(one.bytes == Self.book)
        #expect(one.results.contains { $0.contains("Caf\u{E9} 3 ") })
        for policy in [ReaderOptions.ParseAhead.always, .never, .whenAhead] {
            let two = try Self.read(path, threads: 2, parseAhead: policy)
            #expect(two.results == one.results, "parse ahead: \(policy)")
            #expect(two.bytes == one.bytes, "parse ahead: \(policy)")
        }
    }

    @Test("a reader dropped before its end stops its framing thread")
    func droppedEarly() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        try Data(Self.book).write(to: URL(fileURLWithPath: path))
        for _ in 0..<20 {
            let reader = try VCardReader(path: path, options: ReaderOptions(fileName: "book.vcf", threads: 2))
            #expect(reader.next() != nil)
        }
    }
}
