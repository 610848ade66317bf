import Gazetteer
import HotelStore
import Reconcile

/// `hotels geocode --missing [--refresh]`: positions for stored hotels, from
/// the gazetteer, in one batch. Only hotels without a position are placed,
/// and, with `refresh`, those the gazetteer placed before are looked up
/// again; a card's or a typed-in position is never touched.
struct StoredHotelPlacement {
    let refresh: Bool

    /// What one run did.
    struct Counts {
        var missing = 0
        var placed: [GeocodeResult.Precision: Int] = [:]
        var refreshed = 0
        var moved = 0
        /// Hotels left without a position: id, name and address as stored.
        var unplaced: [(id: Hotel.ID, name: String, address: String)] = []

        var placedTotal: Int { placed.values.reduce(0, +) }
    }

    func run(_ arguments: Arguments, geocoder: OfflineGeocoder, console: Console) throws(CLIError) -> ExitCode {
        // A store that does not exist yet has no hotel to place: none is made.
        let store = try StoreAccess.open(arguments, console: console, command: GeocodeCommand.name, ifMissing: .empty)
        if store.isReadOnly, try CLIError.wrap({ () throws(HotelStoreError) in try store.count() }) == 0 {
            console.print(Self.report(Counts(), batch: nil))
            return .success
        }
        let command = refresh ? "geocode --missing --refresh" : "geocode --missing"
        let (batch, counts) = try CLIError.wrap { () throws(HotelStoreError) in
            try store.change(command: command) { writer throws(HotelStoreError) -> Counts in
                var counts = Counts()
                for hotel in try store.allHotels() {
                    let old = hotel.coordinate
                    guard old == nil || (refresh && old?.source == .gazetteer) else { continue }
                    if old == nil { counts.missing += 1 } else { counts.refreshed += 1 }
                    // No answer now leaves an earlier answer in place.
                    guard let position = hotel.details.position(from: geocoder) else {
                        if old == nil { counts.unplaced.append((hotel.id, hotel.details.name, Self.address(of: hotel.details))) }
                        continue
                    }
                    guard position != old else { continue }
                    var next = hotel
                    next.coordinate = position
                    try writer.update(next)
                    if old == nil {
                        counts.placed[GeocodeResult.Precision(rawValue: position.precision) ?? .country, default: 0] += 1
                    } else {
                        counts.moved += 1
                    }
                }
                return counts
            }
        }
        console.print(Self.report(counts, batch: batch?.id))
        for line in Self.unplacedLines(counts.unplaced) { console.print(line) }
        return .success
    }

    /// The most hotels named as not placed; a line says how many more.
    static let namedAtMost = 20

    /// "not placed: hotel 3 'Lost' (Xyzzyville): the gazetteer has no match for its address", one line a hotel.
    static func unplacedLines(_ unplaced: [(id: Hotel.ID, name: String, address: String)]) -> [String] {
        var lines = unplaced.prefix(namedAtMost).map { hotel in
            "not placed: hotel \(hotel.id) '\(hotel.name)' "
                + (hotel.address.isEmpty ? "has no address" : "(\(hotel.address)): the gazetteer has no match for its address")
        }
        if unplaced.count > namedAtMost { lines.append("not placed: \(unplaced.count - namedAtMost) more") }
        return lines
    }

    /// A hotel's address parts as stored, in one line.
    static func address(of details: HotelDetails) -> String {
        details.addressParts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "2 of 3 hotels without coordinates placed (batch 4): 1 postal code, 1 locality, 0 region, 0 country".
    static func report(_ counts: Counts, batch: Int64?) -> String {
        var text = "\(counts.placedTotal) of \(counts.missing) hotels without coordinates placed"
        if let batch { text += " (batch \(batch))" }
        text += ": " + GeocodeResult.Precision.allCases.map { precision in
            "\(counts.placed[precision] ?? 0) \(precision == .postalCode ? "postal code" : precision.rawValue)"
        }.joined(separator: ", ")
        if counts.refreshed > 0 || counts.moved > 0 {
            text += "; \(counts.moved) of \(counts.refreshed) placed by the gazetteer before moved"
        }
        return text
    }
}
