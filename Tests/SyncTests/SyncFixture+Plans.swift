import HotelStore
import Reconcile

/// Plans of the fixture's next sync, made without running it.
extension SyncFixture {
    /// The next sync planned over `records` (the sync state as stored when
    /// `nil`) and `hotels` (every hotel, read when first needed, when `nil`),
    /// at a fixed time, and the cards as last synced the plan read.
    func plan(records: [String: SyncRecord]? = nil, hotels: StoreHotels? = nil) throws -> (plan: SyncPlan, cardsRead: [String]) {
        let records = try records ?? store.syncRecords(book: name, cards: false)
        let snapshot = try BookSnapshot.take(book, records: records, selector: selector)
        let hotels = hotels ?? StoreHotels { () throws(HotelStoreError) -> [Hotel] in try self.store.allHotels() }
        var read: [String] = []
        let texts = CardTexts(record: { item in
            read.append(item)
            return (try? self.store.syncCard(book: self.name, item: item)) ?? ""
        })
        var options = self.options
        options.now = Timestamp(millisecondsSince1970: 1_800_000_000_000)
        return (SyncPlanner(options: options).plan(snapshot, records: records, hotels: hotels, texts: texts), read)
    }

    /// The next sync planned twice: with the sync state as stored, and with
    /// no record known to show its hotel (``SyncRecord/cardShowsHotel``, as
    /// in a store from before it was kept), so that every merge reads the
    /// card as last synced. Each plan as the tracked cards' steps (a new
    /// card's are given fresh UIDs), with what each records but that flag,
    /// and the notes but UIDs given. A merge over the hotel itself, where
    /// the card showed it, must plan what a merge over that card does.
    func plansOverHotelAndCard() throws -> (overHotel: [String], overCard: [String]) {
        let records = try store.syncRecords(book: name, cards: false)
        let unknown = records.mapValues { record in
            var record = record
            record.cardShowsHotel = false
            return record
        }
        func described(_ records: [String: SyncRecord]) throws -> [String] {
            let plan = try plan(records: records).plan
            let steps = plan.steps.compactMap { step -> String? in
                guard let item = step.item, records[item.id] != nil else { return nil }
                var record = step.record
                if case .save(let card, let hash, let uid, let hotelHash, _) = record {
                    record = .save(card: card, hash: hash, uid: uid, hotelHash: hotelHash, cardShowsHotel: false)
                }
                return "\(item.id) \(step.store) \(step.book) \(record)"
            }
            return steps + plan.notes.compactMap { note in
                if case .uidGiven = note.kind { return nil }
                return note.message
            }
        }
        return (try described(records), try described(unknown))
    }
}
