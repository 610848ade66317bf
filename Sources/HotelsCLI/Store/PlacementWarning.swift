import Gazetteer
import HotelStore
import TextFolding

/// What `add`, `edit` and `import` say of the gazetteer's position for a hotel's
/// address, where it is not what the address asks for: none; only the
/// region's or the country's centre (or the city's its region part
/// names), though the address names a town; a town found without the
/// region the address gives; a town the gazetteer
/// took the written name for a misspelling of; a town that shares its name
/// with others.
enum PlacementWarning {
    /// The warnings for `details` (whose address was looked up) placed by
    /// `result`; `address` names it in the first ("its address", "its new
    /// address"). The options the hints name are the command's at hand; for
    /// one of many hotels (import's), each warning names the hotel and the
    /// options are `edit`'s ("hotels edit 12").
    static func warnings(for details: HotelDetails, result: GeocodeResult?, address: String = "its address",
                         naming hotel: (name: String, edit: String)? = nil) -> [String] {
        func options(_ list: String) -> String { hotel.map { "'\($0.edit)' \(list)" } ?? list }
        let subject = hotel.map { "'\($0.name)' " } ?? ""
        guard let result else {
            guard let hotel else { return ["no coordinates for this hotel: the gazetteer has no match for \(address)"] }
            return ["\(subject)has no coordinates: the gazetteer has no match for \(address); '\(hotel.edit)' --lat and --lon give them"]
        }
        let place = "\(result.matchedName) (\(result.countryCode))"
        let town = details.city.trimmedWhitespace
        let finer = [details.street, details.postalCode].contains { !$0.trimmedWhitespace.isEmpty }
        if result.precision >= .region, !town.isEmpty || finer {
            let unknown = town.isEmpty ? "the gazetteer found no town in the address" : "the gazetteer knows no '\(town)' there"
            // The nearest code the index holds is no region's centre: it is said as a code.
            let area = result.rule == .postalCodeNearest ? "by postal code \(place), the nearest of its district the gazetteer holds"
                : "at the centre of \(place)"
            return [subject + "placed only \(area): \(unknown); "
                    + "give the town as the gazetteer spells it (hotels geocode helps), or \(options("--lat and --lon"))"]
        }
        // A region given that the answer did not go by: the town was found without it
        // (where its postal code does not confirm it: "Killarney, Co. Kerry, V93 X2C6").
        let region = details.region.trimmedWhitespace
        // (With no town written, the region's own city answered for it: nothing to say.)
        if !region.isEmpty, !town.isEmpty, !result.inPostalCodeArea, [.localityCountry, .localityOnly, .localityCountryFuzzy, .localityOnlyFuzzy].contains(result.rule) {
            return [subject + "placed in \(place) by the town alone: the gazetteer knows no region '\(region)' there, "
                    + "and the town may be another of its name; give the region as the gazetteer spells it, or \(options("--lat and --lon"))"]
        }
        if result.isCorrected {
            let others = result.isAmbiguous ? " (other places are as near to that spelling)" : ""
            return [subject + "placed in \(place), taking '\(town.isEmpty ? details.street : town)' for a misspelling of it\(others); "
                    + "if that is not the place, give the town as the gazetteer spells it, or \(options("--lat and --lon"))"]
        }
        if let ambiguity = result.ambiguity {
            // What the address lacks that would tell the places apart.
            let telling = result.rule == .postalCode ? [("--country", details.country), ("--city", details.city)]
                : [("--region", details.region), ("--country", details.country), ("--postal-code", details.postalCode)]
            let missing = telling
                .filter { $0.1.trimmedWhitespace.isEmpty }.map(\.0)
            let hint = missing.isEmpty ? "" : ": give " + options(missing.joined(separator: " or ")) + " to be sure"
            return [subject + "placed in \(place), but \(ambiguity)\(hint)"]
        }
        return []
    }
}
