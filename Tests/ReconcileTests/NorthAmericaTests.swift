import Testing
@testable import Reconcile

/// North America's guest ranches and desert camps, and the pubs, halls,
/// golf clubs, care homes, towns, trains and cruise lines that bear a
/// lodging word or a night.
@Suite("North America's lodgings and look-alikes")
struct NorthAmericaTests {
    @Test("a guest ranch is a place to stay")
    func guestRanch() {
        let verdict = SharedWordTests.verdict("Echo Valley Guest Ranch", country: "Canada")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains(.lodgingWord("guest ranch", in: .organization)), "\(verdict.evidence)")
    }

    @Test("an inn's fish and chips, an auberge's supper, a resort's tee time, a lodge's nurses", arguments: [
        ("Cheshire Cheese Inn", "fish & chips after the SeaBus"), ("Auberge Le Vieux Saint-Gabriel", "souper de répétition, vendredi 19 h"),
        ("Rivershore Golf Resort", "tee time Sat 7:50 with Dad, cart booked"), ("The Lodge at Broadmead", "Grandma, nurses station ext 2"),
    ])
    func visits(_ name: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a banquet hall, a resort town's hall, a train and a cruise line with nights, a store named for its street", arguments: [
        ("Grand Taj Banquet Hall", nil), ("Resort Municipality of Whistler", nil), ("VIA Rail Canada", "the Canadian, 4 nights, cabin for 2"),
        ("Holland America Line", "Alaska, 7 nights, stateroom 6120"), ("Best Buy Cambie", nil),
    ] as [(String, String?)])
    func lookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Quebec's outfitters, an American plan, the Alt and Le Germain chains", arguments: [
        ("Pourvoirie du Lac Blanc", nil), ("Sacacomie", "3 jours plan américain, pêche"), ("Le Germain Calgary", nil),
    ] as [(String, String?)])
    func quebec(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Alt, a short word, is a brand before its town")
    func alt() {
        let lines = ["N:;;;;", "FN:Alt Montréal", "ORG:Alt Montréal", "ADR;TYPE=WORK:;;120 Rue Peel;Montréal;QC;H3C 0L8;Canada"]
        #expect(SharedWordTests.verdict(lines).isTaken)
    }

    @Test("a kennel, an office's Christmas party, a fundraiser, a membership card", arguments: [
        ("Hôtel pour Pitou Laval", nil), ("Auberge Saint-Antoine", "party de Noël du bureau, 19 h, 30 pers."),
        ("Chalet du Lac des Castors", "soirée-bénéfice de la fondation 18 h"), ("Hostelling International Canada", "carte de membre, renouveler en mars"),
    ] as [(String, String?)])
    func quebecLookAlikes(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Canada", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("in Quebec a déjeuner is breakfast: it is no meal out")
    func quebecBreakfast() {
        let verdict = SharedWordTests.verdict("Gîte du Vieux Moulin", country: "Canada", note: "gîte du passant, déjeuner inclus")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("assisted living called a lodge, a ski area called a resort", arguments: [
        ("Aspen Lodge Assisted Living", "Mom, rm 212, billing to Dave"),
        ("Loveland Ski Resort", "kids ski school 9am, lift tickets at window"),
        ("Keystone Resorts", "Epic pass renewal"),
    ] as [(String, String?)])
    func lodgesAndResortsThatAreNot(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "United States", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a ski lodge whose NOTE counts the nights is one, the ski school notwithstanding")
    func skiLodgeWithNights() {
        let verdict = SharedWordTests.verdict("Snowpine Lodge", country: "United States", note: "4 nights, ski school for the kids at 9")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a pet lodge, a booking service, a pawn shop, an airline and a firm named like hotels", arguments: [
        "Bayou Pet Lodge", "Gästehaus Schmidt Reservation Service", "Chef Motel Pawn & Loan", "Delta Air Lines",
        "Delta Revenue Partners LLC",
    ])
    func namedLikeHotels(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "USA")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a price per night written $150/nt")
    func nightShorthand() {
        #expect(StayShape.all(in: "Fri-Sun, $150/nt").contains { $0.kind == .nightlyPrice })
        #expect(StayShape.all(in: "Lieferung: 2 NT + 3 Kabel").isEmpty, "\(StayShape.all(in: "Lieferung: 2 NT + 3 Kabel"))")
    }
}
