/// The builder's working records, before they are laid out in an index.
struct BuildPlace {
    var name: String
    var keys: Set<String>
    /// The keys of its other names that are codes (``ScriptPolicy/isCode(_:of:)``):
    /// dropped where they are another place's own name.
    var codeKeys: Set<String> = []
    var latitude: Double
    var longitude: Double
    var population: UInt32
    var country: String
    var admin1: String
}

struct BuildRegion {
    var country: String
    var code: String
    var name: String
    var otherNames: [String] = []
    var iso: String = ""
}

/// A postal code's rows, merged per place name: a code shared by several
/// villages keeps each village's position, so an address with both the
/// code and the village lands on the village.
struct BuildPostal {
    var regionHint: String
    var places: [String: SphereSum] = [:]
}

/// Sums unit vectors, so that averaging positions works across the
/// antimeridian and near the poles (a plain mean of longitudes does not).
struct SphereSum {
    var x = 0.0, y = 0.0, z = 0.0, weight = 0.0

    mutating func add(latitude: Double, longitude: Double, weight: Double = 1) {
        let lat = latitude * .pi / 180, lon = longitude * .pi / 180
        x += cos(lat) * cos(lon) * weight
        y += cos(lat) * sin(lon) * weight
        z += sin(lat) * weight
        self.weight += weight
    }

    mutating func add(_ other: SphereSum) {
        x += other.x; y += other.y; z += other.z; weight += other.weight
    }

    /// The mean position, or `nil` when nothing was added.
    var mean: (latitude: Double, longitude: Double)? {
        guard weight > 0 else { return nil }
        let horizontal = (x * x + y * y).squareRoot()
        guard horizontal > 1e-12 || abs(z) > 1e-12 else { return nil }
        return (atan2(z, horizontal) * 180 / .pi, atan2(y, x) * 180 / .pi)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
