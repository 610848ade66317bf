/// A version of the vCard format.
///
/// vCard 2.1 is the Versit specification, 3.0 is RFC 2425/2426 and 4.0 is RFC 6350.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable, Comparable {
    /// vCard 2.1, the Versit specification.
    case v2_1 = "2.1"
    /// vCard 3.0, RFC 2425 and RFC 2426.
    case v3_0 = "3.0"
    /// vCard 4.0, RFC 6350.
    case v4_0 = "4.0"

    /// Reads the value of a `VERSION` property, accepting the short forms some
    /// writers use (`VERSION:4`, `VERSION:3`, ` 3.0 `).
    public init?(versionValue: String) {
        switch versionValue {
        case "3.0": self = .v3_0; return
        case "4.0": self = .v4_0; return
        case "2.1": self = .v2_1; return
        default: break
        }
        let trimmed = versionValue.trimmingASCIIWhitespace()
        switch trimmed {
        case "2.1", "2", "2.0": self = .v2_1
        case "3.0", "3": self = .v3_0
        case "4.0", "4": self = .v4_0
        default: return nil
        }
    }

    /// Whether `lhs` is the older version: 2.1 < 3.0 < 4.0.
    public static func < (lhs: VCardVersion, rhs: VCardVersion) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, CR and LF.
    func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isASCIIWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isASCIIWhitespace })!
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    var isASCIIWhitespace: Bool { self == " " || self == "\t" || self == "\r" || self == "\n" }
}
