import Testing
@testable import Reconcile

/// East Africa's and the Horn's lodgings by their trade's words, and the
/// eateries that call themselves hotels or inns there.
@Suite("East Africa's lodgings and eateries")
struct EastAfricaTests {
    static func verdict(_ name: String, country: String) -> Verdict {
        SharedWordTests.verdict(SharedWordTests.company(name, country: country))
    }

    @Test("the trade's words: lodging, bandas, Amharic's pension and hotel, Arabic's riad", arguments: [
        ("Mwangaza Bar & Lodging", "Kenya", "lodging"), ("Tiwi Sands Bandas", "Kenya", "bandas"),
        ("Kisumu Board and Lodging", "Kenya", "board and lodging"), ("ባህር ዳር ፔንሲዮን", "Ethiopia", "ፔንሲዮን"),
        ("ሮሃ ሆቴል", "Ethiopia", "ሆቴል"), ("رياض النخيل", "Morocco", "رياض"),
    ])
    func lodgingWords(_ name: String, _ country: String, _ word: String) {
        let verdict = Self.verdict(name, country: country)
        #expect(verdict.evidence.contains(.lodgingWord(word, in: .organization)), "\(verdict.evidence)")
    }

    @Test("eateries: a butchery, a dishes' hotel, nyama choma, the fast-food chains", arguments: [
        ("Kamau Butchery & Hotel", "butchery"), ("Coast Dishes Hotel", "dishes"), ("Kiamaiko Nyama Choma Hotel", "nyama choma"),
        ("Chicken Inn Kilimani", "chicken"), ("Pizza Inn Karen", "pizza inn"), ("Creamy Inn Thika Road", "creamy inn"),
    ])
    func eateries(_ name: String, _ word: String) {
        let verdict = Self.verdict(name, country: "Kenya")
        #expect(!verdict.isTaken, "\(verdict.explanation)")
        #expect(verdict.evidence.contains { if case .otherBusiness(let found, .organization) = $0 { return found == word || found == "pizza" } else { return false } },
                "\(verdict.evidence)")
    }

    @Test("a NOTE in Swahili or isiXhosa: the nights, the room, breakfast", arguments: [
        ("Kilima Kamili", "Tanzania", "usiku 2, chumba 14, kifungua kinywa"), ("Emthonjeni", "South Africa", "ubusuku obu-2, isidlo sakusasa"),
    ])
    func stayNotes(_ name: String, _ country: String, _ note: String) {
        let verdict = SharedWordTests.verdict(name, country: country, note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("Southern Africa's Garden Court hotels are a brand")
    func gardenCourt() {
        let verdict = SharedWordTests.verdict("Garden Court Marine Parade", country: "South Africa")
        #expect(verdict.evidence.contains { if case .brand("Garden Court", _, _, _) = $0 { return true } else { return false } }, "\(verdict.evidence)")
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }
}
