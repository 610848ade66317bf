import Testing
@testable import Reconcile

/// The Netherlands' and Flanders' rooms to let and holiday parks, and the
/// dog hotels, ferries, hotel schools and lunch tables that look like them.
@Suite("The Low Countries' lodgings and look-alikes")
struct LowCountriesTests {
    @Test("rooms to let, a campsite compound, the holiday park chains", arguments: [
        "Kamerverhuur De Molen", "Natuurcamping Het Meerschap", "Landal Miggelenberg", "Roompot Beach Resort Nieuwvliet-Bad",
    ])
    func stays(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Nederland")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a dog's and a cat's hotel, animal boarding, a night ferry", arguments: [
        "Hondenhotel De Blije Snuit", "Kattenhotel Miauw", "Dierenpension Het Hoefijzer", "DFDS Seaways IJmuiden",
    ])
    func lookAlikes(_ name: String) {
        let verdict = SharedWordTests.verdict(name, country: "Nederland")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a hotel school's site is not a hotel's")
    func hotelSchool() {
        let verdict = SharedWordTests.verdict([
            "N:;;;;", "FN:Hogeschool Den Haag", "ORG:Hogeschool Den Haag", "URL:https://www.hotelschool.nl/",
            "ADR;TYPE=WORK:;;Brusselselaan 2;Den Haag;;2587 AH;Nederland",
        ])
        #expect(!verdict.evidence.contains { if case .lodgingURL = $0 { return true } else { return false } }, "\(verdict.evidence)")
        #expect(!verdict.isTaken)
    }

    @Test("a table for Sunday lunch at a hotel's restaurant is a meal, not a night", arguments: [
        ("Hotel De Wereld", "tafel voor 4, zondaglunch 12.30", "tafel voor"), ("Hotel Arena", "diner 19.00, 6 couverts", "diner"),
    ])
    func meals(_ name: String, _ note: String, _ word: String) {
        let verdict = SharedWordTests.verdict(SharedWordTests.company(name, country: "Nederland", note: note))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(VisitNoteTests.againstInNote(verdict) == word)
    }

    @Test("a ferry's inside cabin is a night on board")
    func cabin() {
        let verdict = SharedWordTests.verdict(SharedWordTests.company("Stena Line Hotel Hoek van Holland", country: "Nederland",
                                                                      note: "binnenhut, 1 nacht"))
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(VisitNoteTests.againstInNote(verdict) == "binnenhut")
    }
}
