/// The `bare-comma` warning, for `hotels lint`: a 3.0 text value (NOTE,
/// TITLE, …) with a comma not written `\,`. RFC 2426 asks for the escape,
/// and a reader that holds to it (vobject, so Radicale) takes the value for
/// a list and keeps its first item: "Booked 3 nights, check-in 15:00"
/// comes back "Booked 3 nights". hotels reads the comma as written and
/// never splits such a value; the warning says what another reader may do,
/// and a card a sync puts into a book is written with the commas escaped
/// (``escaped(_:)``).
public enum BareCommas {
    /// A warning for each text property of `card` (3.0 only) whose value
    /// holds a comma without its backslash.
    public static func check(_ card: Card, file: String, cardIndex: Int) -> [Diagnostic] {
        guard card.version == .v3_0 else { return [] }
        var found: [Diagnostic] = []
        for property in card.properties where isText(property) && hasBareComma(property.value) {
            found.append(Diagnostic(.warning, .bareComma,
                                    "\(property.name) has a comma not written \\, as vCard 3.0 asks: a reader that holds to it keeps only the part before it",
                                    file: file, line: property.origin?.line ?? card.line ?? 1, cardIndex: cardIndex))
        }
        return found
    }

    /// `card` with the commas of its text properties (those ``check(_:file:cardIndex:)``
    /// looks at) written `\,`, in 3.0 and 4.0, which both ask for it; `nil`
    /// where it has none (or is 2.1, which has no such escape). Every other
    /// property keeps the bytes it was read as.
    public static func escaped(_ card: Card) -> Card? {
        guard card.version != .v2_1 else { return nil }
        var properties = card.properties
        var changed = false
        for index in properties.indices where isText(properties[index]) && hasBareComma(properties[index].value) {
            var escaped = "", backslash = false
            for character in properties[index].value {
                if !backslash && character == "," { escaped.append("\\") }
                backslash = !backslash && character == "\\"
                escaped.append(character)
            }
            properties[index].value = escaped
            changed = true
        }
        guard changed else { return nil }
        var result = card
        result.properties = properties
        return result
    }

    /// Whether `property`'s value is text: a property of text values, or one
    /// hotels does not know, with no VALUE of another type (a URI, which has
    /// no escapes: `X-SOCIALPROFILE;VALUE=uri:https://x.example/a,b`).
    static func isText(_ property: Property) -> Bool {
        guard PropertyRegistry.shape(of: property.name) == .text else { return false }
        return property.parameter("VALUE")?.values.allSatisfy { $0.lowercased() == "text" } ?? true
    }

    /// Whether `value` (escapes kept) has a comma no backslash escapes.
    static func hasBareComma(_ value: String) -> Bool {
        var escaped = false
        for byte in value.utf8 {
            if escaped { escaped = false; continue }
            if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: ",") { return true }
        }
        return false
    }
}
