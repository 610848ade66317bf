import AddressText
import Gazetteer
import Geodesy
import HotelStore
import TextFolding

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
    /// gazetteer: "00187 Roma RM" is the town and its province), each with
    /// the country it is placed in where it names none, and an Italian
    /// province's code in brackets after the town apart from it ("84010
    /// Ravello (SA)"). The split stands where the gazetteer places it as
    /// finely, in the country it names, at a place of its town's name,
    /// within a kilometre of the reading's answer or where the reading's
    /// town is no place by it ("Ravello SA", where the code's Atrani
    /// answered); and where the reading takes the split's street, no place,
    /// for its town ("Place du Casino" of "…, 98000 Monaco"). "10 Princes
    /// St" before "Edinburgh EH2 2AN" is no town, though the postcode places
    /// it. `nil` where nothing changes.
    static func parts(of text: String, over split: HotelDetails, geocoder: OfflineGeocoder) -> PostalAddress? {
        guard let (result, reading) = geocoder.answer(readings: AddressReading.readings(of: text)),
              result.precision <= .locality, !result.isCorrected, !result.isAmbiguous else { return nil }
        let index = geocoder.index
        let placed = split.placement(from: geocoder).flatMap { !$0.isCorrected && !$0.isAmbiguous ? $0 : nil }
        let streetTakenForTown = !split.street.isEmpty && reading.address.street.isEmpty
            && reading.address.locality.trimmedWhitespace == split.street.trimmedWhitespace && !index.hasPlace(named: reading.address.locality, by: result)
        let stands = streetTakenForTown
            || placed.map { placed in
                placed.precision <= result.precision && (split.country.isEmpty || Country.named(split.country)?.code == placed.countryCode)
                    && !split.city.isEmpty && index.hasPlace(named: split.city, by: placed)
                    && (GreatCircle.kilometres(placed.latitude, placed.longitude, result.latitude, result.longitude) <= 1
                        || !index.hasPlace(named: reading.address.locality, by: result))
            } ?? false
        var address: PostalAddress
        if stands {
            guard split.country.isEmpty, let placed else { return nil }
            address = PostalAddress(street: split.street, locality: split.city, region: split.region, postalCode: split.postalCode,
                                    country: placed.countryCode)
        } else {
            address = reading.address
            // The Italian province whose code the reading took for Italy ("84010 Ravello SA") is the region.
            if let province = reading.italianProvince, address.region.isEmpty { address.region = province }
            guard !address.locality.isEmpty || !address.postalCode.isEmpty,
                  !address.country.isEmpty || !address.region.isEmpty || !address.postalCode.isEmpty else { return nil }
            // The country the town was found in, where the text names none ("…, Oxford OX1 4BJ", "…, Chicago, IL").
            if address.country.isEmpty { address.country = result.countryCode }
        }
        if address.region.isEmpty, let (town, province) = geocoder.italianProvince(bracketedIn: address.locality, answer: result) {
            (address.locality, address.region) = (town, province)
        }
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
