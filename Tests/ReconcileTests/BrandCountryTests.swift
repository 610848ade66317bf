import Testing
@testable import Reconcile

/// A brand's countries as the card's address names them: the index's
/// regions, subdivisions and custom areas read as countries, and of the
/// brands one name bears the one of the card's country.
struct BrandCountryTests {
    static func explanation(_ name: String, _ address: String) -> String {
        TrapTests.verdict(["ORG:\(name)", address]).explanation
    }

    @Test("a brand in its countries is not 'not in its countries'", arguments: [
        ("Travelodge London Kings Cross", "ADR;TYPE=WORK:;;200 Grays Inn Rd;London;;WC1X 8XZ;United Kingdom", "brand 'Travelodge (Europe)' in ORG,"),
        ("Motel One Berlin-Alexanderplatz", "ADR;TYPE=WORK:;;Grunerstraße 11;Berlin;;10179;Germany", "brand 'Motel One' in ORG,"),
        ("YHA Borrowdale", "ADR;TYPE=WORK:;;Longthwaite;Keswick;;CA12 5XE;UK", "brand 'Youth Hostels Association (England/Wales)' in ORG"),
        ("Waldorf Astoria Versailles", "ADR;TYPE=WORK:;;1 Boulevard de la Reine;Versailles;;78000;France", "brand 'Waldorf Astoria' in ORG,"),
        ("Travelodge Sydney", "ADR;TYPE=WORK:;;27-33 Wentworth Ave;Sydney;NSW;2000;Australia", "brand 'Travelodge (Asia/Oceania)' in ORG,"),
        ("Iberostar Ensenachos", "ADR;TYPE=WORK:;;Cayo Ensenachos;Caibarién;;;Cuba", "brand 'Iberostar Hotels & Resorts' in ORG,"),
        ("Southern Sun Ikoyi", "ADR;TYPE=WORK:;;47 Alfred Rewane Rd;Lagos;;;Nigeria", "brand 'Southern Sun' in ORG,"),
        ("Rixos Borjomi", "ADR;TYPE=WORK:;;Meskheti St 1;Borjomi;;;Georgia", "brand 'Rixos' in ORG,"),
    ])
    func inItsCountries(_ name: String, _ address: String, _ expected: String) {
        let explanation = Self.explanation(name, address)
        #expect(explanation.contains(expected), "\(explanation)")
        #expect(!explanation.contains("not in its countries"), "\(explanation)")
    }

    @Test("a brand outside its countries says so")
    func elsewhere() {
        #expect(Self.explanation("Motel One Tokyo", "ADR;TYPE=WORK:;;1-1 Ginza;Tokyo;;104-0061;Japan").contains("(not in its countries)"))
    }

    @Test("the table holds ISO country codes only")
    func isoCodes() {
        for brand in BrandTable.shared.brands {
            for code in brand.countries.union(brand.countriesLeftOut) {
                #expect(code.count == 2 && code.allSatisfy(\.isLetter) && code != "fx", "\(brand.name): \(code)")
            }
        }
    }
}
