import Reconcile
import Testing
import VCard

/// The traps of issue 20, each with the explanation the user sees.
struct TrapTests {
    static func verdict(_ lines: [String]) -> Verdict {
        LodgingSelector().verdict(for: EvidenceTests.card(lines), explain: true)
    }

    @Test("brands without a lodging word are taken")
    func brands() {
        for name in ["Four Seasons George V", "Mandarin Oriental", "Park Hyatt Tokyo", "Rosewood London", "Six Senses Douro Valley",
                     "Raffles Singapore", "Aman Tokyo", "Belmond Cipriani", "Selina Lisbon", "Center Parcs Longleat Forest"] {
            #expect(Self.verdict(["N:;;;;", "FN:\(name)", "ORG:\(name)", SelectionTests.address]).isTaken, "\(name)")
        }
        // Brands of a few countries, in theirs.
        for (name, country) in [("Casa Andina Premium Cusco", "Peru"), ("Kampgrounds of America Moab", "USA"), ("Red Lion Hotel Boise", "USA")] {
            #expect(Self.verdict(["N:;;;;", "FN:\(name)", "ORG:\(name)", "ADR:;;1 Main St;Town;;1000;\(country)"]).isTaken, "\(name)")
        }
    }

    @Test("a brand's name on a business where the brand has no hotels is a namesake's: it needs more than a company's card and an address")
    func brandAbroad() {
        for (name, country) in [("The Red Lion Arms", "United Kingdom"), ("Delta Mokoro Excursions", "Botswana"), ("Canopy Arborists", "New Zealand")] {
            let verdict = Self.verdict(["N:;;;;", "FN:\(name)", "ORG:\(name)", "ADR:;;1 Main St;Town;;1000;\(country)"])
            #expect(!verdict.isTaken, "\(verdict.explanation)")
        }
        #expect(Evidence.brand("Red Lion Hotels", in: .organization, generic: false, elsewhere: true).weight == 1)
    }

    @Test("a company card of a brand says why it was taken")
    func brandExplanation() {
        let verdict = Self.verdict(["FN:Park Hyatt Tokyo", "ORG:Park Hyatt Tokyo", "X-ABShowAs:COMPANY", SelectionTests.address])
        #expect(verdict.explanation == "taken: company card (X-ABShowAs), brand 'Park Hyatt' in ORG, has an address")
    }

    @Test("a hotel's sales manager is a person, though ORG names a hotel")
    func salesManager() {
        let verdict = Self.verdict(["N:Garcia;Maria;;;", "FN:Maria Garcia", "TITLE:Sales manager", "ORG:Hilton Garden Inn Berlin",
                                    "URL:https://www.hilton.com", SelectionTests.address])
        #expect(!verdict.isTaken)
        #expect(verdict.explanation.hasPrefix("skipped: person (N), TITLE 'Sales manager' though "))
        #expect(verdict.explanation.contains("brand 'Hilton Garden Inn' in ORG"))
    }

    @Test("people called Hilton or Innes are people", arguments: ["N:Hilton;Paris;;;", "N:Innes;Tom;;;", "N:Inn;Mei;;;"])
    func surnames(_ n: String) {
        #expect(!Self.verdict([n, "FN:Someone", SelectionTests.address]).isTaken)
    }

    @Test("a place to stay saved as a phone saves a contact, its name in N, is a business's card", arguments: [
        (["N:Adlon;Hotel;;;", "FN:Hotel Adlon"], "lodging word 'hotel' in FN"),
        (["N:Fuster;Hotel Casa;;;", "FN:Hotel Casa Fuster"], "lodging word 'hotel' in FN"),
        (["N:;Premier Inn Leeds;;;", "FN:Premier Inn Leeds"], "brand 'Premier Inn' in FN"),
        (["N:B&B;Rosa's;;;", "FN:Rosa's B&B"], "lodging word 'B&B' in FN"),
        (["N:Post;Gasthof;;;", "FN:Gasthof Post", "ADR:;;Hauptstr. 1;Garmisch;;82467;Germany"], "lodging word 'gasthof' in FN"),
        (["N:;ホテルオークラ;;;", "FN:ホテルオークラ"], "lodging word 'ホテル' in FN"),
        // No FN: N's name is read in its place.
        (["N:Kyoto;Ryokan;;;", "ADR:;;1 Sanjo;Kyoto;;;Japan"], "lodging word 'ryokan' in FN"),
        // A lodging word that is a family name is none in the given field; a brand of two words there.
        (["N:Müller;Pension;;;", "FN:Pension Müller", "ADR:;;Hauptstr. 1;Garmisch;;82467;Germany"], "lodging word 'pension' in FN"),
        (["N:Leeds;Premier Inn;;;", "FN:Premier Inn Leeds"], "brand 'Premier Inn' in FN"),
        // The whole name in one field, begun by a lodging word (a probe's: it was a person's).
        (["N:;Pension Sonnenhof;;;", "FN:Pension Sonnenhof", "ADR:;;Mühlweg 3;Ischgl;;6561;Austria"], "lodging word 'pension' in FN"),
        (["N:Pension Sonnenhof;;;;", "FN:Pension Sonnenhof", "ADR:;;Mühlweg 3;Ischgl;;6561;Austria"], "lodging word 'pension' in FN"),
        // The one field holds ORG's name whole, whatever its words (a probe's: "person (N)" though brand 'Fairmont' in ORG).
        (["N:;Fairmont Le Château Frontenac;;;", "FN:Fairmont Le Château Frontenac", "ORG:Fairmont Le Château Frontenac"],
         "brand 'Fairmont' in ORG"),
        (["N:;Pera Palace;;;", "FN:Pera Palace", "ORG:Pera Palace", "ADR:;;Meşrutiyet Cd. 52;Istanbul;;34430;Türkiye"],
         "brand 'Pera Palace' in ORG"),
        (["N:Atlantis The Palm;;;;", "FN:Atlantis The Palm", "ORG:atlantis the palm"], "brand 'Atlantis Resorts' in ORG"),
        // Android's split of a name typed whole: a trade's word, or a lodging word and more, in the middle.
        (["N:Vaakuna;Sokos;Hotel;;", "FN:Sokos Hotel Vaakuna"], "lodging word 'hotel' in FN"),
        (["N:Yaesu;Toyoko;Inn Tokyo Station;;", "FN:Toyoko Inn Tokyo Station Yaesu"], "brand 'Toyoko Inn' in FN"),
        // In Japan too, where the brand's name is 東横イン (a review's).
        (["N:Yaesu;Toyoko;Inn Tokyo Station;;", "FN:Toyoko Inn Tokyo Station Yaesu", "ADR:;;1-22-1 Yaesu;Tokyo;;103-0028;Japan"],
         "in FN"),
    ])
    func phoneTypedNames(_ lines: [String], _ why: String) {
        let verdict = Self.verdict(lines.contains { $0.hasPrefix("ADR") } ? lines : lines + [SelectionTests.address])
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.explanation.contains("company card (N holds a business's name)"), "\(verdict.explanation)")
        #expect(verdict.explanation.contains(why), "\(verdict.explanation)")
    }

    @Test("people whose names are lodging words or brands stay people", arguments: [
        "N:Lodge;David;;;", "N:Inn;Tom;;;", "N:Haddad;Riad;;;", "N:Pousada;Maria Aparecida;;;", "N:Albergaria;Carlos;;;",
        "N:Gastehuis;Pieter;;;", "N:Hilton;Paris;;;", "N:;Paris Hilton;;;", "N:;Howard Johnson;;;", "N:Johnson;Howard;;;",
        "N:;Tom Inn;;;", "N:;Maria Pousada;;;", "N:;Carlos Albergaria;;;", "N:;Pieter Gastehuis;;;", "N:;Inn Mei;;;", "N:حداد;رياض;;;", "N:;رياض حداد;;;",
        "N:Putri;Wisma;;;", "N:;Howard Johnson Jr;;;", "N:;Sir Rocco Forte;;;",
    ])
    func namesThatAreLodgingWords(_ n: String) {
        let verdict = Self.verdict([n, SelectionTests.address])
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.isPerson, "\(verdict.explanation)")
    }

    /// The rules for N holding ORG's name, and for Android's middle names,
    /// ask for what a person's card does not have.
    @Test("a person whose ORG is their employer, or whose middle name is a lodging word, stays a person", arguments: [
        ["N:;Paris Hilton;;;", "FN:Paris Hilton", "ORG:Hilton Hotels"],
        ["N:Hilton;Paris;;;", "FN:Paris Hilton", "ORG:Paris Hilton"],
        ["N:Smith;Mary;Lodge;;", "FN:Mary Lodge Smith"],
        ["N:Smith;Mary;Hotel;;", "FN:Mary Smith"],
        ["N:Tanaka;Ken;Inn;;", "FN:Ken Inn Tanaka"],
        // A review's: two middle names, the first a lodging word people bear.
        ["N:Ali;Ahmed;Riad Hassan;;", "FN:Ahmed Riad Hassan Ali"], ["N:Santos;João;Pousada Silva;;", "FN:João Pousada Silva Santos"],
        ["N:Smith;Mary;Lodge Ann;;", "FN:Mary Lodge Ann Smith"], ["N:Kim;Min;Inn Soo;;", "FN:Min Inn Soo Kim"],
    ])
    func peopleBesideTheNewRules(_ lines: [String]) {
        let verdict = Self.verdict(lines + [SelectionTests.address])
        #expect(verdict.isPerson, "\(verdict.explanation)")
    }

    /// A review's: "N:Pousada Maria;;;;" beside FN "Maria Pousada" is a
    /// woman's name written family name first.
    @Test("a lodging word that is a family name too begins a one-field business name only where FN begins with it")
    func leadingFamilyNameWord() {
        #expect(!Self.verdict(["N:Pousada Maria;;;;", "FN:Maria Pousada", SelectionTests.address]).isTaken)
        #expect(!Self.verdict(["N:Lodge;;;;", "FN:David Lodge", SelectionTests.address]).isTaken)
        #expect(Self.verdict(["N:;Pousada Maria;;;", "FN:Pousada Maria", SelectionTests.address]).isTaken)
    }

    @Test("a brand's name on another business is not a hotel", arguments: ["Nobu Restaurant", "Raffles Medical", "Four Seasons Garden Centre",
                                                                          "Westin Plumbing", "Taj Mahal Restaurant", "Marriott Drilling",
                                                                          "Ibis Biosciences", "Hilton Honors", "Marriott Bonvoy",
                                                                          "Hyatt Gold Passport", "Hilton Grand Vacations Timeshare Sales",
                                                                          "Hilton Head Island Chamber of Commerce",
                                                                          "Hotel California Tribute Band", "Mövenpick Ice Cream"])
    func brandNamedBusinesses(_ name: String) {
        #expect(!Self.verdict(["ORG:\(name)", SelectionTests.address]).isTaken)
    }

    @Test("a one-word generic brand alone is not enough")
    func genericAlone() {
        let verdict = Self.verdict(["ORG:Edition", "ADR;TYPE=WORK:;;1 Main St;Springfield;;;"])
        #expect(!verdict.isTaken)
        #expect(verdict.explanation == "skipped: only company card (ORG, no personal name), brand 'Edition' in ORG (a common word), has an address")
    }

    @Test("an independent hotel known by its NOTE and URL")
    func independent() {
        let verdict = Self.verdict(["ORG:Claridge's", "NOTE:Check-in from 15:00. Room 412.", "URL:https://www.claridges.co.uk", SelectionTests.address])
        #expect(verdict.isTaken)
    }

    @Test("an independent place to stay known by a NOTE in its country's language", arguments: [
        "2 Übernachtungen im Mai", "Chambre 204, petit-déjeuner compris", "3 noites em julho", "2泊、和室",
        "Dobbeltrom med frokost, innsjekk fra kl 15", "Kétágyas szoba, reggelivel", "체크인 15시, 조식 포함", "غرفة مزدوجة مع الإفطار",
    ])
    func independentInLanguages(_ note: String) {
        #expect(Self.verdict(["ORG:Haus Seeblick", "NOTE:\(note)", SelectionTests.address]).isTaken)
    }

    @Test("an independent place to stay known by a page on a holiday-let or hostel site")
    func independentByListing() {
        #expect(Self.verdict(["ORG:Villa Rosengård", "URL:https://www.holidaycheck.de/hi/villa-rosengard/9758176", SelectionTests.address]).isTaken)
        #expect(!Self.verdict(["ORG:Villa Rosengård", "URL:https://www.holidaycheck.de/", SelectionTests.address]).isTaken)
    }

    @Test("an independent place to stay known by its reception's phone label and e-mail address")
    func independentByDesk() {
        let verdict = Self.verdict(["ORG:Dar Anika", "item1.TEL:+212 1", "item1.X-ABLabel:Reception", "EMAIL:reservations@daranika.example",
                                    SelectionTests.address])
        #expect(verdict.isTaken)
        #expect(verdict.explanation.contains("'reservations' in an e-mail address"))
    }

    @Test("businesses whose NOTE speaks of rooms, bookings and nights are not places to stay", arguments: [
        ["ORG:WorkHub Mitte", "NOTE:Meeting room booked for Tuesday", "URL:https://workhub.example/rooms"],
        ["ORG:Immobilien Schuster", "NOTE:Wohnung, 3 Zimmer, Besichtigung Montag"],
        ["ORG:Viajes Sol", "NOTE:Reserva del viaje, 3 noches en Roma"],
        ["ORG:Praxis Dr. Weber", "NOTE:Termin Dienstag, Zimmer 3", "item1.TEL:+49 1", "item1.X-ABLabel:Reception"],
        ["ORG:Schlaflabor Dr. Brandt", "NOTE:1 Nacht, Anreise 20 Uhr"], ["ORG:Messe Frankfurt", "NOTE:Check-in Halle 4, Registrierung"],
        ["ORG:Lakeside Day Surgery", "NOTE:Check-in 7am, nil by mouth"], ["ORG:Kita Sonnenblume", "NOTE:Übernachtung im Kindergarten am Freitag"],
        ["ORG:DHL Express Service Point", "NOTE:Overnight delivery, pick-up at reception"],
    ])
    func stayWordsOfOtherBusinesses(_ lines: [String]) {
        #expect(!Self.verdict(lines + [SelectionTests.address]).isTaken)
    }

    @Test("one weak word of a stay is not enough: a café's breakfast")
    func oneWeakWord() {
        #expect(!Self.verdict(["ORG:Kaffeehaus Lindner", "NOTE:Breakfast from 7", SelectionTests.address]).isTaken)
    }

    @Test("a brand's restaurant with a NOTE of a dinner booked is a restaurant", arguments: ["dinner reservation 8pm", "Table reservation for 4"])
    func dinnerBooked(_ note: String) {
        let verdict = Self.verdict(["FN:Nobu Malibu", "ORG:Nobu Malibu", "NOTE:\(note)", "ADR:;;22706 Pacific Coast Hwy;Malibu;CA;90265;USA"])
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an airline's check-in note is not enough")
    func airline() {
        #expect(!Self.verdict(["ORG:SkyNordic Airlines", "NOTE:Online check-in opens 24h before departure", SelectionTests.address]).isTaken)
    }
}
