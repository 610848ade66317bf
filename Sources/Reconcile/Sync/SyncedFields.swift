import HotelStore
import VCard

/// The fields a sync keeps in step, and the rules it compares them by.
///
/// They are the fields a card carries (``CardFields/all``): stay, status,
/// rate and photo as much as the address. A position the
/// gazetteer filled in is the store's own guess, not a value of the hotel:
/// it counts as empty, so it never makes a hotel "changed in the store" nor
/// rewrites a card (unless positions are pushed).
enum SyncedFields {
    /// A hash of `details`' synced fields: equal when a sync would see no change.
    static func hash(_ details: HotelDetails) -> String {
        var hasher = StableHasher()
        for field in CardFields.all where !CardFields.leftOut(field, of: details) {
            hasher.combine(field.rawValue)
            hasher.combine(0x1F)
            if field == .photo {
                hasher.combine(details.photo?.bytes ?? [])
            } else if field == .coordinate {
                // By its bits: formatting two doubles for each hotel on each run costs more than the rest.
                if let coordinate = details.coordinate, coordinate.source != .gazetteer {
                    for bits in [coordinate.latitude.bitPattern, coordinate.longitude.bitPattern] {
                        withUnsafeBytes(of: bits.littleEndian) { hasher.combine($0) }
                    }
                }
            } else {
                hasher.combine(CardFields.text(field, of: details))
            }
            hasher.combine(0x1E)
        }
        return hasher.hex
    }

    /// `details` as a card shows them: a gazetteer position left out unless pushed.
    static func asCard(_ details: HotelDetails, pushPositions: Bool) -> HotelDetails {
        var details = details
        if !pushPositions, details.coordinate?.source == .gazetteer { details.coordinate = nil }
        return details
    }

    /// The result of merging a card's fields with a hotel's.
    struct Merge {
        /// The hotel's fields afterwards.
        var details: HotelDetails
        var conflicts: [MergePlan.Conflict] = []
    }

    /// Merges field by field. With a `base` (the card as last synced), a
    /// field changed on one side only takes that change, and a field
    /// changed differently on both is a conflict. Without one (a card first
    /// met), an empty side is filled and different values are conflicts.
    /// Conflicts go to the winner of `policy`: `newest` compares `bookTime`
    /// with `storeTime`; a book change seen by this run (a card without
    /// REV, timed by the run) wins a tie, since the run saw it after the
    /// store's change was made.
    static func merge(base: HotelDetails?, book: HotelDetails, store: HotelDetails, policy: ConflictPolicy,
                      bookTime: Timestamp, storeTime: Timestamp, bookTimedByRun: Bool = false) -> Merge {
        var result = Merge(details: store)
        let storeView = asCard(store, pushPositions: false)
        for field in CardFields.all {
            if CardFields.same(field, book, storeView) { continue }
            if let base {
                if CardFields.same(field, base, book) { continue }
                if CardFields.same(field, base, storeView) {
                    take(field, from: book, into: &result.details)
                    continue
                }
            } else {
                if CardFields.isEmpty(field, of: book) { continue }
                if CardFields.isEmpty(field, of: storeView) {
                    take(field, from: book, into: &result.details)
                    continue
                }
            }
            let winner: MergePlan.Side
            switch policy {
            case .book: winner = .book
            case .store, .fail: winner = .store
            case .newest: winner = bookTime > storeTime || (bookTimedByRun && bookTime == storeTime) ? .book : .store
            }
            result.conflicts.append(MergePlan.Conflict(field: field, store: CardFields.text(field, of: storeView),
                                                       book: CardFields.text(field, of: book), winner: winner))
            if winner == .book { take(field, from: book, into: &result.details) }
        }
        return result
    }

    /// Takes the card's value; an emptied position leaves the gazetteer's guess alone.
    private static func take(_ field: HotelField, from book: HotelDetails, into details: inout HotelDetails) {
        if field == .coordinate, book.coordinate == nil, details.coordinate?.source == .gazetteer { return }
        details.take(field, from: book)
    }

    /// Whether the fields a card shows differ.
    static func differ(_ a: HotelDetails, _ b: HotelDetails) -> Bool {
        CardFields.all.contains { !CardFields.same($0, a, b) }
    }

    static let addressFields: [HotelField] = [.street, .city, .region, .postalCode, .country]
}
