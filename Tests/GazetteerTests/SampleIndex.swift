import Foundation
import Geodesy
import HotelsTestSupport
@testable import Gazetteer

/// An index built from the hand-written GeoNames-format samples in
/// `Fixtures/gazetteer/`, once per test run.
enum SampleIndex {
    static let sources = ["cities-sample.txt", "admin1CodesASCII-sample.txt", "admin1-sample.tsv", "postal-sample.txt"]
        .map { TestPaths.fixtures.appendingPathComponent("gazetteer/\($0)").path }

    static let bytes: [UInt8] = {
        let builder = GazetteerBuilder()
        for source in sources { try! builder.add(path: source) }
        return builder.indexBytes(buildTime: 1_795_910_400)
    }()

    static func index() throws -> GazetteerIndex { try GazetteerIndex(bytes: bytes) }

    static func geocoder() throws -> OfflineGeocoder { OfflineGeocoder(index: try index()) }
}

/// Great-circle kilometres, for "close enough" checks.
func kilometres(_ result: GeocodeResult?, _ latitude: Double, _ longitude: Double) -> Double {
    guard let result else { return .infinity }
    return GreatCircle.kilometres(result.latitude, result.longitude, latitude, longitude)
}

/// A geocoder over an index built from source files written for one test:
/// `files` are (file name, text) pairs, added in order (the name tells the
/// builder the format: `cities1000.txt`, `postal.txt`).
func madeGeocoder(_ files: [(name: String, text: String)]) throws -> OfflineGeocoder {
    let folder = TemporaryDirectory()
    let builder = GazetteerBuilder()
    for (name, text) in files {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try builder.add(path: path)
    }
    return OfflineGeocoder(index: try GazetteerIndex(bytes: builder.indexBytes(buildTime: 0)))
}

/// A GeoNames cities row: a place of `name` in `country`'s admin1 `region`.
func citiesRow(_ id: Int, _ name: String, _ latitude: Double, _ longitude: Double, country: String, region: String, population: Int,
               alternates: String = "") -> String {
    "\(id)\t\(name)\t\(name)\t\(alternates)\t\(latitude)\t\(longitude)\tP\tPPL\t\(country)\t\t\(region)\t\t\t\t\(population)\t\t0\tUTC\t2026-01-01\n"
}
