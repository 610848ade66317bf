import Reconcile
import Testing

/// Words other trades name themselves by as often as places to stay (a
/// cottage, a villa, a camp) count only beside a stay's own words, or in
/// the countries where such a name is a place to stay's; and a holiday
/// let's NOTE (a key safe, the changeover day) is a stay's.
@Suite("Lodging words other trades share")
struct SharedWordTests {
    static func verdict(_ lines: [String]) -> Verdict {
        LodgingSelector().verdict(for: EvidenceTests.card(lines), explain: true)
    }

    static func company(_ name: String, country: String, note: String? = nil) -> [String] {
        ["N:;;;;", "FN:\(name)", "ORG:\(name)", "ADR;TYPE=WORK:;;1 Main Street;Town;;1000;\(country)"] + (note.map { ["NOTE:\($0)"] } ?? [])
    }

    static func isShared(_ piece: Evidence) -> Bool {
        if case .lodgingWord(_, _, _, true) = piece { return true }
        return false
    }

    @Test("alone, a shared word is not evidence: a villa, a camp, a cabin may be anything", arguments: [
        "Villa Farnesina", "Camp Nou Tickets", "Log Cabin Grill House", "Baan Siam", "Quinta do Noval", "Harbour Apartments",
    ])
    func aloneNotEvidence(_ name: String) {
        let verdict = Self.verdict(Self.company(name, country: "Italy"))
        #expect(!verdict.isTaken)
        #expect(!verdict.evidence.contains(where: Self.isShared), "\(verdict.evidence)")
    }

    @Test("beside a stay's words it counts one, and says it is shared")
    func besideStayWords() {
        let verdict = Self.verdict(Self.company("Villa Rosmarino", country: "Italy", note: "arrivo sabato, cassetta delle chiavi 2231"))
        #expect(verdict.isTaken)
        #expect(verdict.evidence.contains(.lodgingWord("villa", in: .organization, shared: true)))
        #expect(Evidence.lodgingWord("villa", in: .organization, shared: true).weight == 1)
        #expect(verdict.explanation.contains("lodging word 'villa' in ORG (a word other trades share)"), "\(verdict.explanation)")
    }

    @Test("a range of dates alone, an appointment's as much as a stay's, does not make it count")
    func notBesideDatesAlone() {
        let verdict = Self.verdict(Self.company("Villa Necchi", country: "Italy", note: "12–14 May"))
        #expect(!verdict.isTaken)
        #expect(!verdict.evidence.contains(where: Self.isShared))
    }

    @Test("a number of nights or a lodging URL makes it count")
    func besideNightsOrURL() {
        #expect(Self.verdict(Self.company("Baan Suan", country: "Thailand", note: "3 nights")).evidence.contains(where: Self.isShared))
        let url = Self.verdict(Self.company("Villa Vittoria", country: "Italy") + ["URL:https://www.booking.com/hotel/it/villa-vittoria.html"])
        #expect(url.evidence.contains(where: Self.isShared), "\(url.evidence)")
    }

    @Test("in its countries a shared word counts fully", arguments: [
        ("Rooms Zora", "Croatia", "rooms"), ("Dar Seffarine", "Morocco", "dar"), ("Kirkman's Kamp", "South Africa", "kamp"),
        ("Villa Kayu Lama", "Indonesia", "villa"), ("Ivy Cottage", "United Kingdom", "cottage"), ("Onetangi Bach", "New Zealand", "bach"),
    ])
    func home(_ name: String, _ country: String, _ word: String) {
        let verdict = Self.verdict(Self.company(name, country: country))
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
        #expect(verdict.isTaken)
        // Abroad, the same name says nothing by itself.
        #expect(!Self.verdict(Self.company(name, country: "Canada")).isTaken)
    }

    @Test("the trade's own words make a let a place to stay anywhere", arguments: [
        ("Sea Breeze Cottages", "cottages"), ("Whispering Pines Cabins", "cabins"), ("Kiboko Tented Camp", "tented camp"),
        ("Gumnut Farm Stay", "farm stay"), ("Karoo Soul Backpackers", "backpackers"), ("Olsen Rorbuer", "rorbuer"),
        ("Autokamp Pila", "autokamp"), ("Phou Iu Bungalows", "bungalows"),
    ])
    func tradeWords(_ name: String, _ word: String) {
        let verdict = Self.verdict(Self.company(name, country: "Canada"))
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
        #expect(verdict.isTaken)
    }

    @Test("other trades' rooms, camps and lodges are not places to stay", arguments: [
        ("The Old Cottage Tea Rooms", "United Kingdom"), ("Camp Kinnikinnick Summer Camp", "United States"),
        ("Riverside Apartments Leasing Office", "United States"),
        ("Moose Lodge 1129", "United States"), ("The Cottage Gallery", "United Kingdom"), ("Brennan Cabinet Makers", "Ireland"),
        ("Musée Dar el Bacha", "Morocco"), ("Agence du Port Appartements & Villas", "France"),
    ])
    func otherTrades(_ name: String, _ country: String) {
        let verdict = Self.verdict(Self.company(name, country: country, note: "check in 9:00, key collection"))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a holiday let's NOTE is a stay's, in many languages", arguments: [
        "keysafe 4471, Sat to Sat", "changeover Saturday, welcome pack", "Schlüsseltresor 1234, Anreise 15 Uhr",
        "boîte à clés 0912, arrivée 16h", "caja de llaves 5521, llegada sábado", "door code 8812, self catering",
    ])
    func holidayLetNote(_ note: String) {
        let verdict = Self.verdict(Self.company("Kingfisher Loft", country: "United Kingdom", note: note))
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an office's door code alone is not a stay, nor a car hire's key box")
    func doorCodeAlone() {
        #expect(!Self.verdict(Self.company("Harbourside Partners", country: "Ireland", note: "door code 4411")).isTaken)
        #expect(!Self.verdict(Self.company("Sixt Lyon Part-Dieu", country: "France", note: "return after 20h: key box")).isTaken)
    }

    @Test("a key safe alone says the guest lets themself in: a company's card with an address is a let", arguments: [
        "key safe 4471", "lockbox by the back door", "Schlüsseltresor am Tor", "boîte à clés 0912", "caja de llaves junto a la puerta",
    ])
    func keySafe(_ note: String) {
        let verdict = Self.verdict(Self.company("Binalong Shack", country: "Australia", note: note))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        // A person's key safe is a friend's or a family's.
        #expect(!Self.verdict(["N:Lee;Sam;;;", "FN:Sam Lee", "ADR:;;1 Main Street;Town;;1000;Australia", "NOTE:\(note)"]).isTaken)
    }

    @Test("a departure time or a parking space in a let's NOTE says nothing against it")
    func departureAndParking() {
        let verdict = Self.verdict(Self.company("Spiti Eleni", country: "Greece", note: "3 nights, lockbox 2231, departure 10am, parking behind the house"))
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a place to stay's own gift shop, spa or tavern says nothing against it; alone, such a word says what the business is")
    func sideTrades() {
        for name in ["Silver Spur Motel & Gifts", "The Drovers Inn & Gift Shop", "Hotel Alpenblick & Spa", "Black Bear Inn & Tavern"] {
            #expect(Self.verdict(Self.company(name, country: "United States")).isTaken, "\(name)")
        }
        #expect(!Self.verdict(Self.company("Cottage Craft Gifts", country: "United Kingdom")).isTaken)
        #expect(!Self.verdict(Self.company("Villa Spa Seminyak", country: "Indonesia")).isTaken)
        #expect(!Self.verdict(Self.company("The Cottage Tavern", country: "United Kingdom")).isTaken)
    }

    @Test("a trade's word inside the lodging phrase says nothing against it: self catering is no caterer")
    func wordOfThePhrase() {
        let verdict = Self.verdict(Self.company("Heatherbank Self Catering", country: "United Kingdom"))
        #expect(verdict.evidence.contains(.lodgingWord("self catering", in: .organization)))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        // The phrase of the other business is not excused by the lodging word inside it.
        #expect(!Self.verdict(Self.company("Hundehotel Bello", country: "Germany", note: "5 Nächte")).isTaken)
    }

    @Test("a one-common-word brand does not hide the words around it: a care home named Home")
    func genericBrandHidesNothing() {
        #expect(!Self.verdict(Self.company("Lavender Cottage Care Home", country: "United Kingdom", note: "room 12")).isTaken)
    }

    @Test("a lodge as a compound's head, a shepherd's hut, a hut in New Zealand's back country")
    func moreWords() {
        #expect(Self.verdict(Self.company("Topas Ecolodge", country: "Vietnam")).evidence.contains(.lodgingWord("ecolodge", in: .organization)))
        #expect(Self.verdict(Self.company("Shepherd's Hut at Hill End Farm", country: "United Kingdom")).isTaken)
        #expect(Self.verdict(Self.company("Routeburn Falls Hut", country: "New Zealand")).isTaken)
    }

    @Test("cruise lines and safari or expedition operators are other businesses, nights aboard or not", arguments: [
        "Paradise Cruises", "Desert & Delta Safaris", "Andes Salt Expeditions",
    ])
    func cruisesAndSafaris(_ name: String) {
        #expect(!Self.verdict(Self.company(name, country: "Botswana", note: "2 nights, booking 4471")).isTaken)
    }
}
