import SQLite

/// A card a sync is writing into a book for one of the store's hotels,
/// noted before the write and forgotten in the sync's commit
/// (``HotelStore/notePendingPushes(_:book:)``).
public struct PendingPush: Sendable, Equatable {
    /// The UID the card bears in the book.
    public var uid: String
    /// The hotel the card was written for; `nil` in a note made before store schema 17.
    public var hotelID: Hotel.ID?
    /// The hashes the card has as each run that noted it wrote it, the
    /// earliest first: its `CardFingerprint.hash`, or where the book may
    /// keep it re-serialized (a server) ``byNamePrefix`` and its
    /// `CardFingerprint.hashByName`. A run that writes the card anew adds
    /// its hash and keeps the earlier ones: killed before its own write, the
    /// book holds the earlier card still. Empty in a note made before store
    /// schema 17, or for a card that could not be read.
    public var cardHashes: [String]

    /// What begins a hash of ``cardHashes`` taken by name.
    public static let byNamePrefix = "name:"

    /// ``cardHashes`` as the store keeps them: in one text, a space apart (a hash holds none).
    static func stored(_ hashes: [String]) -> SQLiteValue { hashes.isEmpty ? .null : .text(hashes.joined(separator: " ")) }

    /// ``cardHashes`` from the store's text.
    static func hashes(stored text: String) -> [String] { text.split(separator: " ").map(String.init) }

    /// A card under `uid`, written for `hotelID`, hashing to `cardHash`.
    public init(uid: String, hotelID: Hotel.ID?, cardHash: String?) {
        self.uid = uid
        self.hotelID = hotelID
        self.cardHashes = cardHash.map { [$0] } ?? []
    }
}

/// The cards a sync is writing into a book for the store's hotels, kept
/// from before its writes until its commit. A run killed between the two
/// leaves such cards in the book with no record of them; the next run
/// finds them new to the sync state, and by these notes knows them for the
/// sync's own cards (``SyncRecord/cardFromBook`` false), which an undo of
/// their hotels takes out of the book again, not the book's — and takes
/// one whose hotel left the store meanwhile out of the book at once.
extension HotelStore {
    /// The cards a sync of `book` was writing and did not record, by UID.
    public func pendingPushes(book: String) throws(HotelStoreError) -> [String: PendingPush] {
        try sql { () throws(SQLiteError) -> [String: PendingPush] in
            var pushes: [String: PendingPush] = [:]
            try connection.cached("SELECT uid, hotel_id, card_hash FROM sync_pushes WHERE book = ?").each([.text(book)]) { row in
                let uid = row.string(0)
                var push = PendingPush(uid: uid, hotelID: row.isNull(1) ? nil : row.int(1), cardHash: nil)
                if !row.isNull(2) { push.cardHashes = PendingPush.hashes(stored: row.string(2)) }
                pushes[uid] = push
            }
            return pushes
        }
    }

    /// Keeps `pushes` among the cards a sync of `book` is writing, before
    /// it writes them (committed at once, apart from the sync's batch). A
    /// card noted before keeps its earlier hashes beside the new one.
    public func notePendingPushes(_ pushes: some Sequence<PendingPush>, book: String) throws(HotelStoreError) {
        try sql { () throws(SQLiteError) in
            do throws(TransactionError<SQLiteError>) {
                try connection.transaction(.immediate) { () throws(SQLiteError) in
                    let earlier = try connection.cached("SELECT card_hash FROM sync_pushes WHERE book = ? AND uid = ?")
                    let insert = try connection.cached("INSERT OR REPLACE INTO sync_pushes (book, uid, hotel_id, card_hash) VALUES (?, ?, ?, ?)")
                    for push in pushes {
                        var hashes: [String] = []
                        try earlier.each([.text(book), .text(push.uid)]) { row in
                            if !row.isNull(0) { hashes = PendingPush.hashes(stored: row.string(0)) }
                        }
                        for hash in push.cardHashes where !hashes.contains(hash) { hashes.append(hash) }
                        try insert.run([.text(book), .text(push.uid), push.hotelID.map { .integer($0) } ?? .null, PendingPush.stored(hashes)])
                    }
                }
            } catch {
                switch error {
                case .sqlite(let failure), .body(let failure): throw failure
                }
            }
        }
    }
}

extension BatchWriter {
    /// Forgets the cards a sync of `book` was writing that its sync state
    /// now records (not as a tombstone: a card brought back for a hotel
    /// has its tombstone's UID), by their UIDs, and those of `settled` (cards this run
    /// took out of the book), in the sync's transaction, not in its batch,
    /// after its records are saved. A card the run left unrecorded — a
    /// push-only run's, a step that waits for the next run, a card the
    /// selection passed over — stays noted for the run that records it.
    public func forgetRecordedPushes(book: String, settled: some Sequence<String> = []) throws(HotelStoreError) {
        try store.sql { () throws(SQLiteError) in
            try store.connection.cached("""
                DELETE FROM sync_pushes WHERE book = ?1
                    AND uid IN (SELECT uid FROM sync_state WHERE book = ?1 AND version <> '' AND version <> ?2)
                """).run([.text(book), .text(SyncRecord.letGoVersion)])
            let forget = try store.connection.cached("DELETE FROM sync_pushes WHERE book = ? AND uid = ?")
            for uid in settled { try forget.run([.text(book), .text(uid)]) }
        }
    }
}
