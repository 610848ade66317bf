/// A stored hotel: its details plus what the store keeps about it.
@dynamicMemberLookup
public struct Hotel: Equatable, Sendable {
    /// A hotel's id: its row's number in the store, from 1, never reused.
    public typealias ID = Int64

    /// Stable for the life of the store; never reused, even after `rm`.
    public let id: ID
    /// The vCard UID it is exported under (a card's own, or one made for it).
    public var uid: String
    /// What a person or a card can set: name, address, contacts, rating….
    public var details: HotelDetails
    /// When the hotel was first stored; no update changes it.
    public var createdAt: Timestamp
    /// When a write last changed what the hotel says (not its card alone):
    /// this store's own time, which an export stamps as the REV of a card it
    /// rewrites.
    ///
    /// A write that changes nothing leaves it; it never goes back in time.
    public var updatedAt: Timestamp
    /// The vCard text the hotel was imported from; `""` for a hand-entered one.
    public var card: String
    /// A digest of what ``card`` says of the hotel (its version, its UID and
    /// the fields a card carries), made by whoever read the card when it was
    /// stored with it, and kept with it: an export that finds the hotel
    /// still saying the same can write the card as it is, without reading
    /// it; a card with no UID read again is known by it
    /// (import's same-card match). `nil` when unknown (no card, or a card
    /// stored before the store kept digests). The store only keeps it; the
    /// rule that makes it is the reconciler's (`CardDigest`).
    public var cardDigest: Int64?

    /// A hotel of these parts; without a card, `card` is `""` and
    /// `cardDigest` `nil`.
    public init(id: ID, uid: String, details: HotelDetails, createdAt: Timestamp, updatedAt: Timestamp, card: String = "",
                cardDigest: Int64? = nil) {
        self.id = id
        self.uid = uid
        self.details = details
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.card = card
        self.cardDigest = cardDigest
    }

    /// A field of ``details`` read and written in place: `hotel.name` is
    /// `hotel.details.name`.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<HotelDetails, T>) -> T {
        get { details[keyPath: keyPath] }
        set { details[keyPath: keyPath] = newValue }
    }
}
