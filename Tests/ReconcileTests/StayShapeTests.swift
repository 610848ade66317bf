@testable import Reconcile
import Testing

/// The shapes of a stay in a NOTE (``StayShape``), each alone and beside its trap.
@Suite("The shape of a stay in a NOTE")
struct StayShapeTests {
    static func kinds(_ note: String) -> [StayShape.Kind] { StayShape.all(in: note).map(\.kind) }

    @Test("a number of nights, in the card's language", arguments: [
        "3 noce", "2 нощувки", "3 nopți", "2 noći", "2 nætur", "3 nits", "2 malam", "2 gece", "2 éj", "3 βράδια", "2박 3일",
        "住3晚", "2 คืน", "2 ღამე", "2 գիշեր", "2 шөнө", "3 nagte", "2 nts", "3 pernoites",
        // The travel trade's shorthand.
        "2N", "3N/4D", "2D1N", "late arrival, 1N only",
    ])
    func nights(_ note: String) {
        #expect(Self.kinds(note) == [.nights])
    }

    @Test("Arabic's and Hebrew's night alone in its clause is one night", arguments: [
        "ليلة، خيمة عائلية، عشاء زرب", "بيت نوبي، ليلة، مركب من الكورنيش", "לילה + ארוחת בוקר", "ليلة واحدة", "לילה אחד, חדר זוגי",
    ])
    func oneNight(_ note: String) {
        #expect(Self.kinds(note) == [.nights], "\(StayShape.all(in: note))")
    }

    @Test("a night named is no count of nights: Thursday night, a henna night, a price without its sign", arguments: [
        "ليلة الخميس، 120 دينار", "ليلة الحناء، ٢٠٠ ضيف", "לילה לבן בתל אביב", "Lobster night 25 reserve table",
        // A pharmacy on duty, a carer's shifts; an event's night, a nurse's wage.
        "בית מרקחת תורן, לילה", "משמרות: בוקר, ערב, לילה", "RD$500 noche de karaoke", "enfermera para abuela: RD$2,500 noche",
    ])
    func noOneNight(_ note: String) {
        #expect(!Self.kinds(note).contains(.nights) && !Self.kinds(note).contains(.nightlyPrice), "\(StayShape.all(in: note))")
    }

    @Test("nights that are no stay: a run of a play, a shift, nights without a number", arguments: [
        "3 nights of Macbeth", "Night shift, 3 nights a week", "Three nights, row F", "Opening nights", "Mia 3 yo, swimming",
        "Order 2 oo gauge trains",
        // A flat's, a gate's or a bus's number and an "N".
        "Apt 2N, buzzer 4", "Gate 12N", "Bus 3N to the airport", "Part 1N4148",
    ])
    func nightsTrap(_ note: String) {
        #expect(!Self.kinds(note).contains(.nights))
    }

    @Test("a range of dates among other words", arguments: [
        "arrive 12–15 May", "12.–15. Mai, Zimmer mit Balkon", "12.5.–15.5., prijava 14h", "Aula 12, 12–15 de mayo",
        "12–15 giugno, padiglione 4", "May 12–15 via Lufthansa", "pick-up 5月12日–15日", "Biscuit boarding Jul 3-7",
    ])
    func dates(_ note: String) {
        #expect(Self.kinds(note) == [.dates], "\(StayShape.all(in: note))")
    }

    @Test("a NOTE of nothing but the days and their month, in the card's language", arguments: [
        "12–15 May", "12.–15. Mai", "12.5.–15.5.", "12/5–15/5", "May 12–15", "12 a 15 de junho", "gegužės 12–15 d.",
        "12–15 Μαΐου", "12.–15. maijs", "12–15 მაისი", "12–15 май", "12–15 de mayo de 2025", "12–14 tháng 5", "3.–10. srpnja",
        "12–15 czerwca", "3–6 Aug", "12–15/6", "1–15 August", "12–15 Mar",
    ])
    func datesAlone(_ note: String) {
        #expect(Self.kinds(note) == [.datesAlone], "\(StayShape.all(in: note))")
        #expect(StayShape.all(in: note).allSatisfy { $0.saysANight })
    }

    @Test("days in Chinese, Japanese or Korean writing are a range, alone or not: names there hold their lodging word", arguments: [
        "5月12日–15日", "5月12日〜15日", "5月12日～15日", "5월 12일~15일",
    ])
    func cjkDates(_ note: String) {
        #expect(Self.kinds(note) == [.dates], "\(StayShape.all(in: note))")
    }

    @Test("days without a month, hours and seats beside one word are not the days of a stay", arguments: [
        "12–15", "secretariat 8-16", "portineria 8-17", "12–15 Ponedjeljak", "places 21-22", "12–14 tháng", "12–14 tháng 13",
        // Tuesday's hours in Italian; a course's or a closure's weeks run longer than a stay's.
        "mar 9–13", "3–28 March", "1–21 August",
    ])
    func notDatesAlone(_ note: String) {
        #expect(!Self.kinds(note).contains(.datesAlone), "\(StayShape.all(in: note))")
    }

    @Test("ranges that are no dates of a stay: times, a group's size, a backwards range", arguments: [
        "14:00–16:00", "9-17 Uhr", "table for 10-12 people", "15–12 May", "12–45", "2–3 pm",
    ])
    func datesTrap(_ note: String) {
        #expect(!Self.kinds(note).contains(.dates))
    }

    @Test("a range of dates among other words counts for one only: a trade fair's or a flight's is one too; alone, for two")
    func datesWeighLittle() {
        #expect(StayShape(kind: .dates, text: "12–15").weight == 1)
        #expect(Evidence.stayWords([], in: .note, shapes: [StayShape(kind: .dates, text: "12–15")]).weight == 1)
        #expect(Evidence.stayWords([], in: .note, shapes: [StayShape(kind: .datesAlone, text: "12–15")]).weight == 2)
    }

    @Test("a check-in later in the day than the check-out", arguments: [
        "in 15:00 / out 11:00", "#412, in 3pm out 11am", "in 14.00 out 12.00", "in 15:00 / uit 11:00", "giriş 14:00 çıkış 12:00",
        "príchod 14:00, odchod 10:00", "C/I 14:00, C/O 11:00",
    ])
    func checkInOut(_ note: String) {
        #expect(Self.kinds(note).contains(.checkInOut))
    }

    @Test("office, storage and opening hours run the other way", arguments: [
        "Suite 1200, in 9:00 out 17:00", "Unit 412, in 8:00 out 18:00", "in 15 out 11", "drop in 15:00",
    ])
    func checkInOutTrap(_ note: String) {
        #expect(!Self.kinds(note).contains(.checkInOut))
    }

    @Test("a room's number", arguments: [
        "room 412", "Zi. 412", "chambre 412", "#412", "hab. 305", "pokój 12", "soba 4", "δωμάτιο 5", "302号室", "302호", "Rm 12",
    ])
    func room(_ note: String) {
        #expect(Self.kinds(note) == [.room])
    }

    @Test("numbers that are no guest room's: a suite of offices, a hall, a seat, a stand, a table", arguments: [
        "Suite 400, 4th floor", "Raum 4", "Aula 12", "Sala 3, rząd 12", "seat 14C", "Stand 412", "#12", "Unit 412", "kennel 4",
        "quote Petra + Wadi Rum 3 days",
    ])
    func roomTrap(_ note: String) {
        #expect(!Self.kinds(note).contains(.room))
    }

    @Test("a room's number and its word count once: a hospital's room is no stay")
    func roomCountsOnce() {
        let found = EvidenceTests.evidence(["ORG:St Brigid's Ward", "ADR:;;1 Main St;Dublin;;;Ireland", "NOTE:Room 412, visiting 15:00"])
        #expect(found.contains(.stayWords([], in: .note, shapes: [StayShape(kind: .room, text: "room 412")])))
        #expect(!Verdict.takes(found))
    }

    @Test("two shapes make a stay known by its NOTE", arguments: ["Zi. 412, 12.–15. Mai", "3 noce, pokój 12", "in 15:00 / out 11:00"])
    func shapesTake(_ note: String) {
        let found = EvidenceTests.evidence(["ORG:Dom pod Lipami", "ADR:;;Rynek 1;Kraków;;;Polska", "NOTE:\(note)"])
        #expect(Verdict.takes(found))
    }

    @Test("a night on a train or at work is no stay", arguments: ["Schlafwagen, 1 Nacht, Abteil 3", "Night shift, 3 nights a week"])
    func nightsAwayFromABed(_ note: String) {
        let found = EvidenceTests.evidence(["ORG:Nordbahn", "ADR:;;Bahnhof 1;Wien;;;Österreich", "NOTE:\(note)"])
        #expect(!Verdict.takes(found))
    }

    @Test("a price for a night: after a word of \"per\", or after a slash", arguments: [
        ("primo, cama en cuarto de 6, $48.000 la noche", "48 000 la noche"), ("double room 95 € per night", "95 per night"),
        ("120 eur pro Nacht", "120 eur pro nacht"), ("місце під намет, 180 грн/ніч", "180 грн/ніч"),
        ("$140/night, parking incl.", "140/night"), ("$140 / night", "140 night"), ("квартира, 900 грн за добу", "900 грн за добу"),
        // A price written with its currency's sign right before the night.
        ("cabaña con chimenea RD$6,000 noche", "rd 6 000 noche"), ("solo adultos, US$480 noche tdo incluido", "us 480 noche"),
    ])
    func nightlyPrice(_ note: String, _ text: String) {
        let shape = StayShape.all(in: note).first { $0.kind == .nightlyPrice }
        #expect(shape?.text == text, "\(StayShape.all(in: note))")
        #expect(shape?.saysANight == true)
    }

    @Test("a time of night, a count and a fee are no price", arguments: [
        "cena a las 9 de la noche", "feeds 3 times a night", "guardia 24/7, turno de la noche",
        "conservancy fees $116 pp/night, invoice monthly", "park fee 60 USD per night", "cena viernes 9 por la noche",
        "sleeps 6 hours a night", "2 pills a night", "3 guests per night", "feeds 3x/night", "salida 18:40, toda la noche",
        "départ 21h45 toute la nuit", "Otvaranje vrata 30 EUR, 50 EUR po noći",
    ])
    func noNightlyPrice(_ note: String) {
        #expect(!Self.kinds(note).contains(.nightlyPrice), "\(StayShape.all(in: note))")
    }

    @Test("a price keeps its groups of thousands and its currency", arguments: [
        ("Rs 14,000/night", "rs 14 000/night"), ("ch. 145 000 FCFA/nuit", "145 000 fcfa/nuit"), ("25 EUR/ноќ", "25 eur/нок"),
        ("1 650 000 сум за ночь", "1 650 000 сум за ночь"), ("$1,200/night", "1 200/night"), ("Nov 3 189/night", "189/night"),
        ("otaq 214, 390 AZN/gecə", "390 azn/gecə"), ("RM 1 200/night", "rm 1 200/night"), ("Paid USD, Nov 3 189/night", "189/night"),
        ("20 000 Frw la nuit", "20 000 frw la nuit"),
    ])
    func priceWithThousands(_ note: String, _ text: String) {
        #expect(StayShape.all(in: note).first { $0.kind == .nightlyPrice }?.text == text, "\(StayShape.all(in: note))")
    }

    @Test("a number after a comma or a bracket, or before its currency and a night, is no room's", arguments: [
        "twin room, 95 USD/night", "40 soba, 7.900 din", "4-bed room, 34 EUR", "Family room (2 queen beds)", "RM 1 200/night",
        "Twin room 95 USD/night", "double room 120 EUR per night",
    ])
    func roomNotPrice(_ note: String) {
        #expect(!Self.kinds(note).contains(.room), "\(StayShape.all(in: note))")
    }

    @Test("a room's number beside a price is still one", arguments: [
        "room 412, 95 USD", "Room 214, USD 180/night", "Rm 214 Rs 2500", "Zi. 12 EUR 90", "Deluxe room (412), breakfast",
        "room 39, $399 a night",
    ])
    func roomBesidePrice(_ note: String) {
        #expect(Self.kinds(note).contains(.room), "\(StayShape.all(in: note))")
    }

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
    }

    @Test("nights in Maltese and Scottish Gaelic; their rooms", arguments: [
        ("3 iljieli, kamra 220, kolazzjon inkluż", StayShape.Kind.nights), ("3 iljieli, kamra 220, kolazzjon inkluż", .room),
        ("2 oidhche, bracaist aig 8, seòmar 4", .nights), ("2 oidhche, bracaist aig 8, seòmar 4", .room),
    ])
    func nightsOfMoreLanguages(_ note: String, _ kind: StayShape.Kind) {
        #expect(Self.kinds(note).contains(kind), "\(StayShape.all(in: note))")
    }

    @Test("an hour of the evening or the night, and a count of days, are no nights", arguments: [
        "Ish vaqti 10 dan 3 kechasi gacha", "соат 12 кечаси гача", "Open 6 a.m. – 11 pō", "Hālāwai mākua 6 pō",
        "Хүргэлт 3 хоног", "Дата багц 30 хоног", "Ħruġ il-vara fis-7 lejla",
    ])
    func hoursAndDays(_ note: String) {
        #expect(!Self.kinds(note).contains(.nights), "\(StayShape.all(in: note))")
    }

    @Test("an accented night is shown as written", arguments: [("Aurora cabin 1 yö", "1 yö"), ("Hinta 69 €/yö", "69/yö")])
    func shownAsWritten(_ note: String, _ text: String) {
        #expect(StayShape.all(in: note).contains { $0.text == text }, "\(StayShape.all(in: note))")
    }

    @Test("a night a week is a course's, a club's", arguments: ["Kurssi 1 yö viikossa", "2 noshti v sedmitsata"])
    func nightsAWeek(_ note: String) {
        #expect(!Self.kinds(note).contains(.nights), "\(StayShape.all(in: note))")
        #expect(!Self.kinds(note).contains(.nightlyPrice), "\(StayShape.all(in: note))")
    }

    @Test("a clock's minutes, a price's number and a head count are no nights nor room", arguments: [
        ("Лаваш, 15:30, ночь в пути", StayShape.Kind.nights), ("family room 4 ppl", .room), ("Twin room 2 beds", .room),
        ("pool view room $399/nt", .room), ("1 night, family room $169", .room), ("private 4-bed room £79/nt", .room),
        ("Room 30,000 Frw, breakfast", .room),
    ])
    func notACount(_ note: String, _ kind: StayShape.Kind) {
        #expect(!Self.kinds(note).contains(kind), "\(StayShape.all(in: note))")
    }

    @Test("a price by the night is one shape, not a number of nights too", arguments: ["$18/noche, comida incluida", "$22/noche"])
    func priceAlone(_ note: String) {
        #expect(Self.kinds(note) == [.nightlyPrice], "\(StayShape.all(in: note))")
    }

    @Test("a count of nights and a meal's or a sauna's hours are no dates", arguments: [
        "3-4 nights", "1–2 yötä", "breakfast 8-11", "pool 9-21", "sauna klo 17–21", "Tue dinner 19-22", "закуска 7–10",
        "свиждане неделя 10–12", "4 seats 5-8 booked", "места 21-24",
    ])
    func notDates(_ note: String) {
        #expect(!Self.kinds(note).contains(.dates), "\(StayShape.all(in: note))")
    }

    @Test("a meal's word before a range and a month after it: dates", arguments: [
        "breakfast 12-14 May", "Frühstück 12-14 Mai", "colazione 3-5 giugno", "aamiainen 3–5 kesäkuuta", "desayuno 12-14 de mayo",
        "kl. 15 innsjekk 3-5 juni", "indtjekning kl. 15, 3.-5. juni",
    ])
    func mealBeforeDates(_ note: String) {
        #expect(Self.kinds(note).contains(.dates), "\(StayShape.all(in: note))")
    }

    @Test("the dram keeps its thousands", arguments: [("34 000 др/сутки", "34 000 др/сутки"), ("15 000 դր/գիշեր", "15 000 դր/գիշեր")])
    func dram(_ note: String, _ text: String) {
        #expect(StayShape.all(in: note).first { $0.kind == .nightlyPrice }?.text == text, "\(StayShape.all(in: note))")
    }

    @Test("Bulgarian and Lebanese nights in Latin letters, a Bulgarian price 'на нощ'", arguments: [
        ("2 noshtuvki, 30 lv/nosht", StayShape.Kind.nights), ("3 layele, ghorfe double", .nights), ("70 лв на нощ", .nightlyPrice),
    ])
    func latinLetters(_ note: String, _ kind: StayShape.Kind) {
        #expect(Self.kinds(note).contains(kind), "\(StayShape.all(in: note))")
    }
}
