import HotelStore

/// What to do when the book and the store both filled a field differently.
public enum ConflictPolicy: String, Sendable, CaseIterable {
    /// The card's value wins.
    case book
    /// The stored value stays.
    case store
    /// The newer side wins: the card's REV against the hotel's last change.
    /// A card without a REV is older than the store when an import or a
    /// sync first meets it, and newer when a sync sees it changed since.
    case newest
    /// Nothing is applied when there is any conflict.
    case fail

    /// The side whose value a conflict leaves in the store; `cardIsNewer`
    /// decides under `newest`. Under `fail` the store's value is reported as
    /// staying, since nothing is applied at all.
    public func winner(cardIsNewer: Bool) -> MergePlan.Side {
        switch self {
        case .book: .book
        case .store, .fail: .store
        case .newest: cardIsNewer ? .book : .store
        }
    }

    /// Whether a card is newer than the edit the hotel's values hold
    /// (`storeTime`, ``StoredCard/editTime(of:stored:)``), for `newest`: by its
    /// REV when it has one; else, when the run saw the card changed since it
    /// was last synced or imported (`seenChangedAt`: when its file changed,
    /// or the run's time), by that, winning a tie; else (a card first met,
    /// or unchanged) it is older.
    public static func cardIsNewer(revision: Timestamp?, seenChangedAt: Timestamp?, than storeTime: Timestamp) -> Bool {
        if let revision { return revision > storeTime }
        return seenChangedAt.map { $0 >= storeTime } ?? false
    }

    /// Whether a run that met `conflicts` conflicts may change anything:
    /// `fail` refuses any.
    public func allows(conflicts: Int) -> Bool { self != .fail || conflicts == 0 }

    /// Why a run that met `conflicts` conflicts changes nothing ("2
    /// conflicts and --on-conflict fail"), or `nil` when it may change.
    public func refusal(conflicts: Int) -> String? {
        allows(conflicts: conflicts) ? nil : "\(conflicts) conflict\(conflicts == 1 ? "" : "s") and --on-conflict fail"
    }
}
