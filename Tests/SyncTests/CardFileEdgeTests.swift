import Books
import Foundation
import HotelStore
import Reconcile
import Testing
import VCard
import HotelsTestSupport

/// A .vcf book's edges that a write must not make worse: a card the file
/// ends inside, and a file that holds no card at all.
@Suite("A .vcf book's edges")
struct CardFileEdgeTests {
    static let fragment = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Cut Short\r\nORG:Hotel Cut Short\r\nCATEGORIES:Hotel\r\n"

    @Test("a new card goes before a card the file ends inside, which stays cut short and unread")
    func newCardBeforeCutTail() throws {
        let fixture = try SyncFixture(.file, cards: [Cards.hotel("Hotel Alfama", uid: "alfama")])
        try fixture.sync()
        let path = fixture.folder.path("book.vcf")
        let before = fixture.bookFileText()
        try (before + Self.fragment).write(toFile: path, atomically: false, encoding: .utf8)
        _ = try fixture.store.change(command: "add") { writer throws(HotelStoreError) in
            try writer.insert(HotelDetails(name: "Hotel Novo"))
        }
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pushedCreated == 1, "\(outcome.plan.counts.summary)")
        let text = fixture.bookFileText()
        #expect(text.hasPrefix(before))
        #expect(text.hasSuffix("END:VCARD\r\n" + Self.fragment), "\(text)")
        #expect(text.contains("FN:Hotel Novo"))
        // The fragment is still no card: nothing made of it, and nothing else to do.
        let again = try fixture.sync()
        #expect(again.plan.counts.pulledCreated == 0 && again.plan.counts.pushedCreated == 0, "\(again.plan.counts.summary)")
        #expect(try fixture.storeHotel(named: "Hotel Cut Short") == nil)
        #expect(again.plan.notes.contains { $0.kind == .unreadable })
        #expect(fixture.bookFileText() == text)
    }

    @Test("a file of other text, with no card, is not an address book: the sync stops and writes nothing to it")
    func fileWithoutCards() throws {
        let fixture = try SyncFixture(.file, cards: [])
        let path = fixture.folder.path("book.vcf")
        let todo = "my todo list\nbuy milk\n"
        try todo.write(toFile: path, atomically: false, encoding: .utf8)
        _ = try fixture.store.change(command: "add") { writer throws(HotelStoreError) in
            try writer.insert(HotelDetails(name: "Hotel Novo"))
        }
        let error = #expect(throws: SyncError.self) { try fixture.sync() }
        #expect(error?.description == "\(path): not an address book: it holds text but no card (no BEGIN:VCARD line)", "\(String(describing: error))")
        #expect(fixture.bookFileText() == todo)
        // An empty file is a book of no card, which a sync fills.
        try "".write(toFile: path, atomically: false, encoding: .utf8)
        try fixture.sync()
        #expect(fixture.bookFileText().contains("FN:Hotel Novo"))
    }

    /// A probe's: the card a sync kept as the hotel's was its bytes read as
    /// UTF-8, so every ISO-8859-1 letter became U+FFFD, and the next edit
    /// wrote them into the book (its LABEL went too).
    @Test("a vCard 2.1 card in ISO-8859-1, synced and edited in the store, keeps every other property's text, LABEL too")
    func latin1CardEdited() throws {
        let fixture = try SyncFixture(.file, cards: [])
        let path = fixture.folder.path("book.vcf")
        let card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1:;Gasthof Br".utf8) + [0xE4]
            + Array("u;;;\r\nFN;CHARSET=ISO-8859-1:Gasthof Br".utf8) + [0xE4] + Array("u\r\nTITLE;CHARSET=ISO-8859-1:R".utf8) + [0xE9]
            + Array("ception\r\nLABEL;WORK;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Hauptstr. 1=0D=0AM=FCnchen\r\n".utf8)
            + Array("ADR;WORK;CHARSET=ISO-8859-1:;;Hauptstr. 1;M".utf8) + [0xFC] + Array("nchen;;80331;Deutschland\r\n".utf8)
            + Array("CATEGORIES:Hotels\r\nUID:brau\r\nEND:VCARD\r\n".utf8)
        try Data(card).write(to: URL(fileURLWithPath: path))
        try fixture.sync()
        let hotel = try #require(try fixture.storeHotel(named: "Gasthof Bräu"))
        _ = try fixture.store.change(command: "edit") { writer throws(HotelStoreError) in
            _ = try writer.update(hotel.id) { $0.details.phones = ["+49 89 1234"] }
        }
        try fixture.sync()
        let book = try #require(VCardReader.read(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))).cards.first)
        let values = Dictionary(book.properties.map { ($0.name.uppercased(), $0.value) }) { first, _ in first }
        #expect(values["N"] == ";Gasthof Bräu;;;")
        #expect(values["TITLE"] == "Réception")
        #expect(values["LABEL"] == "Hauptstr. 1\\nMünchen", "\(values)")
        #expect(values["TEL"] == "+49 89 1234")
    }
}
