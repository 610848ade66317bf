import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Inputs the fuzzer (fuzz/run.sh) found, kept so that what it found stays
/// fixed. Each must read without a crash and keep the lossless contract.
struct FuzzRegressionTests {
    static let inputs: [String] = {
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/VCardTests/Regressions")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test("fuzzer finds stay fixed", arguments: inputs)
    func staysFixed(_ name: String) throws {
        let url = TestPaths.packageRoot.appendingPathComponent("Tests/VCardTests/Regressions/\(name)")
        let bytes = Array(try Data(contentsOf: url))
        for result in VCardReader(bytes: bytes) {
            guard case .card(let card, _) = result else { continue }
            let original = Array(card.origin!.source.cardBytes)
            #expect(VCardWriter().write(card) == original)
            var edited = card
            edited.properties = card.properties
            // Property by property, a card read without END gets one.
            let written = VCardWriter().write(edited)
            let expected = card.origin!.endRange.isEmpty ? written.count >= original.count && Array(written.prefix(original.count)) == original
                && String(decoding: written.dropFirst(original.count), as: UTF8.self).hasSuffix("END:VCARD\r\n")
                : written == original
            #expect(expected, "\(String(decoding: written, as: UTF8.self))")
            for version in [VCardVersion.v3_0, .v4_0] {
                let converted = VCardWriter(options: WriterOptions(version: version)).write(card)
                for again in VCardReader(bytes: converted) {
                    if case .rejected(let rejected) = again {
                        Issue.record("converted to \(version.rawValue): \(rejected.diagnostics.map(\.description))\n\(String(decoding: converted, as: UTF8.self))")
                    }
                }
            }
        }
    }
}
