import Testing
import TextFolding
@testable import Reconcile

/// Greece's and its neighbours' lodgings — refuges, campsites, rooms to
/// let, the Greek chains — NOTEs in Greeklish and Albanian, and the
/// restaurants, care homes, animal shelters and purchasing offices that
/// bear a lodging word or a brand.
@Suite("Greece's lodgings and look-alikes")
struct GreeceTests {
    @Test("a mountain refuge, a campsite", arguments: ["Καταφύγιο Σπήλιος Αγαπητός", "Κάμπινγκ Αρίστα"])
    func stays(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Ελλάδα")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("rooms (δωμάτια) beside a night in Greeklish; alone they may be a children's room's furniture")
    func rooms() {
        #expect(SharedWordTests.verdict("Δωμάτια Μαρία", country: "Ελλάδα", note: "3 vradia, mono metrita").isTaken)
        #expect(!SharedWordTests.verdict("Δωμάτια Μαρία", country: "Ελλάδα").isTaken)
    }

    @Test("the Greek chains and Rogner are brands", arguments: [
        ("Grecotel Creta Palace", "Ελλάδα"), ("Mitsis Rodos Village", "Ελλάδα"), ("Ikos Dassia", "Ελλάδα"),
        ("Divani Caravel", "Ελλάδα"), ("Aldemar Knossos Royal", "Ελλάδα"), ("Rogner Bad Blumau", "Österreich"),
    ])
    func brands(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.evidence.contains { if case .brand = $0 { return true } else { return false } }, "\(verdict.evidence)")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a stay told in Greeklish or Albanian", arguments: [
        ("Porto Kea", "Ελλάδα", "2 vradia, dwmatio 12, prwino mesa"), ("Kalemi Heritage", "Shqipëri", "3 netë, mëngjesi përfshirë"),
    ])
    func notes(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a restaurant, an old people's home, an animal shelter, a chain's purchasing office", arguments: [
        "Εστιατόριο Ο Ξενώνας", "Ξενώνας Ηλικιωμένων Η Αγάπη", "Καταφύγιο Αδέσποτων Ζώων Ρόδου", "Aldemar - Τμήμα Προμηθειών",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Ελλάδα")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
