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
        /// Tracked before, and edited so that it is no longer a place to
        /// stay, or excluded by the user's rule `excludedBy`; `uid` is the
        /// UID the card bears now.
        case notLodging(name: String, uid: String?, excludedBy: SelectionRule?)
    }

    /// One item of the book and what became of its card.
    public struct Entry: Sendable {
        /// The item as the scan listed it: its id, version and place.
        public var item: BookItem
        /// What became of its card.
        public var seen: Seen
    }

    /// The items that are or were places to stay, in scan order: those the
    /// sync state tracks (unchanged, or read again), and those read now
    /// that are places to stay. An item that is no place to stay and was
    /// never tracked is not among them.
    public var entries: [Entry] = []
    /// The ids of the items the sync state has a record of.
    public var ids: Set<String> = []
    /// What the scan could not read: those parts are neither read nor
    /// taken as gone.
    public var problems: [BookProblem] = []
    /// The version new cards are written in.
    public var cardVersion: VCardVersion = .v3_0
    /// The cards found to be no places to stay, version key → id, for the
    /// next sync to skip (``HotelStore/SyncSkipped``).
    public var skipped = SkippedCards()
    /// Why the book can be read but not written, when it cannot.
    public var unwritable: String?
    /// The book's path or URL, for messages.
    public var location = ""
    /// Items whose record is a tombstone, still listed (a card that left lodging).
    public var tombstoneItems: [String: BookItem] = [:]
    /// The text of each such item's card that is no place to stay, as read now.
    public var tombstoneTexts: [String: String] = [:]
    /// The selection the book was read with: a hotel its user's exclude
    /// decides for is not written into the book.
    public var selector = LodgingSelector()
    /// Of the UIDs the scan was asked to watch for (``take(_:records:selector:skipped:texts:imported:watching:)``),
    /// those the book holds a card of: read now, whatever the selection
    /// made of it; tracked and unchanged; not read, judged no place to stay
    /// before (by the key of its UID the sync state keeps); or, not read,
    /// named by its item (a `.vcf` file's card id, or the file name a card
    /// of the UID is given: ``Books/CardFileNames``).
    public var watchedHeld: Set<String> = []
    /// Items a card id was given to more than once (a repeated UID), with their lines.
    public var repeatedUIDs: [(uid: String, places: [String])] = []

    /// An empty snapshot, of a book with nothing in it.
    public init() {}

    /// Scans `book`, reading the cards `records` has not seen at their
    /// current version and selecting places to stay with `selector`. A card
    /// `skipped` remembers as no place to stay, at its version and under the
    /// same selection, is not read again.
    ///
    /// On a book's first sync, `imported` finds the hotels an import took
    /// of cards the rules skip: such a card is its hotel's (adopted, as
    /// import keeps it: ``LodgingSelector/keeps(_:storedCard:)``), not a
    /// card to write again beside itself. `watching`: UIDs whose cards the
    /// caller needs to know are in the book (``watchedHeld``).
    public static func take(_ book: any AddressBook, records: [String: SyncRecord], selector: LodgingSelector,
                            skipped: SyncSkipped = SyncSkipped(), texts: CardTexts = CardTexts(),
                            imported: ImportedCards? = nil, watching: Set<String> = []) throws(BookError) -> BookSnapshot {
        let selectionChanged = skipped.selection != selector.fingerprint
        let remembered = selectionChanged ? SkippedCards() : skipped.cards
        // The user's exclude is final even for a card that has not changed:
        // after the rules change, tracked cards are judged again.
        let rejudged = selectionChanged && selector.rules.contains { $0.action == .exclude }
        var snapshot = BookSnapshot()
        snapshot.selector = selector
        var number = 0
        // Where each hotel card's UID is first, and every place of a
        // repeated one, to name them all: a list is made only for a repeat.
        var uidPlaces: [String: BookItem] = [:], repeatedPlaces: [String: [BookItem]] = [:]
        func place(_ item: BookItem, uid: String) {
            // One lookup for a first place, the common case.
            guard let first = uidPlaces.updateValue(item, forKey: uid) else { return }
            uidPlaces[uid] = first  // the first place stays first
            repeatedPlaces[uid, default: [first]].append(item)
        }
        uidPlaces.reserveCapacity(records.count)
        snapshot.ids.reserveCapacity(records.count)
        // Remembered cards still in the book (their keys), and cards judged now.
        var stillThere: [UInt64] = []
        stillThere.reserveCapacity(remembered.count)
        var judged: [UInt64: (id: String, uidKey: UInt64)] = [:]
        // Most items have no record: a lookup by a number of the id settles
        // them without comparing strings along a probe chain.
        let recorded = Set(records.keys.map(BookItem.idKey))
        // The item ids, or last parts of them, a watched UID's card goes by, and the keys of the UIDs.
        var watchedNames: [String: String] = [:], watchedKeys: [UInt64: String] = [:]
        for uid in watching {
            watchedNames[uid] = uid
            watchedNames[CardFileNames.preferredStem(for: uid) + CardFileNames.fileExtension] = uid
            watchedKeys[uidKey(uid)] = uid
        }
        // (The UID is found only while something is watched: most runs watch nothing.)
        func watch(_ uid: @autoclosure () -> String?) {
            if !watching.isEmpty, let uid = uid(), watching.contains(uid) { snapshot.watchedHeld.insert(uid) }
        }
        func record(of item: BookItem) -> SyncRecord? { recorded.contains(BookItem.idKey(item.id)) ? records[item.id] : nil }
        let wanted = { (item: BookItem) in reading(item, record: record(of: item), remembered: remembered, rejudged: rejudged) }
        let scan = try book.scan(knowing: known(records: records, remembered: remembered), reading: wanted) { entry throws(BookError) in
            number += 1
            let item = entry.item
            let record = record(of: item)
            if !watchedNames.isEmpty {
                // By the id, else its last part (an href's): found by its bytes, not its characters.
                let id = item.id
                watch(watchedNames[id] ?? id.utf8.lastIndex(of: UInt8(ascii: "/")).flatMap { watchedNames[String(id[id.utf8.index(after: $0)...])] })
            }
            if record != nil { snapshot.ids.insert(item.id) }
            if let record, record.isTombstone { snapshot.tombstoneItems[item.id] = item }
            guard reading(item, record: record, remembered: remembered, rejudged: rejudged) else {
                if let record, !record.isTombstone {
                    snapshot.entries.append(Entry(item: item, seen: .unchanged))
                    if !record.uid.isEmpty { place(item, uid: record.uid) }
                    watch(record.uid)
                } else {
                    stillThere.append(item.versionKey)
                    // A card judged no place to stay before, of a watched UID.
                    if !watchedKeys.isEmpty, let key = remembered.uidKey(item.versionKey), let uid = watchedKeys[key] {
                        snapshot.watchedHeld.insert(uid)
                    }
                }
                return
            }
            guard let card = try entry.card() else { return }
            watch(card.uid)
            // A card's bytes as read, unless they are no UTF-8 (a 2.1 card in ISO-8859-1): then its values, written again.
            let text = card.origin.flatMap { String(validating: $0.source.cardBytes, as: UTF8.self) }
                ?? VCardWriter(options: WriterOptions(version: card.version)).text(of: card)
            let selection = CardHotel.select(card, with: selector, text: { text }, cardNumber: number, line: item.line)
            var hotel = selection.hotel
            if hotel == nil, let record, !record.isTombstone {
                if selector.keeps(selection, storedCard: record.card.isEmpty ? texts.record(record.item) : record.card) {
                    hotel = CardHotel(card: card, text: text, cardNumber: number, line: item.line)
                } else {
                    snapshot.entries.append(Entry(item: item, seen: .notLodging(name: CardSummary(card).name ?? item.id, uid: card.uid?.trimmedWhitespace.nonEmpty,
                                                                                excludedBy: selection.verdict.excludingRule)))
                    return
                }
            }
            var adopts: Hotel.ID? = nil
            if hotel == nil, record == nil, let imported, selection.mayBeKept, !imported.isEmpty(),
               let candidate = CardHotel(card: card, text: text, cardNumber: number, line: item.line),
               let id = imported.hotel(CardDigest.of(candidate)), case let stored = imported.text(id),
               CardFingerprint.same(stored, text), selector.keeps(selection, storedCard: stored) {
                (hotel, adopts) = (candidate, id)
            }
            guard let hotel else {
                if record == nil { judged[item.versionKey] = (item.id, uidKey(card.uid)) }
                if let record, record.isTombstone { snapshot.tombstoneTexts[item.id] = text }
                return
            }
            snapshot.entries.append(Entry(item: item, seen: .hotel(SyncCard(hotel: hotel, hash: CardFingerprint.hash(of: card),
                                                                            hasUID: hotel.uid != nil, version: card.version,
                                                                            adopts: adopts))))
            if let uid = hotel.uid { place(item, uid: uid) }
            watch(hotel.uid)
        }
        // Unchanged unless a card was judged or one remembered has gone. (Two
        // copies of one remembered card can hide another gone: it stays
        // remembered, which is harmless, a verdict following from content.)
        if judged.isEmpty && stillThere.count == remembered.count {
            snapshot.skipped = remembered
        } else {
            snapshot.skipped = SkippedCards(judged)
            for key in stillThere { snapshot.skipped.copy(key, from: remembered) }
        }
        snapshot.problems = scan.problems
        snapshot.cardVersion = scan.cardVersion
        snapshot.unwritable = scan.unwritable
        snapshot.location = book.location
        for (uid, items) in repeatedPlaces.sorted(by: { $0.key < $1.key }) {
            snapshot.repeatedUIDs.append((uid, items.map(\.place)))
        }
        return snapshot
    }
}

extension BookSnapshot {
    /// The key a card judged no place to stay keeps of its UID
    /// (``HotelStore/SkippedCards/uidKey(_:)``): a stable hash of it,
    /// trimmed; 0 for none.
    static func uidKey(_ uid: String?) -> UInt64 {
        guard let uid = uid?.trimmedWhitespace, !uid.isEmpty else { return 0 }
        var hasher = StableHasher()
        hasher.combine(uid)
        return max(hasher.value, 1)
    }

    /// Whether a scan reads `item`'s card: not when the sync state has it
    /// at this version (unless `rejudged`: the user's rules changed), nor
    /// when it is untracked and the last sync found it no place to stay at
    /// this version (`remembered`, by version key).
    static func reading(_ item: BookItem, record: SyncRecord?, remembered: SkippedCards, rejudged: Bool = false) -> Bool {
        if let record {
            return rejudged || record.isTombstone || record.version != item.version
        }
        return !remembered.contains(item.versionKey)
    }

    /// The cards a scan need not read to list: those the sync state holds
    /// at their version, and those remembered as no places to stay.
    static func known(records: [String: SyncRecord], remembered: SkippedCards) -> KnownCards {
        var known = KnownCards(more: RememberedCards(cards: remembered))
        known.ids.reserveCapacity(records.count)
        for (id, record) in records where !record.isTombstone {
            known.ids[BookItem.versionKey(record.version)] = id
        }
        return known
    }
}

/// A card of the book that is a place to stay, as read.
public struct SyncCard: Sendable {
    /// The hotel the card describes.
    public var hotel: CardHotel
    /// ``VCard/CardFingerprint/hash(of:)`` of the card.
    public var hash: String
    /// Whether the card has a UID that is not blank, as ``CardHotel/uid``
    /// reads it (a sync gives a card without one a UID of its own, written
    /// into it).
    public var hasUID: Bool
    /// The card's vCard version, which a card rewritten for it keeps
    /// (4.0, else 3.0).
    public var version: VCardVersion
    /// The stored hotel this card is the card of, found by its digest: a
    /// card the rules skip that an import took (``BookSnapshot/take``).
    public var adopts: Hotel.ID? = nil
}

/// How a book's first sync finds the hotel an import made of a card the
/// rules skip (`import --all`, a category, the user's include): by the
/// card's digest, then its text, which must be the card's own.
public struct ImportedCards {
    /// Whether any stored hotel has a card digest (if none does, a first
    /// sync of a large book makes no hotel of a card the rules skip).
    public var isEmpty: () -> Bool
    /// The stored hotel whose card digest this is, if one's is.
    public var hotel: (Int64) -> Hotel.ID?
    /// That hotel's card text.
    public var text: (Hotel.ID) -> String

    public init(isEmpty: @escaping () -> Bool, hotel: @escaping (Int64) -> Hotel.ID?, text: @escaping (Hotel.ID) -> String) {
        self.isEmpty = isEmpty
        self.hotel = hotel
        self.text = text
    }
}

/// The cards remembered as no places to stay, as a table of known cards
/// for a book's scan (their ids made only where the scan lists them).
struct RememberedCards: KnownCardTable {
    let cards: SkippedCards

    subscript(versionKey: UInt64) -> String? { cards[versionKey] }
    func contains(_ versionKey: UInt64) -> Bool { cards.contains(versionKey) }
    var count: Int { cards.count }
}
