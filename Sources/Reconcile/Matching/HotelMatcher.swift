import HotelStore
import TextFolding

/// Finds the stored hotel a card describes, through indexes built once
/// (blocking), so matching n cards against m hotels costs about n + m.
///
/// Rules, strongest first: the same UID; the same folded name and postal
/// code; the same folded name and city; a similar name within 200 m when
/// both have coordinates. A chain's name alone ("Hilton Garden Inn"), or a
/// shared phone or email (chains share central reservation lines) is never
/// enough: a shared phone in the same city is reported as a possible
/// duplicate, not merged.
struct HotelMatcher {
    /// A hotel the matcher knows: stored (an id) or created earlier in the
    /// same run (a plan entry).
    enum Target: Hashable {
        case stored(Hotel.ID)
        case pending(Int)
    }

    enum Rule: String {
        case uid, namePostalCode = "name+postal-code", nameCity = "name+city", nearby = "name+nearby"
    }

    private var byUID: [String: Target] = [:]
    private var byNamePostal: [String: Target] = [:]
    private var byNameCity: [String: Target] = [:]
    private var byCell: [Cell: [(Target, HotelDetails)]] = [:]
    private var byPhone: [String: [(Target, String)]] = [:]

    struct Cell: Hashable { let x: Int32, y: Int32 }

    /// About 1.1 km of latitude; neighbours cover any pair within 200 m.
    private static let cellSize = 0.01

    mutating func add(_ target: Target, details: HotelDetails, uid: String?) {
        if let uid { byUID[uid] = byUID[uid] ?? target }
        let name = TextFolding.key(details.name)
        let postal = Self.postalKey(details.postalCode), city = TextFolding.key(details.city)
        if !postal.isEmpty { byNamePostal["\(name)|\(postal)"] = byNamePostal["\(name)|\(postal)"] ?? target }
        if !city.isEmpty { byNameCity["\(name)|\(city)"] = byNameCity["\(name)|\(city)"] ?? target }
        if let coordinate = details.coordinate {
            byCell[Self.cell(coordinate.latitude, coordinate.longitude), default: []].append((target, details))
        }
        for phone in details.phones.map(Self.phoneKey) where phone.count >= 6 {
            byPhone[phone, default: []].append((target, city))
        }
    }

    /// The hotel `details` (with `uid`) describes, and by which rule.
    func match(_ details: HotelDetails, uid: String?) -> (Target, Rule)? {
        if let uid, let target = byUID[uid] { return (target, .uid) }
        let name = TextFolding.key(details.name)
        let postal = Self.postalKey(details.postalCode), city = TextFolding.key(details.city)
        if !postal.isEmpty, let target = byNamePostal["\(name)|\(postal)"] { return (target, .namePostalCode) }
        if !city.isEmpty, let target = byNameCity["\(name)|\(city)"] { return (target, .nameCity) }
        if let coordinate = details.coordinate {
            let centre = Self.cell(coordinate.latitude, coordinate.longitude)
            for dx in -1...1 {
                for dy in -1...1 {
                    for (target, other) in byCell[Cell(x: centre.x + Int32(dx), y: centre.y + Int32(dy))] ?? [] {
                        guard let position = other.coordinate,
                              Coordinate.distance(coordinate.latitude, coordinate.longitude, position.latitude, position.longitude) <= 0.2,
                              Self.similarNames(name, TextFolding.key(other.name)) else { continue }
                        return (target, .nearby)
                    }
                }
            }
        }
        return nil
    }

    /// A hotel in the same city with the same phone number: worth a look, not a merge.
    func possibleDuplicate(of details: HotelDetails) -> Target? {
        let city = TextFolding.key(details.city)
        for phone in details.phones.map(Self.phoneKey) where phone.count >= 6 {
            if let hit = byPhone[phone]?.first(where: { $0.1 == city }) { return hit.0 }
        }
        return nil
    }

    /// Names that share most of their words, or where one holds the other.
    static func similarNames(_ a: String, _ b: String) -> Bool {
        if a == b || a.contains(b) || b.contains(a) { return !a.isEmpty && !b.isEmpty }
        let wordsA = Set(a.split(separator: " ")), wordsB = Set(b.split(separator: " "))
        let shared = wordsA.intersection(wordsB).count
        return shared * 3 >= max(wordsA.count, wordsB.count) * 2
    }

    static func postalKey(_ code: String) -> String {
        String(String.UnicodeScalarView(code.uppercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }))
    }

    static func phoneKey(_ phone: String) -> String { String(phone.filter(\.isNumber).suffix(10)) }

    private static func cell(_ latitude: Double, _ longitude: Double) -> Cell {
        Cell(x: Int32((longitude / cellSize).rounded(.down)), y: Int32((latitude / cellSize).rounded(.down)))
    }
}
