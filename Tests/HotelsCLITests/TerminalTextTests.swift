import Foundation
import Testing
@testable import HotelsCLI

/// What a person's terminal is shown of a card's text (``TerminalText``),
/// and how a table measures and cuts it (``TextTable``).
struct TerminalTextTests {
    /// A probe's: three of Unicode's twelve bidirectional controls went out raw.
    @Test("every bidirectional control shows escaped, the marks as the overrides", arguments: [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ] as [UInt32])
    func bidiControls(_ value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        #expect(scalar.properties.isBidiControl, "Unicode's Bidi_Control, the rule's source")
        let hex = String(value, radix: 16)
        #expect(TerminalText.escaped("A\(Character(scalar))B") == "A\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "B")
    }

    @Test("a value of many escapes is escaped whole, each in its place")
    func manyEscapes() {
        let value = String(repeating: "\u{9B}x\u{1B}", count: 50_000)
        let shown = TerminalText.escaped(value)
        #expect(shown.utf8.count == 50_000 * 9)
        #expect(shown.hasPrefix("\\u009bx^[\\u009bx^["))
    }

    /// A probe's: the 48-cell cut fell inside an escape, leaving `\u2…` or `^…`.
    @Test("a cell is cut before an escape or after it, never inside")
    func cutWhole() {
        let name = "Hotel " + String(repeating: "a", count: 39) + "\u{202E}evil"
        #expect(TextTable.cut(name, to: 48) == "Hotel " + String(repeating: "a", count: 39) + "…")
        let escape = "Hotel " + String(repeating: "a", count: 39) + "b\u{1B}[31m"
        #expect(TextTable.cut(escape, to: 48) == "Hotel " + String(repeating: "a", count: 39) + "b…")
        #expect(TextTable.cut("Inn\u{1B}", to: 48) == "Inn^[", "what fits is shown whole")
        var table = TextTable(header: ["NAME", "X"])
        table.rows = [[String(repeating: "a", count: 60) + "\u{1B}", "1"], ["b\u{1B}", "2"]]
        #expect(table.text.split(separator: "\n").map { $0.hasSuffix("1") || $0.hasSuffix("2") || $0.hasPrefix("NAME") } == [true, true, true])
        #expect(table.text.contains("b^["))
    }

    /// A probe's: "한국" as conjoining jamo (its NFD) took four cells more than composed.
    @Test("Hangul written as conjoining jamo is as wide as its syllables")
    func hangulJamo() {
        let composed = "Hotel 한국"
        let jamo = composed.decomposedStringWithCanonicalMapping
        #expect(jamo.unicodeScalars.count > composed.unicodeScalars.count)
        #expect(TextTable.width(of: jamo) == TextTable.width(of: composed))
        #expect(TextTable.width(of: composed) == 10)
    }
}
