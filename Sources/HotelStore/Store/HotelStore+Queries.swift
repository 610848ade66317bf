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
            // An apostrophe also parts words: "angleterre" and "hotel d angleterre"
            // name "Hôtel d'Angleterre", whose key ("hotel dangleterre") holds neither.
            let spaced = Self.wordKey(name)
            let names = try connection.cached("SELECT id, name FROM hotels ORDER BY id").rows { ($0.int(0), Self.wordKey($0.string(1))) }
            var ids = names.filter { $0.1 == spaced }.map(\.0)
            if ids.isEmpty {
                let words = try connection.cached("""
                    SELECT id FROM hotels WHERE instr(' ' || name_key || ' ', ' ' || ? || ' ') > 0
                    """).rows([.text(key)]) { $0.int(0) }
                ids = Array(Set(words + names.filter { (" " + $0.1 + " ").contains(" " + spaced + " ") }.map(\.0))).sorted()
            }
            let byID = try connection.cached("SELECT \(HotelRow.columnList) FROM hotels WHERE id = ?")
            var hotels: [Hotel] = []
            for id in ids { if let hotel = try byID.first([.integer(id)], HotelRow.hotel) { hotels.append(hotel) } }
            return hotels
        }
    }

    /// A name's folded key with its apostrophes parting words, as spaces.
    private static func wordKey(_ name: String) -> String {
        TextFolding.key(String(name.unicodeScalars.map { "'`\u{2018}\u{2019}".unicodeScalars.contains($0) ? " " : Character($0) }))
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
        var listed: [ListedHotel] = []
        try forEachHotel(query) { listed.append($0); return true }
        return listed
    }

    /// Hands the hotels `query` selects to `body` one at a time, in the
    /// query's order, until it returns `false`: a list of any length is
    /// read in flat memory. Filtering and ordering happen in SQL; a distance
    /// order sorts ids and distances only, then reads each row by id.
    public func forEachHotel(_ query: HotelQuery, _ body: (ListedHotel) -> Bool) throws(HotelStoreError) {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        if let trip = query.trip {
            conditions.append("\(TripName.foldFunction)(trip) = ?")
            values.append(.text(TripName.key(trip)))
        }
        if let city = query.city {
            conditions.append("city_key = ?")
            values.append(.text(HotelKeys.city(city)))
        }
        if let country = query.country {
            conditions.append("country = ? COLLATE NOCASE")
            values.append(.text(country))
        }
        if let stayed = query.stayed { conditions.append("stayed = \(stayed ? 1 : 0)") }
        if let status = query.status {
            conditions.append("status = ?")
            values.append(.text(status.rawValue))
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
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let limit = query.limit ?? Int.max
        guard limit > 0 else { return }
        // A scan reads each page once: a small page cache keeps a list of
        // any size in flat memory (the store's large one is for imports).
        try withCacheSize(kilobytes: Self.scanCacheKilobytes) { () throws(HotelStoreError) in
            try scan(query, filter: filter, values: values, limit: limit, body)
        }
    }

    /// The page cache of a scan, in KiB: SQLite's own default.
    static let scanCacheKilobytes = 2000

    /// Runs `body` with the connection's page cache at `kilobytes`, then
    /// sets it back.
    func withCacheSize(kilobytes: Int, _ body: () throws(HotelStoreError) -> Void) throws(HotelStoreError) {
        let previous = try sql { () throws(SQLiteError) -> Int64 in try connection.scalarInt("PRAGMA cache_size") ?? -2000 }
        try sql { () throws(SQLiteError) in try connection.execute("PRAGMA cache_size = -\(kilobytes)") }
        defer { _ = try? sql { () throws(SQLiteError) in try connection.execute("PRAGMA cache_size = \(previous)") } }
        try body()
    }

    private func scan(_ query: HotelQuery, filter: String, values: [SQLiteValue], limit: Int,
                      _ body: (ListedHotel) -> Bool) throws(HotelStoreError) {
        let columns = HotelRow.columnList(query.fields)
        func distance(_ latitude: Double?, _ longitude: Double?) -> Double? {
            guard let near = query.near, let latitude, let longitude else { return nil }
            return Coordinate.distance(near.latitude, near.longitude, latitude, longitude)
        }
        func within(_ distance: Double?) -> Bool {
            guard let radius = query.near?.withinKilometres else { return true }
            return (distance ?? .infinity) <= radius
        }

        if query.sort == .distance {
            // Ids and distances of the hotels in range, nearest first (16
            // bytes a hotel), then each row by id.
            var order = try sql { () throws(SQLiteError) -> [(distance: Double, id: Hotel.ID)] in
                var order: [(distance: Double, id: Hotel.ID)] = []
                try connection.prepare("SELECT id, latitude, longitude FROM hotels\(filter)").each(values) { row in
                    let found = distance(row.optionalDouble(1), row.optionalDouble(2))
                    if within(found) { order.append((found ?? .infinity, row.int(0))) }
                }
                return order
            }
            order.sort { ($0.distance, $0.id) < ($1.distance, $1.id) }
            try sql { () throws(SQLiteError) in
                let byID = try connection.prepare("SELECT \(columns) FROM hotels WHERE id = ?")
                for (found, id) in order.prefix(limit) {
                    guard let hotel = try byID.first([.integer(id)], HotelRow.hotel) else { continue }
                    guard body(ListedHotel(hotel: hotel, distance: found)) else { return }
                }
            }
            return
        }

        var sql = "SELECT \(columns) FROM hotels\(filter)"
        switch query.sort {
        // `+name_key`: one pass over the table and a sort, not the name
        // index's order, which visits the rows at random and, with a scan's
        // small page cache, reads pages again and again. (A distance order
        // returned above.)
        case .name, .distance: sql += " ORDER BY +name_key, id"
        case .rating: sql += " ORDER BY rating IS NULL, rating DESC, name_key, id"
        case .rate: sql += " ORDER BY rate_currency IS NULL, rate_currency, rate_minor, name_key, id"
        case .updated: sql += " ORDER BY updated_at DESC, id DESC"
        case .id: sql += " ORDER BY id"
        }
        // The radius is checked here, so SQL cannot cut the rows short.
        if query.near?.withinKilometres == nil, let limit = query.limit { sql += " LIMIT \(limit)" }
        try self.sql { () throws(SQLiteError) in
            var given = 0
            try connection.prepare(sql).scan(values) { row in
                let hotel = HotelRow.hotel(row)
                let found = distance(hotel.coordinate?.latitude, hotel.coordinate?.longitude)
                guard within(found) else { return true }
                given += 1
                return body(ListedHotel(hotel: hotel, distance: found)) && given < limit
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
