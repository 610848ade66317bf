/// Where the geocoder put an address, and how sure it is.
public struct GeocodeResult: Equatable, Sendable {
    /// Degrees north (negative south), to a millionth of a degree.
    public var latitude: Double
    /// Degrees east (negative west), to a millionth of a degree.
    public var longitude: Double
    /// The level the answer is precise to; never finer than the input allowed.
    public var precision: Precision
    /// From 0 to 1: how likely the answer is the place meant.
    public var confidence: Double
    /// The name of the place (or postal code area, region, country) matched.
    public var matchedName: String
    /// The ISO 3166-1 alpha-2 code of the country the answer is in.
    public var countryCode: String
    /// Which rule matched, for people and tests: see ``MatchRule``.
    public var rule: MatchRule
    /// Other places matched as well (a locality name several places share,
    /// some far apart); the answer is the one that agrees best with the
    /// rest of the address, else the most populous.
    public var isAmbiguous: Bool

    /// What else the address matched, for an ambiguous answer: "other
    /// countries have this postal code" or "other places share this name";
    /// `nil` when the answer is not ambiguous.
    public var ambiguity: String? {
        guard isAmbiguous else { return nil }
        return rule == .postalCode ? "other countries have this postal code" : "other places share this name"
    }

    /// Whether the locality was found by correcting a misspelling: by a
    /// rule that corrects it, or beside a postal code whose country its
    /// corrected spelling chose.
    public var isCorrected: Bool { rule.isCorrection || localityCorrected }

    /// The locality was misspelt, and its corrected spelling chose the
    /// country of the postal code (``rule`` says how the code was placed).
    public internal(set) var localityCorrected = false

    /// The locality was found within the area of the written postal code,
    /// which the index knows only as a wide district (an Eircode's routing
    /// key): the code confirms the town, whatever region is written beside it.
    public internal(set) var inPostalCodeArea = false

    /// A result whose position is rounded to a millionth of a degree, the
    /// index's own precision.
    public init(latitude: Double, longitude: Double, precision: Precision, confidence: Double,
                matchedName: String, countryCode: String, rule: MatchRule, isAmbiguous: Bool = false) {
        self.isAmbiguous = isAmbiguous
        // To the index's own precision (a micro-degree): a position worked
        // out from others (a centroid of neighbouring codes) claims no more.
        self.latitude = (latitude * GazetteerFormat.coordinateScale).rounded() / GazetteerFormat.coordinateScale
        self.longitude = (longitude * GazetteerFormat.coordinateScale).rounded() / GazetteerFormat.coordinateScale
        self.precision = precision
        self.confidence = confidence
        self.matchedName = matchedName
        self.countryCode = countryCode
        self.rule = rule
    }

    /// How precise a result is, finest first.
    public enum Precision: String, Sendable, CaseIterable, Comparable {
        /// A postal code's area, a locality (a city, town or village), a region
        /// (a state, province…), a whole country.
        case postalCode, locality, region, country

        /// Whether `lhs` is finer than `rhs` (`.postalCode < .locality`).
        public static func < (lhs: Precision, rhs: Precision) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The rules, in the order the geocoder tries them.
    public enum MatchRule: String, Sendable, CaseIterable {
        /// The postal code, exactly, in the given or inferred country.
        case postalCode = "postal-code"
        /// A shorter form of the postal code (UK outward code, Canadian FSA,
        /// Dutch four digits, or a common prefix).
        case postalCodePrefix = "postal-code-prefix"
        /// A code the index lacks, placed at the codes that differ from it
        /// only in the last one to three characters and serve the
        /// address's locality, else among those that differ in the last one
        /// or two, when they lie close together (locality precision).
        case postalCodeNeighbours = "postal-code-neighbours"
        /// The locality by its name among the places of the written region and country.
        case localityRegionCountry = "locality+region+country"
        /// The locality by its name among the places of the written country (no region
        /// written).
        case localityCountry = "locality+country"
        /// The locality by its name among the places of the written region, the
        /// address naming no country the index knows.
        case localityRegion = "locality+region"
        /// The locality misspelt (see ``EditDistance``), found among the
        /// places of the given region.
        case localityFuzzy = "locality-typo"
        /// The locality misspelt, found among the places of the given
        /// country, weighted by population and agreement with the address.
        case localityCountryFuzzy = "locality-typo+country"
        /// The locality alone: the most populous place of that name.
        case localityOnly = "locality-only"
        /// The locality misspelt, with no region or country: taken only when
        /// every closest name is the same name.
        case localityOnlyFuzzy = "locality-typo-only"
        /// A locality no place of the country bears, beside a region part
        /// that names no region but a city of the country: that city's
        /// position, at region precision ("Colaba, Mumbai", a district
        /// before its city).
        case cityInRegionPart = "city-in-region-part"
        /// The region alone, when no locality was found: the most populous of the
        /// regions the written name fits.
        case region
        /// A code the index lacks that nothing else placed: the nearest code
        /// in number of its district (region precision).
        case postalCodeNearest = "postal-code-nearest"
        /// The country alone, when nothing finer matched.
        case country

        /// Whether the rule found the locality among the places of a region
        /// the address named.
        public var isInWrittenRegion: Bool { [.localityRegionCountry, .localityRegion, .localityFuzzy].contains(self) }

        /// Whether the rule corrects a misspelt locality.
        public var isCorrection: Bool { [.localityFuzzy, .localityCountryFuzzy, .localityOnlyFuzzy].contains(self) }
    }
}

/// Turns an address into a position.
public protocol Geocoder {
    /// The best answer for `address`, or `nil` when nothing matches well
    /// enough: no answer is better than a guess.
    func geocode(_ address: PostalAddress) -> GeocodeResult?
}
