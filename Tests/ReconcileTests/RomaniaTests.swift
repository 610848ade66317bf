import Testing
import TextFolding
@testable import Reconcile

/// Romania's, Moldova's and Bulgaria's mountain huts, villas, inns and
/// apartments, the Alps' huts, and the beer halls, care homes, pet hotels
/// and airlines that look like them.
@Suite("Romania's and its neighbours' lodgings and look-alikes")
struct RomaniaTests {
    @Test("a hut and a villa at home, Bulgarian apartments, an Alpine Hütte", arguments: [
        ("Cabana Babele", "România"), ("Vila Marea Neagră", "România"), ("Cabana Vântu", "Republica Moldova"),
        ("Апартаменти Созопол", "България"), ("Franz-Senn-Hütte", "Österreich"),
    ])
    func atHome(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("elsewhere, alone, a vila or a Hütte says nothing", arguments: [("Vila Nova Sport", "Portugal"), ("Almhütte Sonnalm", "Deutschland")])
    func elsewhere(_ name: String, _ country: String) {
        #expect(!SharedWordTests.verdict(name, country: country).isTaken)
    }

    @Test("an inn (hanul) beside a night, one night in words and in digits, breakfast")
    func inn() {
        #expect(SharedWordTests.verdict("Hanul lui Manuc", country: "România", note: "o noapte, mic dejun inclus").isTaken)
        #expect(!SharedWordTests.verdict("Hanul lui Manuc", country: "România").isTaken)
        let shape = StayShape.all(in: "ședință la client, 1 noapte").first { $0.kind == .nights }
        #expect(shape?.text == "1 noapte")
    }

    @Test("a beer hall, an old people's home, a dog hotel, an airline's online check-in", arguments: [
        ("Hanul Berarilor Timișoara", nil), ("Vila Sf. Ana - Cămin pentru vârstnici", nil), ("Hotel Canin Rex", "Rex 5 nopti, carnet vaccinuri"),
        ("Air Moldova", "check-in online cu 24 h inainte"),
    ] as [(String, String?)])
    func lookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "România", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
