import HotelStore

/// What an import will do, card by card, before anything is written: a pure
/// value that can be printed (`--dry-run`, `--json`) or applied.
public struct MergePlan: Sendable {
    public var entries: [Entry] = []
    /// Cards not taken, with why.
    public var skipped: [Skip] = []

    /// One hotel's fate.
    public struct Entry: Sendable {
        public var action: Action
        /// The hotel's fields after the merge.
        public var details: HotelDetails
        public var uid: String?
        /// The card text to keep with the hotel.
        public var cardText: String
        /// The cards (by number in the input) that went into it.
        public var cards: [Int]
        public var changes: [FieldChange] = []
        public var conflicts: [Conflict] = []
        /// Which rule matched it to a stored hotel.
        public var matchedBy: String?
        /// A stored hotel it may duplicate (weak evidence: reported, not merged).
        public var possibleDuplicateOf: Hotel.ID?
    }

    public enum Action: Sendable, Equatable {
        case create
        case update(Hotel.ID)
        case unchanged(Hotel.ID)
    }

    /// One field that changes: its value before and after, as text.
    public struct FieldChange: Sendable, Equatable {
        public var field: HotelField
        public var old: String
        public var new: String
    }

    /// A field both sides filled differently, and which side won.
    public struct Conflict: Sendable, Equatable {
        public var field: HotelField
        public var store: String
        public var book: String
        public var winner: Side
    }

    public enum Side: String, Sendable { case store, book }

    public struct Skip: Sendable {
        public var card: Int
        public var line: Int
        public var reason: String

        public init(card: Int, line: Int, reason: String) {
            self.card = card
            self.line = line
            self.reason = reason
        }
    }

    public var created: Int { entries.filter { $0.action == .create }.count }
    public var updated: Int { entries.filter { if case .update = $0.action { return true } else { return false } }.count }
    public var unchanged: Int { entries.filter { if case .unchanged = $0.action { return true } else { return false } }.count }
    public var conflicts: Int { entries.reduce(0) { $0 + $1.conflicts.count } }

    /// "12 created, 3 updated, 40 unchanged, 1 conflict, 230 skipped (not a hotel)".
    public var summary: String {
        var parts = ["\(created) created", "\(updated) updated", "\(unchanged) unchanged",
                     "\(conflicts) conflict\(conflicts == 1 ? "" : "s")"]
        let reasons = Dictionary(grouping: skipped, by: \.reason).sorted { $0.value.count > $1.value.count }
        if skipped.isEmpty {
            parts.append("0 skipped")
        } else {
            parts.append("\(skipped.count) skipped (" + reasons.map { reason, cards in
                reasons.count == 1 ? reason : "\(cards.count) \(reason)"
            }.joined(separator: ", ") + ")")
        }
        return parts.joined(separator: ", ")
    }
}
