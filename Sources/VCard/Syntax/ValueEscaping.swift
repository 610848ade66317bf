/// Backslash escaping of text values, which differs by version and by the
/// shape of the property's value.
///
/// - 3.0 and 4.0 (RFC 6350 §3.4): `\\`, `\,`, `\;` and `\n` (or `\N`) in text;
///   an escape that means nothing (Google's `\:`) gives the escaped character.
/// - 2.1: the spec escapes only `\;` in structured values, but writers escape
///   as 3.0 does and ez-vcard, vobject and most clients decode `\\`, `\,`,
///   `\;` and `\n` there too, so this reader does; any other backslash is
///   text (a Windows path's `C:\Users` stays). A comma separates nothing in
///   a 2.1 structured value, and line breaks in written values go as
///   quoted-printable.
public enum ValueEscaping {
    /// Undoes the escapes of a single text value.
    ///
    /// Lenient on purpose: a lone trailing backslash is kept.
    public static func unescapeText(_ value: String, version: VCardVersion) -> String {
        guard contains(value, UInt8(ascii: "\\")) else { return value }
        // Escapes are ASCII, so the work can be done on UTF-8 bytes: a
        // multi-byte character never contains a backslash byte.
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count)
        var escaping = false
        for byte in value.utf8 {
            if escaping {
                appendUnescaped(byte, version: version, to: &out)
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                out.append(byte)
            }
        }
        if escaping { out.append(UInt8(ascii: "\\")) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends what a backslash followed by `next` stands for in `version`:
    /// the one rule every unescaping loop of the module follows.
    @inline(__always)
    static func appendUnescaped(_ next: UInt8, version: VCardVersion, to out: inout [UInt8]) {
        switch next {
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            out.append(0x0A)
        case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
            out.append(next)
        default:
            if version == .v2_1 { out.append(UInt8(ascii: "\\")) }
            out.append(next)
        }
    }

    /// Whether `value`'s UTF-8 holds `byte`: a scan of its storage, where
    /// `utf8.contains` would go through the generic iterator.
    @inline(__always)
    static func contains(_ value: String, _ byte: UInt8) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? value.utf8.contains(byte)
    }

    /// `text` with each line break (CRLF, CR or LF) written as `lineBreak`
    /// and each scalar `escapes` names as its replacement: RFC 6868's caret
    /// escapes.
    static func replacing(in text: String, lineBreak: String, _ escapes: [Unicode.Scalar: String]) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": out += lineBreak
            case "\n": if !previousWasCR { out += lineBreak }
            default:
                if let replacement = escapes[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
            }
            previousWasCR = scalar == "\r"
        }
        return out
    }

    /// Escapes a single text value for `version` (in 2.1 a backslash and a
    /// semicolon; line breaks are left to quoted-printable). Without
    /// `semicolons`, for a text taken whole (TEL, EMAIL:
    /// ``PropertySpec/escaped(_:version:)``), semicolons stay bare.
    public static func escapeText(_ value: String, version: VCardVersion, semicolons: Bool = true) -> String {
        if version == .v2_1 {
            guard contains(value, UInt8(ascii: "\\")) || semicolons && contains(value, UInt8(ascii: ";")) else { return value }
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\")
            return semicolons ? escaped.replacingOccurrences(of: ";", with: "\\;") : escaped
        }
        guard value.utf8.withContiguousStorageIfAvailable({ needsEscaping($0, semicolons: semicolons) })
                ?? needsEscaping(value.utf8, semicolons: semicolons) else { return value }
        // Everything escaped is ASCII, so the work is done on UTF-8 bytes,
        // written straight into the string's storage (at most two bytes per byte).
        return String(unsafeUninitializedCapacity: value.utf8.count * 2) {
            writeEscaped(value.utf8, to: $0.baseAddress!, semicolons: semicolons)
        }
    }

    /// Whether 3.0/4.0 escaping changes `bytes` (``escapeText(_:version:semicolons:)``).
    static func needsEscaping(_ bytes: some Sequence<UInt8>, semicolons: Bool = true) -> Bool {
        bytes.contains { $0 == 0x5C || $0 == 0x2C || semicolons && $0 == 0x3B || $0 == 0x0A || $0 == 0x0D }
    }

    /// Writes the 3.0/4.0 escaped form of UTF-8 `bytes` (`\\`, `\,`, `\;`
    /// — but without `semicolons` — and `\n` for a line break) to `out`,
    /// which has room for twice as many bytes; returns how many it wrote.
    /// The one escaping loop: strings and the xCard reader's buffers both use it.
    static func writeEscaped(_ bytes: some Sequence<UInt8>, to out: UnsafeMutablePointer<UInt8>, semicolons: Bool = true) -> Int {
        var count = 0
        var previousWasCR = false
        for byte in bytes {
            switch byte {
            case 0x3B:
                if semicolons {
                    out[count] = 0x5C
                    count += 1
                }
                out[count] = byte
                count += 1
            case 0x5C, 0x2C:
                out[count] = 0x5C
                out[count + 1] = byte
                count += 2
            case 0x0D:
                out[count] = 0x5C
                out[count + 1] = UInt8(ascii: "n")
                count += 2
            case 0x0A:
                if !previousWasCR {
                    out[count] = 0x5C
                    out[count + 1] = UInt8(ascii: "n")
                    count += 2
                }
            default:
                out[count] = byte
                count += 1
            }
            previousWasCR = byte == 0x0D
        }
        return count
    }

    /// Splits a value at unescaped `separator`s, keeping escapes in the parts.
    public static func split(_ value: String, at separator: Unicode.Scalar) -> [String] {
        // Separators and escapes are ASCII: split the UTF-8 bytes.
        guard separator.isASCII else { return [value] }
        let mark = UInt8(separator.value)
        var parts: [String] = []
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == mark {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = index + 1
                }
                index += 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
        }
        return parts
    }

    /// A structured value (N, ADR, ORG …) as components, each a list of
    /// decoded values: `;` separates components, `,` values within one (3.0, 4.0).
    public static func components(_ value: String, version: VCardVersion) -> [[String]] {
        split(value, at: ";").map { component in
            if version == .v2_1 { return [unescapeText(component, version: version)] }
            return split(component, at: ",").map { unescapeText($0, version: version) }
        }
    }

    /// Writes decoded components as a structured value for `version`.
    public static func joinComponents(_ components: [[String]], version: VCardVersion) -> String {
        components.map { values in
            values.map { escapeText($0, version: version) }.joined(separator: version == .v2_1 ? " " : ",")
        }.joined(separator: ";")
    }

    /// A list value (CATEGORIES, NICKNAME) as decoded values.
    public static func list(_ value: String, version: VCardVersion) -> [String] {
        split(value, at: ",").map { unescapeText($0, version: version) }
    }

    /// Writes a list value for `version`.
    public static func joinList(_ values: [String], version: VCardVersion) -> String {
        values.map { escapeText($0, version: version) }.joined(separator: ",")
    }
}
