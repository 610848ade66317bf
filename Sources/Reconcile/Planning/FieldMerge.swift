import Gazetteer
import HotelStore

/// A card's fields merged into a hotel's, field by field: the one rule
/// import (``Reconciler``) and sync (``SyncPlanner``) merge by.
///
/// - A field the card shows as the store does stays.
/// - With a `base` (the card as last synced), a field changed on one side
///   only takes that change, and a field changed differently on both sides
///   is a conflict.
/// - Without one (a card first met), an empty field of the card says
///   nothing, an empty field of the store is filled, and two different
///   values are a conflict; but for the very card the store's fields came
///   from (`storeEmptied`), an empty field of the store is its edit and
///   not filled: a conflict as a changed one is.
/// - A conflict goes to the winner of the ``ConflictPolicy``.
///
/// A position the gazetteer filled in is the store's guess, not a value of
/// the hotel: it counts as empty, so a card's GEO replaces it without a
/// conflict. A card's own guess (`X-HOTELS-GEO`) never replaces a position,
/// and a card showing the store's guess shows nothing new. When the address
/// changes, a guessed position is guessed again from the new address.
struct FieldMerge {
    /// The hotel's fields afterwards.
    private(set) var details: HotelDetails
    /// The fields both sides changed or filled differently, each with its winner.
    private(set) var conflicts: [MergePlan.Conflict] = []

    /// Merges `card`'s fields into `store`'s; `cardIsNewer` decides
    /// conflicts under the `newest` policy, asked once, at the first
    /// conflict (timing the store's side may read its stored card); `geocoder`,
    /// when given, places a hotel whose address changed and whose position
    /// was a guess.
    init(card: HotelDetails, into store: HotelDetails, base: HotelDetails?, storeEmptied: Bool = false, policy: ConflictPolicy,
         cardIsNewer: () -> Bool, geocoder: Geocoder?) {
        details = store
        var newer: Bool?
        let storeView = CardFields.shown(store, pushPositions: false)
        for field in CardFields.all {
            if CardFields.same(field, card, storeView) || CardFields.same(field, card, store) { continue }
            if field == .coordinate, card.coordinate?.source == .gazetteer, store.coordinate != nil { continue }
            if let base {
                if CardFields.same(field, base, card) { continue }
                if CardFields.same(field, base, storeView) {
                    details.take(field, from: card)
                    continue
                }
            } else {
                if CardFields.isEmpty(field, of: card) { continue }
                if CardFields.isEmpty(field, of: storeView) && !storeEmptied {
                    details.take(field, from: card)
                    continue
                }
            }
            if newer == nil { newer = policy == .newest && cardIsNewer() }
            let winner = policy.winner(cardIsNewer: newer!)
            conflicts.append(MergePlan.Conflict(field: field, store: CardFields.text(field, of: storeView),
                                                book: CardFields.text(field, of: card), winner: winner))
            if winner == .book { details.take(field, from: card) }
        }
        details.placeAgain(after: store, geocoder: geocoder)
    }
}
