import AddressText
import Testing

/// A city's district or province written after its name.
struct CityDistrictTests {
    @Test("a numbered district, a Roman numeral or a province's code in parentheses is cut off", arguments: [
        ("Praha 1", "Praha"), ("Dublin 2", "Dublin"), ("Wien 1.", "Wien"), ("Paris 8e", "Paris"), ("Paris 1er", "Paris"),
        ("Lyon 3ème", "Lyon"), ("Budapest XIII", "Budapest"), ("Budapest XIII.", "Budapest"), ("Milano (MI)", "Milano"),
        ("Sankt Gallen 1", "Sankt Gallen"),
    ])
    func district(_ written: String, _ city: String) {
        #expect(CityDistrict.city(of: written) == city)
    }

    @Test("a name with no district after it, or a number that is no district's, stays", arguments: [
        "Praha", "Cabo (Moreda)", "Route 66 100", "Paris 123", "Budapest IIII", "Bad Ischl", "(MI)", "Praha 1a",
    ])
    func noDistrict(_ written: String) {
        #expect(CityDistrict.city(of: written) == nil)
    }

    @Test("a Brazilian state's code after the town and a spaced dash; a dash in the name, or another code, is not one")
    func brazilianState() {
        #expect(CityDistrict.cityAndBrazilianState(of: "Rio de Janeiro - RJ")! == ("Rio de Janeiro", "RJ"))
        #expect(CityDistrict.cityAndBrazilianState(of: "São Paulo – SP ")! == ("São Paulo", "SP"))
        for written in ["Saint-Denis", "Rio de Janeiro RJ", "Rio de Janeiro - Rj", "- RJ", "Rio-RJ", "1702 - RJ", "Rio de Janeiro -- RJ",
                        "Frankfurt - DE", "Hounslow - LHR", "New York - NYC", "London - UK"] {
            #expect(CityDistrict.cityAndBrazilianState(of: written) == nil, "\(written)")
        }
        // A review's: a code after a spaced dash and the town, before a postal code, is read by the one rule too.
        #expect(CityDistrict.cityAndRegionCode(of: "Rio de Janeiro - RJ")! == ("Rio de Janeiro", "RJ"))
        #expect(CityDistrict.cityAndRegionCode(of: "Roma – RM")! == ("Roma", "RM"))
    }

    @Test("a region's or province's code in capitals after the city")
    func regionCode() {
        #expect(CityDistrict.cityAndRegionCode(of: "Milano MI")! == ("Milano", "MI"))
        #expect(CityDistrict.cityAndRegionCode(of: "Springfield IL")! == ("Springfield", "IL"))
        #expect(CityDistrict.cityAndRegionCode(of: "Milano Mi") == nil)
        #expect(CityDistrict.cityAndRegionCode(of: "MI") == nil)
        #expect(CityDistrict.cityAndRegionCode(of: "Sydney NSW")! == ("Sydney", "NSW"))
        #expect(CityDistrict.cityAndRegionCode(of: "Glendale AZZZ") == nil)
    }

    @Test("a town and what follows a slash after it; no split where a part is no name")
    func slashedRegion() {
        #expect(CityDistrict.cityAndSlashedRegion(of: "Bodrum/Muğla")! == ("Bodrum", "Muğla"))
        #expect(CityDistrict.cityAndSlashedRegion(of: " Fatih / İstanbul ")! == ("Fatih", "İstanbul"))
        #expect(CityDistrict.cityAndSlashedRegion(of: "Bodrum") == nil)
        #expect(CityDistrict.cityAndSlashedRegion(of: "34430 Beyoğlu/İstanbul") == nil)
        #expect(CityDistrict.cityAndSlashedRegion(of: "a/b/c") == nil)
        #expect(CityDistrict.cityAndSlashedRegion(of: "/İstanbul") == nil)
    }
}

