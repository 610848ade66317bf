import Geodesy
import Testing

/// The one great-circle distance, on the sphere of the IUGG mean radius.
struct GreatCircleTests {
    static let radius = 6371.0088

    @Test("distances on the mean Earth sphere", arguments: [
        // Half a meridian, a degree of the equator, a quarter of the equator.
        (90.0, 0.0, -90.0, 0.0, Double.pi * radius), (0, 0, 0, 1, Double.pi * radius / 180),
        (0, 0, 0, 90, Double.pi * radius / 2), (0, 180, 0, -180, 0), (10, 10, 10, 10, 0),
        // Paris to London; Sydney to Santiago across the date line.
        (48.8566, 2.3522, 51.5074, -0.1278, 343.56), (-33.8688, 151.2093, -33.4489, -70.6693, 11_346.73),
    ])
    func distances(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double, _ kilometres: Double) {
        #expect(GreatCircle.earthRadiusKilometres == Self.radius)
        #expect(abs(GreatCircle.kilometres(lat1, lon1, lat2, lon2) - kilometres) < 0.1)
        #expect(GreatCircle.kilometres(lat1, lon1, lat2, lon2) == GreatCircle.kilometres(lat2, lon2, lat1, lon1))
    }

    @Test("antipodes and rounding past them stay on the sphere (no NaN)")
    func antipodes() {
        let far = GreatCircle.kilometres(45, 30, -45, -150)
        #expect(far.isFinite && abs(far - Double.pi * Self.radius) < 1e-6)
    }
}
