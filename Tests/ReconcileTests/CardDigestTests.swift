import Foundation
import HotelStore
import HotelsTestSupport
import Testing
import VCard
@testable import Reconcile

/// Export writes a hotel that still says what its card says without reading
/// the card (``CardDigest``): the bytes must be those reading and mapping
/// the card gives, and any change must be seen.
struct CardDigestTests {
    /// A book to read: a vCard fixture, or a valid vCard file of the shared corpus.
    struct Book: CustomStringConvertible, Sendable {
        var name: String
        var bytes: @Sendable () throws -> [UInt8]
        var description: String { name }
    }

    static let books: [Book] = {
        let fixtures = TestPaths.fixtures
        let names = (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".vcf") && !$0.hasPrefix("broken/") }.sorted()
        let own = names.map { name in
            Book(name: "Fixtures/" + name) { Array(try Data(contentsOf: fixtures.appendingPathComponent(name))) }
        }
        let corpus = CorpusEntry.all().filter { $0.isPlainVCard && $0.intent == "valid" }.map { entry in
            Book(name: entry.path) { try entry.bytes() }
        }
        return own + corpus
    }()

    /// Every card of `book` as import maps it, taking every card with a name,
    /// with the text import keeps (a card whose text was repaired, afresh).
    static func hotels(_ book: Book) throws -> [CardHotel] {
        VCardReader.read(bytes: try book.bytes()).cards.enumerated().compactMap { index, card in
            CardHotel(card: card, text: CardHotel.storedText(of: card), cardNumber: index + 1)
        }
    }

    @Test("the digest import makes of a card is the one its stored text gives when read again", arguments: books)
    func storedTextSaysTheSame(_ book: Book) throws {
        for hotel in try Self.hotels(book) {
            let again = try #require(VCardReader.read(bytes: Array(hotel.text.utf8)).cards.first)
            let reread = try #require(CardHotel(card: again, text: hotel.text))
            #expect(CardDigest.of(reread) == CardDigest.of(hotel), "\(book) card \(hotel.cardNumber)")
        }
    }

    @Test("an unchanged hotel is written, without reading its card, as reading and mapping the card writes it",
          arguments: books)
    func unchangedBytesAsRead(_ book: Book) throws {
        let cards = try Self.hotels(book)
        guard !cards.isEmpty else { return }
        let store = try HotelStore.inMemory()
        try importCards(cards, into: store)
        for hotel in try store.allHotels() {
            var unknown = hotel
            unknown.cardDigest = nil
            for version in [VCardVersion.v3_0, .v4_0] {
                let exporter = HotelCardExporter(version: version)
                #expect(exporter.bytes(for: hotel) == exporter.bytes(for: unknown), "\(book) hotel \(hotel.id), \(version)")
                #expect(exporter.exportedCard(for: hotel).properties == exporter.exportedCard(for: unknown).properties)
            }
        }
    }

    @Test("the hotels of a 3.0 book with UIDs are all written unread in 3.0, none in 4.0")
    func unreadWhereItCan() throws {
        let book = try #require(Self.books.first { $0.name == "Fixtures/contacts.vcf" })
        let store = try HotelStore.inMemory()
        try importCards(try Self.hotels(book), into: store)
        let hotels = try store.allHotels()
        #expect(hotels.count == 12)
        #expect(hotels.allSatisfy { HotelCardExporter.isUnchanged($0, version: .v3_0) })
        #expect(!hotels.contains { HotelCardExporter.isUnchanged($0, version: .v4_0) })
    }

    @Test("a card read without a line break after END:VCARD is written with one, so the next card stays apart")
    func lastLineEnded() throws {
        var texts = [hotelCard("Hotel Eins", uid: "u1", city: "Berlin"), hotelCard("Hotel Zwei", uid: "u2", city: "Bonn")]
        // "\r\n" is one Character: dropLast() takes the line break whole.
        texts[0] = String(texts[0].dropLast())
        #expect(texts[0].hasSuffix("END:VCARD"))
        let store = try HotelStore.inMemory()
        try importCards(texts.flatMap(cardHotels), into: store)
        let hotels = try store.allHotels()
        #expect(hotels.count == 2)
        let exporter = HotelCardExporter(version: .v3_0)
        #expect(hotels.allSatisfy { HotelCardExporter.isUnchanged($0, version: .v3_0) })
        let bytes = hotels.flatMap { exporter.bytes(for: $0) }
        // (Given a REV before its END, as every export of a card without one is.)
        #expect(Array((HotelCardExporter.dated(hotels[0], version: .v3_0) + "\r\n").utf8) == exporter.bytes(for: hotels[0]))
        #expect(HotelCardExporter.dated(hotels[0], version: .v3_0).hasSuffix("\r\nEND:VCARD"))
        let cards = VCardReader.read(bytes: bytes).cards
        #expect(cards.map(\.uid) == ["u1", "u2"])
    }

    @Test("any change of a field, the UID or the version is a different digest")
    func changesSeen() throws {
        let text = hotelCard("Hotel Adlon", uid: "adlon-1", street: "Unter den Linden 77", city: "Berlin", postal: "10117",
                             country: "Germany", phone: "+49 30 22610", geo: "52.5159;13.3805", extra: ["NOTE:Quiet"])
        let card = try #require(cardHotels(text).first)
        let store = try HotelStore.inMemory()
        try importCards([card], into: store)
        let hotel = try #require(try store.allHotels().first)
        #expect(HotelCardExporter.isUnchanged(hotel, version: .v3_0))
        #expect(!HotelCardExporter.isUnchanged(hotel, version: .v4_0))
        let edits: [(String, (inout Hotel) -> Void)] = [
            ("name", { $0.details.name += " " }), ("street", { $0.details.street = "Unter den Linden 7" }),
            ("city", { $0.details.city = "berlin" }), ("region", { $0.details.region = "BE" }),
            ("postal code", { $0.details.postalCode = "10118" }), ("country", { $0.details.country = "AT" }),
            ("phones", { $0.details.phones.append("+49 30 1") }), ("phones split", { $0.details.phones = ["+49 30", "22610"] }),
            ("emails", { $0.details.emails = ["a@example.com"] }), ("url", { $0.details.url = "https://example.com" }),
            ("notes", { $0.details.notes = "Quiet\n" }), ("rating", { $0.details.rating = 8 }), ("trip", { $0.details.trip = "Alps" }),
            ("latitude", { $0.details.coordinate?.latitude = 52.51590000000001 }),
            ("source", { $0.details.coordinate?.source = .manual }), ("precision", { $0.details.coordinate?.precision = "locality" }),
            ("no position", { $0.details.coordinate = nil }), ("uid", { $0.uid = "adlon-2" }),
        ]
        for (name, edit) in edits {
            var changed = hotel
            edit(&changed)
            #expect(!HotelCardExporter.isUnchanged(changed, version: .v3_0), "\(name)")
        }
    }

    /// A hotel with every field a card carried before stay, status, rate and photo.
    static var before: HotelDetails {
        var details = HotelDetails(name: "Gasthof Post")
        details.street = "Dorf 11"
        details.city = "Lech"
        details.postalCode = "6764"
        details.country = "AT"
        details.phones = ["+43 5583 2206", "+43 5583 2207"]
        details.emails = ["info@example.at"]
        details.url = "https://example.at"
        details.notes = "Ask for\nthe quiet side"
        details.rating = 8
        details.trip = "Alps 2027"
        details.coordinate = Coordinate(latitude: 47.2086, longitude: 10.1421, source: .manual)
        return details
    }

    @Test("a hotel that leaves stay, status, rate and photo empty keeps the card digest and sync hash stores made before them")
    func digestsOfOlderStores() {
        // Computed by bab3430's CardDigest.of and SyncedFields.hash (written
        // again in Python from that source): the values stores hold now.
        #expect(CardDigest.of(Self.before, uid: "post", version: .v3_0) == 3_404_021_024_003_426_743)
        #expect(SyncedFields.hash(Self.before) == "cbfda222654184d7")
        // Each new field, once set, is part of both.
        let edits: [(inout HotelDetails) -> Void] = [
            { $0.stayed = Stay() }, { $0.stayed = Stay(lastDay: Day("2026-05-03")) }, { $0.status = .closed },
            { $0.rate = Rate(minorUnits: 100, currency: "EUR") }, { $0.photo = HotelPhoto(bytes: TestImages.png) },
        ]
        var seen: Set<String> = [SyncedFields.hash(Self.before)]
        for edit in edits {
            var details = Self.before
            edit(&details)
            #expect(CardDigest.of(details, uid: "post", version: .v3_0) != 3_404_021_024_003_426_743)
            #expect(seen.insert(SyncedFields.hash(details)).inserted)
        }
    }
}
