import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Cards the sync state tracks: found again under a new name or UID,
/// changed on one side or both, or no longer places to stay.
extension PlanRun {
    /// A card whose record is gone and a new card are the same card when
    /// they share a UID (a renamed file) or describe the same hotel (a
    /// changed UID). In a `.vcf` file a repeated UID's cards are numbered
    /// in file order, so when one of them goes or changes its UID the next
    /// one takes its id: a card at a tracked id that describes another
    /// hotel, which a record gone from the book describes, is that record's.
    mutating func pairRenamedCards() {
        pairMovedUIDs()
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
            for (index, entry) in snapshot.entries.enumerated() where paired[index] == nil && !claimed.contains(entry.item.id) {
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
        // New cards, and those at a name whose record's card moved away.
        for (index, entry) in snapshot.entries.enumerated() where paired[index] == nil && pairedNoLongerSynced[index] == nil {
            guard case .hotel(let card) = entry.seen,
                  claimed.contains(entry.item.id) || records[entry.item.id].map({ $0.isTombstone }) ?? true else { continue }
            var found = card.hotel.uid.flatMap { byUID[$0] }
            if found.map({ vanished[$0] == nil }) ?? true { found = Self.matchKeys(card.hotel.keys).lazy.compactMap { byKeys[$0] }.first }
            guard let id = found, vanished[id] != nil else { continue }
            paired[index] = id
            if secondCards.contains(entry.item.id) { pairedSecondCards.insert(index) }
            vanished[id] = nil
        }
    }

    /// A card at a tracked name that bears the UID another record tracks
    /// under another name, which holds another UID now or is gone, is that
    /// record's card: files renamed onto one another (two swapped, or an
    /// export that names its files by position and numbers them anew when
    /// a card goes). The card follows its UID, not its file's name; the
    /// record of the name it took has its card elsewhere, or gone
    /// (``vanished``), and the name the moved record left holds a card it
    /// does not track now, if any (``claimed``).
    ///
    /// A record of the name the card took that is no longer synced (a
    /// tombstone, a card let go) goes with its card to the name the move
    /// left, where that card is now, not a place to stay there: its row is
    /// carried there as it is. Where its card is not there, the card does
    /// not move (the name is left to the rules before).
    ///
    /// Not so where the card still describes its own record's hotel (its
    /// UID was edited, not its file moved), where the UID is on more than
    /// one card of the book or more than one record, where two cards would
    /// take one record, or where the record it would take is a tombstone or
    /// let go. Nor where a name could not be read.
    mutating func pairMovedUIDs() {
        // Cards read at a tracked name under another UID than its record's: most runs have none.
        let candidates = snapshot.entries.indices.filter { index in
            guard case .hotel(let card) = snapshot.entries[index].seen, card.hasUID,
                  let own = records[snapshot.entries[index].item.id] else { return false }
            return own.uid != card.hotel.uid
        }
        guard !candidates.isEmpty else { return }
        var recordOf: [String: SyncRecord] = [:]
        var repeated = repeatedUIDs
        for record in records.values where !record.uid.isEmpty {
            if recordOf.updateValue(record, forKey: record.uid) != nil { repeated.insert(record.uid) }
        }
        // The UID at each tracked name now (nil: a card without one).
        var uidAt: [String: String?] = [:]
        for entry in snapshot.entries {
            switch entry.seen {
            case .unchanged: uidAt[entry.item.id] = .some(records[entry.item.id]?.uid)
            case .hotel(let card): uidAt[entry.item.id] = .some(card.hasUID ? card.hotel.uid : nil)
            case .notLodging(_, let uid, _): uidAt[entry.item.id] = .some(uid)
            }
        }
        var moves: [(index: Int, record: SyncRecord)] = []
        for index in candidates {
            let entry = snapshot.entries[index]
            guard case .hotel(let card) = entry.seen, let uid = card.hotel.uid, !repeated.contains(uid),
                  let record = recordOf[uid], !record.isTombstone, record.item != entry.item.id,
                  let own = records[entry.item.id] else { continue }
            // Its record's name holds another UID, or is gone from the book (not merely unreadable).
            guard uidAt[record.item].map({ $0 != uid }) ?? (vanished[record.item] != nil) else { continue }
            // A card that still describes its own record's hotel had its UID edited.
            let cardKeys = Set(Self.matchKeys(card.hotel.keys))
            guard cardKeys.isEmpty || cardKeys.isDisjoint(with: keys(of: own)) else { continue }
            moves.append((index, record))
        }
        let takenOnce = Dictionary(grouping: moves, by: \.record.item).filter { $0.value.count == 1 }
        moves.removeAll { takenOnce[$0.record.item] == nil }
        // Cards by UID where one card bears it.
        var held: [String: Int] = [:]
        for (index, entry) in snapshot.entries.enumerated() {
            let uid: String?
            switch entry.seen {
            case .notLodging(_, let its, _): uid = its
            case .hotel(let card): uid = card.hasUID ? card.hotel.uid : nil
            case .unchanged: uid = nil
            }
            if let uid { held[uid] = held[uid] == nil ? index : -1 }
        }
        // Where a record no longer synced has no card at a name a move leaves, that move goes (and may take another's place).
        var carried: [(record: SyncRecord, index: Int)] = []
        while true {
            let left = Set(moves.map(\.record.item))
            carried = []
            let kept = moves.filter { move in
                guard let own = records[snapshot.entries[move.index].item.id], own.isTombstone else { return true }
                guard let at = held[own.uid], at >= 0, left.contains(snapshot.entries[at].item.id) else { return false }
                carried.append((own, at))
                return true
            }
            if kept.count == moves.count { break }
            moves = kept
        }
        let taken = Set(moves.map(\.record.item))
        for (index, record) in moves {
            let name = snapshot.entries[index].item.id
            paired[index] = record.item
            vanished[record.item] = nil
            claimed.insert(record.item)
            if !taken.contains(name), let own = records[name], !own.isTombstone {
                vanished[name] = own
                displaced.insert(name)
            }
        }
        for (record, index) in carried {
            let item = snapshot.entries[index].item
            if case .hotel = snapshot.entries[index].seen {
                // Still a place to stay: met as the record's card, as at its own name (``metLetGo``, ``metAnew``).
                pairedNoLongerSynced[index] = record.item
            } else {
                plan.steps.append(carrying(record, to: item, version: record.version, name: StoredCard(card(of: record))?.details.name ?? item.id))
            }
        }
    }

    /// A step that saves `record` as it is under `item`'s name at `version`:
    /// a record carried with its card to another name, changing nothing else.
    func carrying(_ record: SyncRecord, to item: BookItem, version: String, name: String) -> SyncStep {
        var step = SyncStep(item: BookItem(id: item.id, version: version, file: item.file, line: item.line, modifiedAt: item.modifiedAt),
                            recordID: record.item, hotelID: record.hotelID, name: name)
        step.record = .save(card: card(of: record), hash: record.cardHash, uid: record.uid, hotelHash: record.hotelHash,
                            cardShowsHotel: record.cardShowsHotel)
        step.carriedVersion = version
        return step
    }

    /// Makes the last step planned, a tombstone or a card let go of
    /// `record`, carry its record to `item`'s name instead: the record's
    /// own name holds another card now.
    mutating func carryLastStep(of record: SyncRecord, to item: BookItem, from steps: Int) {
        guard plan.steps.count > steps, let last = plan.steps.last, last.record == .tombstone || last.record == .letGo else { return }
        var step = carrying(record, to: item, version: last.record == .letGo ? SyncRecord.letGoVersion : "", name: last.name)
        (step.store, step.book, step.changes) = (last.store, last.book, last.changes)
        plan.steps[plan.steps.count - 1] = step
    }

    /// The name a record whose card is gone is kept under where its own
    /// name holds another card now (``displaced``): no name a book gives.
    static func goneName(of record: SyncRecord) -> BookItem {
        BookItem(id: "\u{1}gone " + record.item, version: "", file: "", line: 0)
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
        let baseText = syncedText
            ?? (card?.hotel.lacksStoreProperties == true && CardHotel.hasStoreOnlyFields(base) ? self.card(of: record) : nil)
        let fields = card?.hotel.fields(over: base, from: baseText)
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
        settle(&step, hotel: hotel, merge: merge, bookDetails: fields?.shown ?? base, text: text, textHash: card?.hash ?? record.cardHash, uid: uid,
               version: card?.version, pullsCard: pullsCard)
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
                         textHash: String, uid: String?, version: VCardVersion?, pullsCard: Bool) {
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
            // A card given only a UID gets it as one line more.
            let bytes = (!differ ? HotelCardExporter.addingUID(cardUID, to: text) : nil)
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
