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

    /// English names as people shorten them: a new user's "Netherlands"
    /// was no country, and a locality with it was answered in Texas.
    @Test("English names without their article, with St for Saint, and common other English names", arguments: [
        ("Netherlands", "NL"), ("The Netherlands", "NL"), ("the netherlands", "NL"), ("Bahamas", "BS"), ("The Bahamas", "BS"),
        ("Gambia", "GM"), ("The Gambia", "GM"), ("St Lucia", "LC"), ("St. Lucia", "LC"), ("Saint Lucia", "LC"),
        ("St Kitts and Nevis", "KN"), ("St. Vincent and the Grenadines", "VC"), ("Cape Verde", "CV"), ("East Timor", "TL"),
        ("Macau", "MO"), ("US Virgin Islands", "VI"), ("Palestine", "PS"), ("Bosnia", "BA"), ("Trinidad", "TT"), ("Antigua", "AG"),
    ])
    func englishForms(_ text: String, _ code: String) {
        #expect(Country.named(text)?.code == code)
    }

    @Test("a name that is no country's, nor a country's shortened", arguments: ["Congo", "Xyzzy", "The", "Saint"])
    func noCountry(_ text: String) {
        #expect(Country.named(text) == nil)
    }
}
