import HotelStore

/// What an import will do, card by card, before anything is written: a pure
/// value that can be printed (`--dry-run`, `--json`) or applied.
public struct MergePlan: Sendable {
    public var entries: [Entry] = []
    /// Cards not taken, with why.
    public var skipped: [Skip] = []
    /// Cards of the input that could not be read (the reader's count).
    public var unreadable = 0

    /// One hotel's fate.
    public struct Entry: Sendable {
        public var action: Action
        /// The hotel's fields after the merge.
        public var details: HotelDetails
        public var uid: String?
        /// The card text to keep with the hotel.
        public var cardText: String
        /// What that card says, as ``Hotel/cardDigest`` keeps it.
        public var cardDigest: Int64? = nil
        /// The cards (by number in the input) that went into it.
        public var cards: [Int]
        public var changes: [FieldChange] = []
        public var conflicts: [Conflict] = []
        /// Which rule matched it to a stored hotel.
        public var matchedBy: String?
        /// A stored hotel it may duplicate (weak evidence: reported, not merged).
        public var possibleDuplicateOf: Hotel.ID?
        /// The id a created hotel got, once it is in the store (`nil` in a dry run).
        public var createdID: Hotel.ID?
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

    public var created: Int { counts.created }
    public var updated: Int { counts.updated }
    public var unchanged: Int { counts.unchanged }
    public var conflicts: Int { counts.conflicts }

    /// The plan's totals.
    public var counts: MergeCounts {
        var counts = MergeCounts()
        for entry in entries {
            switch entry.action {
            case _ where !entry.conflicts.isEmpty: counts.conflicts += 1
            case .create: counts.created += 1
            case .update: counts.updated += 1
            case .unchanged: counts.unchanged += 1
            }
            counts.merged += max(0, entry.cards.count - 1)
        }
        for skip in skipped { counts.skip(skip.reason) }
        counts.unreadable = unreadable
        return counts
    }

    /// "12 created, 3 updated, 40 unchanged, 1 conflict, 230 skipped (not a
    /// hotel)", with "N merged into an earlier card" after the unchanged
    /// when there are such cards.
    public var summary: String { counts.summary }
}

/// What an import did, in numbers: the summary line.
public struct MergeCounts: Sendable, Equatable {
    public var created = 0
    public var updated = 0
    public var unchanged = 0
    /// Further cards of a hotel met earlier in the same input, merged into
    /// it (they fill what it lacks). Each card of a book is counted once, in
    /// one bucket: created, updated, unchanged, merged, conflict, skipped
    /// (by reason) or unreadable.
    public var merged = 0
    /// Cards whose merge met a conflict in at least one field (counted
    /// here, not as updated or unchanged).
    public var conflicts = 0
    /// Cards that could not be read; the reader counts them, not the reconciliation.
    public var unreadable = 0
    /// Cards the selection rules skip that were taken before, and so were
    /// reconciled as before (they are among the updated and unchanged too).
    public var kept = 0
    /// Cards skipped, by reason.
    public private(set) var skipped: [String: Int] = [:]

    public init() {}

    public mutating func skip(_ reason: String) { skipped[reason, default: 0] += 1 }

    /// "12 created, 3 updated, 40 unchanged, 1 conflict, 230 skipped (not a hotel)".
    public var summary: String {
        var parts = ["\(created) created", "\(updated) updated", "\(unchanged) unchanged"]
        if merged > 0 { parts.append("\(merged) merged into an earlier card") }
        parts.append("\(conflicts) conflict\(conflicts == 1 ? "" : "s")")
        let total = skipped.values.reduce(0, +)
        if total == 0 {
            parts.append("0 skipped")
        } else {
            let reasons = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            parts.append("\(total) skipped (" + reasons.map { reason, count in
                reasons.count == 1 ? reason : "\(count) \(reason)"
            }.joined(separator: ", ") + ")")
        }
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if kept > 0 { parts.append("\(kept) kept (taken before)") }
        return parts.joined(separator: ", ")
    }
}
