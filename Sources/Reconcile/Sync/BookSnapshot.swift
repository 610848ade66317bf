import Books
import HotelStore
import VCard

/// A book as one scan saw it, reduced to what a sync plans with: every
/// item's id, the cards that are or were places to stay (read only where
/// the sync state has not seen them at this version), and what could not
/// be read. A card that is no hotel and never was one is counted and let go.
public struct BookSnapshot: Sendable {
    /// What became of one item's card.
    public enum Seen: Sendable {
        /// Tracked, and at the version the sync state has: not read.
        case unchanged
        /// A place to stay, as read now. (Indirect: most entries of a book
        /// synced before are `unchanged`, and stay small.)
        indirect case hotel(SyncCard)
        /// Tracked before, and edited so that it is no longer a place to stay.
        case notLodging(name: String)
    }

    public struct Entry: Sendable {
        public var item: BookItem
        public var seen: Seen
    }

    public var entries: [Entry] = []
    /// Every item's id, hotel or not.
    public var ids: Set<String> = []
    public var problems: [BookProblem] = []
    /// The version new cards are written in.
    public var cardVersion: VCardVersion = .v3_0
    /// The (id, version) hashes of the cards found to be no places to stay,
    /// for the next sync to skip (``HotelStore/SyncSkipped``).
    public var skipped: Set<UInt64> = []
    /// Why the book can be read but not written, when it cannot.
    public var unwritable: String?
    /// The book's path or URL, for messages.
    public var location = ""
    /// Items whose record is a tombstone, still listed (a card that left lodging).
    public var tombstoneItems: [String: BookItem] = [:]
    /// Items a card id was given to more than once (a repeated UID), with their lines.
    public var repeatedUIDs: [(uid: String, places: [String])] = []

    public init() {}

    /// Scans `book`, reading the cards `records` has not seen at their
    /// current version and selecting places to stay with `selector`. A card
    /// `skipped` remembers as no place to stay, at its version and under the
    /// same selection, is not read again.
    public static func take(_ book: any AddressBook, records: [String: SyncRecord], selector: LodgingSelector,
                            skipped: SyncSkipped = SyncSkipped(), texts: CardTexts = CardTexts()) throws(BookError) -> BookSnapshot {
        let remembered = skipped.selection == selector.fingerprint ? skipped.items : []
        var snapshot = BookSnapshot()
        var number = 0
        // Where each hotel card's UID is, to name every card of a repeated one.
        var uidPlaces: [String: [String]] = [:]
        let wanted = { (item: BookItem) in reading(item, record: records[item.id], remembered: remembered) }
        let scan = try book.scan(reading: wanted) { entry throws(BookError) in
            number += 1
            let item = entry.item
            snapshot.ids.insert(item.id)
            let record = records[item.id]
            if let record, record.isTombstone { snapshot.tombstoneItems[item.id] = item }
            guard wanted(item) else {
                if let record, !record.isTombstone {
                    snapshot.entries.append(Entry(item: item, seen: .unchanged))
                    if !record.uid.isEmpty { uidPlaces[record.uid, default: []].append("\(item.file):\(item.line)") }
                } else {
                    snapshot.skipped.insert(skipKey(item))
                }
                return
            }
            let key = skipKey(item)
            guard let card = try entry.card() else { return }
            let text = String(decoding: card.origin?.source.cardBytes ?? VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self)
            let selection = CardHotel.select(card, with: selector, text: { text }, cardNumber: number, line: item.line)
            var hotel = selection.hotel
            if hotel == nil, let record, !record.isTombstone {
                if selector.keeps(selection, storedCard: record.card.isEmpty ? texts.record(record.item) : record.card) {
                    hotel = CardHotel(card: card, text: text, cardNumber: number, line: item.line)
                } else {
                    snapshot.entries.append(Entry(item: item, seen: .notLodging(name: CardSummary(card).name ?? item.id)))
                    return
                }
            }
            guard let hotel else {
                if record == nil { snapshot.skipped.insert(key) }
                return
            }
            snapshot.entries.append(Entry(item: item, seen: .hotel(SyncCard(hotel: hotel, hash: CardFingerprint.hash(of: card),
                                                                            hasUID: !(card.uid ?? "").isEmpty, version: card.version))))
            if let uid = hotel.uid { uidPlaces[uid, default: []].append("\(item.file):\(item.line)") }
        }
        snapshot.problems = scan.problems
        snapshot.cardVersion = scan.cardVersion
        snapshot.unwritable = scan.unwritable
        snapshot.location = book.location
        for (uid, places) in uidPlaces.sorted(by: { $0.key < $1.key }) where places.count > 1 {
            snapshot.repeatedUIDs.append((uid, places))
        }
        return snapshot
    }
}

extension BookSnapshot {
    /// Whether a scan reads `item`'s card: not when the sync state has it
    /// at this version, nor when it is untracked and the last sync found it
    /// no place to stay at this version (`remembered`, its ``skipKey(_:)``s).
    static func reading(_ item: BookItem, record: SyncRecord?, remembered: Set<UInt64>) -> Bool {
        if let record {
            return record.isTombstone || record.version != item.version
        }
        return !remembered.contains(skipKey(item))
    }

    /// The hash a skipped card is remembered by: its id and version.
    static func skipKey(_ item: BookItem) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(item.id)
        hasher.combine(0x1F)
        hasher.combine(item.version)
        return hasher.value
    }
}

/// A card of the book that is a place to stay, as read.
public struct SyncCard: Sendable {
    public var hotel: CardHotel
    /// ``VCard/CardFingerprint/hash(of:)`` of the card.
    public var hash: String
    public var hasUID: Bool
    public var version: VCardVersion
}
