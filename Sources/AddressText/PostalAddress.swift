/// An address in the parts the geocoder takes, and the parts an address
/// written as one text splits into (``OneLineAddress``). Every part may be empty.
public struct PostalAddress: Equatable, Sendable {
    /// House number and street; further address lines follow after ", ".
    public var street: String
    /// City, town or village.
    public var locality: String
    /// State, province, county or other first-level region: a name ("Bavaria",
    /// "Bayern") or a code ("BY", "CA").
    public var region: String
    /// The postal code as written, spaces kept ("SW1A 1AA", "1012 AB").
    public var postalCode: String
    /// An ISO 3166-1 code or a country name, as written ("USA", "Deutschland", "DE").
    public var country: String

    /// An address of the given parts; a part left out is empty.
    public init(street: String = "", locality: String = "", region: String = "", postalCode: String = "", country: String = "") {
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
    }

    /// Whether no part has any letter or digit.
    public var isBlank: Bool {
        [street, locality, region, postalCode, country].allSatisfy { part in
            !part.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }
}
