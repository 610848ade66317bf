/// A fixed list of property names for telling a card's properties apart in
/// one pass: `table.index(of: property)` reads the property's name once,
/// where calling ``Property/isNamed(_:)`` for each candidate would read it
/// once per candidate.
///
/// ```swift
/// let table = PropertyNameTable(["FN", "ORG", "ADR"])
/// for property in card.properties {
///     switch table.index(of: property) {
///     case 0?: …   // FN, fn, Fn
///     case 2?: …   // ADR
///     default: break
///     }
/// }
/// ```
public struct PropertyNameTable: Sendable {
    /// The names packed, in the order given (names longer than a packed name
    /// holds never match a packed one, so they are kept as text too).
    private let packed: [PackedName]
    private let names: [String]

    /// A table of `names`; matching ignores ASCII case, as property names do.
    public init(_ names: [String]) {
        self.names = names
        packed = names.map { name in
            Array(name.utf8).withUnsafeBufferPointer { PackedName($0.baseAddress!, 0..<$0.count) }
        }
    }

    /// The position in the table of `property`'s name, or `nil`.
    public func index(of property: Property) -> Int? {
        property.withNameBytes { base, range in
            guard let base, let range else { return nil }
            return index(ofName: base, range)
        }
    }

    /// The position in the table of the name in `base[range]`, or `nil`.
    func index(ofName base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard range.count <= PackedName.capacity else {
            let name = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
            return names.firstIndex { $0.utf8.count == range.count && PropertyRegistry.upperASCII($0) == PropertyRegistry.upperASCII(name) }
        }
        let name = PackedName(base, range)
        return packed.firstIndex(of: name)
    }

    /// The properties of `card` whose names are in the table, in card order,
    /// each with its name's position in the table.
    ///
    /// For a card that was read, only these properties are made: the others
    /// are told apart by their names' bytes. Walking ``Card/properties``
    /// makes every one, each holding a counted reference to the card's bytes.
    public func matches(in card: Card) -> [(entry: Int, property: Property)] {
        card.properties(in: self)
    }
}
