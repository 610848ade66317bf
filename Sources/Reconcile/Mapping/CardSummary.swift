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

    init(_ card: Card) {
        let version = card.version
        func text(_ property: Property) -> String { ValueEscaping.unescapeText(property.value, version: version) }
        for property in card.properties {
            let name = property.name
            switch name.count {
            case 1...3:
                switch name.uppercased() {
                case "FN": if formattedName == nil { formattedName = text(property) }
                case "N":
                    let parts = ValueEscaping.components(property.value, version: version)
                    hasPersonalName = parts.prefix(2).contains { $0.contains { !$0.isEmpty } }
                case "ORG":
                    if organization == nil {
                        organization = ValueEscaping.components(property.value, version: version).first?.joined(separator: ",")
                    }
                case "ADR": addresses.append(Address(value: property.value, version: version, types: property.types))
                case "TEL": phones.append(Self.telephone(text(property)))
                case "URL": if url == nil { url = text(property) }
                case "GEO": if geo == nil { geo = Geo(value: property.value) }
                case "UID": if uid == nil { uid = text(property) }
                case "REV": if revision == nil { revision = property.value }
                default: break
                }
            default:
                switch name.uppercased() {
                case "EMAIL": emails.append(text(property))
                case "NOTE": if note == nil { note = text(property) }
                case "KIND": if kind == nil { kind = property.value.lowercased() }
                case "X-ABSHOWAS": showsAsCompany = showsAsCompany || property.value.uppercased() == "COMPANY"
                case "CATEGORIES": categories += ValueEscaping.list(property.value, version: version)
                default: break
                }
            }
        }
    }

    /// A 4.0 `tel:` URI as the number it names.
    private static func telephone(_ value: String) -> String {
        value.lowercased().hasPrefix("tel:") ? String(value.dropFirst(4)) : value
    }

    /// The name the hotel goes by: its organization, else its formatted name.
    var name: String? { (organization.flatMap { $0.isEmpty ? nil : $0 } ?? formattedName)?.trimmedSpaces }
}
