import Books
import Foundation
import HotelStore
import Reconcile
import Testing
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
}
