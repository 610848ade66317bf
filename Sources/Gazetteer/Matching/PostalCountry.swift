import AddressText
import Geodesy

/// The country of a postal code written without one.
///
/// A code's shape seldom names one country: five digits are a US ZIP, and
/// as much a German, French, Spanish, Italian or Mexican code. With a
/// locality beside it, the code is taken only in a country where the two
/// agree (see ``Agreement``): a place the code serves there bears the
/// locality's name, or the code's answer lies within
/// ``agreementKilometres`` of a place of that name. A place the code
/// serves whose name is the locality misspelt (see ``EditDistance``)
/// agrees as a correction; so, when no place has the locality as a name,
/// does the code lying near a place of a name at the fewest typos from it
/// (looked for among every place's names).
///
/// The countries tried, in order: those of the places named like the
/// locality (the most populous place's first), the one the code's shape
/// points to, then every other country that has the code. The strongest
/// agreement wins, the first of equals; a corrected one claims at most
/// ``correctedAgreementConfidence``. So "10115 Berlin" and "10115 Berlni"
/// are in Berlin; "79336 Herbolzheim" is in Germany though no place of
/// that name is in the index (its code's rows name it); "10115 Madird" has
/// no postal answer at all (New York is nothing like Madrid, and 10115 is
/// no code of Madrid's), and the locality is looked for alone.
///
/// A locality the index knows by no name, even misspelt, neither confirms
/// nor contradicts the shape's country: the code is answered there, with
/// at most ``unconfirmedConfidence``.
extension OfflineGeocoder {
    /// How near a place of the locality's name the code's answer must lie.
    static let agreementKilometres = 50.0
    /// How many countries of places named like the locality are tried first.
    static let postalCountryTries = 5
    /// The most a code may claim that agrees with the locality only once the locality is corrected.
    static let correctedAgreementConfidence = 0.85
    /// The most a code may claim in its shape's country beside a locality the index does not know.
    static let unconfirmedConfidence = 0.6

    /// How a code's answer in one country agrees with the locality, weakest
    /// first. Nearness counts for less where the code is not itself in the
    /// country: its neighbours' answer for a code of another country's shape
    /// lies wherever those neighbours are.
    private enum Agreement {
        /// The code is in the country and lies near a place of a name at the fewest typos from the locality.
        case nearCorrectedName
        /// The code is not in the country; its neighbours serve a place of the locality's name, or lie near one.
        case neighboursNearName
        /// The code serves a place whose name (this key) is the locality misspelt.
        case correctedName([UInt8])
        /// The code is in the country and lies near a place of the locality's name.
        case nearName
        /// The code serves a place of the locality's name.
        case name

        var rank: Int {
            switch self {
            case .nearCorrectedName: return 0
            case .neighboursNearName: return 1
            case .correctedName: return 2
            case .nearName: return 3
            case .name: return 4
            }
        }

        var isCorrection: Bool {
            switch self {
            case .nearCorrectedName, .correctedName: return true
            case .neighboursNearName, .nearName, .name: return false
            }
        }
    }

    func postalWithoutCountry(_ written: String) -> GeocodeResult? {
        guard !key.isEmpty else { return postal(written, country: nil, unconfirmed: true) }
        let plain = PostalCodeKey.make(written)
        let shape = PostalCodeRules.inferCountry(plain, written: written).map(GazetteerBuilder.countryCode)
        let named = placesNamed([key])
        // With no place of the locality's name, the places the code serves
        // are looked at first: their names are few, and agree as written or
        // misspelt without a search of every name for the misspelling.
        if named.isEmpty, let (country, agreement) = countryNamingLocality(written, plain: plain, shape: shape),
           let result = postal(written, country: country == shape ? nil : country) {
            return answer(result, agreement, written: written, country: country == shape ? nil : country)
        }
        let misspelt = named.isEmpty && EditDistance.letters(in: key) >= 4 ? placesNamed(closestNamesAnywhere()) : []

        var likely: [UInt16?] = []
        for place in named.isEmpty ? misspelt : named {
            let country = index.placeCountry(place)
            guard !likely.contains(country) else { continue }
            guard likely.count < Self.postalCountryTries else { break }
            likely.append(country)
        }
        likely.append(nil)  // the shape's country

        var best: (country: UInt16?, result: GeocodeResult, agreement: Agreement)? = nil
        // Whether the code's place in `country` is the locality's as written: no other can do better.
        func settles(_ country: UInt16?) -> Bool {
            guard let result = postal(written, country: country),
                  let agreement = agreement(result, plain: plain, written: written, named: named, misspelt: misspelt),
                  agreement.rank > best?.agreement.rank ?? -1 else { return false }
            best = (country, result, agreement)
            return agreement.rank == Agreement.name.rank
        }
        var settled = false
        for country in likely where settles(country) {
            settled = true
            break
        }
        // Then every other country that has the code.
        for country in index.postalCountries where !settled && !likely.contains(country) && country != shape {
            if !exactCode(written, plain: plain, country: country).isEmpty && settles(country) { settled = true }
        }
        if let best { return answer(best.result, best.agreement, written: written, country: best.country) }
        guard named.isEmpty && misspelt.isEmpty, var result = postal(written, country: nil, unconfirmed: true) else { return nil }
        result.confidence = min(result.confidence, Self.unconfirmedConfidence)
        return result
    }

    /// The answer for a code that agrees with the locality in `country`:
    /// for a corrected locality, at the place the code serves under the
    /// corrected name (rather than the centre of all it serves), and
    /// claiming less.
    private func answer(_ found: GeocodeResult, _ agreement: Agreement, written: String, country: UInt16?) -> GeocodeResult {
        guard agreement.isCorrection else { return found }
        var result = found
        if case .correctedName(let name) = agreement {
            let locality = key
            key = name
            result = postal(written, country: country) ?? result
            key = locality
        }
        result.confidence = min(result.confidence, Self.correctedAgreementConfidence)
        result.localityCorrected = true
        return result
    }

    /// The first country, the shape's first, where the code serves a place
    /// of the locality's own name; else the first where it serves one of
    /// the locality misspelt.
    private func countryNamingLocality(_ written: String, plain: String, shape: UInt16?) -> (UInt16, Agreement)? {
        var corrected: (UInt16, Agreement)? = nil
        func namesLocality(_ country: UInt16) -> Bool {
            for record in exactCode(written, plain: plain, country: country) {
                switch nameAgreement(index.bytes(index.postal(record).place)) {
                case .name?: return true
                case let found?: if corrected == nil { corrected = (country, found) }
                case nil: continue
                }
            }
            return false
        }
        if let shape, namesLocality(shape) { return (shape, .name) }
        if let country = index.postalCountries.first(where: { $0 != shape && namesLocality($0) }) { return (country, .name) }
        return corrected
    }

    /// The places one of `names` (keys) names, most populous first.
    private func placesNamed(_ names: [[UInt8]]) -> [Int] {
        var places: [Int] = []
        for name in names {
            let range = name.withUnsafeBytes { index.placeKeyRange($0) }
            places.append(contentsOf: range.map { index.placeKeyPlace($0) })
        }
        // One name's places come sorted by population already.
        if names.count > 1 { places.sort { index.placePopulation($0) > index.placePopulation($1) } }
        return places
    }

    /// The POST records of the written code, exactly, in `country`;
    /// `plain` is the code normalized for no country, which is its form in
    /// a country with no prefixes of its own and no ZIP rules.
    private func exactCode(_ written: String, plain: String, country: UInt16) -> Range<Int> {
        let iso = Self.codeString(country)
        var code = iso == "US" || PostalCodeKey.countryPrefixes[iso] != nil ? Self.storedCode(written, country: iso) : plain
        return code.withUTF8 { index.postalRange(country: country, prefix: UnsafeRawBufferPointer($0), exact: true) }
    }

    /// How a code's answer agrees with the locality, if it does: by the
    /// name of the place it gives or of any place the code serves in its
    /// country, else by lying near a place named so.
    private func agreement(_ result: GeocodeResult, plain: String, written: String, named: [Int], misspelt: [Int]) -> Agreement? {
        var matched = result.matchedName
        var byName = matched.withUTF8 { nameAgreement(UnsafeRawBufferPointer($0)) }
        guard result.precision == .postalCode else {
            // Neighbours of the code named like the locality, or near a place so named.
            return byName?.rank == Agreement.name.rank || near(result, named) ? .neighboursNearName : nil
        }
        if byName?.rank != Agreement.name.rank {
            for record in exactCode(written, plain: plain, country: GazetteerBuilder.countryCode(result.countryCode)) {
                guard let found = nameAgreement(index.bytes(index.postal(record).place)) else { continue }
                if found.rank > byName?.rank ?? -1 { byName = found }
                if found.rank == Agreement.name.rank { break }
            }
        }
        if let byName, byName.rank > Agreement.nearName.rank { return byName }
        if near(result, named) { return .nearName }
        if let byName { return byName }
        if near(result, misspelt) { return .nearCorrectedName }
        return nil
    }

    /// Whether a place's name is the locality, or the locality misspelt.
    private func nameAgreement(_ raw: UnsafeRawBufferPointer) -> Agreement? {
        guard let first = key.first, Self.mayFold(raw, to: first) else { return nil }
        var name: [UInt8] = []
        PlaceKey.make(String(decoding: raw, as: UTF8.self), scratch: &scratch, into: &name)
        if name == key { return .name }
        guard EditDistance.letters(in: key) >= 4 else { return nil }
        let edits = name.withUnsafeBytes { a in
            key.withUnsafeBytes { b in EditDistance.within(a, b, limit: EditDistance.allowance(for: key)) }
        }
        return edits == nil ? nil : .correctedName(name)
    }

    private func near(_ result: GeocodeResult, _ places: [Int]) -> Bool {
        places.contains { place in
            let record = index.place(place)
            return GreatCircle.kilometres(result.latitude, result.longitude, record.latitude, record.longitude) <= Self.agreementKilometres
        }
    }
}
