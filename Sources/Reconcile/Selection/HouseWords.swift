import TextFolding

/// A house's word beside a guest's, a holiday's or a let's names a place
/// to stay in most languages, written alike: "Kuća za odmor" (a house for
/// rest), "Casa de Turismo Rural", "Dom Wczasowy", "Casa per Ferie",
/// "Holiday Cottage", "Ενοικιαζόμενα Δωμάτια" (rooms to let), and in one
/// word "Vakantiewoning", "Gästezimmer", "Lomatalo". Rather than list every
/// such phrase, ``lodging(in:)`` finds a word of ``houses`` with a word of
/// ``purposes`` right before or after it, or after one linking word
/// ("za", "de", "per"), or both in one compound. A house of a town's
/// tourism, of culture or of rest for the old ("Maison du Tourisme", "Dom
/// Kultury", "Casa de Repouso", "Haus des Gastes") names no purpose of these.
///
/// A house's word alone (``house(in:)``: "Villa Lucia", "Kuća Ruža",
/// "Fernbrook Cottage") names a holiday let as often as a restaurant or a
/// museum: it counts only beside a stay the NOTE speaks of, in a NOTE that
/// says little else (``saysLittleElse(_:besides:)``): "12–15 giugno" is a
/// stay's, "Ausstellung 12.–15. Mai" an exhibition's.
enum HouseWords {
    /// Words for a house or a cottage that name one ("Villa Lucia", "Kuća Ruža"), folded.
    static let houses: PhraseSet = [
        "cottage", "cottages", "cabin", "cabins", "villa", "vila", "casa", "maison", "haus", "huis", "huisje", "dom", "kuca", "hisa",
        "chata", "chalupa", "talo", "mokki", "stuga", "hytte", "rumah", "nha", "къща", "σπιτι",
    ]

    /// Words for a house, a home, a flat or rooms that name one only with
    /// a purpose: an opera house, a care home, a house of a trade.
    private static let rooms: Set<String> = [
        "house", "home", "rooms", "apartment", "apartments", "hus", "huset", "dum", "haz", "woning", "wohnung", "zimmer", "kamers",
        "camere", "chambres", "habitaciones", "quartos", "sobe", "pokoje", "evi", "дом", "δωματια",
    ]

    /// Words for the guests a house is for, a holiday or a let, folded.
    static let purposes: PhraseSet = [
        "guest", "guests", "holiday", "holidays", "vacation", "vacances", "vacaciones", "vacanze", "vacanza", "ferie", "ferien",
        "vakantie", "odmor", "odmora", "goste", "gosti", "wczasowy", "wypoczynkowy", "wakacyjny", "oaspeti", "vacanta",
        "hospedes", "huespedes", "tamu", "khach", "wageni", "vendeg", "misafir", "konuk", "tatil", "loma", "puhke", "udulo",
        "turismo rural", "agroturismo", "to let", "гости", "гостей", "отдыха", "ενοικιαζομενα", "ξενων",
    ]

    /// Words that may stand between a house's word and its purpose.
    private static let linking: Set<String> = ["za", "de", "do", "da", "di", "per", "para", "pentru", "ya", "for", "of"]

    /// The starts and ends of one-word compounds of a purpose and a house:
    /// "vakantie" + "woning", "gaste" + "zimmer", "loma" + "talo".
    private static let compoundPurposes = ["vakantie", "gasten", "gaste", "gjeste", "gaeste", "gesta", "gisti", "ferie", "ferien",
                                           "loma", "udulo", "vendeg", "fritids", "semester", "puhke"]
    private static let compoundHouses = ["woning", "huis", "huisje", "kamers", "zimmer", "wohnung", "haus", "hus", "huset", "husid",
                                         "talo", "haz", "mokki", "hytte", "stuga", "maja"]

    /// The phrase or compound of `folded` that names a house for guests or
    /// for a holiday ("kuca za odmor", "casa de turismo rural", "vakantiewoning"), if any.
    static func lodging(in folded: String) -> String? {
        let words = folded.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() where houses.contains(word) || rooms.contains(word) {
            // The purpose right after the house, after one linking word, or right before it.
            var starts = [index + 1]
            if index + 2 < words.count, linking.contains(words[index + 1]) { starts.append(index + 2) }
            for start in starts where start < words.count {
                if let purpose = phrase(of: words, from: start) { return words[index..<start].joined(separator: " ") + " " + purpose }
            }
            if index > 0, purposes.contains(words[index - 1]) { return words[index - 1] + " " + word }
        }
        // No compound is shorter than seven letters (loma + haz); shorter words are skipped at once.
        for word in words where word.utf8.count >= 6 && word.utf8.allSatisfy({ $0 < 0x80 }) {
            for start in compoundPurposes where word.utf8.starts(with: start.utf8) {
                if compoundHouses.contains(String(word.dropFirst(start.count))) { return word }
            }
        }
        return nil
    }

    /// The word of `folded` that is a house's, if any.
    static func house(in folded: String) -> String? {
        houses.first(in: folded)
    }

    /// Whether `note` holds at most one word of three letters or more (a
    /// month's name) besides numbers, dates and the words of a stay found in it.
    static func saysLittleElse(_ note: String, besides stayWords: [String]) -> Bool {
        let others = StayShape.rawWords(note).filter { $0.filter(\.isLetter).count >= 3 }.map { TextFolding.key($0) }
        return others.filter { !stayWords.contains($0) }.count <= 1
    }

    /// The phrase of ``purposes`` (one or two words) that starts at `start`.
    private static func phrase(of words: [String], from start: Int) -> String? {
        if start + 1 < words.count, purposes.contains(words[start] + " " + words[start + 1]) { return words[start] + " " + words[start + 1] }
        return purposes.contains(words[start]) ? words[start] : nil
    }
}
