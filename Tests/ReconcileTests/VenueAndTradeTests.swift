@testable import Reconcile
import Testing

/// A hotel's venue named before the hotel, a trade's word beside no lodging
/// word, a negated stay word: what makes a card name a hotel without being one.
@Suite("A hotel's venues, a trade's words, a stay taken back")
struct VenueAndTradeTests {
    static func isAgainst(_ piece: Evidence) -> Bool {
        if case .otherBusiness = piece { return true }
        return false
    }

    @Test("a venue's word before the part that names the hotel: the venue's card", arguments: [
        ("Jiva Spa - Taj Fisherman's Cove", "India", "spa"), ("Club Olympus – Hyatt Regency", "Srbija", "club"),
        ("Crystal Room - Taj Samudra", "Sri Lanka", "room"), ("Balmoral Hall, Federal Palace Hotel", "Nigeria", "hall"),
        ("Harbour Lounge | Shangri-La Hotel", "Singapore", "lounge"),
    ])
    func venueBeforeItsHotel(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("not where the first part names the hotel, nor across a hyphen inside a word, nor without a venue's word", arguments: [
        ("Spa Hotel Saint Michel - Pontresina", "Schweiz"), ("Club-Hotel Riu Paraiso Lanzarote", "España"),
        ("Palacio Duhau - Park Hyatt", "Argentina"), ("Club Med - Cancún", "México"), ("Villa Gloria Private Pool - Pansol", "Philippines"),
        ("The Westin - Excelsior Rome", "Italia"),
    ])
    func notAVenue(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: "2 nights, check-in 15:00")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(!verdict.evidence.contains(where: Self.isAgainst), "\(verdict.evidence)")
    }

    @Test("a travel agency's nights are its clients': 'travel' counts against a name without a lodging word", arguments: [
        ("Filip Travel", "Srbija", "Halkidiki 7 noći, polazak 19h"), ("Travel Leaders - Cherry Creek", "USA", "package quote, 7 nights + flights"),
        ("Satguru Travel Dakar", "Sénégal", "billets + hôtel à Bamako"),
    ])
    func travelAgency(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness("travel", in: .organization)), "\(verdict.evidence)")
    }

    @Test("beside a lodging word, 'travel' and 'studio' are the place's own", arguments: [
        ("Travel Inn Seaside", "United Kingdom", nil), ("Studio Rue des Poissonniers (Airbnb)", "France", "5 nuits, boîte à clés"),
    ] as [(String, String, String?)])
    func besideALodgingWord(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a negation takes back the stay word after it", arguments: [
        "Dimanche piscine, entrée 10 000 F/pers. Pas de nuitée.", "Sans petit-déjeuner, sans nuitée",
    ])
    func negated(_ note: String) {
        let verdict = SharedWordTests.verdict("Ngor Beach Club", country: "Sénégal", note: note)
        #expect(!verdict.evidence.contains { if case .stayWords = $0 { return true } else { return false } }, "\(verdict.evidence)")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(LodgingWords.withoutNegated("pas de nuitee ce soir") == "pas de ce soir")
        #expect(LodgingWords.withoutNegated("nuitee du 15 06") == "nuitee du 15 06")
    }

    @Test("a night's stay in French alone, and Serbian Cyrillic's, say a night was spent")
    func nightsStay() {
        let palace = SharedWordTests.verdict("Almadies Palace", country: "Sénégal", note: "Séminaire + nuitée du 15/06")
        #expect(palace.isTaken, "\(palace.explanation)")
        let flat = SharedWordTests.verdict("Обреновићева 32 – стан на дан", country: "Srbija", note: "3.500 дин ноћење, кеш")
        #expect(flat.isTaken, "\(flat.explanation)")
    }

    @Test("Uzbek: nights after a number, sanatoria, yurt camps; a pet hotel, hotel furniture and a pilgrimage agency are not")
    func uzbek() {
        #expect(StayShapeTests.kinds("14–17 mart, 3 kecha, nonushta bilan").contains(.nights))
        #expect(!StayShapeTests.kinds("kecha qo'ng'iroq qildim").contains(.nights))
        for name in ["Chortoq sanatoriyasi", "Yangigazgan oʻtov lageri"] {
            let verdict = SharedWordTests.verdict(name, country: "Uzbekistan")
            #expect(verdict.isTaken, "\(name): \(verdict.explanation)")
        }
        for (name, note) in [("Hayvonlar mehmonxonasi «Doʻstim»", "7 kechaga"), ("Mehmonxona mebellari — Shohona", ""),
                             ("Hidoyat Umra Tour", "Makka 5 kecha, Madina 4 kecha")] {
            let verdict = SharedWordTests.verdict(name, country: "Uzbekistan", note: note)
            #expect(!verdict.isTaken, "\(name): \(verdict.explanation)")
        }
    }

    @Test("South India's residencies and mansions count fully there, and only beside a night elsewhere", arguments: [
        ("Chiramel Residency", "India", true), ("Chettinadu Mansion", "India", true), ("Reggae Mansion Kuala Lumpur", "Malaysia", true),
        ("The Residency Towers", "Sri Lanka", true), ("Playboy Mansion", "USA", false), ("Residency Road Dental", "India", false),
    ])
    func residencyAndMansion(_ name: String, _ country: String, _ taken: Bool) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }

    @Test("the Y and a choultry count beside a night's word", arguments: ["YWCA Anandagiri", "நகரத்தார் சத்திரம்"])
    func sharedBesideANight(_ name: String) {
        #expect(!SharedWordTests.verdict(name, country: "India").isTaken)
        let verdict = SharedWordTests.verdict(name, country: "India", note: "2 nights, Rs 2,400 double")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(where: SharedWordTests.isShared), "\(verdict.evidence)")
    }

    @Test("a brand's members' office, a meal of biryani, a camp of tents")
    func officeMealTents() {
        let office = SharedWordTests.verdict("Sterling Holidays - Member Relations", country: "India")
        #expect(!office.isTaken, "\(office.explanation)")
        let eatery = SharedWordTests.verdict("Hotel Paradise", country: "India", note: "Biryani parcel for airport - 2 full mutton")
        #expect(!eatery.isTaken, "\(eatery.explanation)")
        #expect(eatery.evidence.contains(.otherBusiness("biryani", in: .note)), "\(eatery.evidence)")
        let tents = SharedWordTests.verdict("Kolukkumalai Tent Camp", country: "India")
        #expect(tents.isTaken, "\(tents.explanation)")
    }
}
