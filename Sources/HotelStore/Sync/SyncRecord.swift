/// What the last sync of a book left for one of its cards: where the card
/// is, what it was, and which hotel it belongs to. The base of the next
/// sync's three-way merge.
public struct SyncRecord: Sendable, Equatable {
    /// The card's id in the book (``Books/BookItem/id``).
    public var item: String
    /// The card's UID as last synced.
    public var uid: String
    /// The book's version tag of the card as last synced.
    public var version: String
    /// The card's normalized content hash as last synced (REV, PRODID,
    /// parameter order and folding ignored).
    public var cardHash: String
    /// The hotel it belongs to: `nil` once the hotel left the store.
    public var hotelID: Hotel.ID?
    /// A hash of the hotel's synced fields as last synced.
    public var hotelHash: String
    /// The card text as last synced: the base of a three-way merge.
    public var card: String

    public init(item: String, uid: String, version: String, cardHash: String, hotelID: Hotel.ID?, hotelHash: String, card: String) {
        self.item = item
        self.uid = uid
        self.version = version
        self.cardHash = cardHash
        self.hotelID = hotelID
        self.hotelHash = hotelHash
        self.card = card
    }

    /// Whether this records a card deleted from the book whose hotel the
    /// sync removed: kept so that undoing that sync brings the card back.
    public var isTombstone: Bool { version.isEmpty }
}

/// How a book's last sync went, for `hotels books`.
public struct SyncBookStatus: Sendable, Equatable {
    /// The book's name in the config, or its path.
    public var book: String
    public var location: String
    public var syncedAt: Timestamp
    /// One line: what the run did or why it stopped.
    public var outcome: String
    /// The warnings that run printed, one per line, so that the next run
    /// prints only new ones.
    public var warnings: [String]

    public init(book: String, location: String, syncedAt: Timestamp, outcome: String, warnings: [String]) {
        self.book = book
        self.location = location
        self.syncedAt = syncedAt
        self.outcome = outcome
        self.warnings = warnings
    }
}

/// The cards of a book a sync found were no places to stay, so that the
/// next sync need not read and judge them again — nor, in a `.vcf` book,
/// even parse them: each card's version tag with its id, valid under the
/// selection named by `selection`. (A card's verdict follows from its
/// content, which its version tag stands for.)
public struct SyncSkipped: Sendable, Equatable {
    /// What the cards were judged by (the selection rules' fingerprint).
    public var selection: String
    /// The version tag's key (``Books/BookItem/versionKey``) → the card's id.
    public var cards: [UInt64: String]

    public init(selection: String = "", cards: [UInt64: String] = [:]) {
        self.selection = selection
        self.cards = cards
    }

    /// What the stored form starts with; a blob without it (an earlier
    /// form) remembers nothing, and the cards are judged once more.
    static let magic = Array("skipped/2\n".utf8)

    /// The magic, then each card's key (eight bytes, little-endian) and
    /// id (its length, then its UTF-8), in key order.
    static func encode(_ cards: [UInt64: String]) -> [UInt8] {
        var bytes = magic
        for (key, id) in cards.sorted(by: { $0.key < $1.key }) {
            withUnsafeBytes(of: key.littleEndian) { bytes += $0 }
            appendLength(id.utf8.count, to: &bytes)
            bytes += id.utf8
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> [UInt64: String] {
        guard bytes.starts(with: magic) else { return [:] }
        var cards: [UInt64: String] = [:]
        // An entry is a key, a length and an id of some 10 to 40 bytes:
        // room for all at once rather than by doubling.
        cards.reserveCapacity(bytes.count / 16)
        var offset = magic.count
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return [:] }
            var key: UInt64 = 0
            for shift in 0..<8 { key |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
            offset += 8
            guard let count = readLength(bytes, &offset), count <= bytes.count - offset else { return [:] }
            cards[key] = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
            offset += count
        }
        return cards
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
