import VCard

/// The properties selection and mapping look at, gathered in one pass over
/// a card (each `Card.first(_:)` call would walk the whole list again, and
/// an import makes a dozen of them per card).
struct CardSummary {
    var formattedName: String?
    var organization: String?
    var hasPersonalName = false
    var kind: String?
    var showsAsCompany = false
    var categories: [String] = []
    var addresses: [Address] = []
    var phones: [String] = []
    var emails: [String] = []
    var url: String?
    var note: String?
    var geo: Geo?
    var uid: String?
    var revision: String?

    /// Whether the card has an ADR, before ``addresses`` are read.
    var hasAddressProperty = false
    private let card: Card

    /// Reads what selection needs (names, kind, categories) when `full` is
    /// false — most cards of a book are people, and a NOTE or an ADR need
    /// not be decoded to tell — or every field the mapping uses.
    init(_ card: Card, full: Bool = true) {
        self.card = card
        let version = card.version
        func text(_ property: Property) -> String { ValueEscaping.unescapeText(property.value, version: version) }
        // `isNamed` compares the name's bytes where they lie; asking for
        // `name` would decode and allocate a string for every line.
        for property in card.properties {
            if property.isNamed("FN") {
                if formattedName == nil { formattedName = text(property) }
            } else if property.isNamed("N") {
                let parts = ValueEscaping.components(property.value, version: version)
                hasPersonalName = parts.prefix(2).contains { $0.contains { !$0.isEmpty } }
            } else if property.isNamed("ORG") {
                if organization == nil {
                    organization = ValueEscaping.components(property.value, version: version).first?.joined(separator: ",")
                }
            } else if property.isNamed("ADR") {
                hasAddressProperty = true
                if full { addresses.append(Address(value: property.value, version: version, types: property.types)) }
            } else if property.isNamed("CATEGORIES") {
                categories += ValueEscaping.list(property.value, version: version)
            } else if property.isNamed("KIND") {
                if kind == nil { kind = property.value.lowercased() }
            } else if property.isNamed("X-ABShowAs") {
                showsAsCompany = showsAsCompany || property.value.uppercased() == "COMPANY"
            } else if !full {
                continue
            } else if property.isNamed("TEL") {
                phones.append(Self.telephone(text(property)))
            } else if property.isNamed("EMAIL") {
                emails.append(text(property))
            } else if property.isNamed("URL") {
                if url == nil { url = text(property) }
            } else if property.isNamed("NOTE") {
                if note == nil { note = text(property) }
            } else if property.isNamed("GEO") {
                if geo == nil { geo = Geo(value: property.value) }
            } else if property.isNamed("UID") {
                if uid == nil { uid = text(property) }
            } else if property.isNamed("REV") {
                if revision == nil { revision = property.value }
            }
        }
    }

    /// Whether an ADR has any part filled (reads the addresses if the
    /// selection pass skipped them).
    var hasAddress: Bool {
        if !addresses.isEmpty { return addresses.contains { !$0.isEmpty } }
        guard hasAddressProperty else { return false }
        return card.all("ADR").contains { !Address(value: $0.value, version: card.version).isEmpty }
    }

    /// A 4.0 `tel:` URI as the number it names.
    private static func telephone(_ value: String) -> String {
        value.lowercased().hasPrefix("tel:") ? String(value.dropFirst(4)) : value
    }

    /// The name the hotel goes by: its organization, else its formatted name.
    var name: String? { (organization.flatMap { $0.isEmpty ? nil : $0 } ?? formattedName)?.trimmedSpaces }
}
