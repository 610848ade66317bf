import TextFolding
/// The one rule for splitting an address written as one text ("1 Dr Carlton
/// B Goodlett Pl, San Francisco, CA 94102", "Hauptstraße 1\n10115 Berlin")
/// into its parts: `hotels geocode`'s free text and a vCard whose whole
/// address sits in the street component both go through it.
///
/// Parts are separated by commas or line breaks. It works from the end: a
/// last part that names a country (see ``Country/named(_:)``) is the
/// country; then the last part, with a postal code at its end ("CA 94102",
/// "London SW1A 1AA") or at its start ("75002 Paris", "1012 AB
/// Amsterdam"); what precedes a trailing code is the region when another
/// part comes before it; a last part after a part without digits is a
/// region ("Munich, Bavaria", "Springfield, IL"), as is a code of capitals
/// or a county before a code alone ("Springfield, IL, 62701", "Killarney,
/// Co. Kerry, V93 X2C6"); the part before is the
/// locality, and whatever is left is the street.
public enum OneLineAddress {
    /// A street field that holds a whole address ("1 Main St, Springfield,
    /// IL 62701, USA", "Hauptstraße 1, 10115 Berlin"), split with its first
    /// part as the street; `nil` when it splits into nothing but a street,
    /// or into a street and a part more that nothing marks as a town: a
    /// region, a country, or a postal code before the town ("101
    /// Reykjavík", "10115 Berlin") or with a letter in it ("London SW1A
    /// 1AA"). Digits after a word ("123 Main St, Suite 400", "Building
    /// 2100") and a name alone ("The Savoy, Strand") are the street's own,
    /// and it stays as written.
    /// A street that begins with Japan's postal mark and its code, with no
    /// part set apart, is that code and the rest.
    /// A vCard's ADR (the `address-in-street` repair) and `hotels add
    /// --street` alone both go through it.
    public static func wholeAddress(inStreet street: String) -> PostalAddress? {
        // Japan's postal mark and code before the rest, written as one ("〒100-8558 東京都千代田区内幸町1-1-1").
        // The code is right after the mark, whatever code-like word ends the street ("内幸町 1-1").
        if !street.contains(where: isSeparator), let (code, rest) = markedCodeAndStreet(street) {
            return PostalAddress(street: rest, postalCode: code)
        }
        var parts = split(street, startsWithStreet: true)
        // "〒102-8578 東京都千代田区紀尾井町4-1, 日本": the mark and code before the street are its code.
        if parts.postalCode.isEmpty, let (code, rest) = markedCodeAndStreet(parts.street) {
            (parts.street, parts.postalCode) = (rest, code)
        }
        guard parts.region.isEmpty, parts.country.isEmpty else { return parts }
        let code = parts.postalCode
        guard !code.isEmpty else { return nil }
        let last = street.split(whereSeparator: isSeparator).last.map(\.trimmedWhitespace) ?? ""
        guard last.hasPrefix(code) || code.contains(where: \.isLetter) || townBeforeLongCode(last, code: code) else { return nil }
        // "Calle Mayor 1, España 28013": a country's name before the code is the country (a
        // city-state's, "Singapore 189673", its town as well).
        var split = parts
        if split.country.isEmpty, let named = Country.named(split.locality) {
            split.country = split.locality
            if !["SG", "MC", "VA", "HK", "MO", "GI"].contains(named.code) { split.locality = "" }
        }
        return split
    }

    /// Whether a last part is a town and a code of five digits or more
    /// after it ("Singapore 189673", "Riyadh 11493"), not a box's, a
    /// suite's or a kilometre's number ("PO Box 12345", "Suite 10001").
    private static func townBeforeLongCode(_ part: String, code: String) -> Bool {
        guard code.filter(\.isNumber).count >= 5, part.hasSuffix(code) else { return false }
        return part.dropLast(code.count).contains(where: \.isLetter) && !namesNumberedThing(part)
    }

    /// Whether `text` names a thing whose number is no postal code: a box,
    /// a suite, a lot, a road ("PO Box 12345", "Ste 10001", "Lot 12345",
    /// "Route 10001").
    public static func namesNumberedThing(_ text: String) -> Bool {
        text.split(whereSeparator: { !$0.isLetter }).contains { numberedThings.contains($0.lowercased()) }
    }

    /// Whether `part` is a county written as one, as Ireland's and Northern
    /// Ireland's addresses write theirs ("Co. Kerry", "County Kerry", "Co
    /// Antrim"): a region, not a town. Not a road's name and number ("County
    /// Road 5").
    static func namesCounty(_ part: String) -> Bool {
        let words = part.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, !part.contains(where: \.isNumber), let first = words.first?.lowercased() else { return false }
        return ["co.", "co", "county"].contains(first)
    }

    /// Words before a number that is no postal code.
    private static let numberedThings: Set<String> = [
        "box", "pmb", "postfach", "apartado", "casilla", "caixa", "bp", "cp", "suite", "ste", "room", "rm", "unit", "apt", "apartment",
        "flat", "office", "floor", "building", "bldg", "block", "lot", "lote", "parcela", "plot", "sector", "villa", "door", "km", "no",
        "hwy", "highway", "route", "oficina", "sala", "loja", "conjunto", "piso", "despacho", "depto", "departamento",
    ]

    /// The parts of `text`. `startsWithStreet`: the first part is known to be
    /// the street (it came from a street field), so it is never read as the
    /// locality. `countryAllowed`: whether a last part may be read as the
    /// country at all (a second reading of "Springfield, IL" takes IL as a
    /// region).
    public static func split(_ text: String, startsWithStreet: Bool = false, countryAllowed: Bool = true) -> PostalAddress {
        var parts = text.split(whereSeparator: isSeparator).map(\.trimmedWhitespace).filter { !$0.isEmpty }
        var address = PostalAddress()
        var street: [String] = []
        if startsWithStreet {
            guard parts.count > 1 else { return PostalAddress(street: parts.first ?? "") }
            street.append(parts.removeFirst())
        }
        // A code alone after the country's name, as Google writes Russia's and China's addresses and
        // booking sites many others: "…, Москва, Россия, 125009", "…, Beijing, China, 100006", "…, Athens,
        // Greece, 105 64". By a name, not a code ("Springfield, IL, 62701" is Illinois's), and not a
        // name that is a region's or a town's too ("Atlanta, Georgia, 30303"; "Arlon, Luxembourg, 6700"
        // is Belgium's province; Jamaica and Jordan are towns of the US), except Georgia's with its four digits.
        var codeAfterCountry = ""
        if countryAllowed, parts.count >= 3, let last = parts.last, isCode(last),
           case let named = parts[parts.count - 2], named.count > 3, Country.named(named) != nil,
           !sharedCountryNames.contains(named.lowercased()) || named.lowercased() == "georgia" && last.filter(\.isNumber).count == 4 {
            codeAfterCountry = parts.removeLast()
        }
        if countryAllowed, parts.count + street.count > 1, parts.count > 0, let last = parts.last, Country.named(last) != nil {
            address.country = last
            parts.removeLast()
        }
        guard var last = parts.popLast() else {
            address.street = street.joined(separator: ", ")
            address.postalCode = codeAfterCountry
            return address
        }
        // "Avignon (84000)": a code in brackets after the city is its postal code.
        if let (city, inside) = CityDistrict.bracketedEnd(of: last), looksPostal(inside) { last = inside + " " + city }
        // Japan's postal mark and code, run into the town or not ("〒100-0005東京都…"), are read set apart.
        if let (code, rest) = codeAfterPostalMark(last[...]), !code.isEmpty, !rest.isEmpty {
            // (With katakana's long mark read as the dash it was typed for.)
            last = "〒" + code + " " + rest
        }
        var (code, rest, position) = postalCode(in: last, country: Country.named(address.country)?.code)
        address.postalCode = code
        // "Tverskaya 3, Moscow, Russia 125009": the country's name before the code, after a part
        // that is the town (a city-state's name alone is its town too: "1 Beach Rd, Singapore 189673";
        // a name, not a code, which may be a state's or a province's as well: "Dover, DE 19901",
        // "Indianapolis, Ind 46204", "Colima, COL 28000" — but "USA"; not a name that is a
        // region's or a town's too: "Atlanta, Georgia 30303", "Thessaloniki, Macedonia 54624").
        if position == .end, countryAllowed, address.country.isEmpty, !parts.isEmpty, rest.count > 3 || rest.lowercased() == "usa",
           Country.named(rest) != nil, !sharedCountryNames.contains(rest.lowercased()) {
            address.country = rest
            rest = ""
        }
        switch position {
        case .end where rest.isEmpty:
            // A code of capitals or a county between the locality and a code alone is its region:
            // "Springfield, IL, 62701", "Killarney, Co. Kerry, V93 X2C6".
            if let previous = parts.popLast() {
                if CityDistrict.isRegionCode(previous) || namesCounty(previous), let locality = parts.popLast() {
                    (address.locality, address.region) = (locality, previous)
                } else {
                    address.locality = previous
                }
            }
        case .end:
            if parts.count > 0 || !street.isEmpty && (rest.contains(where: \.isLowercase) || !code.contains(where: \.isLetter)),
               let (city, code) = CityDistrict.cityAndRegionCode(of: rest), Country.named(code) == nil {
                // "Macquarie Street, Sydney NSW 2000", "5th Avenue, New York NY 10001"
                // (a code that is also a country's, "Milano IT 20121", "Atlanta GA 30301", stays one part).
                (address.locality, address.region) = (city, code)
            } else if let previous = parts.popLast() {
                // "…, Mekkah Road, Riyadh 11493" reads so too: a road's name before it says nothing, as
                // "Pacific Coast Highway, California 90265" is a region's and its code.
                address.region = rest
                address.locality = previous
            } else {
                address.locality = rest
            }
        case .start:
            // After a street, "00184 Roma RM": the town and its province's code
            // — bracketed too, "00187 Roma (RM)" — or, in an address that names
            // Italy, one that is a country's code as well ("30122 Venezia VE";
            // "84010 Ravello (SA)", Salerno's or Saudi Arabia's, is the gazetteer's to tell).
            // (Not where every word is in capitals: "HAY ON WYE" is one town.)
            let inItaly = Country.named(address.country)?.code == "IT"
            let bracketed = CityDistrict.bracketedEnd(of: rest).flatMap { city, inside in
                CityDistrict.isRegionCode(inside) && inside.count == 2 ? "\(city) \(inside)" : nil
            }
            let town = bracketed ?? rest
            if !street.isEmpty || !parts.isEmpty || inItaly, town.contains(where: \.isLowercase), let (city, code) = CityDistrict.cityAndRegionCode(of: town),
               Country.named(code) == nil || inItaly {
                (address.locality, address.region) = (city, code)
            } else {
                address.locality = rest
            }
        case .none:
            if let previous = parts.last, !previous.contains(where: \.isNumber) {
                address.region = rest
                address.locality = parts.removeLast()
            } else if let town = codeFirstTown(before: rest, parts: parts, afterStreet: !street.isEmpty, country: address.country) {
                (address.postalCode, address.locality, address.region) = (town.code, town.name, rest)
                parts.removeLast()
            } else {
                address.locality = rest
            }
        }
        // "Rio de Janeiro - RJ": Brazil writes the state's code after the town and a spaced dash.
        if address.region.isEmpty, address.country.isEmpty || Country.named(address.country)?.code == "BR",
           let (city, code) = CityDistrict.cityAndBrazilianState(of: address.locality) {
            (address.locality, address.region) = (city, code)
        }
        address.street = (street + parts).joined(separator: ", ")
        if address.postalCode.isEmpty { address.postalCode = codeAfterCountry }
        return address
    }

    /// The code and the town of the part before a last part that is a
    /// region, in a text that starts with its street: "Marktstraße 5, 82467
    /// Garmisch-Partenkirchen, Bayern, Deutschland", "Bulevar Príncipe
    /// Alfonso s/n, 29602 Marbella, Málaga, España" — a part after the
    /// street that begins with a code of the country's length
    /// (``codeBeforeTownDigits``) and a town without digits, before a
    /// region and a country's name. Only for the countries that write the
    /// house number after the street and the code before the town: elsewhere
    /// ("Tower 2, 6750 Ayala Avenue, Makati, Philippines") and in France's
    /// rural numbering ("2450 Route de Saint-Tropez") a number first is a
    /// house's. `nil` then, and where no country is named.
    private static func codeFirstTown(before region: String, parts: [String], afterStreet: Bool, country: String)
        -> (code: String, name: String)? {
        guard afterStreet, !region.contains(where: \.isNumber), let previous = parts.last,
              let named = Country.named(country), let digits = codeBeforeTownDigits[named.code] else { return nil }
        let (code, town, position) = postalCode(in: previous, country: named.code)
        guard position == .start, !town.isEmpty, !town.contains(where: \.isNumber), code.filter(\.isNumber).count == digits else { return nil }
        // "00184 Roma RM, Lazio": the province's code beside the region is the town's no more.
        if town.contains(where: \.isLowercase), let (city, province) = CityDistrict.cityAndRegionCode(of: town), Country.named(province) == nil {
            return (code, city)
        }
        return (code, town)
    }

    /// The countries whose addresses write the house number after the
    /// street and the postal code before the town, and how many digits the
    /// code has (Portugal's "1100-148", Poland's "00-950", the Netherlands'
    /// "1012 AB", Czechia's "110 00" counted by their digits).
    static let codeBeforeTownDigits: [String: Int] = [
        "DE": 5, "FR": 5, "IT": 5, "ES": 5, "MX": 5, "TR": 5, "HR": 5, "RS": 5, "FI": 5, "EE": 5, "GR": 5, "CZ": 5, "SK": 5, "SE": 5,
        "PL": 5, "AT": 4, "CH": 4, "BE": 4, "LU": 4, "DK": 4, "NO": 4, "HU": 4, "SI": 4, "BG": 4, "NL": 4, "PT": 7,
    ]

    /// A second reading of `text`, where a street and its number come
    /// before "town code" ("Via Manzoni 29, Milano 20121", "Maximilianstraße
    /// 17, München 80539"): the town and its postal code, where
    /// ``split(_:startsWithStreet:countryAllowed:)`` reads a region and its
    /// code ("123 Pike St, Washington 98101"). `nil` when the text is not so.
    public static func townBeforeCode(_ text: String) -> PostalAddress? {
        var (parts, address) = partsBeforeCountry(text)
        guard parts.count >= 2, let last = parts.popLast(), parts.last?.contains(where: \.isNumber) == true else { return nil }
        let (code, rest, position) = postalCode(in: last, country: Country.named(address.country)?.code)
        guard position == .end, !rest.isEmpty, !CityDistrict.isRegionCode(rest), CityDistrict.cityAndRegionCode(of: rest) == nil else { return nil }
        (address.postalCode, address.locality, address.street) = (code, rest, parts.joined(separator: ", "))
        return address
    }

    /// A second reading of `text`, where its last part (before a country)
    /// follows a part that holds a postal code: that part is the code and
    /// the locality, the last the region ("Via Tragara 57, 80073 Capri,
    /// Campania", "Colaba, Mumbai 400001, Maharashtra, India"), where
    /// ``split(_:startsWithStreet:countryAllowed:)`` takes the last part for
    /// the locality. `nil` when no such part comes before it.
    public static func regionAfterPostalPart(_ text: String) -> PostalAddress? {
        var (parts, address) = partsBeforeCountry(text)
        guard parts.count >= 2, let region = parts.popLast(), !region.contains(where: \.isNumber), let part = parts.popLast() else { return nil }
        let (code, rest, position) = postalCode(in: part, country: Country.named(address.country)?.code)
        guard position != .none, !rest.isEmpty else { return nil }
        (address.postalCode, address.locality, address.region) = (code, rest, region)
        address.street = parts.joined(separator: ", ")
        return address
    }

    /// `text` with a country's name at the end of its last part set apart
    /// as a part of its own, as a text written without commas names it
    /// ("10115 Berlin Germany" → "10115 Berlin, Germany", "Paris France",
    /// "Atlanta GA USA"); the longest name of up to four words, after at least one other word. A
    /// country's code counts only in capitals ("Rio de Janeiro" ends in no
    /// Germany). A last part after a comma is cut so only where the words
    /// before the name hold a digit ("Hauptstraße 1, 10115 Berlin
    /// Germany"): "Belen, New Mexico" is a town and its state. `nil` when
    /// the last part does not end so.
    public static func countrySetApart(_ text: String) -> String? {
        let parts = text.split(whereSeparator: isSeparator)
        guard let last = parts.last else { return nil }
        let words = last.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2 else { return nil }
        for count in stride(from: min(4, words.count - 1), through: 1, by: -1) {
            let start = words[words.count - count].startIndex
            let name = String(text[start..<last.endIndex])
            guard name.utf8.count > 3 || name == name.uppercased(), Country.named(name) != nil else { continue }
            guard parts.count == 1 || text[last.startIndex..<start].contains(where: \.isNumber) else { return nil }
            return String(text[..<start]).trimmedWhitespace + ", " + name
        }
        return nil
    }

    /// Readings of `text` whose last part (before a country part) ends in
    /// a region's name with no comma before it ("Albuquerque New Mexico",
    /// "Munich Bavaria"): its last one to four words as the region, the
    /// words before as the locality, longest region first; none where the
    /// part holds a digit. Which of them names a region is the gazetteer's to say.
    public static func regionsSetApart(_ text: String) -> [PostalAddress] {
        var (parts, address) = partsBeforeCountry(text, minimumParts: 2)
        guard let last = parts.popLast(), !last.contains(where: \.isNumber) else { return [] }
        let words = last.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2 else { return [] }
        address.street = parts.joined(separator: ", ")
        return stride(from: min(4, words.count - 1), through: 1, by: -1).map { count in
            (address.locality, address.region) = (words.dropLast(count).joined(separator: " "), words.suffix(count).joined(separator: " "))
            return address
        }
    }

    /// A second reading of `text` whose last part (before a country part)
    /// holds a street, a postal code and a town with no comma between them
    /// ("Unter den Linden 77 10117 Berlin", "Via Roma 1 00184 Roma,
    /// Italia"): the words after the last code that has words on both sides
    /// are the town, those before it the street. `nil` when the text is not so.
    public static func townAfterInnerCode(_ text: String) -> PostalAddress? {
        var (parts, address) = partsBeforeCountry(text, minimumParts: 2)
        guard let last = parts.popLast() else { return nil }
        let words = last.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 3 else { return nil }
        for at in stride(from: words.count - 2, through: 1, by: -1) {
            let width = at + 2 < words.count && isTwoWordCode(words[at], words[at + 1]) ? 2 : looksPostal(words[at]) ? 1 : 0
            guard width > 0 else { continue }
            let town = words[(at + width)...]
            guard !town.isEmpty, !town.contains(where: { $0.contains(where: \.isNumber) }) else { return nil }
            address.postalCode = words[at..<(at + width)].joined(separator: " ")
            address.locality = town.joined(separator: " ")
            address.street = (parts + [words[..<at].joined(separator: " ")]).joined(separator: ", ")
            return address
        }
        return nil
    }

    /// The parts of `text` for a second reading, and an address holding the
    /// country its last part names, if one of `minimumParts` parts or more
    /// does (that part then left out).
    private static func partsBeforeCountry(_ text: String, minimumParts: Int = 3) -> (parts: [String], address: PostalAddress) {
        var parts = text.split(whereSeparator: isSeparator).map(\.trimmedWhitespace).filter { !$0.isEmpty }
        var address = PostalAddress()
        if parts.count >= minimumParts, let last = parts.last, Country.named(last) != nil {
            address.country = last
            parts.removeLast()
        }
        return (parts, address)
    }

    /// Where a part's postal code is.
    enum CodePosition { case none, end, start }

    /// Countries' names that name a region or a town elsewhere as well.
    static let sharedCountryNames: Set<String> = ["georgia", "luxembourg", "jamaica", "jordan", "macedonia"]

    /// Whether a whole part is a postal code: one word shaped like one, or
    /// two that are one ("105 64", "SW1A 1AA").
    static func isCode(_ part: String) -> Bool {
        let words = part.split(whereSeparator: \.isWhitespace).map(String.init)
        return words.count == 1 ? looksPostal(words[0]) : words.count == 2 && isTwoWordCode(words[0], words[1])
    }

    /// The postal code of one part, the words left beside it, and where it
    /// was: at the end ("CA 94102", "London SW1A 1AA") or at the start
    /// ("75002 Paris", "1012 AB Amsterdam"); a French CEDEX mark and its
    /// office number, and Japan's postal mark, are dropped. `country`: the
    /// ISO code of the country the address names, whose own shapes of a
    /// code count too (``looksPostal(_:country:)``).
    static func postalCode(in part: String, country: String? = nil) -> (code: String, rest: String, position: CodePosition) {
        // Japan's postal mark before a code ("〒100-0005") is no part of it.
        var words = part.split(whereSeparator: \.isWhitespace).map { $0.hasPrefix("〒") ? String($0.dropFirst()) : String($0) }
            .filter { !$0.isEmpty }
        // "75008 Paris CEDEX 08": a French business delivery mark, with its office number, says nothing of the place.
        if let cedex = words.indices.dropFirst().first(where: { words[$0].uppercased() == "CEDEX" }) {
            words.removeSubrange(cedex...)
        }
        var code = "", position = CodePosition.none
        if words.count >= 2, isTwoWordCode(words[words.count - 2], words[words.count - 1]) {
            code = words.suffix(2).joined(separator: " ")
            words.removeLast(2)
            position = .end
        } else if let end = words.last, looksPostal(end, country: country) {
            code = end
            words.removeLast()
            position = .end
        } else if words.count > 2, isTwoWordCode(words[0], words[1]) {
            // European order with a two-word code: "1012 AB Amsterdam".
            code = words[0] + " " + words[1]
            words.removeFirst(2)
            position = .start
        } else if words.count > 1, looksPostal(words[0], country: country) {
            code = words.removeFirst()
            position = .start
        }
        return (code, words.joined(separator: " "), position)
    }

    /// The postal code written after Japan's postal mark that `text`
    /// begins with ("〒100-0005", "〒１００－０００５", "〒105ー0001"; a
    /// space after the mark, or none), as written but for katakana's long
    /// mark, which is the dash it was typed for, and the text after it;
    /// `nil` where `text` does not begin with the mark. A code is digits,
    /// ASCII or full-width, and dashes — katakana's long mark among them,
    /// typed for one — not a numeral of the town's name run into it
    /// ("〒192-0081八王子市": 八 is Hachiōji's).
    static func codeAfterPostalMark(_ text: Substring) -> (code: String, rest: Substring)? {
        guard text.hasPrefix("〒") else { return nil }
        let afterMark = text.dropFirst().drop(while: \.isWhitespace)
        let code = afterMark.prefix { character in
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
            return (0x30...0x39).contains(scalar.value) || (0xFF10...0xFF19).contains(scalar.value) || scalar == "ー"
                || PostalCodeKey.isDash(scalar)
        }
        return (code.replacingOccurrences(of: "ー", with: "-"), afterMark.dropFirst(code.count))
    }

    /// The postal code after Japan's postal mark that a street begins
    /// with, and the street after it, where both are there.
    private static func markedCodeAndStreet(_ street: String) -> (code: String, street: String)? {
        guard let (code, after) = codeAfterPostalMark(street[...]), looksPostal(code) else { return nil }
        let rest = after.trimmedWhitespace
        return rest.isEmpty ? nil : (code, rest)
    }

    /// What separates an address's parts: a comma (Latin, Arabic "،",
    /// ideographic "、", full-width "，") or a line break.
    static func isSeparator(_ character: Character) -> Bool {
        character == "," || character.isNewline || character == "،" || character == "、" || character == "，"
    }

    /// One word shaped like a postal code: digits with at most one dash
    /// ("94103-1234", "490-1401"), a letter prefix and digits ("D-10115"),
    /// a country's own prefix of two letters or more run into its digits
    /// ("AZ1000", "LV1001", "AD500"), Argentina's letter, four digits and three
    /// letters ("C1002AAP"), or a code of two parts written without the
    /// space between them ("SW1A1AA", "M5V3L9", "1012AB"). Full-width
    /// digits and letters ("１００-０００５") are read as theirs. In an
    /// address that names Argentina (`country`, an ISO code), its letter
    /// and four digits without the block's letters ("C1005") too: elsewhere
    /// a word so is a road's ("D1005", "A4232").
    static func looksPostal(_ word: String, country: String? = nil) -> Bool {
        let bytes = Array(asciiForm(word).uppercased().utf8)
        guard (3...11).contains(bytes.count) else { return false }
        if country == "AR", bytes.count == 5, isLetter(bytes[0]), bytes[1...].allSatisfy(isDigit) { return true }
        if (5...8).contains(bytes.count), bytes.contains(where: isDigit), bytes.contains(where: isLetter),
           bytes.allSatisfy({ isDigit($0) || isLetter($0) }) {
            for cut in [3, 2, 4] where isTwoWordCode(String(decoding: bytes.dropLast(cut), as: UTF8.self),
                                                     String(decoding: bytes.suffix(cut), as: UTF8.self)) {
                // A country's prefix run into its digits is the rule below's.
                if bytes.prefix(bytes.count - cut).allSatisfy(isLetter) { continue }
                return true
            }
        }
        // Andorra's codes have three digits after AD ("AD500"), the others four or more.
        if let letters = bytes.firstIndex(where: isDigit), letters >= 2,
           bytes.count - letters >= (bytes.starts(with: "AD".utf8) ? 3 : 4),
           bytes[letters...].allSatisfy(isDigit), !isStateAndZIP(letters: letters, digits: bytes.count - letters),
           PostalCodeKey.isCountryPrefix(String(decoding: bytes[..<letters], as: UTF8.self)) {
            return true
        }
        if bytes.count == 8, isLetter(bytes[0]), bytes[1...4].allSatisfy(isDigit), bytes[5...].allSatisfy(isLetter) { return true }
        let dashes = bytes.filter { $0 == UInt8(ascii: "-") }.count
        if dashes <= 1, bytes.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "-") }), bytes.first.map(isDigit) == true,
           bytes.last.map(isDigit) == true {
            return true
        }
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")), (1...2).contains(dash), bytes[..<dash].allSatisfy(isLetter),
           bytes.count - dash > 3, bytes[(dash + 1)...].allSatisfy(isDigit) {
            return true
        }
        return false
    }

    /// Two words that together are a postal code: Canadian "M5V 3L9",
    /// British "SW1A 1AA", Dutch "1012 AB", Swedish, Czech, Slovak and
    /// Greek "111 22", Indian "400 001", Irish "D02 X285", a country's prefix and its digits
    /// ("LV 1001", "AZ 1000").
    static func isTwoWordCode(_ first: String, _ second: String) -> Bool {
        let a = Array(asciiForm(first).uppercased().utf8), b = Array(asciiForm(second).uppercased().utf8)
        guard !a.isEmpty, !b.isEmpty else { return false }
        if a.count == 3, b.count == 2, a.allSatisfy(isDigit), b.allSatisfy(isDigit) { return true }
        // India's PIN as it is often written, three digits and three ("Mumbai 400 001").
        if a.count == 3, b.count == 3, a.allSatisfy(isDigit), b.allSatisfy(isDigit) { return true }
        if a.count == 3, isLetter(a[0]), isDigit(a[1]), isDigit(a[2]) || a[2] == UInt8(ascii: "W"),
           b.count == 4, b.allSatisfy({ isLetter($0) || isDigit($0) }), b.contains(where: isDigit), b.contains(where: isLetter) {
            return true
        }
        if (3...6).contains(b.count), b.allSatisfy(isDigit), a.allSatisfy(isLetter), !isStateAndZIP(letters: a.count, digits: b.count),
           PostalCodeKey.isCountryPrefix(first.uppercased()) {
            return true
        }
        if a.count == 3, b.count == 3, isLetter(a[0]), isDigit(a[1]), isLetter(a[2]), isDigit(b[0]), isLetter(b[1]), isDigit(b[2]) {
            return true
        }
        if (2...4).contains(a.count), isLetter(a[0]), a.contains(where: isDigit), a.allSatisfy({ isLetter($0) || isDigit($0) }),
           b.count == 3, isDigit(b[0]), isLetter(b[1]), isLetter(b[2]) { return true }
        if a.count == 4, a.allSatisfy(isDigit), b.count == 2, b.allSatisfy(isLetter) { return true }
        // Malta's "VLT 1171": its locality's letters, in capitals, and four digits (not Sydney's "NSW 2000").
        if a.count == 3, maltaLocalities.contains(first), b.count == 4, b.allSatisfy(isDigit) { return true }
        return false
    }

    /// The letters of Malta's postal codes, one set for each locality
    /// ("VLT" Valletta, "SLM" Sliema), as Malta Post gives them, but Pietà's
    /// PTA, which is Pretoria's too ("Pretoria PTA 0002"): Australia's "NSW
    /// 2000", South Africa's "KZN 4001" and the Philippines' "NCR 1200" are
    /// a region's code and a postal code.
    static let maltaLocalities: Set<String> = [
        "ATD", "BBG", "BKR", "BML", "BRG", "BZN", "DGL", "FGR", "FNT", "FRN", "GDJ", "GHR", "GRB", "GSM", "GSR", "GXQ", "GZR", "HMR",
        "IKL", "ISL", "KCM", "KKP", "KKR", "KMN", "LJA", "LQA", "MDN", "MFN", "MGR", "MLH", "MQB", "MRS", "MSD", "MSK", "MST", "MTF",
        "MTP", "MXK", "MXR", "NDR", "NXR", "PBK", "PLA", "QLA", "QRD", "QRM", "RBT", "SCM", "SFI", "SGN", "SGW", "SLC", "SLM",
        "SLZ", "SNT", "SPB", "STJ", "SVR", "SWQ", "TXN", "VCT", "VLT", "XBX", "XJR", "XLN", "XRA", "XWK", "ZBB", "ZBG", "ZBR", "ZRQ",
        "ZTN",
    ]

    /// `word` with full-width digits, letters and hyphens (U+FF01–U+FF5E)
    /// as their ASCII forms, as Japanese and Chinese addresses write codes,
    /// a digit of any other script (Arabic's "١١٤٩٣") as its ASCII digit,
    /// and every dash a code may be written with (``PostalCodeKey/isDash(_:)``) a hyphen.
    static func asciiForm(_ word: String) -> String {
        let word = PostalCodeKey.hyphenated(word)
        guard word.unicodeScalars.contains(where: { $0.value >= 0x80 }) else { return word }
        var scalars = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                scalars.append(ascii)
            } else if scalar.value >= 0x80, let digit = scalar.decimalDigitValue {
                // A digit of any script ("١١٤٩٣", "११०००१"): the one reading of a digit.
                scalars.append(Unicode.Scalar(UInt8(48 + digit)))
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Two letters and five digits are a US state and its ZIP ("DE 19901",
    /// "AZ 85301", "MD 20707"), not a country's prefix and its code: the
    /// prefixes that are also states (AZ, DE, MD) prefix codes of four.
    private static func isStateAndZIP(letters: Int, digits: Int) -> Bool { letters == 2 && digits == 5 }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
}

