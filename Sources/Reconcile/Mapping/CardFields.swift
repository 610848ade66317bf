#if canImport(Glibc)
import Glibc
#endif
import HotelStore
import VCard

/// The hotel fields a card carries: all of them, rating, trip, stay,
/// status and rate (and where a position came from) in the properties of
/// ``StoreProperties``, the photo as the card's PHOTO.
enum CardFields {
    static let all: [HotelField] = HotelField.allCases

    /// The fields only the store's own properties (``StoreProperties``)
    /// carry on a card, a position's source aside.
    static let storeOnly: [HotelField] = [.rating, .trip, .stayed, .status, .rate]

    /// `details` as a card shows them: a gazetteer position (the store's
    /// guess, not a value of the hotel) left out unless positions are pushed.
    static func shown(_ details: HotelDetails, pushPositions: Bool) -> HotelDetails {
        var details = details
        if !pushPositions, details.coordinate?.source == .gazetteer { details.coordinate = nil }
        return details
    }

    /// What changed from `old` to `new`, field by field (``HotelStore/HotelDetails/fieldsDiffering(from:)``),
    /// each with its value before and after, as plans and reports show it.
    static func changes(from old: HotelDetails, to new: HotelDetails) -> [MergePlan.FieldChange] {
        old.fieldsDiffering(from: new).map { MergePlan.FieldChange(field: $0, old: text($0, of: old), new: text($0, of: new)) }
    }

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
