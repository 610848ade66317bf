import AddressText
import Testing

/// The one rule for splitting an address written as one text.
struct OneLineAddressTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        var startsWithStreet = false
        var parts: PostalAddress
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102",
             parts: PostalAddress(street: "1 Dr Carlton B Goodlett Pl", locality: "San Francisco", region: "CA", postalCode: "94102")),
        Case(text: "1 Main St, Springfield, IL 62701, USA",
             parts: PostalAddress(street: "1 Main St", locality: "Springfield", region: "IL", postalCode: "62701", country: "USA")),
        Case(text: "Marienplatz 1, 80331 München, Deutschland",
             parts: PostalAddress(street: "Marienplatz 1", locality: "München", postalCode: "80331", country: "Deutschland")),
        Case(text: "Damrak 1, 1012 AB Amsterdam", parts: PostalAddress(street: "Damrak 1", locality: "Amsterdam", postalCode: "1012 AB")),
        Case(text: "London SW1A 1AA", parts: PostalAddress(locality: "London", postalCode: "SW1A 1AA")),
        Case(text: "Munich, Bavaria", parts: PostalAddress(locality: "Munich", region: "Bavaria")),
        Case(text: "Berlni, DE", parts: PostalAddress(locality: "Berlni", country: "DE")),
        Case(text: "Springfield", parts: PostalAddress(locality: "Springfield")),
        // A code in brackets after the city is its postal code; other brackets are the locality's.
        Case(text: "Avignon (84000), France", parts: PostalAddress(locality: "Avignon", postalCode: "84000", country: "France")),
        Case(text: "Calle Mayor 1, 28013 Madrid (Madrid)",
             parts: PostalAddress(street: "Calle Mayor 1", locality: "Madrid (Madrid)", postalCode: "28013")),
        Case(text: "Frankfurt (Oder)", parts: PostalAddress(locality: "Frankfurt (Oder)")),
        Case(text: "Toronto, Ontario M5V 3L9", parts: PostalAddress(locality: "Toronto", region: "Ontario", postalCode: "M5V 3L9")),
        Case(text: "Kyiv(Kiev)", parts: PostalAddress(locality: "Kyiv(Kiev)")),
        // Line breaks separate as commas do (a label, a street field with the whole address).
        Case(text: "Hauptstraße 1\r\n10115 Berlin", startsWithStreet: true,
             parts: PostalAddress(street: "Hauptstraße 1", locality: "Berlin", postalCode: "10115")),
        // A known street is never read as the locality.
        Case(text: "Main Street, Springfield", startsWithStreet: true, parts: PostalAddress(street: "Main Street", locality: "Springfield")),
        Case(text: "Main Street,", startsWithStreet: true, parts: PostalAddress(street: "Main Street")),
        // Codes of two words or with a country's prefix, and a CEDEX mark: none is taken into the locality.
        Case(text: "Drottninggatan 1, 111 22 Stockholm", parts: PostalAddress(street: "Drottninggatan 1", locality: "Stockholm", postalCode: "111 22")),
        Case(text: "110 00 Praha, Czechia", parts: PostalAddress(locality: "Praha", postalCode: "110 00", country: "Czechia")),
        // A probe's: the country's name before the code was taken for the region, and the country left empty.
        Case(text: "Tverskaya 3, Moscow, Russia 125009", startsWithStreet: true,
             parts: PostalAddress(street: "Tverskaya 3", locality: "Moscow", postalCode: "125009", country: "Russia")),
        Case(text: "Berlin, Germany 10117", parts: PostalAddress(locality: "Berlin", postalCode: "10117", country: "Germany")),
        // A name that is a region's too stays the region: "Atlanta, Georgia 30303"; so does a code (a review's).
        Case(text: "Atlanta, Georgia 30303", parts: PostalAddress(locality: "Atlanta", region: "Georgia", postalCode: "30303")),
        Case(text: "Thessaloniki, Macedonia 54624", parts: PostalAddress(locality: "Thessaloniki", region: "Macedonia", postalCode: "54624")),
        Case(text: "1 Monument Circle, Indianapolis, Ind 46204", startsWithStreet: true,
             parts: PostalAddress(street: "1 Monument Circle", locality: "Indianapolis", region: "Ind", postalCode: "46204")),
        Case(text: "768 5th Ave, New York, USA 10019", startsWithStreet: true,
             parts: PostalAddress(street: "768 5th Ave", locality: "New York", postalCode: "10019", country: "USA")),
        // The man page's: the town and its province's code, with no street before them, in an address that names Italy.
        Case(text: "30122 Venezia VE, Italia", parts: PostalAddress(locality: "Venezia", region: "VE", postalCode: "30122", country: "Italia")),
        // A probe's: India's PIN written as two words was cut, "Mumbai 400" the city and "001" the code.
        Case(text: "Apollo Bunder, Mumbai 400 001, India", startsWithStreet: true,
             parts: PostalAddress(street: "Apollo Bunder", locality: "Mumbai", postalCode: "400 001", country: "India")),
        Case(text: "Dublin D02 X285", parts: PostalAddress(locality: "Dublin", postalCode: "D02 X285")),
        Case(text: "LV 1001 Riga", parts: PostalAddress(locality: "Riga", postalCode: "LV 1001")),
        Case(text: "AZ1000 Baku, Azerbaijan", parts: PostalAddress(locality: "Baku", postalCode: "AZ1000", country: "Azerbaijan")),
        Case(text: "C1002AAP Buenos Aires", parts: PostalAddress(locality: "Buenos Aires", postalCode: "C1002AAP")),
        // Argentina's letter and four digits without the block's letters, in an address that names Argentina;
        // elsewhere a word so is a road's.
        Case(text: "Av. Alvear 1661, C1014 CABA, Argentina",
             parts: PostalAddress(street: "Av. Alvear 1661", locality: "CABA", postalCode: "C1014", country: "Argentina")),
        Case(text: "Av. Alvear 1661, CABA C1014, Argentina",
             parts: PostalAddress(locality: "Av. Alvear 1661", region: "CABA", postalCode: "C1014", country: "Argentina")),
        Case(text: "Leckwith Road, A4232 Cardiff, United Kingdom",
             parts: PostalAddress(locality: "Leckwith Road", region: "A4232 Cardiff", country: "United Kingdom")),
        Case(text: "75008 Paris CEDEX 08", parts: PostalAddress(locality: "Paris", postalCode: "75008")),
        Case(text: "13284 Marseille Cedex", parts: PostalAddress(locality: "Marseille", postalCode: "13284")),
        // A US state and its ZIP, though AZ, DE and MD are countries' prefixes too.
        Case(text: "Dover, DE 19901", parts: PostalAddress(locality: "Dover", region: "DE", postalCode: "19901")),
        Case(text: "Glendale AZ 85301", parts: PostalAddress(locality: "Glendale AZ", postalCode: "85301")),
        Case(text: "1 Main St, Laurel, MD 20707", parts: PostalAddress(street: "1 Main St", locality: "Laurel", region: "MD", postalCode: "20707")),
        // Codes of two parts written without their space, and Andorra's AD and three digits.
        Case(text: "SW1A1AA London", parts: PostalAddress(locality: "London", postalCode: "SW1A1AA")),
        Case(text: "London SW1A1AA", parts: PostalAddress(locality: "London", postalCode: "SW1A1AA")),
        Case(text: "M5V3L9 Toronto", parts: PostalAddress(locality: "Toronto", postalCode: "M5V3L9")),
        Case(text: "Damrak 1, 1012AB Amsterdam", parts: PostalAddress(street: "Damrak 1", locality: "Amsterdam", postalCode: "1012AB")),
        Case(text: "D02X285 Dublin", parts: PostalAddress(locality: "Dublin", postalCode: "D02X285")),
        Case(text: "AD500 Andorra la Vella, Andorra", parts: PostalAddress(locality: "Andorra la Vella", postalCode: "AD500", country: "Andorra")),
        // Japan's postal mark, full-width digits and spaces; Arabic, ideographic and full-width commas.
        Case(text: "〒100-0005 東京都千代田区丸の内1-1", parts: PostalAddress(locality: "東京都千代田区丸の内1-1", postalCode: "100-0005")),
        Case(text: "１００-０００５\u{3000}東京都千代田区", parts: PostalAddress(locality: "東京都千代田区", postalCode: "１００-０００５")),
        // (A last part after one without digits is a region; the geocoder also reads it as the locality.)
        Case(text: "شارع الملك فهد 1، الرياض، السعودية", parts: PostalAddress(street: "شارع الملك فهد 1", locality: "الرياض", country: "السعودية")),
        Case(text: "شارع الملك فهد، الرياض، السعودية", parts: PostalAddress(locality: "شارع الملك فهد", region: "الرياض", country: "السعودية")),
        Case(text: "北京市，中国", parts: PostalAddress(locality: "北京市", country: "中国")),
        Case(text: "京都市、日本", parts: PostalAddress(locality: "京都市", country: "日本")),
        // Russia's order as Google writes it: the code alone after the country (a probe's).
        Case(text: "Моховая ул., 15/1, Москва, Россия, 125009",
             parts: PostalAddress(street: "Моховая ул., 15/1", locality: "Москва", postalCode: "125009", country: "Россия")),
        Case(text: "вул. Хрещатик, 14, Київ, Україна, 01001",
             parts: PostalAddress(street: "вул. Хрещатик, 14", locality: "Київ", postalCode: "01001", country: "Україна")),
        // Not a US state's code or name before a ZIP (a review's: Illinois was Israel, Georgia the country).
        Case(text: "1 Main St, Springfield, IL, 62701",
             parts: PostalAddress(street: "1 Main St", locality: "Springfield", region: "IL", postalCode: "62701")),
        // An Irish or British county written as one ("Co. Kerry", "County Kerry") before a code alone is the region, as
        // a state's code is (a probe's: the town was "Co. Kerry"); a road's name with its number is no county.
        Case(text: "Kenmare Place, Killarney, Co. Kerry, V93 X2C6",
             parts: PostalAddress(street: "Kenmare Place", locality: "Killarney", region: "Co. Kerry", postalCode: "V93 X2C6")),
        Case(text: "Killarney, County Kerry, V93 X2C6", parts: PostalAddress(locality: "Killarney", region: "County Kerry", postalCode: "V93 X2C6")),
        Case(text: "1 Main St, County Road 5, 12345", parts: PostalAddress(street: "1 Main St", locality: "County Road 5", postalCode: "12345")),
        // A code in brackets after "code town" that is a country's too (Salerno's SA, or Saudi Arabia's) stays the town's:
        // the gazetteer tells which (a review's: "75001 Paris (FR)" is no province's).
        Case(text: "Via Roma 1, 84010 Ravello (SA)", startsWithStreet: true,
             parts: PostalAddress(street: "Via Roma 1", locality: "Ravello (SA)", postalCode: "84010")),
        // Malta's code, its town's letters and four digits (a probe's: region VLT, code 1171).
        Case(text: "Triq il-Merkanti, Valletta VLT 1171", startsWithStreet: true,
             parts: PostalAddress(street: "Triq il-Merkanti", locality: "Valletta", postalCode: "VLT 1171")),
        // Words that only look so stay the locality's.
        Case(text: "Route E40", parts: PostalAddress(locality: "Route E40")),
        Case(text: "Terminal A1B2C", parts: PostalAddress(locality: "Terminal A1B2C")),
        Case(text: "Cedex", parts: PostalAddress(locality: "Cedex")),
    ]

    @Test("addresses written as one text, split into their parts", arguments: cases)
    func split(_ example: Case) {
        #expect(OneLineAddress.split(example.text, startsWithStreet: example.startsWithStreet) == example.parts)
    }

    /// A probe's: "The Savoy, Strand" as a card's street, or `add --street`,
    /// was the street "The Savoy" in the town of Strand (Norway's).
    @Test("a street field is a whole address only where a postal code, a region or a country marks it")
    func wholeAddressInStreet() {
        for street in ["The Savoy, Strand", "123 Main St, Suite 400", "123 Main St, Suite 1200", "1 Infinite Loop, Building 2100",
                       "1C Portland Place, Regent Street", "Via Roma 1", "Via Roma 1, Milano"] {
            #expect(OneLineAddress.wholeAddress(inStreet: street) == nil, "\(street)")
        }
        #expect(OneLineAddress.wholeAddress(inStreet: "Hauptstraße 1\n10115 Berlin")
                == PostalAddress(street: "Hauptstraße 1", locality: "Berlin", postalCode: "10115"))
        #expect(OneLineAddress.wholeAddress(inStreet: "1 Main St, Springfield, IL 62701")
                == PostalAddress(street: "1 Main St", locality: "Springfield", region: "IL", postalCode: "62701"))
        #expect(OneLineAddress.wholeAddress(inStreet: "Laugavegur 1, 101 Reykjavík")
                == PostalAddress(street: "Laugavegur 1", locality: "Reykjavík", postalCode: "101"))
        #expect(OneLineAddress.wholeAddress(inStreet: "The Savoy, Strand, London WC2R 0EZ")?.postalCode == "WC2R 0EZ")
        #expect(OneLineAddress.wholeAddress(inStreet: "Rua Augusta 1, Lisboa, Portugal")
                == PostalAddress(street: "Rua Augusta 1", locality: "Lisboa", country: "Portugal"))
        // Two numbers of three digits after an office's word are its numbers, no PIN (a review's).
        #expect(OneLineAddress.wholeAddress(inStreet: "Edificio Sol, Oficina 101 102") == nil)
        #expect(OneLineAddress.wholeAddress(inStreet: "Apollo Bunder, Mumbai 400 001")?.postalCode == "400 001")
        // A probe's: Japan's mark and code before the rest, as one, was a street and no more.
        #expect(OneLineAddress.wholeAddress(inStreet: "〒100-8558 東京都千代田区内幸町1-1-1")
                == PostalAddress(street: "東京都千代田区内幸町1-1-1", postalCode: "100-8558"))
        #expect(OneLineAddress.wholeAddress(inStreet: "〒１００－０００５ 東京都千代田区丸の内１－９－１")?.postalCode == "１００－０００５")
        #expect(OneLineAddress.wholeAddress(inStreet: "〒100-8558 東京都千代田区内幸町 1-1")
                == PostalAddress(street: "東京都千代田区内幸町 1-1", postalCode: "100-8558"))
        // A probe's: the mark and code before a street set apart from its country stayed in the street.
        #expect(OneLineAddress.wholeAddress(inStreet: "〒102-8578 東京都千代田区紀尾井町4-1, 日本")
                == PostalAddress(street: "東京都千代田区紀尾井町4-1", postalCode: "102-8578", country: "日本"))
        // A probe's: Brazil's "town - state" was one town, and `list --city` missed it.
        #expect(OneLineAddress.wholeAddress(inStreet: "Av. Atlântica, 1702 - Copacabana, Rio de Janeiro - RJ, 22021-001, Brasil")
                == PostalAddress(street: "Av. Atlântica, 1702 - Copacabana", locality: "Rio de Janeiro", region: "RJ",
                                 postalCode: "22021-001", country: "Brasil"))
        #expect(OneLineAddress.wholeAddress(inStreet: "Rua Augusta 10, São Paulo – SP, Brasil")?.locality == "São Paulo")
        #expect(OneLineAddress.wholeAddress(inStreet: "Rue de Paris 1, 97400 Saint-Denis, Réunion")?.locality == "Saint-Denis")
        // A review's: the forms with the postal code beside the state, and other countries' dashes.
        #expect(OneLineAddress.wholeAddress(inStreet: "Av. Atlântica 1702, Rio de Janeiro - RJ 22021-001, Brasil")
                == PostalAddress(street: "Av. Atlântica 1702", locality: "Rio de Janeiro", region: "RJ", postalCode: "22021-001", country: "Brasil"))
        #expect(OneLineAddress.wholeAddress(inStreet: "Av. Atlântica 1702, 22021-001 Rio de Janeiro - RJ, Brasil")?.locality == "Rio de Janeiro")
        #expect(OneLineAddress.wholeAddress(inStreet: "Kaiserstraße 1, Frankfurt - DE, Deutschland")?.region == "")
        #expect(OneLineAddress.wholeAddress(inStreet: "Bath Road, Hounslow - LHR, United Kingdom")?.region == "")
        // A town's numeral run into the code is the town's (八王子市): one rule with the East Asian reading's.
        #expect(OneLineAddress.wholeAddress(inStreet: "〒192-0081八王子市横山町")
                == PostalAddress(street: "八王子市横山町", postalCode: "192-0081"))
    }

    /// Street fields holding a whole address, and how they split (`nil`:
    /// the street stays whole). From probes: Google's "street, code town,
    /// province, country" lost its code and made the province the town (a
    /// second hotel beside Outlook's of the same); a code after the
    /// country's name made the country a town (Beijing's "China"); a town
    /// and its long code after a street stayed a street (Raffles'). From
    /// reviews: a house number first, where the code follows the town, or
    /// of another length, is a house's; a country's name before a code is
    /// the country; a box's, a suite's or a lot's number is no code.
    static let streetFields: [(String, PostalAddress?)] = [
        ("Marktstraße 5, 82467 Garmisch-Partenkirchen, Bayern, Deutschland",
         PostalAddress(street: "Marktstraße 5", locality: "Garmisch-Partenkirchen", region: "Bayern", postalCode: "82467", country: "Deutschland")),
        ("Bulevar Príncipe Alfonso s/n, 29602 Marbella, Málaga, España",
         PostalAddress(street: "Bulevar Príncipe Alfonso s/n", locality: "Marbella", region: "Málaga", postalCode: "29602", country: "España")),
        ("Via Roma 1, 00184 Roma RM, Lazio, Italia",
         PostalAddress(street: "Via Roma 1", locality: "Roma", region: "Lazio", postalCode: "00184", country: "Italia")),
        ("Via Roma 1, 00184 Roma RM, Italia", PostalAddress(street: "Via Roma 1", locality: "Roma", region: "RM", postalCode: "00184", country: "Italia")),
        // A probe's: bracketed, and Venice's code, which is Venezuela's too, in an address that names Italy.
        ("Via Condotti 1, 00187 Roma (RM), Italia",
         PostalAddress(street: "Via Condotti 1", locality: "Roma", region: "RM", postalCode: "00187", country: "Italia")),
        ("Riva degli Schiavoni 4196, 30122 Venezia VE, Italia",
         PostalAddress(street: "Riva degli Schiavoni 4196", locality: "Venezia", region: "VE", postalCode: "30122", country: "Italia")),
        ("Riva degli Schiavoni 4196, 30122 Venezia VE", PostalAddress(street: "Riva degli Schiavoni 4196", locality: "Venezia VE", postalCode: "30122")),
        ("Macquarie Street, Sydney NSW 2000", PostalAddress(street: "Macquarie Street", locality: "Sydney", region: "NSW", postalCode: "2000")),
        ("350 FIFTH AVE, NEW YORK NY 10118", PostalAddress(street: "350 FIFTH AVE", locality: "NEW YORK", region: "NY", postalCode: "10118")),
        ("Hotel X, 1234 Main St, Springfield, USA", PostalAddress(street: "Hotel X, 1234 Main St", locality: "Springfield", country: "USA")),
        ("Bâtiment A, 2450 Route de Saint-Tropez, Ramatuelle, France",
         PostalAddress(street: "Bâtiment A, 2450 Route de Saint-Tropez", locality: "Ramatuelle", country: "France")),
        ("Tower 2, 6750 Ayala Avenue, Makati, Philippines", PostalAddress(street: "Tower 2, 6750 Ayala Avenue", locality: "Makati", country: "Philippines")),
        ("8 Goldfish Ln, Wangfujing, Dongcheng, Beijing, China, 100006",
         PostalAddress(street: "8 Goldfish Ln, Wangfujing", locality: "Dongcheng", region: "Beijing", postalCode: "100006", country: "China")),
        ("1 Beach Rd, Singapore 189673", PostalAddress(street: "1 Beach Rd", locality: "Singapore", postalCode: "189673", country: "Singapore")),
        // A review's: a road's name before "region code" says nothing (a rule that took the last part for the town
        // after one put Malibu's hotel in California, Maryland).
        ("Hotel X, Pacific Coast Highway, California 90265",
         PostalAddress(street: "Hotel X", locality: "Pacific Coast Highway", region: "California", postalCode: "90265")),
        ("1 Main St, Springfield, Illinois 62701",
         PostalAddress(street: "1 Main St", locality: "Springfield", region: "Illinois", postalCode: "62701")),
        ("Calle Mayor 1, España 28013", PostalAddress(street: "Calle Mayor 1", postalCode: "28013", country: "España")),
        ("Hotel X, PO Box 12345", nil), ("123 Main St, PMB 12345", nil), ("123 Main St, Ste 10001", nil), ("Hotel X, Lot 12345", nil),
        ("Calle 5, Parcela 12345", nil), ("Main St, Suite 400", nil),
    ]

    @Test("a street field holding a whole address splits by the country's way of writing it", arguments: streetFields)
    func streetField(_ street: String, _ parts: PostalAddress?) {
        #expect(OneLineAddress.wholeAddress(inStreet: street) == parts)
    }

    @Test("a town in capitals keeps its last word; a code after a name that is a region's or a town's too is not the country's; free text keeps a part whole")
    func partsKeptWhole() {
        #expect(OneLineAddress.wholeAddress(inStreet: "10 Rue X, 75001 Paris FR")?.locality == "Paris FR")
        #expect(OneLineAddress.wholeAddress(inStreet: "Broad St, HAY ON WYE HR3 5AE")?.locality == "HAY ON WYE")
        #expect(OneLineAddress.split("Vasileos Georgiou A 1, Athens, Greece, 105 64").postalCode == "105 64")
        #expect(OneLineAddress.split("Rue X 1, Arlon, Luxembourg, 6700").country.isEmpty)
        #expect(OneLineAddress.split("Hotel, Tbilisi, Georgia, 0105").postalCode == "0105")
        #expect(OneLineAddress.split("00184 Roma RM").locality == "Roma RM")
    }

    @Test("a region after a part with a postal code: the second reading the geocoder tries first")
    func regionAfterPostalPart() {
        #expect(OneLineAddress.regionAfterPostalPart("Via Tragara 57, 80073 Capri, Campania")
            == PostalAddress(street: "Via Tragara 57", locality: "Capri", region: "Campania", postalCode: "80073"))
        #expect(OneLineAddress.regionAfterPostalPart("Apollo Bunder, Colaba, Mumbai 400001, Maharashtra, India")
            == PostalAddress(street: "Apollo Bunder, Colaba", locality: "Mumbai", region: "Maharashtra", postalCode: "400001", country: "India"))
        // No code before the last part, a last part with digits, or nothing before it: no such reading.
        #expect(OneLineAddress.regionAfterPostalPart("Via Roma, Milano, Italia") == nil)
        #expect(OneLineAddress.regionAfterPostalPart("80073 Capri, Via Tragara 57") == nil)
        #expect(OneLineAddress.regionAfterPostalPart("Campania, Italia") == nil)
    }

    @Test("a town and its code after a street and its number: the second reading the geocoder tries first")
    func townBeforeCode() {
        #expect(OneLineAddress.townBeforeCode("Via Manzoni 29, Milano 20121")
            == PostalAddress(street: "Via Manzoni 29", locality: "Milano", postalCode: "20121"))
        #expect(OneLineAddress.townBeforeCode("123 Pike St, Washington 98101")
            == PostalAddress(street: "123 Pike St", locality: "Washington", postalCode: "98101"))
        // A region's code, a city and its region's code, or no street number before: no such reading.
        #expect(OneLineAddress.townBeforeCode("1 Main St, IL 62701") == nil)
        #expect(OneLineAddress.townBeforeCode("1 Main St, Springfield IL 62701") == nil)
        #expect(OneLineAddress.townBeforeCode("Strand, London WC2R 0EZ") == nil)
    }

    @Test("a country's name at the end of the last part, with no comma before it, set apart")
    func countrySetApart() {
        #expect(OneLineAddress.countrySetApart("10115 Berlin Germany") == "10115 Berlin, Germany")
        #expect(OneLineAddress.countrySetApart("Cape Town South Africa") == "Cape Town, South Africa")
        #expect(OneLineAddress.countrySetApart("Hauptstraße 1, 10115 Berlin Germany") == "Hauptstraße 1, 10115 Berlin, Germany")
        #expect(OneLineAddress.countrySetApart("Dover DE") == "Dover, DE")
        // After a comma, only where the words before the name hold a digit: a town and its state stay.
        #expect(OneLineAddress.countrySetApart("Belen, New Mexico") == nil)
        // A code only in capitals; a country alone, or already a part of its own: nothing to set apart.
        #expect(OneLineAddress.countrySetApart("Puerto de") == nil)
        #expect(OneLineAddress.countrySetApart("Germany") == nil)
        #expect(OneLineAddress.countrySetApart("Berlin, Germany") == nil)
        #expect(OneLineAddress.countrySetApart("Frankfurt am Main") == nil)
    }

    @Test("a street, a postal code and a town in one part: the town after the last code with words on both sides")
    func townAfterInnerCode() {
        #expect(OneLineAddress.townAfterInnerCode("Unter den Linden 77 10117 Berlin")
            == PostalAddress(street: "Unter den Linden 77", locality: "Berlin", postalCode: "10117"))
        #expect(OneLineAddress.townAfterInnerCode("Via Roma 1 00184 Roma, Italia")
            == PostalAddress(street: "Via Roma 1", locality: "Roma", postalCode: "00184", country: "Italia"))
        #expect(OneLineAddress.townAfterInnerCode("Kalverstraat 1 1012 NX Amsterdam")
            == PostalAddress(street: "Kalverstraat 1", locality: "Amsterdam", postalCode: "1012 NX"))
        // A code at either end, or digits after the code: no such reading.
        #expect(OneLineAddress.townAfterInnerCode("10117 Berlin Mitte") == nil)
        #expect(OneLineAddress.townAfterInnerCode("Strand London WC2R 0EZ") == nil)
        #expect(OneLineAddress.townAfterInnerCode("Calle 10115 Berlin 3") == nil)
    }

    @Test("the last words of the last part as a region, longest first, none where the part holds a digit")
    func regionsSetApart() {
        #expect(OneLineAddress.regionsSetApart("Albuquerque New Mexico") == [
            PostalAddress(locality: "Albuquerque", region: "New Mexico"), PostalAddress(locality: "Albuquerque New", region: "Mexico"),
        ])
        #expect(OneLineAddress.regionsSetApart("Main Street, Munich Bavaria, Germany")
            == [PostalAddress(street: "Main Street", locality: "Munich", region: "Bavaria", country: "Germany")])
        #expect(OneLineAddress.regionsSetApart("10117 Berlin").isEmpty)
        #expect(OneLineAddress.regionsSetApart("Berlin").isEmpty)
    }

    @Test("without a country, a last part that names one is a region")
    func regionReading() {
        #expect(OneLineAddress.split("Springfield, IL", countryAllowed: false) == PostalAddress(locality: "Springfield", region: "IL"))
        #expect(OneLineAddress.split("Springfield, IL") == PostalAddress(locality: "Springfield", country: "IL"))
    }
}
