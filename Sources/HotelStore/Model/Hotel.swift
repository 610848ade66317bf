/// A stored hotel: its details plus what the store keeps about it.
@dynamicMemberLookup
public struct Hotel: Equatable, Sendable {
    public typealias ID = Int64

    /// Stable for the life of the store; never reused, even after `rm`.
    public let id: ID
    /// The vCard UID it is exported under (a card's own, or one made for it).
    public var uid: String
    public var details: HotelDetails
    public var createdAt: Timestamp
    public var updatedAt: Timestamp
    /// The vCard text the hotel was imported from; `""` for a hand-entered one.
    public var card: String

    public init(id: ID, uid: String, details: HotelDetails, createdAt: Timestamp, updatedAt: Timestamp, card: String = "") {
        self.id = id
        self.uid = uid
        self.details = details
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.card = card
    }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<HotelDetails, T>) -> T {
        get { details[keyPath: keyPath] }
        set { details[keyPath: keyPath] = newValue }
    }
}
