import Testing
@testable import Reconcile

/// The Nordic countries' and the Alps' lodgings by their own words, and
/// what carries those words without being one.
@Suite("Nordic and Alpine lodgings and look-alikes")
struct NordicTests {
    @Test("the definite hotel alone and as a compound's head, glass igloos", arguments: [
        ("Stora Hotellet Umeå", "Sverige", "hotellet"), ("Elite Stadshotellet Luleå", "Sverige", "stadshotellet"),
        ("Santa's Igloos Arctic Circle", "Suomi", "igloos"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a Berghaus counts fully in Switzerland and Austria; elsewhere (an outdoor brand's shop) it is a shared word")
    func berghaus() {
        #expect(SharedWordTests.verdict("Berghaus Bäregg", country: "Schweiz").isTaken)
        #expect(!SharedWordTests.verdict("Berghaus Bäregg", country: "United Kingdom").isTaken)
    }

    @Test("a hut's word ends a grill's and a scout hut's name as often as a hut's: no compound head", arguments: [
        "Grillhytta", "Pølsehytta Bryggen", "Speiderhytta",
    ])
    func hutCompounds(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "Norge").isTaken)
    }

    @Test("a hotel for dogs or cats in the Nordic languages is a kennel", arguments: [
        "Vallentuna Hundhotell", "Solsidans Katthotell", "Bjørnemyr Hundehotell", "Vallentuna Hundhotellet", "Katthotellet i Solna",
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

    @Test("a concert's tickets or a family's membership in the NOTE count against a name alone", arguments: [
        ("Hotel Cecil", "koncert fre 21:00, 2 billetter, garderobe"),
        ("Hotel Skeppsholmen", "familjemedlemskap förnyas i mars, medl.nr 88123301"),
    ])
    func otherVisits(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Danmark", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel's loyalty membership is no visit elsewhere", arguments: ["Bonvoy membership 123456789", "Hilton Honors membership 12345"])
    func loyalty(_ note: String) {
        #expect(SharedWordTests.verdict("Grand Hotel Oslo", country: "Norge", note: note).isTaken)
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

    @Test("the Baltic coast's campsites, holiday villages and Lithuanian vilos", arguments: [
        ("Kempings \"Ūši\"", "Latvija"), ("Kempingas Pušynas", "Lietuva"), ("Mändjala Puhkeküla", "Eesti"), ("Vila Ema", "Lietuva"),
    ])
    func baltic(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Latvian dogs' hotel is no place to stay, its nights or not")
    func dogsHotel() {
        let verdict = SharedWordTests.verdict("Suņu viesnīca \"Ķepa\"", country: "Latvija", note: "Reksis 7 naktis")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
