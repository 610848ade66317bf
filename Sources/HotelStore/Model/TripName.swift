import TextFolding

/// A trip is named as the user writes it and found as names are found:
/// folded (``TextFolding/key(_:)``: case, accents, spacing), so `--trip
/// "été 2027"` is the trip "Été 2027" in `list`, `export` and `sync` alike.
public enum TripName {
    /// What a trip's name is compared by: two names with one key name one trip.
    public static func key(_ name: String) -> String { TextFolding.key(name) }

    /// The SQL function every store connection has that folds a trip as
    /// ``key(_:)`` does: `hotels_fold(trip) = ?`, the key bound.
    static let foldFunction = "hotels_fold"
}
