import TextFolding

/// A city's district written after the city's name, as addresses in many
/// countries give it: "Praha 1", "Dublin 2", "Wien 1.", "Paris 8e", "Lyon
/// 3ème", "Budapest XIII", "Milano (MI)" (a province's code). The gazetteer
/// knows the city, not its numbered districts.
public enum CityDistrict {
    /// `locality` without the district written after the city's name, or
    /// `nil` when it ends in none: a number of one or two digits (with a
    /// French ordinal's ending or a dot), a Roman numeral in capitals, or a
    /// code of up to three capitals or digits in parentheses.
    public static func city(of locality: String) -> String? {
        let trimmed = locality.trimmedWhitespace
        if let (city, inside) = bracketedEnd(of: trimmed) {
            // A province's code ("(MI)"), not a name: "Cabo (Moreda)" is a village's own name.
            guard (1...3).contains(inside.count), inside.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else { return nil }
            return city
        }
        guard let (city, district) = lastWord(of: trimmed), isNumber(district) || isRomanNumeral(district) else { return nil }
        return city
    }

    /// A locality that ends in words in brackets, as what
    /// comes before them and what they hold: "Madrid (Madrid)" (Spain's
    /// province), "Milano (MI)", "Avignon (84000)", "Frankfurt (Oder)" (a
    /// city's own name); `nil` when it ends in no such brackets.
    public static func bracketedEnd(of locality: String) -> (city: String, inside: String)? {
        let trimmed = locality.trimmedWhitespace
        guard trimmed.last == ")", let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmedWhitespace
        let city = trimmed[..<open].trimmedWhitespace
        guard !inside.isEmpty, !city.isEmpty, !inside.contains("(") else { return nil }
        return (city, inside)
    }

    /// `locality` split into a city and the code of its region or province
    /// written after it in two or three capitals ("Milano MI", "Springfield
    /// IL", "St. Gallen SG", "Sydney NSW"), or `nil` when it ends in no such code.
    public static func cityAndRegionCode(of locality: String) -> (city: String, code: String)? {
        guard let (city, code) = lastWord(of: locality.trimmedWhitespace), isRegionCode(code) else { return nil }
        // "Rio de Janeiro - RJ", "Roma - RM": a dash between them parts them.
        if let (name, dash) = lastWord(of: city), dash.count == 1, dash.unicodeScalars.allSatisfy(PostalCodeKey.isDash) { return (name, String(code)) }
        return (city, String(code))
    }

    /// `locality` split into a city and the code of its Brazilian state
    /// written after a dash with a space on each side, as Brazil writes them
    /// ("Rio de Janeiro - RJ", "São Paulo – SP"), or `nil` when it ends in
    /// no such code. Only Brazil's 27 codes: "Frankfurt - DE" or "Hounslow -
    /// LHR" is a town and a country's or an airport's code; and a dash with
    /// no spaces is the name's own ("Saint-Denis").
    public static func cityAndBrazilianState(of locality: String) -> (city: String, code: String)? {
        guard let (before, code) = lastWord(of: locality.trimmedWhitespace), brazilianStates.contains(String(code)),
              let (city, dash) = lastWord(of: before), dash.count == 1, dash.unicodeScalars.allSatisfy(PostalCodeKey.isDash),
              city.contains(where: \.isLetter) else { return nil }
        return (city, String(code))
    }

    /// The codes of Brazil's 26 states and its federal district.
    static let brazilianStates: Set<String> = [
        "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN",
        "RS", "RO", "RR", "SC", "SP", "SE", "TO",
    ]

    /// ``cityAndRegionCode(of:)``, or the code in brackets ("Amalfi (SA)",
    /// "Springfield (IL)"): a region's or province's code after the city,
    /// however written.
    public static func cityAndAnyRegionCode(of locality: String) -> (city: String, code: String)? {
        if let (city, inside) = bracketedEnd(of: locality), isRegionCode(inside) { return (city, inside) }
        return cityAndRegionCode(of: locality)
    }

    /// `locality` split at a slash between the town and its province, as
    /// Turkey writes them ("Bodrum/Muğla", "Fatih/İstanbul"), or `nil`
    /// when it holds no one slash with letters on both sides and no digit.
    /// Whether the second part is a region is the gazetteer's to say:
    /// "Frankfurt/Main" and "Halle/Saale" name a river.
    public static func cityAndSlashedRegion(of locality: String) -> (city: String, region: String)? {
        let parts = locality.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let city = parts[0].trimmedWhitespace, region = parts[1].trimmedWhitespace
        guard let first = city.first, let last = region.last, first.isLetter, last.isLetter,
              !(city + region).contains(where: \.isNumber) else { return nil }
        return (String(city), String(region))
    }

    /// Whether `text` is written as a region's or a province's code: two
    /// or three capitals ("IL", "MI", "NSW").
    public static func isRegionCode<S: StringProtocol>(_ text: S) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// `text` (trimmed) split at its last space: what comes before it, when
    /// something does, and the last word.
    private static func lastWord(of text: String) -> (before: String, word: Substring)? {
        guard let space = text.lastIndex(of: " ") else { return nil }
        let before = text[..<space].trimmedWhitespace
        return before.isEmpty ? nil : (before, text[text.index(after: space)...])
    }

    /// "1", "12", "1.", "8e", "1er", "3ème", "3eme", "2nd".
    private static func isNumber(_ word: Substring) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count) else { return false }
        let ending = word.dropFirst(digits.count).lowercased()
        return ["", ".", "e", "er", "re", "ème", "eme", "è", "st", "nd", "rd", "th"].contains(ending)
    }

    /// "I" to "XXIII", with or without a dot: the districts of Budapest,
    /// Vienna and Paris as some write them.
    private static func isRomanNumeral(_ word: Substring) -> Bool {
        let letters = word.hasSuffix(".") ? word.dropLast() : word
        guard (1...5).contains(letters.count), letters.allSatisfy({ "IVXL".contains($0) }) else { return false }
        // Well formed: tens, then a unit of I–IX.
        let tens = letters.prefix { $0 == "X" || $0 == "L" }
        let units = String(letters.dropFirst(tens.count))
        return ["X", "XX", "XXX", "XL", "L", ""].contains(String(tens))
            && ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"].contains(units)
    }
}
