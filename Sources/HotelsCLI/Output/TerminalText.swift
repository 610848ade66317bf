/// Text from a card or a user, made safe to show on a terminal.
///
/// The rule: a control character is never written raw to a person's
/// terminal, where ESC, BEL, CR or a C1 code could retitle, clear or
/// overwrite it. C0 controls show in caret notation (`^[` for ESC, `^G`,
/// `^M`), DEL as `^?`, C1 controls (U+0080–U+009F) as `\u009b`, and so do
/// the characters that break a line or reorder it without showing
/// themselves (U+2028, U+2029; Unicode's bidirectional controls: the
/// marks U+061C, U+200E and U+200F, the embeddings and overrides
/// U+202A–U+202E, the isolates U+2066–U+2069), which could make a line say
/// what it does not. A tab is a C0 control like the others and shows as
/// `^I` (a tab from a card would otherwise push a message's words about);
/// only line feeds stay, where the caller keeps lines. Tables and TSV make
/// a tab in a value a space before this (``TextTable``, ``TSV``), and
/// separate their own columns with what they choose. Data outputs (exports,
/// `--json`, which escapes them its own way) keep every character as it is.
///
/// Every line a person reads goes through here: ``Console/print(_:)``,
/// ``Console/printError(_:)`` (so `report` and `warn`), the diagnostics
/// printer, plans, `--explain` lines, tables, TSV and `show`.
enum TerminalText {
    /// `text` with its control characters shown; `keepingLineBreaks` leaves
    /// line feeds (for messages of several lines).
    static func escaped(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return String(text)
        }
        // Into a String, not a UnicodeScalarView: the view's append(contentsOf:)
        // copies all it holds each time, quadratic in a value of many escapes.
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            out += shown(scalar)
        }
        return out
    }

    /// Whether `scalar` is shown escaped.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// How one control character is shown.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: return "^?"
        case 0x00...0x1F: return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
