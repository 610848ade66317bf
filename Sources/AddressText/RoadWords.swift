/// The words that make a name a road's, as English writes them after the
/// name ("Mekkah Road", "Main St", "Ocean Drive"): a phrase followed by one
/// is a road's name ("Kruger National Park Road"), folded as names are.
public enum RoadWords {
    /// The words, folded.
    public static let all: Set<String> = [
        "road", "rd", "street", "st", "drive", "dr", "avenue", "ave", "way", "lane", "ln", "highway", "hwy",
        "boulevard", "blvd", "route", "rte", "parkway", "pkwy", "trail",
    ]
}
