import Testing
@testable import Reconcile

/// What review89–92 (Kampala, Yerevan, Panama City, Helsinki) taught:
/// words of Finland, Armenia, East Africa and Panama, shapes of a NOTE read
/// as they are meant, and the brands of the supplement's last lines.
@Suite("Finland, Armenia, East Africa and Panama; a NOTE's shapes; the supplement's brands")
struct Revision47Tests {
    static func kinds(_ note: String) -> [StayShape.Kind] { StayShape.all(in: note).map(\.kind) }

    @Test("Finnish yö and Estonian öö count as written, accent and all", arguments: [
        ("Aurora cabin 1 yö", StayShape.Kind.nights), ("Hinta 69 €/yö, aamiainen", .nightlyPrice), ("1 öö, hommikusöök", .nights),
    ])
    func accentedNights(_ note: String, _ kind: StayShape.Kind) {
        #expect(Self.kinds(note).contains(kind), "\(StayShape.all(in: note))")
        #expect(!Self.kinds(note).contains(.room), "\(StayShape.all(in: note))")
    }

    @Test("folded, they are other words: 'yo' and 'oo' written so count no night", arguments: [
        "Poika 3 yo, tytär 5", "Meet at 2 yo-yo club", "Room 2 oo",
    ])
    func notAccented(_ note: String) {
        #expect(!Self.kinds(note).contains(.nights), "\(StayShape.all(in: note))")
        #expect(!Self.kinds(note).contains(.nightlyPrice), "\(StayShape.all(in: note))")
    }

    @Test("a clock's minutes, a price's number and a head count are no nights nor room", arguments: [
        ("Лаваш, 15:30, ночь в пути", StayShape.Kind.nights), ("family room 4 ppl", .room), ("Twin room 2 beds", .room),
    ])
    func notACount(_ note: String, _ kind: StayShape.Kind) {
        #expect(!Self.kinds(note).contains(kind), "\(StayShape.all(in: note))")
    }

    @Test("a price by the night is one shape, not a number of nights too", arguments: ["$18/noche, comida incluida", "$22/noche"])
    func priceAlone(_ note: String) {
        #expect(Self.kinds(note) == [.nightlyPrice], "\(StayShape.all(in: note))")
    }

    @Test("a count of nights and a meal's or a sauna's hours are no dates", arguments: [
        "3-4 nights", "1–2 yötä", "breakfast 8-11", "pool 9-21", "sauna klo 17–21", "Tue dinner 19-22",
    ])
    func notDates(_ note: String) {
        #expect(!Self.kinds(note).contains(.dates), "\(StayShape.all(in: note))")
    }

    @Test("the dram keeps its thousands", arguments: [("34 000 др/сутки", "34 000 др/сутки"), ("15 000 դր/գիշեր", "15 000 դր/գիշեր")])
    func dram(_ note: String, _ text: String) {
        #expect(StayShape.all(in: note).first { $0.kind == .nightlyPrice }?.text == text, "\(StayShape.all(in: note))")
    }

    @Test("lodging words: Armenian rest houses, sanatoria, guest houses and inns; Lapland's igloos", arguments: [
        ("Ջերմուկի հանգստյան տուն", "Armenia", "հանգստյան տուն"), ("Առողջարան «Արարատ»", "Armenia", "առողջարան"),
        ("Դիլիջանի հյուրատուն", "Armenia", "հյուրատուն"), ("Գորիսի վանատուն", "Armenia", "վանատուն"),
        ("Kakslauttanen Iglut", "Finland", "iglut"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a banda counts at home in East Africa; elsewhere (a music band) only beside a night", arguments: [
        ("Rwonyo Banda", "Uganda", true), ("Banda El Recodo", "México", false), ("Banda Municipal", "Portugal", false),
    ])
    func banda(_ name: String, _ country: String, _ taken: Bool) {
        #expect(SharedWordTests.verdict(name, country: country).isTaken == taken)
    }

    @Test("Swahili's 'we slept' says a night was spent", arguments: ["Tulilala siku mbili, chakula kizuri"])
    func sleptThere(_ note: String) {
        let verdict = SharedWordTests.verdict("Ras Mbisi", country: "Tanzania", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("other trades: a Finnish bar and booking office, railways, a dogs' inn, a booking office, knights' lodges", arguments: [
        ("Baari Majatalo", "Finland", "baari"), ("Saariselän Keskusvaraamo", "Finland", "keskusvaraamo"),
        ("Tanzania Railways Corporation", "Tanzania", "railways"), ("Doggie Inn Panamá", "Panamá", "doggie"),
        ("Reservaciones Sheraton Bijao", "Panamá", "reservaciones"), ("Knights of Vartan - Ararat Lodge", "USA", "knights of"),
        ("Շների հյուրանոց «Բարի»", "Armenia", "շների"),
    ])
    func otherTrades(_ name: String, _ country: String, _ word: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: "2 nights")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("a yoga resort is a resort", arguments: ["Sansara Surf & Yoga Resort", "Yoga Retreat Hotel Bocas"])
    func yoga(_ name: String) {
        #expect(SharedWordTests.verdict(name, country: "Panamá").isTaken)
    }

    @Test("a NOTE of a journey, a day's use, a pick-up or visiting hours counts against the card", arguments: [
        ("VR Yöjuna", "Helsinki–Rovaniemi, 1 yö, hytti"), ("Easy Coach", "Night coach to Nairobi, seat 14, depart 21:00"),
        ("Cabañas El Palmar Beach Club", "Pasadía $25, cabaña para el día"), ("Interbus", "Recogen en el hotel a las 6"),
        ("Residencial Los Pinos", "Horario de visitas 10-18, mamá hab. 12"),
    ])
    func againstInNote(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Panamá", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("brands of the supplement's last lines, and a store that shares a hotel brand's name is not one", arguments: [
        ("Caesars Palace", "USA", "Caesars Palace"), ("Baur au Lac", "Schweiz", "Baur au Lac"), ("MIJE Marais", "France", "MIJE"),
        ("Azalaï Cotonou", "Bénin", "Azalaï"), ("Vinpearl Nha Trang", "Việt Nam", "Vinpearl"), ("Mena House", "Egypt", "Mena House"),
    ])
    func brands(_ name: String, _ country: String, _ brand: String) {
        let verdict = SharedWordTests.verdict(name, country: country)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .brand(brand, .organization, _, _) = $0 { return true } else { return false } }, "\(verdict.evidence)")
    }
}
