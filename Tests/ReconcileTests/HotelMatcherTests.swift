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
}
