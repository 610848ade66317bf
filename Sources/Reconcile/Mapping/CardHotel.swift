import Gazetteer
import HotelStore
import VCard

/// A hotel as a card describes it: the fields `hotels` keeps, read from the
/// card's typed views, plus what matching and merging need.
public struct CardHotel: Sendable {
    public var details: HotelDetails
    public var uid: String?
    /// The card's REV, when it has one that parses.
    public var revision: Timestamp?
    /// The card's text, as read (its own version, its own bytes).
    public var text: String
    /// Where it came from, for messages: the card's number and first line.
    public var cardNumber: Int
    public var line: Int

    /// Reads the hotel fields of `card`; `nil` when it has no usable name.
    public init?(card: Card, text: String, cardNumber: Int = 0, line: Int = 0) {
        self.init(summary: CardSummary(card), text: text, cardNumber: cardNumber, line: line)
    }

    init?(summary card: CardSummary, text: String, cardNumber: Int, line: Int) {
        guard let name = card.name, !name.isEmpty else { return nil }
        var details = HotelDetails(name: name)
        // The work address first (hotels' cards say TYPE=work), else the first.
        let addresses = card.addresses.filter { !$0.isEmpty }
        if let address = addresses.first(where: { $0.types.contains("WORK") }) ?? addresses.first {
            details.street = [address.street, address.extended].filter { !$0.isEmpty }.joined(separator: ", ").trimmedSpaces
            details.city = address.locality.trimmedSpaces
            details.region = address.region.trimmedSpaces
            details.postalCode = address.postalCode.trimmedSpaces
            let country = address.country.trimmedSpaces
            details.country = Country.named(country)?.code ?? country
        }
        details.phones = card.phones.map(\.trimmedSpaces).filter { !$0.isEmpty }
        details.emails = card.emails.map(\.trimmedSpaces).filter { !$0.isEmpty }
        details.url = card.url?.trimmedSpaces ?? ""
        details.notes = card.note ?? ""
        if let geo = card.geo, (-90...90).contains(geo.latitude), (-180...180).contains(geo.longitude) {
            details.coordinate = Coordinate(latitude: geo.latitude, longitude: geo.longitude, source: .card)
        }
        self.details = details
        self.uid = card.uid?.trimmedSpaces.nonEmpty
        self.revision = card.revision.flatMap { Timestamp(iso8601: $0.trimmedSpaces) }
        self.text = text
        self.cardNumber = cardNumber
        self.line = line
    }

    /// Selects and maps `card` in one pass: the hotel, or why it was skipped.
    public static func select(_ card: Card, with selector: LodgingSelector, text: () -> String,
                              cardNumber: Int, line: Int) -> Result<CardHotel, LodgingSelector.SkipReason> {
        if let reason = selector.skipReason(for: CardSummary(card, full: false)) { return .failure(reason) }
        guard let hotel = CardHotel(summary: CardSummary(card), text: text(), cardNumber: cardNumber, line: line) else {
            return .failure(.noName)
        }
        return .success(hotel)
    }
}

extension LodgingSelector.SkipReason: Error {}

extension String {
    var trimmedSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    var nonEmpty: String? { isEmpty ? nil : self }
}
