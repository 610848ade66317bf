import AddressText
import Testing
@testable import Gazetteer

/// A district before its city, the city in the region part: how a one-line
/// address ("Apollo Bunder, Colaba, Mumbai, India") splits, and how a form
/// gets filled in.
@Suite("A city in the region part")
struct CityInRegionPartTests {
    static func geocoder() throws -> OfflineGeocoder {
        try madeGeocoder([
            ("admin1CodesASCII.txt", "IN.16\tMaharashtra\tMaharashtra\t1264418\nFR.84\tAuvergne-Rhone-Alpes\tAuvergne-Rhone-Alpes\t11071625\n"),
            ("cities1000.txt",
             citiesRow(1, "Mumbai", 19.07283, 72.88261, country: "IN", region: "16", population: 12_691_836)
                + citiesRow(2, "Kurla", 19.06, 72.88, country: "IN", region: "16", population: 8_000)
                + citiesRow(3, "Vienne", 45.52, 4.87, country: "FR", region: "84", population: 29_000)
                + citiesRow(4, "Pune", 18.52, 73.86, country: "IN", region: "16", population: 3_124_458)),
        ])
    }

    @Test("a locality no place bears, beside a city written as the region: that city, at region precision, said so, at 0.5 at most")
    func districtBeforeCity() throws {
        let geocoder = try Self.geocoder()
        let answer = try #require(geocoder.geocode(PostalAddress(street: "Apollo Bunder", locality: "Colaba", region: "Mumbai", country: "India")))
        #expect(answer.rule == .cityInRegionPart && answer.precision == .region && answer.matchedName == "Mumbai")
        #expect(answer.confidence <= 0.5 && !answer.isCorrected && answer.countryCode == "IN")
        #expect(kilometres(answer, 19.07, 72.88) < 1)
    }

    @Test("a locality the country has, a region the index knows, no country, or a city under 100,000 people: not read so")
    func notRead() throws {
        let geocoder = try Self.geocoder()
        // The locality is a place of the country: that place.
        let kurla = geocoder.geocode(PostalAddress(locality: "Kurla", region: "Mumbai", country: "IN"))
        #expect(kurla?.matchedName == "Kurla" && kurla?.rule != .cityInRegionPart)
        // The region part is a region: the region's answer.
        let region = geocoder.geocode(PostalAddress(locality: "Colaba", region: "Maharashtra", country: "IN"))
        #expect(region?.rule == .region)
        // No country written.
        #expect(geocoder.geocode(PostalAddress(locality: "Colaba", region: "Mumbai"))?.rule != .cityInRegionPart)
        // A department's smaller namesake says nothing of where the village is.
        #expect(geocoder.geocode(PostalAddress(locality: "Saint-Nulle-Part", region: "Vienne", country: "FR"))?.rule != .cityInRegionPart)
        // A misspelt city in the region part is no city.
        #expect(geocoder.geocode(PostalAddress(locality: "Colaba", region: "Mumbay", country: "IN"))?.rule != .cityInRegionPart)
    }
}
