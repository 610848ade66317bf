import AddressText
import Geodesy

/// Lays the builder's records out as an index file (see ``GazetteerFormat``).
extension GazetteerBuilder {
    /// The index bytes. `buildTime` is recorded as given, so that the same
    /// sources and time give the same bytes (pass `SOURCE_DATE_EPOCH`).
    public func indexBytes(buildTime: Int64) -> [UInt8] {
        var pool = StringPool()

        // Regions: the table's, plus any a place names that the table lacks.
        var allRegions = regions
        for place in places where !place.admin1.isEmpty && allRegions["\(place.country).\(place.admin1)"] == nil {
            allRegions["\(place.country).\(place.admin1)"] = BuildRegion(country: place.country, code: place.admin1, name: "")
        }
        let regionList = allRegions.values.sorted { ($0.country, $0.code) < ($1.country, $1.code) }
        var regionIndex: [String: Int] = [:]
        var regionKeys: [String: [String: [Int]]] = [:]  // country → key → regions
        for (index, region) in regionList.enumerated() {
            regionIndex["\(region.country).\(region.code)"] = index
            var names = [region.name] + region.otherNames
            if let dash = region.iso.firstIndex(of: "-") { names.append(String(region.iso[region.iso.index(after: dash)...])) }
            if region.code.contains(where: \.isLetter) { names.append(region.code) }
            for key in Set(names.map { PlaceKey.make($0) }) where !key.isEmpty {
                regionKeys[region.country, default: [:]][key, default: []].append(index)
            }
        }
        // Postal rows repeat their region hints: each is resolved once.
        var hints: [String: Int?] = [:]
        func region(country: String, hint: String) -> Int? {
            let query = "\(country).\(hint)"
            if let known = hints[query] { return known }
            let found = regionIndex[query] ?? regionKeys[country]?[PlaceKey.make(hint)]?.first
            hints[query] = found
            return found
        }

        // Small US towns from the ZIP table that cities1000 lacks.
        var allPlaces = Self.withoutForeignCodes(places)
        var known: Set<String> = []
        for place in allPlaces { for key in place.keys { known.insert("\(place.country).\(place.admin1)|\(key)") } }
        for (_, town) in zipTowns.sorted(by: { $0.key < $1.key }) {
            guard let index = region(country: "US", hint: town.state), let mean = town.sum.mean else { continue }
            let code = regionList[index].code, key = PlaceKey.make(town.city)
            guard !known.contains("US.\(code)|\(key)") else { continue }
            allPlaces.append(BuildPlace(name: town.city.capitalizedWords, keys: [key], latitude: mean.latitude,
                                        longitude: mean.longitude, population: 0, country: "US", admin1: code))
        }

        // Places: by country, region, then key, so that the one-typo rule
        // finds a region's places with the same first letter by binary search.
        let noRegion = Int(GazetteerFormat.none16)
        let placeRegion = allPlaces.map { regionIndex["\($0.country).\($0.admin1)"] ?? noRegion }
        let primaryKey = allPlaces.map { Array(PlaceKey.make($0.name).utf8) }
        let order = allPlaces.indices.sorted {
            let a = allPlaces[$0], b = allPlaces[$1]
            if a.country != b.country { return a.country < b.country }
            if placeRegion[$0] != placeRegion[$1] { return placeRegion[$0] < placeRegion[$1] }
            if primaryKey[$0] != primaryKey[$1] { return primaryKey[$0].lexicographicallyPrecedes(primaryKey[$1]) }
            if a.population != b.population { return a.population > b.population }
            return a.name < b.name
        }
        var regionRuns = Array(repeating: (first: 0, count: 0), count: regionList.count)
        var regionSums = Array(repeating: SphereSum(), count: regionList.count)
        var countrySums: [String: SphereSum] = [:]
        // Where each region's and country's places are, to put its centre on one of them.
        var regionPoints = Array(repeating: [(latitude: Double, longitude: Double)](), count: regionList.count)
        var countryPoints: [String: [(latitude: Double, longitude: Double)]] = [:]
        var countryPopulation: [String: UInt64] = [:]
        var regionPopulation = Array(repeating: UInt64(0), count: regionList.count)
        var placeRecords = ByteWriter()
        var placeKeyEntries: [(key: [UInt8], population: UInt32, place: UInt32)] = []
        for (position, original) in order.enumerated() {
            let place = allPlaces[original], regionNumber = placeRegion[original]
            let weight = Double(place.population) + 1
            if regionNumber != noRegion {
                if regionRuns[regionNumber].count == 0 { regionRuns[regionNumber].first = position }
                regionRuns[regionNumber].count += 1
                regionSums[regionNumber].add(latitude: place.latitude, longitude: place.longitude, weight: weight)
                regionPoints[regionNumber].append((place.latitude, place.longitude))
                regionPopulation[regionNumber] += UInt64(place.population)
            }
            countrySums[place.country, default: SphereSum()].add(latitude: place.latitude, longitude: place.longitude, weight: weight)
            countryPoints[place.country, default: []].append((place.latitude, place.longitude))
            countryPopulation[place.country, default: 0] += UInt64(place.population)
            placeRecords.coordinate(place.latitude, place.longitude)
            placeRecords.u32(place.population)
            placeRecords.u32(pool.intern(place.name))
            placeRecords.u16(Self.countryCode(place.country))
            placeRecords.u16(UInt16(regionNumber))
            placeRecords.u32(pool.intern(String(decoding: primaryKey[original], as: UTF8.self)))
            for key in place.keys.sorted() {
                placeKeyEntries.append((Array(key.utf8), place.population, UInt32(position)))
            }
        }
        placeKeyEntries.sort {
            if $0.key != $1.key { return $0.key.lexicographicallyPrecedes($1.key) }
            if $0.population != $1.population { return $0.population > $1.population }
            return $0.place < $1.place
        }
        var placeKeys = ByteWriter()
        for entry in placeKeyEntries {
            placeKeys.u64(KeyPrefix.of(entry.key))
            placeKeys.u32(pool.intern(String(decoding: entry.key, as: UTF8.self)))
            placeKeys.u32(entry.place)
        }

        // Postal codes, with their region when the hint names one.
        var postalRecords = ByteWriter()
        var postalCount = 0
        for country in postal.keys.sorted() {
            let codes = postal[country]!
            // Codes are at most 8 bytes with no NUL: their prefix numbers sort as the bytes do.
            for (codeNumber, code) in codes.keys.map({ (KeyPrefix.of($0.utf8), $0) }).sorted(by: { $0.0 < $1.0 }) {
                let entry = codes[code]!
                let regionNumber = region(country: country, hint: entry.regionHint)
                for (place, sum) in entry.places.sorted(by: { $0.key < $1.key }) {
                    guard let mean = sum.mean else { continue }
                    if let regionNumber, regionRuns[regionNumber].count == 0 {
                        regionSums[regionNumber].add(latitude: mean.latitude, longitude: mean.longitude, weight: 0.001)
                    }
                    if countrySums[country] == nil || countrySums[country]!.weight < 1 {
                        countrySums[country, default: SphereSum()].add(latitude: mean.latitude, longitude: mean.longitude, weight: 0.001)
                    }
                    postalRecords.u64(codeNumber)
                    postalRecords.u16(Self.countryCode(country))
                    postalRecords.u16(UInt16(regionNumber ?? noRegion))
                    postalRecords.coordinate(mean.latitude, mean.longitude)
                    postalRecords.u32(pool.intern(place))
                    postalCount += 1
                }
            }
        }

        var regionRecords = ByteWriter()
        for (index, region) in regionList.enumerated() {
            regionRecords.u16(Self.countryCode(region.country))
            regionRecords.u16(0)
            regionRecords.u32(pool.intern(region.code))
            regionRecords.u32(pool.intern(region.name))
            regionRecords.u32(region.iso.isEmpty ? GazetteerFormat.none32 : pool.intern(region.iso))
            regionRecords.coordinate(Self.centre(regionSums[index], regionPoints[index]))
            regionRecords.u32(UInt32(clamping: regionPopulation[index]))
            regionRecords.u32(UInt32(regionRuns[index].first))
            regionRecords.u32(UInt32(regionRuns[index].count))
        }
        var regionKeyEntries: [(key: [UInt8], region: Int)] = []
        for (_, keys) in regionKeys { for (key, list) in keys { for region in list { regionKeyEntries.append((Array(key.utf8), region)) } } }
        regionKeyEntries.sort { $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.region < $1.region }
        var regionKeyRecords = ByteWriter()
        for entry in regionKeyEntries {
            regionKeyRecords.u32(pool.intern(String(decoding: entry.key, as: UTF8.self)))
            regionKeyRecords.u32(UInt32(entry.region))
        }

        var countryRecords = ByteWriter()
        let countryCodes = countries.keys.filter { $0.utf8.count == 2 }.sorted()
        for code in countryCodes {
            let info = countries[code]!
            countryRecords.bytes(Array(code.utf8))
            countryRecords.bytes(Array((info.continent + "  ").utf8.prefix(2)))
            countryRecords.u32(pool.intern(info.name))
            countryRecords.coordinate(countrySums[code].flatMap { Self.centre($0, countryPoints[code] ?? []) })
            countryRecords.u32(UInt32(clamping: countryPopulation[code] ?? 0))
            countryRecords.u32(0)
        }

        let sourceText = sources.map { IndexSource(file: $0.file, kind: $0.kind.rawValue, rows: $0.rows).line }.joined(separator: "\n")
        let sections: [(GazetteerFormat.Tag, Int, [UInt8])] = [
            (.strings, pool.bytes.count, pool.bytes),
            (.countries, countryCodes.count, countryRecords.data),
            (.regions, regionList.count, regionRecords.data),
            (.regionKeys, regionKeyEntries.count, regionKeyRecords.data),
            (.places, allPlaces.count, placeRecords.data),
            (.placeKeys, placeKeyEntries.count, placeKeys.data),
            (.postalCodes, postalCount, postalRecords.data),
            (.sources, sourceText.utf8.count, Array(sourceText.utf8)),
        ]
        return Self.assemble(sections, buildTime: buildTime)
    }

    private static func assemble(_ sections: [(GazetteerFormat.Tag, Int, [UInt8])], buildTime: Int64) -> [UInt8] {
        var body = ByteWriter()
        let tableEnd = GazetteerFormat.headerSize + sections.count * GazetteerFormat.sectionEntrySize
        var table = ByteWriter()
        var offset = tableEnd
        for (tag, count, data) in sections {
            let padding = (8 - offset % 8) % 8
            body.bytes(Array(repeating: 0, count: padding))
            offset += padding
            table.u32(tag.code)
            table.u32(UInt32(count))
            table.u64(UInt64(offset))
            table.u64(UInt64(data.count))
            body.bytes(data)
            offset += data.count
        }
        let payload = table.data + body.data
        var header = ByteWriter()
        header.bytes(GazetteerFormat.magic)
        header.u32(GazetteerFormat.version)
        header.u32(UInt32(sections.count))
        header.u64(UInt64(GazetteerFormat.headerSize + payload.count))
        header.u64(payload.withUnsafeBytes { Checksum.of($0) })
        header.u64(UInt64(bitPattern: buildTime))
        header.bytes(Array(repeating: 0, count: 24))
        return header.data + payload
    }

    /// An area's centre: the place of the area nearest to the population-
    /// weighted mean of its places, so that it lies in the area (the mean of
    /// a long, bent country such as Vietnam lies in the next country).
    static func centre(_ sum: SphereSum, _ points: [(latitude: Double, longitude: Double)]) -> (latitude: Double, longitude: Double)? {
        guard let mean = sum.mean else { return nil }
        return points.min { a, b in
            GreatCircle.kilometres(a.latitude, a.longitude, mean.latitude, mean.longitude)
                < GreatCircle.kilometres(b.latitude, b.longitude, mean.latitude, mean.longitude)
        } ?? mean
    }

    static func countryCode(_ code: String) -> UInt16 {
        let bytes = Array(code.utf8)
        guard bytes.count == 2 else { return GazetteerFormat.none16 }
        return UInt16(bytes[0]) | UInt16(bytes[1]) << 8
    }
}

/// The first eight bytes of a key as a number that sorts as the bytes do.
enum KeyPrefix {
    static func of<Bytes: Collection>(_ key: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var value: UInt64 = 0
        var count = 0
        for byte in key.prefix(8) {
            value = value << 8 | UInt64(byte)
            count += 1
        }
        return value << (8 * UInt64(8 - count))
    }
}

/// Little-endian record bytes.
struct ByteWriter {
    var data: [UInt8] = []
    mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func bytes(_ values: [UInt8]) { data.append(contentsOf: values) }

    mutating func coordinate(_ latitude: Double, _ longitude: Double) {
        u32(UInt32(bitPattern: Int32((latitude * GazetteerFormat.coordinateScale).rounded())))
        u32(UInt32(bitPattern: Int32((longitude * GazetteerFormat.coordinateScale).rounded())))
    }

    mutating func coordinate(_ position: (latitude: Double, longitude: Double)?) {
        if let position { coordinate(position.latitude, position.longitude) } else {
            u32(UInt32(bitPattern: .min))
            u32(UInt32(bitPattern: .min))
        }
    }
}

/// STRS: each distinct string once, as a length byte and its UTF-8.
struct StringPool {
    var bytes: [UInt8] = []
    private var offsets: [String: UInt32] = [:]

    mutating func intern(_ text: String) -> UInt32 {
        if let offset = offsets[text] { return offset }
        var utf8 = Array(text.utf8)
        if utf8.count > 255 {
            // Cut at a character boundary.
            var cut = 255
            while cut > 0 && (utf8[cut] & 0xC0) == 0x80 { cut -= 1 }
            utf8 = Array(utf8[..<cut])
        }
        let offset = UInt32(bytes.count)
        bytes.append(UInt8(utf8.count))
        bytes.append(contentsOf: utf8)
        offsets[text] = offset
        return offset
    }
}

extension String {
    /// "NEW YORK" → "New York", for the ZIP table's upper-case town names.
    var capitalizedWords: String {
        guard !contains(where: \.isLowercase) else { return self }
        return split(separator: " ", omittingEmptySubsequences: false)
            .map { word in word.prefix(1).uppercased() + word.dropFirst().lowercased() }
            .joined(separator: " ")
    }
}
