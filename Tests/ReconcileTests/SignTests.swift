import Testing
@testable import Reconcile

/// How the words of one sign are read together: the lodging word that ends
/// it says what the place is, a restaurant's word beside the lodging word is
/// its dining room, and a brand beside an office's word is the brand's office.
@Suite("A sign's words read together")
struct SignTests {
    @Test("a lodging word that ends the name: an eatery's or a shop's word before it names it", arguments: [
        ("Cafe Lava Hostel", "Indonesia"), ("Coffee Shack Backpackers", "South Africa"), ("Big Bar Guest Ranch", "Canada"),
        ("Sandbanks - Outlet River Campground", "Canada"), ("Bar Reef Resort", "Sri Lanka"), ("Rainbow Cruises Houseboats", "India"),
    ])
    func lastNounIsTheKind(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(!verdict.evidence.contains { if case .otherBusiness = $0 { return true } else { return false } }, "\(verdict.evidence)")
    }

    @Test("not after an eatery's own word, nor with the trade's word after it, nor for whom it is", arguments: [
        ("Madras Coffee Hotel", "India"), ("Pizza Inn Westlands", "Kenya"), ("Hostel Bar Lava", "Indonesia"),
        ("Kennedy College Hostel", "India"), ("Pine Valley Pet Resort", "United States"), ("Café at the Guest House", "United Kingdom"),
        ("Pro Shop - Kiawah Island Golf Resort", "USA"), ("Tiki Bar @ Paradise Beach Resort", "Fiji"),
        ("Coffee Shop | Sunrise Guest House", "Sri Lanka"),
    ])
    func notTheKind(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("\"restaurant\" before the lodging word across an \"and\" or an ampersand is the place's dining room", arguments: [
        ("Restaurant und Hotel Adler", "Schweiz"), ("Restaurant & Hotel Krone", "Schweiz"), ("Heaven Restaurant & Boutique Hotel", "Kenya"),
        ("আবাসিক হোটেল ও রেস্টুরেন্ট সাগর", "Bangladesh"),
    ])
    func restaurantBefore(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a restaurant named for an inn, or the hotel's: Romance signs, a Persian genitive, a 'del'", arguments: [
        ("رستوران هتل عباسی", "ایران"), ("Restaurante del Hotel Charleston", "Colombia"), ("Restaurant Inn Westend", "Deutschland"),
        ("Restaurante Pousada Velha", "Portugal"), ("Ristorante Albergo Rosa", "Italia"), ("Restaurant Hostal Sant Salvador", "España"),
    ])
    func restaurantOfTheHotel(_ name: String, _ country: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("beside an office's word a brand adds nothing; beside a fair's name it still counts")
    func brandsOffice() {
        let office = SharedWordTests.verdict("Rotana Hotel Management Corporation", country: "United Arab Emirates")
        #expect(!office.isTaken, "\(office.explanation)")
        #expect(!office.evidence.contains { if case .brand = $0 { return true } else { return false } }, "\(office.evidence)")
        let hotel = SharedWordTests.verdict("Holiday Inn Express Frankfurt Messe", country: "Deutschland")
        #expect(hotel.isTaken, "\(hotel.explanation)")
        #expect(hotel.evidence.contains { if case .brand = $0 { return true } else { return false } }, "\(hotel.evidence)")
    }

    @Test("a hotel group's head office, sales office or support centre, in the languages of its head offices, is no place to stay", arguments: [
        ("Premier Inn Support Centre", "United Kingdom", "support centre"), ("Hilton Worldwide Sales Frankfurt", "Deutschland", "worldwide sales"),
        ("Scandic Hotels Huvudkontor", "Sverige", "huvudkontor"), ("Thon Hotels Hovedkontor", "Norge", "hovedkontor"),
        ("Fletcher Hotels Hoofdkantoor", "Nederland", "hoofdkantoor"), ("Meliá Hotels International Oficinas Centrales", "España", "oficinas centrales"),
        ("Accor Siège Social", "France", "siege social"), ("Dorint Hotels Hauptverwaltung", "Deutschland", "hauptverwaltung"),
        ("Best Western Italia Sede Legale", "Italia", "sede legale"), ("Maritim Hotelgesellschaft Konzernzentrale", "Deutschland", "konzernzentrale"),
        ("Marriott International HQ", "United States", "hq"),
    ])
    func headOffice(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
        #expect(!verdict.evidence.contains { if case .brand = $0 { return true } else { return false } }, "\(verdict.evidence)")
    }

    @Test("a care home, a coworking office and dog sitting, with a lodging word, a brand or a guest's NOTE, are no places to stay", arguments: [
        ("Résidence Les Glycines EHPAD", "France", nil, "ehpad"), ("Résidence du Parc – Maison de retraite", "France", nil, "maison de retraite"),
        ("WeWork Moorgate", "United Kingdom", "Guest check in at reception, 2 nights of the hackathon", "wework"),
        ("Regus Business Centre Hotel Square", "Polska", nil, "regus"),
        ("Hundebetreuung Pfötchen-Hotel", "Deutschland", nil, "hundebetreuung"),
    ])
    func otherLodgers(_ name: String, _ country: String, _ note: String?, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a guest house called 'Zentrale' is no head office: the word is also a central one's", arguments: [
        ("Pension Zentrale", "Deutschland"), ("Hostal Sede Central", "España"),
    ])
    func centralHouse(_ name: String, _ country: String) {
        let hotel = SharedWordTests.verdict(name, country: country)
        #expect(hotel.isTaken, "\(hotel.explanation)")
    }

    @Test("a Turkish guest house in its possessive form, a hospital's too, is a place to stay")
    func misafirhanesi() {
        let house = SharedWordTests.verdict("Hacettepe Tıp Merkezi Misafirhanesi", country: "Türkiye", note: "4 gece, kahvaltı yok")
        #expect(house.isTaken, "\(house.explanation)")
        #expect(house.evidence.contains(.lodgingWord("misafirhanesi", in: .organization)), "\(house.evidence)")
    }
}
