import Books
import HotelStore
import Reconcile
import Testing

/// A probe's: a hotel whose UID a person's card in the book bears (the
/// hotel came from another book, where the same card is a place to stay)
/// was written beside it under the same UID — a second card of one UID in
/// a .vcf file or a vdir, which other clients merge, and on a CardDAV
/// server a refusal (409, no-uid-conflict) on every run, forever.
@Suite("A hotel's card is never written under a UID another card of the book bears", .syncServer)
struct UIDTakenTests {
    static let uid = "shared-uid-1"

    /// A person's card bearing ``uid``, in a file (or at an href) of another name.
    static func fixture(_ kind: BookKind) throws -> (SyncFixture, person: String) {
        let person = Cards.person("Paul Person", uid: uid)
        let fixture = try SyncFixture(kind)
        fixture.addToBook(person, fileName: "paul.vcf")
        return (fixture, person)
    }

    func addHotel(to fixture: SyncFixture) throws {
        var details = HotelDetails(name: "Hotel Shared")
        (details.city, details.country) = ("Lisbon", "PT")
        _ = try fixture.store.change(command: "import") { writer throws(HotelStoreError) in try writer.insert(details, uid: Self.uid) }
    }

    /// The UIDs of the book's cards, and the person's card as it is.
    func check(_ fixture: SyncFixture, person: String, kind: BookKind) {
        let cards = fixture.bookCards().map(\.text)
        let uids = cards.compactMap(SyncFixture.uid(of:))
        #expect(uids.count == 2 && Set(uids).count == 2, "\(kind): \(cards)")
        #expect(cards.contains { $0.contains("FN:Hotel Shared") } && cards.contains { $0.contains("FN:Paul Person") }, "\(kind): \(cards)")
        if kind != .radicale { #expect(cards.contains(person), "\(kind): \(cards)") }
    }

    @Test("on the book's first sync", arguments: BookKind.available)
    func firstSync(kind: BookKind) throws {
        let (fixture, person) = try Self.fixture(kind)
        try addHotel(to: fixture)
        let outcome = try fixture.sync()
        #expect(outcome.refused.isEmpty && outcome.plan.counts.pushedCreated == 1, "\(kind): \(outcome.refused)")
        #expect(outcome.plan.notes.contains { if case .uidTaken = $0.kind { true } else { false } })
        check(fixture, person: person, kind: kind)
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("where the person's card was judged no place to stay by an earlier run, and not read since", arguments: BookKind.available)
    func judgedBefore(kind: BookKind) throws {
        let (fixture, person) = try Self.fixture(kind)
        try fixture.sync()
        try addHotel(to: fixture)
        let outcome = try fixture.sync()
        #expect(outcome.refused.isEmpty && outcome.plan.counts.pushedCreated == 1, "\(kind): \(outcome.refused)")
        check(fixture, person: person, kind: kind)
        #expect(try !fixture.sync().plan.changesAnything)
    }
}
