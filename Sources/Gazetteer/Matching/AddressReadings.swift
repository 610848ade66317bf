import AddressText
import Geodesy

/// One way of reading an address written on one line: "Springfield, IL"
/// is Springfield in Israel, or in Illinois.
public struct AddressReading: Equatable, Sendable {
    /// The address as this reading splits it.
    public var address: PostalAddress
    /// The reading counts only when it finds the locality (in the region it
    /// names, or where it names none, the country): a last part read as a
    /// region rather than as the country it also names.
    public var needsLocality: Bool
    /// The region another reading made of the part this one takes for the
    /// locality: the reading counts only where the index knows no region
    /// of that name (in the address's country), and only where it finds the
    /// locality as written.
    public var regionItReplaces: String?

    /// The reading counts only where its postal code is found (an answer at
    /// postal-code precision, not ambiguous) within 25 km of a place of the
    /// locality's name, in the country of a region it names.
    public var needsPostalCode: Bool

    /// The Italian province whose code the reading took for Italy: it counts
    /// only where the locality may lie in that province
    /// (``OfflineGeocoder/liesInProvince(_:code:)``).
    public var italianProvince: String?

    /// A reading of `address`, counted only where it finds the locality when
    /// `needsLocality`, only where `regionItReplaces` names no region, only
    /// where its postal code agrees with its locality when `needsPostalCode`,
    /// and only where the locality may lie in `italianProvince`.
    public init(_ address: PostalAddress, needsLocality: Bool = false, regionItReplaces: String? = nil, needsPostalCode: Bool = false,
                italianProvince: String? = nil) {
        self.address = address
        self.needsLocality = needsLocality || regionItReplaces != nil || italianProvince != nil
        self.regionItReplaces = regionItReplaces
        self.needsPostalCode = needsPostalCode
        self.italianProvince = italianProvince
    }
}

extension AddressReading {
    /// The readings of a one-line address worth trying, most likely first
    /// (split by ``OneLineAddress``). A last part that names a country is
    /// also read as a region, since many do both ("Springfield, IL",
    /// "Hoboken, Georgia"), a reading that counts only where it finds the
    /// locality (with a county between them, the locality in that region
    /// alone: "Pasadena, Los Angeles County, CA"); a text that is only a country name is also read as the
    /// country, and one that is only one name, no country's, as a region
    /// ("Texas", "Tuscany"). A last part read as a region (before its postal
    /// code or not) is also read as the locality, the part before it as the
    /// street ("Via Roma, Milano, Italia"; "Main Street, Springfield";
    /// "Thamel, Kathmandu 44600, Nepal"), which counts only where no region
    /// bears that name. A region after "code town", and a town
    /// and its code after a street and its number, are read first, and
    /// count only where the code lies by a place of the town's name
    /// (``OneLineAddress/regionAfterPostalPart(_:)``,
    /// ``OneLineAddress/townBeforeCode(_:)``). A last part of one word read
    /// as a region that names no country is also read as a country part is,
    /// misspelt ("Berlin, Deutchland"; not "British Colombia", whose pieces
    /// would name Colombia), counted only where it finds the locality there.
    ///
    /// A text whose last part ends in a country's name without a comma
    /// before it ("10115 Berlin Germany", "Atlanta Georgia") is read first
    /// with that name set apart, each such reading counted only where it
    /// finds the locality or its postal code (a last part is seldom a town
    /// whose name ends in a country's). A street, a postal code and a town
    /// in one part ("Unter den Linden 77 10117 Berlin") are read as such
    /// where the code lies by the town (``OneLineAddress/townAfterInnerCode(_:)``).
    /// Last, a last part's last words are read as a region ("Albuquerque
    /// New Mexico"), each reading counted only where it finds the locality there.
    public static func readings(of text: String) -> [AddressReading] {
        var apart: [AddressReading] = []
        if let separated = OneLineAddress.countrySetApart(text) {
            apart = readings(of: separated).map { reading in
                var reading = reading
                if !reading.needsPostalCode { reading.needsLocality = true }
                return reading
            }
        }
        let regions = OneLineAddress.regionsSetApart(text).map { AddressReading($0, needsLocality: true) }
        // A code after the town is a country's or a region's: "Pasadena CA"
        // and "Georgetown KY" are the states' (the larger place of the two
        // readings), "Victoria CA" Canada's (not a region coded CA of El Salvador).
        let asWritten = readingsAsWritten(of: text).filter { !apart.contains($0) }
        let ordered = apart + asWritten
        return ordered + regions.filter { !ordered.contains($0) }
    }

    /// The readings of `text` with its parts as its commas and line breaks set them apart.
    private static func readingsAsWritten(of text: String) -> [AddressReading] {
        let first = OneLineAddress.split(text)
        var readings = [AddressReading(first)]
        // "Via Tragara 57, 80073 Capri, Campania", "Via Manzoni 29, Milano
        // 20121": first, where the code agrees with its town.
        if first.postalCode.isEmpty, let regional = OneLineAddress.regionAfterPostalPart(text) {
            readings.insert(AddressReading(regional, needsPostalCode: true), at: 0)
        } else if let town = OneLineAddress.townBeforeCode(text) ?? OneLineAddress.townAfterInnerCode(text) {
            readings.insert(AddressReading(town, needsPostalCode: true), at: 0)
        }
        if !first.region.isEmpty, !first.locality.isEmpty {
            let street = [first.street, first.locality].filter { !$0.isEmpty }.joined(separator: ", ")
            readings.append(AddressReading(PostalAddress(street: street, locality: first.region, postalCode: first.postalCode,
                                                         country: first.country),
                                           regionItReplaces: first.region))
        }
        if !first.country.isEmpty {
            var asRegion = OneLineAddress.split(text, countryAllowed: false)
            if asRegion.region.isEmpty { asRegion = first; asRegion.region = first.country; asRegion.country = "" }
            readings.append(AddressReading(asRegion, needsLocality: true))
            // A county between the locality and a last part read as a region
            // ("Pasadena, Los Angeles County, CA") is a part neither reading
            // knows: the locality is also looked for in that region alone.
            if !first.region.isEmpty, asRegion.locality != first.locality {
                readings.append(AddressReading(PostalAddress(street: first.street, locality: first.locality, region: first.country,
                                                             postalCode: first.postalCode), needsLocality: true))
            }
        }
        // "Berlin, Deutchland": a last part that names no country, read as
        // a region, is also read as the country it may be misspelt from
        // (as a country part is read), counted only where it finds the locality there.
        if first.country.isEmpty, !first.region.isEmpty, !first.locality.isEmpty, !first.region.contains(where: \.isWhitespace) {
            readings.append(AddressReading(PostalAddress(street: first.street, locality: first.locality, postalCode: first.postalCode,
                                                         country: first.region), needsLocality: true))
        }
        if !text.contains(","), !text.contains(where: \.isNewline), Country.named(text) != nil {
            readings.append(AddressReading(PostalAddress(country: text)))
        } else if first == PostalAddress(locality: first.locality),
                  first.locality.count > 3 || !first.locality.allSatisfy({ $0.isASCII && ($0.isUppercase || !$0.isLetter) }) {
            // "Texas", "Tuscany", "大阪府": one name, no country's, is also read
            // as a region; not a code of two or three capitals (STL is an airport's).
            readings.append(AddressReading(PostalAddress(region: first.locality)))
        }
        // "Venezia, VE", "Como, CO", "Roma, RM": a last part that is an
        // Italian province's code, as Italy writes a town, is also read as
        // Italy; last, and counted only where it finds the town there (in
        // that province, where the code names a country too: "Braone, FR").
        if !first.locality.isEmpty, let code = [first.country, first.region].first(where: { !$0.isEmpty }),
           ItalianProvinces.codes.contains(code) {
            readings.append(AddressReading(PostalAddress(street: first.street, locality: first.locality, postalCode: first.postalCode,
                                                         country: "IT"), italianProvince: code))
        }
        return readings
    }
}

extension OfflineGeocoder {
    /// The answer for an address that can be read in several ways, tried in
    /// order: the first reading that finds the locality as written (or its
    /// postal code); else the first that finds it misspelt; else the first
    /// answer of a reading that does not need the locality. So a part that
    /// names a country is never taken for a region of another country
    /// unless the locality is there ("Berlni, DE" is in Germany, "Dover, DE"
    /// may be in Delaware).
    /// A text that is only a country's name ("Malta", "Peru") is that
    /// country, or a place of that name in it ("Luxembourg", "Kuwait"):
    /// never a town of that name elsewhere (Malta in Brazil, Peru in Indiana).
    /// So for a text that is only a region's name ("Texas" is the state,
    /// not a town of Mexico; "Salzburg" the city of the state).
    public func geocode(readings: [AddressReading]) -> GeocodeResult? {
        answer(readings: readings)?.result
    }

    /// ``geocode(readings:)``'s answer, with the reading it answers: how
    /// the address is split where the gazetteer places it so (`hotels add`
    /// takes those parts for a whole address typed as the street).
    public func answer(readings: [AddressReading]) -> (result: GeocodeResult, reading: AddressReading)? {
        var readings = readings
        // The town of a town-and-code reading whose code the index lacks:
        // better than a code of five digits read as some US ZIP.
        var town: (result: GeocodeResult, reading: AddressReading)?
        if let at = readings.firstIndex(where: \.needsPostalCode) {
            let reading = readings.remove(at: at)
            // A place of the town's name near the code's ("Av. Alvear 1891" and
            // "Rivadavia 1900" are streets and their numbers), and a region it
            // names in the code's country ("San Juan 1000, Córdoba" is no Manila).
            if let answer = geocode(reading.address), !answer.isAmbiguous, !answer.isCorrected,
               index.hasPlace(named: reading.address.locality, by: answer),
               case let regions = resolveRegions(reading.address.region, country: nil),
               regions.isEmpty || regions.contains(where: { index.regionCountry($0) == resolveCountry(answer.countryCode) }) {
                if answer.precision == .postalCode { return (answer, reading) }
                if answer.precision <= .locality { town = (answer, reading) }
            }
            if town?.result.rule.isInWrittenRegion == true {
                // A code the index lacks beside a town found in its region
                // ("99999 Capri, Campania"): that town, before any other
                // reading of the parts (Campania is no town of Tasmania).
                var withoutCode = reading.address
                withoutCode.postalCode = ""
                readings.insert(AddressReading(withoutCode, needsLocality: true), at: 0)
            }
        }
        // A text that is only a region's name is that region, or its city of
        // that name ("Salzburg", "Lagos", "New York"): never a town of that
        // name elsewhere ("Texas" is no town of Mexico, "Bali" none of India,
        // "Alaska" none of the Philippines).
        if let alone = readings.first(where: { !$0.address.region.isEmpty && $0.address == PostalAddress(region: $0.address.region) }),
           let answer = geocode(alone.address), answer.precision == .region, !answer.isCorrected {
            let name = alone.address.region
            let result = cityOfNote(named: name, in: answer)
                ?? cityOfRegion(alone, answer: answer).flatMap { city in
                    // Its city of its own name, or of another of the region's
                    // names ("Lucerne" is the canton of Luzern), not a small
                    // place whose name holds it (Maryland City).
                    PlaceKey.make(city.matchedName) == PlaceKey.make(name)
                        || !Set(resolveRegions(city.matchedName, country: nil)).isDisjoint(with: resolveRegions(name, country: nil)) ? city : nil
                }
                ?? answer
            return (result, alone)
        }
        // A part that is a region is no city.
        if let at = readings.firstIndex(where: { $0.regionItReplaces != nil }), let region = readings[at].regionItReplaces,
           !regionIsUnknown(region, country: readings[at].address.country) {
            readings.remove(at: at)
        }
        var pairs = readings.map { reading in (reading, geocode(reading.address)) }
        if let at = pairs.firstIndex(where: { $0.0.regionItReplaces != nil }) { order(&pairs, cityReadingAt: at) }
        let namedCountry = pairs.lazy.map(\.0).compactMap { reading -> String? in
            let country = reading.address.country
            guard !country.isEmpty, reading.address == PostalAddress(country: country) else { return nil }
            return Country.named(country)?.code
        }.first
        // A reading of a country's name as a region counts only where that
        // region is found and the locality in it: its postal code alone, or
        // a locality anywhere, would answer from a country the address does
        // not name ("75001 Paris, Deutschland").
        func finds(_ answer: GeocodeResult?, of reading: AddressReading, corrected: Bool) -> Bool {
            guard let answer else { return false }
            if let namedCountry, answer.countryCode != namedCountry { return false }
            if reading.regionItReplaces != nil {
                guard !corrected else { return false }
            } else if reading.needsLocality && !(reading.address.region.isEmpty
                                                    ? [.localityCountry, .localityCountryFuzzy].contains(answer.rule) || answer.precision == .postalCode
                                                    : answer.rule.isInWrittenRegion) {
                return false
            }
            guard answer.precision <= .locality && answer.isCorrected == corrected else { return false }
            return reading.italianProvince.map { liesInProvince(answer, code: $0) } ?? true
        }
        // "Leof. Nikis 2, Thessaloniki 546 24": the town, not a code of five
        // digits read as a US ZIP that agrees with nothing written.
        func orTown(_ answer: (result: GeocodeResult, reading: AddressReading)?) -> (result: GeocodeResult, reading: AddressReading)? {
            guard let town, answer.map({ $0.result.precision == .postalCode && $0.result.isAmbiguous }) ?? true else { return answer }
            return town
        }
        for corrected in [false, true] {
            // A correction in a written region or country before one with
            // neither ("Lonodn OH" is London, Ohio, not London).
            let found = corrected ? pairs.first { finds($0.1, of: $0.0, corrected: true) && $0.1?.rule != .localityOnlyFuzzy } : nil
            guard let found = found ?? pairs.first(where: { finds($0.1, of: $0.0, corrected: corrected) }) else { continue }
            return orTown(larger(found, asRegion: pairs.first { reading, answer in
                reading.needsLocality && reading.regionItReplaces == nil && !reading.address.region.isEmpty
                    && finds(answer, of: reading, corrected: corrected)
            }))
        }
        let last = pairs.first { reading, answer in
            guard let answer, !reading.needsLocality else { return false }
            return namedCountry.map { answer.countryCode == $0 } ?? true
        }
        return orTown(last.flatMap { last in (cityOfRegion(last.0, answer: last.1) ?? last.1).map { ($0, last.0) } })
    }

    /// The city a region's name also names, in that region, where an answer
    /// is the region's because the part before it names no place ("Hotel
    /// Adlon, Berlin", "Hotel Sacher, Wien", "Hotel Ritz, Madrid"): a hotel's
    /// name before a city that is a state or a province of its name is
    /// that city, not the region's middle. `nil` where the region has no
    /// place of its name, found as written and unambiguous.
    private func cityOfRegion(_ reading: AddressReading, answer: GeocodeResult?) -> GeocodeResult? {
        guard let answer, answer.precision == .region, !reading.address.region.isEmpty else { return nil }
        var city = reading.address
        city.street = [city.street, city.locality].filter { !$0.isEmpty }.joined(separator: ", ")
        city.locality = city.region
        guard let found = geocode(city), found.precision == .locality, found.rule.isInWrittenRegion,
              !found.isCorrected, !found.isAmbiguous, found.countryCode == answer.countryCode else { return nil }
        return found
    }

    /// The city a text of `name` alone means rather than the region
    /// `answer` found by that name: the most populous place of the name,
    /// where it has 100,000 people or more in the region's country
    /// ("Buenos Aires" beside its province, "Salzburg", "Washington" beside
    /// the state), or a million or more anywhere ("Santiago", Chile's, not
    /// a province of the Dominican Republic); `nil` where there is none.
    private func cityOfNote(named name: String, in answer: GeocodeResult) -> GeocodeResult? {
        guard let city = geocode(PostalAddress(locality: name)), city.precision == .locality, !city.isCorrected,
              let people = index.population(ofPlaceNamed: name, at: city.latitude, city.longitude),
              people >= (city.countryCode == answer.countryCode ? 100_000 : 1_000_000) else { return nil }
        return city
    }

    /// Which of two places a one-line address's last two parts name, where
    /// the last names no region: the part before it ("Sorrento, Napoli",
    /// "Rovaniemi, Lappi, Suomi") or the last ("Centro, Roma, Italia", "Via
    /// Roma, Milano"). Of the readings with their answers, moves the reading
    /// of the last as the city (`cityReadingAt`) first when the part before
    /// it names no place, or one that lies far (over 100 km) from the last
    /// and is the smaller of the two — a town near its province's capital is
    /// that town, a quarter named like a far village is the city's. With no
    /// country named, only where both lie in one country; else it drops it:
    /// "Bath, Somerset" may be a county's town as well as a town abroad.
    private func order(_ pairs: inout [(AddressReading, GeocodeResult?)], cityReadingAt at: Int) {
        let (asCity, city) = pairs[at], (first, town) = pairs[0]
        // Where the postal code places both, the town is the part with a
        // place of its name by the code: "The Savoy, Strand, London WC2R
        // 0EZ" is London's, "Strand" a street's name (and a town of South
        // Africa's); "Windsor, Berkshire SL4 1PX" Windsor's.
        if let town, let city, town.precision == .postalCode, city.precision == .postalCode,
           !index.hasPlace(named: first.address.locality, by: town), index.hasPlace(named: asCity.address.locality, by: city) {
            pairs.insert(pairs.remove(at: at), at: 0)
            return
        }
        let countryText = asCity.address.country
        let country = countryText.isEmpty ? nil : resolveCountry(countryText)
        guard let before = index.largestPopulation(ofPlaceNamed: first.address.locality, country: country) else {
            pairs.insert(pairs.remove(at: at), at: 0)
            return
        }
        guard let last = index.largestPopulation(ofPlaceNamed: asCity.address.locality, country: country),
              let town, let city, town.precision <= .locality, city.precision <= .locality else {
            if country == nil { pairs.remove(at: at) }
            return
        }
        let isCity = GreatCircle.kilometres(town.latitude, town.longitude, city.latitude, city.longitude) > 100 && before < last
        // With no country named, a county may be a town's namesake abroad
        // ("Dover, Kent" is not Kent in Washington): the last part is the
        // city only where both lie in one country ("Sachsenhausen, Frankfurt").
        if isCity && (country != nil || town.countryCode == city.countryCode) {
            pairs.insert(pairs.remove(at: at), at: 0)
        } else if country == nil {
            pairs.remove(at: at)
        }
    }

    /// Of a locality found in the country a last part names and the same
    /// locality found in the region of another country it also names, the
    /// larger place: "Pasadena, CA" is California's city, not a village of
    /// Canada; "Victoria, CA" Canada's. So for a misspelt locality, each
    /// reading's correction weighed by the place it found ("Pasadna, CA").
    private func larger(_ first: (AddressReading, GeocodeResult?), asRegion: (AddressReading, GeocodeResult?)?)
        -> (result: GeocodeResult, reading: AddressReading)? {
        guard let found = first.1 else { return nil }
        guard let asRegion, !first.0.address.country.isEmpty, let other = asRegion.1,
              found.countryCode != other.countryCode else { return (found, first.0) }
        func population(_ found: GeocodeResult) -> UInt32 {
            let name = found.isCorrected ? found.matchedName : first.0.address.locality
            return index.population(ofPlaceNamed: name, at: found.latitude, found.longitude) ?? 0
        }
        return population(other) > population(found) ? (other, asRegion.0) : (found, first.0)
    }

    /// Whether `region` names no region the index knows, in the country
    /// `country` names when it names one.
    private func regionIsUnknown(_ region: String, country: String) -> Bool {
        let country = country.isEmpty ? nil : resolveCountry(country)
        return resolveRegions(region, country: country).isEmpty && usTerritory(named: region, country: country) == nil
    }
}
