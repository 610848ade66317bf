import HotelStore

/// The store's hotels as a sync plans with them: read the first time the
/// plan needs one — or never, when no hotel changed since this book's last
/// complete sync (``unchangedSinceLastSync``) and nothing in the book asks
/// for one (an unchanged sync of a large book reads no hotel).
public final class StoreHotels {
    /// Whether the store has not been written since this book's last
    /// complete sync under the same settings: every hotel that sync left
    /// tracked is as its record says, and every hotel it could push, it did.
    public let unchangedSinceLastSync: Bool
    private let load: () throws(HotelStoreError) -> [Hotel]
    private let loadOne: ((Hotel.ID) throws(HotelStoreError) -> Hotel?)?
    private let loadDigests: () throws(HotelStoreError) -> [Hotel.ID: Int64]
    private var digests: [Hotel.ID: Int64]?
    private var loaded: (all: [Hotel], byID: [Hotel.ID: Hotel], uids: Set<String>)?
    /// Hotels read one at a time, while no plan needed them all.
    private var single: [Hotel.ID: Hotel?] = [:]
    /// ``SyncedFields/hash(_:)`` of hotels asked for it, with the fields
    /// hashed: a hotel read alone and read again with all the others may
    /// differ, when another command wrote it between the two reads.
    private var hashes: [Hotel.ID: (details: HotelDetails, hash: String)] = [:]
    /// Why the hotels could not be read, when a load failed (the plan made
    /// without them must not be applied).
    public private(set) var failure: HotelStoreError?

    /// `load` reads every hotel; `loadOne`, when given, one by id — what
    /// a store unchanged since the last sync is asked for, a hotel whose
    /// card changed, is read alone. Hotels may be read without their cards:
    /// `cardDigests` then reads the digests matching needs
    /// (``HotelStore/allCardDigests()``).
    /// `syncedElsewhere` reads the hotels other books track (see
    /// ``isSyncedElsewhere(_:)``); `unmade`, those of the book's own cards
    /// an undo removed (``isUnmade(_:)``).
    public init(unchangedSinceLastSync: Bool = false, load: @escaping () throws(HotelStoreError) -> [Hotel],
                loadOne: ((Hotel.ID) throws(HotelStoreError) -> Hotel?)? = nil,
                cardDigests: @escaping () throws(HotelStoreError) -> [Hotel.ID: Int64] = { [:] },
                syncedElsewhere: @escaping () throws(HotelStoreError) -> Set<Hotel.ID> = { [] },
                followedElsewhere: @escaping () throws(HotelStoreError) -> Set<Hotel.ID> = { [] },
                unmade: @escaping () throws(HotelStoreError) -> Set<Hotel.ID> = { [] },
                removedByUser: @escaping () throws(HotelStoreError) -> Set<Hotel.ID> = { [] }) {
        self.unchangedSinceLastSync = unchangedSinceLastSync
        self.load = load
        self.loadOne = loadOne
        self.loadDigests = cardDigests
        self.loadSyncedElsewhere = syncedElsewhere
        self.loadFollowedElsewhere = followedElsewhere
        self.loadUnmade = unmade
        self.loadRemovedByUser = removedByUser
    }

    private let loadSyncedElsewhere: () throws(HotelStoreError) -> Set<Hotel.ID>
    private let loadFollowedElsewhere: () throws(HotelStoreError) -> Set<Hotel.ID>
    private let loadUnmade: () throws(HotelStoreError) -> Set<Hotel.ID>
    private let loadRemovedByUser: () throws(HotelStoreError) -> Set<Hotel.ID>
    private var removedByUser: Set<Hotel.ID>?
    private var followedElsewhere: Set<Hotel.ID>?
    private var syncedElsewhere: Set<Hotel.ID>?
    private var unmade: Set<Hotel.ID>?

    /// Whether `id` is the hotel of a card of the book's own that a batch
    /// since undone made (``HotelStore/hotelsUnmade(ofCardsIn:)``): the card
    /// stays in the book, untaken until it changes.
    func isUnmade(_ id: Hotel.ID) -> Bool {
        readOnce(&unmade, empty: [], loadUnmade).contains(id)
    }
    /// Whether the user removed `id` from the store (``HotelStore/hotelsRemovedByUser(trackedIn:)``):
    /// its card's deletion is no sign of a store that lost its hotels.
    func isRemovedByUser(_ id: Hotel.ID) -> Bool {
        readOnce(&removedByUser, empty: [], loadRemovedByUser).contains(id)
    }

    /// Hotel ids by card digest, every hotel's (``hotelID(cardDigest:)``).
    private var byDigest: [Int64: Hotel.ID]?

    /// Whether another book follows `id` still: a card of it there is
    /// tracked, not a tombstone (``followedElsewhere``).
    func isFollowedElsewhere(_ id: Hotel.ID) -> Bool {
        readOnce(&followedElsewhere, empty: [], loadFollowedElsewhere).contains(id)
    }

    /// Whether another book tracks `id`: its stored card is then that
    /// book's latest, not the card this book's copy was made from.
    func isSyncedElsewhere(_ id: Hotel.ID) -> Bool {
        readOnce(&syncedElsewhere, empty: [], loadSyncedElsewhere).contains(id)
    }

    /// `cache`, read by `load` the first time it is asked for; a read that
    /// fails is noted (``failure``: the plan is not applied) and reads as `empty`.
    private func readOnce<T>(_ cache: inout T?, empty: T, _ load: () throws(HotelStoreError) -> T) -> T {
        if let cached = cache { return cached }
        var value = empty
        do { value = try load() } catch { failure = error }
        cache = value
        return value
    }

    /// The card digest of a hotel read without its card (every digest is
    /// read the first time one is asked for).
    func cardDigest(_ id: Hotel.ID) -> Int64? {
        allDigests[id]
    }

    /// Every hotel, in id order.
    public var all: [Hotel] { contents.all }

    /// The hotel with `id`; `nil` when the store has none, or when reading
    /// failed (see ``failure``). While the store is unchanged since the last
    /// sync and nothing asked for every hotel, only this one is read.
    public subscript(id: Hotel.ID) -> Hotel? {
        guard loaded == nil, unchangedSinceLastSync, let loadOne else { return contents.byID[id] }
        if let known = single[id] { return known }
        var hotel: Hotel?
        do { hotel = try loadOne(id) } catch { failure = error }
        single[id] = hotel
        return hotel
    }

    /// ``SyncedFields/hash(_:)`` of `hotel`'s fields, made once for each
    /// state of a hotel the plan meets.
    func syncedHash(_ hotel: Hotel) -> String {
        if let known = hashes[hotel.id], known.details == hotel.details { return known.hash }
        let hash = SyncedFields.hash(hotel.details)
        hashes[hotel.id] = (hotel.details, hash)
        return hash
    }

    /// The hotel whose card digest is `digest`, if one's is (every digest
    /// is read the first time).
    func hotelID(cardDigest digest: Int64) -> Hotel.ID? { digestIndex[digest] }

    /// Whether no stored hotel has a card digest.
    var hasNoCardDigests: Bool { digestIndex.isEmpty }

    private var digestIndex: [Int64: Hotel.ID] {
        if let byDigest { return byDigest }
        let index = Dictionary(allDigests.map { ($1, $0) }, uniquingKeysWith: min)
        byDigest = index
        return index
    }

    /// Every hotel's card digest, by id, read once for both lookups.
    private var allDigests: [Hotel.ID: Int64] {
        readOnce(&digests, empty: [:], loadDigests)
    }

    /// The UIDs the store's hotels go by.
    public var uids: Set<String> { contents.uids }

    /// Whether every hotel was read (by the plan, or for the writes).
    public var isLoaded: Bool { loaded != nil }

    private var contents: (all: [Hotel], byID: [Hotel.ID: Hotel], uids: Set<String>) {
        if let loaded { return loaded }
        var hotels: [Hotel] = []
        do { hotels = try load() } catch { failure = error }
        let contents = (hotels, Dictionary(hotels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }), Set(hotels.map(\.uid)))
        loaded = contents
        return contents
    }
}
