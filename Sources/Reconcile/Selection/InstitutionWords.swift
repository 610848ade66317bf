/// Words that name an institution whose card holds days that are no stay:
/// a hospital's or a home's (a relative's days there), a school's or a
/// course's, a fair's, a festival's, a venue's, a ferry's or a train's, a
/// town council's, a restaurant's or a pharmacy's the lists of other
/// businesses lack. A
/// NOTE of nothing but days counts as a night spent (``StayShape/Kind/datesAlone``)
/// except on a card whose name holds one of these; and on a hospital's or
/// a care home's card (``caring(in:)``) whose name holds no lodging word
/// nor brand, a NOTE of a stay counts one at most
/// (``Evidence/caringInstitution(_:in:)``). They say nothing else against
/// a name (a B&B in an old school, "La Vecchia Scuola", is one).
///
/// Folded as ``TextFolding`` folds. German, Dutch, the Nordic languages,
/// Finnish and Hungarian write the institution as a compound's last part
/// ("Universitätsspital", "Rigshospitalet", "keskussairaala"): those words
/// match at a word's end too.
enum InstitutionWords {
    /// The first word or phrase of the folded name `folded` that names such
    /// an institution, if any.
    static func first(in folded: String) -> String? {
        caring(in: folded) ?? phrases.first(in: folded) ?? compound(in: folded, endingIn: compoundEnds)
    }

    /// The first word or phrase of `folded` that names a hospital, a clinic
    /// or a home for the old, if any: where the nights a NOTE counts are a
    /// patient's, a visitor's or a night shift's. Not a former one: the word
    /// right after "old" names a building ("Det Gamle Sykehuset", a B&B).
    static func caring(in folded: String) -> String? {
        let standing = LodgingWords.withoutFormerUses(folded)
        return caringPhrases.first(in: standing) ?? compound(in: standing, endingIn: caringCompoundEnds)
    }

    /// The word of `folded` that ends in one of `ends` with three letters or more before it.
    private static func compound(in folded: String, endingIn ends: [String]) -> String? {
        folded.split(separator: " ").lazy.compactMap { word in
            ends.first { word.count >= $0.count + 3 && word.hasSuffix($0) }
        }.first
    }

    /// Not "hospice": the Alpine passes' hospices (Grand-Saint-Bernard,
    /// Simplon) put up walkers for the night.
    private static let caringPhrases = PhraseSet([
        // Hospitals and clinics.
        "hospital", "hospitals", "hopital", "ospedale", "policlinico", "poliklinik", "poliklinika", "clinic", "clinica", "clinique",
        "klinik", "klinika", "klinikum", "nemocnice", "nemocnica", "szpital", "rumah sakit", "benh vien", "ziekenhuis", "sjukhus",
        "sjukhuset", "sygehus", "sykehus", "sykehuset", "sjukehus", "sjukehuset", "sairaala", "korhaz", "bolnica", "bolnisnica",
        "spital", "spitalul", "νοσοκομειο", "больница", "лікарня", "болница", "hastane", "hastanesi", "medical center",
        "medical centre", "maternite", "charite",
        // Homes for the old and for care.
        "ehpad", "maison de retraite", "casa di riposo", "residenza per anziani", "care home", "nursing home",
        "seniorenresidenz", "seniorenheim", "altenheim", "pflegeheim", "wohnstift", "verpleeghuis", "dom opieki",
    ])

    private static let phrases = PhraseSet([
        // Schools, universities, institutes.
        "school", "scuola", "escuela", "ecole", "liceo", "lycee", "gymnasium", "colegio", "college", "university",
        "universidad", "universita", "universite", "universitat", "universitet", "uniwersytet", "akademie", "academy",
        "institut", "institute", "instituto", "istituto", "kindergarten",
        // Fairs, festivals, venues, houses of culture.
        "festival", "philharmonie", "philharmonic", "biennale", "expo", "messe", "fiera", "fira", "congress", "kongress",
        "congres", "convention", "theatre", "theater", "teatro", "museum", "museo", "musee", "muzeum", "dom kultury",
        "dom kulture", "casa da cultura", "casa de cultura", "casa della cultura", "maison de la culture", "dom muzyki",
        "casa della musica", "dom zdravlja", "dom sportova", "dom towarowy", "kulturhaus", "geburtshaus", "kinderhort",
        // An Indonesian restaurant, a Vietnamese pharmacy and bus firm, an Italian town's council.
        "rumah makan", "nha thuoc", "nha xe", "comune di",
        // Ferries, cruises, trains, hire cars.
        "ferry", "ferries", "lines", "railways", "nightjet", "intercites", "crociere", "cruises", "rent a car", "car hire",
        "car rental",
    ])

    /// The words a compound ends in: "Kantonsspital", "Universitätsklinikum",
    /// "Landeskrankenhaus", "Rigshospitalet", "universitetssjukhus",
    /// "keskussairaala", "Oktatókórház", "Sprachschule", "Elbphilharmonie".
    private static let caringCompoundEnds = [
        "spital", "klinik", "klinikum", "krankenhaus", "hospital", "hospitalet", "sjukhus", "sjukhuset", "sykehus", "sykehuset",
        "sjukehus", "sjukehuset", "sygehus", "sygehuset", "ziekenhuis", "sairaala", "korhaz", "pflege",
    ]
    private static let compoundEnds = ["schule", "skole", "skolen", "skola", "philharmonie", "kongress", "museum", "theater", "kulturhaus"]
}
