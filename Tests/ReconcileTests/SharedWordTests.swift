import Testing
import TextFolding
@testable import Reconcile

/// Words other trades name themselves by as often as places to stay (a
/// cottage, a villa, a camp) count only beside the card's word of a night
/// spent, or in the countries where such a name is a place to stay's; and
/// a holiday let's NOTE (a key safe, the changeover day) is a stay's.
@Suite("Lodging words other trades share")
struct SharedWordTests {
    /// The verdict `import --explain` gives, after checking that the quick
    /// one (without `--explain`) is the same.
    static func verdict(_ lines: [String]) -> Verdict {
        let card = EvidenceTests.card(lines)
        let explained = LodgingSelector().verdict(for: card, explain: true)
        #expect(LodgingSelector().verdict(for: card).isTaken == explained.isTaken, "quick and explained verdicts differ: \(explained.explanation)")
        return explained
    }

    /// The verdict on a company's minimal card: `name` in FN and ORG, an address in `country`, and `note`.
    static func verdict(_ name: String, country: String, note: String? = nil) -> Verdict {
        verdict(company(name, country: country, note: note))
    }

    static func company(_ name: String, country: String, note: String? = nil) -> [String] {
        ["N:;;;;", "FN:\(name)", "ORG:\(name)", "ADR;TYPE=WORK:;;1 Main Street;Town;;1000;\(country)"] + (note.map { ["NOTE:\($0)"] } ?? [])
    }

    static func isShared(_ piece: Evidence) -> Bool {
        if case .lodgingWord(_, _, _, true) = piece { return true }
        return false
    }

    @Test("the lists agree: every side trade is a trade, every word with a home country is a shared word, no shared word is a lodging word")
    func listsAgree() {
        for word in LodgingWords.sideTrades { #expect(LodgingWords.otherBusiness.contains(word), "\(word)") }
        for word in LodgingWordCountries.sharedWordsWithHomes { #expect(LodgingWords.sharedWords.contains(word), "\(word)") }
        for word in LodgingWords.sharedWords.phrases { #expect(!LodgingWords.name.contains(word), "\(word)") }
        for word in LodgingWords.restaurants { #expect(LodgingWords.otherBusiness.contains(word), "\(word)") }
        for word in LodgingWords.offices.union(LodgingWords.beforeAHead) { #expect(LodgingWords.otherBusiness.contains(word), "\(word)") }
        for word in LodgingWords.heads { #expect(LodgingWords.name.contains(word), "\(word)") }
    }

    @Test("alone, a shared word is not evidence: a villa, a camp, a cabin may be anything", arguments: [
        "Villa Farnesina", "Camp Nou Tickets", "Log Cabin Grill House", "Baan Siam", "Quinta do Noval", "Harbour Apartments",
    ])
    func aloneNotEvidence(_ name: String) {
        let verdict = Self.verdict(Self.company(name, country: "Italy"))
        #expect(!verdict.isTaken)
        #expect(!verdict.evidence.contains(where: Self.isShared), "\(verdict.evidence)")
    }

    @Test("beside a night's word it counts one, and says it is shared")
    func besideStayWords() {
        let verdict = Self.verdict(Self.company("Villa Rosmarino", country: "Italy", note: "arrivo sabato, cassetta delle chiavi 2231"))
        #expect(verdict.isTaken)
        #expect(verdict.evidence.contains(.lodgingWord("villa", in: .organization, shared: true)))
        #expect(Evidence.lodgingWord("villa", in: .organization, shared: true).weight == 1)
        #expect(verdict.explanation.contains("lodging word 'villa' in ORG (a word other trades share)"), "\(verdict.explanation)")
    }

    @Test("a restaurant's or a museum's booking, or a range of dates among other words, does not make it count", arguments: [
        ("The Golden Fleece Arms", "booked Sunday lunch"), ("Villa Borghese Galleria", "booking 1234"), ("Villa Necchi", "exhibition 12–14 May"),
    ])
    func notBesideOtherVisits(_ name: String, _ note: String) {
        let verdict = Self.verdict(Self.company(name, country: "United Kingdom", note: note))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(!verdict.evidence.contains(where: Self.isShared))
    }

    @Test("a number of nights or a lodging URL makes it count")
    func besideNightsOrURL() {
        #expect(Self.verdict(Self.company("Baan Suan", country: "Thailand", note: "3 nights")).evidence.contains(where: Self.isShared))
        let url = Self.verdict(Self.company("Villa Vittoria", country: "Italy") + ["URL:https://www.booking.com/hotel/it/villa-vittoria.html"])
        #expect(url.evidence.contains(where: Self.isShared), "\(url.evidence)")
    }

    @Test("in its countries a shared word counts fully", arguments: [
        ("Rooms Zora", "Croatia", "rooms"), ("Apartments Radović", "Montenegro", "apartments"), ("Villa Neretva", "Bosnia and Herzegovina", "villa"),
        ("Apartamentos Sol y Mar", "Spain", "apartamentos"), ("Dar Seffarine", "Morocco", "dar"), ("Kirkman's Kamp", "South Africa", "kamp"),
        ("Rum Stars Camp", "Jordan", "camp"), ("Villa Kayu Lama", "Indonesia", "villa"), ("Onetangi Bach", "New Zealand", "bach"),
        ("Campement Le Lamantin", "Senegal", "campement"),
        // The first shared word that is at home there, not the first shared word.
        ("Stay at Villa Mare", "Montenegro", "villa"),
    ])
    func home(_ name: String, _ country: String, _ word: String) {
        let verdict = Self.verdict(Self.company(name, country: country))
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
        #expect(verdict.isTaken)
        // Abroad, the same name says nothing by itself.
        #expect(!Self.verdict(Self.company(name, country: "Canada")).isTaken)
    }

    @Test("where a shared word names other things as often, it counts nowhere by itself", arguments: [
        ("Ivy Cottage", "United Kingdom"), ("Craven Cottage", "United Kingdom"), ("Apartamenty Mokotów", "Poland"),
        ("Vape Hut", "New Zealand"), ("Routeburn Falls Hut", "New Zealand"),
    ])
    func notHome(_ name: String, _ country: String) {
        #expect(!Self.verdict(Self.company(name, country: country)).isTaken)
    }

    @Test("a camping is a campsite in Québec as in France, a camping store's name in the rest of North America")
    func campingInCanada() {
        #expect(Self.verdict(Self.company("Sépaq Camping Mont-Tremblant", country: "Canada")).isTaken)
        #expect(!Self.verdict(Self.company("Camping World of Orlando", country: "United States")).isTaken)
    }

    @Test("a sobe counts fully in the Balkans, a bungalow less in India")
    func sobeAndBungalows() {
        #expect(Self.verdict(Self.company("Sobe Ana", country: "Croatia")).evidence.contains(.lodgingWord("sobe", in: .organization)))
        #expect(Self.verdict(Self.company("Sobe Ana", country: "United States")).evidence.contains(.lodgingWord("sobe", in: .organization, abroad: true)))
        #expect(Self.verdict(Self.company("Palm Grove Bungalows", country: "Thailand")).isTaken)
        #expect(!Self.verdict(Self.company("Shaligram Bungalows", country: "India")).isTaken)
    }

    @Test("the trade's own words make a let a place to stay anywhere", arguments: [
        ("Sea Breeze Cottages", "cottages"), ("Whispering Pines Cabins", "cabins"), ("Kiboko Tented Camp", "tented camp"),
        ("Gumnut Farm Stay", "farm stay"), ("Karoo Soul Backpackers", "backpackers"), ("Olsen Rorbuer", "rorbuer"),
        ("Autokamp Pila", "autokamp"), ("Phou Iu Bungalows", "bungalows"), ("Topas Ecolodge", "ecolodge"),
        ("Shepherd's Hut at Hill End Farm", "shepherds hut"), ("Gîtes de France – La Magnanerie", "gites"),
        ("Hospedería Señorío de Briñas", "hospederia"), ("Burleigh Beach Tourist Park", "tourist park"),
        ("Morrissey's Pub & Rooms", "pub rooms"),
    ])
    func tradeWords(_ name: String, _ word: String) {
        let verdict = Self.verdict(Self.company(name, country: "Canada"))
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
        #expect(verdict.isTaken)
    }

    @Test("other trades' rooms, camps, lodges and dar are not places to stay", arguments: [
        ("The Old Cottage Tea Rooms", "United Kingdom"), ("Camp Kinnikinnick Summer Camp", "United States"),
        ("Riverside Apartments Leasing Office", "United States"), ("Moose Lodge 1129", "United States"),
        ("The Cottage Gallery", "United Kingdom"), ("Brennan Cabinet Makers", "Ireland"), ("Musée Dar Si Said", "Morocco"),
        ("Agence du Port Appartements & Villas", "France"), ("Camp & Trail Outdoor", "Namibia"), ("Baqa'a Refugee Camp Office", "Jordan"),
        ("Lycée Dar Bouazza", "Morocco"),
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

    @Test("a key safe or key box alone says the guest lets themself in", arguments: [
        "key safe 4471", "lockbox by the back door", "key box left of the door", "Schlüsselbox am Tor", "boîte à clés 0912",
        "caja de llaves junto a la puerta",
    ])
    func keySafe(_ note: String) {
        let verdict = Self.verdict(Self.company("Binalong Shack", country: "Australia", note: note))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        // A person's key safe is a friend's or a family's.
        #expect(!Self.verdict(["N:Lee;Sam;;;", "FN:Sam Lee", "ADR:;;1 Main Street;Town;;1000;Australia", "NOTE:\(note)"]).isTaken)
    }

    @Test("an office's door code is not a stay, nor a car hire's key box, nor a home carer's key safe")
    func keysOfOthers() {
        #expect(!Self.verdict(Self.company("Harbourside Partners", country: "Ireland", note: "door code 4411")).isTaken)
        #expect(!Self.verdict(Self.company("Sixt Stuttgart Hauptbahnhof", country: "Germany", note: "nach 20 Uhr: Schlüsselbox")).isTaken)
        #expect(!Self.verdict(Self.company("Bluebird Home Care Leeds", country: "United Kingdom", note: "key safe 1234 for Mum's carers")).isTaken)
    }

    @Test("a departure time or a parking space in a let's NOTE says nothing against it; a parking space booked does")
    func departureAndParking() {
        let verdict = Self.verdict(Self.company("Spiti Eleni", country: "Greece", note: "3 nights, lockbox 2231, departure 10am, parking behind the house"))
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(!Self.verdict(Self.company("Somewhere", country: "Germany", note: "Parkplatz gebucht, 6 Nächte")).isTaken)
    }

    @Test("a place to stay's own gift shop, tavern, gallery or safari company says nothing against it; alone, such a word says what the business is")
    func sideTrades() {
        for name in ["Silver Spur Motel & Gifts", "The Drovers Inn & Gift Shop", "Black Bear Inn & Tavern", "Gallery Hotel",
                     "Wilderness Safaris DumaTau Tented Camp", "Hotel Museo Palacio"] {
            #expect(Self.verdict(Self.company(name, country: "Botswana")).isTaken, "\(name)")
        }
        #expect(!Self.verdict(Self.company("Cottage Craft Gifts", country: "United Kingdom")).isTaken)
        #expect(!Self.verdict(Self.company("The Cottage Tavern", country: "United Kingdom")).isTaken)
        #expect(!Self.verdict(Self.company("Desert & Delta Safaris", country: "Botswana", note: "2 nights, booking 4471")).isTaken)
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

    @Test("cruise lines and expedition operators are other businesses, nights aboard or not", arguments: [
        "Paradise Cruises", "Andes Salt Expeditions",
    ])
    func cruisesAndExpeditions(_ name: String) {
        #expect(!Self.verdict(Self.company(name, country: "Vietnam", note: "2 nights, booking 4471")).isTaken)
    }

    @Test("all the evidence a card can hold does not make a person's card a place to stay; the quick verdict agrees")
    func personOutweighsAll() {
        let verdict = Self.verdict([
            "N:Hilton;Paris;;;", "FN:Paris Hilton", "ORG:Hilton Hotel", "ADR:;;1 Main Street;Town;;1000;United States",
            "URL:https://www.hilton.com/", "NOTE:check-in 15:00, 3 nights", "item1.EMAIL:reservations@example.com",
            "item1.X-ABLabel:Reception",
        ])
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }
}
