/// Whole numbers with their thousands grouped by commas (`32,000`), the
/// same in every locale: how rates and sizes are shown.
public enum DigitGrouping {
    /// `32000` as `32,000`; `-1234` as `-1,234`.
    public static func grouped(_ value: Int64) -> String {
        var digits = String(value.magnitude), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return (value < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
    }
}
