import Gazetteer
import HotelStore
import Reconcile
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// `hotels import FILE|DIR|-`.
struct ImportCommand: Command {
    static let name = "import"
    static let abstract = "Import the hotels of an address book into the store"
    static let help = """
    Usage: hotels import FILE|DIR|- [--dry-run] [--json] [--trip T]
                         [--all | --category NAME] [--on-conflict POLICY]
                         [--no-geocode] [--rejects FILE] [--store PATH]

    Reads vCard 2.1, 3.0 or 4.0, xCard or jCard (FILE, every .vcf, .vcard or
    .xml file in DIR, or standard input; the form is found by content),
    picks the places to stay, matches each to a stored hotel
    (UID; name + postal code; name + city; similar name within 200 m) and
    merges field by field: empty fields are filled, equal ones stay, different
    ones follow --on-conflict. New hotels get coordinates from the card's GEO
    or, failing that, the gazetteer. Everything is applied in one batch
    ('hotels undo' reverts it) and one summary line is printed. Running it
    again on the same book changes nothing.

    Options:
      --dry-run            Print the plan; write nothing.
      --json               Print the whole plan as JSON.
      --trip T             Put new hotels in trip T.
      --all                Take every card with an address, not only hotels.
      --category NAME      Take the cards in this category.
      --on-conflict P      book, store, newest (default: the card's REV against
                           the hotel's update time; the store wins when either
                           is missing) or fail (apply nothing if any conflict).
      --no-geocode         Leave coordinates empty when a card has no GEO.
      --rejects FILE       Write the cards that could not be read, as they were.
      --gazetteer INDEX    The gazetteer index (see 'hotels help geocode').

    A card that cannot be read is reported (file, line, card) and skipped;
    the exit status is then 1, or 65 when nothing could be read at all.

    """
    static let spec = Arguments.Spec(
        flags: ["--dry-run", "--json", "--all", "--no-geocode"],
        options: ["--trip", "--category", "--on-conflict", "--rejects", GazetteerAccess.option, StoreAccess.option])

    let arguments: Arguments
    let input: String
    let selector: LodgingSelector
    let options: ReconcileOptions

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count == 1 else { throw .usage("import takes one FILE, DIR or -", command: Self.name) }
        input = arguments.positionals[0]
        if arguments.flag("--all") && arguments.value("--category") != nil {
            throw .usage("give --all or --category, not both", command: Self.name)
        }
        if arguments.flag("--all") {
            selector = LodgingSelector(mode: .all)
        } else if let category = arguments.value("--category") {
            selector = LodgingSelector(mode: .category(category))
        } else {
            selector = LodgingSelector()
        }
        var options = ReconcileOptions()
        if let text = arguments.value("--on-conflict") {
            guard let policy = ConflictPolicy(rawValue: text) else {
                throw .usage("--on-conflict takes book, store, newest or fail, not '\(text)'", command: Self.name)
            }
            options.onConflict = policy
        }
        options.trip = arguments.value("--trip").flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }
        self.arguments = arguments
        self.options = options
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let files = try BookFiles.list(input)
        let geocoder: OfflineGeocoder? = arguments.flag("--no-geocode") ? nil
            : OfflineGeocoder(index: try GazetteerAccess.open(arguments, console: console))
        let rejects = try arguments.value("--rejects").map { path throws(CLIError) in try AtomicFileWriter(path: path) }

        var cards: [CardHotel] = []
        var skipped: [MergePlan.Skip] = []
        var failedFiles = 0, rejectedCards = 0, readCards = 0
        var number = 0
        for file in files {
            let read = try BookFiles.read(file, console: console) { card, line throws(CLIError) in
                number += 1
                readCards += 1
                // Progress for large books, only where a person watches.
                if console.errorsIsTerminal && number % 10_000 == 0 {
                    console.errors.write("\rhotels: \(number) cards read, \(cards.count) hotels")
                    console.errors.flush()
                }
                let text = { String(decoding: VCardWriter(options: WriterOptions(version: card.version)).write(card), as: UTF8.self) }
                switch CardHotel.select(card, with: selector, text: text, cardNumber: number, line: line) {
                case .success(let hotel): cards.append(hotel)
                case .failure(let reason): skipped.append(MergePlan.Skip(card: number, line: line, reason: reason.rawValue))
                }
            }
            if read.cards == 0 && read.errors > 0 { failedFiles += 1 }
            rejectedCards += read.rejected.count
            for card in read.rejected { try rejects?.write(card) }
        }
        try rejects?.commit()
        if console.errorsIsTerminal && number >= 10_000 {
            console.errors.write("\r\u{1B}[K")
            console.errors.flush()
        }
        if readCards == 0 && (failedFiles > 0 || rejectedCards > 0) {
            throw .badData("\(input): no card could be read; nothing imported")
        }

        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: arguments.flag("--dry-run") ? .empty : .create)
        let stored = try CLIError.wrap { () throws(HotelStoreError) in try store.allHotels() }
        let plan = Reconciler(options: options, geocoder: geocoder).plan(cards, into: stored, skipped: skipped)

        if arguments.flag("--json") { console.print(PlanPresentation.json(plan).text) }
        if arguments.flag("--dry-run") {
            if !arguments.flag("--json") { console.output.write(PlanPresentation.text(plan)) }
            return rejectedCards > 0 || failedFiles > 0 ? .failure : .success
        }
        for entry in plan.entries {
            for conflict in entry.conflicts {
                console.printError("hotels: conflict in \(conflict.field.rawValue) of '\(entry.details.name)' (card \(entry.cards[0])): "
                                   + "\(conflict.winner == .book ? "the book's value wins" : "the store's value stays")")
            }
        }
        guard plan.isApplicable(under: options.onConflict) else {
            throw .failed("\(plan.conflicts) conflict\(plan.conflicts == 1 ? "" : "s") and --on-conflict fail: nothing imported")
        }
        _ = try CLIError.wrap { () throws(HotelStoreError) in try plan.apply(to: store, command: "import \(BookFiles.displayName(input))") }
        if !arguments.flag("--json") { console.print(plan.summary) }
        return rejectedCards > 0 || failedFiles > 0 ? .failure : .success
    }
}
