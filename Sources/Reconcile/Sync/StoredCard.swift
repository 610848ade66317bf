import HotelStore
import VCard

/// A card as last synced, as a merge takes it: its hotel fields and its REV
/// (without the match keys a card read from the book is given).
struct StoredCard {
    var details: HotelDetails
    var revision: Timestamp?

    /// What a stored card text says; `nil` when it cannot be read or names nothing.
    init?(_ text: String) {
        guard !text.isEmpty, let card = VCardReader.read(bytes: Array(text.utf8)).cards.first else { return nil }
        let summary = CardSummary(card)
        guard let details = CardHotel.details(of: summary) else { return nil }
        self.details = details
        revision = CardHotel.revision(of: summary)
    }
}
