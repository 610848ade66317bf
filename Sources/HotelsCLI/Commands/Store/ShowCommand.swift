import HotelStore

/// `hotels show ID|NAME [--json]`.
struct ShowCommand: Command {
    static let name = "show"
    static let abstract = "Show every field of one hotel"
    static let help = """
    Usage: hotels show ID|NAME [--json] [--store PATH]

    Shows every field of the hotel with this id, or whose name is NAME (case,
    accents and punctuation ignored; failing an exact match, a name that
    contains NAME as whole words). When several hotels match, they are listed
    and the exit status is 1.

    Options:
      --json   One JSON object with every field and the original card text.

    """
    static let spec = Arguments.Spec(flags: ["--json"], options: [StoreAccess.option])

    let arguments: Arguments
    let word: String

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else { throw .usage("show takes one ID or NAME", command: Self.name) }
        self.arguments = arguments
        word = arguments.positionals[0]
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let hotel = try HotelLookup.hotel(word, in: store, console: console)
        if arguments.flag("--json") {
            console.print(HotelPresentation.json(hotel, includeCard: true).text)
        } else {
            console.output.write(HotelPresentation.detail(hotel))
        }
        return .success
    }
}
