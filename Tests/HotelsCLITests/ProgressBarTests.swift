import Foundation
import HotelsTestSupport
import Testing
@testable import HotelsCLI

/// The progress bar an import draws on a terminal.
struct ProgressBarTests {
    @Test("a bar by bytes where the size is known, a card count where it is not, nothing off a terminal")
    func drawing() {
        let errors = BufferSink()
        var bar = ProgressBar(console: Console(output: BufferSink(), errors: errors, errorsIsTerminal: true), totalBytes: 8 << 20)
        bar.update(bytes: 4 << 20, cards: 4_000, hotels: 1_234)
        bar.update(bytes: (4 << 20) + 10, cards: 4_001, hotels: 1_234)  // the same percentage: not drawn again
        bar.update(bytes: 8 << 20, cards: 8_000, hotels: 2_500)
        bar.finish()
        #expect(errors.text == "\rhotels: [############            ]  50%  4,000 cards, 1,234 hotels"
                + "\rhotels: [########################] 100%  8,000 cards, 2,500 hotels\r\u{1B}[K")

        let counted = BufferSink()
        var count = ProgressBar(console: Console(output: BufferSink(), errors: counted, errorsIsTerminal: true), totalBytes: nil)
        count.update(bytes: 0, cards: 9_999, hotels: 1)
        count.update(bytes: 0, cards: 12_000, hotels: 10)
        #expect(counted.text == "\rhotels: 12,000 cards, 10 hotels")

        let piped = BufferSink()
        var quiet = ProgressBar(console: Console(output: BufferSink(), errors: piped), totalBytes: 8 << 20)
        quiet.update(bytes: 8 << 20, cards: 1, hotels: 1)
        quiet.finish()
        #expect(piped.text.isEmpty)
    }

    @Test("an import of a large book on a terminal shows the bar and clears it")
    func importShowsIt() throws {
        let folder = TemporaryDirectory("hotels-progress")
        let book = folder.path("big.vcf")
        var text = ""
        for index in 0..<5_000 {
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel \(index)\r\nORG:Hotel \(index)\r\nCATEGORIES:Hotel\r\n"
                + "ADR;TYPE=WORK:;;\(index) Main St;Bath;;BA1;GB\r\nNOTE:\(String(repeating: "quiet room ", count: 80))\r\nEND:VCARD\r\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: book))
        let output = BufferSink(), errors = BufferSink()
        let console = Console(output: output, errors: errors, errorsIsTerminal: true,
                              environment: ["HOTELS_STORE": folder.path("s.sqlite")])
        #expect(HotelsCommand.run(["import", book, "--no-geocode"], console: console) == .success)
        #expect(output.text.hasPrefix("5000 created"))
        #expect(errors.text.contains("] 100%  5,000 cards, 5,000 hotels"))
        #expect(errors.text.hasSuffix("\r\u{1B}[K"))
    }
}
