import HotelStore
import Reconcile

/// `hotels photo ID|NAME -o FILE`.
struct PhotoCommand: Command {
    static let name = "photo"
    static let abstract = "Write a hotel's photo to a file"
    static let help = """
    Usage: hotels photo ID|NAME -o FILE|- [--store PATH]

    Writes the photo of the hotel with this id (or name) to FILE, as the
    image file it was given as (JPEG, PNG, GIF or WebP: 'hotels show' says
    which), in one step: FILE is replaced whole or not at all. -o - writes
    it to standard output. A hotel gets its photo from 'add' or 'edit'
    --photo FILE, or from a card's PHOTO on import. Exit 1 when the hotel
    has none.

    Options:
      -o, --output FILE  Where to write the photo; - for standard output.

    """
    static let spec = Arguments.Spec(options: ["--output", StoreAccess.option], aliases: ["-o": "--output"])

    let arguments: Arguments
    let word: String

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else { throw .usage("photo takes one ID or NAME", command: Self.name) }
        guard arguments.value("--output") != nil else {
            throw .usage("photo needs -o FILE (or -o - for standard output)", command: Self.name)
        }
        self.arguments = arguments
        word = arguments.positionals[0]
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let hotel = try HotelLookup.hotel(word, in: store, console: console)
        guard let photo = hotel.photo else {
            throw .failed("hotel \(hotel.id) (\(hotel.name)) has no photo; give it one with 'hotels edit \(hotel.id) --photo FILE'")
        }
        if let path = arguments.outputPath {
            let file = try AtomicFileWriter(path: path)
            try file.write(photo.bytes)
            try file.commit()
        } else {
            console.output.write(bytes: photo.bytes)
        }
        return .success
    }
}
