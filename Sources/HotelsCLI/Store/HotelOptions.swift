import AddressText
import Gazetteer
import HotelStore
import TextFolding
import VCard

/// The field options `add` and `edit` share, parsed and checked.
///
/// Every value is checked before the store is opened, so a bad option never
/// touches the store; an option value out of range is a usage error (64).
struct HotelOptions {
    static let options = ["--name", "--street", "--city", "--region", "--postal-code", "--country",
                          "--phone", "--email", "--url", "--notes", "--rating", "--trip", "--lat", "--lon",
                          "--last-stay", "--status", "--rate", "--photo"]
    static let flags = ["--stayed"]

    static let help = """
      --name N           The hotel's name.
      --street S         Street address (given alone, without --city and the
                         others, a whole address in one line is split into its
                         parts; for edit, one that names its town and country).
      --city C           City or town.
      --region R         State, province or region.
      --postal-code Z    Postal or ZIP code.
      --country CC       ISO 3166 code or country name (US, USA, United States,
                         DE, Deutschland…); stored as the two-letter code.
      --phone P          A phone number; repeat for several.
      --email E          An email address; repeat for several.
      --url U            Web site.
      --notes T          Free text notes (may span lines).
      --rating 1-10      Your rating.
      --trip T           The trip the hotel belongs to.
      --lat X --lon Y    Coordinates in degrees (latitude -90…90, longitude -180…180).
      --stayed           You have stayed there.
      --last-stay DAY    The day of your last stay, YYYY-MM-DD, today or before
                         (implies --stayed).
      --status S         open (the default), seasonal or closed: a closed
                         hotel stays listed, marked.
      --rate "A CUR"     A night's rate: an amount and an ISO 4217 currency
                         code, such as "185.00 EUR" or "32000 JPY" (at most
                         the currency's decimal places; kept exactly).
      --photo FILE       A JPEG, PNG, GIF or WebP image (told by its content)
                         of at most 1 MB; 'hotels photo' writes it out.

    """

    /// The option given in `arguments` that sets `field`, if any.
    static func given(setting field: HotelField, in arguments: Arguments) -> String? {
        if field == .stayed {
            return arguments.flag("--stayed") ? "--stayed" : arguments.value("--last-stay") != nil ? "--last-stay" : nil
        }
        let option = option(setting: field)
        return arguments.value(option) != nil ? option : nil
    }

    /// The option that sets `field` (`--lat` for the coordinates, `--stayed` for the stay).
    static func option(setting field: HotelField) -> String {
        switch field {
        case .name: return "--name"
        case .street: return "--street"
        case .city: return "--city"
        case .region: return "--region"
        case .postalCode: return "--postal-code"
        case .country: return "--country"
        case .phones: return "--phone"
        case .emails: return "--email"
        case .url: return "--url"
        case .notes: return "--notes"
        case .rating: return "--rating"
        case .trip: return "--trip"
        case .coordinate: return "--lat"
        case .stayed: return "--stayed"
        case .status: return "--status"
        case .rate: return "--rate"
        case .photo: return "--photo"
        }
    }

    /// Applies every field option given in `arguments` to `details`.
    static func apply(_ arguments: Arguments, to details: inout HotelDetails, command: String) throws(CLIError) {
        try edit(from: arguments, command: command)(&details)
    }

    /// The `--street` given alone, no other part of the address set or
    /// unset: a whole address, perhaps, split into its parts (``edit(from:command:replacing:)``,
    /// and as the gazetteer reads it, ``TypedAddress``).
    static func wholeStreet(in arguments: Arguments) -> String? {
        guard let street = arguments.value("--street")?.trimmedWhitespace, !street.isEmpty else { return nil }
        let unset = arguments.allValues("--unset")
        let others = HotelField.address.contains { field in
            field != .street && given(setting: field, in: arguments) != nil || unset.contains(field.rawValue)
        }
        return others ? nil : street
    }

    /// Checks every field option now and returns what sets them, which can
    /// then not fail: an edit checks its options before it waits for the
    /// store, and sets them on the hotel as it is once the store is its own.
    ///
    /// `replacing`: the options change a hotel's fields (edit), not a new
    /// hotel's (add), so a street is split only when it is plainly a whole
    /// address (see `--street`).
    static func edit(from arguments: Arguments, command: String, replacing: Bool = false) throws(CLIError)
        -> @Sendable (inout HotelDetails) -> Void {
        var setters: [@Sendable (inout HotelDetails) -> Void] = []
        func line(_ option: String) throws(CLIError) -> String? {
            guard let value = arguments.value(option) else { return nil }
            let trimmed = value.trimmedWhitespace
            if trimmed.contains("\n") || trimmed.contains("\r") {
                throw .usage("\(option) cannot contain a line break", command: command)
            }
            return trimmed
        }
        if let name = try line("--name") {
            guard name.showsAnything else { throw .usage("--name cannot be empty", command: command) }
            setters.append { $0.name = name }
        }
        if let street = try line("--street") {
            // A whole address given as the street alone is split as a card's
            // is on import (the address-in-street repair), so it is placed as
            // one: it is the whole address, and the parts it lacks are emptied.
            // Over a hotel's address (edit), only one that names its town and
            // its country is whole: "The Savoy, Strand" or "123 Main St, Suite
            // 400" is a street with a comma in it.
            if wholeStreet(in: arguments) != nil, let parts = OneLineAddress.wholeAddress(inStreet: street),
               !replacing || !parts.locality.isEmpty && Country.named(parts.country) != nil {
                setters.append { $0.setAddress(parts) }
            } else {
                setters.append { $0.street = street }
            }
        }
        if let city = try line("--city") { setters.append { $0.city = city } }
        if let region = try line("--region") { setters.append { $0.region = region } }
        if let postal = try line("--postal-code") { setters.append { $0.postalCode = postal } }
        if let country = try line("--country") {
            if country.isEmpty {
                setters.append { $0.country = "" }
            } else {
                guard let resolved = Country.named(country) else {
                    throw .usage("--country '\(country)' is not a country code or name hotels knows; "
                                 + "give an ISO 3166 code such as FR or a name such as France", command: command)
                }
                setters.append { $0.country = resolved.code }
            }
        }
        let phones = arguments.allValues("--phone").map(\.trimmedWhitespace)
        if !phones.isEmpty {
            for phone in phones where phone.isEmpty || !phone.contains(where: \.isNumber) || phone.contains("\n") {
                throw .usage("--phone '\(phone)' is not a phone number", command: command)
            }
            setters.append { $0.phones = phones }
        }
        let emails = arguments.allValues("--email").map(\.trimmedWhitespace)
        if !emails.isEmpty {
            for email in emails where !isEmailShaped(email) {
                throw .usage("--email '\(email)' is not an email address (name@example.com)", command: command)
            }
            setters.append { $0.emails = emails }
        }
        if let url = try line("--url") {
            guard !url.contains(" ") else { throw .usage("--url '\(url)' contains spaces", command: command) }
            setters.append { $0.url = url }
        }
        if let notes = arguments.value("--notes") { setters.append { $0.notes = notes } }
        if let text = arguments.value("--rating") {
            guard let rating = Int(text.trimmedWhitespace), (1...10).contains(rating) else {
                throw .usage("--rating takes a whole number from 1 to 10, not '\(text)'", command: command)
            }
            setters.append { $0.rating = rating }
        }
        if let trip = try line("--trip") { setters.append { $0.trip = trip.isEmpty ? nil : trip } }
        let latitude = arguments.value("--lat"), longitude = arguments.value("--lon")
        if latitude != nil || longitude != nil {
            guard let latitude, let longitude else { throw .usage("give --lat and --lon together", command: command) }
            guard let lat = DecimalNumber.parse(latitude.trimmedWhitespace), (-90...90).contains(lat) else {
                throw .usage("--lat takes a latitude from -90 to 90, not '\(latitude)'", command: command)
            }
            guard let lon = DecimalNumber.parse(longitude.trimmedWhitespace), (-180...180).contains(lon) else {
                throw .usage("--lon takes a longitude from -180 to 180, not '\(longitude)'", command: command)
            }
            setters.append { $0.coordinate = Coordinate(latitude: lat, longitude: lon, source: .manual) }
        }
        if let text = arguments.value("--last-stay") {
            guard let day = Day(text.trimmedWhitespace) else {
                throw .usage("--last-stay takes a day as YYYY-MM-DD (for example 2026-05-03), not '\(text)'", command: command)
            }
            // A last stay is a day that has come: a later one is a slip of the year ("2062" for "2026").
            let today = Day.today()
            guard day <= today else {
                throw .usage("--last-stay takes the day of a stay you have had, today (\(today)) or before, not '\(text)'",
                             command: command)
            }
            setters.append { $0.stayed = Stay(lastDay: day) }
        } else if arguments.flag("--stayed") {
            // Already stayed: the day known stays.
            setters.append { $0.stayed = $0.stayed ?? Stay() }
        }
        if let text = arguments.value("--status") {
            let status = try status(text, command: command)
            setters.append { $0.status = status }
        }
        if let text = arguments.value("--rate") {
            let rate: Rate
            do { rate = try Rate(parsing: text.trimmedWhitespace) } catch { throw .usage("--rate \(error)", command: command) }
            setters.append { $0.rate = rate }
        }
        if let path = arguments.value("--photo") {
            let photo = try PhotoFile.read(path)
            setters.append { $0.photo = photo }
        }
        let all = setters
        return { details in for set in all { set(&details) } }
    }

    /// `--status`'s value: open, seasonal or closed, in any case.
    static func status(_ text: String, command: String) throws(CLIError) -> HotelStatus {
        guard let status = HotelStatus(rawValue: text.trimmedWhitespace.lowercased()) else {
            throw .usage("--status takes open, seasonal or closed, not '\(text)'", command: command)
        }
        return status
    }

    /// One `@`, something before it, a dotted domain after it, no spaces: the
    /// shape, not a promise that mail gets there.
    static func isEmailShaped(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: { $0.isWhitespace }) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

