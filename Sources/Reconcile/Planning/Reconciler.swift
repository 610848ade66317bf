#if canImport(Glibc)
import Glibc
#endif
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
        let cardChanged = !CardFingerprint.same(hotel.card, card.text)
            && !CardFingerprint.same(Self.exported(hotel, version: card.version), card.text)
            && !CardFingerprint.sameInAnyForm(hotel.card, card.text)
            && !CardFingerprint.sameInAnyForm(Self.exported(hotel, version: card.version), card.text)
            && !CardFingerprint.same(Self.exported(hotel, version: card.version, asSynced: true), card.text)
        let action: MergePlan.Action = changes.isEmpty && !cardChanged ? .unchanged(hotel.id) : .update(hotel.id)
        return MergePlan.Entry(action: action, details: details, uid: hotel.uid,
                               cardText: cardChanged ? card.text : hotel.card,
                               cardDigest: cardChanged ? CardDigest.of(card) : hotel.cardDigest, cards: [card.cardNumber],
                               changes: changes, conflicts: conflicts)
    }

    /// What `hotels export` writes for `hotel` in a card of `version` (4.0,
    /// else 3.0); `asSynced`, what `hotels sync` writes into a book.
    static func exported(_ hotel: Hotel, version: VCardVersion, asSynced: Bool = false) -> String {
        var hotel = hotel
        if asSynced { hotel.details = SyncedFields.asCard(hotel.details, pushPositions: false) }
        return String(decoding: HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: hotel), as: UTF8.self)
    }

    func locate(_ details: HotelDetails) -> Coordinate? {
        geocoder.flatMap { details.position(from: $0) }
    }
}

/// The hotel fields a card carries: all of them, rating, trip, stay,
/// status and rate (and where a position came from) in the properties of
/// ``StoreProperties``, the photo as the card's PHOTO.
enum CardFields {
    static let all: [HotelField] = HotelField.allCases

    /// The fields added after stores had digests and sync hashes: an empty
    /// one adds nothing to either, so that those made before stay valid.
    static let addedLater: Set<HotelField> = [.stayed, .status, .rate, .photo]

    /// Whether `field` adds nothing to a digest or hash of `details`.
    static func leftOut(_ field: HotelField, of details: HotelDetails) -> Bool {
        addedLater.contains(field) && isEmpty(field, of: details)
    }

    /// Whether `field` reads the same in `a` and `b`: what comparing their
    /// ``text(_:of:)`` says, without making the texts when the values are
    /// equal (a re-import compares every field of every hotel).
    static func same(_ field: HotelField, _ a: HotelDetails, _ b: HotelDetails) -> Bool {
        switch field {
        case .name: return a.name.isSame(as: b.name)
        case .street: return a.street.isSame(as: b.street)
        case .city: return a.city.isSame(as: b.city)
        case .region: return a.region.isSame(as: b.region)
        case .postalCode: return a.postalCode.isSame(as: b.postalCode)
        case .country: return a.country.isSame(as: b.country)
        case .url: return a.url.isSame(as: b.url)
        case .notes: return a.notes.isSame(as: b.notes)
        case .phones: if a.phones == b.phones { return true }
        case .emails: if a.emails == b.emails { return true }
        case .coordinate:
            switch (a.coordinate, b.coordinate) {
            case (nil, nil): return true
            case let (x?, y?) where x.latitude.bitPattern == y.latitude.bitPattern
                && x.longitude.bitPattern == y.longitude.bitPattern:
                return true
            default: break
            }
        case .photo: return a.photo == b.photo
        case .rating, .trip, .stayed, .status, .rate: break
        }
        // Lists that join to the same text ("a, b" against "a" and "b"),
        // 0.0 against -0.0, and the store's own fields.
        return text(field, of: a) == text(field, of: b)
    }

    /// Whether ``text(_:of:)`` is empty.
    static func isEmpty(_ field: HotelField, of details: HotelDetails) -> Bool {
        switch field {
        case .phones: return details.phones.count <= 1 && (details.phones.first ?? "").isEmpty
        case .emails: return details.emails.count <= 1 && (details.emails.first ?? "").isEmpty
        case .coordinate: return details.coordinate == nil
        case .photo: return details.photo == nil
        default: return text(field, of: details).isEmpty
        }
    }

    /// A field's value as text, for comparing and reporting.
    static func text(_ field: HotelField, of details: HotelDetails) -> String {
        switch field {
        case .name: return details.name
        case .street: return details.street
        case .city: return details.city
        case .region: return details.region
        case .postalCode: return details.postalCode
        case .country: return details.country
        case .phones: return details.phones.joined(separator: ", ")
        case .emails: return details.emails.joined(separator: ", ")
        case .url: return details.url
        case .notes: return details.notes
        case .rating: return details.rating.map(String.init) ?? ""
        case .trip: return details.trip ?? ""
        case .coordinate: return details.coordinate.map { "\($0.latitude),\($0.longitude)" } ?? ""
        case .stayed: return details.stayed.map { $0.lastDay?.description ?? StoreProperties.stayedWithoutDay } ?? ""
        // Open is what a card without a status says: no value of its own.
        case .status: return details.status == .open ? "" : details.status.rawValue
        case .rate: return details.rate?.text ?? ""
        case .photo: return details.photo?.summary ?? ""
        }
    }
}

extension String {
    /// Whether the strings are equal, trying their bytes first: `==` goes
    /// by canonical equivalence, through a slow path for any text that is
    /// not ASCII, even when the bytes are the same.
    func isSame(as other: String) -> Bool {
        let count = utf8.count
        if count == other.utf8.count {
            guard count > 0 else { return true }
            var left = self, right = other
            let sameBytes = left.withUTF8 { a in right.withUTF8 { b in memcmp(a.baseAddress!, b.baseAddress!, count) == 0 } }
            if sameBytes { return true }
        }
        return self == other
    }
}
