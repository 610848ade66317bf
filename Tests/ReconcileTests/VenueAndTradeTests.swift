@testable import Reconcile
import TextFolding
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
        ("Crystal Room - Taj Samudra", "Sri Lanka", "room"), ("Harbour Lounge | Shangri-La Hotel", "Singapore", "lounge"),
        ("Sky Lounge - Hilton", "Deutschland", "lounge"), ("Yacht Club - Hilton Garden Inn", "USA", "club"),
        ("Sky Lounge -Hilton", "Deutschland", "lounge"), ("Pool Club- Hyatt Regency", "USA", "club"),
    ])
    func venueBeforeItsHotel(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("not where the first part names the hotel or its town, is one word, or the last holds no brand", arguments: [
        ("Spa Hotel Saint Michel - Pontresina", "Schweiz"), ("Club-Hotel Riu Paraiso Lanzarote", "España"),
        ("Palacio Duhau - Park Hyatt", "Argentina"), ("Club Med - Cancún", "México"), ("Villa Gloria Private Pool - Pansol", "Philippines"),
        ("The Westin - Excelsior Rome", "Italia"), ("Armathwaite Hall - Country House Hotel and Spa", "United Kingdom"),
        ("Hintlesham Hall, Hotel", "United Kingdom"), ("Schwäbisch Hall - Hotel Hohenlohe", "Deutschland"),
        ("Spa - Radisson Blu Palace Hotel", "Belgique"), ("Country Club - Hotel & Golf", "Argentina"), ("Garden Room, B&B", "United Kingdom"),
        ("Royal Terrace, Hotel Edinburgh", "United Kingdom"), ("Wellness & Spa-Hotel Steigenberger", "Deutschland"),
        ("Golf Club-Hotel Maritim", "Deutschland"),
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
        ("Travel Rooms Split", "Hrvatska", nil), ("Studio Apartments Kotor", "Crna Gora", nil),
    ] as [(String, String, String?)])
    func besideALodgingWord(_ name: String, _ country: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a negation takes back the word of a night spent after it", arguments: [
        "Dimanche piscine, entrée 10 000 F/pers. Pas de nuitée.", "Seminar, ohne Übernachtung", "Location de salle sans check-in, 200 personnes",
        "Repas de groupe, pas de demi-pension", "Toplantı salonu, check-in yok",
    ])
    func negated(_ note: String) {
        let verdict = SharedWordTests.verdict("Ngor Beach Club", country: "Sénégal", note: note)
        #expect(!verdict.evidence.contains { if case .stayWords = $0 { return true } else { return false } }, "\(verdict.evidence)")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("not a meal's word, nor a word no negation takes: 'without breakfast' is a room booked")
    func negationsScope() {
        #expect(LodgingWords.withoutNegated("pas de nuitee ce soir", folded: "pas de nuitee ce soir") == "pas de ce soir")
        #expect(LodgingWords.withoutNegated("room without breakfast", folded: "room without breakfast") == "room without breakfast")
        #expect(LodgingWords.withoutNegated("sin overnight layover", folded: "sin overnight layover") == "sin overnight layover")
        #expect(LodgingWords.withoutNegated("nuitee du 15 06", folded: "nuitee du 15 06") == "nuitee du 15 06")
        #expect(LodgingWords.withoutNegated("Gündüz, gecələmə yox.", folded: TextFolding.key("Gündüz, gecələmə yox.")) == TextFolding.key("Gündüz yox"))
        for note in ["Ontbijt: zonder. Check-in vanaf 15u", "Frühstück: ohne\nCheck-in ab 15 Uhr", "Linge de maison : sans. Check-in dès 16h"] {
            #expect(LodgingWords.stay.all(in: LodgingWords.withoutNegated(note, folded: TextFolding.key(note))).contains("check in"), "\(note)")
        }
        let verdict = SharedWordTests.verdict("The Grange", country: "United Kingdom", note: "2 nights, room without breakfast")
        #expect(verdict.isTaken, "\(verdict.explanation)")
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
        for note in ["kecha qo'ng'iroq qildim", "Stol 4, kecha band qildik", "Soat 9 kecha qo'ng'iroq qildim", "VIP xona 3 kecha band qildik"] {
            #expect(!StayShapeTests.kinds(note).contains(.nights), "\(note)")
        }
        for note in ["Ikki kishilik xona, 3 kecha", "Standart xona: 3 kecha uchun"] {
            #expect(StayShapeTests.kinds(note).contains(.nights), "\(note)")
        }
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

    @Test("the Y, a residency, a mansion and a choultry count beside a night's word", arguments: [
        "YWCA Anandagiri", "நகரத்தார் சத்திரம்", "Chiramel Residency", "Chettinadu Mansion", "Purva Residency",
    ])
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

    @Test("other trades that bear a lodging word or a night: pets' boarding, eateries, a Masonic lodge, agencies, tours", arguments: [
        ("Pension pour chiens Le Bois Joli", "Belgique", "8 nuits, 18 €/nuit"), ("Zoo Otel Bakı", "Azərbaycan", "8 gecə x 15 AZN"),
        ("Köhnə Otel Kababxanası", "Azərbaycan", ""), ("Hawaiian Lodge F.&A.M.", "USA", ""), ("Golden Gate Inn Lodge F.&A.M.", "USA", ""), ("Rainbow Drive-In", "USA", "plate lunch, loco moco"),
        ("Kilele Hotel Reservations Ltd", "Tanzania", "Booking agent, commission paid by hotel"),
        ("Outrigger Canoe Club", "USA", "reception Sat 6pm, guests"), ("Blue Hawaiian Helicopters", "USA", "booking, check in 1 hr before"),
        ("Island Breeze Lūʻau", "USA", "booked 4, hotel grounds"), ("Hale Anuenue Restorative Care Center", "USA", "room 214, front desk"),
        ("Camping Permits Office", "USA", "permit, $6/adult/nt"),
    ])
    func otherTrades(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note.isEmpty ? nil : note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("beside a lodging word, a club's, a drive-in's, a helicopter's word is the place's own; F.&A.M. only beside a lodge", arguments: [
        ("Disney's Yacht Club Resort", "USA"), ("Drive In Motel", "Canada"), ("Helicopter Lodge", "Canada"), ("Rowing Club Hotel", "United Kingdom"),
        ("F.A.M. Hostel", "España"), ("Luau Inn", "USA"),
    ])
    func sideTradesOfNewWords(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: "3 nights, check-in 4pm")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a night bus that brings the guest to a hostel is no night elsewhere")
    func nightBusToAHostel() {
        let verdict = SharedWordTests.verdict("Sapa Backpackers Hostel", country: "Vietnam", note: "Night bus from Hanoi arrives 5am, 2 nights dorm")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a NOTE of a meal out, a night bus, visiting hours", arguments: [
        ("Kilimani Hotel", "Tanzania", "Mgahawa – kitimoto na ndizi"), ("Al-Shifa Hotel & Restaurant", "Tanzania", "chai na chapati, biriani Ijumaa"),
        ("Hostellerie Saint-Hubert", "Belgique", "Zondagslunch, tafel 6p om 12u30"), ("ドリーム号", "Japan", "Night bus Tokyo→Osaka, save 1 hotel night"),
    ])
    func noteAgainst(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Swahili's guest house and its nights after the noun, not its hours; a gîte; Azerbaijani's nightly price")
    func swahiliAndMore() {
        let gesti = SharedWordTests.verdict("Gesti ya Mapumziko", country: "Tanzania", note: "TSh 35,000 self-contained, usiku 2")
        #expect(gesti.isTaken, "\(gesti.explanation)")
        #expect(StayShapeTests.kinds("usiku 2, chumba 35").contains(.nights))
        for note in ["basi linafika saa 4 usiku", "Sherehe ya mwaka mpya usiku 31 Desemba", "Chakula cha usiku 20:00, watu 4", "usiku 8.30"] {
            #expect(!StayShapeTests.kinds(note).contains(.nights), "\(note)")
        }
        for note in ["Gite in barca per 4 persone, sabato", "Prenotate le gite in barca per il 12 agosto"] {
            let trip = SharedWordTests.verdict("Navigazione Laghi", country: "Italia", note: note)
            #expect(!trip.isTaken, "\(trip.explanation)")
        }
        let booked = SharedWordTests.verdict("Les Chênes", country: "France", note: "Réservé un gîte pour 4 personnes")
        #expect(booked.isTaken, "\(booked.explanation)")
        let gite = SharedWordTests.verdict("La Ferme du Bois Rond", country: "Belgique", note: "Gîte à la ferme 6 pers, semaine Toussaint")
        #expect(gite.isTaken, "\(gite.explanation)")
        let house = SharedWordTests.verdict("Qəbələ Meşə Evi", country: "Azərbaycan", note: "4 yataq, gecəlik 200 AZN")
        #expect(house.isTaken, "\(house.explanation)")
    }
}
