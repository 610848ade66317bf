import Reconcile
import Testing
import VCard

/// A lodging word counts fully where it is a word of the address's
/// country's languages; where it names something else (a "pension" in
/// Britain is a retirement income) or a foreign kitchen (an American "La
/// Posada" is a restaurant), it counts less.
struct LodgingWordCountryTests {
    static func verdict(_ lines: [String]) -> Verdict {
        LodgingSelector().verdict(for: EvidenceTests.card(lines), explain: true)
    }

    @Test("a Ticino capanna counts fully there, a cabane or a rustico beside a night; bars, grotti and sugar shacks are none", arguments: [
        ("Capanna Cristallina", "ADR:;;Passo del Cristallina;Bedretto;TI;6781;Svizzera", nil, true),
        ("Cabane des Dix", "ADR:;;Val des Dix;Hérémence;VS;1987;Suisse", "1 nuit, demi-pension", true),
        ("Pensiun Aldier", "ADR:;;Plaz 154;Sent;GR;7554;Schweiz", nil, true),
        ("La Cabane", "ADR:;;Rue de Carouge 10;Genève;;1205;Suisse", nil, false),
        ("Grotto Rustico", "ADR:;;Via Cantonale;Lugano;;6900;Svizzera", nil, false),
        ("Cabane à Sucre Chez Dany", "ADR:;;1 Rang 3;Trois-Rivières;QC;G8T 7Y8;Canada", nil, false),
        ("La Capanna", "ADR:;;Via Roma 1;Firenze;FI;50123;Italia", nil, false),
    ])
    func switzerland(_ name: String, _ address: String, _ note: String?, _ taken: Bool) {
        let verdict = Self.verdict(["ORG:\(name)", address] + (note.map { ["NOTE:\($0)"] } ?? []))
        #expect(verdict.isTaken == taken, "\(verdict.explanation)")
    }

    @Test("a lodging word in a country where it names something else counts less", arguments: [
        ("Pension Wise", "ADR:;;1 Main St;Bath;;BA1 1AA;United Kingdom", "pension"),
        ("Carrick Pension Partners", "ADR:;;1 Main St;Cork;;T12;Ireland", "pension"),
        ("El Parador", "ADR:;;325 E 34th St;New York;NY;10016;USA", "parador"),
        ("La Posada", "ADR:;;1 Main St;Austin;TX;78701;USA", "posada"),
        ("Riad Marrakech", "ADR:;;1 Main St;London;;W1K 4HR;United Kingdom", "riad"),
        ("Gasthaus Bavaria", "ADR:;;1 Main St;Chicago;IL;60611;USA", "gasthaus"),
        ("El Hostal", "ADR:;;Hauptstr. 1;Berlin;;10117;Deutschland", "hostal"),
        ("Ryokan", "ADR:;;Hauptstr. 1;Berlin;;10117;Deutschland", "ryokan"),
        ("Residencial Los Pinos", "ADR:;;Calle 1;Ciudad de México;CDMX;06600;México", "residencial"),
        ("Residencial Altos del Río", "ADR:;;Calle del Arsenal 62;Cartagena;Bolívar;130001;Colombia", "residencial"),
        ("Restoran Hotela Dubrovnik", "ADR:;;Ulica 1;Split;;21000;Hrvatska", "hotela"),
        ("The Residence", "ADR:;;1 Main St;Bath;;BA1 1AA;United Kingdom", "residence"),
        ("Hacienda Mexican Grill", "ADR:;;1 Main St;Denver;CO;80202;USA", "hacienda"),
        ("Kasbah Lounge", "ADR:;;1 Main St;London;;W1K 4HR;United Kingdom", "kasbah"),
        ("Camping World", "ADR:;;1 Main St;Lincolnshire;IL;60069;USA", "camping"),
    ])
    func abroad(_ name: String, _ address: String, _ word: String) {
        let verdict = Self.verdict(["ORG:\(name)", address])
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization, abroad: true)), "\(verdict.evidence)")
        #expect(!verdict.isTaken)
    }

    @Test("the same words at home, or on a card with no country, count fully", arguments: [
        ["ORG:Pension Sonnenhof", "ADR:;;Dorf 1;Lech;;6764;Österreich"], ["ORG:Hostal Ramírez", "ADR:;;Calle 1;Sevilla;;41004;España"],
        ["ORG:Posada del Sol", "ADR:;;Calle 1;Oaxaca;;68000;México"], ["ORG:Riad Dar Zitoun", "ADR:;;Derb 1;Marrakech;;40000;Maroc"],
        ["ORG:Gasthaus Krone", "ADR:;;Hauptstr. 1;Berlin;;10117;Deutschland"], ["ORG:Pension Adria", "ADR:;;Obala 1;Split;;21000;Hrvatska"],
        ["ORG:Residencial Alegria", "ADR:;;Rua 1;Lisboa;;1250-096;Portugal"], ["ORG:Pension Müller", "ADR:;;Hauptstr. 1;Springfield;;;"],
        ["ORG:Camping Les Mouettes", "ADR:;;1 Rue de la Plage;Carantec;;29660;France"],
        ["ORG:Hacienda San Gabriel", "ADR:;;Km 3;Mérida;YUC;97000;México"], ["ORG:Kasbah Tamadot", "ADR:;;Route d'Imlil;Asni;;42152;Maroc"],
        ["ORG:Hostellerie du Château", "ADR:;;1 Place;Fère-en-Tardenois;;02130;France"],
        ["ORG:Hotela Arkaitz", "ADR:;;Kale Nagusia 1;Donostia;;20003;España"],
    ])
    func atHome(_ lines: [String]) {
        let verdict = Self.verdict(lines)
        #expect(verdict.isTaken, "\(verdict.evidence)")
        #expect(!verdict.evidence.contains { if case .lodgingWord(_, _, true, _) = $0 { return true } else { return false } })
    }

    @Test("a lodging word abroad is a place to stay with other evidence: a NOTE of nights")
    func abroadWithNote() {
        let verdict = Self.verdict(["ORG:Gasthaus Edelweiss", "ADR:;;1 Main St;Chicago;IL;60611;USA", "NOTE:2 nights, room 4"])
        #expect(verdict.isTaken, "\(verdict.evidence)")
    }

    @Test("the explanation says the word is of another country's language")
    func explanation() {
        #expect(Evidence.lodgingWord("posada", in: .organization, abroad: true).description
            == "lodging word 'posada' in ORG (a word of another country)")
    }
}
