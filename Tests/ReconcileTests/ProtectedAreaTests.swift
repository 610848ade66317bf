import Testing
import VCard
@testable import Reconcile

/// An address inside a national park, a game reserve or a conservancy is
/// evidence of a stay: what has an address there is most often a rest
/// camp, a lodge, a hut or a campground.
@Suite("An address in a protected area")
struct ProtectedAreaTests {
    static func company(_ name: String, street: String, locality: String, country: String) -> [String] {
        ["N:;;;;", "FN:\(name)", "ORG:\(name)", "ADR;TYPE=WORK:;;\(street);\(locality);;;\(country)"]
    }

    static func area(_ verdict: Verdict) -> String? {
        for piece in verdict.evidence { if case .inReserve(let area) = piece { return area } }
        return nil
    }

    @Test("a minimal card in a park is a place to stay, in many languages", arguments: [
        ("Olifants", "Kruger National Park", "Phalaborwa", "South Africa", "national park"),
        ("Refugio Frey", "Parque Nacional Nahuel Huapi", "San Carlos de Bariloche", "Argentina", "parque nacional"),
        ("Cuc Phuong Bungalows", "Vườn quốc gia Cúc Phương", "Nho Quan", "Việt Nam", "vuon quoc gia"),
        ("Ol Donyo", "Mbirikani Group Ranch", "Chyulu Hills Conservancy", "Kenya", "conservancy"),
    ])
    func inAPark(_ name: String, _ street: String, _ locality: String, _ country: String, _ phrase: String) {
        let verdict = SharedWordTests.verdict(Self.company(name, street: street, locality: locality, country: country))
        #expect(Self.area(verdict) == phrase, "\(verdict.evidence)")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("the same card elsewhere is not taken on its name alone")
    func outsideAPark() {
        let verdict = SharedWordTests.verdict(Self.company("Olifants", street: "12 Main Road", locality: "Phalaborwa", country: "South Africa"))
        #expect(Self.area(verdict) == nil)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("the park's own office, a road named for a park, a shop in one, a ranger's card say nothing for a stay")
    func notAStay() {
        let office = SharedWordTests.verdict(Self.company("Kruger National Park Head Office", street: "Kruger National Park",
                                                          locality: "Skukuza", country: "South Africa"))
        #expect(Self.area(office) == nil && !office.isTaken, "\(office.evidence)")
        let road = SharedWordTests.verdict(Self.company("Canungra Feed Barn", street: "12 Lamington National Park Road",
                                                        locality: "Canungra", country: "Australia"))
        #expect(Self.area(road) == nil && !road.isTaken, "\(road.evidence)")
        let pharmacy = SharedWordTests.verdict(Self.company("Skukuza Pharmacy", street: "Kruger National Park",
                                                            locality: "Skukuza", country: "South Africa"))
        #expect(Self.area(pharmacy) != nil && !pharmacy.isTaken, "\(pharmacy.evidence)")
        let ranger = SharedWordTests.verdict(["N:Mokoena;Thabo;;;", "FN:Thabo Mokoena", "ORG:SANParks",
                                              "ADR;TYPE=WORK:;;Kruger National Park;Skukuza;;;South Africa"])
        #expect(Self.area(ranger) == nil && !ranger.isTaken, "\(ranger.evidence)")
    }

    @Test("the area is read from the street, the extended address, the locality or the region, not the country")
    func parts() {
        var address = Address()
        address.region = "Sabi Sand Game Reserve"
        #expect(ProtectedAreas.area(of: address, names: ["leopard hills"]) == "game reserve")
        address.region = ""
        address.country = "Parc National"
        #expect(ProtectedAreas.area(of: address, names: []) == nil)
        #expect(ProtectedAreas.area(of: nil, names: []) == nil)
    }

    @Test("an office named for the park's own name, not its kind, is the park's too")
    func officeByTheParksName() {
        let office = SharedWordTests.verdict(Self.company("CONAF Vicente Pérez Rosales", street: "Parque Nacional Vicente Pérez Rosales",
                                                          locality: "Petrohué", country: "Chile"))
        #expect(Self.area(office) == nil && !office.isTaken, "\(office.evidence)")
        #expect(ProtectedAreas.properNames(of: "national park", in: "skukuza kruger national park") == ["kruger"])
        #expect(ProtectedAreas.properNames(of: "parque nacional", in: "porteria parque nacional torres del paine") == ["porteria", "torres"])
    }
}
