import Testing
@testable import Reconcile

/// Catalonia's, France's, Greece's and Italy's lodgings by their own words,
/// and what carries those words without being one.
@Suite("Mediterranean lodgings and look-alikes")
struct MediterraneanTests {
    @Test("Catalan apartaments count fully at home; a French refuge and Greek rooms and studios beside a night", arguments: [
        ("Refuge des Bésines", "France"), ("Δωμάτια Ελένη", "Ελλάδα"), ("Στούντιο Μαρία", "Ελλάδα"),
    ])
    func besideANight(_ name: String, _ country: String) {
        #expect(SharedWordTests.verdict(name, country: country, note: "2 nights").isTaken)
        #expect(!SharedWordTests.verdict(name, country: country).isTaken)
        #expect(SharedWordTests.verdict("Apartaments Sa Roqueta", country: "Espanya").isTaken)
    }

    @Test("a studio, a children's furniture shop, a taverna in Greece", arguments: [
        "Φωτογραφικό Στούντιο", "Στούντιο Χορού", "Παιδικά Δωμάτια Κωνσταντίνου", "Ταβέρνα Το Αρχοντικό",
    ])
    func greekLookAlikes(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "Ελλάδα").isTaken)
    }

    @Test("a refugi is a hut beside a night, an air-raid shelter's name alone")
    func refugi() {
        #expect(SharedWordTests.verdict("Refugi de Colomina", country: "Espanya", note: "2 nits, mitja pensió").isTaken)
        #expect(!SharedWordTests.verdict("Refugi 307", country: "Espanya").isTaken)
    }

    @Test("a dog hotel, a sleeper train, a booking office, an animal shelter", arguments: [
        ("Hotel Caní El Bosquet", "Espanya", "la Lluna, 10 nits a l'agost"), ("Renfe Trenhotel", "España", ""),
        ("Hotel Miramar - Central de Reservas", "España", ""), ("Refuge SPA de Gennevilliers", "France", ""),
    ])
    func lookAlikes(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("'lugar' is a place in Spanish, no ship's cabin", arguments: ["2 noches, lugar tranquilo", "las llaves en el lugar indicado, 3 noches"])
    func lugar(_ note: String) {
        #expect(SharedWordTests.verdict("Hotel Miramar", country: "España", note: note).isTaken)
    }

    @Test("an Italian holiday home, a weekly let from Saturday to Saturday", arguments: [
        ("I Trulli di Nonna Maria", "casa vacanze sab-sab, piscina condivisa"), ("Baita Rododendro", "affitto settimanale sab-sab, legna inclusa"),
    ])
    func italianLets(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Italia", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a day hotel, a pension fund, a ski hire, a locanda's Sunday lunch, a dogs' refuge", arguments: [
        ("Albergo Diurno Venezia", nil), ("Fondo Pensione Cometa", nil), ("Noleggio Sci Chalet Sport", nil),
        ("Locanda Al Castello di Sorci", "pranzo domenica 13:00, menù fisso, 4 persone"),
        ("Rifugio Il Biscione", "rifugio per cani, adozione Birba, sabato 10-12"),
    ] as [(String, String?)])
    func italianLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Italia", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a night aboard a ferry is a journey's")
    func aboard() {
        #expect(!SharedWordTests.verdict("GNV - Grandi Navi Veloci", country: "Italia", note: "cabina interna 4 letti, 1 notte a bordo").isTaken)
    }
}
