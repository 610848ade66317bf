import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// One planning: the working sets of ``SyncPlanner/plan(_:records:hotels:texts:)``.
struct PlanRun {
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
    /// The hotels this book tracks by name key, made when a new card without
    /// a UID may be a copy of a tracked one (``hotel(copiedBy:)``).
    var linkedByName: [String: [Hotel.ID]]?
    /// The store's hotels by UID, made when a card's hotel is found gone (``remade(_:item:)``).
    var hotelsByUID: [String: Hotel.ID]?
    /// Tracked cards the user's exclude now matches: item id → place.
    var excluded: [String: String] = [:]
    /// Records whose card is gone from the book, by id.
    var vanished: [String: SyncRecord] = [:]
    /// Cards gone from the book that wait for an unreadable part to be read.
    var deferredDeletions = 0
    /// Cards paired with another record than their name's (a file renamed,
    /// a UID changed, files that took one another's names): entry index → record id.
    var paired: [Int: String] = [:]
    /// Tracked names whose record's card is at another name now
    /// (``pairMovedUIDs()``): a card there is not that record's.
    var claimed: Set<String> = []
    /// Cards moved to a name another moved card left whose record, at the
    /// name they left, is a tombstone or a card let go: entry index → record id.
    var pairedNoLongerSynced: [Int: String] = [:]
    /// Tracked names whose record's card is gone while the name holds
    /// another card (a moved one, one of another UID): the record's
    /// tombstone is kept under ``goneName(of:)``, not over that card's.
    var displaced: Set<String> = []
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
    /// The cards an earlier run was writing for the store's hotels and did not record, by UID.
    var pending: [String: PendingPush] = [:]

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
        // A value the book's card lacks is written as the line the store's card holds it in (an edit undone,
        // say), where that card is this book's: another book's lines (its client's labels) stay in that book.
        let recalled = hotels.isSyncedElsewhere(hotel.id) ? nil : card(of: hotel)
        return HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: exported, recalling: recalled)
    }

    /// A record's card text.
    func card(of record: SyncRecord) -> String { record.card.isEmpty ? texts.record(record.item) : record.card }

    /// A hotel's card text.
    func card(of hotel: Hotel) -> String { hotel.card.isEmpty ? texts.hotel(hotel.id) : hotel.card }

    /// Whether `problem`, a part the scan could not read that is not a card
    /// the sync state knows (part of a .vcf file without a UID, a card whose
    /// UID changed), may be any card gone: then no card is taken as deleted.
    func mayBeAnyCard(_ problem: BookProblem) -> Bool {
        problem.item.map { records[$0] == nil || records[$0]!.isTombstone } ?? true
    }

    /// Whether a card ``vanished`` holds may still be in the book, in a part
    /// the scan could not read (``mayBeAnyCard(_:)``).
    var vanishedMayBeThere: Bool { snapshot.problems.contains(where: mayBeAnyCard) }

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
            case .notLodging(let name, let uid, let rule):
                if claimed.contains(entry.item.id) {
                    // At a name whose record's card went elsewhere: the card of a record whose name another card took, moved here and edited out of lodging.
                    if let uid, let record = vanished.values.first(where: { $0.uid == uid }) {
                        vanished[record.item] = nil
                        leftLodging(entry.item, name: name, excludedBy: rule, moved: record)
                    }
                } else if let uid, let own = records[entry.item.id], !own.isTombstone, !own.uid.isEmpty, own.uid != uid {
                    // Another UID's card, not a place to stay, in the file of a card gone: that card is deleted.
                    vanished[own.item] = own
                    displaced.insert(own.item)
                } else {
                    leftLodging(entry.item, name: name, excludedBy: rule)
                }
            case .hotel(let card):
                if let id = pairedNoLongerSynced[index], let record = records[id] {
                    if record.isLetGo { metLetGo(entry.item, record: record, card: card) } else { metAnew(entry.item, card: card, record: record) }
                } else if let id = paired[index], let record = records[id] {
                    tracked(entry.item, record: record, card: card, keepsWhatItLacks: pairedSecondCards.contains(index))
                } else if let record = records[entry.item.id], !record.isTombstone, !claimed.contains(entry.item.id) {
                    tracked(entry.item, record: record, card: card)
                } else if let record = records[entry.item.id], record.isLetGo {
                    metLetGo(entry.item, record: record, card: card)
                } else if leaveKilledPush(entry.item, card: card) {
                    // New, or at a tombstone's id (a card brought back, then its hotel removed again).
                    continue
                } else {
                    metAnew(entry.item, card: card, record: records[entry.item.id])
                }
            }
        }
        // A card an earlier run was writing that the book, read whole, does not hold needs its note no more.
        // (Cards the selection turned down, read or remembered, are held too: ``BookSnapshot/watchedHeld``.)
        if !pending.isEmpty, snapshot.problems.isEmpty {
            plan.goneKilledPushes = pending.keys.filter { !snapshot.watchedHeld.contains($0) }.sorted()
        }
        if !vanishedMayBeThere {
            for record in vanished.values.sorted(by: { $0.item < $1.item }) {
                let steps = plan.steps.count
                goneFromBook(record)
                if displaced.contains(record.item) { carryLastStep(of: record, to: Self.goneName(of: record), from: steps) }
            }
        } else if !vanished.isEmpty {
            deferredDeletions = vanished.count
            // A record that waits whose name holds another card now waits under a name of its own, as it is.
            for record in vanished.values.sorted(by: { $0.item < $1.item }) where displaced.contains(record.item) {
                plan.steps.append(carrying(record, to: Self.goneName(of: record), version: record.version,
                                           name: StoredCard(card(of: record))?.details.name ?? record.item))
            }
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
                restoreCard(hotel, record: record, item: item, text: snapshot.tombstoneTexts[item.id])
            } else if !snapshot.ids.contains(record.item) {
                bringBack(hotel, record: record)
            }
        }
        for problem in snapshot.problems {
            // A part that may be any card holds back every deletion from the
            // book; the note says so, and is said again when cards wait on it.
            let holdsBack = mayBeAnyCard(problem)
            let waiting = holdsBack && deferredDeletions > 0
                ? " (\(deferredDeletions == 1 ? "1 card" : "\(deferredDeletions) cards") gone from the book \(deferredDeletions == 1 ? "waits" : "wait"))" : ""
            let key = (problem.item.map { "unreadable \($0)" } ?? "unreadable " + problem.message.filter { !$0.isNumber })
                + (waiting.isEmpty ? "" : " holding back \(deferredDeletions)")
            let consequence = holdsBack ? "no card gone from the book is deleted until it can be read\(waiting)"
                : "nothing is deleted on its account"
            plan.notes.append(SyncNote(kind: .unreadable, place: problem.place,
                                       message: "\(problem.message); it stays as it is, and \(consequence)", key: key))
        }
        // A copy of a hotel's card left as it is (``SyncNote/Kind/sameHotel``) has its own note:
        // of its UID's cards, only the others are synced, and only two or more are worth a note.
        let leftAlone = Set(plan.notes.filter { $0.kind == .sameHotel }.map(\.place))
        for repeated in snapshot.repeatedUIDs {
            let synced = repeated.places.filter { !leftAlone.contains($0) }
            guard synced.count > 1 else { continue }
            plan.notes.append(SyncNote(kind: .repeatedUID(repeated.uid), place: synced[0],
                                       message: "UID '\(repeated.uid)' is on \(synced.count) cards (\(Self.places(synced))): each is kept and synced on its own",
                                       key: "uid \(repeated.uid) \(synced.count)"))
        }
        // Unchanged since a complete sync under the same settings, the
        // store has no hotel that sync did not push.
        if options.pushNew && !hotels.unchangedSinceLastSync {
            for hotel in hotels.all where !linked.contains(hotel.id) && Self.isPushedNew(hotel, options: options, selector: snapshot.selector) {
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
        let left = Set(plan.steps.compactMap { step in step.record == .tombstone || step.carriedVersion == "" ? step.item?.id : nil })
        let waiting = excluded.filter { !left.contains($0.key) }
        if !waiting.isEmpty {
            plan.exclusionsWait = true
            let places = Set(waiting.values)
            plan.notes.removeAll { $0.kind == .leftLodging && places.contains($0.place) }
        }
        checkDeletions()
    }

    /// The places a note names, the first ten and how many more: a UID on
    /// 100,000 cards is a line, not two megabytes.
    static func places(_ places: [String]) -> String {
        guard places.count > 10 else { return places.joined(separator: ", ") }
        return places.prefix(10).joined(separator: ", ") + " and \(places.count - 10) more"
    }
}
