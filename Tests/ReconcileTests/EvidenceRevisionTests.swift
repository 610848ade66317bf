import Foundation
import Reconcile
import Testing
import VCard

/// A sync remembers the cards it found were no places to stay under the
/// selection's fingerprint, which holds ``LodgingSelector/evidenceRevision``:
/// when the evidence rules change, the revision must, or cards the new
/// rules would take stay skipped. This pins the rules' source to the revision.
/// A change that cannot alter a verdict (a faster parse of the same table,
/// a helper moved to another module) records its digest under the same
/// revision; any other takes a new revision.
@Suite("The selection's revision")
struct EvidenceRevisionTests {
    /// The digest of `Sources/Reconcile/Selection/` for each revision, and
    /// from revision 66 also of what the rules read a card and its country
    /// by (``inputs``).
    static let digests = [3: "4e71cff8e05303b8", 4: "5301a138d0296910", 5: "e13122cbeeebaa22", 6: "fa743f6216755d06", 10: "d8071cad087a7c61", 11: "bd213a50c9db1398", 12: "6f0a726565e9e1f9", 13: "4aa5adb8dd595450", 14: "87600008e8884de9", 15: "2f71e16a003e56a5", 16: "f6a021b95ddc707f", 17: "b252397e4fb00f9b", 18: "8b09cc1df30adcae", 19: "ebe6927a766847f9", 20: "6cbce76d2ffe06cb", 21: "037d5f58a90070ae", 22: "16fcd49cc135bf0a", 23: "b7e1961e9bb34c93", 24: "cea2aeec33f67165", 25: "0808353b0d117fdd", 26: "d5684ce7836ca357", 27: "d7cc5d3e2b357b8e", 28: "c6cdf2c2a4c54db2", 29: "7f1ed0ff06fa8de0", 30: "23b9f2fd92be7a27", 31: "cc27a234af2371c2", 32: "1a856b677ec5e628", 33: "d806e64f8931336c", 34: "015cc3d03f3f1f8b", 35: "232621e68a708f72", 36: "e251d387daea44b8", 37: "87cb46c19f945f79", 38: "da140b2c7f9fc26f", 39: "b426226a65389fdf", 40: "01c329f150638d55", 41: "4f3e55942018d6d6", 42: "6412ca479da7457e", 43: "8942d7f4d00d62c0", 44: "183f6ff3c26e2592", 45: "cda31447c320b448", 46: "7fcfbcc1831da3f6", 47: "bfc751eae4190520", 48: "90d547a89e961789", 49: "5a5183441489097c", 50: "fdd81df27917fa0c", 51: "38e9b8765ce9057d", 52: "8f91999aa11000c6", 53: "352a17fb6574d55a", 54: "e54350bd27f47a9d", 55: "ab535bb8909ca0a5", 56: "f2357c06fa65af7d", 57: "bd8cbabbabe8ea87", 58: "bf36dd356ffaaa62", 59: "a7ee53035278fdd4", 60: "1a0a9bfc07dd4ecc", 61: "e63aea6830938436", 62: "72b565fc566d78a4", 63: "af5e7d4ca075d6d4", 64: "5c9054be5ffd304d", 65: "92c5f6172b9b93e0", 66: "f92e2078082b55c1", 67: "b2f39adad664311d", 68: "7752a3c6ae0b82fd", 69: "0ff0c72cc413cd43", 70: "d4482ae020b5cf1d", 71: "94cb43d7b52da459", 72: "69674e7651dc822f", 73: "067137ff915d1b1f", 74: "231f8cd9b346a794", 75: "b5922971e6c910e2", 76: "4d9f6e38b3dd4c4f", 77: "351abf46dd785f4d", 78: "28ad242e377e096f", 79: "08524e57b9f4516e", 80: "d1f3df0ea68e3230", 81: "67b13946a40a241c", 82: "c01cce4d2cc6650c", 83: "73d57d4cbc7d2463", 84: "bc21a23fe9960ad7", 85: "6f660bc7f5f4a73a", 86: "875c95b23dddb632", 87: "adc88b26b0cc6512", 88: "41b1deb00769fd91", 89: "295653f2ce1edd80"]

    /// Sources outside the rules' folder whose changes change verdicts: the
    /// card as the rules read it, the countries' names (a lodging word
    /// counts by the card's country), and the folding words are compared by
    /// (from revision 74), and which of a card's ADRs is the hotel's (from revision 88).
    static let inputs = ["Reconcile/Mapping/CardSummary.swift", "Reconcile/Mapping/PreferredAddress.swift", "AddressText/CountryTable.swift",
                         "TextFolding/TextFolding.swift"]

    @Test("a change to the selection rules comes with a new evidence revision")
    func revisionFollowsRules() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Reconcile/Selection").standardized
        guard let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) else {
            Issue.record("no sources at \(folder.path)")
            return
        }
        var hasher = StableHasher()
        for file in files.filter({ $0.hasSuffix(".swift") }).sorted() {
            hasher.combine(file)
            hasher.combine(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
        for input in Self.inputs {
            hasher.combine(input)
            hasher.combine(try String(contentsOf: folder.appendingPathComponent("../../" + input).standardized, encoding: .utf8))
        }
        #expect(Self.digests[LodgingSelector.evidenceRevision] == hasher.hex,
                "the selection rules changed: raise LodgingSelector.evidenceRevision and record digest \(hasher.hex) for it here")
    }
}
