import Testing
import AddressText

/// A country written as address books write it.
struct CountryNameTests {
    @Test("a country's own names in its languages", arguments: [
        ("Republica Moldova", "MD"), ("Молдова", "MD"), ("România", "RO"), ("България", "BG"), ("Ελλάδα", "GR"), ("Shqipëri", "AL"),
    ])
    func ownNames(_ text: String, _ code: String) {
        #expect(Country.named(text)?.code == code)
    }
}
