import HotelStore

/// `hotels rm ID... [--yes]`.
struct RemoveCommand: Command {
    static let name = "rm"
    static let abstract = "Remove hotels (undoable)"
    static let help = """
    Usage: hotels rm ID... [--yes] [--json] [--store PATH]

    Removes the hotels with these ids, in one batch. On a terminal it asks
    first; elsewhere (scripts, cron) it needs --yes. 'hotels undo' brings
    them back with the same ids and fields.

    Options:
      -y, --yes   Do not ask.
      --json      {"removed": [ids], "batch": id} instead of a sentence.

    """
    static let spec = Arguments.Spec(flags: ["--yes", "--json"], options: [StoreAccess.option], aliases: ["-y": "--yes"])

    let arguments: Arguments
    let ids: [Hotel.ID]

    init(arguments: Arguments) throws(CLIError) {
        guard !arguments.positionals.isEmpty else { throw .usage("rm needs at least one hotel ID", command: Self.name) }
        var ids: [Hotel.ID] = []
        for word in arguments.positionals {
            guard let id = Hotel.ID(word), id > 0 else { throw .usage("rm takes hotel ids (numbers), not '\(word)'", command: Self.name) }
            if !ids.contains(id) { ids.append(id) }
        }
        self.arguments = arguments
        self.ids = ids
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        var hotels: [Hotel] = []
        for id in ids {
            guard let hotel = try CLIError.wrap({ () throws(HotelStoreError) in try store.hotel(id: id) }) else {
                throw .store(.noSuchHotel(id))
            }
            hotels.append(hotel)
        }
        if !arguments.flag("--yes") {
            let names = hotels.map { "\($0.id) \($0.name)" }.joined(separator: ", ")
            guard let yes = console.ask("Remove \(hotels.count == 1 ? "hotel" : "\(hotels.count) hotels") \(names)?") else {
                throw .usage("rm needs --yes when it cannot ask (standard input is not a terminal)", command: Self.name)
            }
            guard yes else {
                console.report("nothing removed")
                return .failure
            }
        }
        let (batch, _) = try CLIError.wrap { () throws(HotelStoreError) in
            try store.change(command: "rm " + ids.map(String.init).joined(separator: " ")) { writer throws(HotelStoreError) in
                for id in ids { try writer.delete(id) }
            }
        }
        if arguments.flag("--json") {
            console.print(JSON.object([("removed", .array(ids.map { .int(Int($0)) })),
                                       ("batch", batch.map { .int(Int($0.id)) } ?? .null)]).text)
            return .success
        }
        let count = hotels.count == 1 ? "1 hotel" : "\(hotels.count) hotels"
        console.print("removed \(count) (batch \(batch?.id ?? 0); 'hotels undo' brings \(hotels.count == 1 ? "it" : "them") back)")
        return .success
    }
}
