import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Cards the sync state tracks: changed on one side or both, or no longer
/// places to stay (found again under another name: PlanRun+RenamedCards).
extension PlanRun {
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
            letGo(step, .leftLodging, place: item.place,
                  "'\(hotel.details.name)' is \(rule): this book no longer syncs its card, which stays in the book as it was; "
                      + "the hotel stays in the store")
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
        // The card the base was read from, the card as last synced: read only where a card that
        // holds none of the store's own properties may have dropped some (the base has fields they carry).
        // (Or where it has an address the base has none of: a client may have dropped the mark of the hotel's emptied one.)
        let baseText = syncedText
            ?? (card?.hotel.lacksStoreProperties == true && CardHotel.hasStoreOnlyFields(base) ? self.card(of: record) : nil)
            ?? (card?.hotel.mayDropAddressMark(over: base) == true ? self.card(of: record) : nil)
        let fields = card?.hotel.fields(over: base, from: baseText)
        // The card is written with the mark again, its other ADRs as they are.
        let restored = fields?.lostAddressMark.flatMap { HotelCardExporter.restoringAddressMark(in: text, line: $0.line) }
        let book = fields?.merged ?? base
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
        settle(&step, hotel: hotel, merge: merge, bookDetails: fields?.shown ?? base, text: restored ?? text, textHash: card?.hash ?? record.cardHash,
               uid: uid, version: card?.version, pullsCard: pullsCard, rewrites: restored != nil)
        plan.steps.append(step)
    }

    /// Whether `--push-positions` has a position the gazetteer gave `hotel`
    /// to write into its card, which shows none: a card is given it though
    /// neither side changed (the option's first run, a card synced without it).
    func positionToPush(_ hotel: Hotel, card text: @autoclosure () -> String) -> Bool {
        guard options.pushPositions, hotel.details.coordinate?.source == .gazetteer else { return false }
        let text = text()
        guard let card = VCardReader.keptCard(text),
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
        guard let card = VCardReader.keptCard(text),
              let hotel = CardHotel(card: card, text: text, line: item.line) else { return nil }
        return SyncCard(hotel: hotel, hash: record.cardHash, hasUID: hotel.uid != nil, version: card.version)
    }

    /// Applies a merge: the store takes its new fields, the card is
    /// rewritten where it lacks what the hotel now says.
    mutating func settle(_ step: inout SyncStep, hotel: Hotel, merge: FieldMerge, bookDetails: HotelDetails, text: String,
                         textHash: String, uid: String?, version: VCardVersion?, pullsCard: Bool, rewrites: Bool = false) {
        let details = merge.details
        // A card not read this run (unchanged in the book) is the record's text: its version is that text's.
        let version = version ?? VCardReader.keptCard(text)?.version
        step.conflicts = merge.conflicts.count
        for conflict in merge.conflicts {
            plan.notes.append(SyncNote(kind: .conflict(conflict), place: hotel.details.name,
                                       message: "conflict in \(conflict.field.rawValue) of '\(hotel.details.name)': "
                                           + conflict.settled(under: options.onConflict, undecided: "the book and the store changed it differently")))
        }
        var cardText = text
        // A card without a UID is given the hotel's (where no other card of
        // the book bears it): the one change made to a card nobody edited.
        let cardUID = uid ?? uidInBook(for: hotel, item: step.recordID ?? step.item?.id)
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
        if differ || (uid == nil) || rewrites {
            // A card given only a UID gets it as one line more.
            let bytes = (!differ && uid == nil ? HotelCardExporter.addingUID(cardUID, to: text) : nil)
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
    /// `moved`: the record of the card, tracked under another name (its
    /// card moved here, ``pairMovedUIDs()``), carried to this one.
    mutating func leftLodging(_ item: BookItem, name: String, excludedBy rule: SelectionRule?, moved: SyncRecord? = nil) {
        guard let record = moved ?? records[item.id] else { return }
        let steps = plan.steps.count
        // A moved record's tombstone, or its card let go, under this name.
        defer { if let moved { carryLastStep(of: moved, to: item, from: steps) } }
        let hotel = record.hotelID.flatMap { hotels[$0] }
        var step = SyncStep(item: item, recordID: nil, hotelID: record.hotelID, name: hotel?.details.name ?? name)
        if let hotel, hotels.isFollowedElsewhere(hotel.id) {
            // The card's edit, or the user's exclude, takes the card out of
            // this book's sync, not the hotel out of the store while another
            // book follows it (that book would lose its card). The record
            // stays as a tombstone that links the hotel to the card, whatever
            // UID the hotel bears: this book is not given it again.
            linked.insert(hotel.id)
            let why = rule.map { "is \($0)" } ?? "is no longer a place to stay in the book"
            letGo(step, .leftLodging, place: item.place,
                  "'\(hotel.details.name)' \(why): this book no longer syncs its card, which stays in the book; "
                      + "the hotel stays in the store, as another book syncs it")
            return
        }
        if let hotel, rule == nil, hotels.syncedHash(hotel) != record.hotelHash {
            // The card's edit against the store's since the last run: as a
            // deletion against an edit, the changed side is kept. The hotel
            // stays, with the store's edit; the card stays as the user left
            // it, no longer synced (the user's exclude is their word, and
            // goes on below).
            linked.insert(hotel.id)
            letGo(step, .leftLodging, place: item.place,
                  "'\(hotel.details.name)' is no longer a place to stay in the book but was changed in the store: "
                      + "it stays in the store, and this book no longer syncs its card, which stays in the book as it is ('hotels rm' removes the hotel)")
            return
        }
        if rule != nil { excluded[item.id] = item.place }
        if let hotel {
            step.store = .delete
            linked.insert(hotel.id)
            plan.notes.append(SyncNote(kind: .leftLodging, place: item.place,
                                       message: rule.map { "'\(hotel.details.name)' is \($0): it leaves the store; its card stays in the book ('hotels undo' takes it back)" }
                                           ?? "'\(hotel.details.name)' is no longer a place to stay in the book: it leaves the store ('hotels undo' takes it back)"))
        }
        // Kept as a tombstone: undoing this sync carries the hotel back into the card.
        step.record = .tombstone
        plan.steps.append(step)
    }

    /// The rule of this book's exclude that names `hotel` (by its UID or its name), if one does.
    func exclusion(of hotel: Hotel) -> SelectionRule? {
        snapshot.selector.exclusion(uid: hotel.uid, name: hotel.details.name)
    }
}
