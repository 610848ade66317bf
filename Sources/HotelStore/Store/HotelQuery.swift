/// Which hotels `hotels list` shows, and in what order.
public struct HotelQuery: Sendable {
    /// Only the hotels of this trip, compared folded (``TripName/key(_:)``):
    /// "Japan 2026" finds "japan-2026".
    public var trip: String?
    /// Matched on the folded city name ("sao paulo" finds "São Paulo").
    public var city: String?
    /// An ISO code or the text stored; compared without case.
    public var country: String?
    /// A centre and radius in kilometres; without a radius every hotel with
    /// coordinates qualifies. The order is ``sort``'s: `distance` sorts by it.
    public var near: (latitude: Double, longitude: Double, withinKilometres: Double?)?
    /// Only hotels stayed at (`true`) or not (`false`).
    public var stayed: Bool?
    /// Only the hotels with this status.
    public var status: HotelStatus?
    /// The order; by name unless set.
    public var sort: Sort = .name
    /// At most this many hotels, `nil` for all; 0 or less gives none.
    public var limit: Int?
    /// Which fields are read: a table needs a few, an export all.
    public var fields: Fields = .all

    /// The orders a query can give: `name` (folded), `rating` (highest
    /// first, unrated last), `distance` (nearest ``near`` first), `updated`
    /// (most recently changed first), `id` (oldest first) and `rate`.
    ///
    /// Ties go by folded name, then id; by id alone for `distance` and
    /// `updated` (newest first).
    public enum Sort: String, CaseIterable, Sendable {
        /// By folded name; by rating; by distance from ``near``; by last change; by id.
        case name, rating, distance, updated, id
        /// By currency, then amount (cheapest first); hotels without a rate last.
        case rate
    }

    /// The fields a query reads; those left out come back empty.
    public enum Fields: Sendable {
        /// Every field and the card's text.
        case all
        /// Every field but the card's text (which can be most of a row).
        case details
        /// What a table shows: id, UID, name, city, country, rating, trip,
        /// coordinates, stay, status, rate and times; street, region,
        /// postal code, phones, emails, url, notes, photo and card empty.
        case summary
    }

    /// Every hotel, every field, by name.
    public init() {}
}

/// A hotel from a query, with its distance from the query's centre.
public struct ListedHotel: Sendable {
    /// The hotel, with only the fields ``HotelQuery/fields`` read.
    public let hotel: Hotel
    /// Kilometres from ``HotelQuery/near``, when the query had a centre.
    public let distance: Double?

    /// A hotel found `distance` kilometres from the query's centre (`nil`
    /// without one).
    public init(hotel: Hotel, distance: Double?) {
        self.hotel = hotel
        self.distance = distance
    }
}
