import Reconcile
import Testing
import VCard

/// Each signal alone: the evidence a card holds, found and worded.
struct EvidenceTests {
    static func evidence(_ lines: [String], version: String = "3.0") -> [Evidence] {
        LodgingSelector().verdict(for: card(lines, version: version), explain: true).evidence
    }

    static func card(_ lines: [String], version: String = "3.0") -> Card {
        let text = (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
        return VCardReader.read(bytes: Array(text.utf8)).cards[0]
    }

    @Test("a lodging category decides alone, even on a person's card")
    func category() {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:Fraser;Jamie;;;", "FN:Jamie Fraser", "CATEGORIES:Friends,Lodging"]), explain: true)
        #expect(verdict.evidence.contains(.category("Lodging")))
        #expect(verdict.isTaken)
    }

    /// An import probe's: iCloud's and Fastmail's group "Hotels", sabre's
    /// 4.0 group "Hotels Italy 2025", were imported as hotels.
    @Test("a contact group is never a place to stay, whatever its name or category", arguments: [
        (["FN:Hotels", "N:Hotels;;;;", "X-ADDRESSBOOKSERVER-KIND:group", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1"], "3.0",
         "X-ADDRESSBOOKSERVER-KIND:group"),
        (["FN:Hotels Italy 2025", "KIND:group", "MEMBER:urn:uuid:1", "CATEGORIES:Hotels"], "4.0", "KIND:group"),
        (["FN:Best Western Hotels", "ORG:Best Western Hotels", "KIND:group", "ADR:;;1 Main St;Phoenix;AZ;85001;USA"], "4.0", "KIND:group"),
    ])
    func contactGroup(_ lines: [String], version: String, property: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(lines, version: version), explain: true)
        #expect(verdict.evidence == [.group(property)], "\(verdict.explanation)")
        #expect(!verdict.isTaken)
        #expect(verdict.explanation.contains("contact group (\(property))"), "\(verdict.explanation)")
    }

    /// A probe's: "Гостиницы", "فنادق", "מלונות"… were no lodging category, where "Hotels" was.
    @Test("a lodging category in the clients' languages, in the plural a contact group takes", arguments: [
        "Гостиницы", "Отели", "Готелі", "Хотели", "Ξενοδοχεία", "מלונות", "فنادق", "هتل‌ها", "होटल", "Khách sạn", "Oteller", "Hotele", "숙소",
    ])
    func categoryInLanguages(_ category: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["ORG:Астория", "CATEGORIES:\(category)"]), explain: true)
        #expect(verdict.evidence.contains(.category(category)), "\(verdict.explanation)")
        #expect(verdict.isTaken)
    }

    @Test("lodging words in the name, in many languages", arguments: [
        ("Seaside Inn", "inn"), ("Gasthof zur Post", "gasthof"), ("Ryokan Kurashiki", "ryokan"), ("Lakeside B&B", "b b"),
        ("Chambres d'hôtes La Bastide", "chambres dhotes"), ("Hôtel du Nord", "hotel"), ("Гостиница Москва", "гостиница"),
        ("ホテルオークラ東京", "ホテル"), ("Penzion U Zlatého kola", "penzion"), ("Majatalo Onni", "majatalo"),
        ("Nhà nghỉ Bình An", "nha nghi"), ("Casa Rural Los Olivos", "casa rural"), ("여관 청춘", "여관"),
        // A compound whose last part is a lodging word.
        ("Landhotel Krone", "landhotel"), ("Danhostel Ribe", "danhostel"), ("Stadsherberg Mechelen", "stadsherberg"),
        // Baltic, Icelandic, Hungarian, Flemish, Russian, Georgian, Arabic, Hebrew, Hindi, Japanese and Korean.
        ("Viesnīca Centrs", "viesnica"), ("Gistiheimilið Sunna", "gistiheimilid"), ("Vendégház Fenyves", "vendeghaz"),
        ("Jeugdherberg Brugge", "jeugdherberg"), ("Пансионат Прибой", "пансионат"), ("სასტუმრო ძველი თბილისი", "სასტუმრო"),
        ("فندق البتراء", "فندق"), ("מלון הגפן", "מלון"), ("होटल सूर्या", "होटल"), ("ゲストハウス 結", "ゲストハウス"), ("호스텔 명동", "호스텔"),
        // Swahili, Turkish, Bulgarian, Polish, Basque, Welsh, Ukrainian, Hebrew, Persian and Thai.
        ("Nyumba ya Wageni Amani", "nyumba ya wageni"), ("Misafirhane Çınar", "misafirhane"), ("Къща за гости Балкан", "къща за гости"),
        ("Noclegi Pod Lipami", "noclegi"), ("Zumaia Aterpetxea", "aterpetxea"), ("Llety'r Wennol", "lletyr"),
        ("Гостьовий будинок Карпати", "гостьовии будинок"), ("צימר בגליל", "צימר"), ("مسافرخانه امیر", "مسافرخانه"),
        ("เกสต์เฮาส์ริมน้ำ", "เกสต์เฮาส์"),
        // Written with Hebrew's points and Arabic's short vowels, which most writing leaves out.
        ("מָלוֹן דָּן", "מלון"), ("فُنْدُق القَصْر", "فندق"),
    ])
    func lodgingWord(_ name: String, _ word: String) {
        #expect(Self.evidence(["ORG:\(name)"]).contains(.lodgingWord(word, in: .organization)))
    }

    @Test("--explain shows a word whose folding lost a sign as it is written: B&B, chambres d'hôtes")
    func shownWords() {
        let verdict = LodgingSelector().verdict(for: Self.card(["ORG:Lakeside B&B", SelectionTests.address, "NOTE:B&B, 2 nights"]), explain: true)
        #expect(verdict.explanation.contains("lodging word 'B&B' in ORG"), "\(verdict.explanation)")
        #expect(verdict.explanation.contains("'B&B', 'nights'"), "\(verdict.explanation)")
        #expect(Evidence.lodgingWord("chambres dhotes", in: .organization).description == "lodging word 'chambres d'hôtes' in ORG")
    }

    @Test("a compound is what its last part is: a Hotelfachschule is a school, a Pensionskasse a fund")
    func compoundHead() {
        for name in ["Hotelfachschule Heidelberg", "Pensionskasse der Stadt Zürich", "Hotelbedarf Schmidt"] {
            #expect(!Self.evidence(["ORG:\(name)"]).contains { if case .lodgingWord = $0 { return true } else { return false } }, "\(name)")
        }
    }

    @Test("a brand in the name, though it has no lodging word")
    func brand() {
        #expect(Self.evidence(["ORG:Park Hyatt Tokyo"]).contains(.brand("Park Hyatt", in: .organization, generic: false, elsewhere: false)))
        #expect(Self.evidence(["ORG:Under Canvas Yellowstone", "ADR:;;1 Main St;West Yellowstone;MT;59758;USA"]).contains(.brand("Under Canvas", in: .organization, generic: false, elsewhere: false)))
        #expect(Self.evidence(["ORG:Mandarin Oriental, Bangkok"]).contains { if case .brand("Mandarin Oriental", _, _, _) = $0 { return true } else { return false } })
    }

    @Test("a generic brand alone counts little; beside the card's city it counts as a brand")
    func genericBrand() {
        #expect(Self.evidence(["ORG:Canopy Tree Care"]).contains(.brand("Canopy", in: .organization, generic: true, elsewhere: false)))
        #expect(Self.evidence(["ORG:Canopy Lisbon", "ADR:;;Rua 1;Lisbon;;;"]).contains(.brand("Canopy", in: .organization, generic: false, elsewhere: false)))
    }

    @Test("a common word is a brand's name when the rest of the name ends in the card's city, not otherwise")
    func genericBrandBeforeCity() {
        let dubai = "ADR:;;Sheikh Zayed Road 1;Dubai;;;United Arab Emirates"
        #expect(Self.evidence(["ORG:Rove Downtown Dubai", dubai]).contains(.brand("Rove", in: .organization, generic: false, elsewhere: false)))
        #expect(Self.evidence(["ORG:Rove Dubai Cleaning", dubai]).contains(.brand("Rove", in: .organization, generic: true, elsewhere: false)))
    }

    @Test("a common word is a brand's name when the rest of the name ends in a word of the card's address", arguments: [
        ("Peppers Waymouth", "ADR:;;55 Waymouth St;Adelaide;SA;5000;Australia", "Peppers"),
        ("Ginger Andheri MIDC", "ADR:;;Plot 17 MIDC Central Rd Andheri East;Mumbai;Maharashtra;400093;India", "Ginger"),
        ("Regent Porto Montenegro", "ADR:;;Obala bb;Tivat;;85320;Montenegro", "Regent"),
    ])
    func genericBrandBeforeItsPlace(_ name: String, _ address: String, _ brand: String) {
        #expect(Self.evidence(["ORG:\(name)", address]).contains(.brand(brand, in: .organization, generic: false, elsewhere: false)))
        // Elsewhere the same name says no more than the common word.
        #expect(Self.evidence(["ORG:\(name)", "ADR:;;1 High Street;Town;;1000;"]).contains(.brand(brand, in: .organization, generic: true, elsewhere: false)))
    }

    @Test("a common word is a brand's name when the rest of the name is the card's city, then its quarter or words of its address", arguments: [
        ("Omni Dallas Downtown", "ADR:;;555 S Lamar St;Dallas;TX;75202;USA", "Omni", true),
        ("W Abu Dhabi - Yas Island", "ADR:;;Yas Island;Abu Dhabi;;;United Arab Emirates", "W Hotels", true),
        ("Renaissance Wien Zentrum", "ADR:;;Linke Wienzeile 1;Wien;;1060;Österreich", "Renaissance", true),
        // A trade or a school after the city, or the city of another card.
        ("Element Toronto Climbing", "ADR:;;1 King St W;Toronto;ON;M5H 1A1;Canada", "Element by Westin", false),
        ("Renaissance Wien Tanzschule", "ADR:;;Linke Wienzeile 1;Wien;;1060;Österreich", "Renaissance", false),
        ("Renaissance Wien Zentrum", "ADR:;;Hauptplatz 1;Linz;;4020;Österreich", "Renaissance", false),
    ])
    func genericBrandAfterCity(_ name: String, _ address: String, _ brand: String, _ counts: Bool) {
        #expect(Self.evidence(["ORG:\(name)", address]).contains(.brand(brand, in: .organization, generic: !counts, elsewhere: false)))
    }

    @Test("a number or a short word of the address names no place: the rest must end in a word of four letters or more")
    func genericBrandBeforeNumber() {
        let address = "ADR:;;18 Al Wasl Road;Dubai;;;United Arab Emirates"
        #expect(Self.evidence(["ORG:Rove 18", address]).contains(.brand("Rove", in: .organization, generic: true, elsewhere: false)))
        #expect(Self.evidence(["ORG:Rove Al", address]).contains(.brand("Rove", in: .organization, generic: true, elsewhere: false)))
    }

    @Test("a brand out of its countries counts less")
    func brandElsewhere() {
        let found = Self.evidence(["ORG:7 Days Inn Berlin", "ADR:;;Str. 1;Berlin;;10117;Germany"])
        #expect(found.contains(.brand("7天酒店", in: .organization, generic: false, elsewhere: true)))
    }

    @Test("the URL: a brand's own site, a host that names lodging, a booking page", arguments: [
        ("https://www.fourseasons.com/tokyo/", "is the site of brand 'Four Seasons'"),
        ("http://hotel-sacher.at", "host 'hotel-sacher.at' names 'hotel'"),
        ("https://www.booking.com/hotel/fr/le-bristol.html", "is a page under '/hotel/'"),
        ("https://www.tripadvisor.com/Hotel_Review-g1-d2-Reviews-Ett_Litet_Hus.html", "is a page under '/hotel_review-g1-d2-reviews-ett_litet_hus.html/'"),
        ("https://www.mrandmrssmith.com/luxury-hotels/casa-azul", "is the site of brand 'Mr & Mrs Smith'"),
        ("https://www.hostal-sol.es", "host 'www.hostal-sol.es' names 'hostal'"),
        ("https://www.agriturismo-le-vigne.it/", "host 'www.agriturismo-le-vigne.it' names 'agriturismo'"),
        ("https://www.vrbo.com/3634089", "is a page of 'www.vrbo.com'"),
        ("https://www.holidaycheck.de/hi/villa-rosengard/9758176", "is a page of 'www.holidaycheck.de'"),
        // Listing sites under a country's second-level suffix, as under .com.
        ("https://www.homeaway.co.uk/p1234567", "is a page of 'www.homeaway.co.uk'"),
        ("https://www.homeaway.com.au/holiday-rental/p2345678", "is a page of 'www.homeaway.com.au'"),
        ("https://www.stayz.com.au/holiday-rental/p4567890", "is a page of 'www.stayz.com.au'"),
        ("https://www.holidaylettings.co.uk/rentals/cornwall/1234567", "is a page of 'www.holidaylettings.co.uk'"),
        ("https://www.cottages.com/cottages/stone-barn-uk12345", "is a page of 'www.cottages.com'"),
        ("https://www.natuurhuisje.nl/vakantiehuisje/12345", "is a page of 'www.natuurhuisje.nl'"),
        ("https://www.holidu.de/d/21874532", "is a page of 'www.holidu.de'"),
        ("https://www.littleorchard-bandb.co.uk", "host 'www.littleorchard-bandb.co.uk' names 'bandb'"),
        ("https://www.ferienwohnung-seeblick-ammersee.de", "host 'www.ferienwohnung-seeblick-ammersee.de' names 'ferienwohnung'"),
    ])
    func url(_ url: String, _ why: String) {
        #expect(Self.evidence(["ORG:Somewhere", "URL:\(url)"]).contains(.lodgingURL(why)))
    }

    @Test("a holiday let's word in a host counts as a part of its own, beside no other business", arguments: [
        "https://bandbreite-it.de", "https://www.ferienwohnung-versicherung.de", "https://vakantiehuisonderhoud.nl",
        "https://www.rockbandbooking.de",
    ])
    func hostPartTrap(_ url: String) {
        #expect(!Self.evidence(["ORG:Somewhere", "URL:\(url)"]).contains { if case .lodgingURL = $0 { return true } else { return false } })
    }

    @Test("a site's front page is no booking page")
    func plainSite() {
        #expect(!Self.evidence(["ORG:Somewhere", "URL:https://www.booking.com"]).contains { $0.weight > 0 && "\($0)".contains("URL") })
        // A holiday-let site's front page is no listing either.
        #expect(!Self.evidence(["ORG:Somewhere", "URL:https://www.vrbo.com/"]).contains { $0.weight > 0 && "\($0)".contains("URL") })
        for front in ["https://www.homeaway.co.uk", "https://www.stayz.com.au/", "https://homeaway.com.au/"] {
            #expect(!Self.evidence(["ORG:Somewhere", "URL:\(front)"]).contains { $0.weight > 0 && "\($0)".contains("URL") }, "\(front)")
        }
    }

    @Test("a listing site's page says nothing on the site's own card", arguments: [
        ("Hipcamp", "https://www.hipcamp.com/en-US/help"), ("FeWo-direkt Kundenservice", "https://www.fewo-direkt.de/hilfe/kontakt"),
        ("Cottages.com Bookings", "https://www.cottages.com/contact-us"),
    ])
    func listingSiteOwnCard(_ name: String, _ url: String) {
        let isLodgingURL = { (piece: Evidence) -> Bool in if case .lodgingURL = piece { return true } else { return false } }
        #expect(!Self.evidence(["ORG:\(name)", "URL:\(url)"]).contains(where: isLodgingURL))
        // Another card's page of the site is a listing's.
        #expect(Self.evidence(["ORG:Rose Cottages", "URL:\(url)"]).contains(where: isLodgingURL))
    }

    @Test("words of a stay in NOTE, labels and TITLE")
    func stayWords() {
        #expect(Self.evidence(["ORG:Tawaraya", "NOTE:Traditional ryokan. Check-in 14:00"]).contains(.stayWords(["ryokan", "check in"], in: .note)))
        #expect(Self.evidence(["ORG:Somewhere", "item1.TEL:+44 1", "item1.X-ABLabel:Front desk"]).contains(.stayWords(["front desk"], in: .label)))
        #expect(Self.evidence(["ORG:Somewhere", "TITLE:Boutique hotel"]).contains(.stayWords(["hotel"], in: .title)))
    }

    @Test("words of a stay in the NOTE in the clients' languages", arguments: [
        ("Zimmer 12, Frühstück inklusive", ["zimmer", "fruhstuck"]), ("Chambre 204, petit-déjeuner compris", ["chambre", "petit dejeuner"]),
        ("Habitación doble, desayuno incluido", ["habitacion", "habitacion doble", "desayuno"]), ("Dubbelrum, frukost ingår", ["dubbelrum", "frukost"]),
        ("Двухместный номер, завтрак включён", ["номер", "завтрак"]), ("チェックイン15時、朝食付き", ["チェックイン", "朝食"]),
        ("Our room had a sea view", ["our room", "room"]),
        ("Dobbeltrom med frokost, innsjekk fra kl 15", ["dobbeltrom", "frokost", "innsjekk"]),
        ("Kétágyas szoba, reggelivel", ["ketagyas szoba", "szoba", "reggelivel"]), ("2 naktis, reģistrācija no 14:00", ["naktis"]),
        ("체크인 15시, 조식 포함", ["체크인", "조식"]), ("غرفة مزدوجة مع الإفطار", ["غرفة", "الافطار"]),
        // A group's rooms at an event: the hotel trade's own words.
        ("room block under Kessler Group", ["room block", "room"]), ("rooming list due Friday", ["rooming list"]),
    ])
    func stayWordsInLanguages(_ note: String, _ words: [String]) {
        // A room's word beside its number is found as the room's number ("chambre 204").
        let found = Self.evidence(["ORG:Somewhere", "NOTE:\(note)"]).compactMap { piece -> [String]? in
            guard case .stayWords(let words, .note, let shapes) = piece else { return nil }
            return words + shapes.compactMap { $0.kind == .room ? $0.text.split(separator: " ").first.map(String.init) : nil }
        }
        #expect(found.count == 1 && Set(found[0]) == Set(words), "\(found)")
    }

    @Test("a word that alone says a night was spent counts as two in a NOTE; another word as one")
    func overnightWords() {
        #expect(Evidence.stayWords(["nights"], in: .note).weight == 2)
        #expect(Evidence.stayWords(["noches"], in: .note).weight == 2)
        #expect(Evidence.stayWords(["breakfast"], in: .note).weight == 1)
        #expect(Evidence.stayWords(["nights"], in: .label).weight == 1)
        #expect(Evidence.stayWords(["room block"], in: .note).weight == 2)
    }

    @Test("a NOTE of nothing but the days of a stay makes a company's card with an address a place to stay", arguments: [
        ("Villa Olivia", "12–15 Μαΐου"), ("Ozolkalni", "12.–15. maijs"), ("Herdade do Sobreiro", "3–6 May"), ("Nhà Gỗ Sa Pa", "12–14 tháng 5"),
    ])
    func datesAlone(_ name: String, _ note: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "FN:\(name)", "ORG:\(name)", SelectionTests.address, "NOTE:\(note)"]), explain: true)
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.explanation.contains("nothing but dates '"), "\(verdict.explanation)")
        // Beside another word the range is an appointment's or a fair's as often: one only.
        let among = LodgingSelector().verdict(for: Self.card(["N:;;;;", "FN:\(name)", "ORG:\(name)", SelectionTests.address, "NOTE:hall 4, \(note)"]), explain: true)
        #expect(!among.isTaken, "\(among.explanation)")
    }

    @Test("an e-mail address at a reception or a reservations desk")
    func emailLocalPart() {
        #expect(Self.evidence(["ORG:Somewhere", "EMAIL:reservations@somewhere.example"]).contains(.stayWords(["reservations"], in: .email)))
        #expect(Self.evidence(["ORG:Somewhere", "EMAIL:resepsjon@somewhere.example"]).contains(.stayWords(["resepsjon"], in: .email)))
        // Only the local part is read.
        #expect(!Self.evidence(["ORG:Somewhere", "EMAIL:info@reception-hall.example"]).contains { "\($0)".contains("email") })
    }

    @Test("a NOTE of a visit to another business counts against", arguments: [
        ("Meeting room booked for Tuesday", "meeting"), ("Conference room, breakfast", "conference room"), ("Termin Dienstag, Zimmer 3", "termin"), ("Table for 4 at 8pm", "table for"),
        ("Parkplatz gebucht, 6 Nächte", "parkplatz gebucht"), ("Two nights for Bella, check-in 9am, boarding for dogs", "boarding for"),
        ("Check-in Halle 4, Registrierung", "registrierung"), ("Overnight delivery, pick-up at reception", "delivery"),
        ("Check-in 7am, nil by mouth", "nil by mouth"), ("Übernachtung im Kindergarten am Freitag", "kindergarten"),
    ])
    func otherVisit(_ note: String, _ word: String) {
        #expect(Self.evidence(["ORG:Somewhere", "NOTE:\(note)"]).contains(.otherBusiness(word, in: .note)))
    }

    @Test("organization evidence: KIND, Apple's company flag, an ORG and no personal name", arguments: [
        (["KIND:org", "FN:X"], "KIND:org"), (["X-ABShowAs:COMPANY", "N:Smith;Ann;;;", "FN:X"], "X-ABShowAs"),
        (["N:;;;;", "ORG:X"], "ORG, no personal name"),
    ])
    func organization(_ lines: [String], _ how: String) {
        #expect(Self.evidence(lines).contains(.organization(how)))
    }

    /// Apple writes a 3.0 card's KIND as X-ADDRESSBOOKSERVER-KIND (its group
    /// cards; hotels' own 3.0 conversion of KIND:individual too); the card's
    /// kind view reads either, and selection must take the card's kind from it.
    @Test("Apple's X-ADDRESSBOOKSERVER-KIND says what KIND says", arguments: ["individual", "org", "group", "location", "GROUP"])
    func appleKind(_ kind: String) {
        for lines in [["FN:Grand Hotel Roma", "N:;;;;"], ["FN:Hotels in Rome", "N:Hotels in Rome;;;;"], ["ORG:Albergo Roma"]] {
            let selector = LodgingSelector()
            let apple = selector.verdict(for: Self.card(["X-ADDRESSBOOKSERVER-KIND:\(kind)"] + lines + [SelectionTests.address]), explain: true)
            let standard = selector.verdict(for: Self.card(["KIND:\(kind)"] + lines + [SelectionTests.address]), explain: true)
            // The same verdict; only the property the evidence names differs.
            #expect(apple.isTaken == standard.isTaken && apple.score == standard.score && apple.skipReason == standard.skipReason, "\(lines)")
            #expect(apple.explanation == standard.explanation.replacing("KIND:", with: "X-ADDRESSBOOKSERVER-KIND:"), "\(lines)")
        }
    }

    /// `--explain` names the property the card's kind came from: a 3.0
    /// card's X-ADDRESSBOOKSERVER-KIND is what the user finds in it, not a KIND.
    @Test("the explanation names the kind's property as the card has it", arguments: [
        (["X-ADDRESSBOOKSERVER-KIND:org", "FN:Hotel Roma"], "3.0", "taken: company card (X-ADDRESSBOOKSERVER-KIND:org), lodging word 'hotel' in FN, has an address"),
        (["KIND:org", "FN:Hotel Roma"], "4.0", "taken: company card (KIND:org), lodging word 'hotel' in FN, has an address"),
        (["X-ADDRESSBOOKSERVER-KIND:individual", "FN:Hotel Roma"], "3.0", "skipped: person (X-ADDRESSBOOKSERVER-KIND:individual) though has an address"),
        (["KIND:individual", "FN:Hotel Roma"], "4.0", "skipped: person (KIND:individual) though has an address"),
        (["KIND:location", "FN:Hotel Roma"], "4.0", "taken: place's card (KIND:location), lodging word 'hotel' in FN, has an address"),
        // Both: KIND decides, and is named.
        (["KIND:org", "X-ADDRESSBOOKSERVER-KIND:individual", "FN:Hotel Roma"], "3.0", "taken: company card (KIND:org), lodging word 'hotel' in FN, has an address"),
    ])
    func kindExplained(_ lines: [String], _ version: String, _ explanation: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(lines + [SelectionTests.address], version: version), explain: true)
        #expect(verdict.explanation == explanation)
    }

    @Test("person evidence: a personal name in N, a job title, KIND:individual")
    func person() {
        let found = Self.evidence(["N:Garcia;Maria;;;", "FN:Maria Garcia", "TITLE:Sales manager", "ORG:Hilton Garden Inn Berlin"])
        #expect(found.contains(.person("N")) && found.contains(.jobTitle("Sales manager")))
        #expect(Self.evidence(["KIND:individual", "FN:X"]).contains(.person("KIND:individual")))
    }

    @Test("counter-evidence: words of other businesses, a website's name", arguments: [
        ("Donut Inn", "donut"), ("Shoe Inn", "shoe"), ("Hotel Chocolat", "chocolat"), ("Motel Bar", "bar"), ("Inn Bakery", "bakery"),
        ("Dragon Inn Chinese Restaurant", "restaurant"), ("Marriott Motors", "motors"), ("Sheraton Cleaners", "cleaners"),
        // A French "hôtel" of the state or the town is its building; a masonic lodge meets, no one stays.
        ("Hôtel de Police de Nice", "hotel de police"), ("Hôtel des Impôts de Lyon", "hotel des impots"),
        ("St John's Masonic Lodge No. 5", "masonic"),
        // Hotels for pets; Paris's hôtels particuliers that are museums and ministries.
        ("Hundehotel Bello", "hundehotel"), ("Tierpension Sonnenschein", "tierpension"), ("Pet Hotel Paws & Claws", "pet hotel"),
        ("Hôtel de la Monnaie", "hotel de la monnaie"), ("Hôtel Matignon", "hotel matignon"),
        ("Pension Consultants Ltd", "consultants"), ("Motel Mozaïek Festival", "festival"), ("Hostel Management Systems", "management"),
        // Businesses bearing a hotel brand's name.
        ("Steigenberger Akademie", "akademie"), ("Four Seasons Nail Spa", "nail"), ("Aman Jewellers", "jewellers"),
        ("Raffles Institution", "institution"), ("Kempinski Feinkost", "feinkost"),
        ("Marriott Library", "library"), ("Hilton Library", "library"), ("Hampton Roads Transit", "transit"),
        ("Hampton Bus Company", "bus company"),
        // Hotels for insects, a Colombian housing estate, a wedding barn.
        ("Insektenhotel Manufaktur", "insektenhotel"), ("Insect Hotel Workshop", "insect hotel"),
        // A hotel's stand or team at a fair.
        ("Sheraton Messe Stand Dubai", "messe stand"), ("Accor Messe Team", "messe team"),
        ("Conjunto Residencial Los Almendros", "conjunto residencial"), ("Wedding Barn Events", "wedding barn"),
    ])
    func otherBusiness(_ name: String, _ word: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["ORG:\(name)", SelectionTests.address]), explain: true)
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)))
        #expect(!verdict.isTaken)
    }

    @Test("on a hospital's, a school's, a fair's or a ferry's card a NOTE's days alone count as days among words", arguments: [
        ("Universitätsspital Zürich", "12.–15. Mai"), ("Rigshospitalet", "12.–15. maj"), ("Policlinico Gemelli", "3–9 marzo"),
        ("Goethe-Institut München", "3.–14. März"), ("Fiera Milano", "12–15 giugno"), ("Keski-Suomen keskussairaala", "12.–15. toukokuuta"),
        ("Tirrenia Ferries", "3–4 agosto"), ("Miejski Dom Kultury Podgórze", "12–15 czerwca"),
    ])
    func institutionDates(_ name: String, _ note: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "ORG:\(name)", SelectionTests.address, "NOTE:\(note)"]), explain: true)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.explanation.contains(" dates '") && !verdict.explanation.contains("nothing but"), "\(verdict.explanation)")
    }

    @Test("on a hospital's or a care home's card a NOTE of a stay counts one: a patient's, a visitor's or a shift's nights", arguments: [
        ("Södersjukhuset Akuten", "Nattpass, 3 nätter"), ("Meilahden sairaala", "15–19.5., huone 12"),
        ("Szent János Kórház", "2 éjszaka"), ("Seniorenheim Haus Abendrot", "Mama, 3 Nächte Kurzzeitpflege"),
    ])
    func caringInstitution(_ name: String, _ note: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "ORG:\(name)", SelectionTests.address, "NOTE:\(note)"]), explain: true)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .caringInstitution(_, .organization) = $0 { return true } else { return false } }, "\(verdict.explanation)")
        #expect(verdict.explanation.contains("nights are a patient's, a visitor's or a shift's"), "\(verdict.explanation)")
    }

    @Test("a hospital's word takes nothing away beside a lodging word or a brand, after 'old', beside a NOTE of one detail or of a booked stay's services", arguments: [
        ("Hotelli Vanha Sairaala", "2 yötä", true), ("Ibis Rigshospitalet", "2 nætter", true), ("Meilahden sairaala", "huone 12", false),
        ("Det Gamle Sykehuset", "2 netter", true), ("Hospice du Grand-Saint-Bernard", "2 nuits", true),
        ("Ronald McDonald Haus an der Uniklinik Köln", "5 Nächte, Rezeption", true),
    ])
    func caringInstitutionBesideLodging(_ name: String, _ note: String, _ taken: Bool) {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "ORG:\(name)", SelectionTests.address, "NOTE:\(note)"]), explain: true)
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
        #expect(!verdict.evidence.contains { if case .caringInstitution = $0 { return true } else { return false } }, "\(verdict.explanation)")
    }

    @Test("a library's or a transit line's word beside a lodging word is the hotel's own name", arguments: [
        "The Library Hotel", "Transit Hotel Wien", "Hotel Bibliothek",
    ])
    func sideTradeBesideLodgingWord(_ name: String) {
        let verdict = LodgingSelector().verdict(for: Self.card(["ORG:\(name)", SelectionTests.address]), explain: true)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an institution's word says nothing else against a name: a B&B in an old school")
    func institutionWordAlone() {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "ORG:La Vecchia Scuola", SelectionTests.address, "NOTE:2 notti, camera doppia"]), explain: true)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Italy's guest quarters count beside a night spent, not on a restaurant's or a winery's card", arguments: [
        ("Foresteria Valdese", "2 notti", true), ("Foresteria Valdese", "12–15 maggio", true), ("La Foresteria Restaurant", "cena ottima", false),
        ("Foresteria Planeta", "degustazione vini ore 11", false), ("Casa per Ferie Santa Maria", "", true),
    ])
    func foresteria(_ name: String, _ note: String, _ taken: Bool) {
        let verdict = LodgingSelector().verdict(for: Self.card(["N:;;;;", "ORG:\(name)", SelectionTests.address] + (note.isEmpty ? [] : ["NOTE:\(note)"])), explain: true)
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }

    @Test("a name that is a web address is a website")
    func website() {
        let verdict = LodgingSelector().verdict(for: Self.card(["ORG:Hotels.com Rewards", SelectionTests.address]), explain: true)
        #expect(verdict.evidence.contains(.website("Hotels.com")))
        #expect(!verdict.isTaken)
    }

    @Test("the words of a brand's own name say nothing against it")
    func brandWordsAreNotCounterEvidence() {
        let found = Self.evidence(["ORG:SureStay Studio Paris", SelectionTests.address])
        #expect(!found.contains { $0.weight < 0 })
    }
}

/// Evidence that counts once, and the address alone.
struct EvidenceCountTests {
    @Test("an address is evidence of its own")
    func address() {
        #expect(EvidenceTests.evidence(["ORG:X", SelectionTests.address]).contains(.address))
        #expect(!EvidenceTests.evidence(["ORG:X"]).contains(.address))
    }

    @Test("FN adds only the kinds of name evidence ORG lacked")
    func nameEvidenceOnce() {
        let found = EvidenceTests.evidence(["FN:Hotel Adlon Kempinski Berlin", "ORG:Hotel Adlon Kempinski"])
        #expect(found.filter { $0.isLodgingWord }.count == 1)
        #expect(found.filter { $0.isBrand }.count == 1)
    }

    @Test("several labels count as one piece")
    func labelsOnce() {
        let found = EvidenceTests.evidence(["ORG:X", "item1.TEL:1", "item1.X-ABLabel:Reception", "item2.TEL:2", "item2.X-ABLabel:Front desk"])
        #expect(found.contains(.stayWords(["reception", "front desk"], in: .label)))
    }
}

extension Evidence {
    var isLodgingWord: Bool { if case .lodgingWord = self { return true } else { return false } }
    var isBrand: Bool { if case .brand = self { return true } else { return false } }
}
