import AddressText
import Geodesy

/// The post offices of a postal code's district: the codes of its country
/// that share all but its last three characters (codes of five or more).
///
/// A district is where the address's code says it is even when the index
/// lacks the code itself, so it tells a same-named place in the right part
/// of the country from one a thousand kilometres away.
struct PostalDistrict {
    /// The offices' positions, in degrees.
    let points: [(latitude: Float, longitude: Float)]

    /// A place within this distance of one of the district's offices lies in it.
    static let reachKilometres = 50.0

    /// A prefix with more offices than this is a region, not a district
    /// (a five-character code of a country of six: "12" is all of Moscow):
    /// it tells no village from another, and scanning it would cost more
    /// than the answer is worth.
    static let mostOffices = 2000

    /// How many characters of a normalized code of `length` name its
    /// district, or `nil` when the code is too short to have one.
    static func prefixLength(ofCodeLength length: Int) -> Int? {
        length >= 5 ? length - 3 : nil
    }

    /// Whether `latitude`, `longitude` lies within ``reachKilometres`` of an office.
    func holds(latitude: Double, longitude: Double) -> Bool {
        // A degree of latitude is never shorter than 110 km: offices farther
        // north or south than that need no distance.
        let band = Self.reachKilometres / 110
        return points.contains { point in
            abs(Double(point.latitude) - latitude) <= band
                && GreatCircle.kilometres(latitude, longitude, Double(point.latitude), Double(point.longitude)) <= Self.reachKilometres
        }
    }
}

extension OfflineGeocoder {
    /// The district of `written` in `country` (read as ``storedCode(_:country:)``
    /// reads it), or `nil` when the code has none, the index holds no office
    /// of it, or more than ``PostalDistrict/mostOffices``, or the code is
    /// none of the country's (``GazetteerIndex/isLongerThanEveryCode(_:country:)``).
    /// Cached: a batch repeats its districts.
    func postalDistrict(_ written: String, country: UInt16) -> PostalDistrict? {
        let stored = Self.storedCode(written, country: Self.codeString(country))
        guard !index.isLongerThanEveryCode(stored, country: country) else { return nil }
        let code = Array(stored.utf8)
        guard let length = PostalDistrict.prefixLength(ofCodeLength: code.count) else { return nil }
        let query = DistrictQuery(prefix: Array(code[..<length]), country: country)
        if let known = districtCache[query] { return known }
        let range = query.prefix.withUnsafeBytes { index.postalRange(country: country, prefix: $0, exact: false) }
        let district = range.isEmpty || range.count > PostalDistrict.mostOffices ? nil : PostalDistrict(points: range.map { record in
            let office = index.postal(record)
            return (Float(office.latitude), Float(office.longitude))
        })
        if districtCache.count >= Self.cacheLimit { districtCache.removeAll(keepingCapacity: true) }
        districtCache[query] = district
        return district
    }

    struct DistrictQuery: Hashable {
        let prefix: [UInt8]
        let country: UInt16
    }
}
