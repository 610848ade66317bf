import AddressText

/// The country and regions an address names, resolved against the index
/// and cached for a batch.
extension OfflineGeocoder {
    func resolveCountry(_ written: String) -> UInt16? {
        if let cached = countryCache[written] { return cached }
        var code: UInt16? = nil
        if let known = Country.named(written), index.countryIndex(code: known.code) != nil {
            code = GazetteerBuilder.countryCode(known.code)
        }
        if countryCache.count >= Self.cacheLimit { countryCache.removeAll(keepingCapacity: true) }
        countryCache[written] = code
        return code
    }

    /// The regions a written region names (name, local name or code), in
    /// `country` when it is known. A number names a region only within its
    /// country: with none named, "3" is no region of any (a house number at
    /// an address's end, "Тверская улица, 3", is not Lower Austria's code).
    func resolveRegions(_ written: String, country: UInt16?) -> [Int] {
        if country == nil, written.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return [] }
        let query = RegionQuery(text: written, country: country)
        if let cached = regionCache[query] { return cached }
        let regions = lookUpRegions(written, country: country)
        if regionCache.count >= Self.cacheLimit { regionCache.removeAll(keepingCapacity: true) }
        regionCache[query] = regions
        return regions
    }

    func lookUpRegions(_ written: String, country: UInt16?) -> [Int] {
        var regionKey: [UInt8] = []
        PlaceKey.make(written, scratch: &scratch, into: &regionKey)
        guard !regionKey.isEmpty else { return [] }
        let range = regionKey.withUnsafeBytes { index.keyRange(index.regionKeys, $0) }
        var result: [Int] = []
        for entry in range {
            let region = Int(index.regionKeys.record(entry).loadUnaligned(fromByteOffset: 4, as: UInt32.self))
            if let country, index.regionCountry(region) != country { continue }
            if !result.contains(region) { result.append(region) }
        }
        return result
    }

    /// The countries whose addresses write the region as a code of two or
    /// three capitals after the town, as their posts ask ("Kapalua, HI",
    /// "Uluru, NT", "Banff AB", "Porto de Galinhas, PE"): the United States,
    /// Canada, Australia and Brazil. Elsewhere a region's code (ISO 3166-2's)
    /// is seldom written in an address: "HI" is Hawaii, not Hainan.
    static let regionCodeCountries = ["US", "CA", "AU", "BR"].map { GazetteerBuilder.countryCode($0) }

    /// Of the regions a code with no country names, those of a country
    /// whose addresses write such codes: "HI" is Hawaii, not Hainan; "NT"
    /// the Northern Territory, not Neamț; "DW", "ZZ" or "EN" no region at
    /// all (not West Darfur, Zanzan or Enugu: no answer rather than a guess).
    static func writtenAsCode(_ regions: [Int], by index: GazetteerIndex) -> [Int] {
        regions.filter { regionCodeCountries.contains(index.regionCountry($0)) }
    }

    /// The most populous of `regions` that has a position, said to be
    /// ambiguous where the regions with one it was chosen `among` lie in
    /// several countries.
    func regionResult(_ regions: [Int], among all: [Int]) -> GeocodeResult? {
        func located(_ regions: [Int]) -> [GazetteerIndex.Region] { regions.map { index.region($0) }.filter { $0.latitude > -1000 } }
        guard let best = located(regions).max(by: { $0.population < $1.population }) else { return nil }
        let ambiguous = Set(located(all).map(\.country)).count > 1
        return GeocodeResult(latitude: best.latitude, longitude: best.longitude, precision: .region,
                             confidence: ambiguous ? 0.35 : 0.5, matchedName: index.string(best.name),
                             countryCode: Self.codeString(best.country), rule: .region, isAmbiguous: ambiguous)
    }

    /// Whether the name `raw` may fold to a key starting with `first`:
    /// folding costs more than a search, and a name starting with an ASCII
    /// letter or digit keeps it, lower-cased, as its key's first byte.
    @inline(__always)
    static func mayFold(_ raw: UnsafeRawBufferPointer, to first: UInt8) -> Bool {
        guard let head = raw.first else { return true }
        let lower = head | 0x20
        let alphanumeric = (lower >= 0x61 && lower <= 0x7A) || (head >= 0x30 && head <= 0x39)
        return !alphanumeric || (head >= 0x30 && head <= 0x39 ? head : lower) == first
    }

    static func codeString(_ code: UInt16) -> String {
        String(decoding: [UInt8(code & 0xFF), UInt8(code >> 8)], as: UTF8.self)
    }
}
