import HotelStore

/// Where a ``Reconciliation`` puts its decisions, card by card, as it makes
/// them: the store itself, inside one batch (``StoreTarget``), or a plan in
/// memory to print or apply later (``PlanRecorder``).
public protocol ReconcileTarget: AnyObject {
    /// The hotel with `id` as it stands in this run: as stored, or as an
    /// earlier card of the run created or changed it.
    func hotel(_ id: Hotel.ID) throws(HotelStoreError) -> Hotel?

    /// A new hotel; returns the id it goes by from now on.
    func create(_ entry: MergePlan.Entry, keys: HotelKeys) throws(HotelStoreError) -> Hotel.ID

    /// The decision for a stored hotel a card matched (`update` or
    /// `unchanged`); `hotel` is the hotel after the merge.
    func settle(_ entry: MergePlan.Entry, hotel: Hotel) throws(HotelStoreError)

    /// A further card for a hotel met earlier in this run: `hotel` has the
    /// empty fields it filled (`filled`, none when it added nothing).
    func refill(_ hotel: Hotel, card: Int, filled: [MergePlan.FieldChange]) throws(HotelStoreError)
}
