import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Decides what a sync does: a pure function from the book as scanned,
/// the sync state and the store's hotels to a ``SyncPlan``.
///
/// The rules it keeps:
/// - A card new to the sync state is matched to a hotel the book does not
///   track yet by import's rules (UID; the same card, for one with no UID;
///   name + postal code, name + city where the postal codes
///   do not differ, a similar name within 200 m: ``HotelMatcher``), so the
///   first sync after an import adopts and creates nothing;
///   otherwise it creates a hotel.
/// - A tracked card or hotel changed on one side takes the change to the
///   other; changed on both, it is merged field by field against the card
///   as last synced (``FieldMerge``).
/// - Deletions follow only from the sync state: a tracked card gone from
///   the book deletes its hotel if the store did not change it, and the
///   other way round; a changed one is kept and brought back. Nothing is
///   deleted on account of a card that could not be read.
/// - A card whose UID changed, or whose file was renamed, is the same card.
/// - Hotels the book never had go to it only with `pushNew`.
public struct SyncPlanner {
    /// How the sync runs: direction, conflict policy, deletion guard.
    public var options: SyncOptions
    /// Positions for hotels made from cards without GEO.
    public var geocoder: Geocoder?

    /// A planner with `options`; without a `geocoder`, hotels made from
    /// cards without GEO get no position (unless the card was located ahead).
    public init(options: SyncOptions, geocoder: Geocoder? = nil) {
        self.options = options
        self.geocoder = geocoder
    }

    /// Plans a sync. `records` and `hotels` may come without their card
    /// texts (most of their bytes, and seldom needed): `texts` then reads
    /// the few that are. The hotels are read only if the plan needs them.
    /// `secondCards`: the items the last run left unsynced as second cards
    /// of a hotel (``SyncNote/Kind/sameHotel``).
    public func plan(_ snapshot: BookSnapshot, records: [String: SyncRecord], hotels: StoreHotels,
                     texts: CardTexts = CardTexts(), secondCards: Set<String> = []) -> SyncPlan {
        var run = PlanRun(planner: self, snapshot: snapshot, records: records, hotels: hotels, texts: texts)
        run.secondCards = secondCards
        run.build()
        return run.plan
    }
}

/// Card texts read on demand, for records and hotels given without them.
public struct CardTexts {
    /// The card a record holds, by item id.
    public var record: (String) -> String
    /// The card a hotel holds, by id.
    public var hotel: (Hotel.ID) -> String

    /// Texts read by `record` and `hotel`; by default every text is empty,
    /// for records and hotels given with their cards.
    public init(record: @escaping (String) -> String = { _ in "" }, hotel: @escaping (Hotel.ID) -> String = { _ in "" }) {
        self.record = record
        self.hotel = hotel
    }
}

/// One planning: the working sets of ``SyncPlanner/plan(_:records:hotels:texts:)``.
private struct PlanRun {
    let planner: SyncPlanner
    let snapshot: BookSnapshot
    let records: [String: SyncRecord]
    let hotels: StoreHotels
    var options: SyncOptions { planner.options }
    var plan = SyncPlan()
    /// Hotels some card of this book stands for (tracked, or adopted in this run).
    var linked: Set<Hotel.ID> = []
    /// UIDs this run gives hotels it creates (besides ``StoreHotels/uids``).
    var newUIDs: Set<String> = []
    /// The store's hotels, for matching new cards by import's rules.
    var matcher = HotelMatcher()
    var indexed = false
    /// The hotels this run creates, under provisional ids (below zero),
    /// found as the store's are, so that a further card of one of them is
    /// known for it (``sameHotel(as:)``).
    var creations = HotelMatcher()
    var created: [Hotel.ID: Hotel] = [:]
    /// UIDs on more than one card of the book: each such card is synced on its own.
    lazy var repeatedUIDs = Set(snapshot.repeatedUIDs.map(\.uid))
    /// The store's hotels by UID, made when a card's hotel is found gone (``remade(_:item:)``).
    var hotelsByUID: [String: Hotel.ID]?
    /// Tracked cards the user's exclude now matches: item id → place.
    var excluded: [String: String] = [:]
    /// Records whose card is gone from the book, by id.
    var vanished: [String: SyncRecord] = [:]
    /// Cards gone from the book that wait for an unreadable part to be read.
    var deferredDeletions = 0
    /// New cards paired with a vanished record (renamed, or UID changed): entry index → record id.
    var paired: [Int: String] = [:]
    /// The items the last run left unsynced as second cards of a hotel.
    var secondCards: Set<String> = []
    /// Of the paired cards, those that stood beside the card gone as a
    /// second card of its hotel (the user merging the two): a field such a
    /// card lacks is not one it deleted.
    var pairedSecondCards: Set<Int> = []
    /// The UIDs the book's cards bear, as far as this run knows them (the
    /// cards it tracks and those it read), made the first time a hotel is
    /// given to the book.
    var bookUIDs: Set<String>?

    let texts: CardTexts

    init(planner: SyncPlanner, snapshot: BookSnapshot, records: [String: SyncRecord], hotels: StoreHotels, texts: CardTexts) {
        self.planner = planner
        self.texts = texts
        self.snapshot = snapshot
        self.records = records
        self.hotels = hotels
        for record in records.values where !record.isTombstone {
            if let id = record.hotelID { linked.insert(id) }
        }
    }

    /// The store's hotels in a matcher, made the first time a new card needs them.
    mutating func indexHotels() {
        guard !indexed else { return }
        indexed = true
        for hotel in hotels.all {
            matcher.add(hotel.id, HotelMatcher.Probe(uid: hotel.uid, keys: HotelKeys(hotel.details),
                                                     position: hotel.details.coordinate?.knownPosition, phones: [],
                                                     cardDigest: hotel.cardDigest ?? hotels.cardDigest(hotel.id),
                                                     street: hotel.details.street))
        }
    }

    /// When a card without a REV of its own changed: when the book last
    /// changed it (a file's modification time, two seconds later, as some
    /// file systems round it down to two seconds and the kernel's clock for
    /// it runs a tick behind), or else this run, which saw the change;
    /// never later than this run.
    func changedAt(_ item: BookItem) -> Timestamp {
        guard let seconds = item.modifiedAt, seconds > 0, seconds < 1e11 else { return options.now }
        return min(options.now, Timestamp(millisecondsSince1970: Int64(((seconds + 2) * 1000).rounded(.down))))
    }

    /// Whether the store takes `card` as `hotel`'s card: not where it is the
    /// hotel's stored card, or says what the hotel says (an export of it, a
    /// copy of a book this sync wrote), as import takes it — nor where it
    /// is the card a sync writes over `syncedCard` (the one last synced)
    /// for the hotel as it stands, which a run killed after writing the
    /// book, before the store committed, left there; the store then keeps
    /// its card.
    func teaches(_ card: CardHotel, _ hotel: Hotel, storedCard: String, syncedCard: String? = nil) -> Bool {
        guard storedCard != card.text else { return false }
        var known = hotel
        known.card = storedCard
        if Reconciler.says(card, sameAs: known) { return false }
        guard let syncedCard, !syncedCard.isEmpty, syncedCard != storedCard else { return true }
        let written = cardWritten(for: hotel, showing: CardFields.shown(hotel.details, pushPositions: options.pushPositions),
                                  uid: card.uid ?? hotel.uid, over: syncedCard, version: card.version)
        return !CardFingerprint.same(String(decoding: written, as: UTF8.self), card.text)
    }

    /// The card a sync writes into the book for `hotel`: `shown` (the
    /// fields a card shows) under `uid`, over the book's card `text`,
    /// written afresh in that card's version (4.0, else 3.0).
    func cardWritten(for hotel: Hotel, showing shown: HotelDetails, uid: String, over text: String, version: VCardVersion?) -> [UInt8] {
        let exported = Hotel(id: hotel.id, uid: uid, details: shown, createdAt: hotel.createdAt, updatedAt: options.now, card: text)
        return HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: exported)
    }

    /// A record's card text.
    func card(of record: SyncRecord) -> String { record.card.isEmpty ? texts.record(record.item) : record.card }

    /// A hotel's card text.
    func card(of hotel: Hotel) -> String { hotel.card.isEmpty ? texts.hotel(hotel.id) : hotel.card }

    mutating func build() {
        let unreadableItems = Set(snapshot.problems.compactMap(\.item))
        for record in records.values where !record.isTombstone && !snapshot.ids.contains(record.item) && !unreadableItems.contains(record.item) {
            vanished[record.item] = record
        }
        pairRenamedCards()
        // A step per card read, most likely: room for them at once, not by
        // doubling (which holds the old steps and the new at its peak).
        plan.steps.reserveCapacity(snapshot.entries.count { if case .unchanged = $0.seen { false } else { true } })
        for (index, entry) in snapshot.entries.enumerated() {
            switch entry.seen {
            case .unchanged: tracked(entry.item, record: records[entry.item.id]!, card: nil)
            case .notLodging(let name, let rule): leftLodging(entry.item, name: name, excludedBy: rule)
            case .hotel(let card):
                if let id = paired[index], let record = records[id] {
                    tracked(entry.item, record: record, card: card, keepsWhatItLacks: pairedSecondCards.contains(index))
                } else if let record = records[entry.item.id], !record.isTombstone {
                    tracked(entry.item, record: record, card: card)
                } else if let record = records[entry.item.id], record.isLetGo {
                    metLetGo(entry.item, record: record, card: card)
                } else {
                    metAnew(entry.item, card: card, record: records[entry.item.id])
                }
            }
        }
        // What could not be read and is not a card the sync state knows
        // (part of a .vcf file without a UID, a card whose UID changed) may
        // be any card gone: then no card is taken as deleted.
        let unplaced = snapshot.problems.filter { problem in problem.item.map { records[$0] == nil || records[$0]!.isTombstone } ?? true }
        if unplaced.isEmpty {
            for record in vanished.values.sorted(by: { $0.item < $1.item }) { goneFromBook(record) }
        } else if !vanished.isEmpty {
            deferredDeletions = vanished.count
        }
        for record in records.values.filter(\.isTombstone).sorted(by: { $0.item < $1.item }) {
            guard let id = record.hotelID, let hotel = hotels[id], !linked.contains(id) else { continue }
            // This book's exclude names the card (by the UID or the name it
            // was last synced with): its hotel stays out of the book.
            // Nor is a hotel the book let go while another book synced it.
            if record.isLetGo || snapshot.selector.exclusion(uid: record.uid, name: StoredCard(card(of: record))?.details.name ?? "") != nil {
                linked.insert(id)
                continue
            }
            if let item = snapshot.tombstoneItems[record.item] {
                restoreCard(hotel, record: record, item: item)
            } else if !snapshot.ids.contains(record.item) {
                bringBack(hotel, record: record)
            }
        }
        for problem in snapshot.problems {
            // A part that may be any card holds back every deletion from the
            // book; the note says so, and is said again when cards wait on it.
            let holdsBack = unplaced.contains(problem)
            let waiting = holdsBack && deferredDeletions > 0
                ? " (\(deferredDeletions == 1 ? "1 card" : "\(deferredDeletions) cards") gone from the book \(deferredDeletions == 1 ? "waits" : "wait"))" : ""
            let key = (problem.item.map { "unreadable \($0)" } ?? "unreadable " + problem.message.filter { !$0.isNumber })
                + (waiting.isEmpty ? "" : " holding back \(deferredDeletions)")
            let consequence = holdsBack ? "no card gone from the book is deleted until it can be read\(waiting)"
                : "nothing is deleted on its account"
            plan.notes.append(SyncNote(kind: .unreadable, place: problem.place,
                                       message: "\(problem.message); it stays as it is, and \(consequence)", key: key))
        }
        for repeated in snapshot.repeatedUIDs {
            plan.notes.append(SyncNote(kind: .repeatedUID(repeated.uid), place: repeated.places.first ?? "",
                                       message: "UID '\(repeated.uid)' is on \(repeated.places.count) cards (\(repeated.places.joined(separator: ", "))): each is kept and synced on its own",
                                       key: "uid \(repeated.uid) \(repeated.places.count)"))
        }
        // Unchanged since a complete sync under the same settings, the
        // store has no hotel that sync did not push.
        if options.pushNew && !hotels.unchangedSinceLastSync {
            let trip = options.trip.map(TripName.key)
            for hotel in hotels.all where !linked.contains(hotel.id) {
                if let trip, hotel.details.trip.map(TripName.key) != trip { continue }
                if exclusion(of: hotel) != nil { continue }
                pushNew(hotel)
            }
        }
        if let reason = snapshot.unwritable {
            // Read, never written: what goes into the book waits.
            applyDirection(.pull)
            plan.withholdsPushes = true
            plan.notes.append(SyncNote(kind: .unreadable, place: snapshot.location,
                                       message: "\(reason): changes are taken from it, none are written into it", key: "unwritable"))
        } else {
            applyDirection(options.direction)
            plan.withholdsPushes = options.direction == .pull
        }
        // Deletions wait, with their records as they are: a later run that deletes makes them.
        if !options.deletes {
            let before = plan.steps.count
            plan.steps.removeAll { $0.book == .delete || $0.store == .delete }
            plan.withholdsDeletions = plan.steps.count < before
        }
        // A deletion a one-way run or --no-delete leaves undone is not said.
        let deleting = Set(plan.steps.filter { $0.store == .delete }.map(\.name))
        plan.notes.removeAll { $0.kind == .deletedInBook && !deleting.contains($0.place) }
        // An exclusion whose hotel stays (a push; a run that deletes
        // nothing) is said by no note, and waits for the next run.
        let left = Set(plan.steps.compactMap { step in step.record == .tombstone ? step.item?.id : nil })
        let waiting = excluded.filter { !left.contains($0.key) }
        if !waiting.isEmpty {
            plan.exclusionsWait = true
            let places = Set(waiting.values)
            plan.notes.removeAll { $0.kind == .leftLodging && places.contains($0.place) }
        }
        checkDeletions()
    }

    // MARK: - Cards

    /// A card whose record is gone and a new card are the same card when
    /// they share a UID (a renamed file) or describe the same hotel (a
    /// changed UID). In a `.vcf` file a repeated UID's cards are numbered
    /// in file order, so when one of them goes or changes its UID the next
    /// one takes its id: a card at a tracked id that describes another
    /// hotel, which a record gone from the book describes, is that record's.
    mutating func pairRenamedCards() {
        guard !vanished.isEmpty else { return }
        var byUID: [String: String] = [:]
        var byKeys: [String: String] = [:]
        func index(_ record: SyncRecord) {
            if !record.uid.isEmpty, byUID[record.uid] == nil { byUID[record.uid] = record.item }
            for key in keys(of: record) where byKeys[key] == nil { byKeys[key] = record.item }
        }
        for record in vanished.values.sorted(by: { $0.item < $1.item }) { index(record) }
        guard !vanished.isEmpty else { return }
        // Cards that took the id of another of their UID's cards. One
        // pairing can free the record the next needs: repeat until none.
        var changed = true
        while changed {
            changed = false
            for (index, entry) in snapshot.entries.enumerated() where paired[index] == nil {
                guard case .hotel(let card) = entry.seen, let record = records[entry.item.id], !record.isTombstone,
                      card.hash != record.cardHash else { continue }
                let own = Set(keys(of: record))
                let cardKeys = Self.matchKeys(card.hotel.keys)
                guard !cardKeys.isEmpty, own.isDisjoint(with: cardKeys),
                      let id = cardKeys.lazy.compactMap({ byKeys[$0] }).first(where: { vanished[$0] != nil }) else { continue }
                paired[index] = id
                vanished[id] = nil
                // Its own record's card is elsewhere now, or gone.
                vanished[record.item] = record
                for key in own { byKeys[key] = record.item }
                changed = true
            }
        }
        for (index, entry) in snapshot.entries.enumerated() where paired[index] == nil {
            guard case .hotel(let card) = entry.seen, records[entry.item.id].map({ $0.isTombstone }) ?? true else { continue }
            var found = card.hotel.uid.flatMap { byUID[$0] }
            if found.map({ vanished[$0] == nil }) ?? true { found = Self.matchKeys(card.hotel.keys).lazy.compactMap { byKeys[$0] }.first }
            guard let id = found, vanished[id] != nil else { continue }
            paired[index] = id
            if secondCards.contains(entry.item.id) { pairedSecondCards.insert(index) }
            vanished[id] = nil
        }
    }

    /// The match keys of a record's hotel as it is, or of its card.
    func keys(of record: SyncRecord) -> [String] {
        let details = record.hotelID.flatMap { hotels[$0]?.details } ?? StoredCard(self.card(of: record))?.details
        return details.map { Self.matchKeys(HotelKeys($0)) } ?? []
    }

    /// The keys a new card and a card gone from the book are paired by (a
    /// file renamed, a UID changed): the folded name with the postal code;
    /// with the city only where there is no postal code. Narrower than
    /// matching a card to a stored hotel (``match(_:)``): a pair moves a
    /// card's sync history to another card.
    static func matchKeys(_ keys: HotelKeys) -> [String] {
        guard !keys.name.isEmpty else { return [] }
        if !keys.postalCode.isEmpty { return ["p\u{1F}\(keys.name)\u{1F}\(keys.postalCode)"] }
        if !keys.city.isEmpty { return ["c\u{1F}\(keys.name)\u{1F}\(keys.city)"] }
        return []
    }

    /// A card the sync state tracks; `card` is `nil` when it is unchanged
    /// since. `keepsWhatItLacks`: a field the card lacks and its base has
    /// is taken as unchanged, not deleted (``pairedSecondCards``).
    /// `resuming`: the record is a let-go card's, taken up again (``metLetGo(_:record:card:)``).
    mutating func tracked(_ item: BookItem, record: SyncRecord, card: SyncCard?, keepsWhatItLacks: Bool = false, resuming: Bool = false) {
        var step = SyncStep(item: item, recordID: record.item == item.id ? nil : record.item, hotelID: record.hotelID, name: "")
        let bookChanged = card.map { $0.hash != record.cardHash } ?? false
        // Read only when needed: an unchanged card's text is the record's, in the store.
        var text: String { card?.hotel.text ?? self.card(of: record) }
        let uid = card.map { $0.hasUID ? $0.hotel.uid : nil } ?? (record.uid.isEmpty ? nil : record.uid)
        // Unchanged on both sides: a record whose hotel is as it recorded
        // it needs no look at the hotel.
        if card == nil, step.recordID == nil, hotels.unchangedSinceLastSync, let hotelID = record.hotelID, !record.hotelHash.isEmpty {
            linked.insert(hotelID)
            return
        }
        guard let hotelID = record.hotelID, let hotel = hotels[hotelID] else {
            if bookChanged, let card {
                // Deleted in the store, changed in the book: the change is kept.
                step.name = card.hotel.details.name
                create(&step, from: card, item: item)
                plan.notes.append(SyncNote(kind: .keptChanged(name: step.name, intoBook: false, id: item.id), place: item.place,
                                           message: "'\(step.name)' was removed from the store but changed in the book: it comes back"))
            } else if let again = remade(record, item: item) {
                // Removed from the store and made again under the card's UID
                // (its card restored in another book): this card is its card,
                // met anew, not one to delete.
                untracked(item, card: again, replacing: step.recordID)
                return
            } else if let hotelID = record.hotelID, hotels.isUnmade(hotelID) {
                // A card of the book's own whose hotel's making was undone: the
                // store was not to have the hotel, and the book keeps the card,
                // untaken until it changes (above); its record waits for a
                // redo, which gives the hotel back.
                return
            } else {
                // Kept as a tombstone: undoing the hotel's removal carries its card back.
                step.name = StoredCard(self.card(of: record))?.details.name ?? item.id
                step.book = .delete
                step.record = .tombstone
            }
            plan.steps.append(step)
            return
        }
        linked.insert(hotelID)
        step.name = hotel.details.name
        let storeHash = hotels.syncedHash(hotel)
        let storeChanged = storeHash != record.hotelHash
        if !bookChanged && !storeChanged && !positionToPush(hotel, card: text) {
            // A record moved, or one a let-go card takes up again, is saved as it stands.
            if step.recordID != nil || resuming {
                step.record = .save(card: text, hash: card?.hash ?? record.cardHash, uid: uid ?? "", hotelHash: storeHash,
                                    cardShowsHotel: record.cardShowsHotel)
                plan.steps.append(step)
            } else if item.version != record.version {
                step.record = .version
                plan.steps.append(step)
            }
            return
        }
        // A hotel the store renamed into this book's exclude is never
        // written into the book: the book lets its card go, as it was.
        if storeChanged, let rule = exclusion(of: hotel) {
            step.record = .letGo
            plan.notes.append(SyncNote(kind: .leftLodging, place: item.place,
                                       message: "'\(hotel.details.name)' is \(rule): this book no longer syncs its card, which stays in the book as it was; "
                                           + "the hotel stays in the store"))
            plan.steps.append(step)
            return
        }
        // The base: the hotel itself where the card as last synced showed
        // what the hotel shows still (then no change conflicts, and the
        // base's REV times nothing), else that card, read.
        let syncedText = card != nil && StoredCard.isHotel(of: record, hotelHash: storeHash) ? nil : self.card(of: record)
        let baseCard: StoredCard? = if let syncedText { StoredCard(syncedText) } else { StoredCard(hotel: hotel.details) }
        guard let base = baseCard?.details else {
            plan.notes.append(SyncNote(kind: .unreadable, place: item.place,
                                       message: "the card as last synced cannot be read; '\(step.name)' is left as it is"))
            return
        }
        let book = card?.hotel.details(over: base) ?? base
        var changed = book
        if keepsWhatItLacks {
            for field in CardFields.all where CardFields.isEmpty(field, of: book) { changed.take(field, from: base) }
        }
        // A REV the card already had when last synced (this tool's own, say)
        // does not time the new change: the change is timed by this run.
        let revision = card?.hotel.revision.flatMap { $0 == baseCard?.revision ? nil : $0 }
        let merge = FieldMerge(card: changed, into: hotel.details, base: base, policy: options.onConflict, cardIsNewer: {
            StoredCard.cardIsNewer(revision: revision, seenChangedAt: changedAt(item), than: hotel, card: self.card(of: hotel))
        }, geocoder: planner.geocoder)
        // (A card a run killed after writing it wrote says what the hotel
        // says, over the card as last synced: the store's change it carried,
        // or the position --push-positions gave it.)
        let pullsCard = card.map {
            bookChanged && teaches($0.hotel, hotel, storedCard: self.card(of: hotel),
                                   syncedCard: storeChanged || options.pushPositions ? syncedText ?? self.card(of: record) : nil)
        } ?? false
        settle(&step, hotel: hotel, merge: merge, bookDetails: book, text: text, textHash: card?.hash ?? record.cardHash, uid: uid,
               version: card?.version, pullsCard: pullsCard)
        plan.steps.append(step)
    }

    /// Whether `--push-positions` has a position the gazetteer gave `hotel`
    /// to write into its card, which shows none: a card is given it though
    /// neither side changed (the option's first run, a card synced without it).
    func positionToPush(_ hotel: Hotel, card text: @autoclosure () -> String) -> Bool {
        guard options.pushPositions, hotel.details.coordinate?.source == .gazetteer else { return false }
        let text = text()
        guard let card = VCardReader.read(bytes: Array(text.utf8)).cards.first,
              let shown = CardHotel(card: card, text: text, line: 0) else { return false }
        return shown.details.coordinate == nil
    }

    /// The card of a tracked `record` whose hotel is gone from the store,
    /// read from the record, when a hotel no card of this book stands for
    /// has the card's UID: the hotel was removed and made again.
    mutating func remade(_ record: SyncRecord, item: BookItem) -> SyncCard? {
        guard !record.uid.isEmpty, hotels.uids.contains(record.uid) else { return nil }
        if hotelsByUID == nil {
            hotelsByUID = Dictionary(hotels.all.filter { !$0.uid.isEmpty }.map { ($0.uid, $0.id) }, uniquingKeysWith: { first, _ in first })
        }
        guard let id = hotelsByUID?[record.uid], !linked.contains(id) else { return nil }
        let text = card(of: record)
        guard let card = VCardReader.read(bytes: Array(text.utf8)).cards.first,
              let hotel = CardHotel(card: card, text: text, line: item.line) else { return nil }
        return SyncCard(hotel: hotel, hash: record.cardHash, hasUID: hotel.uid != nil, version: card.version)
    }

    /// A card the sync state does not track: a hotel the store has but this
    /// book does not track yet is adopted; otherwise a new hotel.
    /// `replacing`: the id of the record the card had under another item
    /// id (a file renamed), which the step's record replaces.
    mutating func untracked(_ item: BookItem, card: SyncCard, replacing recordID: String? = nil) {
        var step = SyncStep(item: item, recordID: recordID, hotelID: nil, name: card.hotel.details.name)
        let adopted = card.adopts.flatMap { id in linked.contains(id) ? nil : hotels[id] } ?? match(card.hotel)
        if adopted == nil, recordID == nil, let other = sameHotel(as: card) {
            // Left as it is, and noted once: a hotel made twice is the user's to untangle.
            plan.notes.append(SyncNote(kind: .sameHotel, place: item.place,
                                       message: (card.hotel.details.name == other.details.name ? "'\(other.details.name)' is"
                                                 : "'\(card.hotel.details.name)' is '\(other.details.name)',")
                                           + " on another card of the book already: this card is left as it is and not synced"
                                           + " (merge the two to sync what it adds)",
                                       key: SyncNote.sameHotelKey(item.id)))
            return
        }
        if let hotel = adopted {
            linked.insert(hotel.id)
            step.hotelID = hotel.id
            // A hotel imported from this card has it as its base; one another
            // book tracks has that book's card, no base of this one: the two
            // are merged as import merges them, a field they differ in a
            // conflict settled by the card's REV.
            let stored = self.card(of: hotel)
            let base = stored.isEmpty || hotels.isSyncedElsewhere(hotel.id) ? nil : StoredCard(stored)?.details
            // A card that changed since it was imported (it has a base) is timed by this run.
            let merge = FieldMerge(card: card.hotel.details(over: base), into: hotel.details, base: base, policy: options.onConflict,
                                   cardIsNewer: {
                StoredCard.cardIsNewer(revision: card.hotel.revision, seenChangedAt: base == nil ? nil : changedAt(item),
                                       than: hotel, card: stored)
            }, geocoder: planner.geocoder)
            settle(&step, hotel: hotel, merge: merge, bookDetails: card.hotel.details, text: card.hotel.text,
                   textHash: card.hash, uid: card.hasUID ? card.hotel.uid : nil, version: card.version,
                   pullsCard: teaches(card.hotel, hotel, storedCard: stored))
        } else {
            create(&step, from: card, item: item)
        }
        plan.steps.append(step)
    }

    /// The hotel not yet tracked by this book that `card` describes, by
    /// the rules import matches by (``HotelMatcher``, ``Reconciliation/confirms(_:_:_:)``).
    mutating func match(_ card: CardHotel) -> Hotel? {
        indexHotels()
        let found = matcher.match(card.probe) { id, rule in
            guard !linked.contains(id), let hotel = hotel(id, for: rule) else { return false }
            return Reconciliation.confirms(rule, hotel, card)
        }
        return found.flatMap { hotels[$0.0] }
    }

    /// The hotel another card of this book stands for (tracked, adopted or
    /// created in this run) that `card` describes by import's rules: a card
    /// import would merge into it. A shared UID is not such a rule here: two
    /// cards with one UID are each synced on their own (``SyncNote/Kind/repeatedUID(_:)``).
    mutating func sameHotel(as card: SyncCard) -> Hotel? {
        if let uid = card.hotel.uid, repeatedUIDs.contains(uid) { return nil }
        indexHotels()
        let stored = matcher.match(card.hotel.probe) { id, rule in
            guard rule != .uid, linked.contains(id), let hotel = hotel(id, for: rule) else { return false }
            return Reconciliation.confirms(rule, hotel, card.hotel)
        }
        if let (id, _) = stored { return hotels[id] }
        let new = creations.match(card.hotel.probe) { id, rule in
            rule != .uid && created[id].map { Reconciliation.confirms(rule, $0, card.hotel) } ?? false
        }
        return new.flatMap { created[$0.0] }
    }

    /// A stored hotel as `rule` confirms a match with it: read without its
    /// card, it is given the card (and its digest) the same-card rule compares.
    func hotel(_ id: Hotel.ID, for rule: HotelMatcher.Rule) -> Hotel? {
        guard var hotel = hotels[id] else { return nil }
        if rule == .sameCard {
            hotel.cardDigest = hotel.cardDigest ?? hotels.cardDigest(id)
            hotel.card = self.card(of: hotel)
        }
        return hotel
    }

    /// A new hotel from `card`; a card without a UID gets one written into it.
    mutating func create(_ step: inout SyncStep, from card: SyncCard, item: BookItem) {
        var details = card.hotel.details
        if let trip = options.trip { details.trip = trip }
        if details.coordinate == nil { details.coordinate = (card.hotel.located ?? planner.geocoder.flatMap(details.lookUp(in:)))?.coordinate }
        var text = card.hotel.text
        var uid = card.hotel.uid ?? ""
        if !card.hasUID {
            uid = UUIDText.random()
            let hotel = Hotel(id: 0, uid: uid, details: CardFields.shown(card.hotel.details, pushPositions: false),
                              createdAt: options.now, updatedAt: options.now, card: text)
            // A 2.1 card gets its UID as one line more; others are written as export writes them.
            let bytes = (card.version == .v2_1 ? HotelCardExporter.addingUID(uid, to: text) : nil)
                ?? HotelCardExporter(version: card.version == .v4_0 ? .v4_0 : .v3_0).bytes(for: hotel)
            text = String(decoding: bytes, as: UTF8.self)
            step.book = .update(bytes: bytes)
            plan.notes.append(.uidGiven(uid, name: details.name, place: item.place))
        }
        // The store's UIDs are unique: a repeated one goes by a fresh one there.
        let storeUID = uid.isEmpty || newUIDs.contains(uid) || hotels.uids.contains(uid) ? UUIDText.random() : uid
        newUIDs.insert(storeUID)
        step.store = .create(details, uid: storeUID, card: text)
        let provisional = -Hotel.ID(created.count + 1)
        created[provisional] = Hotel(id: provisional, uid: storeUID, details: details, createdAt: options.now, updatedAt: options.now,
                                     card: card.hotel.text, cardDigest: CardDigest.of(card.hotel))
        creations.add(provisional, card.hotel.probe)
        let hotelHash = SyncedFields.hash(details)
        step.record = .save(card: text, hash: card.hasUID ? card.hash : nil, uid: uid, hotelHash: hotelHash,
                            cardShowsHotel: card.hasUID && StoredCard.shows(card.hotel.details, hotel: details, hotelHash: hotelHash))
    }

    /// Applies a merge: the store takes its new fields, the card is
    /// rewritten where it lacks what the hotel now says.
    mutating func settle(_ step: inout SyncStep, hotel: Hotel, merge: FieldMerge, bookDetails: HotelDetails, text: String,
                         textHash: String, uid: String?, version: VCardVersion?, pullsCard: Bool) {
        let details = merge.details
        // A card not read this run (unchanged in the book) is the record's text: its version is that text's.
        let version = version ?? VCardReader.read(bytes: Array(text.utf8)).cards.first?.version
        step.conflicts = merge.conflicts.count
        for conflict in merge.conflicts {
            plan.notes.append(SyncNote(kind: .conflict(conflict), place: hotel.details.name,
                                       message: "conflict in \(conflict.field.rawValue) of '\(hotel.details.name)': "
                                           + conflict.settled(under: options.onConflict, undecided: "the book and the store changed it differently")))
        }
        var cardText = text
        // A card without a UID is given the hotel's (where no other card of
        // the book bears it): the one change made to a card nobody edited.
        let cardUID = uid ?? uidInBook(for: hotel, item: step.item?.id)
        if uid == nil, let item = step.item {
            plan.notes.append(.uidGiven(cardUID, name: hotel.details.name, place: item.place))
        }
        // Both sides as a card shows them: a gazetteer position in the card
        // (an export's X-HOTELS-GEO) is a guess too, and rewrites nothing
        // unless pushed (two stores whose guesses differ would rewrite it
        // back and forth).
        let differ = SyncedFields.differ(CardFields.shown(details, pushPositions: options.pushPositions),
                                         CardFields.shown(bookDetails, pushPositions: options.pushPositions))
        // A card that carries one (an X-HOTELS-GEO an earlier run's
        // --push-positions or an export wrote), rewritten for another
        // change, is given the hotel's: a run without the option does not take it out.
        let shown = CardFields.shown(details, pushPositions: options.pushPositions || bookDetails.coordinate?.source == .gazetteer)
        if differ || (uid == nil) {
            // A 2.1 card given only a UID gets it as one line more.
            let bytes = (!differ && version == .v2_1 ? HotelCardExporter.addingUID(cardUID, to: text) : nil)
                ?? cardWritten(for: hotel, showing: shown, uid: cardUID, over: text, version: version)
            step.book = .update(bytes: bytes)
            cardText = String(decoding: bytes, as: UTF8.self)
            step.changes += CardFields.all.filter { !CardFields.same($0, shown, bookDetails) }.map {
                MergePlan.FieldChange(field: $0, old: CardFields.text($0, of: bookDetails), new: CardFields.text($0, of: shown))
            }
            step.bookChangeCount = step.changes.count
        }
        // The store keeps the card it last took from the book; a card only
        // pushed to the book is no change of the store's.
        let storeChanges = CardFields.changes(from: hotel.details, to: details)
        if !storeChanges.isEmpty || (pullsCard && card(of: hotel) != cardText) {
            step.store = .update(details, card: cardText)
            step.changes += storeChanges
        }
        let hotelHash = SyncedFields.hash(details)
        step.record = .save(card: cardText, hash: step.book == .none ? textHash : nil, uid: cardUID, hotelHash: hotelHash,
                            cardShowsHotel: step.book == .none && StoredCard.shows(bookDetails, hotel: details, hotelHash: hotelHash))
    }

    /// A tracked card edited so that it is no longer a place to stay, or
    /// excluded by the user's `rule`: its hotel leaves the store (unless
    /// another book syncs it), the card stays in the book, untracked. The
    /// note names the hotel that leaves,
    /// not what the card says now: a card edited into a person's would
    /// otherwise show that person's name.
    mutating func leftLodging(_ item: BookItem, name: String, excludedBy rule: SelectionRule?) {
        guard let record = records[item.id] else { return }
        let hotel = record.hotelID.flatMap { hotels[$0] }
        var step = SyncStep(item: item, recordID: nil, hotelID: record.hotelID, name: hotel?.details.name ?? name)
        if let hotel, hotels.isFollowedElsewhere(hotel.id) {
            // The card's edit, or the user's exclude, takes the card out of
            // this book's sync, not the hotel out of the store while another
            // book follows it (that book would lose its card). The record
            // stays as a tombstone that links the hotel to the card, whatever
            // UID the hotel bears: this book is not given it again.
            linked.insert(hotel.id)
            step.record = .letGo
            let why = rule.map { "is \($0)" } ?? "is no longer a place to stay in the book"
            plan.notes.append(SyncNote(kind: .leftLodging, place: item.place,
                                       message: "'\(hotel.details.name)' \(why): this book no longer syncs its card, which stays in the book; "
                                           + "the hotel stays in the store, as another book syncs it"))
            plan.steps.append(step)
            return
        }
        if rule != nil { excluded[item.id] = item.place }
        if let hotel {
            step.store = .delete
            linked.insert(hotel.id)
            plan.notes.append(SyncNote(kind: .leftLodging, place: item.place,
                                       message: rule.map { "'\(hotel.details.name)' is \($0): it leaves the store; its card stays in the book" }
                                           ?? "'\(hotel.details.name)' is no longer a place to stay in the book: it leaves the store"))
        }
        // Kept as a tombstone: undoing this sync carries the hotel back into the card.
        step.record = .tombstone
        plan.steps.append(step)
    }

    /// The rule of this book's exclude that names `hotel` (by its UID or its name), if one does.
    func exclusion(of hotel: Hotel) -> SelectionRule? {
        snapshot.selector.exclusion(uid: hotel.uid, name: hotel.details.name)
    }

    /// A card the sync state does not track (new, or a tombstone's): a
    /// tombstone's whose hotel is gone comes back into the store, and is said to.
    mutating func metAnew(_ item: BookItem, card: SyncCard, record: SyncRecord?) {
        if let record, record.isTombstone, record.hotelID.flatMap({ hotels[$0] }) == nil {
            plan.notes.append(SyncNote(kind: .cameBack, place: item.place,
                                       message: "'\(card.hotel.details.name)' is a place to stay again in the book: it comes back into the store"))
        }
        untracked(item, card: card)
    }

    /// A card the book let go (another book syncs its hotel; or the store
    /// renamed the hotel into this book's exclude), met as a place to stay.
    /// It is left alone while its hotel stays excluded, and while its hotel
    /// is gone from the store and the card is as it was let go (it brings
    /// back no hotel deleted elsewhere); it is taken up again, merged over
    /// the card its record keeps, once the hotel is no longer excluded. A
    /// card whose hotel is gone and that was edited since is met as a new
    /// card (``metAnew(_:card:record:)``).
    mutating func metLetGo(_ item: BookItem, record: SyncRecord, card: SyncCard) {
        guard let id = record.hotelID, let hotel = hotels[id] else {
            if record.hotelID == nil || card.hash != record.cardHash { metAnew(item, card: card, record: record) }
            return
        }
        if exclusion(of: hotel) != nil {
            linked.insert(id)
            return
        }
        tracked(item, record: record, card: card, resuming: true)
    }

    /// A tracked card gone from the book.
    mutating func goneFromBook(_ record: SyncRecord) {
        var step = SyncStep(item: nil, recordID: record.item, hotelID: record.hotelID, name: "")
        guard let id = record.hotelID, let hotel = hotels[id] else {
            step.name = record.item
            step.record = .remove
            plan.steps.append(step)
            return
        }
        linked.insert(id)
        step.name = hotel.details.name
        if hotels.isFollowedElsewhere(id) {
            // Another book syncs the hotel still (its card moved there, or a
            // copy kept there): it stays in the store, and this book lets
            // it go, its record kept as a tombstone so that it is not given
            // the hotel again. `hotels rm` deletes a hotel from every book.
            step.record = .letGo
            plan.notes.append(SyncNote(kind: .leftBook, place: hotel.details.name,
                                       message: "'\(hotel.details.name)' is gone from this book: it stays in the store, as another book syncs it"))
            plan.steps.append(step)
            return
        }
        if hotels.syncedHash(hotel) != record.hotelHash {
            // Deleted in the book, changed in the store: the change is kept.
            pushCard(&step, hotel: hotel, as: record)
            plan.notes.append(SyncNote(kind: .keptChanged(name: hotel.details.name, intoBook: true, id: hotel.uid), place: hotel.details.name,
                                       message: "'\(hotel.details.name)' was deleted from the book but changed in the store: it goes back"))
        } else {
            // Said, not only counted: a book cut short deletes hotels too, and cron mails only what is said.
            step.store = .delete
            step.record = .tombstone
            plan.notes.append(SyncNote(kind: .deletedInBook, place: hotel.details.name,
                                       message: "'\(hotel.details.name)' was deleted from the book: it leaves the store ('hotels undo' takes it back)"))
        }
        plan.steps.append(step)
    }

    /// A hotel whose card the book deleted, back in the store (an undo): its card goes back.
    mutating func bringBack(_ hotel: Hotel, record: SyncRecord) {
        linked.insert(hotel.id)
        var step = SyncStep(item: nil, recordID: record.item, hotelID: hotel.id, name: hotel.details.name)
        pushCard(&step, hotel: hotel, as: record)
        plan.steps.append(step)
    }

    /// A hotel whose card left lodging, back in the store (an undo): the
    /// card, still in the book, is written over with the hotel's card.
    mutating func restoreCard(_ hotel: Hotel, record: SyncRecord, item: BookItem) {
        linked.insert(hotel.id)
        var step = SyncStep(item: item, recordID: nil, hotelID: hotel.id, name: hotel.details.name)
        pushCard(&step, hotel: hotel, as: record)
        if case .create(_, let bytes) = step.book { step.book = .update(bytes: bytes) }
        plan.steps.append(step)
    }

    /// A hotel this book never had, its card under ``uidInBook(for:item:)``.
    mutating func pushNew(_ hotel: Hotel) {
        linked.insert(hotel.id)
        var step = SyncStep(item: nil, recordID: nil, hotelID: hotel.id, name: hotel.details.name)
        pushCard(&step, hotel: hotel, over: card(of: hotel), uid: uidInBook(for: hotel))
        plan.steps.append(step)
    }

    /// The UID a card of `hotel` that has none of its own bears in this
    /// book (`item`: the card's, when it is in the book): the hotel's,
    /// unless a card of another hotel there bears it (the store told the
    /// two apart under a UID of its own); then a new one, said in a note, as
    /// two cards of one UID are refused by servers and by other clients.
    mutating func uidInBook(for hotel: Hotel, item: String? = nil) -> String {
        if bookUIDs == nil {
            var uids = Set(records.values.filter { !$0.isTombstone }.map(\.uid))
            for entry in snapshot.entries { if case .hotel(let card) = entry.seen, let uid = card.hotel.uid { uids.insert(uid) } }
            bookUIDs = uids
        }
        var uid = hotel.uid
        let own = item.flatMap { records[$0] }.map { $0.uid == uid } ?? false
        if !own, bookUIDs?.contains(uid) == true {
            uid = UUIDText.random()
            plan.notes.append(SyncNote(kind: .uidTaken(uid: uid, name: hotel.details.name), place: hotel.details.name,
                                       message: "'\(hotel.details.name)' is given \(uid) in this book: another of its cards bears \(hotel.uid)"))
        }
        bookUIDs?.insert(uid)
        return uid
    }

    /// The card `record` tracked, for `hotel`, back in the book: over the
    /// card as last synced and under the UID it had there, which may be
    /// other than the hotel's (``uidInBook(for:item:)``).
    mutating func pushCard(_ step: inout SyncStep, hotel: Hotel, as record: SyncRecord) {
        pushCard(&step, hotel: hotel, over: card(of: record), uid: record.uid.isEmpty ? nil : record.uid)
    }

    /// A new card in the book for `hotel`, built over `card` (its last card)
    /// when it has one, bearing `uid` (by default the hotel's).
    mutating func pushCard(_ step: inout SyncStep, hotel: Hotel, over card: String, uid: String? = nil) {
        var exported = hotel
        exported.card = card
        exported.uid = uid ?? hotel.uid
        exported.details = CardFields.shown(hotel.details, pushPositions: options.pushPositions)
        let bytes = HotelCardExporter(version: snapshot.cardVersion == .v4_0 ? .v4_0 : .v3_0).bytes(for: exported)
        step.book = .create(uid: exported.uid, bytes: bytes)
        step.record = .save(card: String(decoding: bytes, as: UTF8.self), hash: nil, uid: exported.uid, hotelHash: hotels.syncedHash(hotel),
                            cardShowsHotel: false)
    }

    // MARK: - Direction and guard

    /// One-way runs write one side only. Pull keeps a step's store half and
    /// records the card as it is in the book, with the store's side marked
    /// not yet pushed; push keeps the book half and leaves the record as it
    /// was — its card the base, its version the card's before the write —
    /// so that the next two-way run reads the card again and still sees the
    /// book's change. A step with nothing left for the side written waits.
    mutating func applyDirection(_ direction: SyncOptions.Direction) {
        switch direction {
        case .both: return
        case .pull:
            var read: [String: SyncCard] = [:]
            for entry in snapshot.entries { if case .hotel(let card) = entry.seen { read[entry.item.id] = card } }
            plan.steps = plan.steps.compactMap { step in
                guard step.book != .none else { return step }
                guard step.store != .none, let item = step.item, let card = read[item.id] else { return nil }
                let text = card.hotel.text
                var step = step
                step.changes.removeFirst(step.bookChangeCount)
                step.bookChangeCount = 0
                if case .create(let details, let uid, _) = step.store { step.store = .create(details, uid: uid, card: text) }
                if case .update(let details, _) = step.store { step.store = .update(details, card: text) }
                switch step.store {
                case .create, .update: break
                default: return nil
                }
                step.book = .none
                step.record = .savePending(card: text, hash: card.hash, uid: card.hasUID ? card.hotel.uid ?? "" : "")
                return step
            }
            // Nothing was written into the book.
            plan.notes.removeAll { note in
                if case .uidGiven = note.kind { return true }
                if case .uidTaken = note.kind { return true }
                return false
            }
            keepChangesForTwoWay(intoBook: true, "it stays in the store, and goes back into the book when a sync writes into it")
        case .push:
            plan.steps = plan.steps.compactMap { step in
                guard step.store != .none else { return step }
                guard step.book != .none, case .update = step.store else { return nil }
                var step = step
                step.leaveStoreOut()
                step.record = .none
                return step
            }
            keepChangesForTwoWay(intoBook: false, "its card stays, and the hotel comes back when a sync writes into the store")
        }
    }

    /// A change kept against the other side's deletion that a one-way run
    /// cannot take back where it goes (`intoBook`): its note says what
    /// stands, as a warning said once (keyed by the hotel's UID or the
    /// card's item, not the name namesakes share), not on
    /// every run, until a two-way run settles it.
    private mutating func keepChangesForTwoWay(intoBook: Bool, _ outcome: String) {
        plan.notes = plan.notes.map { note in
            guard case .keptChanged(let name, intoBook, let id) = note.kind else { return note }
            var note = note
            let deleted = intoBook ? "was deleted from the book but changed in the store" : "was removed from the store but changed in the book"
            note.message = "'\(name)' \(deleted): \(outcome)"
            note.key = "kept changed " + id
            // (A card gone from the book has no place in it: the book is where to look.)
            if intoBook { note.place = snapshot.location }
            return note
        }
    }

    /// Stops a run that would delete too much of either side, or that finds
    /// a side which had this book's hotels holding none of them.
    mutating func checkDeletions() {
        // A hotel this book lets go for its card gone (another book syncs it)
        // is lost to this book as one deleted: a book emptied by mistake lets go of all.
        let storeLosses = plan.steps.filter { $0.store == .delete || ($0.record == .letGo && $0.item == nil) }
        let bookDeletes = plan.steps.filter { $0.book == .delete }
        guard !storeLosses.isEmpty || !bookDeletes.isEmpty else { return }
        var trackedCount = 0, inStore = 0
        // (A card of the book's own whose hotel an undo unmade is no hotel synced with the book.)
        for record in records.values where !record.isTombstone && record.hotelID.map(hotels.isUnmade) != true {
            trackedCount += 1
            if let id = record.hotelID, hotels[id] != nil { inStore += 1 }
        }
        let hotelCards = snapshot.entries.count
        // "delete 3 hotels from the store", "let 5 hotels go (other books sync them)", or both.
        let lettingGo = storeLosses.count { $0.store != .delete }, deleting = storeLosses.count - lettingGo
        let losses = [deleting > 0 ? "delete \(deleting) hotel\(deleting == 1 ? "" : "s") from the store" : nil,
                      lettingGo > 0 ? "let \(lettingGo) hotel\(lettingGo == 1 ? "" : "s") go (other books sync \(lettingGo == 1 ? "it" : "them"))" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        // What would be lost, and what --force does with it: a forced dry run says the first alone.
        if trackedCount > 0 && hotelCards == 0 && !storeLosses.isEmpty {
            plan.guardStopping = ("the book lists no hotel it can read, but \(trackedCount == 1 ? "1 was" : "\(trackedCount) were") synced with it before: it would \(losses). "
                + "If the book lost its cards by mistake (a server reset, a file emptied), restore it, or give it the store's hotels back "
                + "('hotels export >> FILE' adds them to a file and keeps its other cards; 'hotels export -o DIR/' or '-o URL' writes them into a folder or a collection)",
                "to apply it, run again with --force")
        } else if trackedCount > 0 && inStore == 0 && !bookDeletes.isEmpty {
            plan.guardStopping = ((trackedCount == 1 ? "the store no longer holds the hotel synced with this book before" : "the store holds none of the \(trackedCount) hotels synced with this book before") + ": it would delete \(bookDeletes.count) card\(bookDeletes.count == 1 ? "" : "s") from the book. "
                + "If the store lost them by mistake, 'hotels undo' or 'hotels history' brings them back",
                "to delete the cards, run again with --force")
        } else if options.maxDelete.isExceeded(deleted: storeLosses.count, of: max(inStore, 1)) {
            plan.guardStopping = ("of the \(inStore) hotels this book shares with the store, it would \(losses): " + Self.names(storeLosses),
                                "run again with --force to apply it")
        } else if options.maxDelete.isExceeded(deleted: bookDeletes.count, of: max(trackedCount, hotelCards)) {
            plan.guardStopping = ("it would delete \(bookDeletes.count) of the book's \(max(trackedCount, hotelCards)) hotel cards: " + Self.names(bookDeletes),
                                "run again with --force to apply it")
        }
    }

    static func names(_ steps: [SyncStep]) -> String {
        let names = steps.prefix(10).map { "'\($0.name)'" }.joined(separator: ", ")
        return steps.count > 10 ? names + " and \(steps.count - 10) more" : names
    }
}
