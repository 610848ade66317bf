/// Words that name an institution whose card holds days that are no stay:
/// a hospital's or a home's (a relative's days there), a school's or a
/// course's, a fair's, a festival's, a venue's, a ferry's or a train's, a
/// town council's, a restaurant's or a pharmacy's the lists of other
/// businesses lack. A
/// NOTE of nothing but days counts as a night spent (``StayShape/Kind/datesAlone``)
/// except on a card whose name holds one of these; they say nothing else
/// against a name (a B&B in an old school, "La Vecchia Scuola", is one).
///
/// Folded as ``TextFolding`` folds. German, Dutch, the Nordic languages,
/// Finnish and Hungarian write the institution as a compound's last part
/// ("Universitätsspital", "Rigshospitalet", "keskussairaala"): those words
/// match at a word's end too.
enum InstitutionWords {
    /// The first word or phrase of the folded name `folded` that names such
    /// an institution, if any.
    static func first(in folded: String) -> String? {
        if let phrase = phrases.first(in: folded) { return phrase }
        return folded.split(separator: " ").lazy.compactMap { word in
            compoundEnds.first { word.count >= $0.count + 3 && word.hasSuffix($0) }
        }.first
    }

    private static let phrases = PhraseSet([
        // Hospitals and clinics.
        "hospital", "hospitals", "hopital", "ospedale", "policlinico", "poliklinik", "poliklinika", "clinic", "clinica", "clinique",
        "klinik", "klinika", "klinikum", "nemocnice", "nemocnica", "szpital", "rumah sakit", "benh vien", "ziekenhuis", "sjukhus",
        "sjukhuset", "sygehus", "sykehus", "sykehuset", "sjukehus", "sjukehuset", "sairaala", "korhaz", "bolnica", "bolnisnica",
        "spital", "spitalul", "νοσοκομειο", "больница", "лікарня", "болница", "hastane", "hastanesi", "medical center",
        "medical centre", "maternite", "charite",
        // Homes for the old and for care.
        "ehpad", "maison de retraite", "casa di riposo", "residenza per anziani", "care home", "nursing home", "hospice",
        "seniorenresidenz", "seniorenheim", "altenheim", "pflegeheim", "wohnstift", "verpleeghuis", "dom opieki",
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
    private static let compoundEnds = [
        "spital", "klinik", "klinikum", "krankenhaus", "hospital", "hospitalet", "sjukhus", "sjukhuset", "sykehus", "sykehuset",
        "sjukehus", "sjukehuset", "sygehus", "sygehuset", "ziekenhuis", "sairaala", "korhaz", "schule", "skole", "skolen",
        "skola", "pflege", "philharmonie", "kongress", "museum", "theater", "kulturhaus",
    ]
}
