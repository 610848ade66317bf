import Foundation

/// jCard (RFC 7095), the JSON form of vCard 4.0 some CardDAV and web clients
/// use: read into the same model as plain vCard (by ``JCardReader``), and
/// written from it with Foundation's JSON support.
///
/// A property is `[name, {parameters}, type, value…]`; a structured value is
/// an array (a component may itself be an array of values); several values
/// after the type are a list (CATEGORIES). The `group` parameter carries the
/// property's group.
public enum JCard {
    /// Whether `bytes` look like JSON: `[` first after white space and a
    /// BOM, in UTF-8 or in UTF-16 (``UTF16Text``).
    public static func looksLikeJSON(_ bytes: some Collection<UInt8>) -> Bool {
        UTF16Text.firstCharacter(of: bytes) == UInt8(ascii: "[")
    }

    /// Reads one jCard or an array of them, all at once (``JCardReader`` streams).
    public static func read(bytes: [UInt8], fileName: String = "<input>") -> [ReadResult] {
        Array(JCardReader(bytes: bytes, options: JCardOptions(fileName: fileName)))
    }

    // MARK: - Writing

    /// The jCard of `cards`: one card as `["vcard", […]]`, several as an array of them.
    public static func document(_ cards: [Card]) -> [UInt8] {
        var document = Document()
        var bytes: [UInt8] = []
        for card in cards { bytes += document.append(card) }
        return bytes + document.finish()
    }

    /// A jCard document written a card at a time, each piece handed out as
    /// it is written: an export of any size in flat memory. The pieces
    /// together are ``JCard/document(_:)``'s bytes (the first card waits
    /// for the second: one card alone is no array).
    public struct Document {
        private var first: [UInt8]?
        private var count = 0

        public init() {}

        /// One card's `["vcard", […]]`, after what comes before it.
        public mutating func append(_ card: Card) -> [UInt8] {
            let object = (try? JSONSerialization.data(withJSONObject: JCard.jsonObject(card), options: [.withoutEscapingSlashes, .sortedKeys]))
                .map(Array.init) ?? []
            count += 1
            switch count {
            case 1:
                first = object
                return []
            case 2:
                defer { first = nil }
                return [UInt8(ascii: "[")] + (first ?? []) + [UInt8(ascii: ",")] + object
            default:
                return [UInt8(ascii: ",")] + object
            }
        }

        /// The end of the document, with its line break.
        public func finish() -> [UInt8] {
            switch count {
            case 0: return Array("[]\n".utf8)
            case 1: return (first ?? []) + [0x0A]
            default: return Array("]\n".utf8)
            }
        }
    }

    /// RFC 7095 §3.5: the JSON number of an `integer` or `float` value, the
    /// JSON boolean of a `boolean` one, where the reader gives back the same
    /// text (``JCardPropertyBuilder``): `5`, `-12`, `4.25`, `true`; `nil` for
    /// any other value, which stays a string, so that nothing changes on a
    /// round trip (`007`, `8.50`, `+5`, `1e5`, `TRUE`, more digits than a
    /// `Decimal` or, for a fraction, a `Double` holds).
    static func jsonScalar(_ value: String, type: String) -> Any? {
        switch type {
        case "integer":
            let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
            guard !digits.isEmpty, digits.count <= 38, digits.allSatisfy(\.isASCIIDigitCharacter),
                  digits == "0" || digits.first != "0", value != "-0" else { return nil }
            return Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
        case "float":
            guard DecimalNumber.parse(value) != nil, let number = Double(value), !value.hasPrefix("+"),
                  NSNumber(value: number).stringValue == value,
                  let decimal = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")), "\(decimal)" == value else { return nil }
            return decimal
        case "boolean":
            return value == "true" ? true : value == "false" ? false : nil
        default:
            return nil
        }
    }

    private static func jsonObject(_ card: Card) -> [Any] {
        let properties = VersionConverter.version4Properties(of: card)
        var list: [Any] = [["version", [String: Any](), "text", "4.0"]]
        for property in properties where !property.isNamed("VERSION") {
            let name = PropertyRegistry.upperASCII(property.name)
            // A JSON object has one member per name: TYPE=FAX;TYPE=WORK joins into one array.
            var merged: [String: [String]] = [:]
            for parameter in property.parameters where !parameter.isNamed("VALUE") {
                merged[parameter.canonicalName.lowercased(), default: []] += parameter.plainValues
            }
            var parameters: [String: Any] = [:]
            for (name, values) in merged { parameters[name] = values.count == 1 ? values[0] : values }
            if let group = property.group { parameters["group"] = group }
            let spec = PropertySpec.of(name)
            let type = XCardSchema.type(of: spec, value: property.parameter("VALUE")?.values.first)
            var entry: [Any] = [name.lowercased(), parameters]
            if spec.hasTextComponents {
                // ORG: one text per component, a comma in it the name's own (RFC 6350 §6.6.4), as xCard writes it.
                entry.append("text")
                entry.append(spec.texts(of: property.value))
            } else if spec.isStructured {
                let parts = spec.components(of: property.value)
                entry.append("text")
                entry.append(parts.map { $0.count == 1 ? $0[0] as Any : $0 as Any })
            } else if type == "text" && spec.shape == .textList {
                entry.append("text")
                entry += ValueEscaping.list(property.value, version: .v4_0)
            } else if type == "text" && spec.escapesText {
                entry += ["text", ValueEscaping.unescapeText(property.value, version: .v4_0)]
            } else {
                // A date or time in RFC 7095's extended form, a URL unescaped, a number or a boolean
                // as JSON writes one; any other value as it is.
                let value = DateTimeForm.extended(XCardSchema.carried(property.value, name: name), type: type)
                entry += [type, jsonScalar(value, type: type) ?? value]
            }
            list.append(entry)
        }
        return ["vcard", list]
    }
}
