/// Whether a place still takes guests. A closed hotel stays in the store,
/// marked, rather than being deleted and forgotten.
public enum HotelStatus: String, CaseIterable, Sendable {
    /// Takes guests (the default).
    case open
    /// Takes guests part of the year.
    case seasonal
    /// Closed for good.
    case closed
}
