import Books
import Foundation
import HotelStore
import Reconcile
import Testing
import HotelsTestSupport

/// A book rewritten in place — truncated, then written again card by card,
/// as a shell's `>` or an editor without a backup copy does — lacks cards
/// for a moment. A sync that catches it then must not take them as gone.
@Suite("A book caught while it is written")
struct SettleTests {
    static let names = ["Hotel Alfama", "Hotel Baixa", "Hotel Chiado"]

    /// A synced .vcf book of three hotels, and the ids the store gave them.
    static func synced() throws -> (SyncFixture, [String: Hotel.ID]) {
        let fixture = try SyncFixture(.file, cards: names.enumerated().map {
            Cards.hotel($0.element, uid: "u\($0.offset)", postalCode: "1100-00\($0.offset)")
        })
        try fixture.sync()
        let ids = try fixture.storeHotels().mapValues(\.id)
        try #require(ids.count == 3)
        return (fixture, ids)
    }

    /// (The book's reader rejects such a card: ``Books/CardSource``.)
    /// Gives the fixture's book three seconds to settle and writes its file
    /// again in place as far as the card named `name`, then, half a second
    /// later on a thread of its own, whole: what a slow writer leaves
    /// between two cards. Returns the whole text.
    static func caughtWhileWritten(_ fixture: SyncFixture, before name: String) throws -> String {
        fixture.options.settleTime = 3
        let whole = fixture.bookFileText()
        let path = fixture.folder.path("book.vcf")
        let card = try #require(whole.range(of: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)"))
        try String(whole[..<card.lowerBound]).write(toFile: path, atomically: false, encoding: .utf8)
        Thread {
            Thread.sleep(forTimeInterval: 0.5)
            try? whole.write(toFile: path, atomically: false, encoding: .utf8)
        }.start()
        return whole
    }

    @Test("a card cut short (no END:VCARD) is not taken, and holds back every deletion")
    func cutCard() throws {
        let (fixture, ids) = try Self.synced()
        let whole = fixture.bookFileText()
        let path = fixture.folder.path("book.vcf")
        // Caught inside the second card: its NOTE-less tail and the third card are not written yet.
        let second = try #require(whole.range(of: "FN:Hotel Baixa"))
        try String(whole[..<second.upperBound]).appending("\r\n").write(toFile: path, atomically: false, encoding: .utf8)
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledDeleted == 0 && outcome.plan.counts.pulledUpdated == 0, "\(outcome.plan.counts.summary)")
        #expect(try fixture.storeHotels().mapValues(\.id) == ids)
        #expect(try fixture.storeHotel(named: "Hotel Baixa")?.details.street == "1 Rua Augusta")
        let note = try #require(outcome.plan.notes.first { $0.kind == .unreadable })
        #expect(note.message.contains("no END:VCARD") && note.message.contains("no card gone from the book is deleted"), "\(note.message)")
        #expect(note.place == "\(path):9", "\(note.place)")
        // Written whole again: nothing to do, the same hotels.
        try whole.write(toFile: path, atomically: false, encoding: .utf8)
        let after = try fixture.sync()
        #expect(after.plan.counts == SyncCounts(), "\(after.plan.counts.summary)")
        #expect(try fixture.storeHotels().mapValues(\.id) == ids)
    }

    @Test("a card missing from a file written a moment ago waits until the file stands still")
    func rewrittenInPlace() throws {
        let (fixture, ids) = try Self.synced()
        // Caught between cards: the first two are written, the third is not yet.
        let whole = try Self.caughtWhileWritten(fixture, before: "Hotel Chiado")
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledDeleted == 0, "\(outcome.plan.counts.summary)")
        #expect(try fixture.storeHotels().mapValues(\.id) == ids)
        #expect(fixture.bookFileText() == whole)
    }

    @Test("a file caught with most of its cards not yet written is read again, not stopped by the deletion guard")
    func settledBeforeTheGuard() throws {
        let fixture = try SyncFixture(.file, cards: (0..<8).map { Cards.hotel("Hotel \($0)", uid: "g\($0)", postalCode: "1100-01\($0)") })
        try fixture.sync()
        _ = try Self.caughtWhileWritten(fixture, before: "Hotel 2")
        let outcome = try fixture.sync()
        #expect(outcome.stopped == nil, "\(outcome.stopped ?? "")")
        #expect(outcome.plan.counts.pulledDeleted == 0, "\(outcome.plan.counts.summary), \(outcome.attempts) attempts")
        #expect(try fixture.store.count() == 8)
    }

    /// A probe's: another program appending a contact while cron's sync
    /// ran had its second half written into the file the sync had just
    /// renamed away: the contact stayed cut short for good.
    @Test("a card cut short at the end of a file written a moment ago is waited for: the book written after it holds it whole")
    func appendedWhileSynced() throws {
        let (fixture, ids) = try Self.synced()
        fixture.options.settleTime = 3
        // The store's edit makes the sync write the book.
        try fixture.editStore(named: "Hotel Baixa") { $0.notes = "changed in the store" }
        let person = Cards.person("Jane Doe", uid: "jane")
        let cut = try #require(person.range(of: "FN:"))
        let path = fixture.folder.path("book.vcf")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(person[..<cut.lowerBound].utf8))
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            handle.write(Data(person[cut.lowerBound...].utf8))
            try? handle.close()
        }
        writer.start()
        let outcome = try fixture.sync()
        #expect(!outcome.plan.notes.contains { $0.kind == .unreadable }, "\(outcome.plan.notes.map(\.message))")
        #expect(fixture.bookFileText().hasSuffix(person), "\(fixture.bookFileText())")
        #expect(fixture.bookFileText().contains("NOTE:changed in the store"))
        #expect(try fixture.storeHotels().mapValues(\.id) == ids)
    }

    @Test("a card gone from a file that stood still is deleted")
    func goneForGood() throws {
        let (fixture, _) = try Self.synced()
        fixture.options.settleTime = 0.2
        fixture.deleteFromBook(uid: "u2")
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledDeleted == 1, "\(outcome.plan.counts.summary)")
        #expect(Set(try fixture.storeHotels().keys) == Set(Self.names.prefix(2)))
    }

    @Test("settling a file that changed since the scan says it changed")
    func settleSeesAChange() throws {
        let folder = TemporaryDirectory("hotels-settle")
        let path = folder.path("book.vcf")
        let card = Cards.hotel("Hotel Alfama", uid: "u0")
        try card.write(toFile: path, atomically: false, encoding: .utf8)
        // An old file: settling it waits for nothing, and finds it as scanned.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        let book = CardFileBook(path: path)
        _ = try book.scan { _ throws(BookError) in }
        try book.settle(for: 3600)
        // Changed after the scan, in place and within the interval: the wait sees it.
        _ = try book.scan { _ throws(BookError) in }
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            try? (card + card).write(toFile: path, atomically: false, encoding: .utf8)
        }
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        _ = try book.scan { _ throws(BookError) in }
        writer.start()
        #expect(throws: BookError.changedMeanwhile(path: path, item: nil)) { try book.settle(for: 3) }
    }
}
