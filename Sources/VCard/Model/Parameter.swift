/// A property parameter, such as `TYPE=work,voice` or vCard 2.1's bare `WORK`.
///
/// The parameter keeps its value text exactly as written (quotes, RFC 6868
/// caret escapes and all) so that an unchanged parameter is written back the
/// same way; ``values`` gives the decoded list.
public struct Parameter: Sendable {
    /// The name as written (`TYPE`, `type`), or `nil` for a vCard 2.1 bare
    /// parameter such as the `WORK` in `TEL;WORK;VOICE:`.
    public var name: String?
    /// The value text as written, still quoted and escaped: `work,"a,b"`.
    public private(set) var rawValue: String

    /// Creates a parameter from decoded values.
    public init(name: String?, values: [String]) {
        self.name = name
        self.rawValue = ParameterValueCoding.encode(values)
    }

    /// Creates a parameter from its value text as written.
    public init(name: String?, rawValue: String) {
        self.name = name
        self.rawValue = rawValue
    }

    /// The decoded values: split at commas outside quotes, quotes removed, and
    /// RFC 6868 caret escapes (`^n`, `^^`, `^'`) resolved. A TYPE list is also
    /// split inside quotes, as RFC 6350's examples write it (`TYPE="work,voice"`,
    /// `"work, voice"`), when every piece is a word: a quoted label with a comma in it
    /// (`TYPE="Mike's very special, custom IM:"`) is one value.
    public var values: [String] {
        get {
            let decoded = ParameterValueCoding.decode(rawValue)
            // Only a TYPE written as one quoted list: `"work,voice"`.
            guard decoded.count == 1, rawValue.hasPrefix("\""), canonicalName == "TYPE" else { return decoded }
            let pieces = decoded[0].split(separator: ",", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
            guard pieces.allSatisfy(Self.isTypeWord) else { return decoded }
            return pieces.map(String.init)
        }
        set { rawValue = ParameterValueCoding.encode(newValue) }
    }

    /// Whether `piece` is a TYPE word: letters, digits, `-` or `_`, as the
    /// registered types and x-names are.
    private static func isTypeWord(_ piece: Substring) -> Bool {
        !piece.isEmpty && piece.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }
    }

    /// The upper-cased name this parameter stands for. A bare 2.1 parameter is
    /// an `ENCODING`, `VALUE` or `CHARSET` when its value is one of theirs, and
    /// a `TYPE` otherwise.
    public var canonicalName: String {
        if let name { return name.uppercased() }
        switch rawValue.uppercased() {
        case "QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B": return "ENCODING"
        case "INLINE", "URL", "CONTENT-ID", "CID": return "VALUE"
        default: return "TYPE"
        }
    }

    /// Whether this parameter's canonical name is `name` (case-insensitive).
    public func isNamed(_ name: String) -> Bool {
        if let own = self.name { return own.equalsIgnoringASCIICase(name) }
        return canonicalName == name.uppercased()
    }
}

extension Parameter: Hashable {
    /// Parameters are equal when their names (as written) and decoded values are.
    public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
        lhs.name == rhs.name && (lhs.rawValue == rhs.rawValue || lhs.values == rhs.values)
    }

    /// Hashes the name as written and the decoded values, as `==` compares
    /// them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(values)
    }
}

extension String {
    /// ASCII case-insensitive comparison without allocating.
    public func equalsIgnoringASCIICase(_ other: String) -> Bool {
        let a = utf8, b = other.utf8
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A) }
    }
}

extension Parameter {
    /// The values as xCard and jCard carry them, plain text: a LABEL's as
    /// its text (``labelText(_:)``).
    var plainValues: [String] {
        isNamed("LABEL") ? values.map(Self.labelText) : values
    }

    /// A parameter read from xCard or jCard, whose values are plain text:
    /// a LABEL's as vCard writes its text (``labelValue(_:)``).
    init(name: String, plainValues: [String]) {
        self.init(name: name, values: name.uppercased() == "LABEL" ? plainValues.map(Self.labelValue) : plainValues)
    }

    /// A LABEL parameter's value as the text it spells. RFC 6868's carets
    /// are decoded already (`^n`, a line break); the `\n` that RFC 6350's own
    /// example writes (6.3.1) is a line break too, and `\\` a backslash.
    /// Any other backslash is itself: RFC 6350 (3.3) gives parameter values
    /// no backslash escapes, so `C:\dir` stays as written.
    public static func labelText(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
        var text = String.UnicodeScalarView()
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else { text.append(scalar); continue }
            guard let next = scalars.next() else { text.append(scalar); break }
            switch next {
            case "n", "N": text.append("\n")
            case "\\": text.append(next)
            default: text.append(contentsOf: [scalar, next])
            }
        }
        return String(text)
    }

    /// A label's text as a LABEL parameter's value, which ``labelText(_:)``
    /// reads back as it was: a backslash doubled only before `n`, `N` or a
    /// backslash, where it would read as an escape; line breaks as they
    /// are (the writer gives them RFC 6868's `^n`).
    public static func labelValue(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var value = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            value.append(scalar)
            if scalar == "\\", index + 1 < scalars.count, ["n", "N", "\\"].contains(scalars[index + 1]) { value.append(scalar) }
        }
        return String(value)
    }
}
