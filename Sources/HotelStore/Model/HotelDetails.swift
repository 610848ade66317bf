/// The fields of a hotel a person or a card can set.
///
/// Text fields use `""` for "none"; `rating`, `trip`, `coordinate`,
/// `stayed`, `rate` and `photo` are optional because "none" and a value are
/// different things there. `status` is always one of its values: `open`
/// unless said otherwise.
public struct HotelDetails: Equatable, Sendable {
    /// The hotel's name, as written.
    public var name: String
    /// The street address; a card's street and extended address joined by ", ".
    public var street: String = ""
    /// The city, town or village, as written.
    public var city: String = ""
    /// State, province or other first-level region, as written.
    public var region: String = ""
    /// The postal code as written ("SW1A 1AA"); ``HotelKeys`` folds it.
    public var postalCode: String = ""
    /// ISO 3166-1 alpha-2 when known, otherwise the text as given.
    public var country: String = ""
    /// Phone numbers as written (a `tel:` URI's number), in order; none empty.
    public var phones: [String] = []
    /// E-mail addresses as written, in order; none empty.
    public var emails: [String] = []
    /// The hotel's web address, as written; `""` for none.
    public var url: String = ""
    /// Free text. Line breaks are kept as `\n` however a card or a terminal
    /// wrote them (CRLF, CR): two spellings of one note are one value, and a
    /// note that went out through a vCard writer comes back unchanged.
    public var notes: String {
        get { storedNotes }
        set { storedNotes = LineBreaks.normalized(newValue) }
    }
    private var storedNotes: String = ""
    /// 1 to 10.
    public var rating: Int? = nil
    /// The trip the hotel belongs to, if any.
    public var trip: String? = nil
    /// Where the hotel is, and where that came from; `nil` when not known.
    public var coordinate: Coordinate? = nil
    /// Set when the person has stayed there (with the last day, if they said).
    public var stayed: Stay? = nil
    /// Whether it is open, open only in season, or closed for good.
    public var status: HotelStatus = .open
    /// What a night costs.
    public var rate: Rate? = nil
    /// A picture of the hotel; `nil` for none.
    public var photo: HotelPhoto? = nil

    /// A hotel called `name`, every other field empty.
    public init(name: String) { self.name = name }

    /// Copies one field's value from `other`.
    public mutating func take(_ field: HotelField, from other: HotelDetails) {
        switch field {
        case .name: name = other.name
        case .street: street = other.street
        case .city: city = other.city
        case .region: region = other.region
        case .postalCode: postalCode = other.postalCode
        case .country: country = other.country
        case .phones: phones = other.phones
        case .emails: emails = other.emails
        case .url: url = other.url
        case .notes: notes = other.notes
        case .rating: rating = other.rating
        case .trip: trip = other.trip
        case .coordinate: coordinate = other.coordinate
        case .stayed: stayed = other.stayed
        case .status: status = other.status
        case .rate: rate = other.rate
        case .photo: photo = other.photo
        }
    }

    /// The fields whose values differ between `self` and `other`, in declaration order.
    public func fieldsDiffering(from other: HotelDetails) -> [HotelField] {
        // The usual answer on a re-import, found without a copy per field.
        if self == other { return [] }
        return HotelField.allCases.filter { field in
            var copy = self
            copy.take(field, from: other)
            return copy != self
        }
    }

    /// Sets `field` back to its empty value.
    public mutating func unset(_ field: HotelField) {
        take(field, from: HotelDetails(name: ""))
    }

    /// The fields of the address (``HotelField/address``), in that order.
    public var addressParts: [String] { [street, city, region, postalCode, country] }

    /// Whether any field of the address is filled: there is something for
    /// the gazetteer to look up.
    public var hasAddress: Bool { addressParts.contains { !$0.isEmpty } }
}

/// A field of ``HotelDetails`` by name, for `--unset` and for merge reports.
public enum HotelField: String, CaseIterable, Sendable {
    /// The hotel's name and its address's street, city and region: the
    /// ``HotelDetails`` properties of those names.
    case name, street, city, region
    /// ``HotelDetails/postalCode``, named `postal-code`.
    case postalCode = "postal-code"
    /// ``HotelDetails/country``.
    case country
    /// ``HotelDetails/phones``, named `phone`.
    case phones = "phone"
    /// ``HotelDetails/emails``, named `email`.
    case emails = "email"
    /// The web address, the notes, the rating and the trip: the ``HotelDetails``
    /// properties of those names.
    case url, notes, rating, trip
    /// ``HotelDetails/coordinate``, named `coordinates`.
    case coordinate = "coordinates"
    // Fields added later come last: digests and sync hashes made before
    // them stay valid for a hotel that leaves them empty.
    /// The stay, the status, the rate and the photo: the ``HotelDetails``
    /// properties of those names.
    case stayed, status, rate, photo

    /// The fields of the address: street, city, region, postal code, country.
    public static let address: [HotelField] = [.street, .city, .region, .postalCode, .country]
}
