@testable import VCard

/// A version-independent form of a property, for checking that conversions
/// keep what they should: decoded values, parameters by canonical name with
/// their values sorted, transfer-encoding parameters left out.
struct NormalizedProperty: Hashable, Comparable, CustomStringConvertible {
    var group: String
    var name: String
    var parameters: [String]
    var value: String

    init(_ property: Property, version: VCardVersion) {
        group = property.group?.uppercased() ?? ""
        let name = property.name.uppercased()
        self.name = name
        var parameters: [String] = []
        var property = property
        let isBinaryShape = PropertyRegistry.shape(of: property.name) == .binaryOrURI
        if isBinaryShape, let data = DataURI(property.value), data.isBase64 {
            // A 4.0 data: URI says what 3.0's ENCODING=b and TYPE say.
            property.parameters = [Parameter(name: "ENCODING", rawValue: "b")]
            if let media = data.mediaType, media != "application/octet-stream" {
                property.parameters.append(Parameter(name: "TYPE", rawValue: media))
            }
            property.value = String(data.payload)
        }
        if isBinaryShape && property.isInlineBinary {
            // The media type, however it is said (JPEG, image/jpeg, or the data itself).
            let type = property.parameters.first { $0.canonicalName == "TYPE" }?.values.first
            let media = MediaType.ofInline(property: name, typeValue: type ?? "", base64: property.value) ?? "application/octet-stream"
            property.parameters.removeAll { $0.canonicalName == "TYPE" || $0.canonicalName == "VALUE" }
            if media != "application/octet-stream" { parameters.append("MEDIA=\(media)") }
        }
        for parameter in property.parameters {
            let canonical = parameter.canonicalName
            let values = parameter.values.map { $0.uppercased() }
            switch canonical {
            case "CHARSET": continue
            case "ENCODING" where ["QUOTED-PRINTABLE", "8BIT", "7BIT"].contains(values.first ?? ""): continue
            case "ENCODING": parameters.append("ENCODING=B")
            // A URI is the default for these in 4.0, and the converter says so by leaving VALUE out.
            case "VALUE" where values == ["URI"] || values == ["URL"]: continue
            case "PREF": parameters.append("TYPE=PREF")
            // RFC 6350 writes LABEL with text escapes ("\n"); RFC 6868 with "^n".
            case "LABEL": parameters += parameter.values.map { "LABEL=" + ValueEscaping.unescapeText($0, version: .v4_0) }
            default: parameters += values.map { "\(canonical)=\($0)" }
            }
        }
        self.parameters = parameters.sorted()
        switch PropertyRegistry.shape(of: property.name) {
        case .text:
            value = ValueEscaping.unescapeText(property.value, version: version)
        case .textList:
            value = ValueEscaping.list(property.value, version: version).joined(separator: "\u{1}")
        case .structured:
            value = ValueEscaping.components(property.value, version: version)
                .map { $0.joined(separator: "\u{1}") }.joined(separator: "\u{2}")
        case .binaryOrURI:
            value = property.isInlineBinary ? property.value.filter { !$0.isWhitespace } : property.value
        case .verbatim:
            if name == "GEO", let geo = Geo(value: property.value) {
                value = "\(geo.latitude),\(geo.longitude)"
            } else if name == "TEL", property.value.lowercased().hasPrefix("tel:") {
                value = String(property.value.dropFirst(4))
            } else if PropertySpec.of(name).escapesWholeText {
                // TEL's and EMAIL's text, its escapes read, its commas and semicolons whole.
                value = ValueEscaping.unescapeText(property.value, version: version)
            } else {
                value = property.value
            }
        }
        // A date in ISO 8601's extended form (3.0's, jCard's) is the basic form's date (4.0's).
        property.value = value
        value = DateTimeForm.basic(of: property)
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

    var description: String { "\(group).\(name);\(parameters.joined(separator: ";")):\(value)" }
}

extension Card {
    func normalized(dropping names: Set<String> = ["VERSION"]) -> [NormalizedProperty] {
        properties.filter { !names.contains($0.name.uppercased()) }
            .map { NormalizedProperty($0, version: version) }.sorted()
    }

    /// The same properties, forgetting where they were read from, so that a
    /// writer has to serialize every one.
    var detached: Card {
        Card(properties: properties.map { Property(group: $0.group, name: $0.name, parameters: $0.parameters, value: $0.value) })
    }
}

/// What is in one list and not the other, for readable failure messages.
func difference(_ a: [NormalizedProperty], _ b: [NormalizedProperty]) -> String {
    let onlyA = a.filter { !b.contains($0) }.map { String($0.description.prefix(200)) }
    let onlyB = b.filter { !a.contains($0) }.map { String($0.description.prefix(200)) }
    return "only before: \(onlyA)\nonly after: \(onlyB)"
}
