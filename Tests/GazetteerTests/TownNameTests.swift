import Testing
@testable import Gazetteer

/// ``GazetteerIndex/hasTown(named:inCountry:minimumPopulation:)``: a town's
/// own name, in its country, of its size.
@Suite("A town's name")
struct TownNameTests {
    static func index() throws -> GazetteerIndex {
        try madeGeocoder([("cities1000.txt",
            citiesRow(1, "Chicago", 41.85, -87.65, country: "US", region: "IL", population: 2_720_546)
            + citiesRow(2, "Laguna Beach", 33.54, -117.78, country: "US", region: "CA", population: 23_032, alternates: "Laguna")
            + citiesRow(3, "Central", 34.72, -82.78, country: "US", region: "SC", population: 5_159)
            + citiesRow(4, "St. Louis", 38.63, -90.2, country: "US", region: "MO", population: 315_685))]).index
    }

    @Test("a town's own name in its country, compared as the geocoder compares a locality")
    func ownName() throws {
        let index = try Self.index()
        #expect(index.hasTown(named: "chicago", inCountry: "US", minimumPopulation: 10_000))
        #expect(index.hasTown(named: "Laguna Beach", inCountry: "US", minimumPopulation: 10_000))
        #expect(index.hasTown(named: "Saint Louis", inCountry: "US", minimumPopulation: 10_000))
        #expect(index.hasTown(named: "chicago", inCountry: nil, minimumPopulation: 10_000))
    }

    @Test("another country, a smaller place, another name of the place, a name no place bears")
    func notATown() throws {
        let index = try Self.index()
        #expect(!index.hasTown(named: "chicago", inCountry: "CA", minimumPopulation: 10_000))
        #expect(!index.hasTown(named: "central", inCountry: "US", minimumPopulation: 10_000))
        #expect(index.hasTown(named: "central", inCountry: "US", minimumPopulation: 5_000))
        #expect(!index.hasTown(named: "laguna", inCountry: "US", minimumPopulation: 10_000))
        #expect(!index.hasTown(named: "kitchen", inCountry: nil, minimumPopulation: 0))
        #expect(!index.hasTown(named: "", inCountry: nil, minimumPopulation: 0))
    }
}
