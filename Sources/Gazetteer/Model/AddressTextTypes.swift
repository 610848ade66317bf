import AddressText

/// A country as ISO 3166-1 knows it (see ``AddressText/Country``): the
/// gazetteer's users name it through this module.
public typealias Country = AddressText.Country

/// An address as the geocoder takes it (see ``AddressText/PostalAddress``).
public typealias PostalAddress = AddressText.PostalAddress
