/// How ``VCardWriter`` writes.
public struct WriterOptions: Sendable {
    /// The version to write; `nil` writes each card in its own version.
    public var version: VCardVersion?
    /// Whether to write, before a card read from a file, the blank lines and
    /// BOM that stood before it, so that converting a file to its own version
    /// gives back the file.
    public var includeLeadingTrivia: Bool
    /// Octets per line before folding (RFC 6350: 75).
    public var lineWidth: Int
    /// Whether a card whose reading took a repair of its text
    /// (``CardOrigin/textWasRepaired``) is written afresh from its
    /// properties, as other programs read vCard, rather than as the bytes
    /// it was read as: what an export is for. Off by default, as a
    /// conversion to a file's own version gives back the file.
    public var rewritesRepairedCards = false

    /// Options for writing; by default each card in its own version, without
    /// leading trivia, folded at 75 octets.
    public init(version: VCardVersion? = nil, includeLeadingTrivia: Bool = false, lineWidth: Int = 75) {
        self.version = version
        self.includeLeadingTrivia = includeLeadingTrivia
        self.lineWidth = lineWidth
    }
}
