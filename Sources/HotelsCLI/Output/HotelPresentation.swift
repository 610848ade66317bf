import HotelStore

/// How hotels look in `list`, `show` and `--json`.
enum HotelPresentation {
    /// The documented JSON object for a hotel (see `man hotels`, JSON OUTPUT).
    static func json(_ hotel: Hotel, distance: Double? = nil, includeCard: Bool = false) -> JSON {
        let details = hotel.details
        var fields: [(String, JSON)] = [
            ("id", .int(Int(hotel.id))),
            ("uid", .string(hotel.uid)),
            ("name", .string(details.name)),
            ("street", .string(details.street)),
            ("city", .string(details.city)),
            ("region", .string(details.region)),
            ("postal_code", .string(details.postalCode)),
            ("country", .string(details.country)),
            ("phones", .array(details.phones.map(JSON.string))),
            ("emails", .array(details.emails.map(JSON.string))),
            ("url", .string(details.url)),
            ("notes", .string(details.notes)),
            ("rating", details.rating.map { .int($0) } ?? .null),
            ("trip", details.trip.map(JSON.string) ?? .null),
            ("latitude", details.coordinate.map { .double($0.latitude) } ?? .null),
            ("longitude", details.coordinate.map { .double($0.longitude) } ?? .null),
            ("coordinate_source", details.coordinate.map { .string($0.source.rawValue) } ?? .null),
            ("coordinate_precision", details.coordinate.map { .string($0.precision) } ?? .null),
            ("created_at", .string(hotel.createdAt.description)),
            ("updated_at", .string(hotel.updatedAt.description)),
        ]
        if let distance { fields.append(("distance_km", .double((distance * 1000).rounded() / 1000))) }
        if includeCard { fields.append(("card", .string(hotel.card))) }
        return .object(fields)
    }

    /// The columns of `hotels list`.
    static func tableHeader(withDistance: Bool) -> [String] {
        ["ID", "NAME", "CITY", "COUNTRY", "RATING", "TRIP"] + (withDistance ? ["KM"] : [])
    }

    static func tableRow(_ listed: ListedHotel, withDistance: Bool) -> [String] {
        let hotel = listed.hotel
        var row = [String(hotel.id), hotel.name, hotel.city, hotel.country,
                   hotel.rating.map(String.init) ?? "", hotel.trip ?? ""]
        if withDistance { row.append(listed.distance.map { formatKilometres($0) } ?? "") }
        return row
    }

    /// Every field, one per line, for `hotels show`.
    static func detail(_ hotel: Hotel) -> String {
        let details = hotel.details
        var lines: [(String, String)] = [
            ("id", String(hotel.id)), ("name", details.name), ("street", details.street), ("city", details.city),
            ("region", details.region), ("postal code", details.postalCode), ("country", details.country),
        ]
        lines += details.phones.map { ("phone", $0) }
        lines += details.emails.map { ("email", $0) }
        lines += [("url", details.url), ("rating", details.rating.map { "\($0)/10" } ?? ""), ("trip", details.trip ?? "")]
        if let coordinate = details.coordinate {
            lines.append(("coordinates", "\(coordinate.latitude), \(coordinate.longitude) (\(coordinate.source.rawValue), \(coordinate.precision))"))
        } else {
            lines.append(("coordinates", ""))
        }
        lines += [("uid", hotel.uid), ("created", hotel.createdAt.description), ("updated", hotel.updatedAt.description),
                  ("source", hotel.card.isEmpty ? "entered by hand" : "imported from a vCard")]
        var out = ""
        for (label, value) in lines {
            out += (label + ":").padding(toLength: 13, withPad: " ", startingAt: 0) + TerminalText.escaped(value) + "\n"
        }
        if !details.notes.isEmpty {
            // A CRLF is one line break; a lone CR is shown, not obeyed.
            let notes = details.notes.replacingOccurrences(of: "\r\n", with: "\n")
            out += "notes:\n" + notes.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
        }
        return out
    }

    static func formatKilometres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths >= 100 ? String(Int(tenths.rounded())) : String(tenths)
    }
}
