import Foundation

/// jCard (RFC 7095), the JSON form of vCard 4.0 some CardDAV and web clients
/// use: read into the same model as plain vCard, and written from it, with
/// Foundation's JSON support.
///
/// A property is `[name, {parameters}, type, value…]`; a structured value is
/// an array (a component may itself be an array of values); several values
/// after the type are a list (CATEGORIES). The `group` parameter carries the
/// property's group.
public enum JCard {
    /// Whether `bytes` look like JSON (an array, after white space and a BOM).
    public static func looksLikeJSON(_ bytes: some Collection<UInt8>) -> Bool {
        var slice = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } }
        return slice.first == UInt8(ascii: "[")
    }

    /// Reads one jCard or an array of them.
    public static func read(bytes: [UInt8], fileName: String = "<input>") -> [ReadResult] {
        func failure(_ message: String) -> [ReadResult] {
            [.diagnostic(Diagnostic(.error, .malformedLine, "jCard: \(message)", file: fileName, line: 1))]
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            return failure("not valid JSON (\(error.localizedDescription))")
        }
        guard let array = object as? [Any] else { return failure("expected a JSON array [\"vcard\", […]]") }
        let cards: [Any] = (array.first as? String) == "vcard" ? [array] : array
        var results: [ReadResult] = []
        for (index, item) in cards.enumerated() {
            guard let card = item as? [Any], card.count >= 2, (card[0] as? String)?.lowercased() == "vcard",
                  let properties = card[1] as? [Any] else {
                results.append(.diagnostic(Diagnostic(.error, .malformedLine, "jCard: item \(index + 1) is not [\"vcard\", [properties]]",
                                                      file: fileName, line: 1, cardIndex: index + 1)))
                continue
            }
            var list: [Property] = []
            var problems: [Diagnostic] = []
            for entry in properties {
                guard let parts = entry as? [Any], parts.count >= 4, let name = parts[0] as? String,
                      let parameters = parts[1] as? [String: Any], let type = parts[2] as? String else {
                    problems.append(Diagnostic(.warning, .malformedLine, "jCard: a property is not [name, {parameters}, type, value]; skipped",
                                               file: fileName, line: 1, cardIndex: index + 1))
                    continue
                }
                list.append(property(name: name, parameters: parameters, type: type, values: Array(parts[3...])))
            }
            if !list.contains(where: { $0.isNamed("VERSION") }) { list.insert(Property(name: "VERSION", value: "4.0"), at: 0) }
            results.append(.card(Card(properties: list), diagnostics: problems))
        }
        return results
    }

    private static func property(name: String, parameters: [String: Any], type: String, values: [Any]) -> Property {
        let upper = name.uppercased()
        var group: String? = nil
        var list: [Parameter] = []
        for key in parameters.keys.sorted() {
            let raw = parameters[key]!
            let texts = (raw as? [Any] ?? [raw]).map(scalarText)
            if key.lowercased() == "group" { group = texts.first; continue }
            list.append(Parameter(name: key.uppercased(), values: texts))
        }
        let lowerType = type.lowercased()
        if lowerType != "unknown", lowerType != XCardSchema.defaultType[upper] ?? "unknown", XCardSchema.components[upper] == nil, upper != "ORG" {
            list.append(Parameter(name: "VALUE", values: [lowerType]))
        }
        let escapes = lowerType == "text" && PropertyRegistry.shape(of: upper) != .verbatim
        func text(_ value: Any) -> String {
            let string = scalarText(value)
            return escapes ? ValueEscaping.escapeText(string, version: .v4_0) : string
        }
        let value: String
        if values.count == 1, let components = values[0] as? [Any] {
            // A structured value; a component may hold several values.
            value = components.map { component in
                ((component as? [Any]) ?? [component]).map { ValueEscaping.escapeText(scalarText($0), version: .v4_0) }.joined(separator: ",")
            }.joined(separator: ";")
        } else {
            value = values.map(text).joined(separator: ",")
        }
        return Property(group: group, name: upper, parameters: list, value: value)
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

    // MARK: - Writing

    /// The jCard of `cards`: one card as `["vcard", […]]`, several as an array of them.
    public static func document(_ cards: [Card]) -> [UInt8] {
        let objects = cards.map(jsonObject)
        let root: Any = objects.count == 1 ? objects[0] : objects
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.withoutEscapingSlashes, .sortedKeys])) ?? Data()
        return Array(data) + [0x0A]
    }

    private static func jsonObject(_ card: Card) -> [Any] {
        let properties = VersionConverter.convert(card.properties, from: card.version, to: .v4_0)
        var list: [Any] = [["version", [String: Any](), "text", "4.0"]]
        for property in properties where !property.isNamed("VERSION") {
            let name = PropertyRegistry.upperASCII(property.name)
            // A JSON object has one member per name: TYPE=FAX;TYPE=WORK joins into one array.
            var merged: [String: [String]] = [:]
            for parameter in property.parameters where !parameter.isNamed("VALUE") {
                merged[parameter.canonicalName.lowercased(), default: []] += parameter.values
            }
            var parameters: [String: Any] = [:]
            for (name, values) in merged { parameters[name] = values.count == 1 ? values[0] : values }
            if let group = property.group { parameters["group"] = group }
            let type = XCardSchema.type(of: name, value: property.parameter("VALUE")?.values.first)
            var entry: [Any] = [name.lowercased(), parameters]
            if XCardSchema.components[name] != nil || name == "ORG" {
                let parts = ValueEscaping.components(property.value, version: .v4_0)
                entry.append("text")
                entry.append(parts.map { $0.count == 1 ? $0[0] as Any : $0 as Any })
            } else if type == "text" && XCardSchema.textLists.contains(name) {
                entry.append("text")
                entry += ValueEscaping.list(property.value, version: .v4_0)
            } else if type == "text" && PropertyRegistry.shape(of: name) != .verbatim {
                entry += ["text", ValueEscaping.unescapeText(property.value, version: .v4_0)]
            } else {
                entry += [type, property.value]
            }
            list.append(entry)
        }
        return ["vcard", list]
    }
}
