import Books
import Foundation
import HotelStore
@testable import Reconcile
import Testing

/// Where the hotel may not stand for the card as last synced although
/// their synced fields hash the same: a card carrying a gazetteer position
/// (an `X-HOTELS-GEO`, pushed by this tool or exported into the book), whose
/// hotel's guess then moves or goes — the hash leaves such positions out, a
/// merge compares them. Each plans the next sync over the hotel and over
/// the card as last synced, and they must agree.
@Suite("The base of a merge: gazetteer positions in a card")
struct MergeBaseGuessTests {
    static let g1 = Coordinate(latitude: 38.75, longitude: -9.125, source: .gazetteer, precision: "locality")
    static let g2 = Coordinate(latitude: 38.5, longitude: -9.25, source: .gazetteer, precision: "locality")

    /// Plans the fixture's next sync with `records` as stored and with no record known to show its hotel.
    static func bothPlans(_ fixture: SyncFixture) throws -> (overHotel: [String], overCard: [String]) {
        let records = try fixture.store.syncRecords(book: fixture.name)
        let unknown = records.mapValues { record in
            var record = record
            record.cardShowsHotel = false
            return record
        }
        var options = fixture.options
        options.now = Timestamp(millisecondsSince1970: 1_800_000_000_000)
        func plan(_ records: [String: SyncRecord]) throws -> [String] {
            let snapshot = try BookSnapshot.take(fixture.book, records: records, selector: fixture.selector)
            let hotels = StoreHotels { () throws(HotelStoreError) -> [Hotel] in try fixture.store.allHotels() }
            let plan = SyncPlanner(options: options).plan(snapshot, records: records, hotels: hotels)
            return plan.steps.map { step in
                var record = step.record
                if case .save(let card, let hash, let uid, let hotelHash, _) = record {
                    record = .save(card: card, hash: hash, uid: uid, hotelHash: hotelHash, cardShowsHotel: false)
                }
                return "\(step.store) | \(step.book) | \(record)"
            } + plan.notes.map(\.message)
        }
        return (try plan(records), try plan(unknown))
    }

    /// A position pushed into the card (X-HOTELS-GEO), recorded as showing
    /// the hotel; then `hotels geocode --missing --refresh` moves the
    /// hotel's gazetteer position (the synced hash leaves such positions
    /// out, so the hotel counts as unchanged), and the card is edited.
    @Test("push positions: a gazetteer position moved in the store after the card showed the old one", arguments: BookKind.local)
    func pushedPositionMoved(kind: BookKind) throws {
        let fixture = try SyncFixture(kind)
        fixture.options.pushPositions = true
        var details = HotelDetails(name: "Hotel Gama")
        details.city = "Lisbon"
        details.postalCode = "1000-003"
        details.country = "PT"
        details.coordinate = Self.g1
        details.notes = "n0"
        try fixture.addToStore(details)
        try fixture.sync()
        #expect(fixture.bookCards().first?.text.contains("X-HOTELS-GEO") == true)
        let uid = try #require(try fixture.storeHotel(named: "Hotel Gama")).uid
        // A book edit taken as it is: the card shows the hotel's fields, and a gazetteer position, so the record does not vouch for it.
        fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "NOTE:n0", with: "NOTE:n1") }
        try fixture.sync()
        let record = try #require(try fixture.store.syncRecords(book: fixture.name, cards: false).values.first)
        #expect(!record.cardShowsHotel)
        // geocode --missing --refresh: the gazetteer places the hotel elsewhere.
        try fixture.editStore(named: "Hotel Gama") { $0.coordinate = Self.g2 }
        fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "NOTE:n1", with: "NOTE:n2") }

        let plans = try Self.bothPlans(fixture)
        #expect(plans.overHotel == plans.overCard)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Gama"))
        #expect(hotel.details.notes == "n2")
        // Over the card as last synced the card's position is no change of the book's: the store's new one stays.
        #expect(hotel.details.coordinate == Self.g2, "the store's refreshed position was replaced by the card's old one")
    }

    /// The same without pushing positions: a card that came with an
    /// X-HOTELS-GEO (a `hotels export` put in the book) creates a hotel
    /// whose record vouches for the card.
    @Test("a card with X-HOTELS-GEO: the store's gazetteer position moved, then the card edited", arguments: BookKind.local)
    func importedGuessMoved(kind: BookKind) throws {
        let card = Cards.hotel("Hotel Delta", uid: "d", postalCode: "1000-004", note: "n0",
                               extra: ["X-HOTELS-GEO;X-HOTELS-PRECISION=locality:38.75;-9.125"])
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Delta")?.details.coordinate == Self.g1)
        let record = try #require(try fixture.store.syncRecords(book: fixture.name, cards: false).values.first)
        #expect(!record.cardShowsHotel)
        try fixture.editStore(named: "Hotel Delta") { $0.coordinate = Self.g2 }
        fixture.editBook(uid: "d") { $0.replacingOccurrences(of: "NOTE:n0", with: "NOTE:n1") }

        let plans = try Self.bothPlans(fixture)
        #expect(plans.overHotel == plans.overCard)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Delta"))
        #expect(hotel.details.notes == "n1")
        #expect(hotel.details.coordinate == Self.g2, "the store's refreshed position was replaced by the card's old one")
    }

    /// `hotels undo` of the `geocode --missing` that placed the hotel (or an
    /// edit that clears a guessed position): the position goes, the hash stays.
    @Test("a card with X-HOTELS-GEO: the store's gazetteer position removed, then the card edited", arguments: BookKind.local)
    func importedGuessRemoved(kind: BookKind) throws {
        let card = Cards.hotel("Hotel Eco", uid: "e", postalCode: "1000-005", note: "n0",
                               extra: ["X-HOTELS-GEO;X-HOTELS-PRECISION=locality:38.75;-9.125"])
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        try fixture.editStore(named: "Hotel Eco") { $0.coordinate = nil }
        fixture.editBook(uid: "e") { $0.replacingOccurrences(of: "NOTE:n0", with: "NOTE:n1") }
        let plans = try Self.bothPlans(fixture)
        #expect(plans.overHotel == plans.overCard)
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Eco")?.details.coordinate == nil)
    }
}

/// A hotel read alone (the runner's reading ahead, over a store unchanged
/// since the last sync) and read again when a plan loads them all (a new
/// card asks for every UID) may differ, when another command wrote it
/// between the two reads: the hash a plan compares is the one of the copy
/// it holds.
@Suite("The base of a merge: a hotel written between two reads")
struct MergeBaseRereadTests {
    @Test("a hotel edited between the prefetch's read and the plan's full load: its edit is not reverted")
    func memoAcrossReload() throws {
        let fixture = try SyncFixture(.memory, cards: [Cards.hotel("Hotel Alfa", uid: "a", postalCode: "1000-001", note: "quiet")])
        try fixture.sync()
        let records = try fixture.store.syncRecords(book: fixture.name)
        #expect(records.values.allSatisfy { $0.cardShowsHotel })
        fixture.editBook(uid: "a") { $0.replacingOccurrences(of: "NOTE:quiet", with: "NOTE:loud") }
        let before = try #require(try fixture.storeHotel(named: "Hotel Alfa"))

        let store = fixture.store
        var edited = false
        let hotels = StoreHotels(unchangedSinceLastSync: true) { () throws(HotelStoreError) -> [Hotel] in
            try store.allHotels()
        } loadOne: { id throws(HotelStoreError) -> Hotel? in
            try store.hotel(id: id)
        }
        // The runner's prefetch: the hotel read alone, its hash made.
        let seen = try #require(hotels[before.id])
        _ = hotels.syncedHash(seen)
        // Another command: `hotels edit --phone`.
        try fixture.editStore(named: "Hotel Alfa") { $0.phones = ["+351 21 000 0000"] }
        edited = true
        // The plan meets a new card first, which loads every hotel.
        _ = hotels.uids
        #expect(edited)

        let snapshot = try BookSnapshot.take(fixture.book, records: records, selector: fixture.selector)
        var options = fixture.options
        options.now = .now()
        let plan = SyncPlanner(options: options).plan(snapshot, records: records, hotels: hotels)
        let step = try #require(plan.steps.first { $0.hotelID == before.id })
        guard case .update(let details, _) = step.store else {
            Issue.record("no store update: \(step.store)")
            return
        }
        #expect(details.notes == "loud")
        #expect(details.phones == ["+351 21 000 0000"], "the phone the other command wrote is reverted by the merge")
    }
}
