import HotelStore

/// `hotels edit ID [field options] [--unset FIELD]...`.
struct EditCommand: Command {
    static let name = "edit"
    static let abstract = "Change fields of a hotel"
    static let help = """
    Usage: hotels edit ID|NAME [field options] [--unset FIELD]... [--store PATH]

    Sets the fields given and leaves the others as they are. --phone and
    --email replace the whole list with the values given. The change is one
    batch that 'hotels undo' reverts.

    Options:
    \(HotelOptions.help)  --unset FIELD      Empty a field: street, city, region, postal-code,
                         country, phone, email, url, notes, rating, trip,
                         coordinates. Repeat for several.

    """
    static let spec = Arguments.Spec(options: HotelOptions.options + ["--unset", StoreAccess.option])

    let arguments: Arguments
    let word: String
    let unset: [HotelField]

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else { throw .usage("edit takes one ID (or NAME)", command: Self.name) }
        var unset: [HotelField] = []
        for text in arguments.allValues("--unset") {
            guard let field = HotelField(rawValue: text) else {
                let names = HotelField.allCases.filter { $0 != .name }.map(\.rawValue).joined(separator: ", ")
                throw .usage("--unset takes one of \(names), not '\(text)'", command: Self.name)
            }
            guard field != .name else { throw .usage("a hotel must keep its name: --unset name is not allowed", command: Self.name) }
            unset.append(field)
        }
        guard !unset.isEmpty || HotelOptions.options.contains(where: { arguments.value($0) != nil }) else {
            throw .usage("edit needs a field to change, such as --rating 8 or --unset trip", command: Self.name)
        }
        // Check the values now, before the store is opened.
        var probe = HotelDetails(name: "-")
        try HotelOptions.apply(arguments, to: &probe, command: Self.name)
        self.arguments = arguments
        self.word = arguments.positionals[0]
        self.unset = unset
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name)
        let hotel = try HotelLookup.hotel(word, in: store, console: console)
        var edited = hotel
        for field in unset { edited.details.unset(field) }
        try HotelOptions.apply(arguments, to: &edited.details, command: Self.name)
        let changed = hotel.details.fieldsDiffering(from: edited.details)
        let (batch, _) = try CLIError.wrap { () throws(HotelStoreError) in
            try store.change(command: "edit \(hotel.id)") { writer throws(HotelStoreError) in try writer.update(edited) }
        }
        if batch == nil {
            console.print("hotel \(hotel.id): unchanged")
        } else {
            console.print("hotel \(hotel.id): changed \(changed.map(\.rawValue).joined(separator: ", "))")
        }
        return .success
    }
}
