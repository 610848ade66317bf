import Foundation
import Gazetteer
import TextFolding
import VCard

/// Gathers the ``Evidence`` a card holds, in a fixed order: the user's
/// category; who the card is of (a person, an organization); the name's
/// lodging words, brand and other-business words; the address; then the
/// URL, the NOTE (and its words of another business's visit), the labels,
/// the TITLE and the e-mail addresses' local parts.
///
/// Asked for a decision only (not every reason), it stops as soon as what
/// is left to look at could not change it: a person's card without a
/// lodging category is settled after N, which is most cards of a book.
enum CardEvidence {
    /// What the URL, the NOTE, the labels, the TITLE and the e-mail addresses
    /// can add at most, with the name's shared lodging word they confirm.
    private static let mostFromDetails = 2 + 2 + 1 + 1 + 1 + 1
    /// What they can take away at most: a NOTE of a visit to another
    /// business, a hospital's NOTE of a stay.
    private static let mostAgainstFromDetails = -Evidence.otherBusiness("", in: .note).weight
        - Evidence.caringInstitution("", in: .note).weight

    /// The evidence of `card`; every piece when `complete`, else enough to decide.
    static func gather(_ card: CardSummary, complete: Bool, brands: BrandTable = .shared, towns: TownLookup? = nil) -> [Evidence] {
        // A contact group lists other cards: nothing else it holds counts.
        if card.kind == "group" { return [.group("\(card.kindProperty ?? "KIND"):group")] }
        var evidence: [Evidence] = []
        if let category = card.categories.first(where: { LodgingWords.categories.contains(TextFolding.key($0)) }) {
            evidence.append(.category(category))
            // It decides alone.
            if !complete { return evidence }
        }

        // The evidence names the property the kind came from (on a 3.0
        // card, often Apple's X-ADDRESSBOOKSERVER-KIND): the user finds it so.
        let kind = card.kind
        var isPerson = false, saysWhatItIs = true
        var typedName: String?
        // The card's country, as an ISO code: read once, and only when asked.
        var country: String??
        func countryCode() -> String? {
            if country == nil { country = card.country.flatMap { Country.named($0)?.code } }
            return country ?? nil
        }
        if let kind, kind == "org" || kind == "organization" || kind == "location" {
            evidence.append(.organization("\(card.kindProperty ?? "KIND"):\(kind)"))
        } else if card.showsAsCompany {
            evidence.append(.organization("X-ABShowAs"))
        } else if kind != "individual", card.hasPersonalName, case let name = card.personalName,
                  PhoneTypedName.businessWord(family: name.family, given: name.given, additional: card.additionalNames,
                                              formattedName: card.formattedName, organization: { card.organization },
                                              brands: brands, country: countryCode) != nil {
            // A phone's way of saving a business: its name is read as FN's.
            evidence.append(.organization("N holds a business's name"))
            typedName = card.nameInN
        } else if kind == "individual" || card.hasPersonalName {
            isPerson = true
            evidence.append(.person(kind == "individual" ? "\(card.kindProperty ?? "KIND"):individual" : "N"))
            // Nothing but a category outweighs it.
            if !complete { return evidence }
            if let title = card.title?.trimmedWhitespace.nonEmpty { evidence.append(.jobTitle(title)) }
        } else {
            saysWhatItIs = false
        }
        // Read only now: most cards are people's, settled above.
        let organization = card.organization.flatMap { $0.trimmedWhitespace.nonEmpty }
        if !saysWhatItIs, organization != nil { evidence.append(.organization("ORG, no personal name")) }

        // The name: ORG, and FN where it is not a person's own name.
        var names: [(String, Evidence.Field)] = []
        if let organization { names.append((organization, .organization)) }
        if !isPerson, let name = card.formattedName?.trimmedWhitespace.nonEmpty ?? typedName, name != organization {
            names.append((name, .formattedName))
        }
        // Each kind of name evidence counts once: FN adds only what ORG lacked.
        var fromName: [Evidence] = []
        func found(_ piece: Evidence) {
            if !fromName.contains(where: { $0.isSameKind(as: piece) }) { fromName.append(piece) }
        }
        var sharedWord: Evidence?
        // The names folded, as the words the rules compare them with are.
        var foldedNames: [(String, Evidence.Field)] = []
        for (name, field) in names {
            var sharedAtHome = false
            if let domain = websiteName(name) { found(.website(domain)) }
            let folded = TextFolding.key(name)
            foldedNames.append((folded, field))
            let lodgingWord = (LodgingWords.name.first(in: folded) ?? LodgingWords.compound(in: folded))
                .flatMap { LodgingWords.bookedThrough.contains($0) && folded.hasPrefix($0) ? nil : $0 }
            if let lodgingWord {
                found(.lodgingWord(lodgingWord, in: field, abroad: LodgingWordCountries.isAbroad(lodgingWord, country: countryCode())))
            } else {
                // The first shared word at home in the card's country counts
                // fully ("Stay at Villa Mare" in Montenegro); else the first
                // counts beside a night's word.
                let shared = LodgingWords.sharedWords.all(in: folded)
                if let word = shared.first(where: { LodgingWordCountries.isHome(sharedWord: $0, country: countryCode()) }) {
                    found(.lodgingWord(word, in: field))
                    sharedAtHome = true
                } else if sharedWord == nil, let word = shared.first {
                    sharedWord = .lodgingWord(word, in: field, shared: true)
                }
            }
            let brand = brands.brand(in: folded, country: countryCode)
            var brandCounts = false
            var brandPiece: Evidence?
            if let brand {
                let elsewhere = countryCode().map { !brand.brand.operates(in: $0) } ?? false
                // A common word is a brand's name when the rest of the name
                // ends in where the card is ("Canopy Lisbon", "Rove Downtown
                // Dubai", "Peppers Waymouth" on Waymouth Street), or is a
                // town of the card's country ("Freehand Chicago").
                let generic = brand.isGeneric && !Self.namesItsPlace(brand.rest, card.preferredAddress)
                    && !Self.isTown(brand.rest, countryCode: countryCode(), towns: towns)
                brandPiece = Evidence.brand(brand.brand.name, in: field, generic: generic, elsewhere: elsewhere)
                brandCounts = brandPiece?.countsFully == true
            }
            // A venue's first part is read before the trades: "Yacht Club -
            // Hilton Garden Inn" is the club, not a hotel's side trade.
            let venue = brand == nil || LodgingWords.venues.first(in: folded) == nil ? nil
                : Self.venue(in: name, brands: brands, country: countryCode, towns: towns)
            let isVenue = venue != nil
            let against = venue ?? Self.otherBusiness(in: folded, written: name, brand: brand, brandCounts: brandCounts,
                                                      lodgingWord: lodgingWord, sharedAtHome: sharedAtHome)
            // A brand's office and a hotel's venue are named as its hotels
            // are: beside an office's word (the name's first trade word) or a
            // venue's the brand is the hotel's and adds nothing ("Rotana
            // Hotel Management Corporation", "Sheraton Sales Office", "Harbour
            // Lounge | Shangri-La Hotel").
            if let brandPiece, !isVenue, !(against.map(LodgingWords.offices.contains) ?? false) { found(brandPiece) }
            if let against { found(.otherBusiness(against, in: field)) }
        }
        evidence += fromName
        let nameEnd = evidence.count
        if card.hasAddress {
            evidence.append(.address)
            // A ranger's or a guide's own card lives there too.
            if !isPerson, let area = ProtectedAreas.area(of: card.preferredAddress, names: foldedNames.map(\.0)) {
                evidence.append(.inReserve(area))
            }
        }

        if !complete {
            let score = evidence.reduce(0) { $0 + $1.weight }
            // Settled only when nothing the details hold could turn it.
            if score - mostAgainstFromDetails >= Verdict.threshold || score + mostFromDetails < Verdict.threshold { return evidence }
        }
        // A site's name read with its "&" as "and": "Canopy & Stars" is canopyandstars.
        let siteNames = names.map { TextFolding.key($0.0.replacingOccurrences(of: "&", with: " and ")) }
        if let url = card.url, let found = URLEvidence.evidence(in: url, brands: brands, names: siteNames) {
            evidence.append(found)
        }
        let note = card.note
        // A phrase against a stay does not run across a comma: "1 night,
        // train to Djibouti" names no night train.
        let clauses = note.map(Self.clauses) ?? []
        let nightElsewhere = clauses.lazy.compactMap(LodgingWords.otherNight.first(in:)).first
        let visit = clauses.lazy.compactMap { clause in
            LodgingWords.otherVisit.first(in: Self.removing(LodgingWords.guestServices, from: clause))
        }.first
        let againstIndex = evidence.count
        let details: [(String?, Evidence.Field)] = [(note, .note)] + card.labels.map { ($0, .label) } + [(card.title, .title)]
            + card.emails.map { ($0.split(separator: "@").first.map(String.init), .email) }
        for (text, field) in details {
            guard let text, !isPerson || field != .title else { continue }
            let folded = TextFolding.key(text)
            var words = LodgingWords.stay.all(in: field == .note ? LodgingWords.withoutNegated(text, folded: folded) : folded)
            var shapes = field == .note ? StayShape.all(in: text) : []
            // On a hospital's, a school's or a fair's card a NOTE's days alone are a visit's.
            if shapes.contains(where: { $0.kind == .datesAlone }),
               foldedNames.contains(where: { InstitutionWords.first(in: $0.0) != nil }) {
                shapes = shapes.map(\.amongOtherWords)
            }
            // A room's number and its word ("room 412") are one piece of evidence.
            if shapes.contains(where: { $0.kind == .room }) { words.removeAll { StayShape.roomWords.contains($0) } }
            guard !words.isEmpty || !shapes.isEmpty else { continue }
            if field == .note {
                evidence.append(.stayWords(words, in: field, shapes: shapes))
                continue
            }
            // Several labels (or addresses) count as one.
            if let index = evidence.firstIndex(where: { $0.isSameKind(as: .stayWords([], in: field)) }),
               case .stayWords(let before, _, _) = evidence[index] {
                evidence[index] = .stayWords(before + words.filter { !before.contains($0) }, in: field)
            } else {
                evidence.append(.stayWords(words, in: field))
            }
        }
        // The NOTE's words of a stay, gathered into one piece above.
        let noteStay = evidence[againstIndex...].first { piece in
            if case .stayWords(_, .note, _) = piece { return true }
            return false
        }
        // A visit the NOTE of a night spent names (the flight there, a
        // meeting, the ski pass sold at the desk) says nothing against a name
        // or a URL that says it is a place to stay; nor does one beside the
        // guest's room number ("Skipass im Haus, Zimmer 4"); beside a flight,
        // so does the night before or after it ("night before the early
        // flight", "nuit avant le vol") — not a night's word alone ("runs
        // through the night", "quiz night").
        let noteNamesARoom: Bool
        if case .stayWords(_, _, let shapes)? = noteStay { noteNamesARoom = shapes.contains { $0.kind == .room } } else { noteNamesARoom = false }
        let noteSaysANight = noteStay?.confirmsStay == true || noteNamesARoom
            || visit.map(LodgingWords.flights.contains) == true && clauses.contains { LodgingWords.nightBeforeOrAfter.first(in: $0) != nil }
        let urlSaysAPlaceToStay = evidence[nameEnd...].contains { piece in
            if case .lodgingURL = piece { return true }
            return false
        }
        // A number of nights or check-in and check-out times say it of any
        // card: the visit is the traveller's, from the place they stay at.
        let noteCountsNights: Bool
        if case .stayWords(_, _, let shapes)? = noteStay { noteCountsNights = shapes.contains(where: \.saysANight) } else { noteCountsNights = false }
        if let word = nightElsewhere ?? visit,
           nightElsewhere != nil || !(noteCountsNights || noteSaysANight && (urlSaysAPlaceToStay || Self.namesAPlaceToStay(fromName))) {
            evidence.insert(.otherBusiness(word, in: .note), at: againstIndex)
        }
        // On a hospital's or a care home's card nights and rooms are a
        // patient's, a visitor's or a shift's: unless the name says lodging
        // or another business already, or the NOTE names what only a booked
        // stay has (breakfast, a check-in, a reception), it counts one at most.
        var caring = false
        if case .stayWords(let words, _, _)? = noteStay, noteStay?.weight ?? 0 >= 2, !urlSaysAPlaceToStay,
           words.allSatisfy({ StayShape.nightWords.contains($0) || StayShape.roomWords.contains($0) }),
           !fromName.contains(where: { piece in
               [.lodgingWord("", in: .note), .brand("", in: .note, generic: true, elsewhere: true), .otherBusiness("", in: .note)].contains(where: piece.isSameKind)
           }),
           let (word, field) = foldedNames.lazy.compactMap({ name, field in InstitutionWords.caring(in: name).map { ($0, field) } }).first {
            evidence.insert(.caringInstitution(word, in: field), at: againstIndex)
            caring = true
        }
        // A word other trades share counts beside a stay's own words only —
        // not beside a date or a number alone, which an appointment has too,
        // nor beside a hospital's nights.
        if let sharedWord, !caring, !fromName.contains(where: { $0.isSameKind(as: sharedWord) }), evidence.contains(where: \.confirmsStay) {
            evidence.insert(sharedWord, at: nameEnd)
        }
        return evidence
    }

    /// The first word of a folded name that says it is another business,
    /// leaving out the words of the brand's own name ("SureStay Studio") —
    /// unless it is one common word ("Home" in "Care Home") — and, beside a
    /// lodging word, a restaurant's right after it ("Hotel-Restaurant
    /// Adler") and a word of the lodging phrase itself ("catering" in "Self
    /// Catering"); beside a lodging word, a trade a place to stay adds to
    /// its own sign ("Motel & Gifts", ``LodgingWords/sideTrades``, unless
    /// the name is the side trade's: "Museo de la Hacienda"), and beside a
    /// brand that counts fully (not a common word, in its countries) its
    /// halls and ferry lines ("Courtyard … Convention Center",
    /// ``LodgingWords/hallsAndLines``); and an eatery's or a shop's word
    /// before a lodging word that ends the name and says what it is
    /// ("Cafe Lava Hostel", ``LodgingWords/heads``). A shared word, even
    /// where it counts fully, excuses none: "Musée Dar Si Said" is a museum.
    private static func otherBusiness(in folded: String, written: String, brand: BrandTable.Match?, brandCounts: Bool,
                                      lodgingWord: String?, sharedAtHome: Bool) -> String? {
        let named = LodgingWords.withoutFormerUses(removing(LodgingWords.welcomes, from: brand.flatMap { $0.isGeneric ? nil : $0.rest } ?? folded))
        var against = LodgingWords.otherBusiness.all(in: named)
        if !against.isEmpty { against.removeAll { isFoldedFromAnother($0, written: written) } }
        if against.contains(where: LodgingWords.restaurants.contains),
           LodgingWords.withRestaurant.first(in: folded) != nil || lodgingWord.map({ servesMeals(folded, beside: $0, joined: written.contains("&")) }) == true {
            against.removeAll(where: LodgingWords.restaurants.contains)
        }
        if lodgingWord != nil || brandCounts {
            let sideTrades = lodgingWord != nil ? LodgingWords.sideTrades : LodgingWords.hallsAndLines
            let excused = against.filter { word in
                (sideTrades.contains(word) && !isNamedFor(word, in: folded) && !(TradeWords.besideAStay.contains(word) && leads(word, folded, written)))
                    || lodgingWord.map { word != $0 && PhraseSet.isRun(word, of: $0) } == true
            }
            against.removeAll { word in excused.contains { PhraseSet.isRun(word, of: $0) } }
        }
        // A let's own words beside a shared word that counts fully: "Travel
        // Rooms Split", "Studio Apartments Kotor".
        if sharedAtHome { against.removeAll(where: LodgingWords.wordsOfLets.contains) }
        if let lodgingWord, LodgingWords.heads.contains(lodgingWord) {
            // The sign is the name's last part: "Pro Shop - Kiawah Island
            // Golf Resort" is the resort's shop.
            let sign = TextFolding.key(signParts(written).last ?? "")
            let words = sign.split(separator: " ").dropLast(lodgingWord.split(separator: " ").count)
            if sign.hasSuffix(" " + lodgingWord), !words.contains(where: { LodgingWords.namedBefore.contains(String($0)) }) {
                against.removeAll { LodgingWords.beforeAHead.contains($0) && PhraseSet.isRun($0, of: sign) }
            }
        }
        // A fraternal order's lodge has a number: "Lodge Rising Star No. 271".
        if against.isEmpty, lodgingWord == "lodge", isNumbered(folded, after: "lodge") { return "lodge no" }
        // A Masonic lodge's letters: "Hawaiian Lodge F.&A.M.".
        if against.isEmpty, PhraseSet.isRun("lodge", of: folded), let letters = ["a f a m", "f a m", "f am"].first(where: { PhraseSet.isRun($0, of: folded) }) {
            return letters
        }
        return against.first
    }

    /// Folded `text` without `phrases` where each stands as whole words,
    /// so that what a list of words says beside them is not read: a packed
    /// lunch's "lunch", the "dla psów" of a guest house that welcomes dogs.
    private static func removing(_ phrases: [String], from text: String) -> String {
        phrases.reduce(" \(text) ") { $0.replacingOccurrences(of: " \($1) ", with: " ") }
    }

    /// The parts of a sign, split where a dash, a hyphen, a comma, a bar,
    /// a slash, an at sign or a colon parts them: "Pro Shop - Kiawah Island
    /// Golf Resort", "Jiva Spa - Taj Fisherman's Cove"; unless `atHyphens`,
    /// only at a hyphen with a space on either side of it ("Sky Lounge
    /// -Hilton" is two parts, "Wellness & Spa-Hotel" one).
    private static func signParts(_ written: String, atHyphens: Bool = true) -> [Substring] {
        guard !atHyphens else { return written.split(whereSeparator: { "-–—,|/@:".contains($0) }) }
        let marked = written.replacingOccurrences(of: " -", with: " |").replacingOccurrences(of: "- ", with: "| ")
        return marked.split(whereSeparator: { "–—,|/@:".contains($0) })
    }

    /// A hotel's venue's word (``LodgingWords/venues``) in the name's first
    /// part, where the rest holds a brand: the venue's own card, named for
    /// the hotel it is in ("Club Olympus – Hyatt Regency", "Harbour Lounge |
    /// Shangri-La Hotel"). Not where the first part holds a lodging word or
    /// a brand, is one word ("Spa - Hotel Post"), or is a town ("Spa -
    /// Radisson Blu Palace Hotel", in Spa); a hyphen without spaces parts
    /// no name here ("Wellness & Spa-Hotel Steigenberger").
    private static func venue(in written: String, brands: BrandTable, country: () -> String?, towns: TownLookup?) -> String? {
        let parts = signParts(written, atHyphens: false)
        guard parts.count >= 2, let first = parts.first,
              brands.brand(in: TextFolding.key(parts.dropFirst().joined(separator: " ")), country: country) != nil else { return nil }
        let before = TextFolding.key(first)
        guard before.contains(" "), let word = LodgingWords.venues.first(in: before), LodgingWords.name.first(in: before) == nil,
              LodgingWords.compound(in: before) == nil, brands.brand(in: before, country: country) == nil,
              !isTown(before, countryCode: country(), towns: towns) else { return nil }
        return word
    }

    /// Whether a restaurant's word comes right after the lodging word, or
    /// after it and an "and" ("Hostal Restaurante El Puerto", "Penzion a
    /// restaurace U Lípy"); or "restaurant" before it across an "and" or
    /// an ampersand (`joined`: "Restaurant & Hotel Krone"): one sign of a
    /// place to stay that serves meals, not a restaurant named for a hotel
    /// ("Restaurante del Hotel Charleston", "Restaurant Hostal Sant
    /// Salvador", "Ristorante Albergo Rosa"; in Persian "رستوران هتل عباسی"
    /// is the restaurant *of* Hotel Abbasi). Not a café
    /// (``LodgingWords/diningRooms``), nor beside a word restaurants take
    /// for their own names ("Inn Restaurant", ``LodgingWords/restaurantsTakeTheName``).
    private static func servesMeals(_ folded: String, beside lodgingWord: String, joined: Bool) -> Bool {
        guard !LodgingWords.restaurantsTakeTheName.contains(lodgingWord) else { return false }
        let words = folded.split(separator: " ").map(String.init)
        let length = lodgingWord.split(separator: " ").count
        for start in words.indices where start + length <= words.count {
            guard words[start..<start + length].joined(separator: " ") == lodgingWord else { continue }
            var next = start + length
            if next + 1 < words.count, LodgingWords.conjunctions.contains(words[next]) { next += 1 }
            if next < words.count, LodgingWords.diningRooms.contains(words[next]) { return true }
            let andBefore = start >= 1 && LodgingWords.conjunctions.contains(words[start - 1])
            let previous = andBefore ? start - 2 : joined ? start - 1 : -1
            if previous >= 0, words[previous] == "restaurant" { return true }
        }
        return false
    }

    /// Whether `word` of ``LodgingWords/otherBusiness`` is in the name only
    /// as folding wrote another word ("Löwe & Bär": a bear, not a bar):
    /// the name, lower-cased, has one of ``LodgingWords/foldedAlike``'s
    /// words for it and not the word itself.
    private static func isFoldedFromAnother(_ word: String, written: String) -> Bool {
        guard let others = LodgingWords.foldedAlike[word] else { return false }
        let words = written.lowercased().split { !$0.isLetter }
        return words.contains { others.contains(String($0)) } && !words.contains { $0 == word }
    }

    /// The clauses of a NOTE, folded: its parts between commas, semicolons
    /// and line breaks, in Latin, Arabic, Ethiopic and CJK writing.
    private static func clauses(_ note: String) -> [String] {
        note.split { ",;\n፣،、".contains($0) }.map { TextFolding.key($0) }
    }

    /// Whether the name's evidence says it is a place to stay at full
    /// weight: a lodging word or a brand, not shared, not abroad, not generic.
    private static func namesAPlaceToStay(_ fromName: [Evidence]) -> Bool {
        fromName.contains(where: \.countsFully)
    }

    /// Whether the folded name has "no" and a number after `word`.
    private static func isNumbered(_ folded: String, after word: String) -> Bool {
        let words = folded.split(separator: " ")
        guard let start = words.firstIndex(of: Substring(word)) else { return false }
        return zip(words[start...], words[start...].dropFirst()).contains { $0 == "no" && $1.allSatisfy(\.isNumber) }
    }

    /// Whether the name begins with `word`, written apart from what follows
    /// ("Chocolatier Chalet Suisse"; not "Radsport-Hotel Grüner Baum", one
    /// compound word).
    private static func leads(_ word: String, _ folded: String, _ written: String) -> Bool {
        folded.hasPrefix(word + " ") && !(written.split(separator: " ").first?.contains("-") ?? false)
    }

    /// Whether the name is `word`'s, named for what follows it: "Museo de
    /// la Hacienda", "Gallery of the Old Inn" — a museum, a gallery — where
    /// "Hotel Museo" and "Gallery Hotel" are places to stay.
    private static func isNamedFor(_ word: String, in folded: String) -> Bool {
        guard folded.hasPrefix(word + " ") else { return false }
        let next = folded.dropFirst(word.count + 1).prefix { $0 != " " }
        return LodgingWords.namingWords.contains(String(next))
    }

    /// Whether the words `rest` name where the card is: they end with the
    /// city's words, or with a last word of four letters or more (not a
    /// number) that the address holds — a street, a district, the region,
    /// the country ("Ginger Andheri MIDC" on MIDC Central Road, Andheri
    /// East); or they are the city's words and then only words of the
    /// address or of a city's parts (``LodgingWords/quarterWords``: "Omni
    /// Dallas Downtown", "W Abu Dhabi - Yas Island" on Yas Island). A trade
    /// after the place ("Rove Dubai Cleaning", "Element Toronto Climbing")
    /// makes it the trade's.
    private static func namesItsPlace(_ rest: String, _ address: Address?) -> Bool {
        guard let address, !rest.isEmpty else { return false }
        let city = TextFolding.key(address.locality)
        if !city.isEmpty, rest == city || rest.hasSuffix(" " + city) { return true }
        let addressWords = Set([address.extended, address.street, address.locality, address.region, address.country].flatMap { part in
            TextFolding.key(part).split(separator: " ")
        })
        if !city.isEmpty, rest.hasPrefix(city + " "),
           rest.dropFirst(city.count + 1).split(separator: " ").allSatisfy({ addressWords.contains($0) || LodgingWords.quarterWords.contains(String($0)) }) {
            return true
        }
        guard let last = rest.split(separator: " ").last, last.count >= 4, !last.allSatisfy(\.isNumber) else { return false }
        return addressWords.contains(last)
    }

    /// Whether the words `rest`, but a leading "the", are the name of a town
    /// of the card's country ("The Barcelona EDITION"), or of any when the
    /// card names none.
    private static func isTown(_ rest: String, countryCode: String?, towns: TownLookup?) -> Bool {
        guard let towns else { return false }
        let name = rest.hasPrefix("the ") ? String(rest.dropFirst(4)) : rest
        return !name.isEmpty && towns.isTown(name, countryCode: countryCode)
    }

    /// The word of the name that is a web address ("Hotels.com"), if any.
    private static func websiteName(_ name: String) -> String? {
        name.split(separator: " ").first { (word: Substring) in
            let parts = word.split(separator: Character("."), omittingEmptySubsequences: false)
            guard parts.count >= 2, let suffix = parts.last, parts.allSatisfy({ !$0.isEmpty }) else { return false }
            return (2...4).contains(suffix.count) && suffix.allSatisfy(\.isLetter)
        }.map(String.init)
    }
}
