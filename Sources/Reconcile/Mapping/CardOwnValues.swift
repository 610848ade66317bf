import HotelStore
import VCard

/// What a hotel's card holds beside the fields the store keeps: the URLs
/// and NOTEs after the first (the store's url and notes are the first's).
/// They are the card's own and stay when the field is rewritten, but go
/// while it is empty — one left would be read as the field — so `show`
/// lists them and `edit` names those it removes.
public struct CardOwnValues: Sendable, Equatable {
    /// The URLs after the first, unescaped, in card order.
    public let urls: [String]
    /// The NOTEs after the first, unescaped, in card order.
    public let notes: [String]

    /// The values of `hotel`'s card as an export writes it (none for a hotel entered by hand).
    public init(of hotel: Hotel) {
        guard !hotel.card.isEmpty else {
            (urls, notes) = ([], [])
            return
        }
        let summary = CardSummary(HotelCardExporter(version: .v4_0).card(for: hotel))
        (urls, notes) = (Array(summary.urls.dropFirst()), Array(summary.notes.dropFirst()))
    }
}
