import Testing
@testable import Reconcile

/// Portugal's and Brazil's campsites, and the grill houses, care homes,
/// builders, trains and river cruises that bear a lodging word or a night.
@Suite("Portugal's lodgings and look-alikes")
struct PortugalTests {
    @Test("a campsite, in full and short", arguments: ["Parque de Campismo da Praia da Luz", "Campismo Municipal de Tavira"])
    func campsites(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Portugal")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a grill house, a care home, a builder, a train hotel", arguments: [
        "Churrasqueira O Albergue", "Lar de Idosos Residencial São José", "Construtora Estalagem Lda", "Comboio Hotel Sud Expresso",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Portugal")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a river cruise's nights and cabin are nights elsewhere")
    func cruise() {
        let verdict = SharedWordTests.verdict("Barcos do Douro", country: "Portugal", note: "cruzeiro no Douro, 2 noites, camarote 12")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(VisitNoteTests.againstInNote(verdict) == "cruzeiro")
    }
}
