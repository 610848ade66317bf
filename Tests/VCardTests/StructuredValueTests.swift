import HotelsTestSupport
import Testing
@testable import VCard

/// `StructuredValue` reads the components `ValueEscaping.components` gives,
/// in one pass: the two must agree on every value, escapes and all.
struct StructuredValueTests {
    /// Values built from the bytes that matter to the grammar: separators,
    /// escapes (valid, unknown and a lone one at the end), text and a
    /// multi-byte letter.
    static func values(count: Int, seed: UInt64) -> [String] {
        let pieces = [";", ",", "\\", "\\;", "\\,", "\\n", "\\N", "\\\\", "\\:", "a", "Zü", " ", "é", "\n"]
        var generator = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let length = Int(generator.next() % 12)
            return (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test("components agree with ValueEscaping.components joined, cut and padded, in every version",
          arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func components(version: VCardVersion) {
        for value in Self.values(count: 5_000, seed: 7) {
            // A value after the first drops the spaces written after its comma (the separator has one).
            let expected = ValueEscaping.components(value, version: version).map { values in
                values.enumerated().map { $0 == 0 ? $1 : String($1.drop { $0 == " " }) }.joined(separator: ", ")
            }
            for count in [1, 2, 7] {
                let padded = (0..<count).map { $0 < expected.count ? expected[$0] : "" }
                #expect(StructuredValue.components(value, version: version, count: count, joinedBy: ", ") == padded,
                        "value \(value.debugDescription), \(count) components")
            }
        }
    }

    @Test("hasValue agrees with asking ValueEscaping.components for a value that is not empty",
          arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func hasValue(version: VCardVersion) {
        for value in Self.values(count: 5_000, seed: 11) {
            let components = ValueEscaping.components(value, version: version)
            for count in [1, 2] {
                let expected = components.prefix(count).contains { $0.contains { !$0.isEmpty } }
                #expect(StructuredValue.hasValue(value, version: version, inFirst: count) == expected,
                        "value \(value.debugDescription), first \(count)")
            }
        }
    }

    @Test("an address and a name read as written")
    func examples() {
        #expect(StructuredValue.components(";;1 Main St\\, Suite 2;Springfield;IL;62701;USA", version: .v3_0, count: 7,
                                           joinedBy: ", ") == ["", "", "1 Main St, Suite 2", "Springfield", "IL", "62701", "USA"])
        #expect(StructuredValue.components("Grand Hotel AG;Front Desk", version: .v4_0, count: 1, joinedBy: ",") == ["Grand Hotel AG"])
        #expect(StructuredValue.components("a,b;c", version: .v2_1, count: 2, joinedBy: ", ") == ["a,b", "c"])
        // A comma left unescaped in a locality: its space is the separator's.
        #expect(StructuredValue.components(";;Nathan Road 1;Tsim Sha Tsui, Kowloon;;;Hong Kong", version: .v3_0, count: 4,
                                           joinedBy: ", ")[3] == "Tsim Sha Tsui, Kowloon")
        #expect(StructuredValue.components("Hotel X, Inc", version: .v3_0, count: 1, joinedBy: ",") == ["Hotel X, Inc"])
        #expect(!StructuredValue.hasValue(";;;;", version: .v3_0, inFirst: 2))
        #expect(!StructuredValue.hasValue(",;,", version: .v3_0, inFirst: 2))
        #expect(StructuredValue.hasValue(",;,", version: .v2_1, inFirst: 2))
        #expect(StructuredValue.hasValue(";Anna;;;", version: .v4_0, inFirst: 2))
        #expect(!StructuredValue.hasValue(";;Anna;;", version: .v4_0, inFirst: 2))
    }
}
