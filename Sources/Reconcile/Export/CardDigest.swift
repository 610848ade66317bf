import Books
import HotelStore
import VCard

/// What a card says of a hotel, as one number: its version, its UID and the
/// exact values of every field a card carries (``CardFields/all``).
///
/// Import stores it with the card (``Hotel/cardDigest``), where the card has
/// just been read and mapped; export makes it again from the hotel's own
/// fields and UID and, when the two agree, knows without reading the card
/// that no field changed since: the card is written as it is (in its own
/// version) or only converted (in another). Two digests that agree are
/// taken to say the same (a 64-bit hash: a chance of about 1 in 10^19 that
/// a changed hotel is taken for an unchanged one); the values are written
/// exactly (every byte of a text, every bit of a coordinate, its source and
/// precision), so any difference the exporter would see gives another digest.
enum CardDigest {
    /// The digest of a card in `version` with UID `uid` (as the card's UID
    /// property reads, `nil` without one) that says `details`.
    static func of(_ details: HotelDetails, uid: String?, version: VCardVersion) -> Int64 {
        var hasher = StableHasher()
        func add(_ part: String) {
            // Each part's length first: no two lists of parts hash the same bytes.
            var count = UInt64(part.utf8.count)
            for _ in 0..<8 {
                hasher.combine(UInt8(truncatingIfNeeded: count))
                count >>= 8
            }
            hasher.combine(part)
        }
        /// An optional part: a tag byte, then the part when there is one.
        func add(optional part: String?) {
            hasher.combine(part == nil ? 0 : 1)
            if let part { add(part) }
        }
        add(version.rawValue)
        add(optional: uid)
        for field in CardFields.all where !CardFields.leftOut(field, of: details) {
            switch field {
            case .name: add(details.name)
            case .street: add(details.street)
            case .city: add(details.city)
            case .region: add(details.region)
            case .postalCode: add(details.postalCode)
            case .country: add(details.country)
            case .phones:
                add(String(details.phones.count))
                details.phones.forEach(add)
            case .emails:
                add(String(details.emails.count))
                details.emails.forEach(add)
            case .url: add(details.url)
            case .notes: add(details.notes)
            case .rating: add(optional: details.rating.map(String.init))
            case .trip: add(optional: details.trip)
            case .coordinate:
                add(optional: details.coordinate.map {
                    "\($0.latitude.bitPattern),\($0.longitude.bitPattern),\($0.source.rawValue),\($0.precision)"
                })
            case .stayed, .status, .rate:
                add(field.rawValue)
                add(CardFields.text(field, of: details))
            case .photo:
                add(field.rawValue)
                let bytes = details.photo?.bytes ?? []
                add(String(bytes.count))
                hasher.combine(bytes)
            }
        }
        return Int64(bitPattern: hasher.value)
    }

    /// The digest of the card `hotel` was read from.
    static func of(_ hotel: CardHotel) -> Int64 {
        of(hotel.details, uid: hotel.cardUID, version: hotel.version)
    }
}
