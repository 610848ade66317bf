import AddressText
import TextFolding

/// The folded forms of a hotel's name, city and postal code: what matching
/// compares and what the store indexes (`name_key`, `city_key`, `postal_key`).
///
/// Computed once per hotel — folding is the costly part of matching — and
/// handed along with it, so a book's import folds each name once.
public struct HotelKeys: Sendable, Hashable {
    /// ``TextFolding/key(_:)`` of the name: "Hôtel  de  l'Europe" → "hotel de leurope".
    public var name: String
    /// ``city(_:)`` of the city: "St. Ives" → "saint ives".
    public var city: String
    /// ``postal(_:country:)`` of the postal code in the hotel's country: "D-10115" → "10115".
    public var postalCode: String

    /// The keys of `details`' name, city and postal code, folded now.
    public init(_ details: HotelDetails) {
        name = TextFolding.key(details.name)
        city = Self.city(details.city)
        postalCode = Self.postal(details.postalCode, country: details.country)
    }

    /// Keys as stored in a row.
    public init(name: String, city: String, postalCode: String) {
        self.name = name
        self.city = city
        self.postalCode = postalCode
    }

    /// The key of a city: ``AddressText/PlaceKey``, the gazetteer's, so
    /// "St. Ives" and "Saint Ives", "Sankt Gallen" and "St. Gallen" are one city.
    public static func city(_ city: String) -> String { PlaceKey.make(city) }

    /// The key of a postal code in `country` (an ISO code, or empty):
    /// ``AddressText/PostalCodeKey``, the gazetteer's, so "sw1a 1aa" and
    /// "SW1A 1AA", "D-10115" and "10115" are one code.
    public static func postal(_ code: String, country: String) -> String {
        PostalCodeKey.make(code, country: country.isEmpty ? nil : country)
    }
}
