import HotelStore
import Reconcile

/// How hotels look in `list`, `show` and `--json`.
enum HotelPresentation {
    /// The documented JSON object for a hotel (see `man hotels`, JSON OUTPUT).
    static func json(_ hotel: Hotel, distance: Double? = nil, includeCard: Bool = false) -> JSON {
        var builder = JSONObjectBuilder()
        fields(of: hotel, distance: distance, includeCard: includeCard, into: &builder)
        return builder.object
    }

    /// ``json(_:distance:includeCard:)``'s bytes, written as they come.
    static func jsonBytes(_ hotel: Hotel, distance: Double? = nil) -> [UInt8] {
        var writer = JSONObjectWriter()
        fields(of: hotel, distance: distance, includeCard: false, into: &writer)
        return writer.finish()
    }

    /// A hotel's JSON fields, in order: the one list both forms write.
    private static func fields(of hotel: Hotel, distance: Double?, includeCard: Bool, into out: inout some JSONFields) {
        let details = hotel.details
        out.field("id", Int(hotel.id))
        out.field("uid", hotel.uid)
        out.field("name", details.name)
        out.field("street", details.street)
        out.field("city", details.city)
        out.field("region", details.region)
        out.field("postal_code", details.postalCode)
        out.field("country", details.country)
        out.field("phones", details.phones)
        out.field("emails", details.emails)
        out.field("url", details.url)
        out.field("notes", details.notes)
        out.field("rating", details.rating)
        out.field("trip", optional: details.trip)
        out.field("latitude", details.coordinate?.latitude)
        out.field("longitude", details.coordinate?.longitude)
        out.field("coordinate_source", optional: details.coordinate?.source.rawValue)
        out.field("coordinate_precision", optional: details.coordinate?.precision)
        out.field("stayed", details.stayed != nil)
        out.field("last_stay", optional: details.stayed?.lastDay?.description)
        out.field("status", details.status.rawValue)
        out.field("rate", optional: details.rate?.text)
        out.field("photo_type", optional: details.photo?.format?.mediaType)
        out.field("photo_bytes", details.photo?.bytes.count)
        out.field("created_at", hotel.createdAt.description)
        out.field("updated_at", hotel.updatedAt.description)
        if let distance { out.field("distance_km", (distance * 1000).rounded() / 1000) }
        if includeCard { out.field("card", hotel.card) }
    }

    /// The columns of `hotels list`.
    static func tableHeader(withDistance: Bool) -> [String] {
        ["ID", "NAME", "CITY", "COUNTRY", "RATING", "TRIP", "RATE", "STAYED", "STATUS"] + (withDistance ? ["KM"] : [])
    }

    /// The columns of the table that are right-aligned: numbers (a rate's
    /// currency codes then line up).
    static func rightAligned(withDistance: Bool) -> Set<Int> { withDistance ? [0, 4, 6, 9] : [0, 4, 6] }

    /// STAYED: the day of the last stay, `yes` without one; empty when never stayed.
    static func stayed(_ details: HotelDetails) -> String {
        details.stayed.map { $0.lastDay?.description ?? "yes" } ?? ""
    }

    static func tableRow(_ listed: ListedHotel, withDistance: Bool) -> [String] {
        let hotel = listed.hotel
        // Open is the usual case: only a seasonal or closed hotel is marked.
        var row = [String(hotel.id), hotel.name, hotel.city, hotel.country,
                   hotel.rating.map(String.init) ?? "", hotel.trip ?? "", hotel.rate?.display ?? "", stayed(hotel.details),
                   hotel.status == .open ? "" : hotel.status.rawValue]
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
        // The card's URLs and NOTEs after the first: not the store's fields, but removed with them.
        let own = CardOwnValues(of: hotel)
        lines += [("url", details.url)] + own.urls.map { ("also url", $0) }
        lines += [("rating", details.rating.map { "\($0)/10" } ?? ""), ("trip", details.trip ?? ""),
                  ("stayed", details.stayed.map { $0.lastDay.map { "yes, last on \($0)" } ?? "yes" } ?? "no"),
                  ("status", details.status.rawValue), ("rate", details.rate?.display ?? ""),
                  ("photo", details.photo?.summary ?? "")]
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
        if !details.notes.isEmpty { out += "notes:\n" + indented(details.notes) }
        if !own.notes.isEmpty {
            out += "also notes:\n" + own.notes.map(indented).joined()
        }
        return out
    }

    /// A note's lines, two spaces in; a CRLF is one line break, a lone CR is shown, not obeyed.
    private static func indented(_ note: String) -> String {
        note.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
    }

    static func formatKilometres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths >= 100 ? String(Int(tenths.rounded())) : String(tenths)
    }
}
