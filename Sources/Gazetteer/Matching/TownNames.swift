import Geodesy
import AddressText

extension GazetteerIndex {
    /// Whether a place of at least `minimumPopulation` people bears `name`
    /// as its own name (not only as a former or another language's name) in
    /// the country `countryCode` (ISO 3166 alpha-2, upper case), or in any
    /// country when it is `nil`. Names are compared by ``PlaceKey``, as the
    /// geocoder compares a locality.
    public func hasTown(named name: String, inCountry countryCode: String?, minimumPopulation: UInt32) -> Bool {
        // A place's country is its code's two bytes, as the index holds it.
        var country: UInt16?
        if let countryCode {
            let bytes = Array(countryCode.utf8)
            guard bytes.count == 2 else { return false }
            country = UInt16(bytes[0]) | UInt16(bytes[1]) << 8
        }
        return places(named: name, country: country).contains { $0.ownName && placePopulation($0.place) >= minimumPopulation }
    }

    /// The population of the most populous place known as `name` (its own
    /// name or another: "Roma" is Rome) in the country numbered `country`
    /// (the index's form), or anywhere when it is `nil`; `nil` when none is.
    func largestPopulation(ofPlaceNamed name: String, country: UInt16?) -> UInt32? {
        places(named: name, country: country).map { placePopulation($0.place) }.max()
    }

    /// The population of the place known as `name` that lies at an answer's
    /// position (within a hundredth of a degree, about a kilometre), or `nil`.
    func population(ofPlaceNamed name: String, at latitude: Double, _ longitude: Double) -> UInt32? {
        places(named: name, country: nil).lazy.map { self.place($0.place) }
            .first { abs($0.latitude - latitude) < 0.01 && abs($0.longitude - longitude) < 0.01 }?.population
    }

    /// Whether a place known as `name` lies within `kilometres` of a position.
    public func hasPlace(named name: String, withinKilometres kilometres: Double, of latitude: Double, _ longitude: Double) -> Bool {
        places(named: name, country: nil).contains { entry in
            let place = self.place(entry.place)
            return GreatCircle.kilometres(latitude, longitude, place.latitude, place.longitude) <= kilometres
        }
    }

    /// Whether a place known as `name` lies by `answer`: within 25 km, the
    /// reach a town's name has of the point an address was placed at (its
    /// postal code's, another reading's) that names it.
    public func hasPlace(named name: String, by answer: GeocodeResult) -> Bool {
        hasPlace(named: name, withinKilometres: 25, of: answer.latitude, answer.longitude)
    }

    /// The country (the index's number) of the most populous place known
    /// as `name`, or `nil` when no place is.
    func countryOfLargestPlace(named name: String) -> UInt16? {
        places(named: name, country: nil).max { placePopulation($0.place) < placePopulation($1.place) }.map { placeCountry($0.place) }
    }

    /// Whether a place of `regions` (the index's numbers) is known as `name`.
    func namesPlace(_ name: String, inRegions regions: [Int]) -> Bool {
        places(named: name, country: nil).contains { regions.contains(Int(placeRegion($0.place))) }
    }

    /// Whether `name` is known as places (its own name or another), none
    /// of them in one of `regions` (the index's numbers).
    func namesPlacesOnlyOutside(_ name: String, regions: [Int]) -> Bool {
        let found = places(named: name, country: nil)
        return !found.isEmpty && !found.contains { regions.contains(Int(placeRegion($0.place))) }
    }

    /// The places known as `name` by ``PlaceKey``, in the country numbered
    /// `country` when it is given, each with whether `name` is its own name.
    private func places(named name: String, country: UInt16?) -> [(place: Int, ownName: Bool)] {
        let key = Array(PlaceKey.make(name).utf8)
        guard !key.isEmpty else { return [] }
        return key.withUnsafeBytes { key in
            placeKeyRange(key).compactMap { entry in
                let place = placeKeyPlace(entry)
                guard country.map({ placeCountry(place) == $0 }) != false else { return nil }
                return (place, placeKey(place).elementsEqual(key))
            }
        }
    }
}
