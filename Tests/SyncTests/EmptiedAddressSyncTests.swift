import Foundation
import HotelStore
import Reconcile
import Testing

/// A probe's: a hotel's address emptied in the store, on a card that also
/// holds the owner's home address, was read back at the next change of the
/// card as the home's, and the sync then wrote the store's empty address
/// into the home's ADR: the user's home address lost from the book.
@Suite("An address emptied beside a home's", .syncServer)
struct EmptiedAddressSyncTests {
    static let home = "item1.ADR;type=HOME;type=pref:;;Home St 1;Lyon;;69001;France"

    @Test("stays empty through syncs, and the home's ADR as it was", arguments: BookKind.available)
    func homeKept(kind: BookKind) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hôtel Travail", "ORG:Hôtel Travail;", "CATEGORIES:Hotel", Self.home,
                    "item2.ADR;type=WORK:;;Work St 2;Paris;;75002;France", "UID:travail", "END:VCARD"].joined(separator: "\r\n") + "\r\n"
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        try fixture.editStore(named: "Hôtel Travail") { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        try fixture.sync()
        fixture.editBook(uid: "travail") { $0.replacingOccurrences(of: "UID:travail", with: "NOTE:quiet\r\nUID:travail") }
        try fixture.sync()
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        // (Radicale writes every card again as vobject writes it.)
        #expect(text.contains(kind == .radicale ? "HOME,pref:;;Home St 1;Lyon;;69001;France" : Self.home), "\(kind): \(text)")
        let hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city, hotel.postalCode, hotel.country, hotel.notes) == ("", "", "", "", "quiet"), "\(kind): \(hotel)")
    }
}

/// A probe's: khard drops an empty ADR, and with it the mark of the hotel's
/// emptied address; the next sync took the home's address for the hotel's.
@Suite("A client that drops the emptied address's mark", .syncServer)
struct DroppedAddressMarkTests {
    static let home = EmptiedAddressSyncTests.home

    /// A book whose hotel's address was emptied in the store and synced: its card holds the mark.
    static func emptied(_ kind: BookKind) throws -> SyncFixture {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hôtel Travail", "ORG:Hôtel Travail;", "CATEGORIES:Hotel", home,
                    "item2.ADR;type=WORK:;;Work St 2;Paris;;75002;France", "UID:travail", "END:VCARD"].joined(separator: "\r\n") + "\r\n"
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        try fixture.editStore(named: "Hôtel Travail") { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        try fixture.sync()
        try #require(fixture.bookCards().first?.text.contains("X-HOTELS-ADDRESS=emptied") == true)
        return fixture
    }

    /// The card with its marked ADR taken out, and `line` put in before its UID.
    static func dropMark(_ text: String, adding line: String) -> String {
        text.replacingOccurrences(of: #"[^\r\n]*X-HOTELS-ADDRESS[^\r\n]*\r?\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "UID:travail", with: "\(line)\r\nUID:travail")
    }

    @Test("the hotel's address stays empty, the mark is written again, and an address given later goes beside the home's",
          arguments: BookKind.available)
    func markRestored(kind: BookKind) throws {
        let fixture = try Self.emptied(kind)
        fixture.editBook(uid: "travail") { Self.dropMark($0, adding: "NOTE:quiet") }
        try fixture.sync()
        var hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city, hotel.postalCode, hotel.country, hotel.notes) == ("", "", "", "", "quiet"), "\(kind): \(hotel)")
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains("X-HOTELS-ADDRESS=emptied"), "\(kind): \(text)")
        try fixture.sync()
        try fixture.editStore(named: "Hôtel Travail") { $0.city = "Marseille" }
        try fixture.sync()
        let refilled = try #require(fixture.bookCards().first?.text)
        #expect(refilled.contains(kind == .radicale ? "HOME,pref:;;Home St 1;Lyon;;69001;France" : Self.home), "\(kind): \(refilled)")
        #expect(refilled.contains(";;;Marseille;;;"), "\(kind): \(refilled)")
        hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect(hotel.city == "Marseille")
    }

    @Test("an address the user wrote in its place is the hotel's", arguments: BookKind.local)
    func newAddressTaken(kind: BookKind) throws {
        let fixture = try Self.emptied(kind)
        fixture.editBook(uid: "travail") { Self.dropMark($0, adding: "ADR;TYPE=WORK:;;Quai 3;Nice;;06000;France") }
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city) == ("Quai 3", "Nice"), "\(kind): \(hotel)")
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains(Self.home) && !text.contains("X-HOTELS-ADDRESS"), "\(kind): \(text)")
    }
}

/// A probe's: an edit that took a phone, an e-mail address and a URL away,
/// synced, then undone and synced again, wrote them back as bare new lines
/// at the card's end: Apple's labels, the groups and PREF were gone.
@Suite("Values given back after a sync", .syncServer)
struct RecalledLinesTests {
    @Test("come back as the lines the card had, with their groups, types and labels", arguments: BookKind.local)
    func linesComeBack(kind: BookKind) throws {
        let lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//macOS 14.5//EN", "N:;;;;", "FN:Hotel Adlon", "ORG:Hotel Adlon;",
                     "item1.ADR;type=WORK;type=pref:;;Unter den Linden 77;Berlin;;10117;Germany", "item2.TEL;type=pref:+49 30 22610",
                     "item2.X-ABLabel:_$!<Main>!$_", "TEL;type=CELL;type=VOICE:+49 151 1111111",
                     "item3.EMAIL;type=INTERNET;type=pref:reservations@example-adlon.de", "item3.X-ABLabel:Bookings",
                     "item4.URL;type=pref:https://www.example-adlon.de", "item4.X-ABLabel:_$!<HomePage>!$_", "X-ABShowAs:COMPANY",
                     "UID:adlon-1", "END:VCARD"]
        let fixture = try SyncFixture(kind, cards: [lines.joined(separator: "\r\n") + "\r\n"])
        try fixture.sync()
        let before = try #require(try fixture.storeHotel(named: "Hotel Adlon")).details
        try fixture.editStore(named: "Hotel Adlon") { ($0.phones, $0.emails, $0.url) = (["+49 151 1111111"], [], "") }
        try fixture.sync()
        let edited = try #require(fixture.bookCards().first?.text)
        #expect(!edited.contains("22610") && !edited.contains("Bookings") && !edited.contains("HomePage"), "\(kind): \(edited)")
        try fixture.editStore(named: "Hotel Adlon") { ($0.phones, $0.emails, $0.url) = (before.phones, before.emails, before.url) }
        try fixture.sync()
        let back = try #require(fixture.bookCards().first?.text)
        for line in lines[7...13] { #expect(back.contains(line + "\r\n"), "\(kind): \(line)\n\(back)") }
        let hotel = try #require(try fixture.storeHotel(named: "Hotel Adlon")).details
        #expect((hotel.phones, hotel.emails, hotel.url) == (before.phones, before.emails, before.url))
        try fixture.sync()
        #expect(fixture.bookCards().first?.text == back)
    }

    @Test("a line given back loses its PREF where the book's card prefers another now", arguments: BookKind.local)
    func preferenceNotDoubled(kind: BookKind) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Adlon", "ORG:Hotel Adlon;", "item2.TEL;type=pref:+49 30 22610",
                    "item2.X-ABLabel:_$!<Main>!$_", "TEL;type=CELL;type=VOICE:+49 151 1111111", "CATEGORIES:Hotel", "UID:adlon-1",
                    "END:VCARD"].joined(separator: "\r\n") + "\r\n"
        let fixture = try SyncFixture(kind, cards: [card])
        try fixture.sync()
        try fixture.editStore(named: "Hotel Adlon") { $0.phones = ["+49 151 1111111"] }
        try fixture.sync()
        // Both sides at once: the book's card prefers the mobile now; the store gives the main number back.
        fixture.editBook(uid: "adlon-1") { $0.replacingOccurrences(of: "type=CELL;type=VOICE:", with: "type=CELL;type=VOICE;type=pref:") }
        try fixture.editStore(named: "Hotel Adlon") { $0.phones = ["+49 30 22610", "+49 151 1111111"] }
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains("item2.TEL:+49 30 22610\r\nitem2.X-ABLabel:_$!<Main>!$_\r\n"), "\(kind): \(text)")
        #expect(text.contains("TEL;type=CELL;type=VOICE;type=pref:+49 151 1111111\r\n"), "\(kind): \(text)")
    }
}

/// A review's: the dropped mark in the other paths and shapes it takes.
@Suite("A dropped mark, every way", .syncServer)
struct DroppedAddressMarkEdgeTests {
    static let home = EmptiedAddressSyncTests.home

    @Test("the home's ADR edited while the mark was dropped stays the home's: the hotel's address stays empty", arguments: BookKind.local)
    func homeEdited(kind: BookKind) throws {
        let fixture = try DroppedAddressMarkTests.emptied(kind)
        fixture.editBook(uid: "travail") { DroppedAddressMarkTests.dropMark($0, adding: "NOTE:quiet").replacingOccurrences(of: "Home St 1", with: "Home St 9") }
        try fixture.sync()
        var hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city) == ("", ""), "\(kind): \(hotel)")
        try fixture.editStore(named: "Hôtel Travail") { ($0.street, $0.city) = ("Quai 3", "Nice") }
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains("item1.ADR;type=HOME;type=pref:;;Home St 9;Lyon;;69001;France\r\n"), "\(kind): \(text)")
        #expect(text.contains(";;Quai 3;Nice;;;"), "\(kind): \(text)")
        hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city) == ("Quai 3", "Nice"))
    }

    @Test("a client that drops the parameter and keeps the empty ADR gets the mark back on it, not one more ADR a run",
          arguments: BookKind.local)
    func parameterDropped(kind: BookKind) throws {
        let fixture = try DroppedAddressMarkTests.emptied(kind)
        for round in 1...3 {
            fixture.editBook(uid: "travail") {
                $0.replacingOccurrences(of: ";X-HOTELS-ADDRESS=emptied", with: "")
                    .replacingOccurrences(of: #"NOTE:round [0-9]\r\n"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: "UID:travail", with: "NOTE:round \(round)\r\nUID:travail")
            }
            try fixture.sync()
        }
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.components(separatedBy: "ADR").count == 3 && text.contains("X-HOTELS-ADDRESS=emptied:;;;;;;"), "\(kind): \(text)")
        let hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city, hotel.notes) == ("", "", "round 3"), "\(kind): \(hotel)")
    }

    @Test("a card a book does not track yet, which lost the mark the store's card holds, is written with it again", arguments: BookKind.local)
    func adoptedCard(kind: BookKind) throws {
        let marked = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hôtel Travail", "ORG:Hôtel Travail;", "CATEGORIES:Hotel", Self.home,
                      "item2.ADR;type=WORK;X-HOTELS-ADDRESS=emptied:;;;;;;", "UID:travail", "END:VCARD"].joined(separator: "\r\n") + "\r\n"
        let fixture = try SyncFixture(kind, cards: [DroppedAddressMarkTests.dropMark(marked, adding: "NOTE:quiet")])
        _ = try fixture.store.change(command: "import") { writer throws(HotelStoreError) in
            try writer.insert(HotelDetails(name: "Hôtel Travail"), uid: "travail", card: marked)
        }
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains(Self.home + "\r\n") && text.contains("X-HOTELS-ADDRESS=emptied"), "\(kind): \(text)")
        let hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city, hotel.notes) == ("", "", "quiet"), "\(kind): \(hotel)")
        try fixture.editStore(named: "Hôtel Travail") { $0.city = "Nice" }
        try fixture.sync()
        let refilled = try #require(fixture.bookCards().first?.text)
        #expect(refilled.contains(Self.home + "\r\n") && refilled.contains(";;;Nice;;;"), "\(kind): \(refilled)")
    }

    /// A second probe's: Apple drops the empty ADR and numbers its groups
    /// afresh on save; the home's ADR, edited, came back as `item1`, the
    /// group the marked ADR had, and was taken for the hotel's.
    @Test("a home's ADR edited and renumbered by Apple stays the home's", arguments: BookKind.local)
    func appleRenumbered(kind: BookKind) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Sacher", "ORG:Hotel Sacher;", "CATEGORIES:Hotel",
                    "item1.ADR;type=WORK;type=pref:;;Philharmoniker Str. 4;Wien;;1010;Austria", "item1.X-ABADR:at",
                    "item2.ADR;type=HOME:;;Hauptstrasse 5;Graz;;8010;Austria", "item2.X-ABADR:at", "UID:sacher", "END:VCARD"]
        let fixture = try SyncFixture(kind, cards: [card.joined(separator: "\r\n") + "\r\n"])
        try fixture.sync()
        try fixture.editStore(named: "Hotel Sacher") { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        try fixture.sync()
        // As Apple saves it: the empty ADR gone, the home's edited and now item1.
        let saved = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Sacher", "ORG:Hotel Sacher;", "CATEGORIES:Hotel",
                     "item1.ADR;type=HOME:;;Hauptstrasse 7;Graz;;8010;Austria", "item1.X-ABADR:at", "UID:sacher", "END:VCARD"]
        fixture.editBook(uid: "sacher") { _ in saved.joined(separator: "\r\n") + "\r\n" }
        try fixture.sync()
        var hotel = try #require(try fixture.storeHotel(named: "Hotel Sacher")).details
        #expect((hotel.street, hotel.city) == ("", ""), "\(kind): \(hotel)")
        // The mark comes back after the home's group, which stays together.
        let marked = try #require(fixture.bookCards().first?.text)
        #expect(marked.contains("item1.X-ABADR:at\r\nADR;TYPE=work;X-HOTELS-ADDRESS=emptied:;;;;;;\r\n"), "\(kind): \(marked)")
        try fixture.editStore(named: "Hotel Sacher") { ($0.street, $0.city) = ("Philharmoniker Str. 4", "Wien") }
        try fixture.sync()
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains("item1.ADR;type=HOME:;;Hauptstrasse 7;Graz;;8010;Austria\r\n"), "\(kind): \(text)")
        hotel = try #require(try fixture.storeHotel(named: "Hotel Sacher")).details
        #expect(hotel.city == "Wien")
    }

    /// A second probe's: of two WORK ADRs, the hotel's filled in again by a
    /// client that dropped the mark was taken for the other office's, edited.
    @Test("an address written into the hotel's ADR beside another of its types is the hotel's", arguments: BookKind.local)
    func refilledBesideSameType(kind: BookKind) throws {
        try Self.refillBesideOffice(kind, editingOffice: false)
    }

    /// A third review's: the hotel's ADR filled again while the other office's
    /// was edited in the same save was paired with the office's, by position.
    @Test("the hotel's ADR refilled while another of its types is edited is the hotel's", arguments: BookKind.local)
    func refilledWhileOtherEdited(kind: BookKind) throws {
        try Self.refillBesideOffice(kind, editingOffice: true)
    }

    /// A card with two WORK ADRs, the hotel's and another office's: the
    /// hotel's emptied and synced, then filled in again by a client that
    /// drops the mark (and edits the office's in the same save where
    /// `editingOffice`), and synced: the address written is the hotel's.
    static func refillBesideOffice(_ kind: BookKind, editingOffice: Bool) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Inn", "ORG:Inn;", "CATEGORIES:Hotel", "ADR;TYPE=WORK:;;Ring 1;Wien;;1010;Austria",
                    "ADR;TYPE=WORK:;;Office St 3;Graz;;8010;Austria", "UID:inn", "END:VCARD"]
        let fixture = try SyncFixture(kind, cards: [card.joined(separator: "\r\n") + "\r\n"])
        try fixture.sync()
        try fixture.editStore(named: "Inn") { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        try fixture.sync()
        let office = editingOffice ? "Office St 5" : "Office St 3"
        fixture.editBook(uid: "inn") {
            $0.replacingOccurrences(of: #"ADR;TYPE=WORK;X-HOTELS-ADDRESS=emptied:;;;;;;"#, with: "ADR;TYPE=WORK:;;Quai 3;Nice;;06000;France")
                .replacingOccurrences(of: "Office St 3", with: office)
        }
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Inn")).details
        #expect((hotel.street, hotel.city) == ("Quai 3", "Nice"), "\(kind): \(hotel)")
        let text = try #require(fixture.bookCards().first?.text)
        #expect(!text.contains("X-HOTELS-ADDRESS") && text.contains(office), "\(kind): \(text)")
    }

    /// A third review's: an ADR the user added for the hotel after the home's,
    /// the marked one dropped, was never read: the home's comes first.
    @Test("an ADR added after the home's, the mark dropped, is the hotel's and is marked so", arguments: BookKind.local)
    func addedAfterHome(kind: BookKind) throws {
        let fixture = try DroppedAddressMarkTests.emptied(kind)
        fixture.editBook(uid: "travail") { DroppedAddressMarkTests.dropMark($0, adding: "ADR:;;Quai 3;Nice;;06000;France") }
        try fixture.sync()
        var hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect((hotel.street, hotel.city) == ("Quai 3", "Nice"), "\(kind): \(hotel)")
        let text = try #require(fixture.bookCards().first?.text)
        #expect(text.contains(Self.home + "\r\n") && text.contains("ADR;X-HOTELS-ADDRESS=emptied:;;Quai 3;Nice;;06000;France\r\n"),
                "\(kind): \(text)")
        try fixture.sync()
        try fixture.editStore(named: "Hôtel Travail") { $0.street = "Quai 4" }
        try fixture.sync()
        let edited = try #require(fixture.bookCards().first?.text)
        #expect(edited.contains(Self.home + "\r\n") && edited.contains(";;Quai 4;Nice;;06000;France"), "\(kind): \(edited)")
        hotel = try #require(try fixture.storeHotel(named: "Hôtel Travail")).details
        #expect(hotel.street == "Quai 4")
    }
}
