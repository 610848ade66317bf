import AddressText
import Gazetteer
import Geodesy
import HotelStore

/// A whole address typed as the street (``HotelOptions/wholeStreet(in:)``),
/// split as the gazetteer reads it where it finds the town so: the reading
/// `hotels geocode` answers the same text by (``OfflineGeocoder/answer(readings:)``),
/// where that finds the town or the postal code as written, in one place,
/// and names a country, a region or a postal code beside it; the country
/// is the one the town was found in where the text names none. The split
/// without the gazetteer (``OneLineAddress/wholeAddress(inStreet:)``) cannot
/// tell "Oxford OX1 4BJ" after a street from "Windsor, Berkshire SL4 1NJ",
/// nor Venice's province code from Venezuela's.
enum TypedAddress {
    /// The parts of `text` the gazetteer confirms, where they are not those
    /// of `split` (the address as ``HotelOptions`` split it without the
    /// gazetteer: "00187 Roma RM" is the town and its province): a split
    /// the gazetteer places as finely, within a kilometre, in the country it
    /// names, at a place of its town's name, stands ("10 Princes St" before
    /// "Edinburgh EH2 2AN" is no town, though the postcode places it). `nil`
    /// where it confirms none.
    static func parts(of text: String, over split: HotelDetails, geocoder: OfflineGeocoder) -> PostalAddress? {
        guard let (result, reading) = geocoder.answer(readings: AddressReading.readings(of: text)),
              result.precision <= .locality, !result.isCorrected, !result.isAmbiguous else { return nil }
        if let placed = split.placement(from: geocoder), !placed.isCorrected, !placed.isAmbiguous, placed.precision <= result.precision,
           split.country.isEmpty || Country.named(split.country)?.code == placed.countryCode,
           GreatCircle.kilometres(placed.latitude, placed.longitude, result.latitude, result.longitude) <= 1,
           !split.city.isEmpty, geocoder.index.hasPlace(named: split.city, withinKilometres: 25, of: placed.latitude, placed.longitude) {
            return nil
        }
        var address = reading.address
        guard !address.locality.isEmpty || !address.postalCode.isEmpty,
              !address.country.isEmpty || !address.region.isEmpty || !address.postalCode.isEmpty else { return nil }
        // The country the town was found in, where the text names none ("…, Oxford OX1 4BJ", "…, Chicago, IL").
        if address.country.isEmpty { address.country = result.countryCode }
        return address
    }
}

extension HotelDetails {
    /// Sets every address field to what `parts` gives (a whole address split
    /// from the street, by ``HotelOptions`` or ``TypedAddress``), its country
    /// as a code where it names one.
    mutating func setAddress(_ parts: PostalAddress) {
        (street, city, region) = (parts.street, parts.locality, parts.region)
        (postalCode, country) = (parts.postalCode, Country.codeOrAsWritten(parts.country))
    }
}
