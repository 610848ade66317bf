import Reconcile
import Testing
import VCard

/// A brand's name beside another trade's word is that trade's business; a
/// brand beside a place's name, and a hotel that is also a restaurant, stay
/// places to stay.
struct TradeWordTests {
    static func verdict(_ name: String, address: String = SelectionTests.address) -> Verdict {
        LodgingSelector().verdict(for: EvidenceTests.card(["ORG:\(name)", address]), explain: true)
    }

    @Test("a brand beside a trade word, in many languages, is another business", arguments: [
        ("Hilton Tyres", "tyres"), ("Kempinski Friseur", "friseur"), ("Hilton Reifen", "reifen"), ("Marriott Autohaus", "autohaus"),
        ("Hyatt Schlüsseldienst", "schlusseldienst"), ("Mercure Coiffure", "coiffure"), ("Novotel Boucherie", "boucherie"),
        ("Sofitel Pressing", "pressing"), ("Ibis Carrosserie", "carrosserie"), ("Sheraton Peluquería", "peluqueria"),
        ("Westin Ferretería", "ferreteria"), ("Ritz Parrucchiere", "parrucchiere"), ("Hilton Gommista", "gommista"),
        ("Hyatt Kapsalon", "kapsalon"), ("Radisson Bakkerij", "bakkerij"), ("Novotel Fryzjer", "fryzjer"), ("Ibis Apteka", "apteka"),
        ("Hilton Frisör", "frisor"), ("Mercure Bilverkstad", "bilverkstad"), ("Westin Kadeřnictví", "kadernictvi"),
        ("Kempinski Kuaför", "kuafor"), ("Shangri-La Eczane", "eczane"), ("Sofitel Cabeleireiro", "cabeleireiro"),
        ("Pullman Padaria", "padaria"), ("Hilton Tiles", "tiles"), ("Hyatt Locksmiths", "locksmiths"),
        ("Four Seasons Heating & Air", "heating"), ("Ibis Optiek", "optiek"),
        // Vets, dentists, bicycles, car washes, florists, confectioners, hairdressers, physiotherapists.
        ("Pullman Veterinär", "veterinar"), ("Radisson Stomatologia", "stomatologia"), ("Hilton Fahrräder", "fahrrader"),
        ("Hyatt Autolavado", "autolavado"), ("Four Seasons Blomster", "blomster"), ("Marriott Кондитерская", "кондитерская"),
        ("Hyatt Hairdressing", "hairdressing"), ("Novotel Fisioterapia", "fisioterapia"), ("Ibis Autolavaggio", "autolavaggio"),
        ("Hilton Dierenkliniek", "dierenkliniek"), ("Mercure Myjnia", "myjnia"), ("Sofitel Kinésithérapie", "kinesitherapie"),
        // An electrician's, a dry cleaner's, a locksmith's.
        ("Hilton Elektrotechnik", "elektrotechnik"), ("Novotel Lavasecco", "lavasecco"), ("Accor Serralheria", "serralheria"),
    ])
    func brandBesideTrade(_ name: String, _ word: String) {
        let verdict = Self.verdict(name)
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
        #expect(!verdict.isTaken)
    }

    @Test("beside a lodging word, a trade a place to stay offers or stands in says nothing against it, unless the name begins with it", arguments: [
        ("Radsport-Hotel Grüner Baum", true), ("Hotel & Confiserie Rössli", true), ("Albergue Las Bicicletas", true),
        ("Kylpylähotelli Peurunka – fysioterapia", true), ("Bozcaada Pansiyon & Bisiklet Kiralama", true),
        ("Landgasthof Sonne mit Hundebetreuung", true),
        ("Chocolatier Chalet Suisse", false), ("Autolavado Posada Real", false), ("Studio Dentistico Albergo Sole", false),
    ])
    func tradeBesideAStay(_ name: String, _ taken: Bool) {
        let verdict = Self.verdict(name, address: "ADR:;;Calle 1;Ciudad;;1000;")
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }

    @Test("a trade after 'old' is the building's past: a holiday let in the old barbershop, a B&B in the former vet's", arguments: [
        "The Old Barbershop B&B", "B&B De Oude Dierenkliniek", "Ferienwohnung Alte Tierarztpraxis", "Old Bank Hotel Oxford",
        // The whole of a past use of several words.
        "Gîte de l'Ancienne Maison de Retraite", "The Old Dry Cleaning Works Guest House", "Hostel Antiga Serralheria",
    ])
    func formerUse(_ name: String) {
        let verdict = Self.verdict(name, address: "ADR:;;1 High St;Town;;1000;")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("without 'old' the trade is the business's", arguments: ["Barbershop B&B", "Bank Hotel Oxford"])
    func presentUse(_ name: String) {
        #expect(!Self.verdict(name, address: "ADR:;;1 High St;Town;;1000;").isTaken)
    }

    @Test("a brand beside a quarter, a landmark or a station, and a hotel that is also a restaurant, are places to stay", arguments: [
        ("ibis Amsterdam Centraal Station", "ADR:;;Stationsplein 1;Amsterdam;;1012 AB;Nederland"),
        ("Hilton London Bankside", "ADR:;;2-8 Great Suffolk St;London;;SE1 0UG;United Kingdom"),
        ("Pullman Paris Tour Eiffel", "ADR:;;18 Av. de Suffren;Paris;;75015;France"),
        ("Hotel-Restaurant Adler", "ADR:;;Hauptstr. 1;Freiburg;;79098;Deutschland"),
        ("Hôtel-Restaurant du Lac", "ADR:;;1 quai du Lac;Annecy;;74000;France"),
        ("Albergo Ristorante Stella", "ADR:;;Via Roma 1;Bergamo;;24121;Italia"),
        ("Gasthof Restaurant Zum Hirschen", "ADR:;;Dorfstr. 1;Hallstatt;;4830;Österreich"),
        ("Hostal Restaurante El Cruce", "ADR:;;Calle Mayor 1;Soria;;42001;España"),
    ])
    func placesToStay(_ name: String, _ address: String) {
        let verdict = Self.verdict(name, address: address)
        #expect(verdict.isTaken, "\(verdict.evidence)")
        #expect(!verdict.evidence.contains { $0.weight < 0 })
    }

    @Test("a restaurant named after an inn, and a bar named Motel, stay restaurants and bars")
    func restaurantNamedInn() {
        #expect(!Self.verdict("Dragon Inn Chinese Restaurant").isTaken)
        #expect(!Self.verdict("Motel Bar").isTaken)
        #expect(!Self.verdict("Inn Restaurant").isTaken)
    }
}
