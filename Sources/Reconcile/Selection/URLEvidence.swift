import TextFolding

/// What a card's URL says: a lodging brand's own site (`fourseasons.com`),
/// a host that names lodging (`hotel-sacher.at`, `ryokan-x.jp`), or a
/// booking page (a path through `/hotel/`, `/stay/`).
enum URLEvidence {
    /// Words that make a host name or a path segment speak of lodging.
    static let hostWords = ["hotel", "hostel", "ryokan", "resort", "motel", "pension", "gasthof", "auberge", "pousada", "lodge",
                            "hostal", "posada", "albergo", "locanda", "agriturismo", "gasthaus", "herberge", "chambres", "guesthouse",
                            "minshuku", "parador", "bnb"]
    /// Words of a holiday let that make a host speak of lodging only as a
    /// part of their own between hyphens, beside no other business's
    /// ("ferienwohnung-seeblick-ammersee.de", "littleorchard-bandb.co.uk";
    /// not "ferienwohnung-versicherung.de", "vakantiehuisonderhoud.nl",
    /// "bandbreite-it.de"): "bandb" ends its part, the others are it.
    static let hostPartWords = ["ferienwohnung", "ferienwohnungen", "ferienhaus", "ferienhof", "vakantiehuis", "vakantiehuizen"]
    /// Words of a path segment of a booking page or a hotel's page on a
    /// group's or a review site (`/hotel/`, `/Hotel_Review-…`, `/luxury-hotels/`).
    static let pathSegments: Set<String> = ["hotel", "hotels", "hostel", "hostels", "stay", "rooms", "accommodation", "lodging", "resorts"]

    /// Sites of holiday lets and lodging bookings only, by the label left of
    /// the public suffix: any page below the front page is a place to stay's.
    static let listingSites: Set<String> = ["vrbo", "homeaway", "fewo-direkt", "holidaycheck", "hostelworld", "jalan", "ikyu",
                                            "agoda", "hotelscombined", "ostrovok", "abritel", "stayz", "bookabach", "holidaylettings",
                                            "sykescottages", "novasol", "interhome", "belvilla", "traum-ferienwohnungen", "e-domizil",
                                            "cottages", "hoseasons", "cottages4you", "holidaycottages", "canopyandstars", "pitchup",
                                            "hipcamp", "natuurhuisje", "casamundo", "atraveo", "snaptrip", "holidu"]

    /// Sites whose names hold a lodging word but that sell more than stays
    /// or are no place to stay's (Airbnb's experiences, Hotelplan's package
    /// holidays, a hotel school): only their pages' paths say what they are.
    static let sitesOfMore: Set<String> = ["airbnb", "hotelplan", "hotelschool"]

    /// Second-level labels under a country's code that are part of the
    /// public suffix: `co.uk`, `com.au`, `co.jp`, `or.jp`, `gob.es`.
    static let secondLevelSuffixes: Set<String> = ["co", "com", "net", "org", "ac", "gov", "gob", "edu", "ne", "or", "go", "gv"]

    /// The evidence in `url`, or `nil`. A listing site's page says nothing
    /// on the site's own card: one of the `names` (folded) holds the site's
    /// name ("Hipcamp", with its help page).
    static func evidence(in url: String, brands: BrandTable, names cardNames: [String] = []) -> Evidence? {
        var rest = Substring(url.trimmedWhitespace.lowercased())
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.split(separator: ".").filter { $0 != "www" }
        guard labels.count >= 2 else { return nil }
        // The labels left of the public suffix: `claridges` of `claridges.co.uk`.
        let suffixLength = labels.count >= 3 && labels[labels.count - 1].count == 2
            && secondLevelSuffixes.contains(String(labels[labels.count - 2])) ? 2 : 1
        let names = labels.dropLast(suffixLength)
        for label in names {
            let name = label.replacingOccurrences(of: "-", with: "")
            if let brand = brands.brand(domainLabel: name) { return .lodgingURL("is the site of brand '\(brand.name)'") }
            if !sitesOfMore.contains(String(label)), let word = hostWords.first(where: { label.contains($0) }) {
                return .lodgingURL("host '\(host)' names '\(word)'")
            }
            let parts = label.split(separator: "-").map(String.init)
            if let word = parts.lazy.compactMap({ part in part.hasSuffix("bandb") ? "bandb" : hostPartWords.first { $0 == part } }).first,
               !parts.contains(where: { LodgingWords.otherBusiness.first(in: $0) != nil }) {
                return .lodgingURL("host '\(host)' names '\(word)'")
            }
        }
        let path = rest.dropFirst(host.count).prefix { $0 != "?" && $0 != "#" }
        if let site = names.last, listingSites.contains(String(site)), path.contains(where: { $0 != "/" }),
           !cardNames.contains(where: { isNamed($0, site) }) {
            return .lodgingURL("is a page of '\(host)'")
        }
        for segment in path.split(separator: "/") {
            let words = TextFolding.key(segment).split(separator: " ")
            if words.contains(where: { pathSegments.contains(String($0)) }) { return .lodgingURL("is a page under '/\(segment)/'") }
        }
        return nil
    }

    /// Whether the folded name is the site's: it starts with the site's
    /// label, its words written together ("Hipcamp", "FeWo-direkt
    /// Kundenservice" for `fewo-direkt`; not "Rose Cottages" for `cottages`).
    private static func isNamed(_ folded: String, _ site: Substring) -> Bool {
        folded.replacingOccurrences(of: " ", with: "").hasPrefix(site.replacingOccurrences(of: "-", with: ""))
    }
}
