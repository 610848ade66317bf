import VCard

/// The properties in which an exported card carries what the store knows
/// beyond a card's own fields, so that importing the export gives the same
/// hotel back (rating, trip, stay, status, rate, where a position came
/// from). Export writes them (``HotelCardExporter``), import reads them
/// (``CardHotel``); each is written only when it says something (a hotel
/// never stayed at, open, without a rate has none of those three):
///
/// - `X-HOTELS-RATING:8` — the rating, 1 to 10.
/// - `X-HOTELS-STAYED:2026-05-03` — stayed there, last on that day;
///   `X-HOTELS-STAYED:yes` when the day is not known.
/// - `X-HOTELS-STATUS:closed` — `seasonal` or `closed` (open is the default).
/// - `X-HOTELS-RATE:185.00 EUR` — a night's rate: the amount with the
///   currency's minor digits, a space, the ISO 4217 code (no grouping, so
///   no comma to escape).
/// - The hotel's photo is the card's own PHOTO, in the version's syntax
///   (see ``VCard/Photo/property(bytes:format:version:)``): a card's
///   PHOTO is the hotel's photo when it is an image hotels takes.
/// - `X-HOTELS-TRIP:Alps 2027` — the trip (text, escaped as the version
///   escapes text). Not also written as a CATEGORIES value: CATEGORIES is
///   the user's own list, which import reads for selection, and a trip in
///   it could not be told apart from a category on the way back.
/// - A position the gazetteer guessed is never written as GEO, which every
///   client (and import) takes for the place's own position: it goes in
///   `X-HOTELS-GEO;X-HOTELS-PRECISION=locality:48.137;11.575` (`lat;lon` in
///   every version: a converter knows nothing of it, so it has one form),
///   and import stores it as the gazetteer's, at that precision.
/// - A position a person typed in (`add --lat --lon`) is the place's own, so
///   it is GEO, followed by `X-HOTELS-GEO-SOURCE:manual` (a property, not a
///   parameter of GEO: RFC 6351's schema allows none of ours there); a
///   client that drops it makes the position the card's own, which is no loss.
/// - A card's own GEO is written as it was.
/// - `ADR;X-HOTELS-ADDRESS=emptied:;;;;;;` — the ADR in which the hotel's
///   address was emptied (``emptiedAddress``): the hotel's address, filled
///   or not, so that a card's other ADRs (a home's, now or added later) are
///   never read as it. Written on every ADR an export empties, gone from
///   every ADR when one fills it again; a client that drops it is given it
///   back by a sync (``CardHotel/lostAddressMark(from:)``).
enum StoreProperties {
    /// What every property the store writes of its own begins with.
    static let prefix = "X-HOTELS-"
    static let rating = "X-HOTELS-RATING"
    static let trip = "X-HOTELS-TRIP"
    static let stayed = "X-HOTELS-STAYED"
    static let status = "X-HOTELS-STATUS"
    static let rate = "X-HOTELS-RATE"
    /// The value of ``stayed`` when the day of the last stay is not known.
    static let stayedWithoutDay = "yes"
    static let gazetteerGeo = "X-HOTELS-GEO"
    /// The parameter of `X-HOTELS-GEO` that gives the gazetteer's precision.
    static let precision = "X-HOTELS-PRECISION"
    /// Who gave the card's GEO, when not the card: `manual`.
    static let geoSource = "X-HOTELS-GEO-SOURCE"
    /// The parameter of the ADR that is the hotel's, its address emptied, and its value.
    static let emptiedAddress = (name: "X-HOTELS-ADDRESS", value: "emptied")

    /// Whether `property` is the ADR marked as the hotel's, emptied (``emptiedAddress``).
    static func isEmptiedAddress(_ property: Property) -> Bool {
        property.parameterValues(emptiedAddress.name).contains { $0.lowercased() == emptiedAddress.value }
    }

    /// Whether `property` is one that says where the hotel is.
    static func isPosition(_ property: Property) -> Bool {
        property.isNamed("GEO") || property.isNamed(gazetteerGeo) || property.isNamed(geoSource)
    }
}
