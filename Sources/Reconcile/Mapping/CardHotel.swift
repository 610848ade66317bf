import Gazetteer
import HotelStore
import TextFolding
import VCard

/// A hotel as a card describes it: the fields `hotels` keeps, read from the
/// card's typed views, plus what matching and merging need.
public struct CardHotel: Sendable {
    /// The hotel's fields (matching uses ``keys``, worked out from them once).
    public let details: HotelDetails
    /// The folded name, city and postal code, computed once.
    public let keys: HotelKeys
    /// The card's UID, trimmed; `nil` when it has none or a blank one.
    /// Matching goes by it first.
    public var uid: String?
    /// The card's UID as it reads, untrimmed (``uid`` is what matching uses).
    let cardUID: String?
    /// The card's version.
    let version: VCardVersion
    /// The card's REV, when it has one that parses.
    public var revision: Timestamp?
    /// Whether the card has a GEO that gives no position (cut short by a
    /// server that re-serialized it, out of range): see ``details(over:from:)``.
    public var hasUnreadableGeo = false
    /// Whether the card has a PHOTO that gives no picture (an inline one
    /// cut short by a server that re-serialized it, a link): see ``details(over:from:)``.
    public var hasUnreadablePhoto = false
    /// Whether the card holds none of the store's own properties
    /// (`X-HOTELS-…`): see ``details(over:from:)``.
    public var lacksStoreProperties = false
    /// Whether an ADR of the card is marked as the hotel's, its address
    /// emptied: see ``lostAddressMark(from:)``.
    var hasAddressMark = false
    /// The gazetteer's answer for the card's address, when it was looked
    /// up ahead (see ``locate(with:)``); otherwise the reconciler looks it up
    /// when the card creates a hotel.
    public var located: AddressLookup?
    /// The card's text, as read (its own version, its own bytes).
    public var text: String
    /// The card's number in what was read, counting from 1, for messages
    /// (0 when not given).
    public var cardNumber: Int
    /// The line of its file the card starts on, for messages (0 when not
    /// known).
    public var line: Int
    /// Whether the card was read without its `END:VCARD`: it may be cut
    /// short, so what it lacks, or a value cut in the middle, says nothing
    /// of the hotel. Import never merges such a card over a stored hotel.
    public var mayBeCutShort = false

    /// Reads the hotel fields of `card`; `nil` when it has no usable name.
    public init?(card: Card, text: String, cardNumber: Int = 0, line: Int = 0) {
        self.init(summary: CardSummary(card), text: text, cardNumber: cardNumber, line: line)
    }

    /// The hotel fields `card` holds; `nil` when it has no usable name.
    static func details(of card: CardSummary) -> HotelDetails? {
        guard let name = card.name, !name.isEmpty else { return nil }
        var details = HotelDetails(name: name)
        // The work address first (hotels' cards say TYPE=work), else the first.
        if let address = card.preferredAddress {
            details.street = [address.street, address.extended].filter { !$0.isEmpty }.joined(separator: ", ").trimmedWhitespace
            details.city = address.locality.trimmedWhitespace
            details.region = address.region.trimmedWhitespace
            details.postalCode = address.postalCode.trimmedWhitespace
            details.country = Country.codeOrAsWritten(address.country.trimmedWhitespace)
        }
        details.phones = card.phones.filter { !$0.isEmpty }
        details.emails = card.emails.filter { !$0.isEmpty }
        details.url = card.url?.trimmedWhitespace ?? ""
        details.notes = card.note ?? ""
        if let geo = card.geo, (-90...90).contains(geo.latitude), (-180...180).contains(geo.longitude) {
            details.coordinate = Coordinate(latitude: geo.latitude, longitude: geo.longitude, source: card.geoIsManual ? .manual : .card)
        } else if let (geo, precision) = card.gazetteerGeo {
            details.coordinate = Coordinate(latitude: geo.latitude, longitude: geo.longitude, source: .gazetteer, precision: precision)
        }
        details.rating = card.rating
        details.trip = card.trip
        details.stayed = card.stayed
        details.status = card.status
        details.rate = card.rate
        details.photo = card.photo
        return details
    }

    /// The card's REV, when it parses.
    static func revision(of card: CardSummary) -> Timestamp? {
        card.revision.flatMap { Timestamp(iso8601: $0.trimmedWhitespace) }
    }

    init?(summary card: CardSummary, text: String, cardNumber: Int, line: Int) {
        guard let details = Self.details(of: card) else { return nil }
        self.details = details
        self.keys = HotelKeys(details)
        self.cardUID = card.uid
        self.uid = cardUID?.trimmedWhitespace.nonEmpty
        self.version = card.version
        let position = details.coordinate?.knownPosition
        // A card with no UID is known by what it says (``HotelMatcher``).
        let digest = uid == nil ? CardDigest.of(details, uid: cardUID, version: version) : nil
        self.probe = HotelMatcher.Probe(uid: uid, keys: keys, position: position, phones: details.phones, cardDigest: digest,
                                        street: details.street)
        self.revision = Self.revision(of: card)
        self.hasUnreadableGeo = card.hasGeo && details.coordinate.map { $0.source == .gazetteer } ?? true
        self.hasUnreadablePhoto = card.hasPhoto && details.photo == nil
        self.lacksStoreProperties = !card.hasStoreProperties
        self.hasAddressMark = card.hasEmptiedAddressMark
        self.text = text
        self.cardNumber = cardNumber
        self.line = line
        self.mayBeCutShort = card.lacksEnd
    }

    /// Its fields as a merge over `base` (the card as last synced or
    /// imported, read from `baseText`) takes them: a GEO or a PHOTO the
    /// card holds but that gives no position or no picture says nothing of
    /// the position or the photo, so the base's stands — a server that cut
    /// a 4.0 `GEO:geo:lat,lon` or `PHOTO:data:image/png;base64,…` at its
    /// comma (Radicale does) has not removed the hotel's position or its photo.
    ///
    /// A card that holds none of the store's own properties (`X-HOTELS-…`)
    /// was rewritten by a client that drops what it does not know: it says
    /// nothing of the fields only they carry (rating, trip, stay, status,
    /// rate, a gazetteer's position), and the base's stand — unless it is
    /// the base card with those properties taken out and nothing else
    /// changed (``removedOnlyStoreProperties(from:)``): the user deleted
    /// them, and the fields are cleared.
    public func details(over base: HotelDetails?, from baseText: String? = nil) -> HotelDetails {
        fields(over: base, from: baseText).merged
    }

    /// Its fields as ``details(over:from:)`` merges them (`merged`), and as
    /// the card shows them (`shown`): the same, but that where a client
    /// dropped the store's own properties, the fields only they carry are
    /// shown as the card holds them (none), so that a sync writes them back
    /// into it. One look at `baseText` serves both.
    ///
    /// Where a client dropped the ADR marked as the hotel's emptied address
    /// (``lostAddressMark(from:)``), the address the card is read to have may
    /// be another ADR's (a home's): the hotel's is the one its own ADR gives,
    /// else the base's, in both; `lostAddressMark` says where the mark goes
    /// again (``HotelCardExporter/restoringAddressMark(in:line:)``).
    /// The mark is looked for only where the card may have dropped it over
    /// `base`, or without one over `hotel` (the hotel as the store has it):
    /// ``mayDropAddressMark(over:)``.
    public func fields(over base: HotelDetails?, from baseText: String? = nil, hotel: HotelDetails? = nil)
        -> (merged: HotelDetails, shown: HotelDetails, lostAddressMark: LostAddressMark?) {
        let lost = (base ?? hotel).map(mayDropAddressMark) == true ? lostAddressMark(from: baseText) : nil
        func hotelsAddress(_ details: inout HotelDetails, otherwise: HotelDetails) {
            guard let lost else { return }
            for field in HotelField.address { details.take(field, from: lost.address ?? otherwise) }
        }
        guard let base else {
            // No base: the card says nothing of the hotel's address but what its own ADR gives.
            var shown = details
            hotelsAddress(&shown, otherwise: HotelDetails(name: details.name))
            return (shown, shown, lost)
        }
        var merged = details
        if hasUnreadableGeo { merged.coordinate = base.coordinate }
        if hasUnreadablePhoto { merged.photo = base.photo }
        hotelsAddress(&merged, otherwise: base)
        guard dropsStoreProperties(from: baseText) else { return (merged, merged, lost) }
        for field in CardFields.storeOnly { merged.take(field, from: base) }
        switch (merged.coordinate, base.coordinate) {
        case (nil, let kept?) where kept.source == .gazetteer:
            merged.coordinate = kept
        case (let card?, let kept?) where kept.source == .manual && card.latitude == kept.latitude && card.longitude == kept.longitude:
            merged.coordinate = kept
        default:
            break
        }
        var shown = merged
        for field in CardFields.storeOnly { shown.take(field, from: details) }
        if details.coordinate == nil, shown.coordinate?.source == .gazetteer { shown.coordinate = nil }
        return (merged, shown, lost)
    }

    /// Whether the card may be one whose client dropped the ADR marked as
    /// the hotel's emptied address, over `base` (the hotel as last synced or
    /// imported): it has no such ADR, yet is read to have an address where
    /// the base has none. Only then is the card as last synced read
    /// (``lostAddressMark(from:)``).
    func mayDropAddressMark(over base: HotelDetails) -> Bool {
        !hasAddressMark && HotelField.address.allSatisfy { CardFields.isEmpty($0, of: base) }
            && !HotelField.address.allSatisfy { CardFields.isEmpty($0, of: details) }
    }

    /// Where a client dropped the ADR marked as the hotel's emptied address
    /// from the card whose text was `baseText` (khard, for one, drops an
    /// empty ADR; Apple numbers its groups afresh; another client drops the
    /// parameter alone): which of this card's ADRs is the hotel's, and the
    /// address it gives. The card's ADRs are paired with that card's
    /// (``pairedAddressLines(before:now:)``): the one paired with the marked
    /// ADR is the hotel's, else the first filled one paired with none (written
    /// since), else none (its address is empty). `nil` where the card holds
    /// the mark, that card held none, or the card is read by the hotel's ADR
    /// anyway.
    func lostAddressMark(from baseText: String?) -> LostAddressMark? {
        guard !hasAddressMark, let baseText, baseText.range(of: StoreProperties.emptiedAddress.name, options: .caseInsensitive) != nil,
              let base = VCardReader.keptCard(baseText), let own = VCardReader.keptCard(text) else { return nil }
        let before = base.properties.filter { $0.isNamed("ADR") }
        guard let marked = before.firstIndex(where: StoreProperties.isEmptiedAddress) else { return nil }
        let addresses = own.properties.filter { $0.isNamed("ADR") }
        let filled = addresses.map { !Address(value: $0.value, version: own.version).isEmpty }
        let pairs = Self.pairedAddressLines(before: before, now: addresses)
        let line = pairs.first { $0.value == marked }?.key ?? addresses.indices.first { pairs[$0] == nil && filled[$0] }
        guard let line, filled[line] else { return LostAddressMark(line: line, address: nil) }
        if PreferredAddress.find(in: addresses, version: own.version)?.index == line { return nil }
        var alone = own
        alone.properties = own.properties.filter { !$0.isNamed("ADR") } + [addresses[line]]
        return LostAddressMark(line: line, address: Self.details(of: CardSummary(alone)))
    }

    /// Which of a card's ADR lines as it is now (`now`, by position) are
    /// which it had before (`before`, by position), one for one: first those
    /// of the same value, then, in order, those of the same types, PREF aside
    /// (a line edited since; its group is no guide, as Apple numbers groups
    /// afresh on each save). A line of `now` left over was written since.
    static func pairedAddressLines(before: [Property], now: [Property]) -> [Int: Int] {
        var unpaired = Array(before.indices)
        var pairs: [Int: Int] = [:]
        for (index, line) in now.enumerated() {
            if let at = unpaired.firstIndex(where: { before[$0].value == line.value }) {
                pairs[index] = unpaired.remove(at: at)
            }
        }
        for (index, line) in now.enumerated() where pairs[index] == nil {
            if let at = unpaired.firstIndex(where: { before[$0].typesBesidesPref == line.typesBesidesPref }) {
                pairs[index] = unpaired.remove(at: at)
            }
        }
        return pairs
    }

    /// Whether `details` has a field only the store's own properties carry
    /// on a card: what a card that showed it held of them.
    public static func hasStoreOnlyFields(_ details: HotelDetails) -> Bool {
        CardFields.storeOnly.contains { !CardFields.isEmpty($0, of: details) }
            || details.coordinate.map { $0.source == .gazetteer || $0.source == .manual } == true
    }

    /// Whether a client dropped the store's own properties from the card
    /// whose text was `baseText`: the card holds none, that card held some,
    /// and this is not that card with only them taken out.
    func dropsStoreProperties(from baseText: String?) -> Bool {
        guard lacksStoreProperties else { return false }
        guard let baseText else { return true }
        return baseText.contains(StoreProperties.prefix) && !removedOnlyStoreProperties(from: baseText)
    }

    /// Whether the card is the one `baseText` holds with its store
    /// properties taken out and nothing else changed: what a person does
    /// who deletes the lines in an editor, which another client's rewrite
    /// (a PRODID, a REV, a field of its own) does not leave.
    func removedOnlyStoreProperties(from baseText: String) -> Bool {
        guard let base = VCardReader.keptCard(baseText), let own = VCardReader.keptCard(text) else { return false }
        func rest(_ card: Card) -> [Property] { card.properties.filter { !$0.name.uppercased().hasPrefix(StoreProperties.prefix) } }
        return rest(base) == rest(own)
    }

    /// The text the store keeps of `card`, read from a file: the bytes it
    /// was read as; or, where reading them took a repair of the text (a
    /// stray line, a raw line break, no END:VCARD…), the card written
    /// afresh in its version, so that an export of its hotel reads cleanly
    /// elsewhere (a 2.1 card keeps its bytes: an export converts it anyway).
    public static func storedText(of card: Card) -> String {
        var options = WriterOptions(version: card.version)
        options.rewritesRepairedCards = card.version != .v2_1
        return VCardWriter(options: options).text(of: card)
    }

    /// Looks the card's address up in `geocoder` ahead of reconciling (on
    /// another thread, say), when the card has no GEO of its own.
    public mutating func locate(with geocoder: Geocoder) {
        if details.coordinate == nil { located = details.lookUp(in: geocoder) }
    }

    /// What matching looks at, worked out with the card.
    let probe: HotelMatcher.Probe

    /// Selects and maps `card` in one pass: the verdict, and the hotel when
    /// it is taken. `explain` gathers every piece of evidence, not only
    /// enough to decide.
    public static func select(_ card: Card, with selector: LodgingSelector, explain: Bool = false, text: () -> String,
                              cardNumber: Int, line: Int) -> CardSelection {
        let summary = CardSummary(card)
        var verdict = selector.verdict(for: summary, explain: explain)
        guard verdict.isTaken else {
            // A person's name stays out of what is shown of the card.
            return CardSelection(verdict: verdict, hotel: nil, name: explain && !selector.isPersons(summary, given: verdict) ? summary.name : nil)
        }
        guard let hotel = CardHotel(summary: summary, text: text(), cardNumber: cardNumber, line: line) else {
            verdict.isTaken = false
            verdict.skipReason = .noName
            return CardSelection(verdict: verdict, hotel: nil, name: nil)
        }
        return CardSelection(verdict: verdict, hotel: hotel, name: hotel.details.name)
    }
}

/// What selection made of one card: the verdict, and the hotel it describes
/// when it was taken.
public struct CardSelection: Sendable {
    /// Whether the card was taken, and why.
    public var verdict: Verdict
    /// The hotel the card describes; `nil` when it was not taken, or was
    /// taken but has no usable name (its verdict then says `no name`).
    public var hotel: CardHotel?
    /// The card's name, for explanations; `nil` for a person's card, whose
    /// name is not shown (and for a skipped card when not explaining).
    public var name: String?

    /// Whether the card may be one taken before that the evidence rules now
    /// skip: only those are kept (``LodgingSelector/keeps(_:storedCard:)``),
    /// found by their UID.
    public var mayBeKept: Bool { hotel == nil && verdict.decision == .evidence }
}

extension HotelDetails {
    /// The gazetteer's position for the address, if it finds one: what
    /// import, `add` and `geocode --missing` store.
    public func position(from geocoder: Geocoder) -> Coordinate? {
        placement(from: geocoder).map(Self.coordinate)
    }

    /// The gazetteer's answer for the address, with how sure it is.
    public func placement(from geocoder: Geocoder) -> GeocodeResult? {
        lookUp(in: geocoder)?.answer
    }

    /// The gazetteer asked for the address; `nil` when there is none to ask for.
    public func lookUp(in geocoder: Geocoder) -> AddressLookup? {
        let address = PostalAddress(street: street, locality: city, region: region, postalCode: postalCode, country: country)
        return address.isBlank ? nil : AddressLookup(answer: Self.answer(for: address, in: geocoder))
    }

    /// The gazetteer's answer for a hotel's address. A country written as
    /// a code that is a region's too, with no region beside it — "1 Main
    /// St, Chicago, IL" split from one line: Israel's code, and Illinois's
    /// — is read as the region where the locality is found there, as
    /// written, and not in the country (``AddressReading`` reads a
    /// one-line address so): never the country's centre of a place it
    /// does not hold.
    static func answer(for address: PostalAddress, in geocoder: Geocoder) -> GeocodeResult? {
        let answer = geocoder.geocode(address)
        let code = address.country
        guard address.region.isEmpty, !address.locality.isEmpty, code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }),
              answer.map({ $0.precision > .locality || $0.isCorrected }) ?? true else { return answer }
        var asRegion = address
        (asRegion.region, asRegion.country) = (code, "")
        guard let regional = geocoder.geocode(asRegion), regional.rule.isInWrittenRegion, !regional.isCorrected,
              regional.precision <= .locality else { return answer }
        return regional
    }

    /// The position a gazetteer's answer gives a hotel.
    public static func coordinate(_ result: GeocodeResult) -> Coordinate {
        Coordinate(latitude: result.latitude, longitude: result.longitude, source: .gazetteer, precision: result.precision.rawValue)
    }

    /// After a change from `before` (an import's or a sync's merge, an
    /// edit): when the address changed and the position was the
    /// gazetteer's guess, or there was none, the gazetteer's position for
    /// the new address (none without a `geocoder` or a match). A position
    /// from a card's GEO or typed in stays. Returns whether it placed anew.
    @discardableResult
    public mutating func placeAgain(after before: HotelDetails, geocoder: Geocoder?) -> Bool {
        let addressChanged = HotelField.address.contains { !CardFields.same($0, self, before) }
        guard addressChanged, coordinate == nil || coordinate?.source == .gazetteer else { return false }
        coordinate = geocoder.flatMap { position(from: $0) }
        return true
    }
}

/// The gazetteer asked for an address: its answer, or none.
public struct AddressLookup: Sendable, Equatable {
    /// The best answer; `nil` when the gazetteer matched nothing.
    public var answer: GeocodeResult?
    /// The position the answer gives a hotel.
    public var coordinate: Coordinate? { answer.map(HotelDetails.coordinate) }

    public init(answer: GeocodeResult?) {
        self.answer = answer
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// What a card that lost the mark of the hotel's emptied address says of
/// the hotel's address (``CardHotel/lostAddressMark(from:)``).
public struct LostAddressMark: Sendable, Equatable {
    /// The position, among the card's ADRs, of the hotel's; `nil` where it
    /// has none (the marked ADR was dropped, and none was written since).
    public let line: Int?
    /// The hotel's address fields as that ADR gives them; `nil` where it is
    /// empty or there is none.
    public let address: HotelDetails?
}
