/// A structured value (ADR, N, ORG) read in one pass over its bytes.
///
/// ``ValueEscaping/components(_:version:)`` gives every component as an
/// array of decoded values: an array per component and a string per value,
/// most of them empty or thrown away by a caller that wants the street or
/// the organization's name. An import reads an ADR, an ORG and an N of every
/// hotel's card and the N and ORG of every person's, so these read only the
/// components asked for, each straight into one string.
public enum StructuredValue {
    /// The first `count` components of `value`, each with its values decoded
    /// and joined by `separator` (missing components are empty): the same as
    /// `ValueEscaping.components(value, version: version)` with each
    /// component's values joined, cut or padded to `count`. A separator
    /// that ends in a space stands for the spaces written after a comma
    /// too: "Tsim Sha Tsui, Kowloon" (a comma left unescaped) reads as
    /// written, not with two spaces.
    public static func components(_ value: String, version: VCardVersion, count: Int,
                                  joinedBy separator: String) -> [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        guard count > 0 else { return result }
        var value = value
        var separator = separator
        value.withUTF8 { bytes in
            separator.withUTF8 { separator in
                var part: [UInt8] = []
                part.reserveCapacity(bytes.count)
                let spaced = separator.last == UInt8(ascii: " ")
                // Where a value's leading spaces are dropped: right after a spaced separator.
                var afterSeparator = -1
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\") {
                        guard index + 1 < bytes.count else {
                            // A lone backslash at the end stands for itself.
                            part.append(byte)
                            break
                        }
                        ValueEscaping.appendUnescaped(bytes[index + 1], version: version, to: &part)
                        if afterSeparator == part.count - 1, part.last == UInt8(ascii: " ") { part.removeLast() }
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: ";") {
                        result.append(String(decoding: part, as: UTF8.self))
                        if result.count == count { return }
                        part.removeAll(keepingCapacity: true)
                        afterSeparator = -1
                    } else if byte == UInt8(ascii: ","), version != .v2_1 {
                        part.append(contentsOf: separator)
                        if spaced { afterSeparator = part.count }
                    } else if byte != UInt8(ascii: " ") || afterSeparator != part.count {
                        part.append(byte)
                    }
                    index += 1
                }
                result.append(String(decoding: part, as: UTF8.self))
            }
        }
        while result.count < count { result.append("") }
        return result
    }

    /// Whether any of the first `count` components of `value` holds a value
    /// that is not empty: the same as asking ``ValueEscaping/components(_:version:)``
    /// without making a string.
    public static func hasValue(_ value: String, version: VCardVersion, inFirst count: Int) -> Bool {
        var component = 0
        var escaped = false
        for byte in value.utf8 {
            if escaped { return true }
            switch byte {
            case UInt8(ascii: "\\"):
                // An escape always stands for a character (2.1's `\;` too).
                escaped = true
            case UInt8(ascii: ";"):
                component += 1
                if component == count { return false }
            case UInt8(ascii: ",") where version != .v2_1:
                continue
            default:
                return true
            }
        }
        // A lone backslash at the end is kept as text.
        return escaped
    }
}
