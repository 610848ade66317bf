import SQLite

/// Maps a ``Hotel`` to and from a row of `hotels` (columns in
/// ``HotelSchema/hotelColumns`` order).
enum HotelRow {
    static let columnList = HotelSchema.hotelColumns.joined(separator: ", ")

    /// ``columnList`` with the columns `fields` leaves out read as empty
    /// text, so ``hotel(_:)`` reads every query's rows alike.
    static func columnList(_ fields: HotelQuery.Fields) -> String {
        let empty: Set<String>
        switch fields {
        case .all: return columnList
        case .details: empty = ["card"]
        case .summary: empty = ["card", "phones", "emails", "url", "notes", "street", "region", "postal_code", "photo"]
        }
        // A card left out leaves out its digest too: a digest says what a card says.
        return HotelSchema.hotelColumns.map { column in
            if column == "card_digest" { return empty.contains("card") ? "NULL AS card_digest" : column }
            if column == "photo" { return empty.contains(column) ? "NULL AS photo" : column }
            return empty.contains(column) ? "'' AS \(column)" : column
        }.joined(separator: ", ")
    }

    /// Reads a hotel from a row whose first columns are ``columnList``.
    static func hotel(_ row: Row) -> Hotel {
        var details = HotelDetails(name: row.string(2))
        details.street = row.string(3)
        details.city = row.string(4)
        details.region = row.string(5)
        details.postalCode = row.string(6)
        details.country = row.string(7)
        details.phones = list(row.string(8))
        details.emails = list(row.string(9))
        details.url = row.string(10)
        details.notes = row.string(11)
        details.rating = row.optionalInt(12).map { Int($0) }
        details.trip = row.optionalString(13)
        if let latitude = row.optionalDouble(14), let longitude = row.optionalDouble(15) {
            let source = Coordinate.Source(rawValue: row.string(16)) ?? .manual
            details.coordinate = Coordinate(latitude: latitude, longitude: longitude, source: source,
                                            precision: row.optionalString(17) ?? "exact")
        }
        if row.int(25) != 0 { details.stayed = Stay(lastDay: row.optionalString(26).flatMap(Day.init)) }
        details.status = HotelStatus(rawValue: row.string(27)) ?? .open
        if let units = row.optionalInt(28), let currency = row.optionalString(29) {
            details.rate = Rate(minorUnits: units, currency: currency)
        }
        if !row.isNull(30) { details.photo = HotelPhoto(bytes: row.blob(30)) }
        return Hotel(
            id: row.int(0), uid: row.string(1), details: details,
            createdAt: Timestamp(iso8601: row.string(18)) ?? Timestamp(millisecondsSince1970: 0),
            updatedAt: Timestamp(iso8601: row.string(19)) ?? Timestamp(millisecondsSince1970: 0),
            card: row.string(20), cardDigest: row.optionalInt(24))
    }

    /// The values for every column, `id` first; `keys` when the caller has
    /// them already.
    static func values(_ hotel: Hotel, keys: HotelKeys? = nil) -> [SQLiteValue] {
        [.integer(hotel.id)] + values(withoutID: hotel, keys: keys ?? HotelKeys(hotel.details),
                                      createdAt: hotel.createdAt.description, updatedAt: hotel.updatedAt.description)
    }

    /// The values for every column but `id`, with the times as text: a batch
    /// that writes thousands of rows at one time formats it once.
    static func values(withoutID hotel: Hotel, keys: HotelKeys, createdAt: String, updatedAt: String) -> [SQLiteValue] {
        let details = hotel.details
        return [
            .text(hotel.uid), .text(details.name), .text(details.street), .text(details.city),
            .text(details.region), .text(details.postalCode), .text(details.country),
            .text(joined(details.phones)), .text(joined(details.emails)), .text(details.url), .text(details.notes),
            .nullable(details.rating), .nullable(details.trip),
            .nullable(details.coordinate?.latitude), .nullable(details.coordinate?.longitude),
            .nullable(details.coordinate?.source.rawValue), .nullable(details.coordinate?.precision),
            .text(createdAt), .text(updatedAt), .text(hotel.card),
            .text(keys.name), .text(keys.city), .text(keys.postalCode), hotel.cardDigest.map(SQLiteValue.integer) ?? .null,
            .integer(details.stayed == nil ? 0 : 1), .nullable(details.stayed?.lastDay?.description), .text(details.status.rawValue),
            details.rate.map { .integer($0.minorUnits) } ?? .null, .nullable(details.rate?.currency),
            details.photo.map { .blob($0.bytes) } ?? .null,
        ]
    }

    // Phones and emails are single-line values, so a line break separates
    // them; the sqlite3 shell shows them one per line.
    private static func joined(_ values: [String]) -> String { values.joined(separator: "\n") }

    /// The list a phones or emails column holds. Split on the byte: a
    /// `String` splits by characters, finding grapheme breaks all the way
    /// (and would keep a "\r" before the "\n" inside one value).
    static func list(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
            }
        }
    }
}
