import TextFolding

/// The words that make a name a road's, as English writes them after the
/// name ("Mekkah Road", "Main St", "Ocean Drive"): a part of an address that
/// ends in one is a street, not a town; a phrase followed by one is a
/// road's name ("Kruger National Park Road").
public enum RoadWords {
    /// The words, folded.
    public static let all: Set<String> = [
        "road", "rd", "street", "st", "drive", "dr", "avenue", "ave", "way", "lane", "ln", "highway", "hwy",
        "boulevard", "blvd", "route", "rte", "parkway", "pkwy", "trail",
    ]

    /// Whether `part` ends in a road's word ("Mekkah Road", "5th Ave.").
    public static func endsInRoadWord(_ part: String) -> Bool {
        guard let last = TextFolding.key(part).split(separator: " ").last else { return false }
        return all.contains(String(last))
    }
}
