import Reconcile
import Testing
import VCard

/// Issue 20, Run 8: lodging words in their articled and declined forms, a
/// house's word beside a guest's or a holiday's, a house's name beside a
/// NOTE's range of dates, a lodging word abroad with nothing else on the
/// card, and a brand beside a pair of trade words; each with its traps.
struct LodgingWordFormTests {
    static func verdict(_ lines: [String]) -> Verdict {
        LodgingSelector().verdict(for: EvidenceTests.card(lines), explain: true)
    }

    static func lodgingWord(_ evidence: [Evidence]) -> String? {
        evidence.lazy.compactMap { if case .lodgingWord(let word, _, _, _) = $0 { return word } else { return nil } }.first
    }

    @Test("a lodging word with its article or its case ending", arguments: [
        ("Pensiunea Dor de Munte", "pensiunea"), ("Hotelul Traian", "hotelul"), ("Hanul Drumețului", "hanul"),
        ("Gjestehuset Sjøbua", "gjestehuset"), ("Vandrerhjemmet Skagen", "vandrerhjemmet"), ("Kroen ved Fjorden", "kroen"),
        ("Hotellet Nord", "hotellet"), ("Pensionatet Björkudden", "pensionatet"), ("Gistihúsið Langaholt", "gistihusid"),
        ("Deniz Pansiyonu", "pansiyonu"), ("Sultan Oteli", "oteli"), ("Köy Misafirhanesi", "misafirhanesi"), ("Hoteli Rozafa", "hoteli"),
        ("Bujtina e Gjelit", "bujtina"),
    ])
    func form(_ name: String, _ word: String) {
        let verdict = Self.verdict(["ORG:\(name)", "ADR:;;Main St 1;Town;;;"])
        #expect(Self.lodgingWord(verdict.evidence) == word, "\(verdict.evidence)")
        #expect(verdict.isTaken)
    }

    @Test("an ending is put only on the words of its language, and only where it fits")
    func formsFit() {
        // "han" takes the Romanian article, not an ending of another row; "e>ea" fits no "hotel".
        #expect(Self.lodgingWord(Self.verdict(["ORG:Han Solo Models"]).evidence) == nil)
        #expect(Self.lodgingWord(Self.verdict(["ORG:Hoteea"]).evidence) == nil)
        #expect(Self.lodgingWord(Self.verdict(["ORG:Innen Design"]).evidence) == nil)
    }

    @Test("a house's word beside a guest's, a holiday's or a let's", arguments: [
        ("Kuća za odmor Maslina", "kuca za odmor"), ("Kuća za goste Zlatibor", "kuca za goste"), ("Dom Wczasowy Jantar", "dom wczasowy"),
        ("Дом отдыха Берёзка", "дом отдыха"), ("Casa de Turismo Rural Vale do Sol", "casa de turismo rural"),
        ("Casa de Vacaciones Los Olivos", "casa de vacaciones"), ("Casa per Ferie San Giuseppe", "casa per ferie"),
        ("Maison de Vacances Les Tilleuls", "maison de vacances"), ("Glenview Holiday Cottage", "holiday cottage"),
        ("Lakeside Vacation Home", "vacation home"), ("Rumah Tamu Melati", "rumah tamu"), ("Ενοικιαζόμενα Δωμάτια Μαρία", "ενοικιαζομενα δωματια"),
        ("Casa de Hóspedes Ribeira", "casa de hospedes"),
        // One word: a purpose and a house in a compound, with an article or not.
        ("Vakantiewoning De Linde", "vakantiewoning"), ("Gästezimmer Rosengarten", "gastezimmer"), ("Lomatalo Kuusela", "lomatalo"),
        ("Üdülőház Balaton", "udulohaz"), ("Feriehus Klitrosen", "feriehus"), ("Gestahúsið Hella", "gestahusid"),
    ])
    func houseFor(_ name: String, _ phrase: String) {
        let verdict = Self.verdict(["ORG:\(name)", "ADR:;;Main St 1;Town;;;"])
        #expect(Self.lodgingWord(verdict.evidence) == phrase, "\(verdict.evidence)")
        #expect(verdict.isTaken)
    }

    @Test("a house of a town's tourism, of culture, of rest for the old or of pensions is no house for guests", arguments: [
        "Haus des Gastes Bad Tölz", "Casa do Turismo Lamego", "Maison du Tourisme de Namur", "Casa de Repouso Santa Clara",
        "Dom Kultury Zamek", "Dom Pomocy Społecznej Złota Jesień", "Casa Județeană de Pensii Cluj", "Opera House",
    ])
    func houseOfSomethingElse(_ name: String) {
        let verdict = Self.verdict(["ORG:\(name)", "ADR:;;Main St 1;Town;;;"])
        #expect(Self.lodgingWord(verdict.evidence) == nil, "\(verdict.evidence)")
        #expect(!verdict.isTaken)
    }

    @Test("a house's name with a NOTE of a range of dates is a stay; alone, or beside another business's dates, it is not")
    func houseWithDates() {
        let villa = Self.verdict(["ORG:Villa Lucia", "ADR:;;Via Roma 1;Lucca;;55100;Italia", "NOTE:12–15 giugno"])
        #expect(villa.isTaken, "\(villa.evidence)")
        #expect(villa.evidence.contains(.house("villa", in: .organization)))
        #expect(villa.explanation.contains("house 'villa' in ORG"))
        // Alone, or with a restaurant's label: no stay spoken of.
        #expect(!Self.verdict(["ORG:Villa Borghese", "ADR:;;Piazzale 1;Roma;;00197;Italia"]).isTaken)
        #expect(!Self.verdict(["ORG:Casa Mia", "ADR:;;1 Main St;Austin;TX;78701;USA", "item1.TEL:+1 512 555 0100", "item1.X-ABLabel:Reservations"]).isTaken)
        // A date range alone, with no house's word, counts one as before.
        #expect(!Self.verdict(["ORG:Messe München", "ADR:;;Am Messesee 1;München;;81829;Deutschland", "NOTE:12.–15. Mai"]).isTaken)
        // "house" names an opera house as often as a guest house: it is no house's name alone.
        #expect(!Self.verdict(["ORG:Opera House", "ADR:;;1 Main St;Sydney;NSW;2000;Australia", "NOTE:Tosca 12–15 May"]).isTaken)
    }

    @Test("a lodging word abroad with nothing else on the card is taken", arguments: [
        ("Auberge Napa Hills", "ADR:;;1 Main St;Napa;CA;94558;USA"), ("Chalet Rosemont", "ADR:;;1 Main St;Vail;CO;81657;USA"),
        ("Pension Lindenhof", "ADR:;;1 Main St;Cork;;T12;Ireland"), ("Residence Grosvenor", "ADR:;;1 Main St;London;;W1K 4HR;United Kingdom"),
    ])
    func abroadBare(_ name: String, _ address: String) {
        let verdict = Self.verdict(["ORG:\(name)", address])
        #expect(verdict.isTaken, "\(verdict.evidence)")
        #expect(verdict.evidence.contains { if case .lodgingWord(_, _, true, false) = $0 { return true } else { return false } })
    }

    @Test("a lodging word abroad whose NOTE speaks of no stay counts less", arguments: [
        ("Posada del Río", "ADR:;;1 Main St;Austin;TX;78701;USA", "Tamales for the party"),
        ("Pension Lifeline", "ADR:;;1 Main St;Bath;;BA1 1AA;United Kingdom", "Annual review"),
    ])
    func abroadNoteSaysOther(_ name: String, _ address: String, _ note: String) {
        let verdict = Self.verdict(["ORG:\(name)", address, "NOTE:\(note)"])
        #expect(!verdict.isTaken, "\(verdict.evidence)")
        #expect(verdict.explanation.contains("(a word of another country; the NOTE speaks of no stay)"), "\(verdict.explanation)")
    }

    @Test("a brand beside a pair of words no lodging list holds is a trade's name", arguments: [
        ("Ritz Frames & Art", "frames & art"), ("Hyatt Paint & Paper", "paint & paper"), ("Four Seasons Lawn and Garden", "lawn & garden"),
        ("Kempinski Rahmen & Bilder", "rahmen & bilder"),
    ])
    func tradePair(_ name: String, _ pair: String) {
        let verdict = Self.verdict(["ORG:\(name)", "ADR:;;1 Main St;Austin;TX;78701;USA"])
        #expect(verdict.evidence.contains(.otherBusiness(pair, in: .organization)), "\(verdict.evidence)")
        #expect(!verdict.isTaken)
    }

    @Test("a brand property's own pairs, of its lodging and its leisure, stay a brand's", arguments: [
        "Sheraton Golf & Spa Parco de' Medici", "Hyatt Regency Casino & Spa", "Hampton Inn & Suites Austin", "Hilton Sea & Golf",
        "Radisson Blu Beach & Spa",
    ])
    func propertyPair(_ name: String) {
        let verdict = Self.verdict(["ORG:\(name)", "ADR:;;1 Main St;Austin;TX;78701;USA"])
        #expect(verdict.isTaken, "\(verdict.evidence)")
    }
}
