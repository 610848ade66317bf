import AddressText
import HotelStore
import TextFolding

/// Finds the hotel a card describes through indexes built once (blocking),
/// so matching n cards against m hotels costs about n + m.
///
/// Rules, strongest first: the same UID; for a card with no UID, the same
/// card read again (its ``CardDigest``: a hotel whose town or postal code
/// the store changed since is still the card's); the same folded name and postal code, where
/// the streets do not name different houses (``HouseNumbers``); the same
/// folded name and city, where the postal codes do not differ (the
/// caller's confirmation checks both); either where the addresses name no
/// other country or region code (``placesDiffer(_:_:)``), and name and
/// city not for a card that is plainly another contact
/// (``anotherContact(_:_:)``); a similar name within 200 m when both have
/// coordinates. A chain's name alone ("Hilton Garden Inn"), or a
/// shared phone or email (chains share central reservation lines) is never
/// enough: a shared phone in the same city is reported as a possible
/// duplicate, not merged.
///
/// The indexes hold 64-bit hashes of the keys and hotel ids, not the keys
/// themselves, so a store of a million hotels indexes in tens of megabytes.
/// A hash is a candidate, not a proof: the caller confirms each candidate
/// against the hotel (``match(_:confirm:)``).
struct HotelMatcher {
    enum Rule: String {
        case uid, sameCard = "same-card", namePostalCode = "name+postal-code", nameCity = "name+city", nearby = "name+nearby"
    }

    /// What a hotel offers for matching: the hashes of its keys, worked out
    /// once (on the reading thread, for cards) so that adding and looking up
    /// are integer operations.
    struct Probe: Sendable {
        var uid: Int?
        /// The digest of the card a hotel was read from, or of a card
        /// with no UID (``CardDigest``).
        var sameCard: Int?
        var namePostalCode: Int?
        var nameCity: Int?
        /// One per phone number long enough to mean something, with the city.
        var phonesInCity: [Int]
        /// Where it is, when known (not a gazetteer guess).
        var position: (latitude: Double, longitude: Double)?
        /// Its street's numbers: a hotel of the same name and place at
        /// another house is turned away without being read.
        var houses: HouseNumbers

        /// `cardDigest` is the digest of the hotel's card (``Hotel/cardDigest``),
        /// given for a card only when it has no UID.
        init(uid: String?, keys: HotelKeys, position: (latitude: Double, longitude: Double)?, phones: [String],
             cardDigest: Int64? = nil, street: String = "") {
            self.uid = uid.map { HotelMatcher.hash($0) }
            sameCard = cardDigest.map { Int(truncatingIfNeeded: $0) }
            namePostalCode = keys.postalCode.isEmpty ? nil : HotelMatcher.hash(keys.name, keys.postalCode)
            nameCity = keys.city.isEmpty ? nil : HotelMatcher.hash(keys.name, keys.city)
            phonesInCity = HotelMatcher.phoneKeys(phones).map { HotelMatcher.hash($0, keys.city) }
            self.position = position
            houses = HouseNumbers(street)
        }
    }

    private var byUID: [Int: Hotel.ID] = [:]
    private var byCard: [Int: Hotel.ID] = [:]
    private var byNamePostal = KeyIndex()
    private var byNameCity = KeyIndex()
    private var byPhoneCity: [Int: Hotel.ID] = [:]
    private var byCell: [Cell: [Located]] = [:]

    struct Cell: Hashable { let x: Int32, y: Int32 }

    /// A hotel's position, single precision: a metre is about 1e-5 degrees,
    /// well inside a Float's seven digits.
    private struct Located {
        let id: Hotel.ID
        let latitude: Float
        let longitude: Float
    }

    /// Every hotel of a key, in the order they came, with its street's
    /// numbers: a name and a postal code or town are shared by a chain's
    /// hotels at different houses, and each must stay findable, while those
    /// at other houses than the card's are turned away unread. The first of
    /// a key is kept apart, so the usual key of one hotel costs one entry.
    private struct KeyIndex {
        struct Entry {
            let id: Hotel.ID
            let houses: HouseNumbers
        }

        private var first: [Int: Entry] = [:]
        private var more: [Int: [Entry]] = [:]

        mutating func reserveCapacity(_ count: Int) { first.reserveCapacity(first.count + count) }

        mutating func add(_ key: Int, _ id: Hotel.ID, houses: HouseNumbers) {
            let entry = Entry(id: id, houses: houses)
            guard let existing = first[key] else {
                first[key] = entry
                return
            }
            if existing.id != id && more[key]?.contains(where: { $0.id == id }) != true { more[key, default: []].append(entry) }
        }

        /// The first hotel of `key`, not at another house than `houses`, that `accept` takes.
        func first(_ key: Int, houses: HouseNumbers, where accept: (Hotel.ID) -> Bool) -> Hotel.ID? {
            guard let entry = first[key] else { return nil }
            if !entry.houses.differ(from: houses) && accept(entry.id) { return entry.id }
            return more[key]?.first { !$0.houses.differ(from: houses) && accept($0.id) }?.id
        }
    }

    /// About 1.1 km of latitude; neighbours cover any pair within 200 m.
    private static let cellSize = 0.01

    /// Makes room for `count` more hotels at once, instead of growing (and
    /// rehashing) each index again and again as they come.
    mutating func reserveCapacity(_ count: Int) {
        byUID.reserveCapacity(byUID.count + count)
        byNamePostal.reserveCapacity(count)
        byNameCity.reserveCapacity(count)
    }

    /// Makes `id` findable by `probe`'s keys: by a UID, a card's digest or
    /// a phone the first hotel with it keeps it; by a name and a place every
    /// hotel with them is found (see ``KeyIndex``).
    mutating func add(_ id: Hotel.ID, _ probe: Probe) {
        if let key = probe.uid { Self.keep(&byUID, key, id) }
        if let key = probe.sameCard { Self.keep(&byCard, key, id) }
        if let key = probe.namePostalCode { byNamePostal.add(key, id, houses: probe.houses) }
        if let key = probe.nameCity { byNameCity.add(key, id, houses: probe.houses) }
        if let (latitude, longitude) = probe.position {
            byCell[Self.cell(latitude, longitude), default: []].append(Located(id: id, latitude: Float(latitude), longitude: Float(longitude)))
        }
        for key in probe.phonesInCity { Self.keep(&byPhoneCity, key, id) }
    }

    mutating func add(_ record: HotelMatchRecord) {
        add(record.id, Probe(uid: record.uid, keys: record.keys, position: record.position, phones: record.phones,
                             cardDigest: record.cardDigest, street: record.street))
    }

    /// The hotel indexed under this UID, if any (its UID is to be confirmed).
    func hotel(uid: String) -> Hotel.ID? {
        byUID[Self.hash(uid)]
    }

    /// The hotel `probe` describes and by which rule: the first candidate, in
    /// rule order, that `confirm` accepts. Candidates by position are only
    /// those within 200 m; `confirm` checks that their names are similar.
    func match(_ probe: Probe, confirm: (Hotel.ID, Rule) -> Bool) -> (Hotel.ID, Rule)? {
        if let key = probe.uid, let id = byUID[key], confirm(id, .uid) { return (id, .uid) }
        if let key = probe.sameCard, let id = byCard[key], confirm(id, .sameCard) { return (id, .sameCard) }
        if let key = probe.namePostalCode, let id = byNamePostal.first(key, houses: probe.houses, where: { confirm($0, .namePostalCode) }) {
            return (id, .namePostalCode)
        }
        if let key = probe.nameCity, let id = byNameCity.first(key, houses: probe.houses, where: { confirm($0, .nameCity) }) {
            return (id, .nameCity)
        }
        if let (latitude, longitude) = probe.position {
            let centre = Self.cell(latitude, longitude)
            for dx in Int32(-1)...1 {
                for dy in Int32(-1)...1 {
                    for other in byCell[Cell(x: centre.x + dx, y: centre.y + dy)] ?? [] {
                        let distance = Coordinate.distance(latitude, longitude, Double(other.latitude), Double(other.longitude))
                        if distance <= 0.2, confirm(other.id, .nearby) { return (other.id, .nearby) }
                    }
                }
            }
        }
        return nil
    }

    /// A hotel in the same city with the same phone number: worth a look, not a merge.
    func possibleDuplicate(of probe: Probe) -> Hotel.ID? {
        for key in probe.phonesInCity {
            if let id = byPhoneCity[key] { return id }
        }
        return nil
    }

    /// Names (folded) where one's words are all the other's ("Grand Hotel
    /// Central", "Grand Hotel Central Barcelona"), or that share two thirds
    /// of their words: whole words, so "Hotel Sonne" is not "Hotel Sonnenhof".
    static func similarNames(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        if a == b { return true }
        let wordsA = Set(a.split(separator: " ")), wordsB = Set(b.split(separator: " "))
        if wordsA.isSubset(of: wordsB) || wordsB.isSubset(of: wordsA) { return true }
        let shared = wordsA.intersection(wordsB).count
        return shared * 3 >= max(wordsA.count, wordsB.count) * 2
    }

    /// Whether a card that bears a hotel's UID describes another hotel all
    /// the same: a name not like the hotel's, in another place — every
    /// place both give differs (town, postal code, a position over a
    /// kilometre away), and one at least is given. A numbering exporter's
    /// "UID:1" on two hotels, a card copied with its UID; not a hotel
    /// renamed in a town written another way ("Frankfurt am Main", the same
    /// postal code).
    static func describesAnother(_ hotel: HotelDetails, _ card: CardHotel) -> Bool {
        let keys = HotelKeys(hotel)
        guard !similarNames(keys.name, card.keys.name) else { return false }
        var differs = false
        if !keys.city.isEmpty, !card.keys.city.isEmpty {
            guard keys.city != card.keys.city else { return false }
            differs = true
        }
        if !keys.postalCode.isEmpty, !card.keys.postalCode.isEmpty {
            guard keys.postalCode != card.keys.postalCode else { return false }
            differs = true
        }
        if let position = hotel.coordinate?.knownPosition, let (latitude, longitude) = card.probe.position {
            guard Coordinate.distance(latitude, longitude, position.latitude, position.longitude) > 1 else { return false }
            differs = true
        }
        return differs
    }

    /// Whether a card names another place than a hotel, whatever their
    /// names: another town, postal code, country or region code, street, or
    /// a position over a kilometre away, where both give one. Two cards of
    /// one input that bear one UID (a numbering exporter's "UID:1" on a
    /// chain's hotels) are one hotel only where none of that differs: they
    /// are two contacts at once, not one edited since.
    static func namesAnotherPlace(_ hotel: HotelDetails, _ card: CardHotel) -> Bool {
        let keys = HotelKeys(hotel)
        func differ(_ a: String, _ b: String) -> Bool { !a.isEmpty && !b.isEmpty && a != b }
        if differ(keys.city, card.keys.city) || differ(keys.postalCode, card.keys.postalCode) { return true }
        if let position = hotel.coordinate?.knownPosition, let (latitude, longitude) = card.probe.position,
           Coordinate.distance(latitude, longitude, position.latitude, position.longitude) > 1 { return true }
        return placesDiffer(hotel, card.details) || streetsDiffer(hotel.street, card.details.street)
    }

    /// Whether two hotels' addresses name different places beyond their
    /// town and postal code: both name a country hotels knows and the two
    /// differ ("Paris, France" and "Paris, TX, USA"; 1010 Wien and 1010
    /// Lausanne), or both give a region's code (two or three capitals) and
    /// the codes differ (Springfield, IL and Springfield, MA). A country or
    /// a region written another way ("Bali", "Lombardia" beside "MI",
    /// "Wien" beside "Vienna") says nothing.
    static func placesDiffer(_ a: HotelDetails, _ b: HotelDetails) -> Bool {
        if let first = Country.named(a.country), let second = Country.named(b.country), first.code != second.code { return true }
        let regions = (a.region.trimmedWhitespace, b.region.trimmedWhitespace)
        return CityDistrict.isRegionCode(regions.0) && CityDistrict.isRegionCode(regions.1) && regions.0 != regions.1
    }

    /// Whether a card with a UID of its own is another contact than the
    /// hotel it is matched to by name and town: the hotel holds another UID
    /// and phones none of which the card has, or a street that is another
    /// (``streetsDiffer(_:_:)``) — a chain's two hotels in one town, each
    /// card its own. A card without a UID, or one whose phone or street the
    /// store changed since, is not told apart so; nor is the card the hotel
    /// was made from, edited since, which bears the UID of the hotel's
    /// stored card (a hotel made under a UID of its own, its card's being
    /// another hotel's: ``namesAnotherPlace(_:_:)``).
    static func anotherContact(_ hotel: Hotel, _ card: CardHotel) -> Bool {
        guard let uid = card.uid, !uid.isEmpty, uid != hotel.uid else { return false }
        guard phonesDiffer(hotel.details.phones, card.details.phones) || streetsDiffer(hotel.details.street, card.details.street)
        else { return false }
        return hotel.storedCardUID != uid.trimmedWhitespace
    }

    /// Whether two streets, both given in Latin letters, name different
    /// streets: no word of one (folded, "ue" read as "u" as German writes
    /// "ü" without it, of three letters or more, not a road's word) begins
    /// as a word of the other does, five letters at least or the shorter
    /// whole — "Marktplatz" and "Bahnhofstraße" differ; "Hauptstr. 1" and
    /// "Hauptstraße 1, 2. OG", "Müllerstraße" and "Muellerstrasse", "Rue de
    /// Rivoli" and "Rivoli Street", "Av. Paulista" and "Avenida Paulista"
    /// do not. A street in another script (西新宿, Тверская), beside its
    /// own or a Latin spelling, says nothing: its words cannot be told so.
    static func streetsDiffer(_ a: String, _ b: String) -> Bool {
        func words(_ street: String) -> [Substring]? {
            let folded = TextFolding.key(street)
            guard folded.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
            return folded.split { !$0.isLetter }.filter { $0.count >= 3 && !RoadWords.all.contains(String($0)) }.map {
                Substring($0.replacingOccurrences(of: "ue", with: "u").replacingOccurrences(of: "oe", with: "o")
                    .replacingOccurrences(of: "ae", with: "a"))
            }
        }
        guard let first = words(a), let second = words(b), !first.isEmpty, !second.isEmpty else { return false }
        func alike(_ x: Substring, _ y: Substring) -> Bool {
            let shared = zip(x, y).prefix { $0 == $1 }.count
            return shared >= 5 || shared == min(x.count, y.count)
        }
        return !first.contains { one in second.contains { alike(one, $0) } }
    }

    /// Whether two lists of phone numbers both hold a number that counts
    /// (``phoneKeys(_:)``) and share none.
    static func phonesDiffer(_ a: [String], _ b: [String]) -> Bool {
        let first = phoneKeys(a), second = phoneKeys(b)
        guard !first.isEmpty, !second.isEmpty else { return false }
        return !first.contains { one in second.contains { $0 == one } }
    }

    /// The keys of the numbers long enough to tell a hotel by: six digits or more.
    static func phoneKeys(_ phones: [String]) -> [(digits: UInt64, count: Int)] {
        phones.map(phoneKey).filter { $0.count >= 6 }
    }

    /// The last ten digits of a number, as a number and how many digits
    /// there were (up to ten, so that leading zeros count): "+1 (800)
    /// 445-8667" and "800 445 8667" agree.
    static func phoneKey(_ phone: String) -> (digits: UInt64, count: Int) {
        var digits: UInt64 = 0, count = 0
        func append(_ digit: UInt64) {
            digits = (digits % 1_000_000_000) * 10 + digit
            count = min(count + 1, 10)
        }
        if phone.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in phone.utf8 where byte >= 0x30 && byte <= 0x39 { append(UInt64(byte - 0x30)) }
        } else {
            for scalar in phone.unicodeScalars {
                if scalar.isASCII {
                    if scalar.value >= 0x30 && scalar.value <= 0x39 { append(UInt64(scalar.value - 0x30)) }
                } else if let value = scalar.decimalDigitValue {
                    append(UInt64(value))
                }
            }
        }
        return (digits, count)
    }

    private static func keep(_ index: inout [Int: Hotel.ID], _ key: Int, _ id: Hotel.ID) {
        if index[key] == nil { index[key] = id }
    }

    /// A hash of the keys' UTF-8 bytes. Keys are folded (or UIDs, compared
    /// byte for byte), so their bytes are what matters; `String`'s own
    /// hashing normalizes any text that is not ASCII first. Two keys at
    /// most, as arguments: no array is made per call.
    fileprivate static func hash(_ first: String, _ second: String? = nil) -> Int {
        var hasher = Hasher()
        combine(first, into: &hasher)
        if let second {
            // 0xFF never occurs in UTF-8: "ab" + "c" and "a" + "bc" differ.
            hasher.combine(UInt8(0xFF))
            combine(second, into: &hasher)
        }
        return hasher.finalize()
    }

    /// A hash of a phone key with the folded city.
    fileprivate static func hash(_ phone: (digits: UInt64, count: Int), _ city: String) -> Int {
        var hasher = Hasher()
        hasher.combine(phone.digits)
        hasher.combine(phone.count)
        combine(city, into: &hasher)
        return hasher.finalize()
    }

    private static func combine(_ text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    private static func cell(_ latitude: Double, _ longitude: Double) -> Cell {
        Cell(x: Int32((longitude / cellSize).rounded(.down)), y: Int32((latitude / cellSize).rounded(.down)))
    }
}
