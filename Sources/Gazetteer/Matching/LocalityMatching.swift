import AddressText
import Geodesy

/// Finding the locality: by its name, then by a corrected misspelling.
///
/// A name several places share is answered with the one that agrees with
/// the address's postal code (the area its code's neighbours cover), else
/// the most populous (a place known by the name only under another name
/// counting a tenth of its size); it is ambiguous when the others lie far
/// away and, together and weighed alike, are not tiny beside it. A misspelt
/// name (see ``EditDistance``; the first letter is taken as written: people
/// seldom mistype it, and it keeps the search to a sorted run of names with
/// that letter) is looked for among the region's places, else the country's
/// (where a common slip outweighs a rarer typo: ``commonSlipWeight``), else
/// anywhere, where it counts only when every closest name is one and the
/// same name. In a region or a country, a place's other names that begin
/// with the same two letters are read when no place's own name is one typo
/// away and the address has no postal code, which places it better than
/// such a guess ("Muncehn, DE" is München); the fewer typos win.
extension OfflineGeocoder {
    /// Places closer than this to the chosen one are the same place to a
    /// traveller (a town and its suburb of the same name).
    static let samePlaceKilometres = 50.0
    /// Places of unknown or tiny population weigh as much as a village of this size.
    static let minimumWeight = 500.0

    func locality(country: UInt16?, countryGiven: Bool, regions: [Int], regionGiven: Bool,
                  postalCode: String) -> GeocodeResult? {
        candidates.removeAll(keepingCapacity: true)
        let range = key.withUnsafeBytes { index.placeKeyRange($0) }
        // (key, place) pairs are unique in PKEY, and sorted by population:
        // no place is seen twice, and the most populous comes first.
        for entry in range {
            let place = index.placeKeyPlace(entry)
            if let country, index.placeCountry(place) != country { continue }
            if regionGiven && !regions.contains(Int(index.placeRegion(place))) { continue }
            candidates.append(place)
        }
        if !candidates.isEmpty {
            if regionGiven { preferOwnNames() }
            let rule: GeocodeResult.MatchRule, confidence: Double
            switch (countryGiven, regionGiven) {
            case (true, true): (rule, confidence) = (.localityRegionCountry, 0.9)
            case (false, true): (rule, confidence) = (.localityRegion, 0.85)
            case (true, false): (rule, confidence) = (.localityCountry, 0.8)
            case (false, false): (rule, confidence) = (.localityOnly, 0.7)
            }
            return chooseCandidate(rule: rule, confidence: confidence, country: country, postalCode: postalCode, regionGiven: regionGiven)
        }
        guard EditDistance.letters(in: key) >= 4 else { return nil }
        if regionGiven {
            corrections(CorrectionQuery(key: key, regions: regions, country: nil, otherNames: postalCode.isEmpty)) {
                regions.map { region in
                    let record = index.region(region)
                    return record.firstPlace..<(record.firstPlace + record.placeCount)
                }
            }
            guard !candidates.isEmpty else { return nil }
            return chooseCandidate(rule: .localityFuzzy, confidence: 0.7, country: country, postalCode: postalCode, regionGiven: true)
        }
        if let country {
            corrections(CorrectionQuery(key: key, regions: [], country: country, otherNames: postalCode.isEmpty)) {
                index.placeRuns(country: country)
            }
            guard !candidates.isEmpty else { return nil }
            return chooseCandidate(rule: .localityCountryFuzzy, confidence: 0.65, country: country, postalCode: postalCode,
                                   regionGiven: false)
        }
        guard let corrected = correctionAnywhere() else { return nil }
        key = corrected
        return locality(country: nil, countryGiven: false, regions: [], regionGiven: false, postalCode: postalCode)
            .map { result in
                var result = result
                result.rule = .localityOnlyFuzzy
                result.confidence = min(result.confidence, 0.5)
                return result
            }
    }

    /// Within a region, a place whose own name is the locality outranks one
    /// that merely has it among its other names (Mont, a village of
    /// Wallonia, is not Mons, whose Walloon name it also is): keeps only the
    /// former when there are both.
    private func preferOwnNames() {
        guard candidates.count > 1 else { return }
        let own = candidates.filter(hasOwnName)
        if !own.isEmpty && own.count < candidates.count { candidates = own }
    }

    /// Whether the locality is `place`'s own name, not one of its other
    /// names (a former name, a district's, another language's).
    private func hasOwnName(_ place: Int) -> Bool {
        key.withUnsafeBytes { index.placeKey(place).elementsEqual($0) }
    }

    /// Across a country or the world, a place that has the locality only
    /// among its other names counts as this share of its population beside
    /// places whose own name it is: a tenth for a city, whose other names
    /// are exonyms people write ("Lucerne" is Luzern before Lucerne,
    /// California; "Juárez" Ciudad Juárez, two hundred times the size of
    /// the village of Juárez), three hundredths for a town, whose other
    /// names are mostly former ones (Hughes is a village of Arkansas before
    /// it is a former name of Brighton, Colorado, 28 times its size).
    static func otherNameShare(population: UInt32) -> Double {
        population >= ScriptPolicy.exonymMinimumPopulation ? 0.1 : 0.03
    }

    /// Among corrections of a misspelt name, one that a common slip
    /// explains (``EditDistance/isCommonSlip(name:written:)``: a letter
    /// left out or doubled, two neighbours swapped) weighs this many times
    /// its population beside one that a rarer typo does (a letter struck
    /// for another, one of some thirty the key could have been): "Butrio"
    /// is Buttrio before it is Budrio, nine times its size; "Bagiha" Bagicha
    /// before Bagaha.
    static let commonSlipWeight = 30.0

    /// What a candidate weighs in choosing among places of a name, and in
    /// telling whether the others make the choice ambiguous: its population,
    /// at least ``minimumWeight`` (a village of unknown size is a village);
    /// a place found by a name other than its own weighs
    /// ``otherNameShare(population:)`` of that; among `corrected` names, one
    /// a common slip explains weighs ``commonSlipWeight`` times more when
    /// `slips` (the choice, not the doubt).
    private func weight(_ place: Int, corrected: Bool, slips: Bool) -> Double {
        let population = index.placePopulation(place)
        var weight = max(Double(population), Self.minimumWeight)
        if !foundByOwnName(place, corrected: corrected) { weight *= Self.otherNameShare(population: population) }
        if corrected && slips && isCommonSlip(place) { weight *= Self.commonSlipWeight }
        return weight
    }

    /// Whether `place` was found by its own name: the locality as written
    /// or, for a correction, a name within the typos allowed of it (the
    /// corrections of other names find a place only by those).
    private func foundByOwnName(_ place: Int, corrected: Bool) -> Bool {
        guard corrected else { return hasOwnName(place) }
        let limit = EditDistance.allowance(for: key)
        return key.withUnsafeBytes { EditDistance.within(index.placeKey(place), $0, limit: limit) != nil }
    }

    /// The candidate an address that says nothing more means: the one that
    /// weighs most (``weight(_:corrected:slips:)``), the more populous of
    /// equals, then the first (for a name as written the most populous, as
    /// those candidates come sorted by population; for corrections, the
    /// first in key order).
    private func mostLikelyCandidate(corrected: Bool) -> Int {
        var best = candidates[0], bestWeight = -1.0, bestPopulation: UInt32 = 0
        for place in candidates {
            let weight = weight(place, corrected: corrected, slips: true), population = index.placePopulation(place)
            if weight > bestWeight || (weight == bestWeight && population > bestPopulation) {
                (best, bestWeight, bestPopulation) = (place, weight, population)
            }
        }
        return best
    }

    /// Whether a common slip turns the locality as written into `place`'s name.
    private func isCommonSlip(_ place: Int) -> Bool {
        key.withUnsafeBytes { EditDistance.isCommonSlip(name: index.placeKey(place), written: $0) }
    }

    /// The candidate that agrees with the postal code, else the most
    /// populous of those in a region of the street's language (when some
    /// are and some are not), else the most populous; flagged ambiguous
    /// when far-off others weigh a tenth of it. With no region given, where
    /// the code's district is known, only places in it are candidates, and
    /// none there means no locality answer: a same-named village across the
    /// country is not the address's place (the code answers, see
    /// ``OfflineGeocoder``). A region given outranks the code: the code may
    /// be the address's typo.
    private func chooseCandidate(rule: GeocodeResult.MatchRule, confidence: Double, country: UInt16?,
                                 postalCode: String, regionGiven: Bool) -> GeocodeResult? {
        var postalPlace: Int? = nil
        if !regionGiven, let country, !postalCode.isEmpty, let district = postalDistrict(postalCode, country: country) {
            candidates.removeAll { place in
                let record = index.place(place)
                return !district.holds(latitude: record.latitude, longitude: record.longitude)
            }
            guard !candidates.isEmpty else { return nil }
            if candidates.count == 1 { postalPlace = candidates[0] }
        }
        if postalPlace == nil, candidates.count > 1, let country, !postalCode.isEmpty, let area = postalArea(postalCode, country: country) {
            let nearest = candidates.min { a, b in distance(a, area) < distance(b, area) }!
            if distance(nearest, area) <= 2 * Self.samePlaceKilometres { postalPlace = nearest }
        }
        let agreed = postalPlace != nil
        if !agreed, candidates.count > 1, let country, !street.isEmpty,
           let speaking = StreetLanguage.regions(street: street, country: Self.codeString(country)) {
            let agreeing = candidates.filter { regionCode($0).map(speaking.contains) ?? false }
            if !agreeing.isEmpty { candidates = agreeing }
        }
        let best = postalPlace ?? mostLikelyCandidate(corrected: rule.isCorrection)
        let chosen = index.place(best)
        // The others weigh as the choice weighed them: a city known by the
        // name only under another name ("Jeypore", Jaipur's old spelling)
        // beside a town whose own name it is, far off, is no sure answer.
        let corrected = rule.isCorrection
        var farWeight = 0.0
        for place in candidates where place != best {
            let other = index.place(place)
            if GreatCircle.kilometres(chosen.latitude, chosen.longitude, other.latitude, other.longitude) > Self.samePlaceKilometres {
                farWeight += weight(place, corrected: corrected, slips: false)
            }
        }
        let ambiguous = !agreed && farWeight * 10 > weight(best, corrected: corrected, slips: false)
        var confidence = confidence
        if candidates.count > 1 { confidence -= ambiguous ? 0.3 : 0.1 }
        return placeResult(best, rule: rule, confidence: confidence, ambiguous: ambiguous)
    }

    /// The admin1 code of a place's region ("VD"), if it has one.
    private func regionCode(_ place: Int) -> String? {
        let region = Int(index.placeRegion(place))
        guard region != Int(GazetteerFormat.none16), region < index.regions.count else { return nil }
        return index.string(index.region(region).code)
    }

    private func distance(_ place: Int, _ point: (latitude: Double, longitude: Double)) -> Double {
        let record = index.place(place)
        return GreatCircle.kilometres(record.latitude, record.longitude, point.latitude, point.longitude)
    }

    /// The centre of the codes that share the longest prefix of `written`
    /// the index knows (at least two characters): where the address's
    /// postal code says it is, when the code itself is not in the index.
    private func postalArea(_ written: String, country: UInt16) -> (latitude: Double, longitude: Double)? {
        let bytes = Array(Self.storedCode(written, country: Self.codeString(country)).utf8)
        guard bytes.count >= 3 else { return nil }
        for length in stride(from: bytes.count - 1, through: 2, by: -1) {
            let range = bytes[..<length].withUnsafeBytes { index.postalRange(country: country, prefix: $0, exact: false) }
            guard !range.isEmpty else { continue }
            var sum = SphereSum()
            for record in range.prefix(2000) {
                let point = index.postal(record)
                sum.add(latitude: point.latitude, longitude: point.longitude)
            }
            return sum.mean
        }
        return nil
    }

    /// Fills `candidates` with the corrections of the key in a region or
    /// country, found in `runs` once per batch: addresses in a batch repeat
    /// their misspellings as they repeat their towns.
    private func corrections(_ query: CorrectionQuery, in runs: () -> [Range<Int>]) {
        if let known = correctionCache[query] {
            candidates = known
            return
        }
        let fewest = collectCorrections(in: runs())
        // Other names are read where no own name is one typo away: a name
        // of another language one typo off is nearer than an own name two off.
        if query.otherNames && fewest != 1 {
            let own = candidates
            collectOtherNameCorrections(query, limit: fewest.map { $0 - 1 } ?? EditDistance.allowance(for: key))
            if candidates.isEmpty { candidates = own }
        }
        if correctionCache.count >= Self.cacheLimit { correctionCache.removeAll(keepingCapacity: true) }
        correctionCache[query] = candidates
    }

    /// Fills `candidates` with the places in `runs` (each sorted by key)
    /// whose primary name is fewest typos, within the allowance, from the
    /// key, and returns how many (`nil` when none is within it).
    private func collectCorrections(in runs: [Range<Int>]) -> Int? {
        candidates.removeAll(keepingCapacity: true)
        var fewest = EditDistance.allowance(for: key)
        key.withUnsafeBytes { wanted in
            // The first letter's bytes: Cyrillic, Greek or Thai names share their first byte.
            let letter = UnsafeRawBufferPointer(rebasing: wanted[..<Self.firstLetterLength(wanted)])
            for run in runs {
                var low = run.lowerBound, high = run.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if index.placeKey(middle).lexicographicallyPrecedes(letter) { low = middle + 1 } else { high = middle }
                }
                var place = low
                while place < run.upperBound {
                    let candidate = index.placeKey(place)
                    guard candidate.starts(with: letter) else { break }
                    if let edits = EditDistance.within(candidate, wanted, limit: fewest), edits > 0 {
                        if edits < fewest {
                            fewest = edits
                            candidates.removeAll(keepingCapacity: true)
                        }
                        candidates.append(place)
                    }
                    place += 1
                }
            }
        }
        return candidates.isEmpty ? nil : fewest
    }

    /// Fills `candidates` with the places of the query's country or regions
    /// that have a name other than their own (another language's, a former
    /// one) fewest typos, at most `limit`, from the key: "Muncehn" is
    /// München, Munich's German name. Asked only where no place's own name
    /// is that close, as it reads the names of the world that begin as the
    /// key does: its first two letters taken as written (a name of another
    /// language is typed by someone who knows it), the place's country and
    /// region checked before its name.
    private func collectOtherNameCorrections(_ query: CorrectionQuery, limit: Int) {
        candidates.removeAll(keepingCapacity: true)
        guard limit > 0 else { return }
        var fewest = limit
        key.withUnsafeBytes { wanted in
            let first = Self.firstLetterLength(wanted)
            let second = Self.firstLetterLength(UnsafeRawBufferPointer(rebasing: wanted[first...]))
            let letters = UnsafeRawBufferPointer(rebasing: wanted[..<(first + second)])
            for entry in index.placeKeyRange(prefix: letters) {
                let place = index.placeKeyPlace(entry)
                if let country = query.country, index.placeCountry(place) != country { continue }
                if !query.regions.isEmpty && !query.regions.contains(Int(index.placeRegion(place))) { continue }
                guard let edits = EditDistance.within(index.placeKeyText(entry), wanted, limit: fewest), edits > 0 else { continue }
                if edits < fewest {
                    fewest = edits
                    candidates.removeAll(keepingCapacity: true)
                }
                if !candidates.contains(place) { candidates.append(place) }
            }
        }
    }

    /// The one name, fewest typos from the key, of any place anywhere; `nil`
    /// when none is close enough or two different names are equally close.
    private func correctionAnywhere() -> [UInt8]? {
        let names = closestNamesAnywhere()
        return names.count == 1 ? names[0] : nil
    }

    /// The names, fewest typos from the key (and not the key itself), of
    /// any places anywhere, in key order; none when no name is close enough.
    func closestNamesAnywhere() -> [[UInt8]] {
        if let known = anywhereCorrections[key] { return known }
        var fewest = EditDistance.allowance(for: key)
        var found: [[UInt8]] = []
        key.withUnsafeBytes { wanted in
            var previous = UnsafeRawBufferPointer(start: nil, count: 0)
            let letter = UnsafeRawBufferPointer(rebasing: wanted[..<Self.firstLetterLength(wanted)])
            for entry in index.placeKeyRange(prefix: letter) {
                let candidate = index.placeKeyText(entry)
                // PKEY is sorted by key: a repeated key was just looked at.
                if candidate.count == previous.count, candidate.elementsEqual(previous) { continue }
                previous = candidate
                guard let edits = EditDistance.within(candidate, wanted, limit: fewest), edits > 0 else { continue }
                if edits < fewest || found.isEmpty {
                    fewest = edits
                    found.removeAll()
                }
                found.append(Array(candidate))
            }
        }
        if anywhereCorrections.count >= Self.cacheLimit { anywhereCorrections.removeAll(keepingCapacity: true) }
        anywhereCorrections[key] = found
        return found
    }

    /// The bytes of the first letter of a UTF-8 key.
    static func firstLetterLength(_ key: UnsafeRawBufferPointer) -> Int {
        let lead = key[0]
        return min(key.count, lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
    }

    func placeResult(_ place: Int, rule: GeocodeResult.MatchRule, confidence: Double, ambiguous: Bool) -> GeocodeResult {
        let record = index.place(place)
        return GeocodeResult(latitude: record.latitude, longitude: record.longitude, precision: .locality,
                             confidence: (max(0.1, confidence) * 100).rounded() / 100, matchedName: index.string(record.name),
                             countryCode: Self.codeString(record.country), rule: rule, isAmbiguous: ambiguous)
    }
}
