/// A growable byte buffer for text that arrives in pieces: appending is a
/// copy, emptying it keeps the memory (an array's `removeAll(keepingCapacity:)`
/// and per-byte `append` go through checks that cost more than the copy,
/// millions of times). Owned by one builder, freed with ``free()``.
struct ByteBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    // A struct cannot have a deinit: the builder that owns the buffer frees it.
    mutating func free() { storage.deallocate() }

    private mutating func reserve(_ added: Int) {
        guard count + added > capacity else { return }
        let grown = Swift.max(capacity * 2, count + added)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity = grown
    }

    mutating func append(_ bytes: UnsafePointer<UInt8>, count added: Int) {
        reserve(added)
        (storage + count).update(from: bytes, count: added)
        count += added
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        append(base, count: bytes.count)
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends bytes `range` of `other`.
    mutating func append(_ other: ByteBuffer, _ range: Range<Int>) {
        append(other.storage + range.lowerBound, count: range.count)
    }

    /// Appends the vCard 3.0/4.0 escaped form of UTF-8 `bytes` (semicolons
    /// bare without `semicolons`: ``ValueEscaping/escapeText(_:version:semicolons:)``).
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, semicolons: Bool = true) {
        // Most values have nothing to escape: one scan, one copy.
        guard ValueEscaping.needsEscaping(bytes, semicolons: semicolons) else { return append(bytes) }
        reserve(bytes.count * 2)
        count += ValueEscaping.writeEscaped(bytes, to: storage + count, semicolons: semicolons)
    }

    mutating func removeAll() { count = 0 }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// The bytes as an array (a copy).
    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}
