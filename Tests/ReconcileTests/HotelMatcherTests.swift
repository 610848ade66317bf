import HotelStore
import Testing
@testable import Reconcile

struct HotelMatcherTests {
    @Test("a phone's key is its last ten digits, however written, leading zeros counted")
    func phoneKeys() {
        let key = HotelMatcher.phoneKey
        #expect(key("+1 (800) 445-8667") == key("800 445 8667"))
        #expect(key("+1 (800) 445-8667") == (8_004_458_667, 10))
        #expect(key("0044 20 7946 0000") == key("+44 (0)20 7946 0000"))
        #expect(key("٠١٢٣٤٥٦٧٨٩") == key("0123456789"))  // Arabic-Indic digits
        #expect(key("012345") != key("12345"))
        #expect(key("012345").count == 6)
        #expect(key("reception") == (0, 0))
    }

    @Test("a shared phone in the same city is a possible duplicate; in another city, or too short, it is not")
    func phonesInCity() {
        var matcher = HotelMatcher()
        var details = HotelDetails(name: "Hilton Garden Inn")
        details.city = "Bath"
        matcher.add(1, HotelMatcher.Probe(uid: nil, keys: HotelKeys(details), position: nil, phones: ["+1 800 445 8667"]))
        details.name = "Another Inn"
        #expect(matcher.possibleDuplicate(of: HotelMatcher.Probe(uid: nil, keys: HotelKeys(details), position: nil,
                                                                 phones: ["(800) 445-8667"])) == 1)
        details.city = "Leeds"
        #expect(matcher.possibleDuplicate(of: HotelMatcher.Probe(uid: nil, keys: HotelKeys(details), position: nil,
                                                                 phones: ["(800) 445-8667"])) == nil)
        details.city = "Bath"
        #expect(matcher.possibleDuplicate(of: HotelMatcher.Probe(uid: nil, keys: HotelKeys(details), position: nil,
                                                                 phones: ["8667"])) == nil)
    }

    @Test("keys are hashed by their bytes with a separator: \"ab\" + \"c\" is not \"a\" + \"bc\"")
    func separatedHashes() {
        var matcher = HotelMatcher()
        matcher.add(7, HotelMatcher.Probe(uid: nil, keys: HotelKeys(name: "ab", city: "c", postalCode: ""), position: nil, phones: []))
        let other = HotelMatcher.Probe(uid: nil, keys: HotelKeys(name: "a", city: "bc", postalCode: ""), position: nil, phones: [])
        #expect(matcher.match(other) { _, _ in true } == nil)
        let same = HotelMatcher.Probe(uid: nil, keys: HotelKeys(name: "ab", city: "c", postalCode: ""), position: nil, phones: [])
        #expect(matcher.match(same) { _, _ in true }?.0 == 7)
    }

    @Test("house numbers: two streets with numbers and none in common are two houses; one in common, or none, says nothing")
    func houseNumbers() {
        func differ(_ a: String, _ b: String) -> Bool { HouseNumbers(a).differ(from: HouseNumbers(b)) }
        #expect(differ("Rue A 1", "Rue B 2"))
        #expect(!differ("Hauptstr. 1", "Hauptstraße 1, 2. OG"))
        #expect(!differ("Hauptstraße 1", "Hauptstraße"))
        #expect(!differ("", "Rue B 2"))
        #expect(!differ("Via 007", "Via 7"))
        #expect(differ("12 High St", "14 High St"))
        // Too many numbers, or one too long to hold, say nothing.
        #expect(!differ("1 2 3 4 5", "6"))
        #expect(!differ("Lot 12345678901", "Lot 1"))
        #expect(differ("1 2 3 4", "5"))
    }

    /// A chain's hotels of one name in one postal code at different houses
    /// are all found again, each by its own house, and the others are not
    /// read to find it (a book of a thousand such took minutes).
    @Test("streets: two that share no word (folded, a road's word aside) name two streets; an abbreviation or another order is one",
          arguments: [("Marktplatz", "Bahnhofstraße", true), ("Hauptstr. 1", "Hauptstraße 1, 2. OG", false),
                      ("Rue de Rivoli", "Rivoli Street", false), ("Av. Paulista 1", "Avenida Paulista 1", false),
 ("Marktplatz", "", false), ("1 Main St", "10 Main Street", false), ("Via Roma", "Corso Italia", true),
                      // A review's: a transliteration, another script, a CJK run with more units before it.
                      ("Müllerstraße 5", "Muellerstrasse 5", false), ("東京都新宿区西新宿3-7-1-2", "西新宿3-7-1-2", false),
                      ("Nishi-Shinjuku 3-7-1-2", "西新宿3-7-1-2", false), ("Тверская ул., 3", "Tverskaya St 3", false),
                      ("Odos Ermou 5", "Οδός Ερμού 5", false),
                      // A second review's: a road's word read before "ue" is read as "u".
                      ("Madison Avenue", "Lexington Avenue", true), ("Avenue Montaigne", "Avenue George V", true)])
    func streets(_ a: String, _ b: String, _ differ: Bool) {
        #expect(HotelMatcher.streetsDiffer(a, b) == differ)
        #expect(HotelMatcher.streetsDiffer(b, a) == differ)
    }

    /// An everyday-commands probe's: a chain's second "Hotel Central" in
    /// Innsbruck, its own contact on another street, merged into the first,
    /// which had no phone to tell them apart by: its phone went to the
    /// first, and its street was dropped as a conflict.
    @Test("a card of its own UID on another street, matched by name and town, is another hotel; on the same street, the same")
    func anotherStreet() throws {
        let store = try HotelStore.inMemory()
        let first = hotelCard("Hotel Central", uid: "central-1", street: "Marktplatz", city: "Innsbruck", country: "Austria")
        _ = try importCards(cardHotels(first), into: store, Reconciler())
        let second = hotelCard("Hotel Central", uid: "central-2", street: "Bahnhofstraße", city: "Innsbruck", country: "Austria",
                               phone: "+43 512 111")
        #expect(try importCards(cardHotels(second), into: store, Reconciler()).created == 1)
        let again = hotelCard("Hotel Central", uid: "central-3", street: "Marktplatz 1", city: "Innsbruck", country: "Austria", phone: "+43 1")
        #expect(try Reconciler().plan(cardHotels(again), into: store.allHotels()).created == 0)
    }

    @Test("of many hotels of one name and postal code, the card's house is found, and only it is confirmed")
    func manyOfOneNameAndPlace() {
        var matcher = HotelMatcher()
        let keys = HotelKeys(name: "hotel central", city: "paris", postalCode: "75001")
        for id in Int64(1)...500 {
            matcher.add(id, HotelMatcher.Probe(uid: nil, keys: keys, position: nil, phones: [], street: "\(id) Rue de Rivoli"))
        }
        var confirmed: [Int64] = []
        let found = matcher.match(HotelMatcher.Probe(uid: nil, keys: keys, position: nil, phones: [], street: "Rue de Rivoli 321")) { id, _ in
            confirmed.append(id)
            return true
        }
        #expect(found?.0 == 321 && found?.1 == .namePostalCode)
        #expect(confirmed == [321])
        // A card without a number may be any of them: the first that confirms.
        confirmed = []
        _ = matcher.match(HotelMatcher.Probe(uid: nil, keys: keys, position: nil, phones: [], street: "Rue de Rivoli")) { id, _ in
            confirmed.append(id)
            return id == 3
        }
        #expect(confirmed == [1, 2, 3])
    }
}
