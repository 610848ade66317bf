import HotelStore
import TextFolding
import VCard

extension Hotel {
    /// The UID the hotel's stored card bears: the hotel's own, or another
    /// where the hotel was made under a UID of its own (its card's being
    /// another hotel's). `nil` for a hotel without a card, or whose card
    /// has no UID.
    var storedCardUID: String? {
        guard !card.isEmpty, let stored = VCardReader.keptCard(card) else { return nil }
        return CardSummary(stored).uid?.trimmedWhitespace
    }
}
