import Foundation
#if canImport(VCard)
@testable import VCard
#endif

/// The jCard reader as it was before it streamed: the whole document through
/// Foundation's `JSONSerialization`, then each card. Kept as the oracle the
/// streaming ``JCardReader`` is compared with (by JCardStreamingTests and by
/// the jCard fuzzer, which builds this file too): on well-formed JSON both
/// give the same cards. Only the cards it gives are compared.
enum JCardReference {
    static func cards(_ bytes: [UInt8]) -> [Card]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
              let array = object as? [Any] else { return nil }
        let items: [Any] = (array.first as? String) == "vcard" ? [array] : array
        return items.compactMap { item -> Card? in
            guard let card = item as? [Any], card.count >= 2, (card[0] as? String)?.lowercased() == "vcard",
                  let properties = card[1] as? [Any] else { return nil }
            var list: [Property] = properties.compactMap { entry in
                guard let parts = entry as? [Any], parts.count >= 4, let name = parts[0] as? String,
                      let parameters = parts[1] as? [String: Any], let type = parts[2] as? String else { return nil }
                return property(name: name, parameters: parameters, type: type, values: Array(parts[3...]))
            }
            if !list.contains(where: { $0.isNamed("VERSION") }) { list.insert(Property(name: "VERSION", value: "4.0"), at: 0) }
            return Card(properties: list)
        }
    }

    private static func property(name: String, parameters: [String: Any], type: String, values: [Any]) -> Property {
        let upper = name.uppercased()
        let texts = parameters.mapValues { raw in (raw as? [Any] ?? [raw]).map(scalarText) }
        let verbatim = PropertyRegistry.shape(of: upper) == .verbatim
        // Stated here apart from the reader's table: TEL's and EMAIL's text
        // is escaped as any text's, but for its semicolons.
        let wholeText = upper == "TEL" || upper == "EMAIL"
        let escapes = type.lowercased() == "text" && (!verbatim || wholeText)
        // RFC 7095's extended dates and times are vCard's basic ones.
        func text(_ value: Any) -> String {
            let string = scalarText(value)
            guard escapes else { return DateTimeForm.basic(string, type: type.lowercased()) }
            let escaped = ValueEscaping.escapeText(string, version: .v4_0)
            return wholeText ? escaped.replacingOccurrences(of: "\\;", with: ";") : escaped
        }
        let value: String
        if values.count == 1, let components = values[0] as? [Any] {
            value = components.map { component in
                ((component as? [Any]) ?? [component]).map { verbatim ? scalarText($0) : ValueEscaping.escapeText(scalarText($0), version: .v4_0) }
                    .joined(separator: ",")
            }.joined(separator: ";")
        } else {
            value = values.map(text).joined(separator: ",")
        }
        return JCardPropertyBuilder.property(name: upper, parameters: texts, type: type, value: value)
    }

    private static func scalarText(_ value: Any) -> String {
        switch value {
        case let string as String: return string
        case let number as NSNumber:
            // JSON's true and false come as a boolean NSNumber subclass.
            if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "true" : "false" }
            return number.stringValue
        default: return ""
        }
    }

    /// A card as text, to compare two readings.
    static func summary(_ card: Card) -> String {
        card.properties.map { "\($0.group ?? "").\($0.name);\($0.parameters.map(\.rawValue));\($0.value)" }.joined(separator: "\n")
    }
}
