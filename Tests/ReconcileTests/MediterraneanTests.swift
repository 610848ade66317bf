import Testing
@testable import Reconcile

/// Catalonia's, France's, Greece's and Italy's lodgings by their own words,
/// and what carries those words without being one.
@Suite("Mediterranean lodgings and look-alikes")
struct MediterraneanTests {
    @Test("words at home: a French refuge, Catalan apartaments, Greek rooms", arguments: [
        ("Refuge des Bésines", "France"), ("Apartaments Sa Roqueta", "Espanya"), ("Δωμάτια Ελένη", "Ελλάδα"),
    ])
    func atHome(_ name: String, _ country: String) {
        #expect(SharedWordTests.verdict(name, country: country).isTaken)
    }

    @Test("a refugi is a hut beside a night, an air-raid shelter's name alone")
    func refugi() {
        #expect(SharedWordTests.verdict("Refugi de Colomina", country: "Espanya", note: "2 nits, mitja pensió").isTaken)
        #expect(!SharedWordTests.verdict("Refugi 307", country: "Espanya").isTaken)
    }

    @Test("a dog hotel, a sleeper train, a booking office, an animal shelter", arguments: [
        ("Hotel Caní El Bosquet", "Espanya", "la Lluna, 10 nits a l'agost"), ("Renfe Trenhotel", "España", ""),
        ("Paradores - Central de Reservas", "España", ""), ("Refuge SPA de Gennevilliers", "France", ""),
    ])
    func lookAlikes(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a night aboard a ferry is a journey's")
    func aboard() {
        #expect(!SharedWordTests.verdict("GNV - Grandi Navi Veloci", country: "Italia", note: "cabina interna 4 letti, 1 notte a bordo").isTaken)
    }
}
