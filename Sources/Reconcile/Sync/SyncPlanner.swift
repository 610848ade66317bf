import Books
import Foundation
import Gazetteer
import HotelStore
import VCard

/// Decides what a sync does: a pure function from the book as scanned,
/// the sync state and the store's hotels to a ``SyncPlan``.
///
/// The rules it keeps:
/// - A card new to the sync state is matched to a hotel the book does not
///   track yet by import's rules (UID; the same card, for one with no UID;
///   name + postal code, name + city where the postal codes
///   do not differ, a similar name within 200 m: ``HotelMatcher``), so the
///   first sync after an import adopts and creates nothing;
///   otherwise it creates a hotel.
/// - A tracked card or hotel changed on one side takes the change to the
///   other; changed on both, it is merged field by field against the card
///   as last synced (``FieldMerge``).
/// - Deletions follow only from the sync state: a tracked card gone from
///   the book deletes its hotel if the store did not change it, and the
///   other way round; a changed one is kept and brought back. Nothing is
///   deleted on account of a card that could not be read.
/// - A card whose UID changed, or whose file was renamed, is the same card.
/// - Hotels the book never had go to it only with `pushNew`.
/// - A card a killed run wrote for a hotel the store no longer has, as
///   that run wrote it, leaves the book: the sync's card, not the book's.
public struct SyncPlanner {
    /// How the sync runs: direction, conflict policy, deletion guard.
    public var options: SyncOptions
    /// Positions for hotels made from cards without GEO.
    public var geocoder: Geocoder?

    /// A planner with `options`; without a `geocoder`, hotels made from
    /// cards without GEO get no position (unless the card was located ahead).
    public init(options: SyncOptions, geocoder: Geocoder? = nil) {
        self.options = options
        self.geocoder = geocoder
    }

    /// Plans a sync. `records` and `hotels` may come without their card
    /// texts (most of their bytes, and seldom needed): `texts` then reads
    /// the few that are. The hotels are read only if the plan needs them.
    /// `secondCards`: the items the last run left unsynced as second cards
    /// of a hotel (``SyncNote/Kind/sameHotel``). `pending`: the cards an
    /// earlier run was writing for the store's hotels and did not record,
    /// by UID (``HotelStore/pendingPushes(book:)``).
    public func plan(_ snapshot: BookSnapshot, records: [String: SyncRecord], hotels: StoreHotels,
                     texts: CardTexts = CardTexts(), secondCards: Set<String> = [],
                     pending: [String: PendingPush] = [:]) -> SyncPlan {
        var run = PlanRun(planner: self, snapshot: snapshot, records: records, hotels: hotels, texts: texts)
        run.secondCards = secondCards
        run.pending = pending
        run.build()
        return run.plan
    }
}

/// Card texts read on demand, for records and hotels given without them.
public struct CardTexts {
    /// The card a record holds, by item id.
    public var record: (String) -> String
    /// The card a hotel holds, by id.
    public var hotel: (Hotel.ID) -> String

    /// Texts read by `record` and `hotel`; by default every text is empty,
    /// for records and hotels given with their cards.
    public init(record: @escaping (String) -> String = { _ in "" }, hotel: @escaping (Hotel.ID) -> String = { _ in "" }) {
        self.record = record
        self.hotel = hotel
    }
}
