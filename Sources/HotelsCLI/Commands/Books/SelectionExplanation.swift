import Reconcile

/// What `import --explain` shows of one card: whether it was taken and why,
/// as a line of text or a JSON object.
struct SelectionExplanation {
    enum Outcome: String {
        case taken, skipped
        /// Skipped by the rules now, but taken before: it stays.
        case kept
    }

    var place: HotelCards.Place
    /// The card's name; `nil` for a person's card.
    var name: String?
    var outcome: Outcome
    var verdict: Verdict

    /// "taken: brand 'Park Hyatt' in ORG, …"; a kept card says so first.
    var reasons: String {
        outcome == .kept ? "kept: taken before (now \(verdict.explanation))" : verdict.explanation
    }

    /// "card 3, line 41, 'Park Hyatt Tokyo': taken: brand 'Park Hyatt' in ORG, …"
    /// ("book.vcf:41: card 3, 'Park Hyatt Tokyo': …" when the input is
    /// several files): one line per card, the card's text with its line
    /// breaks and other controls shown (``TerminalText``).
    var text: String {
        TerminalText.escaped(place.text + (name.map { ", '\($0)'" } ?? "") + ": " + reasons)
    }

    /// Numbered as the plan's entries and skipped cards are (across the
    /// files), with the file where there are several.
    var json: JSON {
        .object((place.file.map { [("file", JSON.string($0))] } ?? []) + [
            ("card", .int(place.number)), ("line", .int(place.line)), ("name", name.map(JSON.string) ?? .null),
            ("outcome", .string(outcome.rawValue)), ("score", .int(verdict.score)), ("explanation", .string(reasons)),
            ("evidence", .array(verdict.evidence.map { .object([("weight", .int($0.weight)), ("what", .string($0.description))]) })),
        ])
    }
}
