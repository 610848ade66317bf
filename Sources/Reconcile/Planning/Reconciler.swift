import Gazetteer
import HotelStore
import VCard

/// Options of a reconciliation.
public struct ReconcileOptions: Sendable {
    /// Who wins a field the card and the store filled differently; by
    /// default the newer side.
    public var onConflict: ConflictPolicy = .newest
    /// The trip new hotels go into.
    public var trip: String? = nil
    /// The defaults: the newer side wins, and new hotels keep their card's trip.
    public init() {}
}

/// Decides what a card means for a hotel: how a card for a stored hotel
/// merges into it, and what a card for a new hotel creates. A
/// ``Reconciliation`` applies it card by card; ``plan(_:into:skipped:)``
/// runs it on cards in memory.
public struct Reconciler {
    /// The conflict policy and the trip new hotels go into.
    public var options: ReconcileOptions
    /// Fills coordinates for cards without GEO; `nil` leaves them empty.
    public var geocoder: Geocoder?

    /// A reconciler with `options`, filling coordinates from `geocoder`, if any.
    public init(options: ReconcileOptions = ReconcileOptions(), geocoder: Geocoder? = nil) {
        self.options = options
        self.geocoder = geocoder
    }

    /// Plans merging `cards` into `stored` without writing anything: a pure
    /// function of its inputs (plus the geocoder).
    public func plan(_ cards: [CardHotel], into stored: [Hotel], skipped: [MergePlan.Skip] = []) -> MergePlan {
        let recorder = PlanRecorder(hotels: stored)
        let run = Reconciliation(self, target: recorder)
        for hotel in stored { run.know(HotelMatchRecord(hotel)) }
        for card in cards {
            // A recorder over hotels in memory has nothing that can fail.
            _ = try? run.add(card)
        }
        recorder.recordSkips(skipped)
        return recorder.plan
    }

    /// The entry that creates a hotel from `card`: its fields, the run's
    /// trip (else the card's), and the card's position or else the
    /// gazetteer's.
    func newEntry(for card: CardHotel) -> MergePlan.Entry {
        var details = card.details
        if let trip = options.trip { details.trip = trip }
        let lookup = details.coordinate == nil ? card.located ?? geocoder.flatMap(details.lookUp(in:)) : nil
        if let lookup { details.coordinate = lookup.coordinate }
        var entry = MergePlan.Entry(action: .create, details: details, uid: card.uid, cardText: card.text,
                                    cardDigest: CardDigest.of(card), cards: [card.cardNumber])
        entry.lookup = lookup
        return entry
    }

    /// A card for a stored hotel, merged by ``FieldMerge``: over the copy
    /// it was edited from when it is one of the store's (see
    /// ``editedCopyBase(of:for:)``), else without a base, where a conflict
    /// goes to the card under `newest` when its REV is later than the
    /// hotel's last change. Another contact's card of the hotel
    /// (`isAnotherCard`, ``isAnotherCard(_:of:matchedBy:)``) gives its
    /// fields only: the stored card stays the hotel's, its properties kept.
    func merge(_ card: CardHotel, into hotel: Hotel, isAnotherCard: Bool = false) -> MergePlan.Entry {
        let storedCard = CardFingerprint.same(hotel.card, card.text)
        let base = storedCard ? nil : Self.editedCopyBase(of: card, for: hotel)
        // The stored card read again: a field the store shows empty where
        // the card has a value was emptied by the store, a change as another.
        // A card with an address where the hotel has none, and no mark of the
        // hotel's emptied one, may have lost the mark an export gave it (the
        // stored card, as read before the address was emptied, has none): it
        // is read over what an export writes for the hotel now.
        let exported = card.mayDropAddressMark(over: hotel.details) && !hotel.card.isEmpty ? Self.exported(hotel, version: card.version) : nil
        let fields = card.fields(over: base, from: exported ?? hotel.card, hotel: hotel.details)
        let merge = FieldMerge(card: fields.merged, into: hotel.details, base: base, storeEmptied: storedCard,
                               policy: options.onConflict, cardIsNewer: {
            StoredCard.cardIsNewer(revision: card.revision, seenChangedAt: nil, than: hotel, card: hotel.card)
        }, geocoder: geocoder)
        let details = merge.details, conflicts = merge.conflicts
        let changes = CardFields.changes(from: hotel.details, to: details)
        // The card is unchanged when it says what the store would write for
        // this hotel (its stored card with the changed fields rewritten), so
        // importing an export of the store changes nothing, nor a book a sync
        // wrote the hotel into (without the gazetteer's position); or when it
        // is the stored card in another form (the book as xCard after its vCard).
        let restored = fields.lostAddressMark.flatMap { HotelCardExporter.restoringAddressMark(in: card.text, line: $0.line) }
        let cardChanged = !storedCard && !isAnotherCard && !Self.says(card, sameAs: hotel)
            && !(restored != nil && changes.isEmpty && Self.saysLessMark(card, exported: exported ?? Self.exported(hotel, version: card.version)))
        let action: MergePlan.Action = changes.isEmpty && !cardChanged ? .unchanged(hotel.id) : .update(hotel.id)
        // An edited copy taken is no longer the revision its REV names. A
        // card that lost the mark of the hotel's emptied address is kept with
        // the mark (its digest, of the card as read, would say otherwise).
        let read = restored ?? card.text
        let cardText = base == nil ? read : EditedCopy.stamped(read, version: card.version, at: Timestamp.now())
        return MergePlan.Entry(action: action, details: details, uid: hotel.uid,
                               cardText: cardChanged ? cardText : hotel.card,
                               cardDigest: cardChanged ? (restored == nil ? CardDigest.of(card) : nil) : hotel.cardDigest, cards: [card.cardNumber],
                               changes: changes, conflicts: conflicts)
    }

    /// Whether `card`, matched to `hotel` by what it says (a name and a
    /// place, not its UID nor its whole text), is another contact's card of
    /// the hotel — another client's, another book's — rather than its
    /// stored card edited: the stored card bears a UID of its own (the
    /// hotel's) that `card` does not. Such a card does not replace the
    /// stored card (the first client's groups, labels, X- properties and
    /// UID would go with it); its fields merge into the hotel. A stored card
    /// without a UID may be the very card, edited: it is replaced, as before.
    static func isAnotherCard(_ card: CardHotel, of hotel: Hotel, matchedBy rule: HotelMatcher.Rule) -> Bool {
        guard rule != .uid, rule != .sameCard, card.uid != hotel.uid else { return false }
        return hotel.storedCardUID == hotel.uid
    }

    /// The fields `card`, not the stored card itself, was edited from, when
    /// it is a copy of the store's edited without a new REV (by hand, in an
    /// export): the export of an unchanged hotel is its stored card (its
    /// REV, as it came, is the stored card's, and the hotel still says what
    /// that card says: the base is that card); the export of a hotel the
    /// store changed since it read its card has the hotel's update time as
    /// its REV, to the second (the base is what the hotel says). Every field
    /// the card shows otherwise is its edit, taken without a conflict, a
    /// field emptied included. Otherwise `nil`, and the card merges without
    /// a base: a card of no REV or another (an
    /// older book's copy, another client's), or one whose stored card the
    /// store has moved away from (an edit, a conflict it won), is no edit of
    /// what the store holds. The stored card an edited copy replaces gets a
    /// REV of its own (``EditedCopy/stamped(_:version:at:)``), so a second
    /// copy of the same ancestor is not taken for an edit of the first.
    static func editedCopyBase(of card: CardHotel, for hotel: Hotel) -> HotelDetails? {
        guard let revision = card.revision else { return nil }
        if let stored = StoredCard(hotel.card), stored.revision == revision,
           !SyncedFields.differ(stored.details, StoredCard(hotel: hotel.details).details) {
            return stored.details
        }
        // An export that rewrote the stored card (the store changed the
        // hotel since: a position, a rating, an edit) gave it the hotel's
        // update time as its REV, to the second: while the hotel has not
        // changed since, that copy was made from what the hotel says.
        if revision.millisecondsSince1970 == hotel.updatedAt.millisecondsSince1970 / 1000 * 1000 {
            return StoredCard(hotel: hotel.details).details
        }
        return nil
    }

    /// Whether `card`, not the stored card byte for byte, still says what
    /// the store knows of `hotel`: it is what export writes for the hotel,
    /// in any form, or the stored card in another form (as xCard carries
    /// it, for a card read from xCard), or what a sync
    /// writes into a book (export's card less the gazetteer's position;
    /// made only where that differs). Each card is made once.
    static func says(_ card: CardHotel, sameAs hotel: Hotel) -> Bool {
        let exported = Self.exported(hotel, version: card.version)
        if CardFingerprint.same(exported, card.text) || CardFingerprint.sameInAnyForm(card.text, asAnyOf: [hotel.card, exported]) {
            return true
        }
        // Read from an xCard export: the stored card, or export's (which
        // gives a card without one its hotel's UID), less what xCard cannot carry.
        if card.version == .v4_0, !hotel.card.isEmpty,
           CardFingerprint.sameAsXCardCarries(hotel.card, card.text) || CardFingerprint.sameAsXCardCarries(exported, card.text) {
            return true
        }
        guard hotel.details.coordinate?.source == .gazetteer else { return false }
        var synced = hotel
        synced.details = CardFields.shown(hotel.details, pushPositions: false)
        return CardFingerprint.same(Self.exported(synced, version: card.version), card.text)
    }

    /// Whether `card` is what export writes for its hotel (`exported`, in
    /// the card's version) but for the mark of the hotel's emptied address,
    /// which a client dropped: the marked ADR gone (khard), or its parameter
    /// alone. Importing it again is no change.
    static func saysLessMark(_ card: CardHotel, exported text: String) -> Bool {
        guard let exported = VCardReader.keptCard(text) else { return false }
        func written(_ properties: [Property]) -> String {
            var copy = exported
            copy.properties = properties
            return String(decoding: VCardWriter(options: WriterOptions(version: exported.version)).write(copy), as: UTF8.self)
        }
        let properties = exported.properties
        let lineGone = properties.filter { !($0.isNamed("ADR") && StoreProperties.isEmptiedAddress($0)) }
        let markGone = properties.map { property in
            guard property.isNamed("ADR") else { return property }
            var property = property
            property.parameters.removeAll { $0.isNamed(StoreProperties.emptiedAddress.name) }
            return property
        }
        return [lineGone, markGone].contains { CardFingerprint.same(written($0), card.text) }
    }

    /// What `hotels export` writes for `hotel` in a card of `version` (4.0, else 3.0).
    static func exported(_ hotel: Hotel, version: VCardVersion) -> String {
        String(decoding: HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: hotel), as: UTF8.self)
    }
}
