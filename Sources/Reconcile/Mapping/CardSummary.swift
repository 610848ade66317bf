import AddressText
import HotelStore
import TextFolding
import VCard

/// The properties selection and mapping look at, found in one pass over a
/// card and decoded only when asked for.
///
/// Most cards of a book are people, and telling so takes a look at two or
/// three values (CATEGORIES, KIND, ORG, N); a NOTE, an ADR or a GEO is only
/// decoded for the cards that are taken. Each `Card.first(_:)` call would
/// walk the whole property list again, and each `isNamed` read the name
/// again: the one pass looks at each name once.
struct CardSummary {
    let version: VCardVersion
    /// The properties found, by kind, in card order; the others are never made.
    private let found: [(entry: Int, property: Property)]
    /// The card, for what few cards need (TITLE, labels): each is looked up
    /// on its own rather than made part of the one pass every card pays for.
    private let card: Card

    init(_ card: Card) {
        version = card.version
        found = Self.names.matches(in: card)
        self.card = card
    }

    /// The properties read, in ``names`` order.
    private enum Name: Int {
        case formattedName, personalName, organization, address, categories, kind, showAs
        case telephone, email, url, note, geo, uid, revision
        case storeRating, storeTrip, storeGeo, storeGeoSource
        case storeStayed, storeStatus, storeRate, photo, appleKind, appleAddressCountry, label
    }

    private static let names = PropertyNameTable([
        "FN", "N", "ORG", "ADR", "CATEGORIES", "KIND", "X-ABShowAs", "TEL", "EMAIL", "URL", "NOTE", "GEO", "UID", "REV",
        StoreProperties.rating, StoreProperties.trip, StoreProperties.gazetteerGeo, StoreProperties.geoSource,
        StoreProperties.stayed, StoreProperties.status, StoreProperties.rate, "PHOTO", "X-ADDRESSBOOKSERVER-KIND", "X-ABADR",
        "LABEL",
    ])

    private func all(_ name: Name) -> some Sequence<Property> {
        found.lazy.filter { $0.entry == name.rawValue }.map(\.property)
    }

    private func first(_ name: Name) -> Property? {
        found.first { $0.entry == name.rawValue }?.property
    }

    private func text(_ property: Property) -> String { ValueEscaping.unescapeText(property.value, version: version) }

    // MARK: - What selection reads

    var formattedName: String? { first(.formattedName).map(text) }

    /// The organization's name: the first component of ORG.
    var organization: String? {
        first(.organization).map { StructuredValue.components($0.value, version: version, count: 1, joinedBy: ",")[0] }
    }

    /// Whether the card was read without its `END:VCARD` (the reader's
    /// `missing-end` repair): it may be cut short.
    var lacksEnd: Bool { card.origin.map { $0.endRange.isEmpty } ?? false }

    /// N's family and given names, decoded.
    var personalName: (family: String, given: String) {
        guard let value = first(.personalName)?.value else { return ("", "") }
        let parts = StructuredValue.components(value, version: version, count: 2, joinedBy: " ")
        return (parts[0].trimmedWhitespace, parts[1].trimmedWhitespace)
    }

    /// N's third field, its additional (middle) names: where Android puts
    /// what is between the first and last words of a name typed whole
    /// ("Sokos Hotel Vaakuna" is `N:Vaakuna;Sokos;Hotel`).
    var additionalNames: String {
        guard let value = first(.personalName)?.value else { return "" }
        return StructuredValue.components(value, version: version, count: 3, joinedBy: " ")[2].trimmedWhitespace
    }

    /// Whether N names a person (a family or given name).
    var hasPersonalName: Bool {
        guard let value = first(.personalName)?.value else { return false }
        return StructuredValue.hasValue(value, version: version, inFirst: 2)
    }

    /// What the card is of, by the card's own rule (``Card/kind``): KIND,
    /// else Apple's X-ADDRESSBOOKSERVER-KIND.
    var kind: String? { Card.kind(first(.kind), apple: first(.appleKind)) }

    /// The property ``kind`` is read from, named as explanations show it:
    /// `KIND`, else `X-ADDRESSBOOKSERVER-KIND` (``Card/kind(_:apple:)``'s
    /// order); `nil` for a card of no kind.
    var kindProperty: String? {
        first(.kind) != nil ? "KIND" : first(.appleKind) != nil ? "X-ADDRESSBOOKSERVER-KIND" : nil
    }

    var showsAsCompany: Bool { all(.showAs).contains { $0.value.uppercased() == "COMPANY" } }

    var categories: [String] { all(.categories).flatMap { ValueEscaping.list($0.value, version: version) } }

    var title: String? { card.first("TITLE").map(text) }

    /// Apple's X-ABLabel values, the 2.1 LABEL and the 4.0 ADR LABEL parameter:
    /// the names a user gave a number or an address ("Front desk"), and
    /// address labels.
    var labels: [String] {
        card.all("X-ABLabel").map(text) + card.all("LABEL").map(text) + all(.address).flatMap { $0.parameterValues("LABEL") }
    }

    /// The country of the address a hotel goes by, as written.
    var country: String? { preferredAddress?.country }

    /// The locality of the address a hotel goes by, as written.
    var city: String? { preferredAddress?.locality }

    /// Whether an ADR has any part filled, or a formatted label stands for one.
    var hasAddress: Bool {
        all(.address).contains { !Address(value: $0.value, version: version).isEmpty } || labelledAddress != nil
    }

    // MARK: - What mapping reads

    /// Whether an ADR is marked as the hotel's, its address emptied (``StoreProperties/emptiedAddress``).
    var hasEmptiedAddressMark: Bool { all(.address).contains(where: StoreProperties.isEmptiedAddress) }

    /// The address a hotel goes by (``PreferredAddress``), when filled in;
    /// else the label that spells one, unless the hotel's address was emptied.
    /// Its country, where the ADR leaves it empty, is the code Apple writes
    /// apart in the ADR's group (`item1.X-ABADR:cr`), as iCloud's cards often do.
    var preferredAddress: Address? {
        let addresses = Array(all(.address))
        guard let found = PreferredAddress.find(in: addresses, version: version) else { return labelledAddress }
        // The hotel's ADR, emptied: no label of another address stands for it.
        guard var address = found.address else { return StoreProperties.isEmptiedAddress(addresses[found.index]) ? nil : labelledAddress }
        if address.country.trimmedWhitespace.isEmpty, let group = addresses[found.index].group?.lowercased(),
           let code = all(.appleAddressCountry).first(where: { $0.group?.lowercased() == group }).map(text),
           let country = Country.code(code.trimmedWhitespace) {
            address.country = country.code
        }
        return address
    }
    /// The address of a card whose only address is a formatted label (4.0's
    /// `LABEL=` of an empty ADR, a 2.1 or 3.0 LABEL property, as Outlook
    /// writes one): its lines read as an address written as one text is,
    /// the first the street (``OneLineAddress``); `nil` where there is none.
    var labelledAddress: Address? {
        let label = all(.address).lazy.compactMap { $0.parameter("LABEL")?.values.first.map(Parameter.labelText) }.first
            ?? first(.label).map(text)
        guard let label, !label.trimmedWhitespace.isEmpty else { return nil }
        let parts = OneLineAddress.split(label, startsWithStreet: true)
        return Address(street: parts.street, locality: parts.locality, region: parts.region, postalCode: parts.postalCode, country: parts.country)
    }

    var phones: [String] { all(.telephone).map { Self.phone(of: $0, version: version) } }
    var emails: [String] { all(.email).map { Self.email(of: $0, version: version) } }
    var url: String? { first(.url).map(text) }
    var note: String? { first(.note).map(text) }
    /// Every URL's and every NOTE's value, the first (``url``, ``note``) among them.
    var urls: [String] { all(.url).map(text) }
    var notes: [String] { all(.note).map(text) }
    var geo: Geo? { first(.geo).flatMap { Geo(value: $0.value) } }
    /// Whether the card has a GEO at all, read or not.
    var hasGeo: Bool { first(.geo) != nil }
    var hasPhoto: Bool { first(.photo) != nil }
    /// Whether the GEO is marked as a position a person typed in (see ``StoreProperties``).
    var geoIsManual: Bool { first(.storeGeoSource).map { text($0).trimmedWhitespace.lowercased() == "manual" } ?? false }

    // MARK: - What the store wrote of its own (see `StoreProperties`)

    /// Whether the card holds any property the store writes of its own
    /// (``StoreProperties``), read or not.
    var hasStoreProperties: Bool {
        let store: Set<Int> = Set([Name.storeRating, .storeTrip, .storeGeo, .storeGeoSource, .storeStayed, .storeStatus, .storeRate].map(\.rawValue))
        return found.contains { store.contains($0.entry) }
    }

    /// `X-HOTELS-RATING`, when it is a rating the store takes (1 to 10).
    var rating: Int? {
        first(.storeRating).flatMap { Int(text($0).trimmedWhitespace) }.flatMap { (1...10).contains($0) ? $0 : nil }
    }
    /// `X-HOTELS-TRIP`, when not empty.
    var trip: String? { first(.storeTrip).flatMap { text($0).trimmedWhitespace.nonEmpty } }
    /// `X-HOTELS-GEO`: the gazetteer's position, with the precision it gave.
    var gazetteerGeo: (geo: Geo, precision: String)? {
        guard let property = first(.storeGeo), let geo = Geo(value: property.value) else { return nil }
        return (geo, property.parameterValues(StoreProperties.precision).first?.nonEmpty ?? "locality")
    }
    /// `X-HOTELS-STAYED`: a day, or `yes` (any case) for a stay on a day not known.
    var stayed: Stay? {
        guard let value = first(.storeStayed).map({ text($0).trimmedWhitespace }) else { return nil }
        if let day = Day(value) { return Stay(lastDay: day) }
        return value.lowercased() == StoreProperties.stayedWithoutDay ? Stay() : nil
    }
    /// `X-HOTELS-STATUS`; open without one, or with a value hotels does not know.
    var status: HotelStatus {
        first(.storeStatus).flatMap { HotelStatus(rawValue: text($0).trimmedWhitespace.lowercased()) } ?? .open
    }
    /// `X-HOTELS-RATE`, when it reads as a rate.
    var rate: Rate? { first(.storeRate).flatMap { try? Rate(parsing: text($0).trimmedWhitespace, anyCode: true) } }
    /// The first PHOTO that holds an image hotels takes (see
    /// ``HotelPhoto/accepting(_:)``): a link, or a picture cut short, before
    /// it is the card's own, and the exporter leaves it (``hotelPhoto(_:)``).
    var photo: HotelPhoto? { all(.photo).lazy.compactMap(Self.hotelPhoto).first }

    /// The hotel's photo `property` holds, if it is a PHOTO that holds an image hotels takes.
    static func hotelPhoto(_ property: Property) -> HotelPhoto? { Photo(property: property).bytes.flatMap(HotelPhoto.accepting) }
    var uid: String? { first(.uid).map(text) }
    var revision: String? { first(.revision)?.value }

    /// The number a TEL property says, as the store keeps it: unescaped, a
    /// 4.0 `tel:` URI as the number it names, trimmed. The exporter finds a
    /// stored number's property by it.
    static func phone(of property: Property, version: VCardVersion) -> String {
        let value = ValueEscaping.unescapeText(property.value, version: version)
        return (value.lowercased().hasPrefix("tel:") ? String(value.dropFirst(4)) : value).trimmedWhitespace
    }

    /// The address an EMAIL property says, as the store keeps it: unescaped, trimmed.
    static func email(of property: Property, version: VCardVersion) -> String {
        ValueEscaping.unescapeText(property.value, version: version).trimmedWhitespace
    }

    /// The name the hotel goes by: its organization, else its formatted
    /// name, else N's (2.1 allows a card without FN) — the first that
    /// shows anything (``Swift/StringProtocol/showsAnything``).
    var name: String? {
        for name in [organization, formattedName, nameInN] {
            if let name = name?.trimmedWhitespace, name.showsAnything { return name }
        }
        return nil
    }

    /// N's given, additional and family names, in that order, as one name
    /// ("Hotel Adlon" of `N:Adlon;Hotel`, "Sokos Hotel Vaakuna" of
    /// `N:Vaakuna;Sokos;Hotel`); `nil` when N holds no given or family name.
    var nameInN: String? {
        let typed = personalName
        guard !typed.given.isEmpty || !typed.family.isEmpty else { return nil }
        return [typed.given, additionalNames, typed.family].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
