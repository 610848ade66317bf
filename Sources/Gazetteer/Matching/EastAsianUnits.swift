import AddressText
import Geodesy

/// Reading an address in Chinese, Japanese or Korean written as one run of
/// units, largest first (``AddressText/EastAsianAddress``).
extension OfflineGeocoder {
    /// An address in Chinese, Japanese or Korean written as one run of
    /// units, largest first (``EastAsianAddress``), in the locality
    /// ("札幌市中央区", a city and its ward), or in the street with no
    /// locality ("上海市黄浦区南京东路20号"), its country perhaps written
    /// first in its own script ("日本東京都…", "대한민국 서울특별시 …",
    /// "中国香港…"): the longest run of units after the provinces that is a
    /// place of the country the address names, found as written (not
    /// corrected, not one of several), with the province before it as its
    /// region — or the district or county after it, found so within 100 km
    /// of it ("桂林市阳朔县": Yangshuo, not Guilin 60 km away); else, when
    /// the address had found less, that province, or the country written
    /// first ("香港九龍…"). A text that begins as a country's name is read
    /// as written before it is read after the country: a place's name may
    /// begin so (日本橋, Nihonbashi, a quarter of Tokyo).
    func eastAsianUnits(_ address: PostalAddress, coarserThan answer: GeocodeResult?) -> GeocodeResult? {
        let text = address.locality.isEmpty ? address.street : address.locality
        let (provinces, places, units, writtenCountry) = EastAsianAddress.places(in: text)
        var named = address
        if named.country.isEmpty, let writtenCountry { named.country = writtenCountry.code }
        var region = address.region
        if region.isEmpty, let province = provinces.last { region = province }
        // A locality of one unit was looked for as written, but after a country written first.
        if units > 0, address.locality.isEmpty || units >= 2 || writtenCountry != nil,
           let found = firstPlace(places, region: region, of: named, text: text, asWritten: false) {
            return found
        }
        if writtenCountry != nil {
            let asWritten = EastAsianAddress.places(in: text, asWritten: true)
            if address.locality.isEmpty || asWritten.units >= 2,
               let found = firstPlace(asWritten.places, region: address.region.isEmpty ? asWritten.provinces.last ?? "" : address.region,
                                      of: address, text: text, asWritten: true) {
                return found
            }
        }
        if units > 0, region != address.region, let province = regionCentre(region, of: named, coarserThan: answer) { return province }
        guard answer == nil, writtenCountry != nil else { return nil }
        return geocodeParts(PostalAddress(country: named.country))
    }

    /// The first of `places` (``EastAsianAddress/places(in:asWritten:)``
    /// of `text`) that is a place of the country `address` names, in
    /// `region`, found as written and not one of several; or the district
    /// or county after it (``subdivision(after:in:asWritten:of:_:)``).
    func firstPlace(_ places: [String], region: String, of address: PostalAddress, text: String, asWritten: Bool) -> GeocodeResult? {
        for name in places {
            var place = address
            (place.locality, place.region) = (name, region)
            if let found = geocodeParts(place), found.precision <= .locality, !found.isCorrected, !found.isAmbiguous,
               address.country.isEmpty || resolveCountry(found.countryCode) == resolveCountry(address.country) {
                guard found.precision == .locality else { return found }
                return subdivision(after: name, in: text, asWritten: asWritten, of: found, place) ?? found
            }
        }
        return nil
    }

    /// The district or county written after the place `found` is
    /// (``EastAsianAddress/subdivision(after:in:asWritten:)``), by its name
    /// or its name without the county's word, found as written, not one of
    /// several, in the place's country and within 100 km of it (a
    /// namesake elsewhere is not it: Beijing's 朝阳区 is not Changchun's).
    /// Not in Japan, whose wards' names many cities share (中央区).
    func subdivision(after name: String, in text: String, asWritten: Bool, of found: GeocodeResult,
                             _ place: PostalAddress) -> GeocodeResult? {
        guard found.countryCode != "JP", let (unit, stem) = EastAsianAddress.subdivision(after: name, in: text, asWritten: asWritten) else {
            return nil
        }
        for candidate in [unit, stem].compactMap({ $0 }) {
            var part = place
            part.locality = candidate
            if let finer = geocodeParts(part), finer.precision == .locality, !finer.isCorrected, !finer.isAmbiguous,
               finer.countryCode == found.countryCode,
               GreatCircle.kilometres(finer.latitude, finer.longitude, found.latitude, found.longitude) <= 100 {
                return finer
            }
        }
        return nil
    }

    /// The centre of `region`, read for `address` without its locality,
    /// where the address had found less than a region; `nil` where the
    /// gazetteer knows no such region there.
    func regionCentre(_ region: String, of address: PostalAddress, coarserThan answer: GeocodeResult?) -> GeocodeResult? {
        guard answer.map({ $0.precision > .region }) ?? true else { return nil }
        var province = address
        (province.locality, province.region) = ("", region)
        guard let found = geocodeParts(province), found.precision == .region else { return nil }
        return found
    }
}
