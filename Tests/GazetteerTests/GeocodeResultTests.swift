@testable import Gazetteer
import Testing

struct GeocodeResultTests {
    @Test("a position is kept to the index's micro-degree: one worked out from others claims no more")
    func microDegrees() {
        let result = GeocodeResult(latitude: 51.42343380411584, longitude: -0.19733321590000001, precision: .postalCode, confidence: 0.9,
                                   matchedName: "SW19 5", countryCode: "GB", rule: .postalCodeNeighbours)
        #expect(result.latitude == 51.423434 && result.longitude == -0.197333)
        #expect("\(result.latitude),\(result.longitude)" == "51.423434,-0.197333")
    }
}
