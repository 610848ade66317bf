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

    @Test("Amharic and Oromo guest houses, lodges and bed houses; Amharic nights", arguments: [
        ("ጣና እንግዳ ማረፊያ", nil), ("ሰሜን ሎጅ", nil), ("አባይ አልጋ ቤት", nil), ("Mana Keessummaa Dinsho", nil), ("ሀይቅ ሆቴል", "2 ሌሊት፣ ቁርስ"),
    ] as [(String, String?)])
    func ethiopianStays(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Ethiopia", note: note)
        #expect(verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("an Ethiopian ሆቴል that is an eatery: its cake shop in the name, kitfo or lunch in the NOTE", arguments: [
        ("አበባ ሆቴልና ኬክ ቤት", nil), ("ዮድ ሆቴል", "ክትፎ ለ8 ሰው"), ("ጣዕም ሆቴል", "ምሳ፣ ጥሩ ጥብስ"),
    ] as [(String, String?)])
    func ethiopianEateries(_ name: String, _ note: String?) {
        let verdict = SharedWordTests.verdict(name, country: "Ethiopia", note: note)
        #expect(!verdict.isTaken, "\(verdict.explanation)")
    }

    @Test("a phrase against a stay does not run across a comma: one night, then a train")
    func clauses() {
        let verdict = SharedWordTests.verdict("Ras Hotel Harar", country: "Ethiopia", note: "1 night, train to Djibouti next morning")
        #expect(verdict.isTaken, "\(verdict.explanation)")
        let sleeper = SharedWordTests.verdict("Addis Hotel Transfers", country: "Ethiopia", note: "night train to Djibouti, 1 night")
        #expect(!sleeper.isTaken, "\(sleeper.explanation)")
    }
}
