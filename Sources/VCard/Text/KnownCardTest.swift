/// Which cards a reader hands out unparsed (``ReadResult/known(_:)``): a
/// test of a card's ``ContentHash``, over a set or over tables the caller
/// keeps (looked up where they are, not copied into one set).
struct KnownCardTest: Sendable {
    let contains: @Sendable (UInt64) -> Bool
    let isEmpty: Bool

    init(_ hashes: Set<UInt64>) {
        contains = { hashes.contains($0) }
        isEmpty = hashes.isEmpty
    }

    init(isEmpty: Bool, contains: @escaping @Sendable (UInt64) -> Bool) {
        self.contains = contains
        self.isEmpty = isEmpty
    }
}
