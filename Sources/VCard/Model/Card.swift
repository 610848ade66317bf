/// One vCard: an ordered list of properties between `BEGIN:VCARD` and `END:VCARD`.
///
/// The list is the whole truth; the typed accessors (``formattedName``,
/// ``addresses``, ``geo`` …) are views computed from it. A card that was read
/// remembers its bytes (``origin``), so that writing it unchanged, in its own
/// version, gives back exactly what was read.
///
/// Until its list is asked for or changed, a card that was read keeps only a
/// table of where its properties are in its bytes; ``first(_:)`` and
/// ``all(_:)`` find properties by name in that table.
public struct Card: Sendable {
    private enum Storage: Sendable {
        case read(ReadProperties)
        case edited([Property])
    }

    private var storage: Storage

    /// The properties in order, `VERSION` included, `BEGIN` and `END` not.
    public var properties: [Property] {
        get {
            switch storage {
            case .read(let read): return read.all
            case .edited(let properties): return properties
            }
        }
        set { storage = .edited(newValue) }
        // The list is moved out while it changes, so that a change in place
        // (`card.properties[i].value = …`) copies nothing: through get and
        // set, each such change copied the whole list, and a loop over a
        // card's properties took time the square of their number.
        _modify {
            var list: [Property]
            switch storage {
            case .read(let read): list = read.all
            case .edited(let properties): list = properties
            }
            storage = .edited([])
            defer { storage = .edited(list) }
            yield &list
        }
    }

    /// Where the card was read from; `nil` for a card made in code.
    public internal(set) var origin: CardOrigin?

    /// The line of an xCard's `<vcard>` or a jCard card's `[`: cards read
    /// from XML or JSON keep no bytes, so no ``origin``.
    var structuredLine: Int?

    /// The 1-based line where the card starts in its input (`BEGIN:VCARD`,
    /// `<vcard>`, or the `[` of `["vcard", …]`); `nil` for a card made in code.
    public var line: Int? { origin?.line ?? structuredLine }

    /// Whether the property list is exactly as it was read.
    public var isPristine: Bool {
        if case .read = storage { return true }
        return false
    }

    /// Creates a card from properties. Without a `VERSION` property the card is
    /// taken to be vCard 4.0.
    public init(properties: [Property] = []) {
        self.storage = .edited(properties)
        self.origin = nil
    }

    init(read: ReadProperties, origin: CardOrigin) {
        self.storage = .read(read)
        self.origin = origin
    }

    /// The version: from the `VERSION` property, else the one the reader
    /// assumed, else 4.0.
    public var version: VCardVersion {
        // The reader worked it out the same way from the same properties.
        if case .read = storage, let origin { return origin.version }
        if let property = first("VERSION"), let version = VCardVersion(versionValue: property.value) {
            return version
        }
        return origin?.version ?? .v4_0
    }

    /// The first property with this name (case-insensitive).
    public func first(_ name: String) -> Property? {
        switch storage {
        case .read(let read): return read.firstIndex(named: name).map(read.property(at:))
        case .edited(let properties): return properties.first { $0.isNamed(name) }
        }
    }

    /// All properties with this name (case-insensitive), in order.
    public func all(_ name: String) -> [Property] {
        switch storage {
        case .read(let read): return read.indices(named: name).map(read.property(at:))
        case .edited(let properties): return properties.filter { $0.isNamed(name) }
        }
    }

    /// The properties whose names are in `table` (see ``PropertyNameTable/matches(in:)``).
    func properties(in table: PropertyNameTable) -> [(entry: Int, property: Property)] {
        switch storage {
        case .read(let read): return read.properties(in: table)
        case .edited(let properties):
            return properties.compactMap { property in table.index(of: property).map { ($0, property) } }
        }
    }

    /// Removes every property with this name.
    public mutating func removeAll(_ name: String) {
        properties.removeAll { $0.isNamed(name) }
    }

    /// Replaces the value of the first property with this name, or appends one.
    public mutating func set(_ name: String, value: String) {
        var properties = self.properties
        if let index = properties.firstIndex(where: { $0.isNamed(name) }) {
            properties[index].value = value
        } else {
            properties.append(Property(name: name, value: value))
        }
        self.properties = properties
    }
}

extension Card: Equatable {
    /// Cards are equal when their property lists are.
    public static func == (lhs: Card, rhs: Card) -> Bool { lhs.properties == rhs.properties }
}

extension Card: Hashable {
    /// Hashes the property list, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
