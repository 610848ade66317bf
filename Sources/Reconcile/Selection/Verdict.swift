/// Whether a card is a place to stay, and why: the evidence found and, when
/// the user's config decided, the rule that did.
public struct Verdict: Sendable, Equatable {
    /// Evidence adding up to this much makes a place to stay.
    public static let threshold = 4

    /// How the card was decided.
    public enum Decision: Sendable, Equatable {
        /// By the evidence rules.
        case evidence
        /// By a `[select]` or `[book]` rule of the user's config.
        case rule(SelectionRule)
        /// By `--all` or `--category` (never `lodging`: that is `evidence`).
        case mode(LodgingSelector.Mode)
    }

    /// Whether the card is a place to stay.
    public var isTaken: Bool
    /// What decided: the evidence, a rule of the user's, or the mode.
    public var decision: Decision
    /// The evidence found, in the order looked at (empty when not asked for,
    /// or when a rule or the mode decided).
    public var evidence: [Evidence]
    /// Why it was skipped, for the summary line; `nil` when taken.
    public var skipReason: LodgingSelector.SkipReason?

    /// A verdict; `skipReason` is kept only for a card not taken, where it
    /// is `not a hotel` unless given.
    public init(isTaken: Bool, decision: Decision, evidence: [Evidence] = [], skipReason: LodgingSelector.SkipReason? = nil) {
        self.isTaken = isTaken
        self.decision = decision
        self.evidence = evidence
        self.skipReason = isTaken ? nil : skipReason ?? .notAHotel
    }

    /// Whether `evidence` makes a place to stay: a decisive piece, or a sum
    /// that reaches the threshold.
    public static func takes(_ evidence: [Evidence]) -> Bool {
        evidence.contains(where: \.isDecisive) || evidence.reduce(0) { $0 + $1.weight } >= threshold
    }

    /// The user's exclude rule that decided, if one did.
    public var excludingRule: SelectionRule? {
        guard case .rule(let rule) = decision, rule.action == .exclude else { return nil }
        return rule
    }

    /// The evidence's sum.
    public var score: Int { evidence.reduce(0) { $0 + $1.weight } }

    /// Whether the card is a person's, by its evidence.
    public var isPerson: Bool {
        evidence.contains { if case .person = $0 { return true } else { return false } }
    }

    /// The verdict in words: "taken: brand 'Park Hyatt' in ORG, company card
    /// (X-ABShowAs), has an address"; "skipped: person (N), TITLE 'Sales
    /// manager' though lodging word 'inn' in ORG". What decided comes first,
    /// then what spoke the other way.
    public var explanation: String {
        let verb = isTaken ? "taken" : "skipped"
        switch decision {
        case .rule(let rule):
            return "\(verb): \(rule.description)"
        case .mode(let mode):
            guard isTaken else { return "\(verb): \(skipReason?.rawValue ?? LodgingSelector.SkipReason.notAHotel.rawValue)" }
            if case .category(let name) = mode { return "\(verb): in the category '\(name)' (--category)" }
            return "\(verb): --all, has an address"
        case .evidence:
            if isTaken, let decisive = evidence.first(where: \.isDecisive) { return "\(verb): \(decisive.description)" }
            let deciding = evidence.filter { isTaken ? $0.weight > 0 : $0.weight < 0 }
            let against = evidence.filter { isTaken ? $0.weight < 0 : $0.weight > 0 }
            let list = { (evidence: [Evidence]) in evidence.map(\.description).joined(separator: ", ") }
            if deciding.isEmpty {
                return against.isEmpty ? "\(verb): no sign of a place to stay" : "\(verb): only \(list(against))"
            }
            return "\(verb): \(list(deciding))" + (against.isEmpty ? "" : (isTaken ? " despite " : " though ") + list(against))
        }
    }
}
