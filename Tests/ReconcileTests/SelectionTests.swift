import Reconcile
import Testing
import VCard

struct SelectionTests {
    static func card(_ lines: [String]) -> Card {
        let text = (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
        return VCardReader.read(bytes: Array(text.utf8)).cards[0]
    }

    static let address = "ADR;TYPE=WORK:;;1 Main St;Bath;;BA1 1AA;UK"

    @Test("lodging categories in several languages, any case", arguments: ["Hotel", "HOTELS", "lodging", "Accommodation", "Unterkunft", "Hébergement", "ホテル"])
    func categories(_ category: String) {
        #expect(LodgingSelector().skipReason(for: Self.card(["FN:Somewhere", "CATEGORIES:Friends,\(category)"])) == nil)
    }

    @Test("an organization whose name has a lodging word, with an address", arguments: [
        ["KIND:org", "FN:The Grand Hotel"], ["X-ABShowAs:COMPANY", "FN:Seaside Inn"], ["ORG:Lakeside B&B", "FN:Lakeside B&B"],
        ["ORG:Kurashiki Guest House", "N:;;;;", "FN:Kurashiki Guest House"], ["KIND:location", "FN:Albergo Roma"], ["ORG:Pousada do Castelo"],
        ["ORG:Hôtel du Nord"], ["ORG:Youth Hostel Basel"], ["ORG:Motel 6 Springfield"],
    ])
    func organizations(_ lines: [String]) {
        #expect(LodgingSelector().skipReason(for: Self.card(lines + [Self.address])) == nil)
    }

    @Test("people and other businesses are skipped as not a hotel; an address is evidence, not a must")
    func skipped() {
        let selector = LodgingSelector()
        #expect(selector.skipReason(for: Self.card(["N:Inn;Tom;;;", "FN:Tom Inn", Self.address])) == .notAHotel)
        #expect(selector.skipReason(for: Self.card(["ORG:Acme Plumbing", Self.address])) == .notAHotel)
        #expect(selector.skipReason(for: Self.card(["N:Smith;Ann;;;", "ORG:Grand Hotel", Self.address])) == .notAHotel)
        #expect(selector.skipReason(for: Self.card(["KIND:org", "FN:Grand Hotel"])) == nil)
        #expect(selector.skipReason(for: Self.card(["FN:Grand Hotel"])) == .notAHotel)
    }

    @Test("the hotel's name is the first of ORG, FN and N that shows anything")
    func nameThatShows() {
        func name(_ lines: [String]) -> String? {
            cardHotels((["BEGIN:VCARD", "VERSION:3.0", "CATEGORIES:Hotel", Self.address] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n")
                .first?.details.name
        }
        #expect(name(["ORG: ", "FN:Hotel Adlon", "N:;;;;"]) == "Hotel Adlon")
        #expect(name(["ORG:\u{200B}", "FN:\u{FEFF}", "N:Adlon;Hotel;;;"]) == "Hotel Adlon")
        #expect(name(["ORG:;Front desk", "FN: Pension Adria "]) == "Pension Adria")
        #expect(name(["ORG:Hotel Adlon", "FN:Reception"]) == "Hotel Adlon")
        #expect(name(["ORG:\u{200B}", "FN:\u{200D}", "N:;;;;"]) == nil, "nothing visible is no name")
    }

    @Test("--all takes every card with an address and every card the evidence takes; --category picks by category")
    func modes() {
        let person = Self.card(["N:Smith;Ann;;;", "FN:Ann Smith", "CATEGORIES:Favourites", Self.address])
        #expect(LodgingSelector(mode: .all).skipReason(for: person) == nil)
        #expect(LodgingSelector(mode: .all).skipReason(for: Self.card(["FN:No Address"])) == .noAddress)
        // A probe's: export → import --all lost a hotel added with no address, which the evidence takes.
        let exported = Self.card(["FN:Pension Adria", "ORG:Pension Adria", "CATEGORIES:Hotel", "TEL:+385 1 234"])
        #expect(LodgingSelector().skipReason(for: exported) == nil)
        #expect(LodgingSelector(mode: .all).skipReason(for: exported) == nil)
        #expect(LodgingSelector(mode: .all).verdict(for: exported).decision == .evidence)
        #expect(LodgingSelector(mode: .category("favourites")).skipReason(for: person) == nil)
        #expect(LodgingSelector(mode: .category("Work")).skipReason(for: person) == .notInCategory)
    }
}
