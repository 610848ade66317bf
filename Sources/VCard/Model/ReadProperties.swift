/// The properties of a card as the reader found them, before anyone asked for
/// them: the card's bytes once, and a plain table of where each property is.
///
/// A ``Property`` is made only when a property is asked for. Made for every
/// line as it was read, each one held a counted reference to the card's bytes
/// — two atomic operations per property, made and freed, for a card that
/// `hotels lint` or an import of people never looks at.
struct ReadProperties: Sendable {
    /// Where one property is.
    struct Slot: Sendable {
        /// The property's bytes in the card's, folds and line breaks included
        /// (and any blank lines skipped after it).
        var start: Int32
        var end: Int32
        /// The content line: in the card's text for a one-line property,
        /// else in the unfolded lines the ``SourceText`` keeps after it.
        var contentStart: Int32
        var contentEnd: Int32
        /// 1-based line number of the first line.
        var line: Int32
    }

    /// The card's bytes and the table of its properties, in one allocation.
    let source: SourceText

    /// The property at `index`.
    func property(at index: Int) -> Property {
        Property(read: ReadLine(source: source, slot: source.slots[index]))
    }

    /// Every property, in order.
    var all: [Property] { (0..<source.slotCount).map(property(at:)) }

    /// The indices of the properties named `name` (ignoring case), in order,
    /// found from the bytes without making the properties.
    func indices(named name: String) -> [Int] {
        var found: [Int] = []
        forEachIndex(named: name) { found.append($0); return true }
        return found
    }

    /// The index of the first property named `name` (ignoring case).
    func firstIndex(named name: String) -> Int? {
        var first: Int?
        forEachIndex(named: name) { first = $0; return false }
        return first
    }

    /// The properties whose names are in `table`, with their positions in it.
    func properties(in table: PropertyNameTable) -> [(entry: Int, property: Property)] {
        var found: [(entry: Int, property: Property)] = []
        forEachName { index, base, name in
            if let entry = table.index(ofName: base, name) { found.append((entry, property(at: index))) }
            return true
        }
        return found
    }

    /// Calls `body` with the index of each property named `name` while it returns `true`.
    private func forEachIndex(named name: String, _ body: (Int) -> Bool) {
        var wanted = name
        wanted.withUTF8 { wanted in
            forEachName { index, base, name in
                ByteClass.equalsIgnoringCase(base, name, wanted) ? body(index) : true
            }
        }
    }

    /// Calls `body` with each property's index and where its name is in the
    /// card's bytes, while it returns `true`; lines without a usable name
    /// are passed over.
    private func forEachName(_ body: (Int, UnsafePointer<UInt8>, Range<Int>) -> Bool) {
        withExtendedLifetime(source) {
            let base = source.base
            for (index, slot) in source.slots.enumerated() {
                guard let head = ContentLine.Head(base, Int(slot.contentStart), Int(slot.contentEnd)) else { continue }
                if !body(index, base, head.name) { return }
            }
        }
    }
}
