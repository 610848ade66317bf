/// Readers for the GeoNames dump formats (tab-separated, UTF-8, no header).
extension GazetteerBuilder {
    /// Calls `body` with the columns of every non-blank, non-comment line,
    /// checking there are `count` of them; returns how many lines it saw.
    private func forEachRow(_ file: SourceFile, columns count: Int,
                            _ body: ([String], Int) throws(GazetteerError) -> Void) throws(GazetteerError) -> Int {
        var rows = 0
        try file.forEachLine { line, number throws(GazetteerError) in
            if line.isEmpty || line.first == UInt8(ascii: "#") { return }
            let columns = Self.columns(line)
            guard columns.count == count else {
                throw .badSource(path: file.path, line: number, detail: "expected \(count) tab-separated columns, found \(columns.count)")
            }
            try body(columns, number)
            rows += 1
        }
        return rows
    }

    /// Two columns as a latitude and a longitude.
    private func position(_ latitude: String, _ longitude: String, file: SourceFile, line: Int) throws(GazetteerError) -> (Double, Double) {
        guard let lat = Double(latitude), let lon = Double(longitude) else {
            throw .badSource(path: file.path, line: line, detail: "latitude or longitude is not a number")
        }
        return (lat, lon)
    }

    /// cities1000.txt / cities15000.txt / allCountries.txt: 19 columns;
    /// populated places (feature class P) only.
    func readGeoNamesCities(_ file: SourceFile) throws(GazetteerError) -> Int {
        try forEachRow(file, columns: 19) { columns, number throws(GazetteerError) in
            guard columns[6] == "P" else { return }
            let (latitude, longitude) = try position(columns[4], columns[5], file: file, line: number)
            let alternates = [columns[2]] + columns[3].split(separator: ",").map(String.init)
            addPlace(name: columns[1], alternates: alternates, latitude: latitude, longitude: longitude,
                     population: UInt32(clamping: Int(columns[14]) ?? 0), country: columns[8], admin1: columns[10])
        }
    }

    /// The postal-code dump: country, code, place, admin name1, admin code1,
    /// admin name2, admin code2, admin name3, admin code3, lat, lon, accuracy.
    func readGeoNamesPostal(_ file: SourceFile) throws(GazetteerError) -> Int {
        try forEachRow(file, columns: 12) { columns, number throws(GazetteerError) in
            let (latitude, longitude) = try position(columns[9], columns[10], file: file, line: number)
            addPostal(country: columns[0], code: columns[1], place: columns[2],
                      regionHint: columns[3].isEmpty ? columns[4] : columns[3],
                      latitude: latitude, longitude: longitude, authoritative: false)
        }
    }

    /// admin1CodesASCII.txt: "CC.code", name, ASCII name, geonameid.
    func readAdmin1Codes(_ file: SourceFile) throws(GazetteerError) -> Int {
        var count = 0
        try file.forEachLine { line, number throws(GazetteerError) in
            if line.isEmpty { return }
            let columns = Self.columns(line)
            guard columns.count >= 3, let dot = columns[0].firstIndex(of: ".") else {
                throw .badSource(path: file.path, line: number, detail: "expected CC.code, name, ASCII name, geonameid")
            }
            let country = String(columns[0][..<dot]), code = String(columns[0][columns[0].index(after: dot)...])
            var region = regions["\(country).\(code)"] ?? BuildRegion(country: country, code: code, name: columns[1])
            if region.name.isEmpty { region.name = columns[1] }
            if columns[2] != region.name { region.otherNames.append(columns[2]) }
            regions["\(country).\(code)"] = region
            count += 1
        }
        return count
    }

    /// countryInfo.txt: ISO, ISO3, ISO-numeric, fips, name, capital, area,
    /// population, continent, … (comment lines start with #).
    func readCountryInfo(_ file: SourceFile) throws(GazetteerError) -> Int {
        var count = 0
        try file.forEachLine { line, number throws(GazetteerError) in
            if line.isEmpty || line.first == UInt8(ascii: "#") { return }
            let columns = Self.columns(line)
            guard columns.count >= 9, columns[0].utf8.count == 2 else {
                throw .badSource(path: file.path, line: number, detail: "expected the countryInfo.txt columns")
            }
            if countries[columns[0]] == nil { countries[columns[0]] = (columns[4], columns[8]) }
            count += 1
        }
        return count
    }
}
