import TextFolding

/// A name with `*` (any run of characters) and `?` (any one character)
/// wildcards, compared folded as names are matched: "hotel chocolat*"
/// matches "Hotel Chocolat Covent Garden" and "HÔTEL CHOCOLAT".
public struct NamePattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The folded pattern, as scalars, wildcards kept.
    private let folded: [Unicode.Scalar]

    /// The pattern `text` as written: `*` and `?` are wildcards, the rest
    /// is folded as names are.
    public init(_ text: String) {
        self.text = text
        // Each literal run is folded on its own; a wildcard stays a wildcard,
        // and spaces beside it stay as word breaks.
        var scalars: [Unicode.Scalar] = [], literal = ""
        func flush() {
            let key = TextFolding.key(literal)
            if literal.first?.isWhitespace == true, !key.isEmpty, !scalars.isEmpty { scalars.append(" ") }
            scalars += key.unicodeScalars
            if literal.last?.isWhitespace == true, !key.isEmpty { scalars.append(" ") }
            literal = ""
        }
        for character in text {
            if character == "*" || character == "?" {
                flush()
                scalars.append(character == "*" ? "*" : "?")
            } else {
                literal.append(character)
            }
        }
        flush()
        folded = scalars
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether `name`, folded, matches the pattern as a whole.
    public func matches(_ name: String) -> Bool {
        Self.match(folded[...], Array(TextFolding.key(name).unicodeScalars)[...])
    }

    /// Wildcard matching with backtracking to the last `*`.
    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
