import Geodesy

/// A hotel's position and where it came from.
public struct Coordinate: Equatable, Sendable {
    /// Degrees north (negative south), WGS 84.
    public var latitude: Double
    /// Degrees east (negative west), WGS 84.
    public var longitude: Double
    /// Who supplied the position.
    public var source: Source
    /// How precise the position is: `exact` for a card's GEO or a typed-in
    /// position, else the gazetteer's level (`postalCode`, `locality`,
    /// `region`, `country`).
    public var precision: String

    /// Who supplied the position. A card's own GEO is never overwritten by a guess.
    public enum Source: String, Sendable, CaseIterable {
        /// The card's own GEO; the offline gazetteer's guess from the address; a
        /// position the user typed in (`--lat` and `--lon`), which an exported card
        /// marks as such.
        case card, gazetteer, manual
    }

    /// A position as given, `exact` unless said otherwise; the numbers are
    /// not checked (see ``isValid(latitude:longitude:)``).
    public init(latitude: Double, longitude: Double, source: Source, precision: String = "exact") {
        self.latitude = latitude
        self.longitude = longitude
        self.source = source
        self.precision = precision
    }

    /// Whether the numbers are a position on Earth.
    public static func isValid(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// Great-circle distance in kilometres (``GreatCircle/kilometres(_:_:_:_:)``).
    public func distance(to other: Coordinate) -> Double {
        GreatCircle.kilometres(latitude, longitude, other.latitude, other.longitude)
    }

    /// Great-circle distance in kilometres between two positions in degrees
    /// (``GreatCircle/kilometres(_:_:_:_:)``).
    public static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        GreatCircle.kilometres(lat1, lon1, lat2, lon2)
    }
}
