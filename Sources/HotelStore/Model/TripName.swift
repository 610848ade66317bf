import TextFolding

/// A trip is named as the user writes it and found as names are found:
/// folded (``TextFolding/key(_:)``: case, accents, spacing), so `--trip
/// "été 2027"` is the trip "Été 2027" in `list`, `export` and `sync` alike.
public enum TripName {
    /// Whether two trip names name one trip.
    public static func same(_ a: String, _ b: String) -> Bool { TextFolding.key(a) == TextFolding.key(b) }

    /// The SQL function every store connection has that folds a trip as
    /// ``same(_:_:)`` does: `hotels_fold(trip) = ?`, the name bound folded.
    static let foldFunction = "hotels_fold"
}
