import HotelStore
import VCard

/// One run of the reconciler: takes cards one at a time, matches each to a
/// hotel (stored, or created by an earlier card of the run), merges it, and
/// hands the decision to its ``ReconcileTarget`` at once.
///
/// It holds only the matching index (hashes and ids, see ``HotelMatcher``)
/// and the fate of each hotel met so far, so a book of any size reconciles in
/// memory that grows with the number of hotels, not with their cards.
///
/// ```swift
/// let run = Reconciliation(Reconciler(options: options), target: StoreTarget(store: store, writer: writer))
/// try store.forEachMatchRecord(run.know)
/// for card in cards { try run.add(card) }
/// print(run.counts.summary)
/// ```
public final class Reconciliation {
    /// The rules each card is merged and each new hotel made by.
    public let reconciler: Reconciler
    private let target: any ReconcileTarget
    private var matcher = HotelMatcher()
    /// The hotels met in this run and what became of them so far.
    private var met = FateTable()
    /// The totals so far.
    public private(set) var counts = MergeCounts()
    /// Whether ``finish()`` was called.
    private var isFinished = false

    /// What became of a hotel met in this run; `conflicted` for one whose
    /// card met a conflict (its card is counted as a conflict).
    fileprivate enum Fate: UInt8 { case created = 1, updated, unchanged, conflicted }

    /// A run with `reconciler`'s rules that hands its decisions to `target`;
    /// ``know(_:)`` every stored hotel before the first card.
    public init(_ reconciler: Reconciler, target: any ReconcileTarget) {
        self.reconciler = reconciler
        self.target = target
    }

    /// Makes room for `count` hotels to ``know(_:)``: the store's count, say.
    public func expect(knownHotels count: Int) {
        matcher.reserveCapacity(count)
    }

    /// Makes a stored hotel findable; call for every stored hotel before the first card.
    public func know(_ record: HotelMatchRecord) {
        matcher.add(record)
    }

    /// Ends the run's matching: its indexes and what it knows of each hotel
    /// are let go, and later cards are not taken. Call it after the last
    /// card, before the batch commits: a run over a million cards holds a
    /// hundred megabytes of them, and the store then needs memory of its
    /// own to build its indexes.
    public func finish() {
        matcher = HotelMatcher()
        met = FateTable()
        isFinished = true
    }

    /// Counts a card that the rules skip but that was taken before (see
    /// ``storedHotel(uid:)``); ``add(_:)`` it as any other.
    public func keep() {
        counts.kept += 1
    }

    /// Counts a card left as it is because it is the card its stored hotel
    /// was made from or last took (``isStoredCard(_:of:)``), not merged: a
    /// card that may be cut short changes no stored hotel, even back to what
    /// it said before the store's own edits.
    public func leaveUnchanged() {
        counts.unchanged += 1
    }

    /// Counts a card that was not taken.
    public func skip(_ reason: String) {
        counts.skip(reason)
    }

    /// The stored hotel (not one created in this run) with this UID: the
    /// hotel of a card taken before.
    public func storedHotel(uid: String) throws(HotelStoreError) -> Hotel? {
        guard let id = matcher.hotel(uid: uid), met[id] != .created, let hotel = try target.hotel(id), hotel.uid == uid else { return nil }
        return hotel
    }

    /// The hotel `card` would be merged into (``add(_:)``'s match), found
    /// without adding the card; `nil` when it would make a new one.
    public func match(_ card: CardHotel) throws(HotelStoreError) -> Hotel? {
        try matching(card)?.hotel
    }

    /// Whether `card` is the card `hotel` was made from or last took, as
    /// it was: its fields and its text (the same-card rule), so that
    /// importing it again changes nothing.
    public static func isStoredCard(_ card: CardHotel, of hotel: Hotel) -> Bool {
        hotel.cardDigest != nil && hotel.cardDigest == CardDigest.of(card) && CardFingerprint.same(hotel.card, card.text)
    }

    /// The stored or met hotel `card` matches, confirmed: the hotel, its id
    /// in the matcher, and the rule.
    private func matching(_ card: CardHotel) throws(HotelStoreError) -> (hotel: Hotel, id: Hotel.ID, rule: HotelMatcher.Rule)? {
        var failure: HotelStoreError?
        var matched: Hotel?
        let found = matcher.match(card.probe) { id, rule in
            do throws(HotelStoreError) {
                guard let hotel = try target.hotel(id), Self.confirms(rule, hotel, card) else { return false }
                // A hotel an earlier card of this input matched: this card, bearing its UID, is another contact at once.
                if rule == .uid, met[id] != nil, HotelMatcher.namesAnotherPlace(hotel.details, card) { return false }
                matched = hotel
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        guard let (id, rule) = found, let matched else { return nil }
        return (matched, id, rule)
    }

    /// Matches, merges and hands on one card. Returns the entry it made, or
    /// `nil` when the card was a further card of a hotel met earlier in the
    /// run (it then fills what that hotel still lacks).
    @discardableResult
    public func add(_ card: CardHotel) throws(HotelStoreError) -> MergePlan.Entry? {
        precondition(!isFinished, "a card added to a finished reconciliation")
        if let (hotel, id, rule) = try matching(card) {
            if let fate = met[id] {
                try refill(hotel, fate: fate, from: card)
                counts.merged += 1
                return nil
            }
            var entry = reconciler.merge(card, into: hotel, isAnotherCard: Reconciler.isAnotherCard(card, of: hotel, matchedBy: rule))
            entry.matchedBy = rule.rawValue
            let changed: Bool
            if case .update = entry.action { changed = true } else { changed = false }
            if !entry.conflicts.isEmpty {
                met[id] = .conflicted
                counts.conflicts += 1
            } else {
                met[id] = changed ? .updated : .unchanged
                if changed { counts.updated += 1 } else { counts.unchanged += 1 }
            }
            var merged = hotel
            merged.details = entry.details
            merged.card = entry.cardText
            merged.cardDigest = entry.cardDigest
            try target.settle(entry, hotel: merged)
            return entry
        }

        var entry = reconciler.newEntry(for: card)
        // The store's UIDs are unique: a card that bears another hotel's UID
        // (``HotelMatcher/describesAnother(_:_:)``) makes its hotel under a fresh one.
        if let uid = entry.uid, matcher.hotel(uid: uid) != nil { entry.uid = UUIDText.random() }
        if let duplicate = matcher.possibleDuplicate(of: card.probe), met[duplicate] != .created {
            entry.possibleDuplicateOf = duplicate
        }
        let id = try target.create(entry, keys: card.keys)
        // A dry run's hotels have provisional ids, below 1.
        if id > 0 { entry.createdID = id }
        matcher.add(id, card.probe)
        met[id] = .created
        counts.created += 1
        return entry
    }

    /// A further card of a hotel of this run fills what is still empty, by
    /// ``FieldMerge``'s rules (its GEO replaces a gazetteer guess, its own
    /// guess does not, a filled address places the hotel again); where both
    /// cards hold a value, the first card's stands.
    private func refill(_ hotel: Hotel, fate: Fate, from card: CardHotel) throws(HotelStoreError) {
        let merge = FieldMerge(card: card.details, into: hotel.details, base: nil, policy: .store, cardIsNewer: { false },
                               geocoder: reconciler.geocoder)
        var next = hotel
        next.details = merge.details
        let filled = CardFields.changes(from: hotel.details, to: merge.details)
        if !filled.isEmpty && fate == .unchanged {
            met[hotel.id] = .updated
            counts.unchanged -= 1
            counts.updated += 1
        }
        try target.refill(next, card: card.cardNumber, filled: filled)
    }

    /// Whether `hotel`, found by a hash, really is the one `rule` names.
    static func confirms(_ rule: HotelMatcher.Rule, _ hotel: Hotel, _ card: CardHotel) -> Bool {
        // A name and a place match only at no other house, and in no other
        // country or region: one postal code or town name serves places in two.
        func noOtherAddress() -> Bool {
            !HouseNumbers(hotel.details.street).differ(from: card.probe.houses) && !HotelMatcher.placesDiffer(hotel.details, card.details)
        }
        switch rule {
        case .uid:
            return hotel.uid == card.uid && !HotelMatcher.describesAnother(hotel.details, card)
        case .sameCard:
            // The digest says the fields are the card's; the card itself, what
            // the store keeps nothing of (a LABEL, a TITLE), must be too.
            return isStoredCard(card, of: hotel)
        case .namePostalCode:
            let keys = HotelKeys(hotel.details)
            return keys.name == card.keys.name && keys.postalCode == card.keys.postalCode && noOtherAddress()
        case .nameCity:
            // Two hotels of one name in one city with different postal codes
            // are two hotels; so are a chain's two there, each card its own contact.
            let keys = HotelKeys(hotel.details)
            return keys.name == card.keys.name && keys.city == card.keys.city
                && (keys.postalCode.isEmpty || card.keys.postalCode.isEmpty || keys.postalCode == card.keys.postalCode)
                && noOtherAddress() && !HotelMatcher.anotherContact(hotel, card)
        case .nearby:
            guard let position = hotel.coordinate?.knownPosition, let (latitude, longitude) = card.probe.position,
                  Coordinate.distance(latitude, longitude, position.latitude, position.longitude) <= 0.2 else { return false }
            // Neighbours of like names at other houses, or with phones none of which they share, are two hotels.
            return HotelMatcher.similarNames(card.keys.name, HotelKeys(hotel.details).name)
                && !HouseNumbers(hotel.details.street).differ(from: card.probe.houses)
                && !HotelMatcher.phonesDiffer(hotel.details.phones, card.details.phones)
        }
    }
}

/// What became of each hotel a run met, by id: a byte per id in an array
/// for the ids a store hands out (dense, from 1), a dictionary for the rest
/// (a plan's provisional negative ids) — a million hotels take a megabyte.
private struct FateTable {
    private var dense: [UInt8] = []
    private var sparse: [Hotel.ID: Reconciliation.Fate] = [:]
    private static let denseLimit: Hotel.ID = 1 << 26

    subscript(id: Hotel.ID) -> Reconciliation.Fate? {
        get {
            if id >= 0 && id < Self.denseLimit {
                return Int(id) < dense.count ? Reconciliation.Fate(rawValue: dense[Int(id)]) : nil
            }
            return sparse[id]
        }
        set {
            guard id >= 0 && id < Self.denseLimit else {
                sparse[id] = newValue
                return
            }
            if Int(id) >= dense.count { dense += repeatElement(0, count: max(Int(id) + 1 - dense.count, dense.count)) }
            dense[Int(id)] = newValue?.rawValue ?? 0
        }
    }
}
