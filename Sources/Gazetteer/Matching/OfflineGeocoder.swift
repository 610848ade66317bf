import AddressText
import Geodesy

/// The geocoder that ships: answers from a ``GazetteerIndex``, no network.
///
/// Rules, in order (each says its ``GeocodeResult/MatchRule``):
/// 1. the postal code, in the given country; with none, in a country where
///    it agrees with the locality, or with no locality in the one its shape
///    points to (five digits: US; see ``postalWithoutCountry(_:)``):
///    exactly, then by its shorter forms, then by the codes around it (of
///    the same place, close together, or adjacent);
/// 2. the locality in the given region and country; in the country; in the
///    region; alone (the place that agrees with the postal code, else the
///    most populous, flagged as ambiguous when others lie far away); with
///    no region, beside a code the index lacks, only places within reach of
///    its district's offices (``PostalDistrict``); then,
///    misspelt (see ``EditDistance``), among the region's places, the
///    country's, or anywhere when every closest name is the same;
/// 3. the region; then, for a postal code the index lacks, the nearest
///    code of its district (at region precision); 4. the country.
///
/// A region that is given but holds no place of that name means no
/// locality answer (no "Hoboken, NJ" for "Hoboken, GA"): the answer is
/// then the region itself, never a same-named place elsewhere. A region the
/// index does not know (a province or county) is read as none, within a
/// known country; with none, the locality is looked for anywhere, no surer
/// than 0.5 (see ``geocode(_:)``).
///
/// Not thread-safe (it reuses buffers); use one per thread.
public final class OfflineGeocoder: Geocoder {
    /// The gazetteer every answer comes from.
    public let index: GazetteerIndex
    var scratch: [UInt8] = []
    /// The locality's key, for the address being geocoded.
    var key: [UInt8] = []
    /// The street of the address being geocoded (its language may pick among same-name places).
    var street = ""
    /// Candidate places, reused from address to address.
    var candidates: [Int] = []
    /// The closest names found without a region or country, by misspelt key.
    var anywhereCorrections: [[UInt8]: [[UInt8]]] = [:]
    /// Corrections found in a region or country: their places.
    var correctionCache: [CorrectionQuery: [Int]] = [:]
    /// Postal districts looked up, by prefix (see ``PostalDistrict``).
    var districtCache: [DistrictQuery: PostalDistrict?] = [:]

    struct CorrectionQuery: Hashable {
        let key: [UInt8]
        let regions: [Int]
        let country: UInt16?
        /// Whether places' other names are read when no own name is close
        /// (``collectOtherNameCorrections(_:limit:)``): not for an address with a postal code.
        let otherNames: Bool
    }
    // Addresses in a batch repeat their countries and regions; resolving
    // each text once keeps batch geocoding fast. Bounded, cleared when full.
    var countryCache: [String: UInt16?] = [:]
    var regionCache: [RegionQuery: [Int]] = [:]
    private var misspeltCache: [String: Bool] = [:]
    static let cacheLimit = 50_000

    struct RegionQuery: Hashable {
        let text: String
        let country: UInt16?
    }

    /// The longest address part looked at; longer ones are not addresses.
    public static let maximumPartLength = 4096

    /// A geocoder over `index`, with empty caches.
    public init(index: GazetteerIndex) {
        self.index = index
        scratch.reserveCapacity(256)
        key.reserveCapacity(256)
    }

    /// The best answer for `address` by the rules above, in their order, or
    /// `nil` when none matches (or a part is longer than
    /// ``maximumPartLength``).
    public func geocode(_ address: PostalAddress) -> GeocodeResult? {
        let parts = [address.locality, address.region, address.postalCode, address.country, address.street]
        guard parts.allSatisfy({ $0.utf8.count <= Self.maximumPartLength }) else { return nil }
        let answer = geocodeParts(address)
        // No town found: the parts may be written in other fields than their own.
        if answer.map({ $0.precision > .locality }) ?? true,
           let found = codeInLocality(address) ?? cityInRegionPart(address) ?? townInStreet(address)
            ?? eastAsianUnits(address, coarserThan: answer) ?? slashedProvince(address, coarserThan: answer)
            ?? withoutCityWord(address) ?? regionInLocality(address, coarserThan: answer) {
            return found
        }
        // A region's code that is also a country's, with no country written
        // ("Tumon, GU 96913": Guam, or the Solomon Islands' Guadalcanal), is
        // the country where the region reading finds neither the locality
        // nor the code, and the country has the code as written, or is a
        // territory of the US, whose addresses are written as the states'
        // ("San Juan, PR") and has the locality as written. Any other
        // locality found so is no answer: a region given that holds no place
        // of the name is never a namesake elsewhere ("Likely, CA" is no
        // Lively, Ontario).
        guard address.country.isEmpty, !address.region.isEmpty, answer.map({ $0.precision > .locality }) ?? true,
              let named = Country.named(address.region) else { return answer }
        let territory = PostalCodeRules.usTerritories.contains(named.code)
        guard territory || !address.postalCode.isEmpty else { return answer }
        var asCountry = address
        (asCountry.region, asCountry.country) = ("", address.region)
        guard let other = geocodeParts(asCountry), !other.isAmbiguous,
              other.rule == .postalCode || territory && other.precision <= .locality && !other.isCorrected else { return answer }
        return other
    }

    /// A district before its city, the city in the region part: "Apollo
    /// Bunder, Colaba, Mumbai, India" as a one-line address splits, a
    /// village unknown before its province named for its city. A locality no
    /// place of the country bears, beside a region part that names no
    /// region of it but one of its cities of 100,000 people or more, lies in
    /// or around that city: its position, at region precision (the locality
    /// may lie anywhere in the city or its province) and no surer than 0.5.
    /// A smaller namesake of a county or a department ("Vienne", "Durham")
    /// says nothing of where the locality is; nor does a region part with no
    /// country written.
    private func cityInRegionPart(_ address: PostalAddress) -> GeocodeResult? {
        guard !address.locality.isEmpty, !address.region.isEmpty,
              !address.country.isEmpty, let country = resolveCountry(address.country),
              resolveRegions(address.region, country: country).isEmpty,
              index.largestPopulation(ofPlaceNamed: address.locality, country: country) == nil,
              let people = index.largestPopulation(ofPlaceNamed: address.region, country: country), people >= 100_000 else { return nil }
        var city = address
        city.street = [address.street, address.locality].filter { !$0.isEmpty }.joined(separator: ", ")
        (city.locality, city.region) = (address.region, "")
        guard var found = geocodeParts(city), found.precision == .locality, !found.isCorrected, !found.isAmbiguous else { return nil }
        found.confidence = min(found.confidence, 0.5)
        found.precision = .region
        found.rule = .cityInRegionPart
        return found
    }

    /// A postal code written in the locality's field ("10117 Berlin",
    /// "London W1J 9BR", as Thunderbird and some phones keep it), with no
    /// code of its own: the locality and the code as a one-line address
    /// splits them, where that finds the town or the code.
    private func codeInLocality(_ address: PostalAddress) -> GeocodeResult? {
        guard address.postalCode.isEmpty, !address.locality.isEmpty else { return nil }
        let parts = OneLineAddress.split(address.locality)
        guard !parts.postalCode.isEmpty, !parts.locality.isEmpty, parts.street.isEmpty else { return nil }
        var split = address
        (split.locality, split.postalCode) = (parts.locality, parts.postalCode)
        if split.region.isEmpty { split.region = parts.region }
        // A code the index lacks placed by its neighbours is no surer than the town written: not taken.
        guard let found = geocode(split), found.precision <= .locality, found.rule != .postalCodeNeighbours else { return nil }
        return found
    }

    /// A town, or a code and its town, written where the street goes, with
    /// nothing but a country beside it ("Paris, France", "101 Reykjavík,
    /// Iceland" typed into a street field or split from one line): the
    /// street read as a one-line address is (``AddressReading/readings(of:)``),
    /// where that finds a town of 10,000 people or more, or the code (or a
    /// town beside a code: "Oia 847 02"), in the country written — not a
    /// guess, no surer than 0.5. A street the
    /// gazetteer knows no town of ("Rue de Rivoli") stays the country's.
    private func townInStreet(_ address: PostalAddress) -> GeocodeResult? {
        guard address.locality.isEmpty, address.postalCode.isEmpty,
              !address.street.isEmpty, !OneLineAddress.namesNumberedThing(address.street), !address.country.isEmpty,
              let country = resolveCountry(address.country) else { return nil }
        let text = [address.street, address.region, address.country].filter { !$0.isEmpty }.joined(separator: ", ")
        let readings = AddressReading.readings(of: text)
        guard var found = geocode(readings: readings), found.precision <= .locality, !found.isCorrected, found.rule != .postalCodeNeighbours,
              !found.isAmbiguous, resolveCountry(found.countryCode) == country else { return nil }
        // A town alone must be a sizeable one; beside its code, any town the code agrees with.
        if found.precision == .locality, readings.allSatisfy({ $0.address.postalCode.isEmpty }) {
            guard let people = index.population(ofPlaceNamed: found.matchedName, at: found.latitude, found.longitude),
                  people >= 10_000 else { return nil }
        }
        found.confidence = min(found.confidence, 0.5)
        return found
    }

    /// An Eircode found only by its routing key ("V93" of "V93 X2C6": the
    /// index holds no more of Ireland's codes) stands for a district tens
    /// of kilometres across, placed at one of its towns: the town the
    /// address names (``key``), found as written and within 40 km of that
    /// point, is nearer where the hotel is. Not elsewhere: an outward
    /// code's point (London's E17) is nearer than its city's centre.
    /// `nil` for any other answer.
    private func townInCodeArea(_ code: GeocodeResult, country: UInt16?, regions: [Int], regionGiven: Bool) -> GeocodeResult? {
        guard code.rule == .postalCodePrefix, code.countryCode == "IE", !key.isEmpty,
              var town = locality(country: country, countryGiven: true, regions: regions, regionGiven: regionGiven && !regions.isEmpty,
                                  postalCode: ""),
              town.precision == .locality, !town.isCorrected, !town.isAmbiguous,
              GreatCircle.kilometres(town.latitude, town.longitude, code.latitude, code.longitude) <= 40 else { return nil }
        town.inPostalCodeArea = true
        return town
    }

    /// A town written with "City" after its name, as Taiwan's, Korea's and
    /// the Philippines' addresses in English give them ("Taipei City",
    /// "Taichung City"), that the gazetteer knows by its name alone: the
    /// town, as written and not one of several. (One whose own name has
    /// the word, "Mexico City", is found before this is asked.)
    private func withoutCityWord(_ address: PostalAddress) -> GeocodeResult? {
        let locality = address.locality.trimmedWhitespace
        guard locality.count > 5, locality.lowercased().hasSuffix(" city") else { return nil }
        var town = address
        town.locality = String(locality.dropLast(5)).trimmedWhitespace
        guard let found = geocodeParts(town), found.precision <= .locality, !found.isCorrected, !found.isAmbiguous else { return nil }
        return found
    }

    /// A region's name where the town goes, with no region written and in
    /// the country written ("Bayern, Deutschland"; "C1005 CABA, Argentina",
    /// Buenos Aires's autonomous city by its short name): that region, when
    /// the address had found less. Not with no country: a region's name
    /// alone may be any country's.
    private func regionInLocality(_ address: PostalAddress, coarserThan answer: GeocodeResult?) -> GeocodeResult? {
        guard address.region.isEmpty, !address.locality.isEmpty, !address.country.isEmpty else { return nil }
        return regionCentre(address.locality, of: address, coarserThan: answer)
    }

    /// "Town/Province", as Turkey writes them, whose town the gazetteer
    /// does not know ("Beşiktaş/İstanbul": a district): the province, when
    /// the address had found less.
    private func slashedProvince(_ address: PostalAddress, coarserThan answer: GeocodeResult?) -> GeocodeResult? {
        guard address.region.isEmpty, let (_, region) = CityDistrict.cityAndSlashedRegion(of: address.locality) else { return nil }
        return regionCentre(region, of: address, coarserThan: answer)
    }

    /// ``geocode(_:)`` with the address's parts read as written.
    func geocodeParts(_ address: PostalAddress) -> GeocodeResult? {

        var country = address.country.isEmpty ? nil : resolveCountry(address.country)
        // A country written that no country's name is: never an answer from
        // anywhere, as if none were written (``unreadCountry(_:)``).
        if country == nil, !address.country.isEmpty, address.country.utf8.contains(where: Self.isLetter) {
            return unreadCountry(address)
        }
        // "Town/Province", as Turkey writes them, where the second part is a
        // region and the reading finds the town or its code ("Neustadt/Sachsen"
        // is a town's own name, not Saxony's centre).
        if address.region.isEmpty, let (city, region) = CityDistrict.cityAndSlashedRegion(of: address.locality),
           !resolveRegions(region, country: country).isEmpty {
            var split = address
            (split.locality, split.region) = (city, region)
            if let result = geocode(split), result.precision <= .locality { return result }
        }
        if let territory = usTerritory(named: address.region, country: country) {
            var moved = address
            (moved.region, moved.country) = ("", territory)
            return geocode(moved)
        }
        let inUS = country == Self.unitedStates
        let countryGiven = country != nil
        let regionGiven = address.region.utf8.contains { Self.isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
        var regions = regionGiven ? resolveRegions(address.region, country: country) : []
        // A code of capitals with no country, of no country whose addresses
        // write such codes (``writtenAsCode(_:by:)``), is a region only where
        // the locality is a place of it ("Mumbai, MH"): "Kleindorf, DW" is
        // no town of West Darfur's, nor anything of it.
        if country == nil, CityDistrict.isRegionCode(address.region), !regions.isEmpty, Self.writtenAsCode(regions, by: index).isEmpty,
           !index.namesPlace(address.locality, inRegions: regions) {
            regions = []
        }
        // A region names its country when the address does not, where the
        // locality names no place, or one of that region: "Venezia, VE" is
        // Venice's province, not Hungary's Veszprém; the region is then left unread.
        if country == nil, !regions.isEmpty {
            if index.namesPlacesOnlyOutside(address.locality, regions: regions) {
                regions = []
            } else {
                let countries = Set(regions.map { index.regionCountry($0) })
                if countries.count == 1 { country = countries.first }
            }
        }

        if country == nil, !address.postalCode.isEmpty, let result = postalBesideCountryCode(address) { return result }
        PlaceKey.make(address.locality, scratch: &scratch, into: &key)
        street = address.street
        var codeNamesCountry = false
        if !address.postalCode.isEmpty {
            if country != nil {
                if let result = postal(address.postalCode, country: country) {
                    return townInCodeArea(result, country: country, regions: regions, regionGiven: regionGiven) ?? result
                }
            } else if let result = postalBesideCity(address) {
                return townInCodeArea(result, country: resolveCountry(result.countryCode), regions: regions, regionGiven: regionGiven) ?? result
            } else if let named = PostalCodeRules.countryNamed(byCode: address.postalCode) {
                // A code whose prefix or shape names one country, that no
                // place of the locality's name agrees with ("The Savoy,
                // Strand, London WC2R 0EZ"), or that the index does not place
                // ("D-99999 Paris", "C1043AAZ CABA"): the address is in
                // that country, never abroad, and the code is its code
                // where the locality is not found there (a rural code's
                // area is wider than its town: "Whistler, BC V0N 1B4").
                country = resolveCountry(named)
                codeNamesCountry = true
            }
        }

        if !key.isEmpty {
            // A region the index does not know, in a known country (a
            // province, a county, a department: "MI", "West Yorkshire",
            // "Haute-Savoie"), says nothing of where the locality is: it is
            // looked for in the country (with no country, see below).
            let regionKnown = regionGiven && !regions.isEmpty
            // A written region left unread may be the one a smaller namesake
            // lies in: where the name is shared far apart, no locality
            // answer (Concord in Middlesex County is not California's);
            // else one no surer than 0.5.
            func unsure(_ result: GeocodeResult?) -> GeocodeResult? {
                guard var result, regionGiven && !regionKnown else { return result }
                if result.isAmbiguous { return nil }
                result.confidence = min(result.confidence, 0.5)
                return result
            }
            if regionGiven && !regionKnown && country == nil {
                // No country, and a region the index does not know: a
                // county, a province ("Kazan, Republic of Tatarstan",
                // "Ipswich, Suffolk") leaves the locality as written, unsure;
                // a country's or a region's name misspelt ("Paris, Texsa")
                // may be anywhere, and gives no locality answer; a city's
                // name ("Belgravia, London") only one in the city's country.
                if !mayBeMisspeltPlace(address.region),
                   let result = unsure(locality(country: nil, countryGiven: false, regions: [], regionGiven: false, postalCode: address.postalCode)),
                   !result.isCorrected,
                   index.countryOfLargestPlace(named: address.region).map({ Self.codeString($0) == result.countryCode }) ?? true {
                    return result
                }
            } else {
                // A name found as written wins; a correction only where the
                // name read without a district or region code after it is
                // no place (of the country, where one is named: "Dublin OH"
                // is Ohio's, not Dublin misspelt; "Trento TN" is no Trenton;
                // "Secor 4, RO" is Bucharest's Sector 4, though Secor is a
                // town of Illinois).
                let found = unsure(locality(country: country, countryGiven: countryGiven, regions: regions, regionGiven: regionKnown,
                                            postalCode: address.postalCode))
                if let found, !found.isCorrected { return found }
                if let result = unsure(localityWithoutDistrict(address, country: country, countryGiven: countryGiven, regions: regions,
                                                               regionGiven: regionKnown)) {
                    return result
                }
                if inUS, !regionGiven, let result = localityInUSTerritory(address) { return result }
                let city = CityDistrict.city(of: address.locality) ?? CityDistrict.cityAndRegionCode(of: address.locality)?.city
                if let found, !(city.map { index.hasTown(named: $0, inCountry: country.map(Self.codeString), minimumPopulation: 0) } ?? false) {
                    return found
                }
            }
        }
        if codeNamesCountry, let result = postal(address.postalCode, country: country) { return result }
        if !regions.isEmpty {
            // Said to be ambiguous all the same where other countries have the code.
            let all = regions
            if country != nil {
                regions = regions.filter { index.regionCountry($0) == country }
            } else if CityDistrict.isRegionCode(address.region) {
                regions = Self.writtenAsCode(regions, by: index)
            }
            if let result = regionResult(regions, among: country == nil ? all : regions) { return result }
        }
        if let country, let result = provinceOfArgentineCode(address.postalCode, country: country) { return result }
        if let country, !address.postalCode.isEmpty, let result = postalNearest(address.postalCode, country: country) {
            return result
        }
        if let country, let position = index.countryIndex(code: String(decoding: [UInt8(country & 0xFF), UInt8(country >> 8)], as: UTF8.self)) {
            let record = index.country(position)
            guard record.latitude > -1000 && record.latitude <= 90 else { return nil }
            return GeocodeResult(latitude: record.latitude, longitude: record.longitude, precision: .country, confidence: 0.3,
                                 matchedName: record.name, countryCode: record.code, rule: .country)
        }
        return nil
    }

    /// The province an Argentine CPA names by its letter, where nothing
    /// nearer was found: GeoNames gives the codes' four digits, and not
    /// all of them (none of the autonomous city's).
    private func provinceOfArgentineCode(_ written: String, country: UInt16) -> GeocodeResult? {
        guard country == Self.argentina, let cpa = PostalCodeRules.argentineCPA(PostalCodeKey.make(written)) else { return nil }
        let provinces = resolveRegions(cpa.province, country: country)
        return regionResult(provinces, among: provinces)
    }

    static let argentina = GazetteerBuilder.countryCode("AR")

    /// The United States' code, as the index holds a country's.
    static let unitedStates = GazetteerBuilder.countryCode("US")

    /// The territory of the United States a region part names in an
    /// address whose country is the US ("Ponce, PR, USA", "Hagåtña, Guam,
    /// USA"): each territory is a country of its own in the index, and the
    /// address is read there.
    func usTerritory(named region: String, country: UInt16?) -> String? {
        guard !region.isEmpty, country == Self.unitedStates, resolveRegions(region, country: country).isEmpty,
              let code = Country.named(region)?.code ?? PostalCodeRules.usTerritoryNames[PlaceKey.make(region)],
              PostalCodeRules.usTerritories.contains(code) else { return nil }
        return code
    }

    /// A locality in an address whose country is the US and that names no
    /// region, where no state has a place of its name as written: the
    /// one territory that has, by the place's own name ("Tamuning, USA";
    /// "Ponce, USA" is no Ponca, Nebraska; "Puerto Rico, USA", another name
    /// of San Juan, stays the US's).
    private func localityInUSTerritory(_ address: PostalAddress) -> GeocodeResult? {
        let written = PlaceKey.make(address.locality)
        // A name no place has as written is no territory's town (a typo's corrections are the states').
        guard Array(written.utf8).withUnsafeBytes({ !index.placeKeyRange($0).isEmpty }) else { return nil }
        var moved = address
        var found: GeocodeResult?
        for territory in PostalCodeRules.usTerritories {
            moved.country = territory
            guard let result = geocode(moved), result.precision <= .locality, !result.isCorrected, !result.isAmbiguous,
                  PlaceKey.make(result.matchedName) == written else { continue }
            guard found == nil else { return nil }
            found = result
        }
        return found
    }

    /// A postal code beside a city written with a country's code after it,
    /// and no country part ("Milano IT 20121", "75001 Paris FR"): the code
    /// in that country, where it is one of its codes as written and the
    /// country has a place of the city's name. A state's or a province's
    /// code of the same letters ("Atlanta GA 30301", "Dover DE 19901")
    /// names no such place there, and is left to the code's own reading.
    private func postalBesideCountryCode(_ address: PostalAddress) -> GeocodeResult? {
        guard address.region.isEmpty, let (city, code) = CityDistrict.cityAndRegionCode(of: address.locality),
              Country.named(code) != nil, let country = resolveCountry(code),
              index.largestPopulation(ofPlaceNamed: city, country: country) != nil else { return nil }
        var split = address
        (split.locality, split.country) = (city, code)
        guard let result = geocode(split), result.rule == .postalCode else { return nil }
        return result
    }

    /// A postal code with no country, beside the locality as written; where
    /// that names no place and ends in a code of capitals (a province's, a
    /// state's: "20121 Milano MI", as Italy writes every address;
    /// "Springfield IL 62701") or in brackets ("28013 Madrid (Madrid)", as
    /// Spain writes its provinces; "20121 Milano (MI)"), beside the city's
    /// name alone, which is what the code's places must agree with
    /// (``postalWithoutCountry(_:)``).
    private func postalBesideCity(_ address: PostalAddress) -> GeocodeResult? {
        if key.withUnsafeBytes({ index.placeKeyRange($0).isEmpty }),
           let city = CityDistrict.cityAndRegionCode(of: address.locality)?.city ?? CityDistrict.bracketedEnd(of: address.locality)?.city {
            PlaceKey.make(city, scratch: &scratch, into: &key)
            let result = postalWithoutCountry(address.postalCode)
            PlaceKey.make(address.locality, scratch: &scratch, into: &key)
            if let result { return result }
        }
        return postalWithoutCountry(address.postalCode)
    }

    /// A locality not found as written, read without what follows the
    /// city's name: "Praha 1", "Dublin 2" are the city; "Milano MI",
    /// "Springfield IL" the city in the region of that code, or in the
    /// country ("Paris FR"), or else in neither, at 0.5 at most and only
    /// where the city's own name is unshared far apart ("Bologna BO"). Only
    /// a place of the city's name as written counts (no correction of a
    /// name cut so).
    private func localityWithoutDistrict(_ address: PostalAddress, country: UInt16?, countryGiven: Bool, regions: [Int],
                                         regionGiven: Bool) -> GeocodeResult? {
        let coded = address.region.isEmpty ? CityDistrict.cityAndAnyRegionCode(of: address.locality) : nil
        if coded == nil, let city = CityDistrict.city(of: address.locality) {
            PlaceKey.make(city, scratch: &scratch, into: &key)
            guard !key.isEmpty, !key.withUnsafeBytes({ index.placeKeyRange($0).isEmpty }) else { return nil }
            return locality(country: country, countryGiven: countryGiven, regions: regions, regionGiven: regionGiven,
                            postalCode: address.postalCode)
        }
        guard let (city, code) = coded else { return nil }
        var split = address
        (split.locality, split.region) = (city, code)
        if let result = geocode(split), result.precision <= .locality, !result.isCorrected { return result }
        if address.country.isEmpty, Country.named(code) != nil {
            (split.region, split.country) = ("", code)
            if let result = geocode(split), result.precision <= .locality, !result.isCorrected { return result }
        }
        // An Italian province's code ("Roma RM", "Amalfi (SA)", as Italy
        // writes a town), read as no region and no country: the town in
        // Italy, where Italy has a place of its name (in that province,
        // where the code names a country too).
        if address.country.isEmpty, ItalianProvinces.codes.contains(code), let italy = resolveCountry("IT"),
           index.largestPopulation(ofPlaceNamed: city, country: italy) != nil {
            (split.region, split.country) = ("", "IT")
            if let result = geocode(split), result.precision <= .locality, !result.isCorrected,
               liesInProvince(result, code: code) { return result }
        }
        // A code read neither way (a province's: "Bologna BO", "Milano MI")
        // leaves the city, where the name is no far namesake's too, and no
        // surer than 0.5; never a city of another country than one the code
        // names ("Braone FR" is no town of Italy's far from Frosinone).
        // (A code is no country misspelt.)
        (split.region, split.country) = ("", address.country)
        guard var result = geocode(split), result.precision <= .locality, !result.isCorrected, !result.isAmbiguous,
              index.hasTown(named: city, inCountry: result.countryCode, minimumPopulation: 0),
              Country.named(code).map({ $0.code == result.countryCode }) ?? true else { return nil }
        result.confidence = min(result.confidence, 0.5)
        return result
    }

    /// Whether `written`, read as a region the index does not know, may be
    /// a country's or a region's name misspelt: it is within the typos a
    /// name of its length may hold (``EditDistance/allowance(forLength:)``)
    /// of one, or too short to tell (under four letters).
    func mayBeMisspeltPlace(_ written: String) -> Bool {
        if let cached = misspeltCache[written] { return cached }
        let key = Array(PlaceKey.make(written).utf8)
        guard EditDistance.letters(in: key) >= 4 else { return true }
        let limit = EditDistance.allowance(for: key)
        // Every name is compared: an address's few region names are cached.
        let answer = key.withUnsafeBytes { key in
            for name in Self.countryNameKeys where name.key.withUnsafeBytes({ EditDistance.within($0, key, limit: limit) != nil }) { return true }
            for entry in 0..<index.regionKeys.count {
                let name = index.bytes(index.regionKeys.record(entry).loadUnaligned(as: UInt32.self))
                if EditDistance.within(name, key, limit: limit) != nil { return true }
            }
            return false
        }
        if misspeltCache.count >= Self.cacheLimit { misspeltCache.removeAll(keepingCapacity: true) }
        misspeltCache[written] = answer
        return answer
    }

    /// Every country's names as ``PlaceKey`` folds them, with its code.
    private static let countryNameKeys: [(key: [UInt8], code: String)] = Country.names.compactMap { name in
        Country.named(name).map { (Array(PlaceKey.make(name).utf8), $0.code) }
    }

    /// An address whose country part names no country hotels knows, read
    /// in turn as: the one country its pieces name ("United States (USA)",
    /// "Scotland UK", "CH-Schweiz"); a region written in its place ("Bali",
    /// "Bayern"), where no region is given, in the one country whose region
    /// it is; the one country it is a typo from ("Deutchland"; names of six
    /// letters or more that name no place: "Lagos" is no Laos); else no
    /// country at all, an answer counting only where the locality is found
    /// as written and unambiguous ("Bora Bora, Polynésie française" is no
    /// Boa Hora of Brazil, "Central, Hong Kong SAR" no Central of Louisiana).
    private func unreadCountry(_ address: PostalAddress) -> GeocodeResult? {
        var address = address
        let written = address.country
        let pieces = Self.countryPieces(written)
        let named = Set(pieces.compactMap { Country.named($0)?.code })
        if named.count == 1, let code = named.first {
            address.country = code
            return geocode(address)
        }
        if address.region.isEmpty, case let regions = resolveRegions(written, country: nil), !regions.isEmpty,
           Set(regions.map { index.regionCountry($0) }).count == 1 {
            (address.region, address.country) = (written, "")
            return geocode(address)
        }
        let key = Array(PlaceKey.make(written).utf8)
        if EditDistance.letters(in: key) >= 6, key.withUnsafeBytes({ index.placeKeyRange($0).isEmpty }) {
            let limit = EditDistance.allowance(for: key)
            let codes = Set(key.withUnsafeBytes { key in
                Self.countryNameKeys.filter { name in name.key.withUnsafeBytes { EditDistance.within($0, key, limit: limit) != nil } }
                    .map(\.code)
            })
            if codes.count == 1, let code = codes.first {
                address.country = code
                return geocode(address)
            }
        }
        address.country = ""
        guard let answer = geocode(address), !answer.isCorrected, !answer.isAmbiguous else { return nil }
        return answer
    }

    /// The pieces a country part may name a country by: itself without a
    /// bracketed end and what the brackets hold, its comma-, slash- and
    /// hyphen-separated parts, and its first and last words.
    private static func countryPieces(_ written: String) -> [String] {
        var pieces: [String] = []
        if let (outside, inside) = CityDistrict.bracketedEnd(of: written) { pieces += [outside, inside] }
        let parts = written.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == "-" || $0 == "(" || $0 == ")" })
            .map(\.trimmedWhitespace).filter { !$0.isEmpty }
        if parts.count > 1 { pieces += parts }
        let words = written.split(whereSeparator: \.isWhitespace)
        if words.count > 1, let first = words.first, let last = words.last { pieces += [String(first), String(last)] }
        return pieces
    }

    /// A letter's byte, of ASCII or of any other character's UTF-8.
    private static func isLetter(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
}
