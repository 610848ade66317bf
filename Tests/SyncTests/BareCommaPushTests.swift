import HotelStore
import Reconcile
import Testing

/// A probe's: a hotel imported from a card with a bare comma in its NOTE
/// ("Room 12, sea view"), pushed into a CardDAV collection as it was read,
/// came back from Radicale as "Room 12" — vobject reads a 3.0 text value as
/// a list and keeps its first item — and nothing said so; khard reads a
/// vdir so too.
@Suite("A card a sync puts into a book", .syncServer)
struct BareCommaPushTests {
    @Test("has its text values' commas escaped, reads back as the store has it, and leaves the book's other cards as they were",
          arguments: BookKind.available)
    func commasEscaped(kind: BookKind) throws {
        let person = Cards.person("Ana Lima", uid: "a-person")
        let fixture = try SyncFixture(kind, cards: [person])
        try fixture.sync()
        let note = "Room 12, sea view, ask for Gino"
        // (A URI has no escapes: a review's. Radicale cuts it at its comma all the same, escaped or not: its reader's doing.)
        let uri = "X-SOCIALPROFILE;VALUE=uri:https://x.example/a,b"
        let card = Cards.hotel("Hotel Comma", uid: "h-comma", note: note, extra: ["TITLE:Front desk, night", #"X-WHERE:Napoli\, Centro"#, uri])
        var details = HotelDetails(name: "Hotel Comma")
        (details.city, details.postalCode, details.country, details.notes) = ("Lisbon", "1100-001", "PT", note)
        _ = try fixture.store.change(command: "import") { writer throws(HotelStoreError) in try writer.insert(details, uid: "h-comma", card: card) }
        #expect(try fixture.sync().plan.counts.pushedCreated == 1)
        let pushed = try #require(fixture.bookCards().first { $0.text.contains("Hotel Comma") }).text
        #expect(pushed.contains(#"NOTE:Room 12\, sea view\, ask for Gino"#), "\(pushed)")
        #expect(pushed.contains(#"TITLE:Front desk\, night"#) && pushed.contains(#"X-WHERE:Napoli\, Centro"#), "\(pushed)")
        if kind != .radicale { #expect(pushed.contains(uri), "\(pushed)") }
        #expect(fixture.bookHotels()["Hotel Comma"]?.notes == note)
        if kind != .radicale { #expect(fixture.bookCards().contains { $0.text == person }) }
        #expect(try !fixture.sync().plan.changesAnything)
    }
}
