import Foundation
import HotelsTestSupport
import Testing
@testable import Gazetteer

/// One test per matching rule, on the sample index.
struct MatchingRuleTests {
    let geocoder: OfflineGeocoder

    init() throws { geocoder = try SampleIndex.geocoder() }

    func geocode(street: String = "", _ locality: String = "", region: String = "", postal: String = "", country: String = "") -> GeocodeResult? {
        geocoder.geocode(PostalAddress(street: street, locality: locality, region: region, postalCode: postal, country: country))
    }

    @Test("a postal code with its country")
    func postalWithCountry() {
        let result = geocode(postal: "75002", country: "FR")
        #expect(result?.rule == .postalCode)
        #expect(result?.precision == .postalCode)
        #expect(kilometres(result, 48.8682, 2.3428) < 0.1)
    }

    /// A country part hotels could not read was left out, and the town
    /// found anywhere: "Bora Bora, Polynésie française" was Boa Hora, Brazil.
    @Test("a country part no country's name is: its pieces, a region in its place, one typo from a country, else only a sure answer from anywhere")
    func unreadCountry() {
        // A country among its pieces.
        #expect(geocode("Berlin", country: "Deutschland (Germany)")?.countryCode == "DE")
        #expect(geocode("Berlin", country: "DE-Deutschland")?.countryCode == "DE")
        // A region written where the country goes.
        let bavaria = geocode("München", country: "Bayern")
        #expect(bavaria?.countryCode == "DE")
        #expect(kilometres(bavaria, 48.13743, 11.57549) < 1)
        // One letter off a country's name, or two letters swapped.
        #expect(geocode("Berlin", country: "Deutchland")?.countryCode == "DE")
        #expect(geocode("Munich", country: "Germnay")?.countryCode == "DE")
        // Nothing a country is: the locality as written, and unambiguous, or no answer —
        // never a correction found anywhere (a review: "Bora Bora" was Boa Hora, Brazil).
        #expect(geocode("Berlin", country: "Narnia")?.countryCode == "DE")
        #expect(geocode("Berlni", country: "Narnia") == nil)
        // A country's code stays what it is: a number or a mark is no country written.
        #expect(geocode("Berlin", country: "-")?.countryCode == "DE")
    }

    @Test("five digits without a country are a US ZIP")
    func fiveDigitsAreUS() {
        let result = geocode(postal: "94102")
        #expect(result?.countryCode == "US")
        #expect(result?.rule == .postalCode)
    }

    @Test("ZIP+4 is cut to five digits; a ZIP that lost its leading zero is padded")
    func zipForms() {
        #expect(geocode(postal: "94102-4689")?.rule == .postalCode)
        #expect(kilometres(geocode(postal: "2134", country: "US"), 42.3535, -71.1329) < 0.1)
        #expect(kilometres(geocode(postal: "7030", country: "USA"), 40.745, -74.0322) < 0.1)
    }

    @Test("partial codes: UK outward code, Canadian FSA, Dutch four digits")
    func partialCodes() {
        let london = geocode(postal: "SW1A 1AA", country: "GB")
        #expect(london?.rule == .postalCodePrefix)
        #expect(kilometres(london, 51.5018, -0.1328) < 0.1)
        #expect(geocode(postal: "SW1A 1AA")?.countryCode == "GB")  // shape alone
        #expect(geocode(postal: "M5V 3L9")?.countryCode == "CA")
        #expect(kilometres(geocode(postal: "1012 AB", country: "Netherlands"), 52.3735, 4.8951) < 0.1)
    }

    @Test("a code the index lacks takes its close neighbours, at locality precision")
    func neighbours() {
        let result = geocode(postal: "100-0007", country: "JP")
        #expect(result?.rule == .postalCodeNeighbours)
        #expect(result?.precision == .locality)
        #expect(kilometres(result, 35.678, 139.765) < 2)
    }

    @Test("a code with a locality elsewhere than the shape's country follows the locality: 10115 Berlin is not a US ZIP")
    func postalFollowsLocality() {
        let result = geocode("Berlin", postal: "10115")
        #expect(result?.countryCode == "DE")
        #expect(result?.rule == .postalCode)
    }

    @Test("locality + region + country, by region name, code and local name")
    func localityRegionCountry() {
        for region in ["IL", "Illinois", "illinois"] {
            let result = geocode("Springfield", region: region, country: "US")
            #expect(result?.rule == .localityRegionCountry)
            #expect(kilometres(result, 39.80172, -89.64371) < 1, "\(region)")
        }
        #expect(kilometres(geocode("München", region: "Bayern", country: "DE"), 48.13743, 11.57549) < 1)
        #expect(kilometres(geocode("Munich", region: "BY", country: "Germany"), 48.13743, 11.57549) < 1)
        #expect(kilometres(geocode("Toronto", region: "ON", country: "Canada"), 43.70011, -79.4163) < 1)
    }

    @Test("locality + country picks that country's place")
    func localityCountry() {
        let result = geocode("Paris", country: "US")
        #expect(result?.rule == .localityCountry)
        #expect(kilometres(result, 33.66094, -95.55551) < 1)
    }

    @Test("locality + region without a country")
    func localityRegion() {
        let result = geocode("Springfield", region: "MO")
        #expect(result?.rule == .localityRegion)
        #expect(kilometres(result, 37.21533, -93.29824) < 1)
    }

    @Test("locality alone: the most populous, flagged ambiguous when close in size")
    func localityOnly() {
        let paris = geocode("Paris")
        #expect(paris?.rule == .localityOnly)
        #expect(paris?.countryCode == "FR")
        #expect(paris?.isAmbiguous == false)  // 2.1 million against 25 thousand
        let springfield = geocode("Springfield")
        #expect(springfield?.isAmbiguous == true)
        #expect(kilometres(springfield, 37.21533, -93.29824) < 1)
        #expect((springfield?.confidence ?? 1) < 0.5)
    }

    @Test("a misspelt locality is found within its region")
    func typo() {
        for misspelled in ["Sprngfield", "Springfeild", "Springfieldd", "Sprimgfield", "Sprngfeld"] {
            let result = geocode(misspelled, region: "IL", country: "US")
            #expect(result?.rule == .localityFuzzy, "\(misspelled)")
            #expect(result?.isCorrected == true)
            #expect(kilometres(result, 39.80172, -89.64371) < 1)
        }
        // Two typos are too many below nine letters; three always.
        #expect(geocode("Hbokn", region: "NJ", country: "US")?.precision == .region)
        #expect(geocode("Sprngfld", region: "IL", country: "US")?.precision == .region)
    }

    @Test("a misspelt locality with a country and no region: the country's places, by population, flagged when far-off others compete")
    func typoInCountry() {
        let berlin = geocode("Berlni", country: "DE")
        #expect(berlin?.rule == .localityCountryFuzzy)
        #expect(berlin?.countryCode == "DE")
        #expect(kilometres(berlin, 52.52437, 13.41053) < 1)
        #expect((berlin?.confidence ?? 1) < (geocode("Berlin", country: "DE")?.confidence ?? 0))
        #expect(geocode("Pariss", country: "FR")?.matchedName == "Paris")
        #expect(geocode("Pariss", country: "FR")?.countryCode == "FR")
        let springfield = geocode("Sprngfield", country: "US")
        #expect(springfield?.rule == .localityCountryFuzzy)
        #expect(springfield?.isAmbiguous == true)
        #expect(kilometres(springfield, 37.21533, -93.29824) < 1)  // the most populous
        // The first letter is taken as written.
        #expect(geocode("Nerlin", country: "DE")?.precision == .country)
    }

    @Test("among corrections at one typo, a common slip (a letter left out or doubled, neighbours swapped) outweighs a rarer typo up to ten times the population")
    func commonSlip() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Buttrio", 46.011, 13.334, country: "IT", region: "06", population: 4_000)
                + citiesRow(2, "Budrio", 44.537, 11.534, country: "IT", region: "05", population: 18_000)
                + citiesRow(3, "Jinggan", 30.0, 110.0, country: "CN", region: "01", population: 2_000)
                + citiesRow(4, "Jingan", 31.22, 121.416, country: "CN", region: "02", population: 15_000)
                + citiesRow(5, "Sanmao", 25.0, 100.0, country: "CN", region: "03", population: 1_000)
                + citiesRow(6, "Sanmiao", 30.237, 106.127, country: "CN", region: "04", population: 60_000)
                + citiesRow(7, "Lamitan", 6.65, 122.133, country: "PH", region: "11", population: 3_241)
                + citiesRow(8, "Lamian", 6.333, 124.75, country: "PH", region: "12", population: 3_936)
                + citiesRow(9, "Lanton", 44.7, -1.033, country: "FR", region: "75", population: 5_765)
                + citiesRow(10, "Laon", 49.564, 3.62, country: "FR", region: "32", population: 28_688)),
        ])
        func answer(_ locality: String, _ country: String) -> GeocodeResult? {
            geocoder.geocode(PostalAddress(locality: locality, country: country))
        }
        // A double letter left single, against a letter replaced (d for t).
        #expect(answer("Butrio", "IT")?.matchedName == "Buttrio")
        #expect(answer("Butrio", "IT")?.rule == .localityCountryFuzzy)
        // Two neighbours swapped, against a letter added.
        #expect(answer("Jigngan", "CN")?.matchedName == "Jinggan")
        // A doubled letter, against a letter replaced: a place sixty times
        // the size is still the likelier.
        #expect(answer("Sanmmao", "CN")?.matchedName == "Sanmiao")
        // A letter left out, against a letter replaced (t for a), and
        // against a letter added (t): no letter had to be struck.
        #expect(answer("Lamitn", "PH")?.matchedName == "Lamitan")
        #expect(answer("Laton", "FR")?.matchedName == "Lanton")
    }

    @Test("a misspelt locality with no postal code, whose country's places' own names are all too far, is looked for among their other names")
    func typoOfAnotherName() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Munich", 48.137, 11.575, country: "DE", region: "02", population: 1_260_000,
                                         alternates: "Muenchen,München,Monaco di Baviera")
                + citiesRow(2, "Vienna", 48.208, 16.372, country: "AT", region: "09", population: 1_690_000, alternates: "Wien,Vienne")
                + citiesRow(3, "Weiz", 47.217, 15.617, country: "AT", region: "06", population: 11_000)
                + citiesRow(4, "Monachium", 50.0, 20.0, country: "PL", region: "01", population: 900, alternates: "Munchen")),
        ])
        func answer(_ locality: String, _ country: String) -> GeocodeResult? {
            geocoder.geocode(PostalAddress(locality: locality, country: country))
        }
        // One swap from "München", none near in Germany by its own name; the Polish namesake is not Germany's.
        let munich = answer("Muncehn", "DE")
        #expect(munich?.matchedName == "Munich" && munich?.rule == .localityCountryFuzzy && munich?.isCorrected == true)
        // Where a place's own name is as close, it is still the answer: other names are read only when none is.
        #expect(answer("Wein", "AT")?.matchedName == "Weiz")
        #expect(answer("Wienn", "AT")?.matchedName == "Vienna")
        // Two typos are still too many for a short name.
        #expect(answer("Mnchn", "DE")?.precision == .country)
        // With a postal code the address is placed by it, not by such a guess.
        #expect(geocoder.geocode(PostalAddress(locality: "Muncehn", postalCode: "80331", country: "DE"))?.precision == .country)
    }

    @Test("a misspelt locality alone counts only when one name is closest")
    func typoAnywhere() {
        let tokyo = geocode("Tokio")  // an alternate name: found as written
        #expect(tokyo?.rule == .localityOnly)
        let london = geocode("Lodnon")
        #expect(london?.rule == .localityOnlyFuzzy)
        #expect(london?.countryCode == "GB")
        #expect(geocode("Xyzzyville") == nil)
    }

    @Test("a name several places share: the one the postal code's area agrees with, else the most populous")
    func sameNameAgreement() {
        // 62999 is not in the index; a code starting 62 serves Springfield, Illinois.
        let agreed = geocode("Springfield", postal: "62999", country: "US")
        #expect(agreed?.rule == .postalCodeNeighbours)
        #expect(agreed?.precision == .locality)
        #expect(agreed?.isAmbiguous == false)
        #expect(kilometres(agreed, 39.80172, -89.64371) < 1)
        let alone = geocode("Springfield", country: "US")
        #expect(alone?.isAmbiguous == true)
        #expect(kilometres(alone, 37.21533, -93.29824) < 1)
        #expect((alone?.confidence ?? 1) <= 0.5)
    }

    @Test("a last part that names a country and a region: a region only where the locality is, never another country's region else")
    func readings() {
        func read(_ locality: String, _ last: String) -> GeocodeResult? {
            geocoder.geocode(readings: [AddressReading(PostalAddress(locality: locality, country: last)),
                                        AddressReading(PostalAddress(locality: locality, region: last), needsLocality: true)])
        }
        // DE is Germany and Delaware.
        let berlni = read("Berlni", "DE")
        #expect(berlni?.countryCode == "DE")
        #expect(berlni?.matchedName == "Berlin")
        let dover = read("Dover", "DE")
        #expect(dover?.countryCode == "US")
        #expect(dover?.rule == .localityRegion)
        let nowhere = read("Xyzzyville", "DE")
        #expect(nowhere?.rule == .country)
        #expect(nowhere?.countryCode == "DE")
        // IL is Israel and Illinois.
        #expect(read("Springfield", "IL")?.rule == .localityRegion)
        // A country that is no region: its reading as one finds no region, and a locality or a postal
        // code found without it is another country's ("SW1A 1AA London, Deutschland").
        let london = geocoder.geocode(readings: [
            AddressReading(PostalAddress(locality: "Springfield", postalCode: "62701", country: "Germany")),
            AddressReading(PostalAddress(locality: "Springfield", region: "Germany", postalCode: "62701"), needsLocality: true),
        ])
        #expect(london?.countryCode == "DE")
    }

    /// "Malta" alone was answered as a village in Brazil, "Peru" as a town in Indiana.
    @Test("a text that is only a country's name: the country, or a place of that name in it; never a town elsewhere")
    func countryNameAlone() throws {
        let geocoder = try madeGeocoder([("cities1000.txt", [
            citiesRow(1, "Malta", -6.90444, -37.52194, country: "BR", region: "17", population: 10_000),
            citiesRow(2, "Peru", 40.75365, -86.06888, country: "US", region: "IN", population: 11_000),
            citiesRow(3, "Luxembourg", 49.61167, 6.13, country: "LU", region: "03", population: 76_684),
            citiesRow(4, "Luxembourg", 40.0, -90.0, country: "US", region: "IL", population: 2_000),
            citiesRow(5, "Jena", 50.92878, 11.5899, country: "DE", region: "15", population: 104_712),
            // The countries' own places, which give them a position.
            citiesRow(6, "Valletta", 35.89968, 14.5148, country: "MT", region: "60", population: 6_794),
            citiesRow(7, "Lima", -12.04318, -77.02824, country: "PE", region: "15", population: 7_737_002),
        ].joined())])
        for (text, country, precision) in [("Malta", "MT", GeocodeResult.Precision.country), ("Peru", "PE", .country),
                                           ("Luxembourg", "LU", .locality), ("Jena", "DE", .locality)] {
            let answer = geocoder.geocode(readings: AddressReading.readings(of: text))
            #expect(answer?.countryCode == country, "\(text)")
            #expect(answer?.precision == precision, "\(text)")
        }
        // With a country of its own, a town named like a country is that town.
        #expect(geocoder.geocode(readings: AddressReading.readings(of: "Malta, Brazil"))?.matchedName == "Malta")
    }

    @Test("a region that holds no such place gives the region, never a same-named place elsewhere")
    func noHobokenInGeorgia() {
        let result = geocode("Hoboken", region: "GA", country: "US")
        #expect(result?.precision != .locality)
        #expect(kilometres(result, 40.74399, -74.03236) > 100)
        #expect(geocode("Hoboken", region: "NJ", country: "US")?.precision == .locality)
    }

    @Test("a region the index does not know (a province, a county) is read as none within its country; with no country, the locality no surer than 0.5, unless the region may be a country misspelt")
    func unknownRegion() {
        let hoboken = geocode("Hoboken", region: "Hudson County", country: "US")
        #expect(hoboken?.rule == .localityCountry)
        #expect(kilometres(hoboken, 40.74399, -74.03236) < 1)
        let anywhere = geocode("Hoboken", region: "Hudson County")
        #expect(anywhere?.rule == .localityOnly && (anywhere?.confidence ?? 1) <= 0.5)
        #expect(kilometres(anywhere, 40.74399, -74.03236) < 1)
        #expect(geocode("Hoboken", region: "Amerika")?.precision != .locality)
        #expect(geocode("Hoboken", region: "Untied States")?.precision != .locality)
    }

    @Test("region alone, then country alone")
    func regionAndCountry() {
        let bavaria = geocode(region: "Bayern", country: "DE")
        #expect(bavaria?.rule == .region)
        #expect(bavaria?.precision == .region)
        let germany = geocode(country: "Deutschland")
        #expect(germany?.rule == .country)
        #expect(germany?.countryCode == "DE")
    }

    @Test("a region's name where the town goes is that region, in the country written; with no country, nothing")
    func regionInLocality() {
        let bavaria = geocode("Bayern", country: "DE")
        #expect(bavaria?.rule == .region)
        #expect(bavaria?.matchedName == "Bavaria")
        #expect(geocode(street: "Hauptstraße 1", "Bayern", country: "Germany")?.rule == .region)
        // A region of another country than the one written is no answer: the country's centre.
        #expect(geocode("Bayern", country: "FR")?.rule == .country)
        #expect(geocode("Bayern")?.rule != .region)
    }

    @Test("nothing known gives nothing")
    func nothing() {
        #expect(geocode("Xyzzyville") == nil)
        #expect(geocode(postal: "99999-99999") == nil)
        #expect(geocode() == nil)
        #expect(geocode(String(repeating: "a", count: 5000)) == nil)
    }
}

/// Same-name places and the postal code's area, on an index made for it.
struct PostalAreaAgreementTests {
    @Test("a code the index lacks, whose neighbours lie apart and serve other places, still picks the same-name place in its area")
    func areaPicksAmongSameNames() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Springfield", 40.0, -90.0, country: "US", region: "IL", population: 1000)
                + citiesRow(2, "Springfield", 37.0, -93.0, country: "US", region: "MO", population: 5000)),
            ("postal.txt", "US\t62701\tChatham\tIllinois\tIL\t\t\t\t\t39.9\t-89.9\t4\nUS\t62702\tPawnee\tIllinois\tIL\t\t\t\t\t39.0\t-89.0\t4\n"),
        ])
        let agreed = geocoder.geocode(PostalAddress(locality: "Springfield", postalCode: "62799", country: "US"))
        #expect(agreed?.rule == .localityCountry)
        #expect(agreed?.isAmbiguous == false)
        #expect(kilometres(agreed, 40.0, -90.0) < 1)
        let alone = geocoder.geocode(PostalAddress(locality: "Springfield", country: "US"))
        #expect(alone?.isAmbiguous == true)
        #expect(kilometres(alone, 37.0, -93.0) < 1)
    }
}

/// A code of several places none of which the address names as written.
struct PostalCodeOfSeveralPlacesTests {
    /// A probe's: "15009 La Coruña, Spain" was the mean of the code's places,
    /// some 60 km inland; "30122 Venice, Italy" 14 km off, on the mainland,
    /// pulled there by a far place of the code.
    @Test("the code's place nearest a place of the locality's other name; else the mean of its places less those far from the rest")
    func placeNamedOtherwiseOrCentre() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "A Coruña", 43.37135, -8.396, country: "ES", region: "58", population: 246_056,
                                         alternates: "La Coruna,La Coruña,Corunna")),
            ("postal.txt", ["ES\t15009\tA Coruña\t\t\t\t\t\t\t43.3523\t-8.3974\t4",
                            "ES\t15009\tOleiros\t\t\t\t\t\t\t43.33\t-8.31\t4",
                            "ES\t15009\tCarral\t\t\t\t\t\t\t43.23\t-8.35\t4",
                            "ES\t15009\tOroso\t\t\t\t\t\t\t42.98\t-8.43\t4",
                            "IT\t30122\tVenezia\t\t\t\t\t\t\t45.4371\t12.3327\t4",
                            "IT\t30122\tCastello\t\t\t\t\t\t\t45.4340\t12.3480\t4",
                            "IT\t30122\tSant'Elena\t\t\t\t\t\t\t45.68\t12.73\t4"].joined(separator: "\n") + "\n"),
        ])
        let coruna = geocoder.geocode(PostalAddress(locality: "La Coruña", postalCode: "15009", country: "ES"))
        #expect(coruna?.matchedName == "A Coruña")
        #expect(kilometres(coruna, 43.3523, -8.3974) < 1)
        let venice = geocoder.geocode(PostalAddress(locality: "Venice", postalCode: "30122", country: "IT"))
        #expect(kilometres(venice, 45.4371, 12.3327) < 2, "\(String(describing: venice))")
        #expect(venice?.precision == .postalCode)
    }
}

/// A code the index lacks, placed by the codes around it, on indexes made for it.
struct PostalNeighbourTests {
    static func geocoder(_ rows: [(code: String, place: String, latitude: Double, longitude: Double)]) throws -> OfflineGeocoder {
        try madeGeocoder([("postal.txt", rows.map { "RU\t\($0.code)\t\($0.place)\t\t\t\t\t\t\t\($0.latitude)\t\($0.longitude)\t4\n" }.joined())])
    }

    @Test("the codes just before and after, close together, place a code whose other neighbours lie apart")
    func adjacent() throws {
        let geocoder = try Self.geocoder([("396224", "Alpha", 51.0, 39.0), ("396226", "Beta", 51.05, 39.05), ("396229", "Gamma", 52.5, 41.0),
                                          ("396100", "Delta", 50.0, 37.0)])
        let result = geocoder.geocode(PostalAddress(locality: "Epsilon", postalCode: "396225", country: "RU"))
        #expect(result?.rule == .postalCodeNeighbours)
        #expect(result?.precision == .locality)
        #expect(kilometres(result, 51.025, 39.025) < 1)
        // Far apart, they say nothing of a place: the nearest in number
        // gives the district, at region precision.
        let apart = try Self.geocoder([("396224", "Alpha", 51.0, 39.0), ("396226", "Beta", 52.0, 40.0), ("396229", "Gamma", 52.5, 41.0)])
        let district = apart.geocode(PostalAddress(locality: "Epsilon", postalCode: "396225", country: "RU"))
        #expect(district?.rule == .postalCodeNearest)
        #expect(district?.precision == .region)
        #expect(kilometres(district, 51.0, 39.0) < 1)
    }

    @Test("a code with no code of its district in the index gets the country, not a far code")
    func nearestOnlyInDistrict() throws {
        let geocoder = try Self.geocoder([("396224", "Alpha", 51.0, 39.0), ("641990", "Other", 57.0, 67.0)])
        #expect(geocoder.geocode(PostalAddress(locality: "Epsilon", postalCode: "397110", country: "RU"))?.rule == .country)
    }

    @Test("codes of a place of the same name place a code, unless that name's places lie apart")
    func namedNeighboursAgree() throws {
        let near = try Self.geocoder([("641941", "Krasny Oktyabr", 55.0, 65.0), ("641948", "Krasny Oktyabr", 55.02, 65.02),
                                      ("641990", "Other", 57.0, 67.0)])
        let found = near.geocode(PostalAddress(locality: "Krasny Oktyabr", postalCode: "641945", country: "RU"))
        #expect(found?.rule == .postalCodeNeighbours)
        #expect(kilometres(found, 55.01, 65.01) < 2)
        let apart = try Self.geocoder([("641941", "Krasny Oktyabr", 55.0, 65.0), ("641948", "Krasny Oktyabr", 56.0, 67.0),
                                       ("641990", "Other", 57.0, 67.0)])
        #expect(apart.geocode(PostalAddress(locality: "Krasny Oktyabr", postalCode: "641945", country: "RU"))?.rule != .postalCodeNeighbours)
    }

    @Test("a number of fewer digits than Korea's codes is no code there; elsewhere its codes' first part places it")
    func tooShort() throws {
        let korea = try madeGeocoder([("postal.txt", "KR\t24010\tAlpha\t\t\t\t\t\t\t38.0\t127.0\t4\nKR\t24012\tAlpha\t\t\t\t\t\t\t38.01\t127.01\t4\n")])
        // A building's number written last ("김해대로 2401"), with the town the codes serve or with none.
        for locality in ["Alpha", ""] {
            let result = korea.geocode(PostalAddress(locality: locality, postalCode: "2401", country: "KR"))
            #expect(result?.rule != .postalCodeNeighbours && result?.rule != .postalCodeNearest, "\(locality)")
        }
        #expect(korea.geocode(PostalAddress(locality: "Alpha", postalCode: "24011", country: "KR"))?.rule == .postalCodeNeighbours)
        // A country whose codes are all six digits: four are no code (a review's: "Shanghai, 1234" was Fuxin's), five may be one.
        let china = try madeGeocoder([("postal.txt", "CN\t123000\tFuxin\t\t\t\t\t\t\t42.0\t121.6\t4\nCN\t123001\tFuxin\t\t\t\t\t\t\t42.01\t121.61\t4\n")])
        #expect(china.geocode(PostalAddress(postalCode: "1230", country: "CN"))?.rule != .postalCodeNeighbours)
        // Portugal's four digits of a seven-digit code, written alone (a review's: Carvalhal lost its answer).
        let portugal = try madeGeocoder([("postal.txt", "PT\t7570-001\tCarvalhal\t\t\t\t\t\t\t38.31\t-8.75\t4\n"
            + "PT\t7570-002\tCarvalhal\t\t\t\t\t\t\t38.312\t-8.747\t4\n")])
        #expect(portugal.geocode(PostalAddress(locality: "Carvalhal", postalCode: "7570", country: "PT"))?.rule == .postalCodeNeighbours)
    }

    @Test("a code written with its country's prefix in another form is the code the index holds")
    func prefixForms() throws {
        let geocoder = try madeGeocoder([("postal.txt", "LV\tLV-1001\tRīga\t\t\t\t\t\t\t56.95\t24.1\t4\n")])
        for written in ["LV-1001", "LV 1001", "LV1001", "1001"] {
            #expect(geocoder.geocode(PostalAddress(postalCode: written, country: "LV"))?.rule == .postalCode, "\(written)")
        }
    }
}

/// A locality checked against the district of a postal code the index lacks.
struct PostalDistrictTests {
    /// Offices of district 216 (Smolensk) spread too far apart to place a
    /// new code, and Murygino, a village of the name, in Kirov, 950 km off.
    static let files = [
        ("cities1000.txt", citiesRow(1, "Murygino", 58.7389, 49.4581, country: "RU", region: "33", population: 900)),
        ("postal.txt", "RU\t216410\tShumyachi\t\t\t\t\t\t\t53.8583\t32.4242\t4\nRU\t216450\tPochinok\t\t\t\t\t\t\t54.4061\t32.4425\t4\n"
            + "RU\t216490\tKhislavichi\t\t\t\t\t\t\t54.1906\t32.1546\t4\n"),
    ]

    @Test("a same-named place far from every office of the code's district is not the address's place: the district answers")
    func farPlaceRefused() throws {
        let geocoder = try madeGeocoder(Self.files)
        let result = geocoder.geocode(PostalAddress(locality: "Murygino", postalCode: "216466", country: "RU"))
        #expect(result?.rule == .postalCodeNearest)
        #expect(result?.precision == .region)
        #expect(kilometres(result, 54.4061, 32.4425) < 1)
        // Without the code, the village of that name is the answer.
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Murygino", country: "RU")), 58.7389, 49.4581) < 1)
    }

    @Test("a same-named place within reach of the district's offices is the answer, and agrees with the code")
    func placeInDistrict() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Murygino", 58.7389, 49.4581, country: "RU", region: "33", population: 900)
                + citiesRow(2, "Murygino", 54.3, 32.3, country: "RU", region: "69", population: 600)),
            Self.files[1],
        ])
        let result = geocoder.geocode(PostalAddress(locality: "Murygino", postalCode: "216466", country: "RU"))
        #expect(result?.rule == .localityCountry)
        #expect(result?.isAmbiguous == false)
        #expect(kilometres(result, 54.3, 32.3) < 1)
        // The namesake across the country is no candidate at all: no
        // second candidate lowers the confidence.
        #expect(result?.confidence == 0.8)
    }

    @Test("a region given outranks the district: the code may be the typo")
    func regionOutranksDistrict() throws {
        let geocoder = try madeGeocoder([("admin1CodesASCII.txt", "RU.33\tKirov\tKirov\t548389\n")] + Self.files)
        let result = geocoder.geocode(PostalAddress(locality: "Murygino", region: "Kirov", postalCode: "216466", country: "RU"))
        #expect(result?.rule == .localityRegionCountry)
        #expect(kilometres(result, 58.7389, 49.4581) < 1)
    }

    @Test("a place just within reach of an office is in the district, one just beyond is not")
    func reach() {
        let district = PostalDistrict(points: [(54.0, 32.0)])
        #expect(district.holds(latitude: 54.0 + 49.0 / 111.2, longitude: 32.0))
        #expect(!district.holds(latitude: 54.0 + 51.0 / 111.2, longitude: 32.0))
        #expect(!district.holds(latitude: 54.0, longitude: 32.0 + 51.0 / (111.2 * 0.5878)))
    }

    @Test("a code of four characters has no district: a namesake far from its neighbours is still the answer")
    func shortCodes() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Murygino", 58.7389, 49.4581, country: "RU", region: "33", population: 900)),
            ("postal.txt", "RU\t2164\tShumyachi\t\t\t\t\t\t\t53.8583\t32.4242\t4\nRU\t2166\tOther\t\t\t\t\t\t\t57.0\t40.0\t4\n"),
        ])
        let result = geocoder.geocode(PostalAddress(locality: "Murygino", postalCode: "2165", country: "RU"))
        #expect(kilometres(result, 58.7389, 49.4581) < 1)
    }
}

/// The street's language picks among same-name places of a country that speaks several.
struct StreetLanguageTests {
    /// Bedford, Nova Scotia, and the smaller Bedford, Quebec.
    static let bedfords = citiesRow(1, "Bedford", 44.7255, -63.6673, country: "CA", region: "07", population: 21474)
        + citiesRow(2, "Bedford", 45.1168, -72.9824, country: "CA", region: "10", population: 2684)

    @Test("street words name the regions of their language", arguments: [
        ("Bahnhofstrasse 3", "CH", "ZH", true), ("Bahnhofstrasse 3", "CH", "VD", false), ("12 rue du Lac", "CH", "VD", true),
        ("Via Nassa 5", "CH", "TI", true), ("Kerkstraat 3", "BE", "VLG", true), ("Kerkstraat 3", "BE", "WAL", false),
        ("Carrer de Mallorca 401", "ES", "56", true), ("Nagusia kalea 2", "ES", "59", true), ("Rue Principale", "CA", "10", true),
        ("Rue Principale", "CA", "07", false),
    ])
    func regions(_ street: String, _ country: String, _ region: String, _ speaks: Bool) {
        #expect(StreetLanguage.regions(street: street, country: country)?.contains(region) == speaks)
    }

    @Test("a street that says nothing of its language, or a country with one, names no regions", arguments: [
        ("12 Main Street", "CA"), ("Dorfplatz 1", "DE"), ("", "CH"),
    ])
    func silent(_ street: String, _ country: String) {
        #expect(StreetLanguage.regions(street: street, country: country) == nil)
    }

    @Test("a name two regions share: the street's language picks the place, else the most populous")
    func picksPlace() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", Self.bedfords),
        ])
        let french = geocoder.geocode(PostalAddress(street: "12 rue Principale", locality: "Bedford", country: "CA"))
        #expect(kilometres(french, 45.1168, -72.9824) < 1)
        #expect(french?.isAmbiguous == false)
        let english = geocoder.geocode(PostalAddress(street: "12 Main Street", locality: "Bedford", country: "CA"))
        #expect(kilometres(english, 44.7255, -63.6673) < 1)
    }

    @Test("the postal code's area comes before the street's language")
    func postalFirst() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", Self.bedfords),
            ("postal.txt", "CA\tB4A\tBedford\tNova Scotia\tNS\t\t\t\t\t44.73\t-63.66\t4\n"),
        ])
        // B4Z 1A1 is not in the index; its area (codes beginning B4) is Nova Scotia's Bedford.
        let result = geocoder.geocode(PostalAddress(street: "12 rue Principale", locality: "Bedford", postalCode: "B4Z 1A1", country: "CA"))
        #expect(kilometres(result, 44.7255, -63.6673) < 1)
    }
}

/// A place's own name and the other names of a bigger one, in one region.
struct OwnNameTests {
    @Test("in a region, the place called so outranks a bigger one that has the name among its others")
    func ownNameFirst() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Mons", 50.4542, 3.9567, country: "BE", region: "WAL", population: 95000, alternates: "Bergen,Mont")
                + citiesRow(2, "Mont", 50.1833, 5.75, country: "BE", region: "WAL", population: 700)),
        ])
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Mont", region: "WAL", country: "BE")), 50.1833, 5.75) < 1)
        // Its other name still finds the bigger one.
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Bergen", region: "WAL", country: "BE")), 50.4542, 3.9567) < 1)
    }

    @Test("in a country, a place known by the name only under another name weighs a tenth of its size, a town's three hundredths")
    func otherNamesWeighLittle() throws {
        let geocoder = try madeGeocoder([
            ("cities1000.txt", citiesRow(1, "Independence", 39.0911, -94.4155, country: "US", region: "MO", population: 117255, alternates: "Bristol")
                + citiesRow(2, "Bristol", 41.6718, -72.9493, country: "US", region: "CT", population: 60452)
                + citiesRow(3, "Ciudad Juárez", 31.7202, -106.4608, country: "MX", region: "08", population: 1512450, alternates: "Juarez")
                + citiesRow(4, "Juárez", 27.6167, -100.7333, country: "MX", region: "19", population: 7286)
                + citiesRow(5, "Jaipur", 26.9196, 75.7878, country: "IN", region: "24", population: 2711758, alternates: "Jeypore")
                + citiesRow(6, "Jeypore", 18.8563, 82.5716, country: "IN", region: "21", population: 84830)
                + citiesRow(7, "Brighton", 39.98526, -104.82053, country: "US", region: "CO", population: 37585, alternates: "Hughes")
                + citiesRow(8, "Hughes", 34.94926, -90.47149, country: "US", region: "AR", population: 1323)),
        ])
        // A town's former name (a town under 50,000: three hundredths of its size) is no village's own name.
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Hughes", country: "US")), 34.94926, -90.47149) < 1)
        // Twice the size under a former name: the town called Bristol.
        let bristol = geocoder.geocode(PostalAddress(locality: "Bristol", country: "US"))
        #expect(kilometres(bristol, 41.6718, -72.9493) < 1)
        #expect(bristol?.isAmbiguous == true)
        // Two hundred times the size: the city people call Juárez.
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Juarez", country: "MX")), 31.7202, -106.4608) < 1)
        // With nothing but the name, the same weighing.
        #expect(kilometres(geocoder.geocode(PostalAddress(locality: "Bristol")), 41.6718, -72.9493) < 1)
        // A city the name is an old spelling of, chosen by its tenth, beside a town whose own name it is,
        // 1,100 km off: ambiguous, the town weighed against that tenth.
        let jeypore = geocoder.geocode(PostalAddress(locality: "Jeypore", country: "IN"))
        #expect(jeypore?.matchedName == "Jaipur")
        #expect(jeypore?.isAmbiguous == true)
    }
}

/// A probe's: Bermuda's parish of Hamilton has neither a name nor an ISO
/// name in the admin1 table, only a local one: "Hamilton" was answered as
/// the region with an empty name ("matched: (BM)").
struct RegionNameTests {
    @Test("a region known only by a local name goes by that name")
    func localNameOnly() throws {
        let header = "country\tadmin1_code\tname\tname_source\tn_cities1000\tlocal_names\tiso3166_2\tiso_name\tiso_type\tmatch\n"
        let geocoder = try madeGeocoder([
            ("admin1.tsv", header + "BM\t02\t\t\t1\tHamilton\t\t\t\t\n"),
            ("cities1000.txt", citiesRow(1, "Flatts Village", 32.32, -64.73, country: "BM", region: "02", population: 900)),
        ])
        let result = geocoder.geocode(PostalAddress(region: "Hamilton", country: "BM"))
        #expect(result?.precision == .region)
        #expect(result?.matchedName == "Hamilton")
    }
}
