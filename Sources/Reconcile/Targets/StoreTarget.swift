import HotelStore

/// Writes a reconciliation's decisions into the store as they are made,
/// through one batch: an import of any size then holds one card at a time,
/// not the whole plan.
public final class StoreTarget: ReconcileTarget {
    private let store: HotelStore
    private let writer: BatchWriter

    /// Writes through `writer`, a batch of `store` (see ``HotelStore/change(command:_:)``).
    public init(store: HotelStore, writer: BatchWriter) {
        self.store = store
        self.writer = writer
    }

    /// The hotel as the store has it, this batch's writes included.
    public func hotel(_ id: Hotel.ID) throws(HotelStoreError) -> Hotel? {
        try store.hotel(id: id)
    }

    /// Inserts the entry's hotel in the batch and returns its new id.
    public func create(_ entry: MergePlan.Entry, keys: HotelKeys) throws(HotelStoreError) -> Hotel.ID {
        try writer.insert(entry.details, uid: entry.uid, card: entry.cardText, cardDigest: entry.cardDigest, keys: keys).id
    }

    /// Writes `hotel` when the entry is an update; an unchanged one writes nothing.
    public func settle(_ entry: MergePlan.Entry, hotel: Hotel) throws(HotelStoreError) {
        if case .update = entry.action { try writer.update(hotel) }
    }

    /// Writes `hotel` when the further card filled a field.
    public func refill(_ hotel: Hotel, card: Int, filled: [MergePlan.FieldChange]) throws(HotelStoreError) {
        if !filled.isEmpty { try writer.update(hotel) }
    }
}
