/// One property of a card: `item1.TEL;TYPE=cell:+1 555 0100`.
///
/// Everything is kept as written: the group, the name's case, the parameters
/// in their order. ``value`` is the value text after unfolding and after any
/// transfer encoding (quoted-printable, `CHARSET=`) was undone; backslash
/// escapes are still in it, because which of them mean something depends on
/// the property and the version. ``Card`` offers decoded, typed views.
///
/// A property that was read keeps only a reference to its bytes and decodes
/// its parts when they are asked for: reading a large file then costs no
/// string per value, and an unchanged property is written back from its
/// bytes. Setting any part turns it into an edited property, which the writer
/// serializes afresh.
public struct Property: Sendable {
    private enum Storage: Sendable {
        case read(ReadLine)
        indirect case edited(Fields)
    }

    struct Fields: Sendable, Hashable {
        var group: String?
        var name: String
        var parameters: [Parameter]
        var value: String
    }

    private var storage: Storage

    /// Creates a property.
    public init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String) {
        storage = .edited(Fields(group: group, name: name, parameters: parameters, value: value))
    }

    init(read line: ReadLine) {
        storage = .read(line)
    }

    /// A read property's line moved by `shift`, where it is `from` or later
    /// (a span of a document parsed apart from the lines before it).
    mutating func shiftLine(by shift: Int, from: Int) {
        guard case .read(let line) = storage, Int(line.slot.line) >= from else { return }
        var slot = line.slot
        slot.line = Int32(clamping: Int(slot.line) + shift)
        storage = .read(ReadLine(source: line.source, slot: slot))
    }

    private var fields: Fields {
        switch storage {
        case .read(let line): return line.decodeAll()
        case .edited(let fields): return fields
        }
    }

    private mutating func edit(_ change: (inout Fields) -> Void) {
        var current = fields
        change(&current)
        storage = .edited(current)
    }

    /// The group, as in `item1.` of Apple's `item1.EMAIL`, without the dot.
    public var group: String? {
        get {
            switch storage {
            case .read(let line): return line.decodeGroup()
            case .edited(let fields): return fields.group
            }
        }
        set { edit { $0.group = newValue } }
    }

    /// The name as written (`TEL`, `tel`, `X-ABLabel`).
    public var name: String {
        get {
            switch storage {
            case .read(let line): return line.decodeName()
            case .edited(let fields): return fields.name
            }
        }
        set { edit { $0.name = newValue } }
    }

    /// The parameters, in the order they were written.
    public var parameters: [Parameter] {
        get {
            switch storage {
            case .read(let line): return line.decodeParameters()
            case .edited(let fields): return fields.parameters
            }
        }
        set { edit { $0.parameters = newValue } }
    }

    /// The value text: unfolded, transfer-decoded, escapes kept.
    public var value: String {
        get {
            switch storage {
            case .read(let line): return line.decodeValue()
            case .edited(let fields): return fields.value
            }
        }
        set { edit { $0.value = newValue } }
    }

    /// The bytes this property was read from, while it is unchanged.
    public var origin: PropertyOrigin? {
        guard case .read(let line) = storage else { return nil }
        return PropertyOrigin(source: line.source, range: Int(line.slot.start)..<Int(line.slot.end), line: Int(line.slot.line))
    }

    /// The line this property was read as, while it is unchanged.
    var readLine: ReadLine? {
        guard case .read(let line) = storage else { return nil }
        return line
    }

    /// Forgets the original bytes, so that the writer serializes the property afresh.
    mutating func detach() {
        if case .read = storage { storage = .edited(fields) }
    }

    /// Whether the property is named BEGIN or END: no property, but the
    /// frame of a card, which written as a line would frame a card of its
    /// own. Readers skip one (a vCard's folded END line, a jCard's or an
    /// xCard's property so named), and writers write none.
    public var isCardDelimiter: Bool { isNamed("BEGIN") || isNamed("END") }

    /// Whether a property of this name is a card's delimiter (``isCardDelimiter``).
    static func isCardDelimiter(name: String) -> Bool {
        name.equalsIgnoringASCIICase("BEGIN") || name.equalsIgnoringASCIICase("END")
    }

    /// Whether the name is `name`, ignoring case.
    public func isNamed(_ name: String) -> Bool {
        switch storage {
        case .read(let line): return line.nameEquals(name)
        case .edited(let fields): return fields.name.equalsIgnoringASCIICase(name)
        }
    }

    /// Calls `body` with the name's bytes, without making a string of them
    /// (`nil` for a read line without a usable name).
    func withNameBytes<R>(_ body: (UnsafePointer<UInt8>?, Range<Int>?) -> R) -> R {
        switch storage {
        case .read(let line):
            return line.withName(body)
        case .edited(let fields):
            var name = fields.name
            return name.withUTF8 { body($0.baseAddress, 0..<$0.count) }
        }
    }

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

    /// Its types but PREF: a 2.1 or 3.0 LABEL spells the ADR of the same
    /// types (RFC 2426 ties the two by their types alone).
    public var typesBesidesPref: Set<String> { Set(types.filter { $0 != "PREF" }) }

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
        if case .read(let a) = lhs.storage, case .read(let b) = rhs.storage,
           a.source === b.source, a.slot.start == b.slot.start, a.slot.end == b.slot.end {
            return true
        }
        return lhs.fields == rhs.fields
    }
}

extension Property: Hashable {
    /// Hashes group, name, parameters and value, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
