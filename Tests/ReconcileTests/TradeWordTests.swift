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
    ])
    func brandBesideTrade(_ name: String, _ word: String) {
        let verdict = Self.verdict(name)
        #expect(verdict.evidence.contains(.otherBusiness(word, in: .organization)), "\(verdict.evidence)")
        #expect(!verdict.isTaken)
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
