import Testing
@testable import Reconcile

/// Poland's, Czechia's, Slovakia's and Romania's lodgings by their own
/// words, and what carries those words without being one.
@Suite("Central and Eastern Europe's lodgings and look-alikes")
struct CentralEuropeTests {
    @Test("the trade's words: mountain huts, holiday centres and cottages, private rooms, a Romanian guest house", arguments: [
        ("Schronisko PTTK na Hali Ornak", "Polska", "schronisko"), ("Bacówka PTTK pod Małą Rawką", "Polska", "bacowka"),
        ("Ośrodek Wypoczynkowy Rybitwa", "Polska", "osrodek wypoczynkowy"), ("Domki nad Jeziorem Nidzkim", "Polska", "domki"),
        ("Kwatery Prywatne u Haliny", "Polska", "kwatery"), ("Dom Wczasowy Jodełka", "Polska", "dom wczasowy"),
        ("Pensiunea Casa Bunicii", "Romania", "pensiunea"), ("Chalupa U Lesa", "Czechia", "chalupa"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a chata counts fully in Slovakia and Czechia, a willa in Poland; elsewhere they are shared words")
    func sharedAtHome() {
        #expect(SharedWordTests.verdict("Téryho chata", country: "Slovensko").isTaken)
        #expect(SharedWordTests.verdict("Willa Marta", country: "Polska").isTaken)
        #expect(!SharedWordTests.verdict("Chata Polska", country: "United Kingdom").isTaken)
    }

    @Test("an animal shelter, a home for the old, an investor, a school", arguments: [
        ("Schronisko dla Bezdomnych Zwierząt w Krakowie", "bezdomnych zwierzat"), ("Pensjonat Seniora Słoneczna Przystań", "seniora"),
        ("Hostel Invest Sp. z o.o.", "invest"), ("Szkoła Podstawowa nr 162 w Krakowie", "szkola"),
    ])
    func lookAlikes(_ name: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: "Polska", note: "2 noce")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .otherBusiness(let found, .organization) = $0 { return found.hasSuffix(word) || word.hasSuffix(found) } else { return false } },
                "\(verdict.evidence)")
    }

    @Test("a one-letter brand is the name's first word only: 'W Warsaw', not the 'w' of 'Szkoła … w Krakowie'")
    func oneLetterBrand() {
        let hotel = SharedWordTests.verdict("W Warsaw", country: "Polska")
        #expect(hotel.evidence.contains { if case .brand("W Hotels", _, _, _) = $0 { return true } else { return false } }, "\(hotel.evidence)")
        let office = SharedWordTests.verdict("Biuro Rachunkowe Nowak w Krakowie", country: "Polska")
        #expect(!office.evidence.contains { if case .brand = $0 { return true } else { return false } }, "\(office.evidence)")
    }

    @Test("two numbers after a word of opening hours are hours, not days", arguments: ["sekretariat 8-15", "open 9-17", "godz. 10-14", "czynne 8-16"])
    func openingHours(_ note: String) {
        #expect(StayShape.all(in: note).isEmpty, "\(StayShape.all(in: note))")
    }

    @Test("Hungary's holiday homes, refuges, hikers' and key houses; Valamar in Croatia", arguments: [
        ("Napfény Üdülő", "Magyarország"), ("Kékestetői Menedékház", "Magyarország"), ("Rám-szakadék Turistaház", "Magyarország"),
        ("Bükki Kulcsosház", "Magyarország"), ("Valamar Diamant", "Hrvatska"),
    ])
    func hungary(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a campsite's snack bar and a dog boarding house are not places to stay", arguments: [
        ("Kemping Büfé Balatonszemes", nil), ("Bundás Kutyapanzió", "Bodri 5 éj, oltási könyv"),
    ] as [(String, String?)])
    func hungarianLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Magyarország", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("guest rooms let privately, and a bear's inn whose sign folds to a bar", arguments: [
        ("Gästezimmer Pichler", nil), ("Privatzimmer Hofer", nil), ("Gasthof Zum Bär", "2 Nächte, Halbpension"),
        ("Schwarzer Bär Gries", "3 Nächte mit Frühstück"),
    ] as [(String, String?)])
    func alpineRooms(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Österreich", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a bar is still a bar, and a resort's developer no resort", arguments: [
        ("Bar Bär", nil), ("Tirol Resorts Projektentwicklung GmbH", "Anlegerwohnung, Prospekt"),
    ] as [(String, String?)])
    func alpineLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Österreich", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Czech campsite and mountain hut, Czech and Slovak apartments, a spa house, a Croatian kamp and holiday house", arguments: [
        ("Kemp Jestřabí", "Česko"), ("Luční bouda", "Česko"), ("Apartmány Pod Lesom", "Slovensko"), ("Léčebné lázně Luhačovice", "Česko"),
        ("Kamp Slapić", "Hrvatska"), ("Kuća za odmor Marija", "Hrvatska"), ("Robinzonska kuća Žut", "Hrvatska"),
        ("Almdorf Hinterglemm", "Österreich"),
    ])
    func campsAndHuts(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a Czech spa stay taken by the week")
    func spaStay() {
        let verdict = SharedWordTests.verdict("Lázně Darkov", country: "Česko", note: "děda, komplexní lázeňská péče 3 týdny")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("homes for the old and dog hotels, a hotel's café, a tavern, a ski area, a developer, a cruise's cabin", arguments: [
        ("Penzion pro seniory Háje", "Česko", nil), ("Psí hotel Alík", "Česko", "Rex na týden"), ("Pansion za pse Njuška", "Hrvatska", nil),
        ("Kavana Hotel Esplanade", "Hrvatska", "kava u 10h"), ("Kafana Pod Lipom", "Srbija", nil),
        ("Jasná Ski Resort", "Slovensko", "skipas pre deti"), ("Adria Chalet Properties d.o.o.", "Hrvatska", "primopredaja ključeva"),
        ("Jadranska plovidba", "Hrvatska", "krstarenje Split-Dubrovnik, 3 noći u kabini"),
    ] as [(String, String, String?)])
    func lookAlikesOfTheRegion(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("kemp, bouda and residencias are shared words: an English Kemp, or one with no country, is no campsite")
    func sharedCampWords() {
        #expect(!SharedWordTests.verdict(["N:;;;;", "FN:KEMP Technologies", "ORG:KEMP Technologies"]).isTaken)
        #expect(!SharedWordTests.verdict("Kemp Builders", country: "United Kingdom").isTaken)
        #expect(SharedWordTests.verdict("Kemp Dlouhá Louka", country: "Česko").isTaken)
    }
}
