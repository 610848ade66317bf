import Gazetteer
import HotelStore
import VCard

/// What to do when the book and the store both filled a field differently.
public enum ConflictPolicy: String, Sendable, CaseIterable {
    /// The card's value wins.
    case book
    /// The stored value stays.
    case store
    /// The newer side wins: the card's REV against the hotel's update time;
    /// the store wins when either is missing.
    case newest
    /// Nothing is applied when there is any conflict.
    case fail
}

/// Options of a reconciliation.
public struct ReconcileOptions: Sendable {
    public var onConflict: ConflictPolicy = .newest
    /// The trip new hotels go into.
    public var trip: String? = nil
    public init() {}
}

/// Decides what a card means for a hotel: how a card for a stored hotel
/// merges into it, and what a card for a new hotel creates. A
/// ``Reconciliation`` applies it card by card; ``plan(_:into:skipped:)``
/// runs it on cards in memory.
public struct Reconciler {
    public var options: ReconcileOptions
    /// Fills coordinates for cards without GEO; `nil` leaves them empty.
    public var geocoder: Geocoder?

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
        if details.coordinate == nil { details.coordinate = card.located ?? locate(details) }
        return MergePlan.Entry(action: .create, details: details, uid: card.uid, cardText: card.text,
                               cardDigest: CardDigest.of(card), cards: [card.cardNumber])
    }

    /// A card for a stored hotel: per field, an empty side is filled, equal
    /// values stay, different ones follow the conflict policy.
    func merge(_ card: CardHotel, into hotel: Hotel) -> MergePlan.Entry {
        var details = hotel.details
        var conflicts: [MergePlan.Conflict] = []
        let bookIsNewer: Bool = {
            guard let revision = card.revision else { return false }
            return revision > hotel.updatedAt
        }()
        for field in CardFields.all {
            if CardFields.isEmpty(field, of: card.details) || CardFields.same(field, hotel.details, card.details) { continue }
            let storeValue = CardFields.text(field, of: hotel.details), bookValue = CardFields.text(field, of: card.details)
            if field == .coordinate {
                // A guess (a card's X-HOTELS-GEO) never replaces a position,
                // not even another guess: the store's stays.
                if card.details.coordinate?.source == .gazetteer && hotel.coordinate != nil { continue }
                // The card's own GEO wins over a guess; a typed-in position stays.
                guard let stored = hotel.coordinate, stored.source != .gazetteer else {
                    details.coordinate = card.details.coordinate
                    continue
                }
            }
            if storeValue.isEmpty {
                details.take(field, from: card.details)
                continue
            }
            let winner: MergePlan.Side
            switch options.onConflict {
            case .book: winner = .book
            case .store, .fail: winner = .store
            case .newest: winner = bookIsNewer ? .book : .store
            }
            conflicts.append(MergePlan.Conflict(field: field, store: storeValue, book: bookValue, winner: winner))
            if winner == .book { details.take(field, from: card.details) }
        }
        // An address that changed makes a gazetteer position stale.
        let addressChanged = [HotelField.street, .city, .region, .postalCode, .country].contains {
            !CardFields.same($0, details, hotel.details)
        }
        if addressChanged, details.coordinate?.source == .gazetteer || details.coordinate == nil {
            details.coordinate = locate(details) ?? (details.coordinate?.source == .gazetteer ? nil : details.coordinate)
        }
        let changes = hotel.details.fieldsDiffering(from: details).map {
            MergePlan.FieldChange(field: $0, old: CardFields.text($0, of: hotel.details), new: CardFields.text($0, of: details))
        }
        // The card is unchanged when it says what the store would write for
        // this hotel (its stored card with the changed fields rewritten), so
        // importing an export of the store changes nothing, nor a book a sync
        // wrote the hotel into (without the gazetteer's position); or when it
        // is the stored card in another form (the book as xCard after its vCard).
        let cardChanged = !CardFingerprint.same(hotel.card, card.text) && !Self.says(card, sameAs: hotel)
        let action: MergePlan.Action = changes.isEmpty && !cardChanged ? .unchanged(hotel.id) : .update(hotel.id)
        return MergePlan.Entry(action: action, details: details, uid: hotel.uid,
                               cardText: cardChanged ? card.text : hotel.card,
                               cardDigest: cardChanged ? CardDigest.of(card) : hotel.cardDigest, cards: [card.cardNumber],
                               changes: changes, conflicts: conflicts)
    }

    /// Whether `card`, not the stored card byte for byte, still says what
    /// the store knows of `hotel`: it is what export writes for the hotel,
    /// in any form, or the stored card in another form, or what a sync
    /// writes into a book (export's card less the gazetteer's position;
    /// made only where that differs). Each card is made once.
    static func says(_ card: CardHotel, sameAs hotel: Hotel) -> Bool {
        let exported = Self.exported(hotel, version: card.version)
        if CardFingerprint.same(exported, card.text) || CardFingerprint.sameInAnyForm(hotel.card, card.text)
            || CardFingerprint.sameInAnyForm(exported, card.text) {
            return true
        }
        guard hotel.details.coordinate?.source == .gazetteer else { return false }
        var synced = hotel
        synced.details = SyncedFields.asCard(hotel.details, pushPositions: false)
        return CardFingerprint.same(Self.exported(synced, version: card.version), card.text)
    }

    /// What `hotels export` writes for `hotel` in a card of `version` (4.0, else 3.0).
    static func exported(_ hotel: Hotel, version: VCardVersion) -> String {
        String(decoding: HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: hotel), as: UTF8.self)
    }

    func locate(_ details: HotelDetails) -> Coordinate? {
        geocoder.flatMap { details.position(from: $0) }
    }
}
