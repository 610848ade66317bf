import TextFolding

/// A place to stay saved as phones save a contact: its name typed into the
/// name fields, so that N holds it ("N:Adlon;Hotel;;;", "N:;Premier Inn
/// Leeds;;;", "N:B&B;Rosa's;;;"). Such an N is no person's name, and the
/// card is read as a business's (its FN, the same name, is then read for
/// lodging words).
///
/// N is a business's name when its given name begins with a lodging word
/// ("Hotel", "Ryokan", "Pension") or is a brand's name of two words
/// ("Premier Inn"), when one field holds the whole name and it begins with
/// a lodging word ("Pension Sonnenhof") or has one, or a brand's name of
/// two words or more, beside other words ("Premier Inn Leeds"), or when the
/// family name is a trade's word alone ("B&B"). Lodging words that are also
/// people's names ("Tom Inn", "David Lodge", "Riad Haddad", "Maria
/// Pousada") never make it one where a name may hold them, nor does a brand
/// beside other words ("Paris Hilton", "James Hilton") or alone ("Howard
/// Johnson Jr").
///
/// Whatever words it holds, N is a business's name when one field holds
/// the card's ORG whole (`N:;The Merrion;;;` beside `ORG:The Merrion`: a
/// person's ORG is where they work), and when its middle names are a
/// trade's word, or a lodging word and more, of a name Android split at its
/// first and last words (FN "Sokos Hotel Vaakuna", `N:Vaakuna;Sokos;Hotel`).
enum PhoneTypedName {
    /// Lodging words that are also given names (Riad, Wisma): in the given
    /// field they may be a person's.
    static let givenNameWords: Set<String> = ["riad", "رياض", "wisma", "inn"]
    /// Lodging words that are also family names (Tom Inn, David Lodge, María
    /// Posada, Carlos Albergaria): where the name may be a whole one typed
    /// into one field, they may be a person's.
    static let familyNameWords: Set<String> = [
        "inn", "inns", "lodge", "lodges", "posada", "pousada", "albergaria", "gastehuis", "riad", "رياض", "chalet", "kro",
        "parador", "cabanas", "locanda", "residence", "hacienda", "pension", "herberg", "wisma",
    ]
    /// Words beside a name that are no part of it: a suffix or a title.
    static let suffixesAndTitles: Set<String> = ["jr", "sr", "ii", "iii", "iv", "sir", "dr", "mr", "mrs", "ms", "prof", "dame", "lord"]

    /// Lodging words no one bears as a family name, which alone in that
    /// field are the trade's word typed after the place's name: many others
    /// are family names too (Pousada, Albergaria, Gastehuis).
    static let trades: Set<String> = ["hotel", "hostel", "motel", "b b", "bnb", "bed breakfast", "guesthouse", "guest house", "ryokan"]

    /// The lodging word or brand that makes `family` and `given` (N's first
    /// two fields, decoded) a business's name, folded; `nil` when they may
    /// be a person's. `formattedName` (FN) tells a family name written
    /// first in one field from a business's name begun by the same word.
    static func businessWord(family: String, given: String, additional: String = "", formattedName: String?,
                             organization: () -> String? = { nil }, brands: BrandTable, country: () -> String?) -> String? {
        if given.isEmpty != family.isEmpty {
            // The whole name in one field: a person's typed so too.
            let whole = TextFolding.key(given.isEmpty ? family : given)
            // The organization's own name: no one's but the business's ("N:;The Merrion;;;" beside "ORG:The Merrion").
            if let organization = organization(), TextFolding.key(organization) == whole, !whole.isEmpty { return whole }
            // Begun by a lodging word, as a given name is ("Pension Sonnenhof";
            // N:;Pension Sonnenhof); one that is a family name too only where
            // FN begins so as well ("Pousada Maria" beside FN "Maria Pousada" is hers).
            if let word = leadingLodgingWord(whole),
               !familyNameWords.contains(word) || formattedName.map({ TextFolding.key($0).hasPrefix(word + " ") }) == true {
                return word
            }
            let excluded = givenNameWords.union(familyNameWords)
            if let word = LodgingWords.name.all(in: whole).first(where: { !excluded.contains($0) }) ?? LodgingWords.compound(in: whole) {
                return word
            }
            // A brand's name of two words or more, and more words ("Premier
            // Inn Leeds", "Four Seasons George V"): a brand alone may be a
            // person's name ("Howard Johnson", "Rocco Forte"), with a suffix
            // or a title too, as may one word of it beside others ("Paris Hilton").
            if let brand = brands.brand(in: whole, country: country), !brand.isGeneric {
                let rest = brand.rest.split(separator: " ").filter { !suffixesAndTitles.contains(String($0)) }
                if !rest.isEmpty, whole.split(separator: " ").count - brand.rest.split(separator: " ").count >= 2 { return whole }
            }
            return nil
        }
        // A given name that begins with a lodging word ("Hotel", "Pension"),
        // or is a brand's name of two words ("Premier Inn"; N:Leeds;Premier Inn).
        let folded = TextFolding.key(given)
        if let word = leadingLodgingWord(folded) { return word }
        if folded.utf8.contains(0x20), let brand = brands.brand(in: folded, country: country), !brand.isGeneric, brand.rest.isEmpty {
            return folded
        }
        // A name typed whole that Android split at its first and last words
        // (FN "Sokos Hotel Vaakuna", N:Vaakuna;Sokos;Hotel): its middle is
        // a trade's word alone, or begins with a lodging word and goes on
        // ("Inn Tokyo Station"), as no one's middle names do.
        if !additional.isEmpty, let word = middleLodgingWord(additional, given: given, brands: brands, country: country),
           let formattedName, TextFolding.key(formattedName) == TextFolding.key(given + " " + additional + " " + family) {
            return word
        }
        // Most family names are no trade's word: a look at the first byte before folding.
        guard let head = family.utf8.first.map({ $0 | 0x20 }), head == 0x62 || head == 0x67 || head == 0x68 || head == 0x6D || head == 0x72 else {
            return nil
        }
        let trade = TextFolding.key(family)
        return trades.contains(trade) ? trade : nil
    }

    /// The lodging word that makes N's middle names a business's: a
    /// trade's word alone, or a lodging word that begins two words or more
    /// — one that people bear too ("Riad Hassan", "Lodge Ann", "Inn Soo")
    /// only where it ends a brand's name the given name begins
    /// ("Toyoko" and "Inn Tokyo Station").
    private static func middleLodgingWord(_ additional: String, given: String, brands: BrandTable, country: () -> String?) -> String? {
        let folded = TextFolding.key(additional)
        if trades.contains(folded) { return folded }
        let words = folded.split(separator: " ")
        guard words.count >= 2, firstWords.contains(words[0]), let length = LodgingWords.name.longestRun(startingWith: words[...]),
              length < words.count else { return nil }
        let word = words.prefix(length).joined(separator: " ")
        guard givenNameWords.contains(word) || familyNameWords.contains(word) else { return word }
        // The brand is the given name and the word, whole: nothing of them is left ("Toyoko" "Inn", in any of the brand's spellings).
        guard let brand = brands.brand(in: TextFolding.key(given + " " + word), country: country), !brand.isGeneric,
              brand.rest.isEmpty else { return nil }
        return word
    }

    /// The lodging word `folded` begins with, unless it is also a given
    /// name: a run of whole words, or a compound ("Landhotel"). (Most cards
    /// are people's: this looks up whole words only, never inside them.)
    private static func leadingLodgingWord(_ folded: String) -> String? {
        let first = folded.prefix { $0 != " " }
        guard !first.isEmpty else { return nil }
        if firstWords.contains(first) {
            let words = folded.split(separator: " ")
            if let length = LodgingWords.name.longestRun(startingWith: words[...]) {
                let word = words.prefix(length).joined(separator: " ")
                return givenNameWords.contains(word) ? nil : word
            }
        }
        return LodgingWords.compound(in: String(first))
    }

    /// The first words of the lodging words and phrases: a name whose first
    /// word is none of them begins with none (one lookup for most names).
    private static let firstWords: Set<Substring> = Set(LodgingWords.name.phrases.compactMap { $0.split(separator: " ").first })
}
