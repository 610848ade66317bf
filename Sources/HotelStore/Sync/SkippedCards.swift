/// Version keys with ids, as ``SyncSkipped`` keeps them: in their stored
/// form — each id its length, then its UTF-8, then the key of the card's
/// UID — looked up by key, an id made a `String` only when asked for. A
/// sync reads thousands every run and asks for few: reading them makes no
/// string per card, and letting them go frees no string per card.
///
/// A UID's key is a stable hash of it (the caller's), 0 for a card with
/// none: a sync asks whether a card it does not read again bears a UID it
/// is about to give, and a hash that two UIDs share only makes it give
/// another.
public struct SkippedCards: Sendable, Equatable {
    /// The ids, each its length (LEB128), its UTF-8 and its UID's key (eight
    /// bytes, little-endian), among other bytes (the stored form's keys)
    /// that nothing here reads.
    private var text: [UInt8] = []
    /// Version key → where its id's length starts in `text`.
    private var places: [UInt64: Int] = [:]

    /// No cards.
    public init() {}

    /// The cards of `cards`: version key → id, with no UID's key.
    public init(_ cards: [UInt64: String]) {
        places.reserveCapacity(cards.count)
        for (key, id) in cards { self[key] = id }
    }

    /// The cards of `cards`: version key → id and the key of the card's UID.
    public init(_ cards: [UInt64: (id: String, uidKey: UInt64)]) {
        places.reserveCapacity(cards.count)
        for (key, card) in cards { set(key, id: card.id, uidKey: card.uidKey) }
    }

    /// What the stored form starts with; a blob without it (an earlier
    /// form) remembers nothing, and the cards are judged once more.
    static let magic = Array("skipped/3\n".utf8)

    /// Reads the stored form (``encoded``): nothing when it is not one.
    public init(decoding bytes: [UInt8]) {
        guard bytes.starts(with: Self.magic) else { return }
        // An entry is a key, a length and an id of some 10 to 40 bytes:
        // room for all at once rather than by doubling.
        places.reserveCapacity(bytes.count / 16)
        var offset = Self.magic.count
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else {
                places = [:]
                return
            }
            let key = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            offset += 8
            let place = offset
            guard let count = Self.readLength(bytes, &offset), count <= bytes.count - offset - 8 else {
                places = [:]
                return
            }
            places[key] = place
            offset += count + 8
        }
        text = bytes
    }

    /// The stored form: the magic, then each card's key (eight bytes,
    /// little-endian), id (its length, then its UTF-8) and UID's key (eight
    /// bytes), in key order.
    public var encoded: [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(text.count + 8 * places.count)
        for (key, place) in places.sorted(by: { $0.key < $1.key }) {
            withUnsafeBytes(of: key.littleEndian) { bytes += $0 }
            bytes += text[entryRange(at: place)]
        }
        return bytes
    }

    /// How many cards it holds.
    public var count: Int { places.count }
    /// Whether it holds no card.
    public var isEmpty: Bool { places.isEmpty }

    /// Whether a card with this version key is here (no id made).
    public func contains(_ key: UInt64) -> Bool {
        places[key] != nil
    }

    /// The id of the card with this version key.
    public subscript(key: UInt64) -> String? {
        get {
            guard let place = places[key] else { return nil }
            let range = idRange(at: place)
            return text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
        set {
            guard let id = newValue else { return places[key] = nil }
            set(key, id: id, uidKey: 0)
        }
    }

    /// Puts in the card of `key`, `id`, bearing the UID whose key is `uidKey` (0: none).
    public mutating func set(_ key: UInt64, id: String, uidKey: UInt64) {
        places[key] = text.count
        Self.appendLength(id.utf8.count, to: &text)
        text += id.utf8
        withUnsafeBytes(of: uidKey.littleEndian) { text += $0 }
    }

    /// The key of the UID the card of `key` bears; `nil` for none, or no such card.
    public func uidKey(_ key: UInt64) -> UInt64? {
        guard let place = places[key] else { return nil }
        let at = idRange(at: place).upperBound
        let value = text.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        return value == 0 ? nil : value
    }

    /// Puts in the entry `other` has for `key`, as it is (no id made).
    public mutating func copy(_ key: UInt64, from other: SkippedCards) {
        guard let place = other.places[key] else { return }
        places[key] = text.count
        text += other.text[other.entryRange(at: place)]
    }

    /// Whether both map the same keys to the same ids and UIDs' keys, however laid out.
    public static func == (lhs: SkippedCards, rhs: SkippedCards) -> Bool {
        if lhs.text == rhs.text && lhs.places == rhs.places { return true }
        guard lhs.count == rhs.count else { return false }
        return lhs.places.allSatisfy { key, place in
            rhs.places[key].map { lhs.text[lhs.entryRange(at: place)].elementsEqual(rhs.text[rhs.entryRange(at: $0)]) } ?? false
        }
    }

    /// The entry whose id's length starts at `place`: the length, the id and the UID's key.
    private func entryRange(at place: Int) -> Range<Int> {
        place..<idRange(at: place).upperBound + 8
    }

    /// Where the id whose length starts at `place` is.
    private func idRange(at place: Int) -> Range<Int> {
        var offset = place
        let count = Self.readLength(text, &offset) ?? 0
        return offset..<offset + count
    }

    /// A length as LEB128: seven bits a byte, low first.
    private static func appendLength(_ value: Int, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func readLength(_ bytes: [UInt8], _ offset: inout Int) -> Int? {
        var value = 0, shift = 0
        while offset < bytes.count, shift < 35 {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
