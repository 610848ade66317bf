import AddressText
import Gazetteer
import HotelStore
import VCard

/// Writes hotels as vCards that clients accept.
///
/// A hotel that came from a card is written as that card with only the
/// fields that changed since rewritten — photos, `X-` properties, Apple
/// groups and everything else kept; an unchanged one comes out as the bytes
/// it was read as (converted when the version differs). A hand-entered hotel
/// becomes a clean card: FN, N (3.0), ORG, KIND:org (4.0) or
/// X-ABShowAs:COMPANY (3.0), ADR;TYPE=work, TEL, EMAIL, URL, NOTE, GEO,
/// the store's own properties, PHOTO, CATEGORIES:Hotel, UID, REV. A card that
/// changes version is adapted so that validators take it (see
/// ``adapted(_:name:)``).
///
/// What the store knows beyond a card's fields (rating, trip, stay, status,
/// rate, where a position came from) goes in the properties ``StoreProperties`` lists,
/// which import reads back: importing an export changes nothing. A hotel
/// whose ``Hotel/cardDigest`` says that it still says what its card says
/// is written without reading the card (see ``CardDigest``).
public struct HotelCardExporter: Sendable {
    /// The vCard version written: 3.0 or 4.0.
    public let version: VCardVersion
    /// Whether a card whose text the reader repaired is written afresh, as
    /// other programs read vCard (`hotels export`), rather than with only
    /// its changed lines rewritten (a sync's write into the user's book,
    /// which keeps every other line as it was, a stray comment included).
    public let rewritesRepairedCards: Bool

    /// An exporter writing `version`, which must be 3.0 or 4.0 (a
    /// precondition: hotels never writes 2.1).
    public init(version: VCardVersion, rewritesRepairedCards: Bool = false) {
        precondition(version != .v2_1, "hotels writes vCard 3.0 and 4.0")
        self.version = version
        self.rewritesRepairedCards = rewritesRepairedCards
    }

    /// The card for `hotel`, in ``version``, as bytes, its lines ended by
    /// CRLF as RFC 6350 asks (a card read with LF among CRLF ones would
    /// make a file of both), the last line too: the last card of a file
    /// may have been read without a line break, and the card written after
    /// it in an export must start a line of its own.
    ///
    /// `recalling`: the hotel's stored card, where `hotel.card` is another
    /// text (a book's card as it is now, which a sync writes over): a value
    /// that text lacks is written as the line the stored card holds it in
    /// (``RecalledLines``).
    public func bytes(for hotel: Hotel, recalling stored: String? = nil) -> [UInt8] {
        // Its own card in this version, unchanged: the bytes it was read as
        // (for other programs, where they frame a card: a card a sync took
        // without its END:VCARD or with spaces before its BEGIN is written afresh).
        // (One without a REV is given the hotel's update time: ``dated(_:version:)``.)
        let asRead = Self.isUnchanged(hotel, version: version) && (!rewritesRepairedCards || Self.isFramed(hotel.card))
        var bytes = asRead ? Array(Self.dated(hotel, version: version).utf8)
            : VCardWriter(options: writerOptions).write(adapted(card(for: hotel, recalling: stored), name: hotel.name))
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes += LineBreaks.crlf }
        return LineBreaks.replacing(in: bytes, with: LineBreaks.crlf)
    }

    /// A card with a UID set, written back in its own version: the writer
    /// keeps every line nobody changed byte for byte (in the charset it was
    /// written in, a repaired line as it was) and adds the UID's, after
    /// VERSION, in the card's own line ending. How a sync gives a UID to a
    /// card nobody edited: the one change it makes to it (hotels writes no
    /// 2.1 card of its own, and a card written as export writes it would
    /// have every line rewritten). Only where the card so written, unfolded
    /// as most readers unfold it, has no UID line before its END (a line
    /// kept as it was closed the card before it) is it written afresh, in
    /// its version. `nil` when `text` is no card.
    public static func addingUID(_ uid: String, to text: String) -> [UInt8]? {
        guard var card = VCardReader.keptCard(text) else { return nil }
        let value = ValueEscaping.escapeText(uid, version: card.version)
        if card.first("UID") != nil {
            card.set("UID", value: value)
        } else {
            // Right after VERSION where it leads (4.0 wants it first), else first: after no line whose
            // end may continue it (a quoted-printable soft break, a fold) or close the card (a folded END).
            var properties = card.properties
            properties.insert(Property(name: "UID", value: value), at: properties.first?.isNamed("VERSION") == true ? 1 : 0)
            card.properties = properties
        }
        let kept = VCardWriter(options: WriterOptions(version: card.version)).write(card)
        if endsAfterUID(kept) { return kept }
        var options = WriterOptions(version: card.version)
        options.rewritesRepairedCards = true
        return VCardWriter(options: options).write(card)
    }

    /// A card of a client that dropped the ADR marked as the hotel's emptied
    /// address, or its mark (``CardHotel/lostAddressMark(from:)``), with the
    /// mark written again: on its ADR at `line` (among its ADRs), the
    /// hotel's, else on an ADR of its own after the card's last ADR; every
    /// other line as it was. `nil` when `text` is no card.
    public static func restoringAddressMark(in text: String, line: Int?) -> String? {
        guard var card = VCardReader.keptCard(text) else { return nil }
        var properties = card.properties
        let addresses = properties.indices.filter { properties[$0].isNamed("ADR") }
        if let line, addresses.indices.contains(line) {
            properties[addresses[line]].parameters.append(emptiedMark)
        } else {
            // After the last ADR and the lines of its group (Apple's item2.X-ABADR), which stay together.
            var position = properties.lastIndex { $0.isNamed("ADR") }.map { $0 + 1 } ?? properties.count
            if let group = properties.last(where: { $0.isNamed("ADR") })?.group?.lowercased() {
                while position < properties.count, properties[position].group?.lowercased() == group { position += 1 }
            }
            properties.insert(Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"]), emptiedMark],
                                       value: Address().value(for: card.version)), at: position)
        }
        card.properties = properties
        return String(decoding: VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self)
    }

    /// A card's bytes with the commas of its text values written `\,`
    /// (``BareCommas/escaped(_:)``), every other line as it was: how a
    /// card goes into a book that never had it, whose other readers (vobject,
    /// so Radicale and khard) keep only what comes before a bare comma.
    /// `nil` where it has none.
    public static func escapingBareCommas(in bytes: [UInt8]) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: ",")), let card = VCardReader.keptCard(String(decoding: bytes, as: UTF8.self)),
              let escaped = BareCommas.escaped(card) else { return nil }
        return VCardWriter(options: WriterOptions(version: card.version)).write(escaped)
    }

    /// Whether a card's text, unfolded first as most readers unfold it,
    /// has a UID line before its first END:VCARD line.
    private static func endsAfterUID(_ bytes: [UInt8]) -> Bool {
        let unfolded = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: #"(\r\n|\r|\n)[ \t]"#, with: "", options: .regularExpression)
        for line in unfolded.split(whereSeparator: \.isNewline) {
            let upper = line.uppercased()
            if upper.hasPrefix("UID:") || upper.hasPrefix("UID;") { return true }
            if upper.trimmingCharacters(in: .whitespaces) == "END:VCARD" { return false }
        }
        return false
    }

    /// How the card is written: in ``version``, and a card whose reading
    /// took a repair of its text afresh where ``rewritesRepairedCards``.
    private var writerOptions: WriterOptions {
        var options = WriterOptions(version: version)
        options.rewritesRepairedCards = rewritesRepairedCards
        return options
    }

    /// The stored card of an unchanged hotel as an export writes it: as it
    /// was read, given the hotel's update time as its REV where it has none.
    /// The REV names the revision the export was made from, so that the
    /// export edited by hand is taken by import as the edit it is
    /// (``Reconciler/editedCopyBase(of:for:)``), not as a card of no known
    /// revision whose every change is a conflict.
    /// (`version` is the card's.)
    static func dated(_ hotel: Hotel, version: VCardVersion) -> String {
        EditedCopy.dated(hotel.card, version: version, at: hotel.updatedAt)
    }

    /// Whether `text` starts with its BEGIN:VCARD line and ends with its
    /// END:VCARD one (line breaks and spaces after it aside): what a stored
    /// card an import or a sync read without repair does.
    static func isFramed(_ text: String) -> Bool {
        func sameLetters(_ byte: UInt8, _ upper: UInt8) -> Bool { byte == upper || byte == upper | 0x20 }
        let bytes = text.utf8
        let last = bytes.reversed().drop { $0 == 10 || $0 == 13 || $0 == 32 || $0 == 9 }.prefix(9).reversed()
        return bytes.prefix(11).elementsEqual("BEGIN:VCARD".utf8, by: sameLetters) && last.elementsEqual("END:VCARD".utf8, by: sameLetters)
    }

    /// Whether `hotel` still says what its stored card says, and that card
    /// is in `version`: what ``Hotel/cardDigest`` tells without reading the card.
    static func isUnchanged(_ hotel: Hotel, version: VCardVersion) -> Bool {
        guard let digest = hotel.cardDigest, !hotel.card.isEmpty else { return false }
        return digest == CardDigest.of(hotel.details, uid: hotel.uid, version: version)
    }

    /// The card `bytes(for:)` writes, as a model (for the xCard writer).
    public func exportedCard(for hotel: Hotel) -> Card { adapted(card(for: hotel), name: hotel.name) }

    /// What a card that changes version needs so that clients and validators
    /// take it (the general converter keeps everything, for round trips; an
    /// export is for other programs): both require FN, which a card read
    /// with the `missing-fn` repair lacks (it is the hotel's `name`; the
    /// xCard and jCard readers would add one, so an export without it would
    /// not come back the same); 3.0 requires N, which a 4.0 organization card
    /// may lack; 4.0 dropped EMAIL's INTERNET and X400 types. (3.0 lists no
    /// WORK or HOME for EMAIL, but Apple Contacts, Google and Outlook write
    /// and read them there: they stay, as the user set them.)
    private func adapted(_ card: Card, name: String) -> Card {
        guard card.version != version else { return card }
        var card = card
        // Made once: a card as read makes its property list each time it is
        // asked for, and the loops below ask often. (It is rewritten anyway.)
        card.properties = card.properties
        if card.first("FN") == nil {
            let position = (card.properties.firstIndex { $0.isNamed("VERSION") }).map { $0 + 1 } ?? 0
            card.properties.insert(Property(name: "FN", value: ValueEscaping.escapeText(name, version: version)), at: position)
        }
        if version == .v3_0 && card.first("N") == nil {
            let position = (card.properties.firstIndex { $0.isNamed("FN") }).map { $0 + 1 } ?? card.properties.count
            card.properties.insert(VersionConverter.requiredName(for: card.properties, isOrganization: true), at: position)
        }
        let dropped: Set<String> = ["INTERNET", "X400"]
        for index in card.properties.indices where version == .v4_0 && card.properties[index].isNamed("EMAIL") {
            let types = card.properties[index].parameterValues("TYPE")
            guard types.contains(where: { dropped.contains($0.uppercased()) }) else { continue }
            let kept = types.filter { !dropped.contains($0.uppercased()) }
            let position = card.properties[index].parameters.firstIndex { $0.isNamed("TYPE") } ?? 0
            card.properties[index].parameters.removeAll { $0.isNamed("TYPE") }
            if !kept.isEmpty {
                card.properties[index].parameters.insert(Parameter(name: "TYPE", values: kept),
                                                         at: min(position, card.properties[index].parameters.count))
            }
        }
        return card
    }

    /// The card for `hotel`: its own card with changed fields rewritten, or
    /// a fresh one; `recalling` as for ``bytes(for:recalling:)``.
    public func card(for hotel: Hotel, recalling stored: String? = nil) -> Card {
        guard !hotel.card.isEmpty, let original = VCardReader.keptCard(hotel.card) else {
            return freshCard(for: hotel)
        }
        // Nothing changed since the card was read: no need to map it to find out.
        if Self.isUnchanged(hotel, version: original.version) {
            var card = original
            if card.first("REV") == nil { card.set("REV", value: Self.revision(hotel.updatedAt, version: card.version)) }
            return card
        }
        guard let described = CardHotel(card: original, text: hotel.card) else { return freshCard(for: hotel) }
        var card = original
        let changed = Set(described.details.fieldsDiffering(from: hotel.details))
        let own = original.version
        let recalled = stored.flatMap { $0 == hotel.card ? nil : RecalledLines($0, version: own) }
        var addressRewritten = false
        for field in CardFields.all where changed.contains(field) {
            rewrite(field, of: &card, from: hotel.details, was: described.details, version: own, recalled: recalled,
                    addressRewritten: &addressRewritten)
        }
        if card.uid != hotel.uid { card.set("UID", value: ValueEscaping.escapeText(hotel.uid, version: own)) }
        if !changed.isEmpty || card.first("REV") == nil { card.set("REV", value: Self.revision(hotel.updatedAt, version: own)) }
        return card
    }

    // MARK: - Rewriting one field

    /// Rewrites `field` of `card` to say what `details` say, where it said
    /// what `was` says (the hotel as the card described it).
    /// `addressRewritten`: an address field was rewritten before, and the
    /// label that spelt the address went then. `recalled`: the stored card's
    /// lines, for a phone, an e-mail address or a URL the card lacks.
    private func rewrite(_ field: HotelField, of card: inout Card, from details: HotelDetails, was: HotelDetails, version: VCardVersion,
                         recalled: RecalledLines?, addressRewritten: inout Bool) {
        func text(_ value: String) -> String { ValueEscaping.escapeText(value, version: version) }
        // Made once, as in `adapted(_:)`; the card changes anyway.
        card.properties = card.properties
        switch field {
        case .name:
            // Each FN that spelt the old name takes the new one — of several
            // (the name in other languages and scripts, RFC 6350's ALTID),
            // those alone; else the first. The names the card went by: an N
            // that holds one of them whole is renamed too.
            let names = card.properties.indices.filter { card.properties[$0].isNamed("FN") }
            func spelt(_ index: Int) -> String { ValueEscaping.unescapeText(card.properties[index].value, version: version).trimmedWhitespace }
            let matching = names.filter { spelt($0) == was.name.trimmedWhitespace }
            var oldNames: [String] = []
            for renamed in matching.isEmpty ? Array(names.prefix(1)) : matching {
                oldNames.append(spelt(renamed))
                card.properties[renamed].value = text(details.name)
            }
            if names.isEmpty { card.set("FN", value: text(details.name)) }
            if let index = card.properties.firstIndex(where: { $0.isNamed("ORG") }) {
                var parts = ValueEscaping.components(card.properties[index].value, version: version)
                if parts.isEmpty { parts = [[""]] }
                oldNames.append(parts[0].joined(separator: ", ").trimmedWhitespace)
                parts[0] = [details.name]
                card.properties[index].value = ValueEscaping.joinComponents(parts, version: version)
            }
            Self.rename(nameIn: &card, from: oldNames.filter { !$0.isEmpty }, to: details.name, version: version)
        case .street, .city, .region, .postalCode, .country:
            let addresses = card.properties.indices.filter { card.properties[$0].isNamed("ADR") }
            let chosen = PreferredAddress.find(in: addresses.map { card.properties[$0] }, version: version).map { addresses[$0.index] }
            var address = chosen.map { Address(value: card.properties[$0].value, version: version) } ?? Address()
            // The components the field is written in: the others stay as written.
            var parts: Set<Address.Part>
            switch field {
            case .street: parts = [.street, .extended]
            case .city: parts = [.locality]
            case .region: parts = [.region]
            case .postalCode: parts = [.postalCode]
            default: parts = [.country]
            }
            if address.isEmpty {
                // No ADR filled in (the card's address was its label, which goes): the whole address.
                (address.street, address.locality, address.region, address.postalCode) = (details.street, details.city, details.region, details.postalCode)
                address.country = Self.countryName(details.country)
                parts = Set(Address.Part.allCases)
            }
            switch field {
            case .street: address.street = details.street; address.extended = ""
            case .city: address.locality = details.city
            case .region: address.region = details.region
            case .postalCode: address.postalCode = details.postalCode
            default: address.country = Self.countryName(details.country)
            }
            if var chosen {
                // The label that spelt the address as it was goes with it: 4.0's
                // LABEL parameter, or the 2.1/3.0 LABEL that spelt it (``VCard/AddressLabels``).
                // Once: asked again, the pairs would give the address another ADR's label.
                let spelt = addressRewritten ? nil : AddressLabels.pairs(in: card.properties, version: version)[chosen]
                addressRewritten = true
                card.properties[chosen].value = address.value(over: card.properties[chosen].value, parts: parts, version: version)
                card.properties[chosen].parameters.removeAll { $0.isNamed("LABEL") || $0.isNamed(StoreProperties.emptiedAddress.name) }
                if Address(value: card.properties[chosen].value, version: version).isEmpty {
                    card.properties[chosen].parameters.append(Self.emptiedMark)
                } else {
                    // Filled: no ADR is the hotel's emptied one (a second mark would be read before this one).
                    for index in card.properties.indices where card.properties[index].isNamed("ADR") && StoreProperties.isEmptiedAddress(card.properties[index]) {
                        card.properties[index].parameters.removeAll { $0.isNamed(StoreProperties.emptiedAddress.name) }
                    }
                }
                if let spelt {
                    card.properties.remove(at: spelt)
                    if spelt < chosen { chosen -= 1 }
                }
                // Apple's code of the country, written apart in the address's group, says the new one (or goes).
                if field == .country, let group = card.properties[chosen].group?.lowercased() {
                    let code = Country.code(details.country)?.code.lowercased()
                    card.properties = card.properties.compactMap { property in
                        guard property.isNamed("X-ABADR"), property.group?.lowercased() == group else { return property }
                        guard let code else { return nil }
                        var property = property
                        property.value = code
                        return property
                    }
                }
            } else {
                card.properties.append(Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"])] + (address.isEmpty ? [Self.emptiedMark] : []),
                                                value: address.value(for: version)))
            }
        case .phones:
            replaceList("TEL", in: &card, with: details.phones, escape: { PropertyRegistry.escapedText($0, of: "TEL", version: version) }, type: "work",
                        recalled: recalled) {
                CardSummary.phone(of: $0, version: version)
            }
        case .emails:
            replaceList("EMAIL", in: &card, with: details.emails, escape: { PropertyRegistry.escapedText($0, of: "EMAIL", version: version) },
                        type: version == .v4_0 ? "work" : "internet", recalled: recalled) {
                CardSummary.email(of: $0, version: version)
            }
        case .url:
            // Escaped as text: RFC 6350 (3.4) escapes a comma in any value, and a
            // reader that holds to 3.0's rules (vobject, so Radicale) cuts a URL at a bare one.
            replaceFirst("URL", in: &card, with: details.url.isEmpty ? nil : text(details.url),
                         recalling: recalled.map { ($0, details.url, { ValueEscaping.unescapeText($0.value, version: version).trimmedWhitespace }) })
        case .notes:
            replaceFirst("NOTE", in: &card, with: details.notes.isEmpty ? nil : text(details.notes))
        case .coordinate:
            // A GEO that gives no position (unparsable, out of range) is the
            // card's own text: only a position of the card's or the user's
            // written in its place replaces it, not the gazetteer's guess
            // (written beside it) nor no position at all.
            let keepsUnreadableGeo = details.coordinate.map { $0.source == .gazetteer } ?? true
            func replaced(_ property: Property) -> Bool {
                StoreProperties.isPosition(property) && !(keepsUnreadableGeo && property.isNamed("GEO") && !Self.givesPosition(property))
            }
            let position = card.properties.firstIndex(where: replaced) ?? card.properties.count
            card.properties.removeAll(where: replaced)
            if let coordinate = details.coordinate {
                card.properties.insert(contentsOf: Self.position(coordinate, version: version), at: min(position, card.properties.count))
            }
        case .rating:
            replaceStoreProperty(StoreProperties.rating, in: &card, with: details.rating.map(String.init))
        case .trip:
            replaceStoreProperty(StoreProperties.trip, in: &card, with: details.trip.map(text))
        case .stayed, .status, .rate:
            replaceStoreProperty(Self.storeProperty(field), in: &card, with: Self.storeValue(field, of: details))
        case .photo:
            // The store's photo is the first PHOTO that holds an image it
            // takes (``CardSummary/hotelPhoto(_:)``): that one is replaced, or
            // the new one goes before the card's other PHOTOs; with none in
            // the store, no such PHOTO stays (the next would be read as it).
            // A link, or a picture cut short, is the card's own and stays;
            // one that holds no data at all (``holdsNoData(_:)``) is replaced too.
            func isHotelPhoto(_ property: Property) -> Bool {
                property.isNamed("PHOTO") && (CardSummary.hotelPhoto(property) != nil || Self.holdsNoData(property))
            }
            if let photo = Self.photo(details, version: version) {
                if let index = card.properties.firstIndex(where: isHotelPhoto) {
                    card.properties[index] = photo
                } else {
                    card.properties.insert(photo, at: card.properties.firstIndex { $0.isNamed("PHOTO") } ?? card.properties.count)
                }
            } else {
                card.properties.removeAll(where: isHotelPhoto)
            }
        }
    }

    /// What marks the ADR in which the hotel's address was emptied
    /// (``StoreProperties/emptiedAddress``): without it, a card's other ADR
    /// (a home's) would be read as the hotel's, and written over.
    private static let emptiedMark = Parameter(name: StoreProperties.emptiedAddress.name, values: [StoreProperties.emptiedAddress.value])

    /// Whether a PHOTO holds no data at all: an empty value, or a `data:`
    /// URI with nothing after its comma, or no comma (Radicale keeps of a
    /// 4.0 `PHOTO:data:image/png;base64,…` what comes before the comma).
    /// Nothing of the user's is in it: the hotel's photo takes its place
    /// rather than standing beside it (which would add a line at every write).
    private static func holdsNoData(_ property: Property) -> Bool {
        let value = property.value.trimmedWhitespace
        guard value.lowercased().hasPrefix("data:") else { return value.isEmpty }
        guard let comma = value.firstIndex(of: ",") else { return true }
        return value[value.index(after: comma)...].trimmedWhitespace.isEmpty
    }

    /// The property of ``StoreProperties`` that carries `field` (stay, status or rate).
    private static func storeProperty(_ field: HotelField) -> String {
        switch field {
        case .stayed: return StoreProperties.stayed
        case .status: return StoreProperties.status
        default: return StoreProperties.rate
        }
    }

    /// The value of ``storeProperty(_:)`` for `details`; `nil` when the
    /// field says nothing (never stayed, open, no rate). The values are
    /// ASCII with nothing to escape.
    private static func storeValue(_ field: HotelField, of details: HotelDetails) -> String? {
        CardFields.text(field, of: details).nonEmpty
    }

    /// The hotel's photo as a PHOTO in `version`.
    private static func photo(_ details: HotelDetails, version: VCardVersion) -> Property? {
        guard let photo = details.photo, let format = photo.format else { return nil }
        return Photo.property(bytes: photo.bytes, format: format, version: version)
    }

    /// A business's name kept in N (Google's and Android's cards: "N:;Hotel
    /// Sacher Wien;;;"): where one component holds one of `oldNames` whole,
    /// and no other component holds anything, it becomes `name`. A
    /// person's N, or one empty, is the card's own.
    private static func rename(nameIn card: inout Card, from oldNames: [String], to name: String, version: VCardVersion) {
        guard let index = card.properties.firstIndex(where: { $0.isNamed("N") }) else { return }
        var parts = ValueEscaping.components(card.properties[index].value, version: version)
        let filled = parts.indices.filter { !parts[$0].joined().trimmedWhitespace.isEmpty }
        guard filled.count == 1, let at = filled.first, oldNames.contains(parts[at].joined(separator: ", ").trimmedWhitespace) else { return }
        parts[at] = [name]
        card.properties[index].value = ValueEscaping.joinComponents(parts, version: version)
    }

    /// Whether a GEO gives a position import reads (one that parses, in range).
    private static func givesPosition(_ property: Property) -> Bool {
        Geo(value: property.value).map { (-90...90).contains($0.latitude) && (-180...180).contains($0.longitude) } ?? false
    }

    /// The properties for a position, by where it came from (see ``StoreProperties``).
    private static func position(_ coordinate: Coordinate, version: VCardVersion) -> [Property] {
        let geo = Geo(latitude: coordinate.latitude, longitude: coordinate.longitude)
        switch coordinate.source {
        case .card:
            return [Property(name: "GEO", value: geo.value(for: version))]
        case .manual:
            return [Property(name: "GEO", value: geo.value(for: version)), Property(name: StoreProperties.geoSource, value: "manual")]
        case .gazetteer:
            return [Property(name: StoreProperties.gazetteerGeo,
                             parameters: [Parameter(name: StoreProperties.precision, values: [coordinate.precision])],
                             value: geo.value(for: .v3_0))]
        }
    }

    /// Makes the first `name` property say `value` (escaped as it is to be
    /// written), with its parameters and group: a field the store reads
    /// from the first (NOTE, URL) leaves the others as they were. For `nil`
    /// every one goes, or the next would be read as the value. A card
    /// without one gets one at its end: the line the stored card says it in,
    /// where `recalling` finds one (``RecalledLines``; its value as `reading` reads it).
    private func replaceFirst(_ name: String, in card: inout Card, with value: String?,
                              recalling: (lines: RecalledLines, value: String, reading: (Property) -> String)? = nil) {
        if let index = card.properties.firstIndex(where: { $0.isNamed(name) }) {
            if let value {
                card.properties[index].value = value
            } else {
                // None at all: a second one left would be read as the value.
                let gone = card.properties.filter { $0.isNamed(name) }
                card.properties.removeAll { $0.isNamed(name) }
                Self.dropLabels(leftAlone: gone, in: &card.properties)
            }
        } else if let value {
            if let recalling, let lines = recalling.lines.line(name, saying: recalling.value, reading: recalling.reading,
                                                               besides: RecalledLines.groups(of: card.properties)) {
                card.properties += lines
            } else {
                card.properties.append(Property(name: name, value: value))
            }
        }
    }

    /// Makes the `name` properties say `values`, the store's list, in its
    /// order, where the first of them stood: a property whose value (as
    /// `reading` reads it) is still in the list stays as it is, its TYPE,
    /// PREF and group kept; one whose value is gone goes, with the Apple
    /// label of its group when nothing else is left in it; a new value is
    /// the line `recalled` holds it in, with its label (``RecalledLines``),
    /// or else written escaped by `escape`, typed `type`.
    private func replaceList(_ name: String, in card: inout Card, with values: [String], escape: (String) -> String, type: String,
                             recalled: RecalledLines? = nil, reading: (Property) -> String) {
        let position = card.properties.firstIndex { $0.isNamed(name) } ?? card.properties.count
        let lines = card.properties.filter { $0.isNamed(name) }
        var gone = Array(lines.indices)
        // A value still there keeps its line; one edited in place (the line
        // at its position lost its value) keeps that line's group, types
        // (WORK, VOICE) and label, less what said how the old value was
        // written; any other is a line of its own.
        var kept: [Property?] = values.map { value in
            gone.firstIndex { reading(lines[$0]) == value }.map { lines[gone.remove(at: $0)] }
        }
        var labels: [Int: [Property]] = [:]
        var used = RecalledLines.groups(of: card.properties)
        for (index, value) in values.enumerated() where kept[index] == nil {
            if let lines = recalled?.line(name, saying: value, reading: reading, besides: used) {
                kept[index] = lines[0]
                labels[index] = Array(lines.dropFirst())
                if let group = lines[0].group?.lowercased() { used.insert(group) }
                // A line at this position that lost its value goes, as any other gone.
                continue
            }
            guard let at = gone.firstIndex(of: index) else {
                kept[index] = Property(name: name, parameters: [Parameter(name: "TYPE", values: [type])], value: escape(value))
                continue
            }
            var line = lines[gone.remove(at: at)]
            // (By canonical name: vCard 2.1's bare QUOTED-PRINTABLE is an ENCODING.)
            line.parameters.removeAll { ["VALUE", "ENCODING", "CHARSET"].contains($0.canonicalName) }
            line.value = escape(value)
            kept[index] = line
        }
        // A line given back is no longer preferred where a line the card keeps is.
        if kept.indices.contains(where: { labels[$0] == nil && kept[$0]?.isPreferred == true }) {
            for index in labels.keys { kept[index] = kept[index].map(RecalledLines.withoutPreference) }
        }
        let block = kept.indices.flatMap { index in (kept[index].map { [$0] } ?? []) + (labels[index] ?? []) }
        card.properties = Array(card.properties[..<position]) + block + card.properties[position...].filter { !$0.isNamed(name) }
        Self.dropLabels(leftAlone: gone.map { lines[$0] }, in: &card.properties)
    }

    /// A group that the `gone` properties left with nothing but its Apple
    /// label (item2.X-ABLabel) loses the label.
    private static func dropLabels(leftAlone gone: [Property], in properties: inout [Property]) {
        let labelsOnly = Set(gone.compactMap { $0.group?.lowercased() }).filter { group in
            !properties.contains { $0.group?.lowercased() == group && !$0.name.uppercased().hasPrefix("X-AB") }
        }
        if !labelsOnly.isEmpty { properties.removeAll { $0.group.map { labelsOnly.contains($0.lowercased()) } ?? false } }
    }

    /// Replaces every `name` property, one of the store's own
    /// (``StoreProperties``), with one that says `value` at the place of the
    /// first, or with none for `nil`.
    private func replaceStoreProperty(_ name: String, in card: inout Card, with value: String?) {
        let position = card.properties.firstIndex { $0.isNamed(name) } ?? card.properties.count
        card.properties.removeAll { $0.isNamed(name) }
        if let value { card.properties.insert(Property(name: name, value: value), at: min(position, card.properties.count)) }
    }

    // MARK: - A card for a hand-entered hotel

    private func freshCard(for hotel: Hotel) -> Card {
        let details = hotel.details
        func text(_ value: String) -> String { ValueEscaping.escapeText(value, version: version) }
        var properties = [Property(name: "VERSION", value: version == .v4_0 ? "4.0" : "3.0")]
        if version == .v4_0 { properties.append(Property(name: "KIND", value: "org")) }
        properties.append(Property(name: "FN", value: text(details.name)))
        if version != .v4_0 { properties.append(Property(name: "N", value: ";;;;")) }
        properties.append(Property(name: "ORG", value: ValueEscaping.joinComponents([[details.name]], version: version)))
        let address = Address(street: details.street, locality: details.city, region: details.region,
                              postalCode: details.postalCode, country: Self.countryName(details.country))
        if !address.isEmpty {
            properties.append(Property(name: "ADR", parameters: [Parameter(name: "TYPE", values: ["work"])], value: address.value(for: version)))
        }
        let work = [Parameter(name: "TYPE", values: ["work"])]
        properties += details.phones.map { Property(name: "TEL", parameters: work, value: PropertyRegistry.escapedText($0, of: "TEL", version: version)) }
        // 3.0 defines no WORK for EMAIL; 4.0 dropped INTERNET.
        let mail = [Parameter(name: "TYPE", values: [version == .v4_0 ? "work" : "internet"])]
        properties += details.emails.map { Property(name: "EMAIL", parameters: mail, value: PropertyRegistry.escapedText($0, of: "EMAIL", version: version)) }
        if !details.url.isEmpty { properties.append(Property(name: "URL", value: text(details.url))) }
        if !details.notes.isEmpty { properties.append(Property(name: "NOTE", value: text(details.notes))) }
        if let coordinate = details.coordinate { properties += Self.position(coordinate, version: version) }
        if let rating = details.rating { properties.append(Property(name: StoreProperties.rating, value: String(rating))) }
        if let trip = details.trip { properties.append(Property(name: StoreProperties.trip, value: text(trip))) }
        for field in [HotelField.stayed, .status, .rate] {
            if let value = Self.storeValue(field, of: details) { properties.append(Property(name: Self.storeProperty(field), value: value)) }
        }
        if let photo = Self.photo(details, version: version) { properties.append(photo) }
        properties.append(Property(name: "CATEGORIES", value: "Hotel"))
        if version != .v4_0 { properties.append(Property(name: "X-ABShowAs", value: "COMPANY")) }
        properties.append(Property(name: "UID", value: text(hotel.uid)))
        properties.append(Property(name: "REV", value: Self.revision(hotel.updatedAt, version: version)))
        return Card(properties: properties)
    }

    /// REV as a UTC timestamp: `2026-11-29T14:39:26Z` in 2.1 and 3.0 (RFC 2426's
    /// form), `20261129T143926Z` in 4.0 (RFC 6350 allows only the basic form).
    static func revision(_ time: Timestamp, version: VCardVersion) -> String {
        let extended = String(time.description.prefix(19)) + "Z"
        guard version == .v4_0 else { return extended }
        return String(extended.filter { $0 != "-" && $0 != ":" })
    }

    /// A country code as the English name clients show; other text as it is.
    static func countryName(_ country: String) -> String {
        Country.code(country)?.name ?? country
    }
}
