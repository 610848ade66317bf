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

    /// Whether the fields a card shows differ.
    static func differ(_ a: HotelDetails, _ b: HotelDetails) -> Bool {
        CardFields.all.contains { !CardFields.same($0, a, b) }
    }
}
