/// One thing a card says about whether it is a place to stay, with its
/// weight: positive for a place to stay, negative against.
///
/// The weights are the rule set: a card is taken when its evidence adds up
/// to ``Verdict/threshold``, or when a piece of it ``isDecisive``. They
/// live here and nowhere else.
public enum Evidence: Sendable, Equatable {
    /// Where on the card a word was found.
    public enum Field: String, Sendable {
        case organization = "ORG", formattedName = "FN", note = "NOTE", title = "TITLE", label = "a label", url = "URL"
        case email = "an e-mail address"
    }

    /// A CATEGORIES value that means lodging: the user's own word.
    case category(String)
    /// The card is a contact group's (KIND:group, Apple's
    /// X-ADDRESSBOOKSERVER-KIND:group): a list of other cards, never a
    /// place to stay, whatever its name ("Hotels", "Hotels Italy 2025").
    case group(String)
    /// A lodging word in the card's name; `abroad` when the card's country
    /// is not one of the word's (``LodgingWordCountries``): a "pension" in
    /// Britain, a "posada" in the United States; `shared` for a word other
    /// trades name themselves by as often (``LodgingWords/sharedWords``: a
    /// cottage, a villa, a camp), gathered only beside a stay's own words.
    case lodgingWord(String, in: Field, abroad: Bool = false, shared: Bool = false)
    /// A lodging brand in the card's name; `generic` for one common word,
    /// `elsewhere` when the card's country is not one the brand operates in.
    case brand(String, in: Field, generic: Bool, elsewhere: Bool)
    /// The URL is a lodging brand's site, or its host or path names lodging.
    case lodgingURL(String)
    /// Words of a stay in the NOTE, a label, the TITLE or an e-mail address's
    /// local part ("check-in", "room", "reservations@"), and in a NOTE the
    /// shapes of a stay in any language (``StayShape``: "3 noce", "12–15 May",
    /// "in 15:00 out 11:00", "Zi. 412").
    case stayWords([String], in: Field, shapes: [StayShape] = [])
    /// The card is an organization's: KIND (or Apple's X-ADDRESSBOOKSERVER-KIND),
    /// Apple's X-ABShowAs, or an ORG and no personal name; the text names
    /// the property found (`KIND:org`). A place's card (`KIND:location`)
    /// counts the same.
    case organization(String)
    /// The card has an address.
    case address
    /// The address is inside a national park, a game reserve or a
    /// conservancy (``ProtectedAreas``), as written there.
    case inReserve(String)
    /// The card is a person's: a personal name in N, or KIND:individual (or
    /// X-ADDRESSBOOKSERVER-KIND:individual), as the text says.
    case person(String)
    /// A person's job title: someone who works somewhere.
    case jobTitle(String)
    /// A word in the name that says it is another kind of business, or one
    /// in the NOTE of a visit to one (a meeting room, an appointment).
    case otherBusiness(String, in: Field)
    /// The name is a web address ("Hotels.com"): a website, not a place.
    case website(String)
    /// The name, with no lodging word nor brand, is a hospital's or a care
    /// home's (``InstitutionWords/caring(in:)``) and the NOTE speaks of a
    /// stay at full weight: nights there are a patient's, a visitor's or a
    /// night shift's, so the NOTE counts one, as a date or a room would.
    case caringInstitution(String, in: Field)

    /// Whether both are the same kind of evidence (two brands, two lodging words).
    func isSameKind(as other: Evidence) -> Bool {
        switch (self, other) {
        case (.category, .category), (.group, .group), (.lodgingWord, .lodgingWord), (.brand, .brand), (.lodgingURL, .lodgingURL),
             (.organization, .organization), (.address, .address), (.inReserve, .inReserve), (.person, .person), (.jobTitle, .jobTitle),
             (.otherBusiness, .otherBusiness), (.website, .website), (.caringInstitution, .caringInstitution):
            return true
        case (.stayWords(_, let a, _), .stayWords(_, let b, _)):
            return a == b
        default:
            return false
        }
    }

    /// Whether it says a night was spent, so that a name's shared lodging
    /// word may count beside it: a word of ``LodgingWords/overnight`` (a
    /// check-in, nights, a key safe), a number of nights, check-in and
    /// check-out times, a lodging URL — not a word a restaurant's or a
    /// museum's NOTE has too ("booked", "reservation"), nor a range of dates
    /// or a room's number alone, which an appointment or an office has.
    var confirmsStay: Bool {
        switch self {
        case .stayWords(let words, _, let shapes):
            return words.contains(where: LodgingWords.overnight.contains) || shapes.contains(where: \.saysANight)
        case .lodgingURL:
            return true
        default:
            return false
        }
    }

    /// Whether it is a lodging word or a brand in the name at full weight:
    /// not shared, not abroad, not a common word, in the brand's countries.
    var countsFully: Bool {
        switch self {
        case .lodgingWord, .brand: return weight >= 3
        default: return false
        }
    }

    /// Whether it decides alone, whatever else the card holds: the user's
    /// own category.
    public var isDecisive: Bool {
        if case .category = self { return true }
        return false
    }

    /// How much it counts for (positive) or against (negative) a place to stay.
    public var weight: Int {
        switch self {
        case .category: return 10
        // Below anything else a card can hold, a category included.
        case .group: return -100
        case .lodgingWord(_, _, let abroad, let shared): return abroad || shared ? 1 : 3
        // A brand where it has no hotels is as often a namesake's (a British
        // pub called the Red Lion, a Botswana safari firm called Delta).
        case .brand(_, _, let generic, let elsewhere): return generic || elsewhere ? 1 : 3
        case .lodgingURL: return 2
        // A word that alone says a night was spent counts as two, a shape
        // its own weight; a NOTE counts for two at most, the other fields
        // for one: a shape adds to no word of a stay, only stands for one.
        case .stayWords(let words, let field, let shapes):
            let sum = words.reduce(0) { $0 + (LodgingWords.overnight.contains($1) ? 2 : 1) } + shapes.reduce(0) { $0 + $1.weight }
            return min(sum, field == .note ? 2 : 1)
        case .organization: return 1
        case .address: return 1
        // What has an address in a park is most often its rest camp or lodge.
        case .inReserve: return 2
        // Only the user's word (a category, a rule) makes a person's card a
        // place to stay: all other evidence together (a lodging word 3, a
        // brand 3, an address 1 (a protected area is no person's), a URL 2, a NOTE 2, a label 1, an e-mail
        // address 1: 13) stays below the threshold beside it.
        case .person: return -10
        case .jobTitle: return -2
        case .otherBusiness: return -4
        case .website: return -4
        case .caringInstitution: return -1
        }
    }

    /// The evidence in words: "brand 'Park Hyatt' in ORG".
    public var description: String {
        switch self {
        case .category(let value): return "category '\(value)'"
        case .group(let how): return "contact group (\(how)): a list of cards"
        case .lodgingWord(let word, let field, let abroad, let shared):
            return "lodging word '\(LodgingWords.shown(word))' in \(field.rawValue)" + (abroad ? " (a word of another country)" : "")
                + (shared ? " (a word other trades share)" : "")
        case .brand(let name, let field, let generic, let elsewhere):
            return "brand '\(name)' in \(field.rawValue)" + (generic ? " (a common word)" : "") + (elsewhere ? " (not in its countries)" : "")
        case .lodgingURL(let why): return "URL \(why)"
        case .stayWords(let words, let field, let shapes):
            return (words.map { "'\(LodgingWords.shown($0))'" } + shapes.map(\.description)).joined(separator: ", ") + " in \(field.rawValue)"
        // RFC 6350's KIND:location is a place's card, not a company's; it
        // counts as one all the same.
        case .organization(let how): return (how.hasSuffix(":location") ? "place's card" : "company card") + " (\(how))"
        case .address: return "has an address"
        case .inReserve(let area): return "address in a protected area ('\(area)')"
        case .person(let how): return "person (\(how))"
        case .jobTitle(let title): return "TITLE '\(title)'"
        case .otherBusiness(let word, let field): return "'\(word)' in \(field.rawValue)"
        case .website(let name): return "'\(name)' is a website"
        case .caringInstitution(let word, let field):
            return "'\(word)' in \(field.rawValue): a hospital's or a home's nights are a patient's, a visitor's or a shift's"
        }
    }
}
