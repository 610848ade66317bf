import AddressText
import Foundation

/// Builds a gazetteer index from GeoNames-format sources.
///
/// Add sources with ``add(_:)`` (any order: each is read when added), then
/// ``write(to:buildTime:)``. Countries come from the compiled ``Country``
/// table (a `countryInfo.txt` adds any it lacks); regions from an admin1
/// table; places from a cities dump; postal codes from postal dumps.
public final class GazetteerBuilder {
    var countries: [String: (name: String, continent: String)] = [:]
    var regions: [String: BuildRegion] = [:]          // "CC.code"
    var places: [BuildPlace] = []
    var postal: [String: [String: BuildPostal]] = [:]  // country → code → rows
    /// Countries whose postal codes came from a country-specific table;
    /// a generic dump's rows for them are ignored.
    var authoritativePostal: Set<String> = []
    var sources: [(file: String, kind: SourceKind, rows: Int)] = []
    /// US ZIP table rows by (state, city), to add small towns as places.
    var zipTowns: [String: (city: String, state: String, sum: SphereSum)] = [:]

    /// A builder holding only the countries of the compiled ``Country`` table.
    public init() {
        for country in Country.all { countries[country.code] = (country.name, country.continent) }
    }

    /// Reads one source file, recognizing its format.
    @discardableResult
    public func add(path: String) throws(GazetteerError) -> SourceKind {
        let file = SourceFile(path: path)
        guard access(path, R_OK) == 0 else { throw .cannotReadSource(path: path, reason: String(cString: strerror(errno))) }
        guard let kind = SourceKind.detect(file) else {
            throw .badSource(path: path, line: nil, detail: "not a GeoNames dump or gazetteer source hotels knows "
                             + "(cities, admin1, countryInfo, postal codes, admin1.tsv, zipcodes, postal subset)")
        }
        let rows: Int
        switch kind {
        case .geonamesCities: rows = try readGeoNamesCities(file)
        case .geonamesPostal: rows = try readGeoNamesPostal(file)
        case .admin1Codes: rows = try readAdmin1Codes(file)
        case .countryInfo: rows = try readCountryInfo(file)
        case .admin1Table: rows = try readAdmin1Table(file)
        case .geonamesCacheCities: rows = try readGeoNamesCacheCities(file)
        case .zipcodes: rows = try readZipcodes(file)
        case .postalSubset: rows = try readPostalSubset(file)
        }
        sources.append((path.split(separator: "/").last.map(String.init) ?? path, kind, rows))
        return kind
    }

    // MARK: - Shared steps

    func addPlace(name: String, alternates: [String], latitude: Double, longitude: Double,
                  population: UInt32, country: String, admin1: String) {
        guard Position.isValid(latitude, longitude), !name.isEmpty, country.utf8.count == 2 else { return }
        var keys: Set<String> = [PlaceKey.make(name)], codeKeys: Set<String> = []
        for alternate in alternates where ScriptPolicy.keeps(alternate, country: country, population: population) {
            let key = PlaceKey.make(alternate)
            keys.insert(key)
            if ScriptPolicy.isCode(alternate, of: name) { codeKeys.insert(key) }
        }
        keys.remove("")
        guard !keys.isEmpty else { return }
        places.append(BuildPlace(name: name, keys: keys, codeKeys: codeKeys.subtracting([PlaceKey.make(name)]), latitude: latitude,
                                 longitude: longitude, population: population, country: country, admin1: admin1))
    }

    func addPostal(country: String, code: String, place: String, regionHint: String,
                   latitude: Double, longitude: Double, authoritative: Bool) {
        guard Position.isValid(latitude, longitude), !(latitude == 0 && longitude == 0) else { return }
        if !authoritative && authoritativePostal.contains(country) { return }
        let normalized = PostalCodeKey.make(code, country: country)
        guard !normalized.isEmpty, normalized.utf8.count <= 8 else { return }
        // Mutated in place: a copy of a code's rows per row would cost more than reading them.
        postal[country, default: [:]][normalized, default: BuildPostal(regionHint: regionHint)]
            .places[place, default: SphereSum()].add(latitude: latitude, longitude: longitude)
    }

    /// `places` without the codes among their other names that are
    /// another place's own name (``ScriptPolicy/isCode(_:of:)``): KRK is
    /// Krk's name, not Kraków's.
    static func withoutForeignCodes(_ places: [BuildPlace]) -> [BuildPlace] {
        let ownNames = Set(places.map { PlaceKey.make($0.name) })
        return places.map { place in
            var place = place
            place.keys.subtract(place.codeKeys.intersection(ownNames))
            return place
        }
    }

    /// Drops the postal rows a generic dump gave for a country that a
    /// country-specific table now covers.
    func makeAuthoritative(_ country: String) {
        if !authoritativePostal.contains(country) {
            authoritativePostal.insert(country)
            postal[country] = nil
        }
    }

    /// The tab-separated columns of a line (a hot loop: millions of rows).
    static func columns(_ line: ArraySlice<UInt8>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(20)
        line.withUnsafeBufferPointer { bytes in
            var start = 0
            for position in 0..<bytes.count where bytes[position] == 0x09 {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
                start = position + 1
            }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return result
    }

    static func json(_ file: SourceFile) throws(GazetteerError) -> Any {
        let bytes = try file.readAll()
        do {
            return try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw .badSource(path: file.path, line: nil, detail: "not valid JSON: \(error.localizedDescription)")
        }
    }
}

/// Checks on positions in degrees.
enum Position {
    static func isValid(_ latitude: Double, _ longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}
