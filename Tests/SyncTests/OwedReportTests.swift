import Books
import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing

/// A book whose writes fail while `failing` is set, as a folder made
/// read-only or a server gone away between a run's read and its write.
private final class FailingBook: ForwardingBook {
    var failing = true

    override func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        if failing && !changes.isEmpty { throw .cannotWrite(path: location, reason: "read-only file system") }
        return try inner.apply(changes, afterEachWrite: afterEachWrite)
    }
}

/// What a run is to say is kept before it writes, for a run killed after
/// its writes (the next run says it): a run whose write failed wrote
/// nothing, and has nothing to say of it.
@Suite("What a sync owes its user")
struct OwedReportTests {
    /// A review's: a run stopped by a book that could not be written left
    /// its conflict's line owed, and the next run said it "by a run killed
    /// before it said so" beside its own, contrary, settlement.
    @Test("a run whose book write fails owes nothing of it; the next run says only its own", arguments: BookKind.local)
    func failedWriteOwesNothing(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: [Cards.hotel("Hotel Avenida", uid: "avenida")])
        try fixture.sync()
        fixture.editBook(uid: "avenida") { $0.replacingOccurrences(of: "END:VCARD", with: "NOTE:book edit\r\nEND:VCARD") }
        try fixture.editStore(named: "Hotel Avenida") { $0.notes = "store edit" }
        var options = fixture.options
        options.now = .now()
        options.onConflict = .store
        let failing = FailingBook(fixture.book)
        #expect(throws: SyncError.self) {
            try SyncRunner(book: failing, name: fixture.name, store: fixture.store, options: options, selector: fixture.selector).run()
        }
        #expect(try fixture.store.owedSyncReport(book: fixture.name) == [])
        options.onConflict = .book
        let next = try SyncRunner(book: fixture.book, name: fixture.name, store: fixture.store, options: options, selector: fixture.selector).run()
        #expect(next.owed == [])
        #expect(next.plan.notes.filter(\.isReported).map(\.message).contains { $0.contains("the book's value") }, "\(next.plan.notes)")
    }
}
