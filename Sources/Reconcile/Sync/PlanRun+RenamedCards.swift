import Books
import HotelStore

/// Cards found again under another name or UID: a file renamed, a UID
/// changed, files that took one another's names, a `.vcf` file's repeated
/// UID numbered anew — each card paired with the record it is the card of,
/// and the records whose names other cards took carried where they belong.
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
        // The UID at each tracked name now (nil: a card without one); an unchanged card's is its record's.
        var uidAt: [String: String?] = [:]
        for entry in snapshot.entries {
            if case .unchanged = entry.seen { uidAt[entry.item.id] = .some(records[entry.item.id]?.uid) } else { uidAt[entry.item.id] = .some(Self.uid(readIn: entry)) }
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
        // Cards read by UID, where one card bears it.
        var held: [String: Int] = [:]
        for (index, entry) in snapshot.entries.enumerated() {
            if let uid = Self.uid(readIn: entry) { held[uid] = held[uid] == nil ? index : -1 }
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

    /// The UID the card read at `entry` bears, as the scan read it (`nil`
    /// for a card without one, and for a card not read: ``BookSnapshot/Seen/unchanged``).
    static func uid(readIn entry: BookSnapshot.Entry) -> String? {
        switch entry.seen {
        case .hotel(let card): card.hasUID ? card.hotel.uid : nil
        case .notLodging(_, let uid, _): uid
        case .unchanged: nil
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
    /// name holds another card now (``displaced``): no name a book gives,
    /// and one of its own UID's, so that another record displaced from the
    /// same name later keeps its own.
    static func goneName(of record: SyncRecord) -> BookItem {
        BookItem(id: "\u{1}gone \(record.uid) \(record.item)", version: "", file: "", line: 0)
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
}
