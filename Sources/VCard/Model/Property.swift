/// One property of a card: `item1.TEL;TYPE=cell:+1 555 0100`.
///
/// Everything is kept as written: the group, the name's case, the parameters
/// in their order. ``value`` is the value text after unfolding and after any
/// transfer encoding (quoted-printable, `CHARSET=`) was undone; backslash
/// escapes are still in it, because which of them mean something depends on
/// the property and the version. ``Card`` offers decoded, typed views.
public struct Property: Sendable {
    /// The group, as in `item1.` of Apple's `item1.EMAIL`, without the dot.
    public var group: String? { didSet { origin = nil } }
    /// The name as written (`TEL`, `tel`, `X-ABLabel`).
    public var name: String { didSet { origin = nil } }
    /// The parameters, in the order they were written.
    public var parameters: [Parameter] { didSet { origin = nil } }
    /// The value text: unfolded, transfer-decoded, escapes kept.
    public var value: String { didSet { origin = nil } }
    /// The bytes this property was read from, while it is unchanged. Any change
    /// to the property clears it, and the writer then serializes it afresh.
    public internal(set) var origin: PropertyOrigin?

    /// Creates a property.
    public init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
        self.origin = nil
    }

    init(group: String?, name: String, parameters: [Parameter], value: String, origin: PropertyOrigin?) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
        self.origin = origin
    }

    /// Whether the name is `name`, ignoring case.
    public func isNamed(_ name: String) -> Bool { self.name.equalsIgnoringASCIICase(name) }

    /// The first parameter with this canonical name (bare 2.1 parameters count).
    public func parameter(_ name: String) -> Parameter? {
        parameters.first { $0.isNamed(name) }
    }

    /// All values of all parameters with this canonical name, in order.
    public func parameterValues(_ name: String) -> [String] {
        parameters.filter { $0.isNamed(name) }.flatMap(\.values)
    }

    /// The `TYPE` values, upper-cased: `TEL;TYPE=work,voice` and `TEL;WORK;VOICE`
    /// both give `["WORK", "VOICE"]`.
    public var types: [String] { parameterValues("TYPE").map { $0.uppercased() } }

    /// Whether the property was marked preferred, by `TYPE=pref` (2.1, 3.0) or `PREF=` (4.0).
    public var isPreferred: Bool {
        types.contains("PREF") || parameter("PREF") != nil
    }

    /// The transfer encoding named by `ENCODING` (or a bare 2.1 `BASE64`), upper-cased.
    public var encoding: String? { parameter("ENCODING")?.values.first?.uppercased() }

    /// Whether the value is inline binary data in base64 (`ENCODING=b` or `BASE64`).
    public var isInlineBinary: Bool {
        guard let encoding else { return false }
        return encoding == "B" || encoding == "BASE64"
    }
}

extension Property: Equatable {
    /// Properties are equal when group, name, parameters and value are; where
    /// they were read from does not matter.
    public static func == (lhs: Property, rhs: Property) -> Bool {
        lhs.group == rhs.group && lhs.name == rhs.name && lhs.parameters == rhs.parameters
            && lhs.value == rhs.value
    }
}

extension Property: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(group)
        hasher.combine(name)
        hasher.combine(parameters)
        hasher.combine(value)
    }
}
