import HotelStore

/// What an import will do, card by card, before anything is written: a pure
/// value that can be printed (`--dry-run`, `--json`) or applied.
public struct MergePlan: Sendable {
    /// One entry for each hotel the cards created or matched, in the order
    /// met; a further card of a hotel met earlier adds to that hotel's entry.
    public var entries: [Entry] = []
    /// Cards not taken, with why.
    public var skipped: [Skip] = []
    /// Cards of the input that could not be read (the reader's count).
    public var unreadable = 0
    /// Cards the rules now skip that were taken before (``MergeCounts/kept``).
    public var kept = 0

    /// A plan that does nothing: the plan of an input with no card.
    public init() {}

    /// One hotel's fate.
    public struct Entry: Sendable {
        /// Whether the card creates a hotel, or updates or leaves a stored one.
        public var action: Action
        /// The hotel's fields after the merge.
        public var details: HotelDetails
        /// The hotel's UID: a stored hotel's own, a new one's from its card
        /// (`nil` when the card has none: the store then makes one).
        public var uid: String?
        /// The card text to keep with the hotel.
        public var cardText: String
        /// What that card says, as ``Hotel/cardDigest`` keeps it.
        public var cardDigest: Int64? = nil
        /// The cards (by number in the input) that went into it.
        public var cards: [Int]
        /// The stored hotel's fields that change (none for a hotel created).
        public var changes: [FieldChange] = []
        /// The fields the card and the stored hotel filled differently, and
        /// which side won (``ReconcileOptions/onConflict``).
        public var conflicts: [Conflict] = []
        /// Which rule matched it to a stored hotel.
        public var matchedBy: String?
        /// A stored hotel it may duplicate (weak evidence: reported, not merged).
        public var possibleDuplicateOf: Hotel.ID?
        /// The id a created hotel got, once it is in the store (`nil` in a dry run).
        public var createdID: Hotel.ID?
        /// The gazetteer asked for a created hotel's address, when the card
        /// gave no position: what placed it, or that nothing did.
        public var lookup: AddressLookup?
    }

    /// What an entry does to the store.
    public enum Action: Sendable, Equatable {
        /// A new hotel.
        case create
        /// The stored hotel with this id takes new fields, or its card's new text.
        case update(Hotel.ID)
        /// The stored hotel with this id already says what the card says.
        case unchanged(Hotel.ID)
    }

    /// One field that changes: its value before and after, as text.
    public struct FieldChange: Sendable, Equatable {
        /// The field that changes.
        public var field: HotelField
        /// Its value before; empty when it was empty.
        public var old: String
        /// Its value after.
        public var new: String
    }

    /// A field both sides filled differently, and which side won.
    public struct Conflict: Sendable, Equatable {
        /// The field both sides filled.
        public var field: HotelField
        /// The store's value, as text.
        public var store: String
        /// The card's value, as text.
        public var book: String
        /// The side whose value stays (``ConflictPolicy/winner(cardIsNewer:)``).
        public var winner: Side

        /// How `policy` settled it, in words, the value dropped shown whole
        /// so that the user can put it back: "the book's value wins ('B';
        /// the store's was 'S')", on one line (a line break as `\n`). Under
        /// `fail` no side wins: `undecided`.
        public func settled(under policy: ConflictPolicy, undecided: String) -> String {
            guard policy != .fail else { return undecided }
            func shown(_ value: String) -> String {
                value.isEmpty ? "empty" : "'" + value.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n") + "'"
            }
            return winner == .book ? "the book's value wins (\(shown(book)); the store's was \(shown(store)))"
                : "the store's value stays (\(shown(store)); the book's was \(shown(book)))"
        }
    }

    /// A side of a merge: the store, or the book's card.
    public enum Side: String, Sendable { case store, book }

    /// A card not taken, and why.
    public struct Skip: Sendable {
        /// The card's number in the input, counting from 1 (across its
        /// files, as an entry's ``Entry/cards`` count).
        public var card: Int
        /// The line of its file the card starts on.
        public var line: Int
        /// Why, as the summary line counts it: a
        /// ``LodgingSelector/SkipReason`` raw value (`not a hotel`).
        public var reason: String
        /// The file whose ``line`` it is, when the input was several; `nil` for one.
        public var file: String?

        /// A skip of card number `card`, starting at `line`, for `reason`.
        public init(card: Int, line: Int, reason: String, file: String? = nil) {
            self.card = card
            self.line = line
            self.reason = reason
            self.file = file
        }
    }

    /// Hotels created (``MergeCounts/created``).
    public var created: Int { counts.created }
    /// Stored hotels updated, not counting those with a conflict.
    public var updated: Int { counts.updated }
    /// Stored hotels left unchanged, not counting those with a conflict.
    public var unchanged: Int { counts.unchanged }
    /// Hotels whose merge met a conflict in at least one field.
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
        counts.kept = kept
        return counts
    }

    /// "12 created, 3 updated, 40 unchanged, 1 conflict, 230 skipped (not a
    /// hotel)", with "N merged into an earlier card" after the unchanged
    /// when there are such cards.
    public var summary: String { counts.summary }
}

/// What an import did, in numbers: the summary line.
public struct MergeCounts: Sendable, Equatable {
    /// Cards that created a hotel.
    public var created = 0
    /// Cards that changed a stored hotel: its fields, or its card's text.
    public var updated = 0
    /// Cards that matched a stored hotel and changed nothing.
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

    /// All zero.
    public init() {}

    /// Counts one card skipped for `reason`.
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
        let line = parts.joined(separator: ", ")
        // Not a bucket of its own: these cards are among those counted above.
        return kept == 0 ? line : line + "; \(kept) of them kept: taken before, though the rules now skip \(kept == 1 ? "it" : "them")"
    }
}
