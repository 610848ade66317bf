#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Distances between positions on Earth, taken as a sphere of the IUGG mean
/// radius: the one rule the store's nearby matching and `list --near`, and
/// the gazetteer's choices between places, measure with.
public enum GreatCircle {
    /// The Earth's mean radius R₁ (IUGG), in kilometres.
    public static let earthRadiusKilometres = 6371.0088

    /// The great-circle distance in kilometres between two positions given
    /// in degrees (the haversine formula, which stays exact for short distances).
    ///
    /// The same two positions always give the same bits: the gazetteer's
    /// index is laid out by these distances and must build reproducibly.
    public static func kilometres(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (latitude2 - latitude1) * radians, dLon = (longitude2 - longitude1) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusKilometres * asin(min(1, a.squareRoot()))
    }
}
