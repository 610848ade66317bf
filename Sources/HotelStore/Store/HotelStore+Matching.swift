import SQLite

/// What matching needs to know of a stored hotel: no card, notes or other
/// long text, so the whole store can be scanned into a matching index in
/// little memory.
public struct HotelMatchRecord: Sendable {
    /// The hotel's id in the store.
    public var id: Hotel.ID
    /// The hotel's vCard UID, as stored.
    public var uid: String
    /// The folded name, city and postal code matching compares.
    public var keys: HotelKeys
    /// Where the hotel is, when that is known rather than guessed: a
    /// gazetteer position is a town's or a postcode's centre, and two hotels
    /// of a town share it.
    public var position: (latitude: Double, longitude: Double)?
    /// The hotel's phone numbers as stored; the matcher normalizes them.
    public var phones: [String]
    /// What its card said when last read (``Hotel/cardDigest``).
    public var cardDigest: Int64?
    /// The street, whose numbers tell hotels of one name and place apart.
    public var street: String

    /// A record of these parts; `position` must not be a gazetteer's guess.
    public init(id: Hotel.ID, uid: String, keys: HotelKeys, position: (latitude: Double, longitude: Double)?, phones: [String],
                cardDigest: Int64? = nil, street: String = "") {
        self.id = id
        self.street = street
        self.uid = uid
        self.keys = keys
        self.position = position
        self.phones = phones
        self.cardDigest = cardDigest
    }

    /// The record of a hotel in memory.
    public init(_ hotel: Hotel) {
        self.init(id: hotel.id, uid: hotel.uid, keys: HotelKeys(hotel.details),
                  position: hotel.coordinate?.knownPosition, phones: hotel.phones, cardDigest: hotel.cardDigest,
                  street: hotel.details.street)
    }
}

extension HotelStore {
    /// Hands every stored hotel's match record to `body`, in id order,
    /// without holding them all.
    public func forEachMatchRecord(_ body: (HotelMatchRecord) -> Void) throws(HotelStoreError) {
        try sql { () throws(SQLiteError) in
            try connection.cached("""
                SELECT id, uid, name_key, city_key, postal_key, latitude, longitude, phones, coordinate_source, card_digest, street
                FROM hotels ORDER BY id
                """).each { row in
                let known = row.optionalString(8).flatMap(Coordinate.Source.init(rawValue:)).map { $0 != .gazetteer } ?? false
                body(HotelMatchRecord(
                    id: row.int(0), uid: row.string(1),
                    keys: HotelKeys(name: row.string(2), city: row.string(3), postalCode: row.string(4)),
                    position: known ? (row.double(5), row.double(6)) : nil,
                    phones: HotelRow.list(row.string(7)), cardDigest: row.optionalInt(9), street: row.string(10)))
            }
        }
    }
}

extension HotelStore {
    /// The card digest of every hotel that has one, by id: what a sync,
    /// whose hotels are read without their cards, matches a card with no
    /// UID by, and what a book's first sync finds the hotels an import took
    /// by, whatever card they are (``HotelStore/Hotel/cardDigest``).
    public func allCardDigests() throws(HotelStoreError) -> [Hotel.ID: Int64] {
        try sql { () throws(SQLiteError) in
            var digests: [Hotel.ID: Int64] = [:]
            try connection.cached("SELECT id, card_digest FROM hotels WHERE card_digest IS NOT NULL").each { row in
                digests[row.int(0)] = row.int(1)
            }
            return digests
        }
    }
}

extension Coordinate {
    /// The position, unless it is a gazetteer's guess.
    public var knownPosition: (latitude: Double, longitude: Double)? {
        source == .gazetteer ? nil : (latitude, longitude)
    }
}
