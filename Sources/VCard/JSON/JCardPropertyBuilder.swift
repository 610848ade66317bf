import Foundation

/// One jCard property, `[name, {parameters}, type, value…]`, read from the
/// tokens after its `[` and made a vCard 4.0 property: the `group`
/// parameter is its group, a structured value (one array after the type,
/// whose components may be arrays of values) is joined with `;` and `,`,
/// several values after the type are a list, and a type that is not the
/// property's default becomes `VALUE=`.
///
/// Where RFC 7095 puts a scalar and the input has an array or object, the
/// scalar is empty, and ``emptiedNested`` says so. Strings and numbers are kept only while the card is
/// within its limits: past one, the rest of the property is read and dropped.
struct JCardPropertyBuilder {
    /// The property, when the tokens had its shape.
    private(set) var property: Property?
    /// The property's name, where its first element is a text, though the
    /// rest may not have the shape.
    private(set) var name: String?
    /// What part of the shape the tokens lacked, where ``property`` is
    /// `nil` and no limit was broken ("its type is not a text").
    private(set) var flaw: String?
    /// Set when a string was longer than the tokenizer keeps.
    private(set) var overflowed = false
    /// Set when the card went past the offset it must end by.
    private(set) var tooLarge = false
    /// Set when an array or object stood where a text or number belongs (a
    /// parameter's value, a component's), which was read as empty.
    private(set) var emptiedNested = false

    private let tokenizer: JSONTokenizer
    /// The depth of the property's own array.
    private let depth: Int
    private let cardEnd: Int

    /// Reads the property whose `[` the tokenizer just read, up to and
    /// including its `]`; the card it is in must end before input offset `cardEnd`.
    init(reading tokenizer: JSONTokenizer, cardEnd: Int) throws(JSONSyntaxError) {
        self.tokenizer = tokenizer
        depth = tokenizer.depth
        self.cardEnd = cardEnd
        property = try read()
        try tokenizer.skip(toDepth: depth - 1)
    }

    /// The next token, noting whether it broke a limit.
    private mutating func take() throws(JSONSyntaxError) -> JSONTokenizer.Token? {
        let token = try tokenizer.next()
        if tokenizer.overflowed { overflowed = true }
        if tokenizer.offset > cardEnd { tooLarge = true }
        return token
    }

    private var refused: Bool { overflowed || tooLarge }

    private mutating func read() throws(JSONSyntaxError) -> Property? {
        guard try take() == .string, !refused else { flaw = "its name is not a text"; return nil }
        self.name = tokenizer.string.lowercased()
        let name = tokenizer.string.uppercased()
        guard try take() == .beginObject, !refused else { flaw = "its parameters are not an object"; return nil }
        var parameters: [String: [String]] = [:]
        while let token = try take(), token == .key, !refused {
            let key = tokenizer.string
            guard let texts = try scalars(in: take()), !refused else { return nil }
            parameters[key] = texts
        }
        guard try take() == .string, !refused else { flaw = "its type is not a text"; return nil }
        let type = tokenizer.string
        // A value taken verbatim stays as it is (CLIENTPIDMAP's components
        // too); text (TEL's and EMAIL's too), every component of any other
        // value, and a URL, is escaped.
        // (The shape is looked up only where it decides something.)
        let isText = type.lowercased() == "text"
        let spec = PropertySpec.of(name)
        let escapes = isText && spec.escapesText || XCardSchema.escapesEveryValue(name)
        var values: [String] = []
        /// The first value's components, when it is an array.
        var structured: String?
        while let token = try take(), token != .endArray, !refused {
            if token == .beginArray && values.isEmpty {
                structured = try components(escaped: isText ? escapes : PropertyRegistry.shape(of: name) != .verbatim)
                values.append("")
            } else {
                let text = try scalar(token, inside: depth)
                // A date or time in jCard's extended form is read in vCard's basic one.
                values.append(escapes ? spec.escaped(text, version: .v4_0) : DateTimeForm.basic(text, type: type.lowercased()))
            }
            if refused { return nil }
        }
        guard !values.isEmpty, !refused else {
            flaw = "it has no value"
            return nil
        }
        let value = values.count == 1 ? structured ?? values[0] : values.joined(separator: ",")
        return Self.property(name: name, parameters: parameters, type: type, value: value)
    }

    /// A parameter's values: a scalar, or an array of them.
    private mutating func scalars(in token: JSONTokenizer.Token?) throws(JSONSyntaxError) -> [String]? {
        guard let token else { return nil }
        guard token == .beginArray else { return [try scalar(token, inside: depth + 1)] }
        var texts: [String] = []
        while let element = try take(), element != .endArray, !refused {
            texts.append(try scalar(element, inside: depth + 2))
        }
        return texts
    }

    /// A structured value after its `[`: components joined by `;`, the
    /// values of one by `,`, each escaped as text when `escaped`.
    private mutating func components(escaped: Bool) throws(JSONSyntaxError) -> String {
        var parts: [String] = []
        while let token = try take(), token != .endArray, !refused {
            var values: [String] = []
            if token == .beginArray {
                while let element = try take(), element != .endArray, !refused {
                    values.append(try scalar(element, inside: depth + 2))
                }
            } else {
                values = [try scalar(token, inside: depth + 1)]
            }
            parts.append((escaped ? values.map { ValueEscaping.escapeText($0, version: .v4_0) } : values).joined(separator: ","))
        }
        return parts.joined(separator: ";")
    }

    /// The text of a scalar token; an array or object (read to its end, back
    /// to `depth`) stands where a scalar should, and is empty.
    private mutating func scalar(_ token: JSONTokenizer.Token, inside depth: Int) throws(JSONSyntaxError) -> String {
        switch token {
        case .string: return tokenizer.string
        case .number: return Self.numberText(tokenizer.text)
        case .true: return "true"
        case .false: return "false"
        case .beginArray, .beginObject:
            try tokenizer.skip(toDepth: depth)
            emptiedNested = true
            return ""
        case .null, .key, .endArray, .endObject: return ""
        }
    }

    /// A JSON number's text as Foundation's JSON reading writes it (`1.0` is
    /// `1`), but an integer of more digits than a `Double` keeps exactly:
    /// that one as written.
    private static func numberText(_ lexeme: [UInt8]) -> String {
        let digits = lexeme.first == UInt8(ascii: "-") ? lexeme.dropFirst() : lexeme[...]
        if digits.count > 15, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return String(decoding: lexeme, as: UTF8.self)
        }
        let number = try? JSONSerialization.jsonObject(with: Data(lexeme), options: [.fragmentsAllowed]) as? NSNumber
        return number?.stringValue ?? String(decoding: lexeme, as: UTF8.self)
    }

    static func property(name upper: String, parameters: [String: [String]], type: String, value: String) -> Property {
        var group: String? = nil
        var list: [Parameter] = []
        for key in parameters.keys.sorted() {
            let texts = parameters[key] ?? []
            if key.lowercased() == "group" { group = texts.first; continue }
            list.append(Parameter(name: key.uppercased(), plainValues: texts))
        }
        let lowerType = type.lowercased()
        if lowerType != "unknown" {
            // A structured value's type (jCard gives N, ADR, ORG… the type text) adds no VALUE.
            let spec = PropertySpec.of(upper)
            if !(ValueType(rawValue: lowerType).map(spec.implies) ?? false), !spec.isStructured {
                list.append(Parameter(name: "VALUE", values: [lowerType]))
            }
        }
        return Property(group: group, name: upper, parameters: list, value: value)
    }
}
