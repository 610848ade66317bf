import Books
import Foundation
import HotelStore
import HotelsTestSupport
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

    /// A position pushed into the card (X-HOTELS-GEO); the card edited and
    /// taken as it is; then `hotels geocode --missing --refresh` moves the
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
        // A book edit taken as it is: the card shows the hotel's fields and a gazetteer position, so its record does not vouch for it.
        fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "NOTE:n0", with: "NOTE:n1") }
        try fixture.sync()
        let record = try #require(try fixture.store.syncRecords(book: fixture.name, cards: false).values.first)
        #expect(!record.cardShowsHotel)
        try fixture.editStore(named: "Hotel Gama") { $0.coordinate = Self.g2 }
        fixture.editBook(uid: uid) { $0.replacingOccurrences(of: "NOTE:n1", with: "NOTE:n2") }

        let plans = try fixture.plansOverHotelAndCard()
        #expect(plans.overHotel == plans.overCard)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Gama"))
        #expect(hotel.details.notes == "n2")
        // Over the card as last synced the card's position is no change of the book's: the store's new one stays.
        #expect(hotel.details.coordinate == Self.g2, "the store's refreshed position was replaced by the card's old one")
    }

    /// What happens to the store's gazetteer position between the syncs.
    enum GuessEdit: String, CaseIterable, Sendable {
        /// `hotels geocode --missing --refresh` placed it elsewhere.
        case moved
        /// An undo of the geocoding, or an edit, cleared it.
        case removed
    }

    /// A card that came with an X-HOTELS-GEO (a `hotels export` put in the
    /// book) makes a hotel; the store's guess moves or goes; the card is edited.
    @Test("a card with X-HOTELS-GEO: the store's gazetteer position moved or removed, then the card edited",
          arguments: BookKind.local, GuessEdit.allCases)
    func importedGuessChanged(kind: BookKind, edit: GuessEdit) throws {
        let card = Cards.hotel("Hotel Delta", uid: "d", postalCode: "1000-004", note: "n0",
                               extra: ["X-HOTELS-GEO;X-HOTELS-PRECISION=locality:38.75;-9.125"])
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        #expect(try fixture.storeHotel(named: "Hotel Delta")?.details.coordinate == Self.g1)
        let record = try #require(try fixture.store.syncRecords(book: fixture.name, cards: false).values.first)
        #expect(!record.cardShowsHotel)
        let position = edit == .moved ? Self.g2 : nil
        try fixture.editStore(named: "Hotel Delta") { $0.coordinate = position }
        fixture.editBook(uid: "d") { $0.replacingOccurrences(of: "NOTE:n0", with: "NOTE:n1") }

        let plans = try fixture.plansOverHotelAndCard()
        #expect(plans.overHotel == plans.overCard)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Delta"))
        #expect(hotel.details.notes == "n1")
        #expect(hotel.details.coordinate == position, "the store's \(edit) position was replaced by the card's old one")
    }
}

/// A hotel read alone (the runner's reading ahead, over a store unchanged
/// since the last sync) and read again when a plan loads them all (a new
/// card asks for every UID) may differ, when another command wrote it
/// between the two reads: the hash a plan compares is the one of the copy
/// it holds.
@Suite("The base of a merge: a hotel written between two reads")
struct MergeBaseRereadTests {
    @Test("a hotel edited between the reading ahead and the plan's full load: its edit is not reverted")
    func memoAcrossReload() throws {
        let fixture = try SyncFixture(.memory, cards: [Cards.hotel("Hotel Alfa", uid: "a", postalCode: "1000-001", note: "quiet")])
        try fixture.sync()
        let records = try fixture.store.syncRecords(book: fixture.name)
        #expect(records.values.allSatisfy { $0.cardShowsHotel })
        fixture.editBook(uid: "a") { $0.replacingOccurrences(of: "NOTE:quiet", with: "NOTE:loud") }
        let before = try #require(try fixture.storeHotel(named: "Hotel Alfa"))

        let store = fixture.store
        let hotels = StoreHotels(unchangedSinceLastSync: true) { () throws(HotelStoreError) -> [Hotel] in
            try store.allHotels()
        } loadOne: { id throws(HotelStoreError) -> Hotel? in
            try store.hotel(id: id)
        }
        // The runner's reading ahead: the hotel read alone, its hash made.
        let seen = try #require(hotels[before.id])
        _ = hotels.syncedHash(seen)
        // Another command: `hotels edit --phone`.
        try fixture.editStore(named: "Hotel Alfa") { $0.phones = ["+351 21 000 0000"] }
        // The plan meets a new card first, which loads every hotel.
        _ = hotels.uids

        let plan = try fixture.plan(records: records, hotels: hotels).plan
        let step = try #require(plan.steps.first { $0.hotelID == before.id })
        guard case .update(let details, _) = step.store else {
            Issue.record("no store update: \(step.store)")
            return
        }
        #expect(details.notes == "loud")
        #expect(details.phones == ["+351 21 000 0000"], "the phone the other command wrote is reverted by the merge")
    }
}

/// A GEO that gives no position, or a PHOTO no picture — a server that
/// re-serialized a 4.0 `GEO:geo:lat,lon` or `data:` URI cut it at the
/// comma, and still answered an etag — is no change of it by the book.
@Suite("The base of a merge: a GEO or a PHOTO the card holds unreadably")
struct MergeBaseUnreadableGeoTests {
    /// Hotel Sacher made in the store and synced to a book of `kind`, then
    /// given `edit` in the store and synced again: the fixture, and its UID.
    static func synced(_ kind: BookKind, edit: (inout HotelDetails) -> Void) throws -> (SyncFixture, String) {
        let fixture = try SyncFixture(kind)
        var details = HotelDetails(name: "Hotel Sacher")
        details.city = "Wien"
        details.country = "AT"
        try fixture.addToStore(details)
        try fixture.sync()
        try fixture.editStore(named: "Hotel Sacher", edit)
        try fixture.sync()
        return (fixture, try #require(try fixture.storeHotel(named: "Hotel Sacher")).uid)
    }

    @Test("a typed-in position pushed to the book, the card's GEO then cut short and the card edited: the position stays", arguments: BookKind.local)
    func cutGeoKeepsPosition(kind: BookKind) throws {
        let typed = Coordinate(latitude: 48.20395, longitude: 16.36971, source: .manual)
        let (fixture, uid) = try Self.synced(kind) { $0.coordinate = typed }
        #expect(fixture.bookCards().first?.text.contains("GEO:48.20395;16.36971") == true)
        // Another client's save: the GEO cut short, a NOTE added.
        fixture.editBook(uid: uid) { text in
            text.replacingOccurrences(of: "GEO:48.20395;16.36971", with: "GEO:48.20395")
                .replacingOccurrences(of: "END:VCARD", with: "NOTE:quiet room\r\nEND:VCARD")
        }
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Sacher"))
        #expect(hotel.details.notes == "quiet room")
        #expect(hotel.details.coordinate == typed, "the card's unreadable GEO emptied the typed-in position")
    }

    /// A probe's: Radicale stored a pushed 4.0 `PHOTO:data:image/png;base64,…`
    /// cut at its comma (and answered an etag); another client's edit of
    /// the card then removed the hotel's photo from the store, unsaid.
    @Test("a photo pushed to the book, the card's PHOTO then cut short and the card edited: the photo stays", arguments: BookKind.local)
    func cutPhotoKeepsPhoto(kind: BookKind) throws {
        let photo = HotelPhoto(bytes: TestImages.png)
        let (fixture, uid) = try Self.synced(kind) { $0.photo = photo }
        #expect(fixture.bookCards().first?.text.contains("PHOTO") == true)
        // Another client's save: the PHOTO cut short at its comma, a NOTE added.
        fixture.editBook(uid: uid) { text in
            var lines: [String] = [], inPhoto = false
            for line in text.components(separatedBy: "\r\n") {
                if line.hasPrefix("PHOTO") { inPhoto = true; lines.append("PHOTO:data:image/png\\;base64"); continue }
                if inPhoto, line.hasPrefix(" ") { continue }
                inPhoto = false
                lines.append(line == "END:VCARD" ? "NOTE:quiet room\r\nEND:VCARD" : line)
            }
            return lines.joined(separator: "\r\n")
        }
        #expect(fixture.bookCards().first?.text.contains("PHOTO:data:image/png\\;base64\r\n") == true)
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Sacher"))
        #expect(hotel.details.notes == "quiet room")
        #expect(hotel.details.photo == photo, "the card's unreadable PHOTO removed the photo")
    }
}

/// `max_delete` in a book's section: a count or a share, in decimal.
@Suite("The deletion limit a config sets")
struct DeletionLimitTests {
    @Test("a count or a share; a share in hexadecimal, above 100 % or negative is none", arguments: [
        ("3", DeletionLimit.count(3)), ("25%", .share(0.25, minimum: 0)), ("12.5%", .share(0.125, minimum: 0)),
        ("0x10%", nil), ("150%", nil), ("-1", nil), ("inf%", nil), ("", nil),
    ] as [(String, DeletionLimit?)])
    func parsed(_ text: String, _ expected: DeletionLimit?) {
        #expect(DeletionLimit(text) == expected)
    }
}
