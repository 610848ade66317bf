import Books
import Foundation
import HotelStore
import Reconcile
import Testing

/// A card a sync creates in a book is written in the version of the book's
/// first card — on a run that reads none of the book's cards (every one
/// known at its version) as on one that reads them all.
@Suite("The version of a new card", .syncServer)
struct NewCardVersionTests {
    /// `card` as vCard 4.0.
    static func v4(_ card: String) -> String { card.replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0") }

    /// A book of a person (first, in every kind's order) and two hotels, in `version`.
    static func book(_ version: String) -> [String] {
        let cards = [Cards.person("Ana Lima", uid: "a-person"), Cards.hotel("Hotel Avenida", uid: "h-avenida"),
                     Cards.hotel("Hotel Baixa", uid: "h-baixa", postalCode: "1100-002")]
        return version == "4.0" ? cards.map(v4) : cards
    }

    /// The text of the book's card that holds `name`.
    static func card(named name: String, in fixture: SyncFixture) throws -> String {
        try #require(fixture.bookCards().first { $0.text.contains("FN:\(name)") }).text
    }

    @Test("a hotel added to the store after a sync goes into the book in its first card's version, though the run reads no card",
          arguments: BookKind.available, ["4.0", "3.0"])
    func knownBook(kind: BookKind, version: String) throws {
        let fixture = try SyncFixture(kind, cards: Self.book(version))
        try fixture.sync()
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pushedCreated == 1)
        let pushed = try Self.card(named: "Grande Hotel", in: fixture)
        #expect(pushed.contains("VERSION:\(version)"), "\(kind) \(version) book got \(pushed)")
        #expect(try !fixture.sync().plan.changesAnything)
    }

    @Test("the first card decides, not the first card a run reads", arguments: BookKind.available)
    func firstCardDecides(kind: BookKind) throws {
        let fixture = try SyncFixture(kind, cards: Self.book("3.0"))
        try fixture.sync()
        // Another client adds a 4.0 card: the only card the next run reads.
        fixture.addToBook(Self.v4(Cards.hotel("Hotel Chiado", uid: "h-chiado", postalCode: "1100-003")))
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        let outcome = try fixture.sync()
        #expect(outcome.plan.counts.pulledCreated == 1 && outcome.plan.counts.pushedCreated == 1)
        #expect(try Self.card(named: "Grande Hotel", in: fixture).contains("VERSION:3.0"))
    }

    @Test("a first card that cannot be read: new cards take the next card's version (and a .vcf file's line breaks), though the run reads no card",
          arguments: [BookKind.file, .vdir])
    func unreadableFirstCard(kind: BookKind) throws {
        var cards = Array(Self.book("4.0").dropFirst())
        if kind == .file {
            // LF line breaks, and a first card over the book's value limit.
            let long = String(repeating: "x", count: SyncFixture.valueLimit + 10)
            cards.insert(Cards.person("Ana Lima", uid: "a-person").replacingOccurrences(of: "FN:Ana Lima\r\n", with: "FN:Ana Lima\r\nNOTE:\(long)\r\n"), at: 0)
            cards = cards.map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
        }
        let fixture = try SyncFixture(kind, cards: cards)
        // The vdir's first file, by name, holds no card.
        if kind == .vdir { fixture.addToBook("not a card\r\n", fileName: "a-broken.vcf") }
        try fixture.sync()
        try fixture.addToStore(SyncScenarioTests.details("Grande Hotel", city: "Faro"))
        try fixture.sync()
        let pushed = try Self.card(named: "Grande Hotel", in: fixture)
        #expect(pushed.contains("VERSION:4.0"), "\(kind) book got \(pushed)")
        if kind == .file { #expect(!fixture.bookFileText().contains("\r")) }
    }
}
