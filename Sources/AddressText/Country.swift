import TextFolding

/// A country as ISO 3166-1 knows it, with the names people write for it.
public struct Country: Hashable, Sendable {
    /// ISO 3166-1 alpha-2, upper case ("DE").
    public let code: String
    /// ISO 3166-1 alpha-3 ("DEU").
    public let alpha3: String
    /// The English name GeoNames gives ("Germany").
    public let name: String
    /// GeoNames' continent code: AF, AN, AS, EU, NA, OC, SA.
    public let continent: String

    /// The country `text` names: an alpha-2 or alpha-3 code in any case, the
    /// English name, or a common other form ("USA", "Deutschland", "日本"),
    /// compared after folding case, accents and punctuation. `nil` when
    /// nothing matches.
    public static func named(_ text: String) -> Country? { lookUp(text) }

    /// The same lookup for any string type (a `Substring`, say).
    public static func named(_ text: some StringProtocol) -> Country? { lookUp(text) }

    /// The code of the country `text` names, else `text` as written: how a
    /// card's or a typed address's country is kept.
    public static func codeOrAsWritten(_ text: String) -> String { named(text)?.code ?? text }

    // Called from another module a generic runs unspecialized; the `String`
    // overload above has it specialized here.
    private static func lookUp(_ text: some StringProtocol) -> Country? {
        // Most books write a country the way the table does: one lookup,
        // before any folding.
        let written = String(text)
        if let country = byWrittenName[written] { return country }
        let trimmed = written.trimmedWhitespace
        if trimmed.utf8.count == 2 || trimmed.utf8.count == 3, trimmed.utf8.allSatisfy(isASCIILetter) {
            if let country = byCode[trimmed.uppercased()] { return country }
        }
        let key = TextFolding.key(trimmed)
        guard !key.isEmpty else { return nil }
        return byName[key]
    }

    /// The country with this alpha-2 code.
    public static func code(_ code: String) -> Country? { byCode[code.uppercased()].flatMap { $0.code.count == 2 ? $0 : nil } }

    /// Every name a country goes by in the table: its name and the other
    /// names people write (not its codes).
    public static let names: [String] = table.flatMap { [$0.2] + $0.4 }

    /// Every country, in code order.
    public static let all: [Country] = table.map { Country(code: $0.0, alpha3: $0.1, name: $0.2, continent: $0.3) }

    private static let byCode: [String: Country] = {
        var map: [String: Country] = [:]
        for country in all {
            map[country.code] = country
            map[country.alpha3] = country
        }
        // Codes in use that ISO reserves for other purposes.
        map["UK"] = map["GB"]
        return map
    }()

    /// Names and codes exactly as the table writes them ("Germany", "DE", "DEU").
    private static let byWrittenName: [String: Country] = {
        var map: [String: Country] = [:]
        for (row, country) in zip(table, all) {
            for name in [row.2] + row.4 where map[name] == nil { map[name] = country }
            if map[country.code] == nil { map[country.code] = country }
            if map[country.alpha3] == nil { map[country.alpha3] = country }
        }
        return map
    }()

    /// Folded names, each also in the forms people shorten it to:
    /// without its article ("The Netherlands", "Netherlands"; "Bahamas",
    /// "The Bahamas") and with "Saint" as "St" ("St Lucia", "St. Kitts and Nevis").
    private static let byName: [String: Country] = {
        var map: [String: Country] = [:]
        for (row, country) in zip(table, all) {
            for name in [row.2] + row.4 {
                let key = TextFolding.key(name)
                for form in shortForms(of: key) where map[form] == nil { map[form] = country }
            }
        }
        return map
    }()

    /// A folded name, then the same without a leading "the" or with one,
    /// and with a leading "saint" as "st".
    private static func shortForms(of key: String) -> [String] {
        var forms = [key]
        forms.append(key.hasPrefix("the ") ? String(key.dropFirst(4)) : "the " + key)
        if key.hasPrefix("saint ") { forms.append("st " + key.dropFirst(6)) }
        return forms
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

