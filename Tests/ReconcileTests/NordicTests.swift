import Testing
@testable import Reconcile

/// The Nordic countries' and the Alps' lodgings by their own words, and
/// what carries those words without being one.
@Suite("Nordic and Alpine lodgings and look-alikes")
struct NordicTests {
    @Test("the definite hotel alone and as a compound's head, a hut named as a compound, glass igloos", arguments: [
        ("Stora Hotellet Umeå", "Sverige", "hotellet"), ("Elite Stadshotellet Luleå", "Sverige", "stadshotellet"),
        ("Juvasshytta", "Norge", "juvasshytta"), ("Santa's Igloos Arctic Circle", "Suomi", "igloos"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a Berghaus counts fully in Switzerland and Austria; elsewhere (an outdoor brand's shop) it is a shared word")
    func berghaus() {
        #expect(SharedWordTests.verdict("Berghaus Bäregg", country: "Schweiz").isTaken)
        #expect(!SharedWordTests.verdict("Berghaus Outlet", country: "United Kingdom").isTaken)
    }

    @Test("a hotel for dogs or cats in the Nordic languages is a kennel", arguments: [
        "Vallentuna Hundhotell", "Solsidans Katthotell", "Bjørnemyr Hundehotell", "Hundpensionat Skogsgläntan",
    ])
    func petHotels(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Sverige", note: "Sixten 11-19 juli")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a ferry line's card with a cabin and a night aboard is a journey, not a stay", arguments: [
        ("Tallink Silja Line", "Stockholm-Helsingfors, hytt B4, 1 natt"), ("Viking Line", "1 natt, hytt A 8112"),
        ("Hurtigruten", "lugar 4 køyer, 1 natt"),
    ])
    func ferries(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Suomi", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a concert's tickets or a club's membership in the NOTE count against a name alone", arguments: [
        ("Hotel Cecil", "koncert fre 21:00, 2 billetter, garderobe"),
        ("Svenska Turistföreningen", "familjemedlemskap förnyas i mars, medl.nr 88123301"),
    ])
    func otherVisits(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Danmark", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("beside a night spent, a concert in a hotel's NOTE says nothing against it")
    func concertBesideANight() {
        let verdict = SharedWordTests.verdict("Hotel Cecil", country: "Danmark", note: "2 nætter, koncert lørdag")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Nordic chains the index lacks", arguments: [("Citybox Oslo", "Norge"), ("Wakeup Copenhagen Borgergade", "Danmark")])
    func brands(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }
}
