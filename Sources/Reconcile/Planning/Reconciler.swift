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

/// Computes a ``MergePlan`` from incoming cards and the stored hotels: a
/// pure function of its inputs (plus the geocoder), so it can be shown
/// before it is applied and tested without a store.
public struct Reconciler {
    public var options: ReconcileOptions
    /// Fills coordinates for cards without GEO; `nil` leaves them empty.
    public var geocoder: Geocoder?

    public init(options: ReconcileOptions = ReconcileOptions(), geocoder: Geocoder? = nil) {
        self.options = options
        self.geocoder = geocoder
    }

    /// Plans merging `cards` into `stored`.
    public func plan(_ cards: [CardHotel], into stored: [Hotel], skipped: [MergePlan.Skip] = []) -> MergePlan {
        var plan = MergePlan(skipped: skipped)
        var matcher = HotelMatcher()
        var storedByID: [Hotel.ID: Hotel] = [:]
        for hotel in stored {
            storedByID[hotel.id] = hotel
            matcher.add(.stored(hotel.id), details: hotel.details, uid: hotel.uid)
        }
        // A stored hotel met twice in one file merges into its one entry.
        var entryForStored: [Hotel.ID: Int] = [:]

        for card in cards {
            switch matcher.match(card.details, uid: card.uid) {
            case let (.stored(id), rule)?:
                guard let hotel = storedByID[id] else { continue }
                if let existing = entryForStored[id] {
                    fillEmpty(&plan.entries[existing], from: card)
                    continue
                }
                var entry = merge(card, into: hotel)
                entry.matchedBy = rule.rawValue
                entryForStored[id] = plan.entries.count
                plan.entries.append(entry)
            case let (.pending(index), _)?:
                fillEmpty(&plan.entries[index], from: card)
            case nil:
                var details = card.details
                details.trip = options.trip
                if details.coordinate == nil { details.coordinate = locate(details) }
                var entry = MergePlan.Entry(action: .create, details: details, uid: card.uid, cardText: card.text, cards: [card.cardNumber])
                if case .stored(let id)? = matcher.possibleDuplicate(of: card.details) { entry.possibleDuplicateOf = id }
                matcher.add(.pending(plan.entries.count), details: card.details, uid: card.uid)
                plan.entries.append(entry)
            }
        }
        return plan
    }

    /// A card for a stored hotel: per field, an empty side is filled, equal
    /// values stay, different ones follow the conflict policy.
    private func merge(_ card: CardHotel, into hotel: Hotel) -> MergePlan.Entry {
        var details = hotel.details
        var conflicts: [MergePlan.Conflict] = []
        let bookIsNewer: Bool = {
            guard let revision = card.revision else { return false }
            return revision > hotel.updatedAt
        }()
        for field in CardFields.all {
            let storeValue = CardFields.text(field, of: hotel.details), bookValue = CardFields.text(field, of: card.details)
            if bookValue.isEmpty || storeValue == bookValue { continue }
            if field == .coordinate {
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
            CardFields.text($0, of: details) != CardFields.text($0, of: hotel.details)
        }
        if addressChanged, details.coordinate?.source == .gazetteer || details.coordinate == nil {
            details.coordinate = locate(details) ?? (details.coordinate?.source == .gazetteer ? nil : details.coordinate)
        }
        let changes = hotel.details.fieldsDiffering(from: details).map {
            MergePlan.FieldChange(field: $0, old: CardFields.text($0, of: hotel.details), new: CardFields.text($0, of: details))
        }
        // The card is unchanged when it says what the store would write for
        // this hotel (its stored card with the changed fields rewritten), so
        // importing an export of the store changes nothing.
        let cardChanged = !CardFingerprint.same(hotel.card, card.text)
            && !CardFingerprint.same(Self.exported(hotel, like: card.text), card.text)
        let action: MergePlan.Action = changes.isEmpty && !cardChanged ? .unchanged(hotel.id) : .update(hotel.id)
        return MergePlan.Entry(action: action, details: details, uid: hotel.uid,
                               cardText: cardChanged ? card.text : hotel.card, cards: [card.cardNumber],
                               changes: changes, conflicts: conflicts)
    }

    /// What `hotels export` writes for `hotel`, in the version of `text`.
    static func exported(_ hotel: Hotel, like text: String) -> String {
        let version: VCardVersion = text.contains("VERSION:4.0") ? .v4_0 : .v3_0
        return String(decoding: HotelCardExporter(version: version).bytes(for: hotel), as: UTF8.self)
    }

    /// A second card for a hotel of this run: it fills what is still empty.
    private func fillEmpty(_ entry: inout MergePlan.Entry, from card: CardHotel) {
        entry.cards.append(card.cardNumber)
        for field in CardFields.all where CardFields.text(field, of: entry.details).isEmpty {
            entry.details.take(field, from: card.details)
        }
    }

    private func locate(_ details: HotelDetails) -> Coordinate? {
        guard let geocoder else { return nil }
        let address = PostalAddress(street: details.street, locality: details.city, region: details.region,
                                    postalCode: details.postalCode, country: details.country)
        guard !address.isBlank, let result = geocoder.geocode(address) else { return nil }
        return Coordinate(latitude: result.latitude, longitude: result.longitude, source: .gazetteer,
                          precision: result.precision.rawValue)
    }
}

/// The hotel fields a card carries (rating and trip are the store's own).
enum CardFields {
    static let all: [HotelField] = [.name, .street, .city, .region, .postalCode, .country, .phones, .emails, .url, .notes, .coordinate]

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
        }
    }
}
