import AddressText
import TextFolding
import VCard

/// National parks, game reserves and conservancies, named in an address.
///
/// What has a postal address inside one is, far more often than anywhere
/// else, a place to stay: the rest camps, lodges, huts and campgrounds a
/// park lets its concessions run. An address there is evidence of a stay
/// (``Evidence/inReserve(_:)``) — unless the card's own name is the park's
/// (the conservancy's office, the park's head office: its name holds the
/// kind of area or the park's own name), or the phrase only
/// names a road ("State Park Road").
enum ProtectedAreas {
    /// The kinds of protected area, in many languages.
    static let phrases: PhraseSet = [
        "national park", "nationalpark", "nasjonalpark", "kansallispuisto", "nasionale park", "parque nacional",
        "parc national", "parco nazionale", "park narodowy", "narodni park", "nemzeti park", "milli park",
        "национальный парк", "национален парк", "εθνικος δρυμος", "εθνικο παρκο", "国立公園", "国家公园", "국립공원",
        "อุทยานแห่งชาติ", "taman nasional", "vuon quoc gia", "hifadhi ya taifa",
        "provincial park", "state park", "game reserve", "nature reserve", "private reserve", "national reserve",
        "wildlife reserve", "wildlife sanctuary", "tiger reserve", "conservancy", "wildtuin", "reserve faunique",
    ]

    /// The protected area `address` is in, as found in it, unless one of
    /// the `names` (folded) holds it.
    static func area(of address: Address?, names: [String]) -> String? {
        guard let address else { return nil }
        for part in [address.extended, address.street, address.locality, address.region] where !part.isEmpty {
            let folded = TextFolding.key(part)
            for phrase in phrases.all(in: folded) where !namesARoad(phrase, in: folded) {
                if names.contains(where: { phrases.all(in: $0).contains(phrase) }) { return nil }
                let proper = properNames(of: phrase, in: folded)
                if names.contains(where: { name in proper.contains { " \(name) ".contains(" \($0) ") } }) { return nil }
                return phrase
            }
        }
        return nil
    }

    /// The park's own name around `phrase` in `folded`, as a card's name
    /// would hold it: the word before ("Kruger" of "Kruger National Park")
    /// and the first word after ("Torres" of "Parque Nacional Torres del
    /// Paine"), of four letters or more, not a road's word. A card named so
    /// ("CONAF Torres del Paine", "SANParks Kruger") is the park's office.
    static func properNames(of phrase: String, in folded: String) -> [String] {
        let (before, after) = wordsAround(phrase, in: folded)
        return [before, after].compactMap { $0.map(String.init) }.filter { $0.count >= 4 && !RoadWords.all.contains($0) }
    }

    /// Whether `phrase` is followed in `folded` by a road's word ("Lamington
    /// National Park Road").
    private static func namesARoad(_ phrase: String, in folded: String) -> Bool {
        wordsAround(phrase, in: folded).after.map { RoadWords.all.contains(String($0)) } ?? false
    }

    /// The words right before and right after the first `phrase` in `folded`.
    private static func wordsAround(_ phrase: String, in folded: String) -> (before: Substring?, after: Substring?) {
        guard let range = folded.range(of: phrase) else { return (nil, nil) }
        return (folded[..<range.lowerBound].split(separator: " ").last, folded[range.upperBound...].split(separator: " ").first)
    }
}
