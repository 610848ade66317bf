import Testing
@testable import Gazetteer

/// A postal code written without a country, beside a locality spelt right,
/// misspelt, or unknown: the code is taken only in a country where it and
/// the (corrected) locality agree. Five-digit codes that are also US ZIPs
/// of other places, on an index made for it.
struct PostalCountryTests {
    static let cities = [
        citiesRow(1, "Berlin", 52.52437, 13.41053, country: "DE", region: "16", population: 3_426_354),
        citiesRow(2, "Munich", 48.13743, 11.57549, country: "DE", region: "02", population: 1_260_391, alternates: "München,Muenchen"),
        citiesRow(3, "Paris", 48.85341, 2.3488, country: "FR", region: "11", population: 2_138_551),
        citiesRow(4, "Madrid", 40.4165, -3.70256, country: "ES", region: "29", population: 3_255_944),
        citiesRow(5, "Cáceres", 39.47649, -6.37224, country: "ES", region: "57", population: 95_000),
        citiesRow(6, "New York City", 40.71427, -74.00597, country: "US", region: "NY", population: 8_175_133, alternates: "New York"),
        citiesRow(7, "Addison", 32.96179, -96.82917, country: "US", region: "TX", population: 15_000),
        citiesRow(8, "Boulder", 40.01499, -105.27055, country: "US", region: "CO", population: 105_000),
        citiesRow(9, "Berlin", 44.46867, -71.18508, country: "US", region: "NH", population: 10_000),
        citiesRow(10, "Palma", 39.56939, 2.65024, country: "ES", region: "07", population: 401_270),
        citiesRow(11, "Saltillo", 25.42321, -101.0053, country: "MX", region: "07", population: 709_671),
        citiesRow(12, "Saltillo", 19.2964, -97.2966, country: "MX", region: "21", population: 1_000),
    ].joined()

    static let postal = [
        ("DE", "10115", "Berlin", 52.5323, 13.3846), ("DE", "80331", "München", 48.1345, 11.571),
        ("FR", "75001", "Paris", 48.8625, 2.3364), ("ES", "28001", "Madrid", 40.4255, -3.6834),
        ("ES", "10001", "Cáceres", 39.47, -6.37), ("ES", "10005", "Cáceres", 39.46, -6.38),
        ("US", "10115", "New York", 40.8111, -73.9642), ("US", "75001", "Addison", 32.96, -96.8385),
        ("US", "28001", "Albemarle", 35.3573, -80.2044), ("US", "80301", "Boulder", 40.0497, -105.2143),
        ("US", "80302", "Boulder", 40.0172, -105.2851),
        // Places the index has only as the names of their codes' rows.
        ("DE", "79336", "Herbolzheim", 48.2167, 7.7833), ("US", "79336", "Levelland", 33.5873, -102.3781),
        ("US", "49871", "Palmer", 46.4416, -87.5764),
        // A code of Mexico's beside the US ZIP, both serving a Saltillo.
        ("MX", "75470", "Saltillo", 19.2964, -97.2966), ("US", "75478", "Saltillo", 33.1767, -95.3433),
        // A code two countries have and the US has not.
        ("ES", "46001", "Valencia", 39.4739, -0.3797), ("FR", "46001", "Cahors", 44.4475, 1.4419),
    ].map { "\($0.0)\t\($0.1)\t\($0.2)\t\t\t\t\t\t\t\($0.3)\t\($0.4)\t4\n" }.joined()

    struct Case: Sendable, CustomTestStringConvertible {
        let locality: String
        let postalCode: String
        /// The answer's country, or nil for no answer.
        let country: String?
        var matched = ""
        var rule = GeocodeResult.MatchRule.postalCode
        var corrected = false
        var highestConfidence = 1.0
        var testDescription: String { "\(postalCode) \(locality)" }
    }

    static let cases: [Case] = [
        // Spelt right: the locality's country, as before.
        Case(locality: "Berlin", postalCode: "10115", country: "DE", matched: "Berlin"),
        Case(locality: "New York", postalCode: "10115", country: "US", matched: "New York"),
        Case(locality: "Addison", postalCode: "75001", country: "US", matched: "Addison"),
        // Misspelt: the country where the code and the corrected name agree, not the ZIP's.
        Case(locality: "Berlni", postalCode: "10115", country: "DE", matched: "Berlin", corrected: true, highestConfidence: 0.85),
        Case(locality: "Pariss", postalCode: "75001", country: "FR", matched: "Paris", corrected: true, highestConfidence: 0.85),
        Case(locality: "Madird", postalCode: "28001", country: "ES", matched: "Madrid", corrected: true, highestConfidence: 0.85),
        Case(locality: "Münhcen", postalCode: "80331", country: "DE", matched: "München", corrected: true, highestConfidence: 0.85),
        Case(locality: "Nwe York", postalCode: "10115", country: "US", matched: "New York", corrected: true, highestConfidence: 0.85),
        // Misspelt, and no country where the code is a code of that place:
        // the corrected locality alone, with little confidence, not New York.
        Case(locality: "Madird", postalCode: "10115", country: "ES", matched: "Madrid", rule: .localityOnlyFuzzy, corrected: true,
             highestConfidence: 0.5),
        // Spelt right but elsewhere than any country's code: the locality alone.
        Case(locality: "Cáceres", postalCode: "75001", country: "ES", matched: "Cáceres", rule: .localityOnly, highestConfidence: 0.7),
        // A place known only as the name of its code's rows, spelt right or misspelt.
        Case(locality: "Herbolzheim", postalCode: "79336", country: "DE", matched: "Herbolzheim"),
        Case(locality: "Palmr", postalCode: "49871", country: "US", matched: "Palmer", corrected: true, highestConfidence: 0.85),
        // The code's own rows naming the locality outweigh neighbouring codes that do.
        Case(locality: "Saltillo", postalCode: "75478", country: "US", matched: "Saltillo"),
        // A locality the index knows by no name: the shape's country, unconfirmed.
        Case(locality: "Xqzzyville", postalCode: "10115", country: "US", matched: "New York", highestConfidence: 0.6),
    ]

    @Test("a code without a country is taken where it agrees with the locality, spelt right or corrected", arguments: cases)
    func agreement(_ row: Case) throws {
        let geocoder = try madeGeocoder([("cities1000.txt", Self.cities), ("postal.txt", Self.postal)])
        let result = geocoder.geocode(PostalAddress(locality: row.locality, postalCode: row.postalCode))
        #expect(result?.countryCode == row.country)
        guard let result else { return }
        #expect(result.matchedName == row.matched)
        #expect(result.rule == row.rule)
        #expect(result.isCorrected == row.corrected)
        #expect(result.confidence <= row.highestConfidence)
    }

    @Test("written on one line, a misspelt town beside a code is read the same way")
    func oneLine() throws {
        let geocoder = try madeGeocoder([("cities1000.txt", Self.cities), ("postal.txt", Self.postal)])
        let result = geocoder.geocode(readings: AddressReading.readings(of: "10115 Berlni"))
        #expect(result?.countryCode == "DE")
        #expect(result?.isCorrected == true)
    }

    /// A code alone, with no country nor locality: five digits read as a
    /// US ZIP, said to be ambiguous where other countries use the code too.
    @Test("five digits alone: a ZIP, ambiguous where other countries have the code", arguments: [
        ("10115", "US", "New York", 0.5), ("28001", "US", "Albemarle", 0.5), ("80301", "US", "Boulder", 0.9),
        // ZIP+4 is the US's alone; a country's prefix names it.
        ("10115-1234", "US", "New York", 0.9), ("D-10115", "DE", "Berlin", 0.9), ("F-75001", "FR", "Paris", 0.9),
    ])
    func codeAlone(code: String, country: String, matched: String, confidence: Double) throws {
        let geocoder = try madeGeocoder([("cities1000.txt", Self.cities), ("postal.txt", Self.postal)])
        for result in [geocoder.geocode(PostalAddress(postalCode: code)), geocoder.geocode(readings: AddressReading.readings(of: code))] {
            #expect(result?.countryCode == country)
            #expect(result?.matchedName == matched)
            // Ambiguous: a ZIP other countries have too, said so.
            #expect(result?.isAmbiguous == (confidence == 0.5))
            #expect(result?.confidence == confidence)
        }
    }

    /// "Adison 75001": the corrected town settles the country; it was still
    /// said to be ambiguous, at 0.5.
    @Test("a code beside a town that agrees with it, as written or corrected, is no ambiguous ZIP")
    func codeWithTown() throws {
        let geocoder = try madeGeocoder([("cities1000.txt", Self.cities), ("postal.txt", Self.postal)])
        for town in ["Addison", "Adison"] {
            let result = geocoder.geocode(PostalAddress(locality: town, postalCode: "75001"))
            #expect(result?.countryCode == "US" && result?.matchedName == "Addison", "\(town)")
            #expect(result?.isAmbiguous == false, "\(town)")
            #expect((result?.confidence ?? 0) > 0.5, "\(town)")
        }
    }

    @Test("five digits the US lacks: no answer, whoever else has them")
    func codeNoZIP() throws {
        let geocoder = try madeGeocoder([("cities1000.txt", Self.cities), ("postal.txt", Self.postal)])
        #expect(geocoder.geocode(PostalAddress(postalCode: "00184")) == nil)
        // One other country has it, or two: none is guessed, nor a ZIP near it.
        #expect(geocoder.geocode(PostalAddress(postalCode: "80331")) == nil)
        #expect(geocoder.geocode(PostalAddress(postalCode: "75470")) == nil)
        #expect(geocoder.geocode(PostalAddress(postalCode: "46001")) == nil)
        #expect(geocoder.geocode(PostalAddress(postalCode: "46001", country: "ES"))?.matchedName == "Valencia")
    }
}
