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
    return OfflineGeocoder.kilometres(result.latitude, result.longitude, latitude, longitude)
}
