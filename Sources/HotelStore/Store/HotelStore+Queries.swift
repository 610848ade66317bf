import SQLite
import TextFolding

extension HotelStore {
    /// The hotel with `id`, or `nil`.
    public func hotel(id: Hotel.ID) throws(HotelStoreError) -> Hotel? {
        try sql { () throws(SQLiteError) -> Hotel? in
            try connection.cached("SELECT \(HotelRow.columnList) FROM hotels WHERE id = ?").first([.integer(id)], HotelRow.hotel)
        }
    }

    /// The hotel with this vCard UID, or `nil`.
    public func hotel(uid: String) throws(HotelStoreError) -> Hotel? {
        try sql { () throws(SQLiteError) -> Hotel? in
            try connection.cached("SELECT \(HotelRow.columnList) FROM hotels WHERE uid = ?").first([.text(uid)], HotelRow.hotel)
        }
    }

    /// Hotels whose folded name equals the folded `name`; when none does,
    /// those whose folded name contains it as a run of whole words.
    public func hotels(named name: String) throws(HotelStoreError) -> [Hotel] {
        let key = TextFolding.key(name)
        guard !key.isEmpty else { return [] }
        return try sql { () throws(SQLiteError) -> [Hotel] in
            let exact = try connection.cached("SELECT \(HotelRow.columnList) FROM hotels WHERE name_key = ? ORDER BY id")
                .rows([.text(key)], HotelRow.hotel)
            if !exact.isEmpty { return exact }
            return try connection.cached("""
                SELECT \(HotelRow.columnList) FROM hotels
                WHERE instr(' ' || name_key || ' ', ' ' || ? || ' ') > 0 ORDER BY id
                """).rows([.text(key)], HotelRow.hotel)
        }
    }

    /// Every hotel, in id order.
    public func allHotels() throws(HotelStoreError) -> [Hotel] {
        try sql { () throws(SQLiteError) -> [Hotel] in
            try connection.cached("SELECT \(HotelRow.columnList) FROM hotels ORDER BY id").rows([], HotelRow.hotel)
        }
    }

    /// How many hotels the store holds.
    public func count() throws(HotelStoreError) -> Int {
        try sql { () throws(SQLiteError) -> Int in Int(try connection.scalarInt("SELECT count(*) FROM hotels") ?? 0) }
    }

    /// The hotels `query` selects, in its order.
    public func hotels(_ query: HotelQuery) throws(HotelStoreError) -> [ListedHotel] {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        if let trip = query.trip {
            conditions.append("trip = ? COLLATE NOCASE")
            values.append(.text(trip))
        }
        if let city = query.city {
            conditions.append("city_key = ?")
            values.append(.text(TextFolding.key(city)))
        }
        if let country = query.country {
            conditions.append("country = ? COLLATE NOCASE")
            values.append(.text(country))
        }
        if let near = query.near {
            conditions.append("latitude IS NOT NULL")
            // A bounding box on the position index first; the exact distance below.
            if let radius = near.withinKilometres {
                let latitudeSpan = radius / 111.0
                conditions.append("latitude BETWEEN ? AND ?")
                values += [.real(near.latitude - latitudeSpan), .real(near.latitude + latitudeSpan)]
                let cosine = cos(near.latitude * .pi / 180)
                if cosine > 0.01, radius / (111.0 * cosine) < 180 {
                    let span = radius / (111.0 * cosine)
                    let west = near.longitude - span, east = near.longitude + span
                    if west >= -180 && east <= 180 {
                        conditions.append("longitude BETWEEN ? AND ?")
                        values += [.real(west), .real(east)]
                    } else {
                        // The box crosses the antimeridian.
                        conditions.append("(longitude >= ? OR longitude <= ?)")
                        values += [.real(west < -180 ? west + 360 : west), .real(east > 180 ? east - 360 : east)]
                    }
                }
            }
        }
        var sql = "SELECT \(HotelRow.columnList) FROM hotels"
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        switch query.sort {
        case .name, .distance: sql += " ORDER BY name_key, id"
        case .rating: sql += " ORDER BY rating IS NULL, rating DESC, name_key, id"
        case .updated: sql += " ORDER BY updated_at DESC, id DESC"
        }
        let rows = try self.sql { () throws(SQLiteError) -> [Hotel] in try connection.prepare(sql).rows(values, HotelRow.hotel) }
        var listed = rows.map { hotel -> ListedHotel in
            let distance = query.near.flatMap { near in
                hotel.coordinate.map { Coordinate.distance(near.latitude, near.longitude, $0.latitude, $0.longitude) }
            }
            return ListedHotel(hotel: hotel, distance: distance)
        }
        if let radius = query.near?.withinKilometres {
            listed.removeAll { ($0.distance ?? .infinity) > radius }
        }
        if query.sort == .distance {
            listed.sort { ($0.distance ?? .infinity, $0.hotel.id) < ($1.distance ?? .infinity, $1.hotel.id) }
        }
        if let limit = query.limit { listed = Array(listed.prefix(limit)) }
        return listed
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
