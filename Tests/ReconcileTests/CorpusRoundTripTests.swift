import Foundation
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing
import VCard

/// Import → export of every valid vCard in the shared corpus, with --all,
/// keeps every property of every imported card.
struct CorpusRoundTripTests {
    static let files = CorpusEntry.all().filter { $0.isPlainVCard && $0.intent == "valid" }

    /// A property as text that does not depend on how it was written.
    static func normalized(_ property: Property) -> String {
        let parameters = property.parameters
            .map { "\($0.canonicalName.uppercased())=\($0.values.map { $0.lowercased() }.sorted().joined(separator: ","))" }
            .sorted()
        return "\(property.group?.lowercased() ?? "").\(property.name.uppercased());\(parameters.joined(separator: ";")):\(property.value)"
    }

    @Test("every property of every imported card comes back out of export", arguments: files)
    func roundTrip(_ entry: CorpusEntry) throws {
        let cards = VCardReader.read(bytes: try entry.bytes()).cards
        let selector = LodgingSelector(mode: .all)
        var taken: [(Card, CardHotel)] = []
        for (index, card) in cards.enumerated() where selector.skipReason(for: card) == nil {
            let text = String(decoding: VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self)
            if let hotel = CardHotel(card: card, text: text, cardNumber: index + 1) { taken.append((card, hotel)) }
        }
        guard !taken.isEmpty else { return }
        let store = try HotelStore.inMemory()
        let plan = try importCards(taken.map(\.1), into: store)
        let hotels = try store.allHotels()
        #expect(hotels.count == plan.created)
        for (entryIndex, planEntry) in plan.entries.enumerated() {
            guard let (card, _) = taken.first(where: { $0.1.cardNumber == planEntry.cards[0] }) else { continue }
            let version: VCardVersion = card.version == .v4_0 ? .v4_0 : .v3_0
            let expected = VCardReader.read(bytes: VCardWriter(options: WriterOptions(version: version)).write(card)).cards.first
            let exported = VCardReader.read(bytes: HotelCardExporter(version: version).bytes(for: hotels[entryIndex])).cards.first
            let have = Set((exported?.properties ?? []).map(Self.normalized))
            for property in expected?.properties ?? [] where !have.contains(Self.normalized(property)) {
                // A second card of the same hotel may have filled a field of the first.
                if planEntry.cards.count > 1 { continue }
                Issue.record("\(entry.path) card \(planEntry.cards[0]): lost \(Self.normalized(property).prefix(120))")
            }
        }
    }
}
