import HotelStore
import VCard

/// A card as last synced, as a merge takes it: its hotel fields and its REV
/// (without the match keys a card read from the book is given).
struct StoredCard {
    var details: HotelDetails
    var revision: Timestamp?

    /// The fields of a hotel as a card shows them, standing for the card
    /// as last synced where ``isHotel(of:hotelHash:)``.
    init(hotel details: HotelDetails) {
        self.details = CardFields.shown(details, pushPositions: false)
        revision = nil
    }

    /// Whether the card `record` last synced shows what its hotel shows
    /// now: it showed the hotel's fields then (``SyncRecord/cardShowsHotel``)
    /// and the hotel is unchanged since (`hotelHash`, its fields' hash now,
    /// is the record's). A merge over the hotel then takes each field the
    /// card changed and has no conflict, as over the card itself.
    static func isHotel(of record: SyncRecord, hotelHash: String) -> Bool {
        record.cardShowsHotel && hotelHash == record.hotelHash
    }

    /// Whether `card`, a card as read from the book, shows `hotel`, whose
    /// synced fields hash to `hotelHash` (what a record keeps as
    /// ``SyncRecord/cardShowsHotel``): its fields are the hotel's, and it
    /// carries no gazetteer position (an `X-HOTELS-GEO`), which the hash
    /// leaves out and a merge compares — the hotel's guess may move or go
    /// while its hash stays.
    static func shows(_ card: HotelDetails, hotel: HotelDetails, hotelHash: String) -> Bool {
        card.coordinate?.source != .gazetteer && (card == hotel || SyncedFields.hash(card) == hotelHash)
    }

    /// A card text that says `details` (fields as a card shows them) of
    /// `hotel`, written over `card` (whose other properties and version it
    /// keeps): a merge's base standing for the hotel as a run saw it, where
    /// no card as read says that (``SyncRunner``'s step whose store part
    /// waits for the next run).
    static func text(showing details: HotelDetails, of hotel: Hotel, over card: String) -> String {
        let version = VCardReader.keptCard(card)?.version
        let shown = Hotel(id: hotel.id, uid: hotel.uid, details: details, createdAt: hotel.createdAt, updatedAt: hotel.updatedAt, card: card)
        return String(decoding: HotelCardExporter(version: version == .v4_0 ? .v4_0 : .v3_0).bytes(for: shown), as: UTF8.self)
    }

    /// How far ahead of the clock that took it a card's REV still counts
    /// as written: two devices' clocks seldom differ by more. A REV further
    /// ahead counts as this far ahead, so that one device whose clock runs
    /// fast does not outweigh the edits made after its own for as long as
    /// its clock is ahead.
    static let revisionSkew: Double = 120

    /// When the values `hotel` holds were edited, as `newest` weighs a
    /// card's edit against them: the REV of the card the store last took
    /// (`stored`, the hotel's stored card), where the hotel still says what
    /// that card says (its values are that card's edit, taken by a sync or
    /// an import that ran later) — up to ``revisionSkew`` after it was
    /// taken; else the hotel's update time. So of two books edited between
    /// runs, the later edit wins whichever book is synced first, though
    /// both their REVs run ahead of this clock.
    static func editTime(of hotel: Hotel, stored: StoredCard?) -> Timestamp {
        guard let stored, let revision = stored.revision,
              !SyncedFields.differ(stored.details, StoredCard(hotel: hotel.details).details) else { return hotel.updatedAt }
        let latest = Timestamp(millisecondsSince1970: hotel.updatedAt.millisecondsSince1970 + Int64(revisionSkew * 1000))
        return min(revision, latest)
    }

    /// Whether a card of REV `revision` (seen changed at `seenChangedAt`)
    /// is a later edit than `hotel`'s values, whose stored card is `card`,
    /// for `newest` (``ConflictPolicy/cardIsNewer(revision:seenChangedAt:than:)``
    /// against ``editTime(of:stored:)``). A card of the REV of the card the
    /// store last took is a copy of that edit — another book's, or a
    /// server's re-serialization of it — and never the later one, however
    /// far ahead of this clock the REV runs.
    static func cardIsNewer(revision: Timestamp?, seenChangedAt: Timestamp?, than hotel: Hotel, card: String) -> Bool {
        let stored = StoredCard(card)
        if let revision, revision == stored?.revision { return false }
        return ConflictPolicy.cardIsNewer(revision: revision, seenChangedAt: seenChangedAt, than: editTime(of: hotel, stored: stored))
    }

    /// What a stored card text says; `nil` when it cannot be read or names nothing.
    init?(_ text: String) {
        guard !text.isEmpty, let card = VCardReader.keptCard(text) else { return nil }
        let summary = CardSummary(card)
        guard let details = CardHotel.details(of: summary) else { return nil }
        self.details = details
        revision = CardHotel.revision(of: summary)
    }
}
