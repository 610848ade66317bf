import TextFolding

/// A place to stay saved as phones save a contact: its name typed into the
/// name fields, so that N holds it ("N:Adlon;Hotel;;;", "N:;Premier Inn
/// Leeds;;;", "N:B&B;Rosa's;;;"). Such an N is no person's name, and the
/// card is read as a business's (its FN, the same name, is then read for
/// lodging words).
///
/// N is a business's name when its given name begins with a lodging word
/// ("Hotel", "Ryokan", "Gasthof"), when one field holds the whole name and
/// it has a lodging word or a brand's name of two words or more beside
/// other words ("Premier Inn Leeds"), or
/// when the family name is a trade's word alone ("B&B"). Lodging words that
/// are also people's names ("Tom Inn", "David Lodge", "Riad Haddad", "María
/// Posada") never make it one, nor does a brand beside other words ("Paris
/// Hilton", "James Hilton").
enum PhoneTypedName {
    /// Lodging words that are also family or given names.
    static let personalNameWords: Set<String> = [
        "inn", "inns", "lodge", "lodges", "posada", "riad", "chalet", "kro", "parador", "cabanas", "locanda", "residence",
        "hacienda", "pension", "herberg",
    ]

    /// Lodging words no one bears as a family name, which alone in that
    /// field are the trade's word typed after the place's name: many others
    /// are family names too (Pousada, Albergaria, Gastehuis).
    static let trades: Set<String> = ["hotel", "hostel", "motel", "b b", "bnb", "bed breakfast", "guesthouse", "guest house", "ryokan"]

    /// The lodging word or brand that makes `family` and `given` (N's first
    /// two fields, decoded) a business's name, folded; `nil` when they may
    /// be a person's.
    static func businessWord(family: String, given: String, brands: BrandTable, country: () -> String?) -> String? {
        let given = TextFolding.key(given), family = TextFolding.key(family)
        if let word = leadingLodgingWord(given) { return word }
        if given.isEmpty != family.isEmpty {
            let whole = given.isEmpty ? family : given
            if let word = LodgingWords.name.all(in: whole).first(where: { !personalNameWords.contains($0) })
                ?? LodgingWords.compound(in: whole) {
                return word
            }
            // A brand's name of two words or more, and more words ("Premier
            // Inn Leeds", "Four Seasons George V"): a brand alone may be a
            // person's name ("Howard Johnson", "Rocco Forte"), as may one word
            // of it beside others ("Paris Hilton").
            if let brand = brands.brand(in: whole, country: country), !brand.isGeneric, !brand.rest.isEmpty,
               whole.split(separator: " ").count - brand.rest.split(separator: " ").count >= 2 {
                return whole
            }
            return nil
        }
        return trades.contains(family) ? family : nil
    }

    /// The lodging word `folded` begins with, unless it is also a name:
    /// a run of whole words, a compound ("Landhotel"), or, in a script
    /// written without spaces, one inside its first word.
    private static func leadingLodgingWord(_ folded: String) -> String? {
        let words = folded.split(separator: " ")
        guard let first = words.first else { return nil }
        if let length = LodgingWords.name.longestRun(startingWith: words[...]) {
            let word = words.prefix(length).joined(separator: " ")
            return personalNameWords.contains(word) ? nil : word
        }
        if let compound = LodgingWords.compound(in: String(first)) { return compound }
        if first.unicodeScalars.contains(where: { !$0.isASCII }), let word = LodgingWords.name.first(in: String(first)) { return word }
        return nil
    }
}
