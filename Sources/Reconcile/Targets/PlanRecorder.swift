import HotelStore

/// Keeps a reconciliation's decisions as a ``MergePlan`` in memory: on its
/// own it writes nothing (`--dry-run`, or a plan to apply later with
/// ``MergePlan/apply(to:command:)``); in front of another target it records
/// what it passes on (`import --json`).
///
/// On its own, hotels it creates get provisional negative ids (-1, -2, …)
/// so that later cards can match them; stored hotels are looked up through
/// `stored`.
public final class PlanRecorder: ReconcileTarget {
    /// The decisions so far: an entry for each hotel met, and the skips
    /// recorded.
    public private(set) var plan = MergePlan()
    private let stored: (Hotel.ID) throws(HotelStoreError) -> Hotel?
    private let base: (any ReconcileTarget)?
    /// Hotels this run met, as they stand now, and their plan entries.
    private var current: [Hotel.ID: (hotel: Hotel, entry: Int)] = [:]
    private var nextProvisionalID: Hotel.ID = -1

    /// Looks stored hotels up with `stored`; writes nothing.
    public init(stored: @escaping (Hotel.ID) throws(HotelStoreError) -> Hotel?) {
        self.stored = stored
        self.base = nil
    }

    /// Looks stored hotels up in `store`; writes nothing.
    public convenience init(store: HotelStore) {
        self.init { id throws(HotelStoreError) in try store.hotel(id: id) }
    }

    /// Stored hotels given in memory; writes nothing.
    public convenience init(hotels: [Hotel]) {
        let byID = Dictionary(hotels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.init { id in byID[id] }
    }

    /// Records what it passes on to `base`, which does the work.
    public init(recording base: any ReconcileTarget) {
        self.stored = { id throws(HotelStoreError) in try base.hotel(id) }
        self.base = base
    }

    /// Whether it writes nothing (no target behind it).
    public var isRecordingOnly: Bool { base == nil }

    /// Cards the run skipped, for the plan's summary.
    public func recordSkips(_ skips: [MergePlan.Skip]) { plan.skipped += skips }

    /// The hotel as this run left it, when the recorder is on its own and
    /// met it (a provisional one included); otherwise as `stored`, or the
    /// target behind it, gives it.
    public func hotel(_ id: Hotel.ID) throws(HotelStoreError) -> Hotel? {
        if base == nil, let known = current[id] { return known.hotel }
        return try stored(id)
    }

    /// Records the entry; on its own, returns the next provisional id, else
    /// the id the target behind it gave (kept as ``MergePlan/Entry/createdID``).
    public func create(_ entry: MergePlan.Entry, keys: HotelKeys) throws(HotelStoreError) -> Hotel.ID {
        let id: Hotel.ID
        if let base {
            id = try base.create(entry, keys: keys)
        } else {
            id = nextProvisionalID
            nextProvisionalID -= 1
        }
        let now = Timestamp.now()
        let hotel = Hotel(id: id, uid: entry.uid ?? "", details: entry.details, createdAt: now, updatedAt: now, card: entry.cardText,
                          cardDigest: entry.cardDigest)
        current[id] = (hotel, plan.entries.count)
        var entry = entry
        if base != nil { entry.createdID = id }
        plan.entries.append(entry)
        return id
    }

    /// Passes the decision on, when there is a target behind, and records it.
    public func settle(_ entry: MergePlan.Entry, hotel: Hotel) throws(HotelStoreError) {
        try base?.settle(entry, hotel: hotel)
        current[hotel.id] = (hotel, plan.entries.count)
        plan.entries.append(entry)
    }

    /// Passes it on, when there is a target behind, and adds the card and
    /// the fields it filled to the hotel's entry (an unchanged hotel's entry
    /// becomes an update).
    public func refill(_ hotel: Hotel, card: Int, filled: [MergePlan.FieldChange]) throws(HotelStoreError) {
        try base?.refill(hotel, card: card, filled: filled)
        guard let index = current[hotel.id]?.entry else { return }
        current[hotel.id] = (hotel, index)
        plan.entries[index].cards.append(card)
        plan.entries[index].details = hotel.details
        guard !filled.isEmpty else { return }
        switch plan.entries[index].action {
        case .create: break
        case .update: plan.entries[index].changes += filled
        case .unchanged(let id):
            plan.entries[index].action = .update(id)
            plan.entries[index].changes += filled
        }
    }
}
