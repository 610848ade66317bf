import AddressText
import Geodesy

/// Finding a postal code: exactly, by its shorter forms, then by the
/// codes around it (of the same place, close together, or adjacent).
extension OfflineGeocoder {
    /// The code's place in `country`, or in the country its prefix or
    /// shape points to. `unconfirmed`: nothing else in the address says
    /// which country (no locality, or one no country's code agrees with),
    /// so a ZIP other countries have too is said to be ambiguous. A code
    /// of more digits than any of the country's is none of its, and places nothing.
    func postal(_ written: String, country: UInt16?, unconfirmed: Bool = false) -> GeocodeResult? {
        var countryCode = country.map(Self.codeString)
        let inferred = countryCode == nil
        // The code with no country's rules: the shapes inferred are of
        // countries written with no prefix, normalized alike either way.
        var plain = ""
        if inferred {
            plain = PostalCodeKey.make(written)
            guard !plain.isEmpty else { return nil }
            countryCode = PostalCodeRules.inferCountry(plain, written: written)
        }
        guard let countryCode else { return nil }
        let code = Self.storedCode(written, country: countryCode)
        var countryNumber = GazetteerBuilder.countryCode(countryCode)
        guard !code.isEmpty, !PostalCodeRules.isTooShort(code, country: countryCode),
              !index.isLongerThanEveryCode(code, country: countryNumber) else { return nil }
        let confidence = inferred ? 0.9 : 0.95
        // Five digits name no country: other countries' codes are looked
        // at too (a ZIP that is also a code elsewhere is ambiguous).
        let sharedShape = inferred && countryCode == "US" && PostalCodeRules.isSharedShape(plain)
        func elsewhere() -> Bool { index.isFiveDigitCodeElsewhere(code) }
        // A ZIP of a territory (Puerto Rico's 00901, Guam's 96913) is that
        // territory's; one the index lacks is placed among that territory's
        // codes, not the states' (00999 is no ZIP of New York).
        let territories = countryCode == "US" ? PostalCodeRules.zipTerritories(of: code) : nil
        for number in territories?.map(GazetteerBuilder.countryCode) ?? [countryNumber] {
            if var result = postalLookup(code, country: number, exact: true, rule: .postalCode, confidence: confidence) {
                if unconfirmed && sharedShape && elsewhere() {
                    result.isAmbiguous = true
                    result.confidence = 0.5
                }
                return result
            }
        }
        if let territories {
            // Codes of several territories share a range (969: Guam, Palau, Micronesia…): none of them is the guess.
            guard territories.count == 1 else { return nil }
            countryNumber = GazetteerBuilder.countryCode(territories[0])
        }
        // Not a ZIP, but a code elsewhere: no guess at a ZIP near it, nor
        // at the country (a US military ZIP the index lacks is one).
        if sharedShape && elsewhere() { return nil }
        for shorter in PostalCodeRules.shorterForms(code, country: countryCode) {
            if let result = postalLookup(shorter, country: countryNumber, exact: true, rule: .postalCodePrefix, confidence: confidence - 0.1) {
                return result
            }
        }
        return postalNamedNeighbours(code, country: countryNumber) ?? postalNeighbours(code, country: countryNumber)
            ?? postalAdjacent(code, country: countryNumber)
    }

    /// The form of a written code the index holds in `country` (an ISO
    /// code): normalized, and a US ZIP padded to five digits, or cut to them.
    static func storedCode(_ written: String, country: String) -> String {
        var code = PostalCodeKey.make(written, country: country)
        if country == "US" {
            if let padded = PostalCodeRules.paddedZIP(code) { code = padded }
            if code.utf8.count == 9 { code = String(code.prefix(5)) }  // ZIP+4
        }
        return code
    }

    /// A code the index lacks, with a locality: the codes that share all but
    /// its last one to three characters and serve a place of that name (a
    /// village has several codes, or its neighbour's) give its position —
    /// unless those places lie apart (more than 10 km from their centre):
    /// then the name is a common one ("Krasny Oktyabr") and says nothing.
    func postalNamedNeighbours(_ code: String, country: UInt16) -> GeocodeResult? {
        guard let first = key.first else { return nil }
        let bytes = Array(code.utf8)
        var placeKey: [UInt8] = []
        for drop in 1...3 where bytes.count - drop >= 2 {
            let range = bytes[..<(bytes.count - drop)].withUnsafeBytes { index.postalRange(country: country, prefix: $0, exact: false) }
            guard !range.isEmpty else { continue }
            guard range.count <= 2000 else { break }
            var sum = SphereSum()
            var name: UInt32 = 0
            var named: [GazetteerIndex.Postal] = []
            for record in range {
                let point = index.postal(record)
                let raw = index.bytes(point.place)
                if !Self.mayFold(raw, to: first) { continue }
                PlaceKey.make(String(decoding: raw, as: UTF8.self), scratch: &scratch, into: &placeKey)
                if placeKey == key {
                    sum.add(latitude: point.latitude, longitude: point.longitude)
                    name = point.place
                    named.append(point)
                }
            }
            if let (latitude, longitude) = sum.mean {
                guard named.allSatisfy({ GreatCircle.kilometres(latitude, longitude, $0.latitude, $0.longitude) <= 10 }) else { return nil }
                return GeocodeResult(latitude: latitude, longitude: longitude, precision: .locality, confidence: 0.7,
                                     matchedName: index.string(name), countryCode: Self.codeString(country), rule: .postalCodeNeighbours)
            }
        }
        return nil
    }

    /// A code the index lacks (a new or unlisted one): the codes that share
    /// all but its last one or two characters, when they lie close together
    /// (within 20 km of their centre), give a locality-sized answer.
    func postalNeighbours(_ code: String, country: UInt16) -> GeocodeResult? {
        let bytes = Array(code.utf8)
        for drop in 1...2 where bytes.count - drop >= 3 {
            let range = bytes[..<(bytes.count - drop)].withUnsafeBytes { index.postalRange(country: country, prefix: $0, exact: false) }
            guard !range.isEmpty, range.count <= 200 else { continue }
            let points = range.map { index.postal($0) }
            var sum = SphereSum()
            for point in points { sum.add(latitude: point.latitude, longitude: point.longitude) }
            guard let (latitude, longitude) = sum.mean else { continue }
            let spread = points.map { GreatCircle.kilometres(latitude, longitude, $0.latitude, $0.longitude) }.max() ?? 0
            guard spread <= 20 else { continue }
            let nearest = points.min { GreatCircle.kilometres(latitude, longitude, $0.latitude, $0.longitude) < GreatCircle.kilometres(latitude, longitude, $1.latitude, $1.longitude) }!
            return GeocodeResult(latitude: latitude, longitude: longitude, precision: .locality, confidence: drop == 1 ? 0.6 : 0.5,
                                 matchedName: index.string(nearest.place), countryCode: Self.codeString(country), rule: .postalCodeNeighbours)
        }
        return nil
    }

    /// A code the index lacks whose neighbours lie too far apart for
    /// ``postalNeighbours``: the codes just before and after it in its
    /// ``PostalDistrict``, when they lie within 20 km of each other, give
    /// the point between them (offices are numbered in order through a
    /// district).
    func postalAdjacent(_ code: String, country: UInt16) -> GeocodeResult? {
        guard let (range, low) = districtPosition(Array(code.utf8), country: country),
              low > range.lowerBound, low < range.upperBound else { return nil }
        let before = index.postal(low - 1), after = index.postal(low)
        guard GreatCircle.kilometres(before.latitude, before.longitude, after.latitude, after.longitude) <= 20 else { return nil }
        var sum = SphereSum()
        sum.add(latitude: before.latitude, longitude: before.longitude)
        sum.add(latitude: after.latitude, longitude: after.longitude)
        guard let (latitude, longitude) = sum.mean else { return nil }
        return GeocodeResult(latitude: latitude, longitude: longitude, precision: .locality, confidence: 0.45,
                             matchedName: index.string(before.place), countryCode: Self.codeString(country), rule: .postalCodeNeighbours)
    }

    /// A code the index lacks, when neither its neighbours nor the locality
    /// placed it: the nearest code in number of the same length in its
    /// ``PostalDistrict`` (a post office of the same district) gives a
    /// rough position, answered at region precision — a district, not a
    /// place, but rarely as far off as the country's centre.
    func postalNearest(_ written: String, country: UInt16) -> GeocodeResult? {
        let code = Self.storedCode(written, country: Self.codeString(country))
        // A territory's ZIP is no state's nearest (``postal(_:country:unconfirmed:)`` placed what it could).
        if country == Self.unitedStates, PostalCodeRules.zipTerritories(of: code) != nil { return nil }
        let bytes = Array(code.utf8)
        guard let (range, low) = districtPosition(bytes, country: country) else { return nil }
        let sameLength = [low - 1, low].filter { range.contains($0) }.map { index.postal($0) }
            .filter { $0.codeText.utf8.count == bytes.count }
        func gap(_ record: GazetteerIndex.Postal) -> Int {
            guard let number = Int(record.codeText), let own = Int(code) else { return 0 }
            return abs(number - own)
        }
        guard let nearest = sameLength.min(by: { gap($0) < gap($1) }) else { return nil }
        return GeocodeResult(latitude: nearest.latitude, longitude: nearest.longitude, precision: .region, confidence: 0.35,
                             matchedName: nearest.codeText, countryCode: Self.codeString(country), rule: .postalCodeNearest)
    }

    /// The offices of the ``PostalDistrict`` of a code the index lacks
    /// (normalized, as `bytes`), and the first of them whose code sorts
    /// above it; `nil` when the code has no district or the index no office of it.
    func districtPosition(_ bytes: [UInt8], country: UInt16) -> (offices: Range<Int>, above: Int)? {
        guard let length = PostalDistrict.prefixLength(ofCodeLength: bytes.count) else { return nil }
        let range = bytes[..<length].withUnsafeBytes { index.postalRange(country: country, prefix: $0, exact: false) }
        guard !range.isEmpty else { return nil }
        let wanted = KeyPrefix.of(bytes)
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if index.postal(middle).code < wanted { low = middle + 1 } else { high = middle }
        }
        return (range, low)
    }

    /// The records of `code`: the one whose place is the address's locality
    /// when there is one, else the centre of all the places the code serves.
    func postalLookup(_ code: String, country: UInt16, exact: Bool, rule: GeocodeResult.MatchRule,
                              confidence: Double) -> GeocodeResult? {
        var code = code
        let range = code.withUTF8 { index.postalRange(country: country, prefix: UnsafeRawBufferPointer($0), exact: exact) }
        guard let first = range.first else { return nil }
        if range.count > 1 && !key.isEmpty {
            var placeKey: [UInt8] = []
            for candidate in range {
                let record = index.postal(candidate)
                let raw = index.bytes(record.place)
                if !Self.mayFold(raw, to: key[0]) { continue }
                PlaceKey.make(String(decoding: raw, as: UTF8.self), scratch: &scratch, into: &placeKey)
                if placeKey == key {
                    return GeocodeResult(latitude: record.latitude, longitude: record.longitude, precision: .postalCode,
                                         confidence: confidence, matchedName: index.string(record.place),
                                         countryCode: Self.codeString(country), rule: rule)
                }
            }
        }
        var record = index.postal(first)
        var latitude = record.latitude, longitude = record.longitude
        if range.count > 1 {
            if let named = entryNearPlaceNamed(in: range, country: country) {
                record = index.postal(named)
                (latitude, longitude) = (record.latitude, record.longitude)
            } else {
                (latitude, longitude) = Self.centre(of: range.map { index.postal($0) })
            }
        }
        let place = index.string(record.place)
        return GeocodeResult(latitude: latitude, longitude: longitude, precision: .postalCode,
                             confidence: confidence, matchedName: place.isEmpty ? record.codeText : place,
                             countryCode: Self.codeString(country), rule: rule)
    }

    /// Of a code's places (`range`), none of which the locality names as
    /// written, the one nearest a place of the locality's name in the
    /// gazetteer (by any of its names: "La Coruña" is A Coruña, "Venice"
    /// Venezia), where one lies within 10 km of it; `nil` otherwise.
    func entryNearPlaceNamed(in range: Range<Int>, country: UInt16) -> Int? {
        guard !key.isEmpty else { return nil }
        var best: (entry: Int, kilometres: Double)?
        let places = key.withUnsafeBytes { index.placeKeyRange($0) }
        for record in places.prefix(64) {
            let place = index.place(index.placeKeyPlace(record))
            guard place.country == country else { continue }
            for entry in range.prefix(512) {
                let point = index.postal(entry)
                let kilometres = GreatCircle.kilometres(point.latitude, point.longitude, place.latitude, place.longitude)
                if kilometres <= 10, kilometres < best?.kilometres ?? .infinity { best = (entry, kilometres) }
            }
        }
        return best?.entry
    }

    /// Where a code of several places lies: the mean of its places, less
    /// those far from the rest (over three times the median distance from
    /// the place nearest all the others, and over 25 km): a code's island or
    /// far hamlet does not pull the answer off to sea. Codes of very many
    /// places: the mean of all.
    static func centre(of points: [GazetteerIndex.Postal]) -> (latitude: Double, longitude: Double) {
        var kept = points[...]
        if points.count > 2, points.count <= 128 {
            var best = (index: 0, total: Double.infinity)
            for (index, point) in points.enumerated() {
                let total = points.reduce(0.0) { $0 + GreatCircle.kilometres(point.latitude, point.longitude, $1.latitude, $1.longitude) }
                if total < best.total { best = (index, total) }
            }
            let middle = points[best.index]
            let distances = points.map { GreatCircle.kilometres(middle.latitude, middle.longitude, $0.latitude, $0.longitude) }
            let limit = max(25, 3 * distances.sorted()[distances.count / 2])
            kept = ArraySlice(zip(points, distances).filter { $0.1 <= limit }.map(\.0))
        }
        var sum = SphereSum()
        for point in kept { sum.add(latitude: point.latitude, longitude: point.longitude) }
        return sum.mean ?? (points[0].latitude, points[0].longitude)
    }
}
