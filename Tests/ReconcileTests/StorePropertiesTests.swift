import Foundation
import Gazetteer
import HotelStore
import HotelsTestSupport
import Testing
import VCard
@testable import Reconcile

/// A geocoder that places every address at one point, at locality precision.
struct OnePointGeocoder: Geocoder {
    func geocode(_ address: PostalAddress) -> GeocodeResult? {
        GeocodeResult(latitude: 47.5, longitude: 12.25, precision: .locality, confidence: 0.8, matchedName: "Zell am See",
                      countryCode: "AT", rule: .localityCountry)
    }
}

/// What only the store knows goes out in X-HOTELS-* properties and comes
/// back in through them (issue 16, point 1): rating, trip, and where a
/// position came from — a gazetteer guess is never written as GEO.
struct StorePropertiesTests {
    let store: HotelStore

    init() throws { store = try HotelStore.inMemory() }

    func importing(_ text: String, options: ReconcileOptions = ReconcileOptions(), geocoder: Geocoder? = nil) throws -> MergePlan {
        try importCards(cardHotels(text), into: store, Reconciler(options: options, geocoder: geocoder))
    }

    func exported(_ version: VCardVersion = .v3_0) throws -> String {
        try store.allHotels().map { String(decoding: HotelCardExporter(version: version).bytes(for: $0), as: UTF8.self) }.joined()
    }

    /// Edits hotel 1 as `hotels edit` does, in a batch of its own.
    func editing(_ edit: @escaping (inout HotelDetails) -> Void) throws {
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in
            try batch.update(1) { edit(&$0.details) }
        }
    }

    /// A probe's: the emptied WORK ADR was exported empty beside the
    /// card's POSTAL one, which the import of that export took for the
    /// hotel's address: "PO Box 99, Graz" for a hotel in Vienna.
    @Test("a mailing address beside another ADR is not the hotel's: an emptied address stays empty through export and import")
    func mailingAddressBeside() throws {
        let postal = "ADR;TYPE=POSTAL:;;PO Box 99;Graz;;8010;Austria"
        #expect(try #require(cardHotels(hotelCard("Inn", street: "Ring 1", city: "Wien", extra: [postal])).first).details.city == "Wien")
        // Before its WORK address, or alone, it is read as ever.
        let first = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inn\r\nORG:Inn\r\n\(postal)\r\nADR;TYPE=HOME:;;Ring 1;Wien;;1010;Austria\r\nEND:VCARD\r\n"
        #expect(try #require(cardHotels(first).first).details.city == "Wien")
        #expect(try #require(cardHotels(first.replacingOccurrences(of: "ADR;TYPE=HOME:;;Ring 1;Wien;;1010;Austria\r\n", with: "")).first)
            .details.city == "Graz")
        _ = try importing(hotelCard("Inn", uid: "inn", street: "Ring 1", city: "Wien", postal: "1010", country: "Austria", extra: [postal]))
        try editing { ($0.street, $0.city, $0.postalCode, $0.country) = ("", "", "", "") }
        let text = try exported()
        #expect(text.contains(postal), "\(text)")
        #expect(try importing(text).unchanged == 1)
        #expect(try store.allHotels()[0].details.city.isEmpty)
        #expect(try #require(cardHotels(text).first).details.city.isEmpty)
        // A review's: vCard 2.1's default types on the only filled ADR, beside an empty HOME one, are a street's.
        let old = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Inn\r\nORG:Inn\r\nADR;DOM;POSTAL;PARCEL:;;Hauptplatz 1;Graz;;8010;Austria\r\n"
            + "ADR;HOME:;;;;;;\r\nEND:VCARD\r\n"
        #expect(try #require(cardHotels(old).first).details.street == "Hauptplatz 1")
        #expect(try #require(cardHotels(old.replacingOccurrences(of: "ADR;HOME", with: "ADR;WORK")).first).details.street == "Hauptplatz 1")
        // A second review's: of empty ADRs, an edit fills the first that is no mailing address.
        let empty = [Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["postal"])], value: ";;;;;;"),
                     Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"])], value: ";;;;;;")]
        #expect(PreferredAddress.find(in: empty, version: .v3_0)?.index == 1)
    }

    @Test("a gazetteer position is exported as X-HOTELS-GEO with its precision, never as GEO, in 3.0 and 4.0",
          arguments: [VCardVersion.v3_0, .v4_0])
    func guessIsNotGEO(_ version: VCardVersion) throws {
        _ = try importing(hotelCard("Gasthof Post", uid: "post", city: "Zell am See", country: "Austria"), geocoder: OnePointGeocoder())
        #expect(try store.allHotels()[0].coordinate?.source == .gazetteer)
        let text = try exported(version)
        #expect(!text.contains("\r\nGEO"), "\(text)")
        #expect(text.contains("X-HOTELS-GEO;X-HOTELS-PRECISION=locality:47.5;12.25\r\n"), "\(text)")
        // Read back into an empty store, it is the gazetteer's again, at that precision.
        let fresh = try HotelStore.inMemory()
        try importCards(cardHotels(text), into: fresh)
        #expect(try fresh.allHotels()[0].coordinate
                == Coordinate(latitude: 47.5, longitude: 12.25, source: .gazetteer, precision: "locality"))
    }

    /// A probe's: lint said "GEO … kept as written", and export dropped it for the gazetteer's X-HOTELS-GEO.
    @Test("a GEO that gives no position stays as written beside the gazetteer's guess; a position typed in replaces it",
          arguments: ["GEO:unknown", "GEO:145.0;4.8"])
    func unreadableGeoKept(_ geo: String) throws {
        _ = try importing(hotelCard("Gasthof Post", uid: "post", city: "Zell am See", country: "Austria", extra: [geo]), geocoder: OnePointGeocoder())
        #expect(try store.allHotels()[0].coordinate?.source == .gazetteer)
        let text = try exported()
        #expect(text.contains("\r\n\(geo)\r\n") && text.contains("X-HOTELS-GEO;X-HOTELS-PRECISION=locality:47.5;12.25\r\n"), "\(text)")
        // Read back, the same hotel, and written the same.
        let fresh = try HotelStore.inMemory()
        try importCards(cardHotels(text), into: fresh)
        #expect(try fresh.allHotels()[0].coordinate == store.allHotels()[0].coordinate)
        try editing { $0.coordinate = Coordinate(latitude: 47.3, longitude: 12.8, source: .manual) }
        let typed = try exported()
        #expect(!typed.contains(geo) && typed.contains("\r\nGEO:47.3;12.8\r\n"), "\(typed)")
    }

    /// A probe's: a renamed hotel kept its old name in N, which khard and
    /// Google show as the contact's name.
    @Test("a rename renames a business's name kept whole in N; a person's N stays", arguments: [
        ("N:;Hotel Sacher Wien;;;", "N:;Hotel Sacher Neu;;;"), ("N:Hotel Sacher;;;;", "N:Hotel Sacher Neu;;;;"),
        ("N:Sacher;Anna;;;", "N:Sacher;Anna;;;"), ("N:;;;;", "N:;;;;"),
    ])
    func renameInN(_ before: String, _ after: String) throws {
        let card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Hotel Sacher Wien", before, "ORG:Hotel Sacher", "CATEGORIES:Hotel",
                    "ADR;TYPE=WORK:;;Philharmoniker Str. 4;Wien;;1010;Austria", "UID:sacher", "END:VCARD", ""].joined(separator: "\r\n")
        _ = try importing(card)
        try editing { $0.name = "Hotel Sacher Neu" }
        let text = try exported()
        #expect(text.contains("\r\n\(after)\r\n") && text.contains("\r\nFN:Hotel Sacher Neu\r\n"), "\(text)")
    }

    /// A probe's: the new name went over the first FN, the Japanese one, and the English one kept the old name.
    @Test("a rename goes into each FN that spelt the old name, of several in other languages; the others stay")
    func renameOneOfAlternativeNames() throws {
        let card = ["BEGIN:VCARD", "VERSION:4.0", "UID:tokyo-1", "KIND:org", "FN;ALTID=1;LANGUAGE=ja:ホテル東京",
                    "FN;ALTID=1;LANGUAGE=en:Hotel Tokyo", "ORG:Hotel Tokyo", "CATEGORIES:Hotel",
                    "ADR;TYPE=work:;;1-1 Marunouchi;Chiyoda;Tokyo;100-0005;Japan", "END:VCARD", ""].joined(separator: "\r\n")
        _ = try importing(card)
        let name = try store.allHotels()[0].details.name
        try #require(name == "Hotel Tokyo")
        try editing { $0.name = "Hotel Tokyo Station" }
        let text = try exported(.v4_0)
        #expect(text.contains("\r\nFN;ALTID=1;LANGUAGE=ja:ホテル東京\r\nFN;ALTID=1;LANGUAGE=en:Hotel Tokyo Station\r\nORG:Hotel Tokyo Station\r\n"),
                "\(text)")
        // A review's: the German and the English name alike both spelt it; both take the new one.
        let adlon = ["BEGIN:VCARD", "VERSION:4.0", "UID:adlon-1", "KIND:org", "FN;ALTID=1;LANGUAGE=ja:ホテル・アドロン",
                     "FN;ALTID=1;LANGUAGE=de:Hotel Adlon", "FN;ALTID=1;LANGUAGE=en:Hotel Adlon", "ORG:Hotel Adlon", "CATEGORIES:Hotel",
                     "ADR;TYPE=work:;;Unter den Linden 77;Berlin;;10117;Germany", "END:VCARD", ""].joined(separator: "\r\n")
        _ = try importing(adlon)
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in
            try batch.update(2) { $0.details.name = "Hotel Adlon Kempinski" }
        }
        let both = try exported(.v4_0)
        #expect(both.contains("FN;ALTID=1;LANGUAGE=ja:ホテル・アドロン\r\nFN;ALTID=1;LANGUAGE=de:Hotel Adlon Kempinski\r\n"
                              + "FN;ALTID=1;LANGUAGE=en:Hotel Adlon Kempinski\r\n"), "\(both)")
    }

    @Test("an edit is written into the address import read: a filled HOME address beside an empty WORK one")
    func preferredAddress() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Bellevue\r\nORG:Hotel Bellevue\r\nCATEGORIES:Hotel\r\nUID:bellevue\r\n"
            + "ADR;TYPE=WORK:;;;;;;\r\nADR;TYPE=HOME:;;Seestrasse 5;Spiez;;3700;Switzerland\r\nEND:VCARD\r\n"
        _ = try importing(card)
        #expect(try store.allHotels()[0].details.street == "Seestrasse 5")
        try editing { $0.city = "Thun" }
        let text = try exported()
        #expect(text.contains("ADR;TYPE=HOME:;;Seestrasse 5;Thun;;3700;Switzerland\r\n"), "\(text)")
        let back = try #require(cardHotels(text).first)
        #expect((back.details.street, back.details.city, back.details.postalCode) == ("Seestrasse 5", "Thun", "3700"))
    }

    @Test("an edited note, URL, phone list or email list rewrites only what the store read: the second NOTE and URL, each kept number's type, group and label stay; an address edited in place keeps its line's")
    func editKeepsWhatTheStoreNeverRead() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Multi\r\nORG:Hotel Multi\r\nCATEGORIES:Hotel\r\nUID:multi-1\r\n"
            + "TEL;TYPE=FAX:+49 30 999\r\nTEL;TYPE=WORK:+49 30 111\r\nTEL;TYPE=CELL,PREF:+49 170 222\r\n"
            + "item1.EMAIL;TYPE=INTERNET:front@multi.example\r\nitem1.X-ABLabel:reception\r\n"
            + "item2.EMAIL;TYPE=INTERNET:old@multi.example\r\nitem2.X-ABLabel:sales\r\n"
            + "ADR;TYPE=WORK:;;Hauptstr 1;Berlin;;10117;Germany\r\nURL;TYPE=HOME:https://a.example\r\nURL:https://b.example\r\n"
            + "NOTE;LANGUAGE=de:first note\r\nNOTE:second note\r\nEND:VCARD\r\n"
        _ = try importing(card)
        try editing { details in
            details.notes = "new note"
            details.url = "https://c.example"
            details.phones = ["+49 30 999", "+49 170 222", "+49 30 333"]
            details.emails = ["front@multi.example", "new@multi.example"]
        }
        let text = try exported()
        for line in ["TEL;TYPE=FAX:+49 30 999", "TEL;TYPE=CELL,PREF:+49 170 222", "TEL;TYPE=work:+49 30 333",
                     "item1.EMAIL;TYPE=INTERNET:front@multi.example", "item1.X-ABLabel:reception",
                     "item2.EMAIL;TYPE=INTERNET:new@multi.example", "item2.X-ABLabel:sales",
                     "URL;TYPE=HOME:https://c.example", "URL:https://b.example", "NOTE;LANGUAGE=de:new note", "NOTE:second note"] {
            #expect(text.contains(line + "\r\n"), "\(line)\n\(text)")
        }
        // What the edit took away goes, with the label of its group.
        for gone in ["+49 30 111", "old@multi.example", "https://a.example", "first note"] {
            #expect(!text.contains(gone), "\(gone)\n\(text)")
        }
        // Read back, the card says what the store says, in the store's order.
        let back = try #require(cardHotels(text).first)
        #expect(back.details.phones == ["+49 30 999", "+49 170 222", "+49 30 333"])
        #expect(back.details.emails == ["front@multi.example", "new@multi.example"])
        #expect((back.details.notes, back.details.url) == ("new note", "https://c.example"))
    }

    /// A probe's: an edited postal code wrote "Suite 5,Floor 2" as one value, "Suite 5\\, Floor 2".
    @Test("an address field edited rewrites its component alone: the others keep their several values and escaping",
          arguments: [(VCardVersion.v3_0, "3.0"), (.v4_0, "4.0")])
    func addressEditKeepsOtherComponents(_ version: VCardVersion, _ written: String) throws {
        let card = "BEGIN:VCARD\r\nVERSION:\(written)\r\nFN:Hotel Mehrwert\r\nORG:Hotel Mehrwert\r\nCATEGORIES:Hotel\r\nUID:mehrwert\r\n"
            + "ADR;TYPE=WORK:;Suite 5,Floor 2;Hauptstr. 1,Hinterhaus;Berlin;;10117;Germany\r\nEND:VCARD\r\n"
        _ = try importing(card)
        func unfolded() throws -> String { try exported(version).replacingOccurrences(of: "\r\n ", with: "") }
        try editing { $0.postalCode = "10115" }
        #expect(try unfolded().contains("ADR;TYPE=WORK:;Suite 5,Floor 2;Hauptstr. 1,Hinterhaus;Berlin;;10115;Germany\r\n"))
        try editing { $0.city = "Berlin, Mitte"; $0.region = "BE" }
        let text = try unfolded()
        #expect(text.contains("ADR;TYPE=WORK:;Suite 5,Floor 2;Hauptstr. 1,Hinterhaus;Berlin\\, Mitte;BE;10115;Germany\r\n"), "\(text)")
        // The street is the store's one text: the street and extended components go with it.
        try editing { $0.street = "Hauptstr. 2" }
        #expect(try unfolded().contains("ADR;TYPE=WORK:;;Hauptstr. 2;Berlin\\, Mitte;BE;10115;Germany\r\n"))
    }

    /// A review's: a value ending in a lone backslash, padded, escaped the ';' after it and every later
    /// component moved; RFC 9554's parts of the street kept the old street's number and name.
    @Test("a short ADR ending in a backslash keeps its components in place; RFC 9554's parts of an edited street or locality go")
    func addressEditPadsAndClearsFinerParts() throws {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Kurz\r\nORG:Hotel Kurz\r\nCATEGORIES:Hotel\r\nUID:kurz\r\n"
            + "ADR;TYPE=WORK:;;Hauptstr. 1;Berlin\\\r\nEND:VCARD\r\n"
        _ = try importing(card)
        try editing { $0.postalCode = "10115" }
        var text = try exported(.v4_0)
        #expect(text.contains("ADR;TYPE=WORK:;;Hauptstr. 1;Berlin\\\\;;10115;\r\n"), "\(text)")
        var back = try #require(cardHotels(text).first)
        #expect((back.details.city, back.details.postalCode, back.details.region) == ("Berlin\\", "10115", ""))

        let finer = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Fein\r\nORG:Hotel Fein\r\nCATEGORIES:Hotel\r\nUID:fein\r\n"
            + "ADR;TYPE=WORK:;;Hauptstr. 1;Berlin;;10117;Germany;12;;3;1;Hauptstr.;Haus A;;Mitte;Mitte-Nord;near the zoo;north\r\nEND:VCARD\r\n"
        let store = try HotelStore.inMemory()
        try importCards(cardHotels(finer), into: store)
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(1) { $0.details.postalCode = "10115" } }
        text = try store.allHotels().map { String(decoding: HotelCardExporter(version: .v4_0).bytes(for: $0), as: UTF8.self) }.joined()
        #expect(text.replacingOccurrences(of: "\r\n ", with: "")
            .contains(";;Hauptstr. 1;Berlin;;10115;Germany;12;;3;1;Hauptstr.;Haus A;;Mitte;Mitte-Nord;near the zoo;north\r\n"), "\(text)")
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(1) { $0.details.street = "Ringstr. 9" } }
        text = try store.allHotels().map { String(decoding: HotelCardExporter(version: .v4_0).bytes(for: $0), as: UTF8.self) }.joined()
        #expect(text.replacingOccurrences(of: "\r\n ", with: "").contains(";;Ringstr. 9;Berlin;;10115;Germany;;;;;;;;Mitte;Mitte-Nord\r\n"), "\(text)")
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in try batch.update(1) { $0.details.city = "Potsdam" } }
        text = try store.allHotels().map { String(decoding: HotelCardExporter(version: .v4_0).bytes(for: $0), as: UTF8.self) }.joined()
        #expect(text.contains(";;Ringstr. 9;Potsdam;;10115;Germany\r\n"), "\(text)")
        back = try #require(cardHotels(text).first)
        #expect(back.details.street == "Ringstr. 9")
    }

    @Test("a URL or NOTE taken away goes with the Apple label of its group, where nothing else is left in it")
    func removedURLTakesItsLabel() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Apple\r\nORG:Hotel Apple\r\nCATEGORIES:Hotel\r\nUID:apple-1\r\n"
            + "item3.URL:https://apple.example\r\nitem3.X-ABLabel:_$!<HomePage>!$_\r\n"
            + "item4.NOTE:a note\r\nitem4.X-ABLabel:note\r\nitem4.X-ABOther:kept\r\nitem4.TEL:+1 555 0100\r\nEND:VCARD\r\n"
        _ = try importing(card)
        try editing { details in
            details.url = ""
            details.notes = ""
        }
        let text = try exported()
        #expect(!text.contains("item3."), "\(text)")
        // A group that still holds something keeps its label.
        #expect(text.contains("item4.X-ABLabel:note\r\n") && !text.contains("a note"), "\(text)")
    }

    @Test("an edited address drops the label that spelt the old one: a 3.0 LABEL of the address's types, a 4.0 ADR's LABEL=", arguments: [
        ("3.0", "ADR;TYPE=WORK:;;Ludwigstraße 24;München;;80331;Germany\r\nLABEL;TYPE=WORK:Ludwigstraße 24\\n80331 München\r\nLABEL;TYPE=HOME:Am Hang 2\\nTegernsee\r\n"),
        ("4.0", "ADR;TYPE=work;LABEL=\"Ludwigstraße 24\\n80331 München\":;;Ludwigstraße 24;München;;80331;Germany\r\n"),
        // The LABEL before its ADR, and a second WORK address with a label of its own, which stays.
        ("3.0", "LABEL;TYPE=WORK:Bahnhofplatz 1\\nRosenheim\r\nLABEL;TYPE=WORK:Ludwigstraße 24\\n80331 München\r\n"
            + "ADR;TYPE=WORK:;;Ludwigstraße 24;München;;80331;Germany\r\nADR;TYPE=WORK:;;Bahnhofplatz 1;Rosenheim;;;Germany\r\n"),
    ])
    func staleLabel(_ version: String, _ address: String) throws {
        let card = "BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:Hotel Ludwig\r\nORG:Hotel Ludwig\r\nCATEGORIES:Hotel\r\nUID:ludwig\r\n"
            + address + "END:VCARD\r\n"
        _ = try importing(card)
        // Two fields of the address at once (a review's: the second field's rewrite took another ADR's label).
        try editing { $0.street = "Dorfstraße 9"; $0.city = "Gmund" }
        let text = try exported(version == "4.0" ? .v4_0 : .v3_0)
        #expect(text.contains("Dorfstraße 9"), "\(text)")
        #expect(!text.contains("Ludwigstraße"), "\(text)")
        // A label of another address stays.
        if address.contains("HOME") { #expect(text.contains("LABEL;TYPE=HOME:Am Hang 2\\nTegernsee\r\n"), "\(text)") }
        if address.contains("Rosenheim") {
            #expect(text.contains("LABEL;TYPE=WORK:Bahnhofplatz 1\\nRosenheim\r\n") && text.contains("ADR;TYPE=WORK:;;Bahnhofplatz 1;Rosenheim;;;Germany"),
                    "\(text)")
        }
    }

    @Test("a card's own GEO is written as it was; a typed-in one as GEO marked manual")
    func ownAndTypedPositions() throws {
        _ = try importing(hotelCard("Hotel Adlon", uid: "adlon", city: "Berlin", geo: "52.51630;13.38050"))
        #expect(try exported().contains("\r\nGEO:52.51630;13.38050\r\n"))
        try editing { $0.coordinate = Coordinate(latitude: 52.5, longitude: 13.4, source: .manual) }
        let text = try exported()
        #expect(text.contains("\r\nGEO:52.5;13.4\r\nX-HOTELS-GEO-SOURCE:manual\r\n"), "\(text)")
        let back = try #require(cardHotels(text).first)
        #expect(back.details.coordinate == Coordinate(latitude: 52.5, longitude: 13.4, source: .manual))
    }

    @Test("rating and trip go out as X-HOTELS-RATING and X-HOTELS-TRIP and come back, escaped as text")
    func ratingAndTrip() throws {
        _ = try importing(hotelCard("Hotel Adlon", uid: "adlon", city: "Berlin"))
        try editing { details in
            details.rating = 8
            details.trip = "Alps, 2027; spring"
        }
        let text = try exported()
        #expect(text.contains("\r\nX-HOTELS-RATING:8\r\nX-HOTELS-TRIP:Alps\\, 2027\\; spring\r\n"), "\(text)")
        let back = try #require(cardHotels(text).first)
        #expect(back.details.rating == 8)
        #expect(back.details.trip == "Alps, 2027; spring")
        // The store's own copy is unchanged by importing it.
        #expect(try importing(text).unchanged == 1)
    }

    @Test("a hand-entered hotel's card carries its rating, trip and position")
    func freshCard() throws {
        _ = try store.change(command: "add") { batch throws(HotelStoreError) in
            var details = HotelDetails(name: "Hütte")
            details.rating = 6
            details.trip = "Alps"
            details.coordinate = Coordinate(latitude: 47.1, longitude: 12.2, source: .gazetteer, precision: "region")
            try batch.insert(details, uid: "huette")
        }
        let back = try #require(cardHotels(try exported(.v4_0)).first)
        #expect(back.details.rating == 6)
        #expect(back.details.trip == "Alps")
        #expect(back.details.coordinate == Coordinate(latitude: 47.1, longitude: 12.2, source: .gazetteer, precision: "region"))
    }

    @Test("a rating out of 1–10 or not a number is not taken; an empty trip is none", arguments: ["0", "11", "eight", "8.5", ""])
    func badRating(_ value: String) throws {
        let card = try #require(cardHotels(hotelCard("Inn", extra: ["X-HOTELS-RATING:\(value)", "X-HOTELS-TRIP: "])).first)
        #expect(card.details.rating == nil)
        #expect(card.details.trip == nil)
    }

    @Test("a card's guess does not replace a position the store has; --trip wins over the card's trip")
    func guessesAndTrips() throws {
        _ = try importing(hotelCard("Hotel Adlon", uid: "adlon", city: "Berlin", geo: "52.5163;13.3805"))
        let guess = hotelCard("Hotel Adlon", uid: "adlon", city: "Berlin", extra: ["X-HOTELS-GEO;X-HOTELS-PRECISION=locality:52.52;13.40"])
        let plan = try importing(guess)
        #expect(plan.conflicts == 0)
        #expect(try store.allHotels()[0].coordinate == Coordinate(latitude: 52.5163, longitude: 13.3805, source: .card))
        var options = ReconcileOptions()
        options.trip = "Spring"
        _ = try importing(hotelCard("Inn", uid: "inn", city: "Bath", extra: ["X-HOTELS-TRIP:Autumn"]), options: options)
        _ = try importing(hotelCard("Lodge", uid: "lodge", city: "Bath", extra: ["X-HOTELS-TRIP:Autumn"]))
        #expect(try store.allHotels().map(\.trip) == [nil, "Spring", "Autumn"])
    }

    // MARK: - Stay, status, rate and photo

    @Test("stay, status and rate go out as X-HOTELS-STAYED, -STATUS and -RATE and come back; an imported card changes nothing",
          arguments: [VCardVersion.v3_0, .v4_0])
    func stayStatusRate(_ version: VCardVersion) throws {
        _ = try importing(hotelCard("Hotel Adlon", uid: "adlon", city: "Berlin"))
        try editing {
            $0.stayed = Stay(lastDay: Day("2026-05-03"))
            $0.status = .seasonal
            $0.rate = Rate(minorUnits: 3_200_000, currency: "JPY")
        }
        let text = try exported(version)
        #expect(text.contains("\r\nX-HOTELS-STAYED:2026-05-03\r\n"), "\(text)")
        #expect(text.contains("\r\nX-HOTELS-STATUS:seasonal\r\n"))
        #expect(text.contains("\r\nX-HOTELS-RATE:3200000 JPY\r\n"))
        let back = try #require(cardHotels(text).first)
        #expect(back.details == (try store.allHotels()[0].details))
        #expect(try importing(text).unchanged == 1)
        // A stay without a day, and back to open: the status goes, the stay says yes.
        try editing {
            $0.stayed = Stay()
            $0.status = .open
        }
        let again = try exported(version)
        #expect(again.contains("\r\nX-HOTELS-STAYED:yes\r\n") && !again.contains("X-HOTELS-STATUS"), "\(again)")
        #expect(try #require(cardHotels(again).first).details == (try store.allHotels()[0].details))
    }

    @Test("values that say nothing hotels knows are not taken", arguments: [
        "X-HOTELS-STAYED:maybe", "X-HOTELS-STAYED:2026-02-30", "X-HOTELS-STATUS:demolished", "X-HOTELS-RATE:cheap",
        "X-HOTELS-RATE:185,00 EUR",
    ])
    func unknownValues(_ line: String) throws {
        let card = try #require(cardHotels(hotelCard("Inn", extra: [line])).first)
        #expect(card.details.stayed == nil && card.details.status == .open && card.details.rate == nil)
    }

    static let pngBase64 = Data(TestImages.png).base64EncodedString()

    @Test("a card's PHOTO is the hotel's photo: inline base64 in 2.1 and 3.0, a data: URI in 4.0", arguments: [
        ["VERSION:2.1", "PHOTO;PNG;ENCODING=BASE64:" + pngBase64],
        ["VERSION:3.0", "PHOTO;ENCODING=b;TYPE=PNG:" + pngBase64],
        ["VERSION:3.0", "PHOTO;ENCODING=b;TYPE=JPEG:" + pngBase64],
        ["VERSION:4.0", "PHOTO:data:image/png;base64," + pngBase64],
        ["VERSION:4.0", "PHOTO:data:application/octet-stream;base64," + pngBase64.replacingOccurrences(of: "=", with: "")],
    ])
    func cardPhoto(_ lines: [String]) throws {
        let text = (["BEGIN:VCARD"] + lines + ["FN:Inn", "ORG:Inn", "END:VCARD", ""]).joined(separator: "\r\n")
        let card = try #require(cardHotels(text).first)
        #expect(card.details.photo?.bytes == TestImages.png, "the content, whatever TYPE says")
    }

    @Test("a PHOTO that is a link, no image hotels takes or over 1 MB stays in the card's text, not the hotel's photo", arguments: [
        "PHOTO;VALUE=uri:https://example.com/inn.jpg",
        "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(Array(0..<200).map { UInt8($0) }).base64EncodedString(),
        "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(TestImages.jpeg + [UInt8](repeating: 0, count: HotelPhoto.maximumBytes)).base64EncodedString(),
    ])
    func photoLeftInCard(_ line: String) throws {
        _ = try importing(hotelCard("Inn", uid: "inn", extra: [line]))
        let hotel = try store.allHotels()[0]
        #expect(hotel.photo == nil)
        // Exported as it came, and read back the same.
        let text = try exported()
        #expect(text.contains(line.prefix(40)))
        #expect(try importing(text).unchanged == 1)
    }

    @Test("a photo given to an imported hotel replaces the card's PHOTO in its own syntax; unset, it goes; the rest stays",
          arguments: [VCardVersion.v3_0, .v4_0])
    func photoOfImportedHotel(_ version: VCardVersion) throws {
        let jpeg = Data(TestImages.jpeg).base64EncodedString()
        let own = version == .v4_0 ? "PHOTO:data:image/jpeg;base64,\(jpeg)" : "PHOTO;ENCODING=b;TYPE=JPEG:\(jpeg)"
        var card = hotelCard("Inn", uid: "inn", city: "Bath", extra: [own, "X-MINE:kept"])
        if version == .v4_0 { card = card.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0") }
        _ = try importing(card)
        #expect(try store.allHotels()[0].photo?.bytes == TestImages.jpeg)
        try editing { $0.photo = HotelPhoto(bytes: TestImages.png) }
        let text = try exported(version)
        let expected = version == .v4_0 ? "\r\nPHOTO:data:image/png;base64,iVBOR" : "\r\nPHOTO;ENCODING=b;TYPE=PNG:iVBOR"
        #expect(text.contains(expected), "\(text)")
        #expect(try store.allHotels()[0].photo?.bytes == TestImages.png)
        #expect(!text.contains(jpeg) && text.contains("X-MINE:kept"))
        #expect(try #require(cardHotels(text).first).details.photo?.bytes == TestImages.png)
        try editing { $0.photo = nil }
        let unset = try exported(version)
        #expect(!unset.contains("PHOTO") && unset.contains("X-MINE:kept"), "\(unset)")
    }

    @Test("a card's PHOTO link stays when the hotel's photo is given, replaced or removed; the photo is the first PHOTO that is one")
    func photoLinkKept() throws {
        let link = "PHOTO;VALUE=uri:https://example.com/logo.png"
        let inline = "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(TestImages.jpeg).base64EncodedString()
        // A link before the photo: the photo is still the hotel's.
        #expect(try #require(cardHotels(hotelCard("Inn", extra: [link, inline])).first).details.photo?.bytes == TestImages.jpeg)
        _ = try importing(hotelCard("Inn", uid: "inn", city: "Bath", extra: [link]))
        try editing { $0.photo = HotelPhoto(bytes: TestImages.gif) }
        let given = try exported()
        #expect(given.contains("\r\n" + link + "\r\n") && given.contains("PHOTO;ENCODING=b;TYPE=GIF:R0lG"), "\(given)")
        #expect(try #require(cardHotels(given).first).details.photo?.bytes == TestImages.gif)
        #expect(try importing(given).unchanged == 1)
        try editing { $0.photo = nil }
        let removed = try exported()
        #expect(removed.contains("\r\n" + link + "\r\n") && !removed.contains("R0lG"), "\(removed)")
    }

    /// A probe's: Radicale keeps of a 4.0 `PHOTO:data:image/png;base64,…`
    /// what comes before the comma; every merge that wrote the hotel's photo
    /// put it beside that empty line, which the server then cut in turn: one
    /// more PHOTO line a run.
    @Test("a PHOTO a server cut off whole (no data left) is replaced by the hotel's photo, not kept beside it",
          arguments: ["PHOTO:data:image/png\\;base64", "PHOTO:data:image/png;base64,", "PHOTO;ENCODING=b;TYPE=PNG:"])
    func photoCutOffWhole(_ cut: String) throws {
        let card = hotelCard("Inn", uid: "inn", city: "Bath", extra: [cut, "X-MINE:kept"]).replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0")
        _ = try importing(card)
        try editing { $0.photo = HotelPhoto(bytes: TestImages.png) }
        let text = try exported(.v4_0)
        #expect(text.components(separatedBy: "PHOTO").count == 2, "\(text)")
        #expect(text.contains("PHOTO:data:image/png;base64,iVBOR") && text.contains("X-MINE:kept"), "\(text)")
        // A link, and a picture cut short that still holds some of its data, stay the card's own.
        let partial = "PHOTO:data:image/png;base64,AAAA"
        let store = try HotelStore.inMemory()
        _ = try importCards(cardHotels(hotelCard("Inn", uid: "inn", city: "Bath", extra: [partial])), into: store)
        _ = try store.change(command: "edit") { batch throws(HotelStoreError) in
            try batch.update(1) { $0.details.photo = HotelPhoto(bytes: TestImages.gif) }
        }
        let kept = String(decoding: HotelCardExporter(version: .v3_0).bytes(for: try store.allHotels()[0]), as: UTF8.self)
        #expect(kept.contains(partial) && kept.contains("R0lG"), "\(kept)")
    }

    @Test("a hand-entered hotel's photo goes out in each version's syntax and comes back byte for byte",
          arguments: [(VCardVersion.v3_0, "PHOTO;ENCODING=b;TYPE=GIF:R0lG"), (.v4_0, "PHOTO:data:image/gif;base64,R0lG")])
    func freshCardPhoto(_ version: VCardVersion, _ start: String) throws {
        _ = try store.change(command: "add") { batch throws(HotelStoreError) in
            var details = HotelDetails(name: "Hütte")
            details.photo = HotelPhoto(bytes: TestImages.gif)
            try batch.insert(details, uid: "huette")
        }
        let text = try exported(version)
        #expect(text.contains("\r\n" + start), "\(text)")
        #expect(try #require(cardHotels(text).first).details.photo?.bytes == TestImages.gif)
    }

    @Test("a number edited in place keeps its line's types and group, less how the old one was written")
    func numberEditedInPlace() throws {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hotel Sacher\r\nORG:Hotel Sacher\r\nCATEGORIES:Hotel\r\nUID:sacher-1\r\n"
            + "item1.TEL;VALUE=uri;TYPE=work,voice:tel:+43-1-514560\r\nitem1.X-ABLabel:front desk\r\n"
            + "TEL;TYPE=fax:+43 1 514561\r\nADR;TYPE=work:;;Philharmoniker Str. 4;Wien;;1010;Austria\r\nEND:VCARD\r\n"
        _ = try importing(card)
        try editing { $0.phones = ["+43 1 999", "+43 1 514561"] }
        let text = try exported(.v4_0)
        #expect(text.contains("item1.TEL;TYPE=work,voice:+43 1 999\r\n") && text.contains("item1.X-ABLabel:front desk\r\n"), "\(text)")
        #expect(text.contains("TEL;TYPE=fax:+43 1 514561\r\n"), "\(text)")
        #expect(!text.contains("514560") && !text.contains("VALUE=uri"), "\(text)")
    }
}
