/// The `control-character` warning: a value that holds a control character
/// (ESC, BEL, DEL, a C1 code…) is kept as data, but a terminal would obey
/// it rather than show it.
///
/// The reader looks at a vCard's bytes as written: only the cards the
/// framer's line scan marked (``FramedCard/mayHoldControl``) are looked at,
/// after parsing, property by property; every other card costs one test. A
/// control character that arrives encoded — quoted-printable `=1B`, a
/// CHARSET byte that decodes to one (ISO-8859-1's `9B`) — is found where the
/// parser decodes such a value anyway (``ValueDecoder/check(_:_:_:)``); a
/// value the reader cannot decode in its CHARSET keeps its bytes, an ISO 2022
/// shift's ESC among them, and is warned of as it is kept. A
/// jCard's `\u001b` or an xCard's `&#x9B;`, `lint` finds in the card read
/// (``check(decoded:file:cardIndex:)``).
public enum ControlCharacters {
    /// Adds a warning for each property of the card whose value holds a
    /// control character. `slots` locate each content line in the card's
    /// text (`textCount` bytes at `text`) or, past it, in `unfolded`.
    static func check(text: UnsafePointer<UInt8>, textCount: Int, unfolded: UnsafeBufferPointer<UInt8>,
                      slots: UnsafeBufferPointer<ReadProperties.Slot>, fileName: String, cardIndex: Int,
                      into diagnostics: inout [Diagnostic]) {
        var parameters: [ContentLine.RawParameter] = []
        for slot in slots {
            let start = Int(slot.contentStart), end = Int(slot.contentEnd)
            let inText = start < textCount
            guard let base = inText ? text : unfolded.baseAddress else { continue }
            let offset = inText ? 0 : textCount
            // Found decoded by the parser already (a CHARSET value's raw ESC too).
            if diagnostics.contains(where: { $0.code == .controlCharacter && $0.line == Int(slot.line) }) { continue }
            parameters.removeAll(keepingCapacity: true)
            guard let parts = ContentLine.scan(base, start - offset, end - offset, parameters: &parameters),
                  let control = first(base, parts.value, escapeShifts: shiftsWithEscape(base, parameters)) else { continue }
            let name = String(decoding: UnsafeBufferPointer(start: base + parts.name.lowerBound, count: parts.name.count), as: UTF8.self)
            diagnostics.append(warning(name, control, file: fileName, line: Int(slot.line), cardIndex: cardIndex))
        }
    }

    /// A warning for each property of a jCard's or an xCard's `card` whose
    /// value holds a control character (none for a card read from vCard
    /// text, whose reader looked already).
    public static func check(decoded card: Card, file: String, cardIndex: Int) -> [Diagnostic] {
        guard card.origin == nil else { return [] }
        var warnings: [Diagnostic] = []
        for property in card.properties {
            guard let control = property.value.unicodeScalars.first(where: isDecodedControl) else { continue }
            // An xCard's properties keep no line of its file (their origin's is 0).
            let line = property.origin.map(\.line).flatMap { $0 > 0 ? $0 : nil } ?? card.line ?? 1
            warnings.append(warning(property.name, control.value, file: file, line: line, cardIndex: cardIndex))
        }
        return warnings
    }

    /// Whether `scalar`, in a decoded value, is a control character: C0 but
    /// TAB, LF and CR; DEL; C1.
    static func isDecodedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// The warning for `control` in the value of property `name`.
    static func warning(_ name: String, _ control: UInt32, file: String, line: Int, cardIndex: Int) -> Diagnostic {
        let hex = String(control, radix: 16, uppercase: true)
        return Diagnostic(.warning, .controlCharacter,
                          "\(name) holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex); kept, and shown escaped",
                          file: file, line: line, cardIndex: cardIndex)
    }

    /// The length of the ISO 2022 designation at `index` (ESC, one or two
    /// intermediate bytes `20`–`2F`, a final byte `30`–`7E`: `ESC $ B`,
    /// `ESC ( J`, `ESC $ ) C`), or `nil` for another escape sequence (a
    /// terminal's CSI `ESC [`, OSC `ESC ]`), which stays a control character.
    static func designationLength(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> Int? {
        var next = index + 1, intermediates = 0
        while next < end, (0x20...0x2F).contains(base[next]), intermediates < 2 {
            next += 1
            intermediates += 1
        }
        guard intermediates > 0, next < end, (0x30...0x7E).contains(base[next]) else { return nil }
        return next - index + 1
    }

    /// Whether the line's CHARSET is one of ISO-2022's (ISO-2022-JP, as
    /// Japanese phones write 2.1 cards; -KR, -CN): their text shifts between
    /// character sets with ESC sequences, which are the text, not control
    /// characters.
    private static func shiftsWithEscape(_ base: UnsafePointer<UInt8>, _ parameters: [ContentLine.RawParameter]) -> Bool {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        }
        return parameters.contains { parameter in
            guard let name = parameter.name, text(name).uppercased() == "CHARSET" else { return false }
            return text(parameter.value).trimmingCharacters(in: ["\""]).uppercased().hasPrefix("ISO-2022")
        }
    }

    /// The first control character written raw in a value: C0 but TAB
    /// (line breaks are escaped or encoded, never raw, in a content line)
    /// and, in text that `escapeShifts`, ISO 2022's own (an ESC that starts
    /// a designation, ``designationLength(_:_:_:)``; SO and SI); DEL, or a
    /// C1 code (UTF-8 `C2 80`–`C2 9F`). `nil` for the usual value. Base64
    /// data holds none, so binary values need no exception.
    static func first(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, escapeShifts: Bool = false) -> UInt32? {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = base[index]
            if escapeShifts {
                if byte == 0x0E || byte == 0x0F {
                    index += 1
                    continue
                }
                if byte == 0x1B, let length = designationLength(base, index, range.upperBound) {
                    index += length
                    continue
                }
            }
            if byte < 0x20 && byte != 0x09 || byte == 0x7F { return UInt32(byte) }
            if byte == 0xC2, index + 1 < range.upperBound, (0x80...0x9F).contains(base[index + 1]) { return UInt32(base[index + 1]) }
            index += 1
        }
        return nil
    }
}
