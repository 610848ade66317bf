import Gazetteer
import HotelStore
import Reconcile

/// `hotels edit ID [field options] [--unset FIELD]...`.
struct EditCommand: Command {
    static let name = "edit"
    static let abstract = "Change fields of a hotel"
    static let help = """
    Usage: hotels edit ID|NAME [field options] [--unset FIELD]... [--no-geocode]
                       [--gazetteer INDEX] [--json] [--store PATH]

    Sets the fields given and leaves the others as they are. --phone and
    --email replace the whole list with the values given. The change is one
    batch that 'hotels undo' reverts. A new address gets the gazetteer's
    position, as in add, where the old one was the gazetteer's or none; a
    position from a card's GEO or --lat/--lon stays.

    Options:
    \(HotelOptions.help)  --unset FIELD      Empty a field: street, city, region, postal-code,
                         country, phone, email, url, notes, rating, trip,
                         coordinates, stayed (the stay and its day),
                         status (back to open), rate, photo. Repeat for
                         several. A field may not be both set and unset.
      --no-geocode       Place a new address nowhere: the gazetteer's old
                         position goes, and none is looked up.
      --gazetteer INDEX  The gazetteer index (see 'hotels help geocode').
      --json             {"hotel_id", "batch" (null when nothing changed),
                         "changed": [fields]} instead of a sentence.

    """
    static let spec = Arguments.Spec(flags: ["--json", "--no-geocode"] + HotelOptions.flags,
                                     options: HotelOptions.options + ["--unset", StoreAccess.option, GazetteerAccess.option])

    let arguments: Arguments
    let word: String
    let unset: [HotelField]
    /// Sets the field options' values (checked when the command was parsed).
    let edit: @Sendable (inout HotelDetails) -> Void

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else { throw .usage("edit takes one ID (or NAME)", command: Self.name) }
        var unset: [HotelField] = []
        for text in arguments.allValues("--unset") {
            guard let field = HotelField(rawValue: text) else {
                let names = HotelField.allCases.filter { $0 != .name }.map(\.rawValue).joined(separator: ", ")
                throw .usage("--unset takes one of \(names), not '\(text)'", command: Self.name)
            }
            guard field != .name else { throw .usage("a hotel must keep its name: --unset name is not allowed", command: Self.name) }
            if let option = HotelOptions.given(setting: field, in: arguments) {
                throw .usage("\(option) and --unset \(field.rawValue) contradict each other; give one", command: Self.name)
            }
            unset.append(field)
        }
        guard !unset.isEmpty || HotelOptions.options.contains(where: { arguments.value($0) != nil })
                || HotelOptions.flags.contains(where: arguments.flag) else {
            throw .usage("edit needs a field to change, such as --rating 8 or --unset trip", command: Self.name)
        }
        // Check the values now, before the store is opened.
        edit = try HotelOptions.edit(from: arguments, command: Self.name, replacing: true)
        self.arguments = arguments
        self.word = arguments.positionals[0]
        self.unset = unset
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let id = try HotelLookup.hotel(word, in: store, console: console).id
        let geocoder = placesAgain ? openGeocoder(console) : nil
        // A whole address typed as the street, as the gazetteer reads it: read before the store is ours.
        var split = HotelDetails(name: "")
        edit(&split)
        let typed = geocoder.flatMap { geocoder in
            HotelOptions.wholeStreet(in: arguments).flatMap { TypedAddress.parts(of: $0, over: split, geocoder: geocoder) }
        }
        var placed = false
        // The fields are set on the hotel as it is once the store is ours:
        // another command may have changed it while this one waited.
        let (batch, change) = try CLIError.wrap { () throws(HotelStoreError) in
            try store.change(command: "edit \(id)") { writer throws(HotelStoreError) in
                try writer.update(id) { hotel throws(HotelStoreError) in
                    let before = hotel.details
                    for field in unset { hotel.details.unset(field) }
                    edit(&hotel.details)
                    if let typed { hotel.details.setAddress(typed) }
                    if placesAgain { placed = hotel.details.placeAgain(after: before, geocoder: geocoder) }
                }
            }
        }
        if placed, let geocoder, change.after.details.hasAddress {
            let result = change.after.details.placement(from: geocoder)
            for warning in PlacementWarning.warnings(for: change.after.details, result: result, address: "its new address") { console.warn(warning) }
        }
        let changed = change.before.details.fieldsDiffering(from: change.after.details)
        // A card's URLs and NOTEs after the first go while the field they follow is empty.
        let (ownBefore, ownAfter) = (CardOwnValues(of: change.before), CardOwnValues(of: change.after))
        for (kind, field, before, after) in [("URL", "url", ownBefore.urls, ownAfter.urls), ("NOTE", "notes", ownBefore.notes, ownAfter.notes)] {
            let gone = before.filter { !after.contains($0) }
            guard !gone.isEmpty else { continue }
            console.warn("hotel \(id): the card's other \(kind)\(gone.count == 1 ? "" : "s") went with the \(field) "
                + "('hotels undo' brings \(gone.count == 1 ? "it" : "them") back): " + gone.map { "'\($0)'" }.joined(separator: ", "))
        }
        if arguments.flag("--json") {
            console.print(JSON.object([("hotel_id", .int(Int(id))), ("batch", batch.map { .int(Int($0.id)) } ?? .null),
                                       ("changed", .array(changed.map { .string($0.rawValue) }))]).text)
        } else if batch == nil {
            console.print("hotel \(id): unchanged")
        } else {
            console.print("hotel \(id): changed \(changed.map(\.rawValue).joined(separator: ", "))")
        }
        return .success
    }

    /// Whether this edit changes the address and leaves the coordinates to
    /// follow it: the gazetteer's position (or none) is placed anew.
    private var placesAgain: Bool {
        let touched = { (field: HotelField) in unset.contains(field) || HotelOptions.given(setting: field, in: arguments) != nil }
        return !touched(.coordinate) && HotelField.address.contains(where: touched)
    }

    /// The gazetteer, or `nil` with a warning that says why there is none
    /// (or without one for --no-geocode).
    private func openGeocoder(_ console: Console) -> OfflineGeocoder? {
        guard !arguments.flag("--no-geocode") else { return nil }
        do {
            return OfflineGeocoder(index: try GazetteerAccess.open(arguments, console: console))
        } catch {
            console.warn("no coordinates for the new address: \(error)")
            return nil
        }
    }
}
