import Gazetteer
import HotelStore
import Reconcile

/// `hotels add --name N [field options]`.
struct AddCommand: Command {
    static let name = "add"
    static let abstract = "Add a hotel to the store"
    static let help = """
    Usage: hotels add --name N [--street S] [--city C] [--region R]
                      [--postal-code Z] [--country CC] [--phone P]... [--email E]...
                      [--url U] [--notes T] [--rating 1-10] [--trip T]
                      [--lat X --lon Y] [--stayed] [--last-stay DAY]
                      [--status S] [--rate "A CUR"] [--photo FILE]
                      [--no-geocode] [--gazetteer INDEX] [--store PATH] [--json]

    Adds one hotel and prints its id (with --json, the whole hotel). The
    change is one batch: 'hotels undo' removes the hotel again. Without
    --lat and --lon, the address is placed by the gazetteer, as import
    does; when it cannot be, a warning says why, and an answer that may be
    another place (a postal code alone that several countries have) is
    kept with a warning that says so.

    Options:
    \(HotelOptions.help)  --store PATH       The store file (default: $HOTELS_STORE, else
                         $XDG_DATA_HOME/hotels/hotels.sqlite).
      --no-geocode       Leave the coordinates empty without --lat/--lon.
      --gazetteer INDEX  The gazetteer index (see 'hotels help geocode').
      --json             Print the new hotel as a JSON object.

    """
    static let spec = Arguments.Spec(flags: ["--json", "--no-geocode"] + HotelOptions.flags,
                                     options: HotelOptions.options + [StoreAccess.option, GazetteerAccess.option])

    let arguments: Arguments
    let details: HotelDetails

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("add takes no arguments, only options (did you mean --name '\(arguments.positionals[0])'?)", command: Self.name)
        }
        guard arguments.value("--name") != nil else { throw .usage("add needs --name", command: Self.name) }
        var details = HotelDetails(name: "")
        try HotelOptions.apply(arguments, to: &details, command: Self.name)
        self.arguments = arguments
        self.details = details
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name)
        var details = details
        if details.coordinate == nil && !arguments.flag("--no-geocode") { locate(&details, console) }
        let (_, hotel) = try CLIError.wrap { () throws(HotelStoreError) in
            try store.change(command: "add") { batch throws(HotelStoreError) in try batch.insert(details) }
        }
        if arguments.flag("--json") {
            console.print(HotelPresentation.json(hotel).text)
        } else {
            console.print(String(hotel.id))
        }
        return .success
    }

    /// Gives `details` the gazetteer's position for its address (a whole
    /// address typed as the street split as the gazetteer reads it,
    /// ``TypedAddress``), or none with a warning that says why there is none.
    private func locate(_ details: inout HotelDetails, _ console: Console) {
        guard details.hasAddress else { return }
        let index: GazetteerIndex
        do {
            index = try GazetteerAccess.open(arguments, console: console)
        } catch {
            console.warn("no coordinates for this hotel: \(error)")
            return
        }
        let geocoder = OfflineGeocoder(index: index)
        if let street = HotelOptions.wholeStreet(in: arguments), let parts = TypedAddress.parts(of: street, over: details, geocoder: geocoder) {
            details.setAddress(parts)
        }
        let result = details.placement(from: geocoder)
        // An answer that may be another place, or is coarser than the address, is kept, and said so.
        for warning in PlacementWarning.warnings(for: details, result: result) { console.warn(warning) }
        details.coordinate = result.map(HotelDetails.coordinate)
    }
}
