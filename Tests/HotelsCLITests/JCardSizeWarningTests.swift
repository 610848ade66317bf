import Testing
import VCard
@testable import HotelsCLI

/// A review's: a card of 29 MB of vCard (under the 32 MiB default) is 45 MB
/// of jCard, which a jCard reader refuses under the same default; convert
/// and export wrote it without a word.
struct JCardSizeWarningTests {
    func said(_ bytes: Int) -> String {
        let output = BufferSink(), errors = BufferSink()
        JCardSizeWarning.print(bytes, as: "card 3", file: "big.vcf", to: Console(output: output, errors: errors, environment: [:]))
        return errors.text
    }

    @Test("a jCard card over the default card limit is said to read back only with --max-card; one at the limit is not")
    func overLimit() {
        #expect(said(JCardOptions.defaultMaximumCardBytes).isEmpty)
        let over = said(JCardOptions.defaultMaximumCardBytes + 1)
        #expect(over.hasPrefix("big.vcf: card 3: warning: the card takes 33554433 bytes of JSON") && over.contains("(32 MiB)")
                && over.hasSuffix("only with --max-card [json-refused]\n"), "\(over)")
    }
}
