import Gazetteer
import HotelStore
import TextFolding
import VCard

/// `hotels list [filters] [--sort KEY] [--limit N] [--json | --format tsv]`.
struct ListCommand: Command {
    static let name = "list"
    static let abstract = "List the hotels in the store"
    static let help = """
    Usage: hotels list [--trip T] [--city C] [--country CC]
                       [--near LAT,LON [--within KM]]
                       [--stayed | --not-stayed] [--status S]
                       [--sort name|rating|rate|distance|updated|id] [--limit N]
                       [--json | --format table|tsv|json] [--store PATH]

    Prints the hotels as an aligned table (ID, NAME, CITY, COUNTRY, RATING,
    TRIP, RATE, STAYED — the last stay's day, or yes —, STATUS — seasonal
    or closed; empty for open —, and KM with --near; a column is at most
    48 characters wide, a
    longer value is cut with …), as tab-separated values with a header line
    (--format tsv), or as a JSON array of hotel objects (--json). Control
    characters in names show as ^[ and the like.

    Options:
      --trip T          Only hotels of trip T (any case).
      --city C          Only hotels in city C (case and accents ignored).
      --country CC      Only hotels in this country (code or name).
      --near LAT,LON    Measure distances from this point; only hotels with
                        coordinates are listed. Sorts by distance unless --sort.
      --within KM       With --near: only hotels at most KM kilometres away.
      --stayed          Only hotels you have stayed at.
      --not-stayed      Only hotels you have not stayed at.
      --status S        Only hotels that are open, seasonal or closed.
      --sort KEY        name (default), rating (best first), rate (by
                        currency, then cheapest first), distance, updated
                        (most recent first), id.
      --limit N         At most N hotels.
      --json            A JSON array of hotel objects (as --format json).
      --format F        table (default), tsv (a header line, then one
                        tab-separated line per hotel; a tab or line break in
                        a value is a space, a control character shows as in
                        the table; --json is exact) or json.

    """
    static let spec = Arguments.Spec(flags: ["--json", "--stayed", "--not-stayed"],
                                     options: ["--trip", "--city", "--country", "--near", "--within", "--sort", "--limit", "--status",
                                               "--format", StoreAccess.option])

    enum Format: String { case table, tsv, json }

    let arguments: Arguments
    let query: HotelQuery
    let format: Format

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else { throw .usage("list takes no arguments", command: Self.name) }
        var query = HotelQuery()
        query.trip = arguments.value("--trip")
        query.city = arguments.value("--city")
        if let text = arguments.value("--country") {
            guard let country = Country.named(text) else {
                throw .usage("--country '\(text)' is not a country code or name hotels knows", command: Self.name)
            }
            query.country = country.code
        }
        if arguments.flag("--stayed") && arguments.flag("--not-stayed") {
            throw .usage("--stayed and --not-stayed contradict each other; give one", command: Self.name)
        }
        if arguments.flag("--stayed") { query.stayed = true }
        if arguments.flag("--not-stayed") { query.stayed = false }
        if let text = arguments.value("--status") {
            query.status = try HotelOptions.status(text, command: Self.name)
        }
        if let near = arguments.value("--near") {
            let parts = near.split(separator: ",").map { DecimalNumber.parse(String($0).trimmedWhitespace) }
            guard parts.count == 2, let lat = parts[0], let lon = parts[1],
                  Coordinate.isValid(latitude: lat, longitude: lon) else {
                throw .usage("--near takes LAT,LON in degrees (for example 48.8566,2.3522), not '\(near)'", command: Self.name)
            }
            var within: Double? = nil
            if let text = arguments.value("--within") {
                guard let km = DecimalNumber.parse(text), km > 0 else {
                    throw .usage("--within takes a distance in kilometres greater than 0, not '\(text)'", command: Self.name)
                }
                within = km
            }
            query.near = (lat, lon, within)
            query.sort = .distance
        } else if arguments.value("--within") != nil {
            throw .usage("--within needs --near LAT,LON", command: Self.name)
        }
        if let text = arguments.value("--sort") {
            guard let sort = HotelQuery.Sort(rawValue: text) else {
                throw .usage("--sort takes name, rating, rate, distance, updated or id, not '\(text)'", command: Self.name)
            }
            guard sort != .distance || query.near != nil else {
                throw .usage("--sort distance needs --near LAT,LON", command: Self.name)
            }
            query.sort = sort
        }
        if let limit = try arguments.limit(command: Self.name) { query.limit = limit }
        var format = Format.table
        if let text = arguments.value("--format") {
            guard let chosen = Format(rawValue: text) else {
                throw .usage("--format takes table, tsv or json, not '\(text)'", command: Self.name)
            }
            format = chosen
        }
        if arguments.flag("--json") {
            guard format == .table || format == .json else {
                throw .usage("--json and --format \(format.rawValue) contradict each other; give one", command: Self.name)
            }
            format = .json
        }
        self.arguments = arguments
        self.query = query
        self.format = format
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let withDistance = query.near != nil
        var query = query
        query.fields = format == .json ? .details : .summary
        // Rows are written as SQLite hands them over: a list of any length
        // takes flat memory.
        var count = 0
        switch format {
        case .json:
            console.output.write("[")
            try CLIError.wrap { () throws(HotelStoreError) in
                try store.forEachHotel(query) { listed in
                    if count > 0 { console.output.write(",") }
                    console.output.write(bytes: HotelPresentation.jsonBytes(listed.hotel, distance: listed.distance))
                    count += 1
                    return true
                }
            }
            console.output.write("]\n")
        case .tsv:
            console.output.write(TSV.line(HotelPresentation.tableHeader(withDistance: withDistance).map { $0.lowercased() }))
            try CLIError.wrap { () throws(HotelStoreError) in
                try store.forEachHotel(query) { listed in
                    console.output.write(TSV.line(HotelPresentation.tableRow(listed, withDistance: withDistance)))
                    return true
                }
            }
        case .table:
            var table = TableWriter(header: HotelPresentation.tableHeader(withDistance: withDistance),
                                    rightAligned: HotelPresentation.rightAligned(withDistance: withDistance)) { console.output.write(bytes: $0) }
            try CLIError.wrap { () throws(HotelStoreError) in
                try store.forEachHotel(query) { listed in
                    table.add(HotelPresentation.tableRow(listed, withDistance: withDistance))
                    count += 1
                    return true
                }
            }
            guard count > 0 else {
                // An empty store (missing, or emptied) is not a filter that matched nothing.
                console.report((try? store.count()) == 0 ? "no hotels yet; add one with 'hotels add'" : "no hotels match")
                return .success
            }
            table.finish()
        }
        return .success
    }
}
