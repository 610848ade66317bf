import TextFolding
import VCard

/// Decides which cards of an address book are places to stay.
///
/// A card is a hotel when its CATEGORIES name lodging (Hotel, Lodging,
/// Unterkunft, ホテル…), or when it is an organization's card — KIND:org or
/// location, Apple's X-ABShowAs:COMPANY, or an ORG with no personal name —
/// whose name has a lodging word (hotel, inn, motel, hostel, B&B, ryokan…)
/// and that has an address.
public struct LodgingSelector: Sendable {
    public enum Mode: Sendable, Equatable {
        /// Lodging categories or lodging organizations.
        case lodging
        /// Every card with an address.
        case all
        /// Cards whose CATEGORIES include this name (any case).
        case category(String)
    }

    /// Why a card was not taken.
    public enum SkipReason: String, Sendable, CaseIterable {
        case notAHotel = "not a hotel"
        case noAddress = "no address"
        case notInCategory = "not in the category"
        case noName = "no name"
    }

    public let mode: Mode

    public init(mode: Mode = .lodging) { self.mode = mode }

    /// `nil` when the card is taken, else why not.
    public func skipReason(for card: Card) -> SkipReason? {
        skipReason(for: CardSummary(card))
    }

    func skipReason(for card: CardSummary) -> SkipReason? {
        let hasAddress = { card.hasAddress }
        switch mode {
        case .all:
            return hasAddress() ? nil : .noAddress
        case .category(let name):
            let wanted = TextFolding.key(name)
            return card.categories.contains { TextFolding.key($0) == wanted } ? nil : .notInCategory
        case .lodging:
            if card.categories.contains(where: { Self.lodgingCategories.contains(TextFolding.key($0)) }) { return nil }
            let organization = card.organization
            guard isOrganization(card, organization: organization) else { return .notAHotel }
            let name = TextFolding.key([organization ?? "", card.formattedName ?? ""].joined(separator: " "))
            guard Self.hasLodgingWord(name) else { return .notAHotel }
            return hasAddress() ? nil : .noAddress
        }
    }

    private func isOrganization(_ card: CardSummary, organization: String?) -> Bool {
        if let kind = card.kind, kind == "org" || kind == "organization" || kind == "location" { return true }
        if card.showsAsCompany { return true }
        return !(organization ?? "").isEmpty && !card.hasPersonalName
    }

    /// CATEGORIES values (folded) that mean "a place to stay".
    static let lodgingCategories: Set<String> = [
        "hotel", "hotels", "lodging", "lodgings", "accommodation", "accommodations", "accomodation", "motel", "hostel",
        "hotel hotels", "hebergement", "hotellerie", "unterkunft", "unterkunfte", "ubernachtung", "alojamiento",
        "hospedaje", "hospedagem", "alloggio", "albergo", "alberghi", "hoteles", "hoteis", "logement", "accommodatie",
        "overnachting", "boende", "overnatning", "majoitus", "nocleg", "ubytovani", "szallas", "ホテル", "宿泊", "宿",
        "酒店", "住宿", "гостиница", "отель", "проживание", "ξενοδοχειο", "ที่พัก", "โรงแรม", "숙박", "호텔",
    ]

    /// Words in a name that mean a place to stay (folded, whole words).
    static let lodgingWords: Set<String> = [
        "hotel", "hotels", "inn", "motel", "hostel", "resort", "lodge", "suites", "bnb", "guesthouse", "guest house",
        "pension", "ryokan", "albergo", "hostal", "pousada", "gasthof", "gasthaus", "hotell", "hostal", "auberge",
        "posada", "pensione", "locanda", "agriturismo", "chalet", "aparthotel", "boutique hotel", "minshuku", "pensao",
        "herberge", "jugendherberge", "residence", "parador", "riad", "ryokan", "youth hostel", "guest", "homestay",
        "ホテル", "旅館", "酒店", "宾馆", "飯店", "гостиница", "отель", "호텔", "โรงแรม",
    ]

    static func hasLodgingWord(_ folded: String) -> Bool {
        let words = folded.split(separator: " ")
        for (index, word) in words.enumerated() {
            if lodgingWords.contains(String(word)) { return true }
            if index + 1 < words.count, lodgingWords.contains("\(word) \(words[index + 1])") { return true }
            // "B&B" folds to "b b"; CJK names have no spaces.
            if word == "b", index + 1 < words.count, words[index + 1] == "b" { return true }
        }
        return lodgingWords.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) && folded.contains($0) }
    }
}

extension Address {
    /// Whether every part is empty.
    var isEmpty: Bool {
        [street, locality, region, postalCode, country, postOfficeBox, extended].allSatisfy {
            $0.allSatisfy { $0 == " " }
        }
    }
}
