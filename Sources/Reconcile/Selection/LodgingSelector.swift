import TextFolding
import VCard

/// Decides which cards of an address book are places to stay.
///
/// The user's word comes first: a `[book]` or `[select]` rule of the config
/// that matches a card (``rules``, in the order given) decides it. Then the
/// mode: `--all` takes every card with an address, `--category` the cards in
/// a category. Otherwise the card's ``Evidence`` decides (``Verdict/takes(_:)``):
/// each piece has a weight, and a card whose evidence adds up to
/// ``Verdict/threshold`` is taken.
public struct LodgingSelector: Sendable {
    /// How cards are chosen where no rule of the user's decides.
    public enum Mode: Sendable, Equatable {
        /// By the evidence rules.
        case lodging
        /// Every card with an address.
        case all
        /// Cards whose CATEGORIES include this name (any case).
        case category(String)
    }

    /// Why a card was not taken.
    public enum SkipReason: String, Sendable, CaseIterable {
        /// The evidence does not make a place to stay.
        case notAHotel = "not a hotel"
        /// Under `--all`, a card without an address.
        case noAddress = "no address"
        /// Under `--category`, a card not in the category.
        case notInCategory = "not in the category"
        /// Taken, but the card has no name to give the hotel.
        case noName = "no name"
        /// An `exclude` rule of the user's config matched.
        case excluded = "excluded by config"
    }

    /// How cards are chosen where no rule of the user's decides.
    public let mode: Mode
    /// The user's include and exclude rules, in the order they are checked.
    public let rules: [SelectionRule]
    /// The gazetteer's towns, for a brand of one common word before a
    /// town's name; without them such a brand counts as the common word.
    public let towns: TownLookup?
    /// Loaded the first time a card is judged by its evidence.
    var brands: BrandTable { .shared }

    /// A selector by `mode`, the user's `rules` checked first, in order,
    /// that knows the `towns` of the gazetteer.
    public init(mode: Mode = .lodging, rules: [SelectionRule] = [], towns: TownLookup? = nil) {
        self.mode = mode
        self.rules = rules
        self.towns = towns
    }

    /// Changes whenever the evidence rules take other cards than before
    /// (new words, brands, weights): a sync then judges again the cards it
    /// remembered as no places to stay. `EvidenceRevisionTests` pins the
    /// rules' source to it and fails until it is raised with them.
    /// No rule set of main has revisions 7 to 9 (they are branches'): a
    /// sync that remembers one judges again, as after any other change.
    public static let evidenceRevision = 89

    /// What this selector's verdicts depend on, as a stable hash: the mode,
    /// the user's rules and ``evidenceRevision``.
    public var fingerprint: String {
        var hasher = StableHasher()
        switch mode {
        case .lodging: hasher.combine("lodging")
        case .all: hasher.combine("all")
        case .category(let name): hasher.combine("category:" + name)
        }
        hasher.combine("\u{1F}\(Self.evidenceRevision)")
        if towns != nil { hasher.combine("\u{1F}towns") }
        for rule in rules { hasher.combine("\u{1F}\(rule.description)") }
        return hasher.hex
    }

    /// `nil` when the card is taken, else why not.
    public func skipReason(for card: Card) -> SkipReason? {
        verdict(for: CardSummary(card), explain: false).skipReason
    }

    /// The verdict on `card`, with every piece of evidence when `explain`
    /// (otherwise with as much as it took to decide).
    public func verdict(for card: Card, explain: Bool = false) -> Verdict {
        verdict(for: CardSummary(card), explain: explain)
    }

    func verdict(for card: CardSummary, explain: Bool) -> Verdict {
        if !rules.isEmpty, let rule = rule(for: card) {
            return Verdict(isTaken: rule.action == .include, decision: .rule(rule), skipReason: .excluded)
        }
        switch mode {
        case .all:
            // Every card with an address, and every other card the evidence takes: `--all`
            // takes more than the evidence alone, never less (an exported hotel with no address).
            if card.hasAddress { return Verdict(isTaken: true, decision: .mode(mode)) }
            let evidence = CardEvidence.gather(card, complete: explain, brands: brands, towns: towns)
            if Verdict.takes(evidence) { return Verdict(isTaken: true, decision: .evidence, evidence: evidence) }
            return Verdict(isTaken: false, decision: .mode(mode), skipReason: .noAddress)
        case .category(let name):
            let wanted = TextFolding.key(name)
            return Verdict(isTaken: card.categories.contains { TextFolding.key($0) == wanted }, decision: .mode(mode), skipReason: .notInCategory)
        case .lodging:
            let evidence = CardEvidence.gather(card, complete: explain, brands: brands, towns: towns)
            return Verdict(isTaken: Verdict.takes(evidence), decision: .evidence, evidence: evidence)
        }
    }

    /// Whether `card`, given `verdict`, is a person's: by the verdict's
    /// evidence, or, for a card a rule or the mode decided, by the evidence
    /// it would have. Explanations show no person's name.
    func isPersons(_ card: CardSummary, given verdict: Verdict) -> Bool {
        if case .evidence = verdict.decision { return verdict.isPerson }
        return CardEvidence.gather(card, complete: true, brands: brands, towns: towns).contains {
            if case .person = $0 { return true } else { return false }
        }
    }

    /// Whether a card that this selector skipped, and that was taken before as
    /// `stored` (the card's text as last imported), stays taken: a better
    /// rule never loses a hotel. It stays unless the user's rule excludes it
    /// now, or the card's own edit made it no place to stay (its stored
    /// text would still be taken; the card is what changed).
    public func keeps(_ selection: CardSelection, storedCard stored: String) -> Bool {
        guard selection.mayBeKept else { return false }
        guard let card = VCardReader.keptCard(stored) else { return true }
        return !self.verdict(for: card).isTaken
    }

    /// The user's exclude that decides for a hotel of this UID and name,
    /// when the first rule that matches them is one: such a hotel is not
    /// written into a book these rules are the selection of.
    public func exclusion(uid: String, name: String) -> SelectionRule? {
        let rule = rule(uid: uid, names: [name])
        return rule?.action == .exclude ? rule : nil
    }

    /// The first rule that matches the card's UID or one of its names.
    private func rule(for card: CardSummary) -> SelectionRule? {
        rule(uid: card.uid, names: [card.organization, card.formattedName])
    }

    /// The first rule that matches this UID or one of these names, each
    /// trimmed (an empty name is none).
    private func rule(uid: String?, names: [String?]) -> SelectionRule? {
        let uid = uid?.trimmedWhitespace
        let names = names.compactMap { $0?.trimmedWhitespace.nonEmpty }
        return rules.first { $0.matches(uid: uid, names: names) }
    }
}
