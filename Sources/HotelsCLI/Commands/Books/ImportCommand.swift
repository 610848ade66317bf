import Books
import Gazetteer
import HotelStore
import Reconcile
import TextFolding
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// `hotels import FILE|DIR|-`.
struct ImportCommand: Command {
    static let name = "import"
    static let abstract = "Import the hotels of an address book into the store"
    static let help = """
    Usage: hotels import FILE|DIR|-…|URL [--dry-run] [--explain] [--json] [--trip T]
                         [--all | --category NAME] [--on-conflict POLICY]
                         [--no-geocode] [--gazetteer INDEX] [--rejects FILE]
                         [--store PATH]
                         [--max-line SIZE] [--max-value SIZE] [--max-card SIZE]

    Reads vCard 2.1, 3.0 or 4.0, xCard or jCard (FILE, every .vcf, .vcard or
    .xml file in DIR, or standard input; several, in order, into one batch;
    the form is found by content) or a CardDAV address book at URL (user
    and password from ~/.netrc; only created and updated hotels, never a
    deletion; a second run fetches only what changed; not with --explain,
    --json or --rejects),
    picks the places to stay (by the evidence each card holds: categories,
    lodging words and brands in its name, its URL, NOTE and labels, whether
    it is a person's or an organization's card; the config's [select]
    include and exclude rules first), matches each to a stored hotel
    (UID; the same card read again, for one with no UID;
    name + postal code; name + city; similar name within 200 m) and
    merges field by field: empty fields are filled, equal ones stay, different
    ones follow --on-conflict. New hotels get coordinates from the card's GEO
    or, failing that, the gazetteer (one it places only roughly — a region's
    or country's centre, a town of a shared name, a misspelling taken for a
    town — or not at all is said so, card by card, with the 'hotels edit'
    that places it). Everything is applied in one batch
    ('hotels undo' reverts it) and one summary line is printed. Running it
    again on the same book changes nothing.

    Options:
      --dry-run            Print the plan; write nothing.
      --explain            Say for every card why it was taken or skipped.
      --json               Print the whole plan as JSON.
      --trip T             Put new hotels in trip T.
      --all                Take every card with an address, not only hotels.
      --category NAME      Take only the cards in this category.
      --on-conflict P      book, store, newest (default: the card's REV against
                           the hotel's update time; the store wins when either
                           is missing) or fail (apply nothing if any conflict).
      --no-geocode         Leave coordinates empty when a card has no GEO.
      --rejects FILE       Write the cards that could not be read and the lines
                           outside any card, as they were (when there are
                           any: else FILE is left as it was; with --dry-run,
                           FILE is not written).
      --gazetteer INDEX    The gazetteer index (see 'hotels help geocode').
    \(ReaderLimitOptions.help)

    A card the rules skip that was taken before (a stored hotel has its UID)
    stays and is merged as before: "kept: taken before".
    Selection rules: $XDG_CONFIG_HOME/hotels/config (see 'man hotels'); with
    several inputs, each [book] section naming one of them applies to all.
    Input that is plainly no address book (an image, CSV, JSON that is not
    jCard) is named as such; when no input is one, exit 65 and no store is
    created. An empty file (or [], or <vcards/>) is a book of no card:
    said so, exit 0, nothing recorded.

    On a terminal a large book shows a progress bar on standard error.
    A card that cannot be read is reported (file, line, card) and skipped;
    the exit status is then 1, or 65 when nothing could be read at all
    (and a store this import would have made is not left behind).

    """
    static let spec = Arguments.Spec(
        flags: ["--dry-run", "--json", "--all", "--no-geocode", "--explain"],
        options: ["--trip", "--category", "--on-conflict", "--rejects", GazetteerAccess.option, StoreAccess.option]
            + ReaderLimitOptions.options)

    let arguments: Arguments
    /// The files, folders or `-` named, read in that order.
    let inputs: [String]
    let mode: LodgingSelector.Mode
    let options: ReconcileOptions
    let limits: ReaderLimits
    let explain: Bool

    init(arguments: Arguments) throws(CLIError) {
        guard !arguments.positionals.isEmpty else { throw .usage("import needs a FILE, DIR or - (or several)", command: Self.name) }
        // Standard input is read once.
        guard arguments.positionals.count(where: { $0 == "-" }) <= 1 else { throw .usage("import reads - (standard input) once: give it once", command: Self.name) }
        inputs = arguments.positionals
        if arguments.flag("--all") && arguments.value("--category") != nil {
            throw .usage("give --all or --category, not both", command: Self.name)
        }
        if arguments.flag("--all") {
            mode = .all
        } else if let category = arguments.value("--category") {
            // An empty category names none: every card would be skipped.
            guard !category.trimmedWhitespace.isEmpty else { throw .usage("--category needs a category's name", command: Self.name) }
            mode = .category(category)
        } else {
            mode = .lodging
        }
        explain = arguments.flag("--explain")
        var options = ReconcileOptions()
        if let text = arguments.value("--on-conflict") {
            guard let policy = ConflictPolicy(rawValue: text) else {
                throw .usage("--on-conflict takes book, store, newest or fail, not '\(text)'", command: Self.name)
            }
            options.onConflict = policy
        }
        options.trip = arguments.value("--trip").flatMap { $0.trimmedWhitespace.isEmpty ? nil : $0.trimmedWhitespace }
        self.arguments = arguments
        self.options = options
        limits = try ReaderLimitOptions.limits(arguments, command: Self.name)
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        if inputs.contains(where: ServerBook.isURL) { return try importFromServer(console) }
        try BookPath.checkRejects(arguments.value("--rejects"), inputs: inputs, home: console.home, command: Self.name)
        let config = try ConfigAccess.load(console: console)
        // Every [book] section that names one of the inputs applies to all their cards.
        let rules = config.map { config in
            SelectionRule.rules(in: config, books: inputs.flatMap { ConfigAccess.books(in: config, for: $0, console: console) })
        } ?? []
        var files: [String] = []
        // Card files of a folder left unread (their names): the run imports the rest, and exits 1.
        var unread = 0
        for input in inputs { files += try BookFiles.list(input, console: console, unread: &unread) }
        guard case .cards(let standardInputHead) = try checkSomeBook(files, console: console) else {
            let printed = printNothingRead(console)
            return unread > 0 ? .failure : printed
        }
        let gazetteer = arguments.flag("--no-geocode") ? nil : try GazetteerAccess.open(arguments, console: console, withoutIt: "--no-geocode")
        let selector = LodgingSelector(mode: mode, rules: rules, towns: GazetteerAccess.towns(arguments, console: console, opened: gazetteer))
        let dryRun = arguments.flag("--dry-run"), json = arguments.flag("--json")
        // A dry run writes nothing, --rejects neither: what it would hold is
        // reported on standard error, as in a real run; a FILE the run could
        // not write is refused as the run would refuse it.
        if dryRun, let path = arguments.value("--rejects") { try AtomicFileWriter.check(path: path) }
        let rejects = dryRun ? nil : try arguments.value("--rejects").map { path throws(CLIError) in try AtomicFileWriter(path: path) }
        let reconciler = Reconciler(options: options, geocoder: gazetteer.map(OfflineGeocoder.init(index:)))
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: dryRun ? .empty : .create)
        // Into an empty store every hotel is new and needs a position: the
        // reading thread looks them up ahead. Otherwise most cards may be of
        // stored hotels, which keep theirs, and the reconciler looks up only
        // the new ones (a re-import of 50,000 hotels looked up 25,000 for nothing).
        let storedHotels = try CLIError.wrap { () throws(HotelStoreError) in try store.count() }
        var cards = HotelCards(files: files, selector: selector, gazetteer: storedHotels == 0 ? gazetteer : nil, rejects: rejects)
        cards.limits = limits
        cards.standardInputHead = standardInputHead
        cards.explain = explain
        cards.storeHasHotels = storedHotels > 0

        if dryRun {
            let recorder = PlanRecorder(store: store)
            let outcome = try reconcile(cards, Reconciliation(reconciler, target: recorder), store: store, storedHotels: storedHotels, recorder: recorder, console: console)
            console.output.write(json ? PlanPresentation.json(outcome.plan(recorder), selection: outcome.explanations).text + "\n"
                                      : PlanPresentation.text(outcome.plan(recorder)))
            for line in outcome.placementWarnings { console.warn(line) }
            reportIfEmpty(outcome, console: console)
            // What the run would do: refuse it all, exit 1.
            if let refusal = options.onConflict.refusal(conflicts: outcome.counts.conflicts) {
                console.report("would stop: \(refusal): nothing would be imported")
                return .failure
            }
            return outcome.tally.hadErrors || unread > 0 ? .failure : .success
        }

        // Cards go into the store as they are reconciled, in one batch: memory
        // stays flat however large the book, and a failure anywhere leaves
        // the store as it was.
        var failure: CLIError?
        var outcome: Outcome?
        var recorder: PlanRecorder?
        if store.isNew { NewStoreGuard.arm(store: store.path) }
        defer { NewStoreGuard.disarm() }
        do throws(CLIError) {
            _ = try CLIError.wrap { () throws(HotelStoreError) in
                try store.change(command: "import \(inputs.map(BookFiles.batchName).joined(separator: " "))") { writer throws(HotelStoreError) in
                    // Matching looks hotels up by id only, so a first import may
                    // build the store's indexes at the end.
                    try writer.prepareForBulkLoad()
                    let target = StoreTarget(store: store, writer: writer)
                    recorder = json ? PlanRecorder(recording: target) : nil
                    let run = Reconciliation(reconciler, target: recorder ?? target)
                    do throws(CLIError) {
                        let result = try reconcile(cards, run, store: store, storedHotels: storedHotels, recorder: recorder, console: console)
                        outcome = result
                        // A book of no card (jCard's [], xCard's <vcards/>) records no batch.
                        if result.tally.isEmptyBook { writer.abandon() }
                        if let refusal = options.onConflict.refusal(conflicts: result.counts.conflicts) {
                            throw .failed(refusal + ": nothing imported")
                        }
                    } catch {
                        failure = error
                        writer.abandon()
                    }
                    NewStoreGuard.disarm()
                }
            }
        } catch {
            // The store's own failure (a full disk at the commit): a first import leaves no store behind.
            store.removeIfNewAndEmpty()
            throw error
        }
        // A first import that read nothing, or failed, leaves no store behind.
        if failure != nil || outcome?.tally.cards == 0 { store.removeIfNewAndEmpty() }
        if let failure { throw failure }
        guard let outcome else { return .failure }
        // Said once the batch is written: a run that imports nothing names no hotel's id.
        for line in outcome.placementWarnings { console.warn(line) }
        reportIfEmpty(outcome, console: console)
        if let recorder {
            console.print(PlanPresentation.json(outcome.plan(recorder), selection: outcome.explanations).text)
        } else {
            console.print(outcome.counts.summary)
        }
        return outcome.tally.hadErrors || unread > 0 ? .failure : .success
    }

    /// `hotels import URL`: the hotels of a CardDAV collection, with the
    /// user and password from the netrc file; a second run fetches only
    /// what changed and changes nothing.
    private func importFromServer(_ console: Console) throws(CLIError) -> ExitCode {
        guard inputs.count == 1, let server = ServerBook(url: inputs[0]) else {
            throw .usage("import takes one address book URL alone, without a password in it (that goes in ~/.netrc)", command: Self.name)
        }
        // A server's cards go through sync's machinery, whose report is its own.
        if let option = ["--json", "--explain", "--rejects"].first(where: { arguments.flag($0) || arguments.value($0) != nil }) {
            throw .usage("\(option) is for files; with an address book URL, --dry-run prints the plan",
                         command: Self.name)
        }
        let config = try ConfigAccess.load(console: console)
        var transfer = ServerTransfer(server: server, direction: .pull)
        let gazetteer = arguments.flag("--no-geocode") ? nil : try GazetteerAccess.open(arguments, console: console, withoutIt: "--no-geocode")
        transfer.selector = LodgingSelector(mode: mode, rules: config.map { SelectionRule.rules(in: $0, books: []) } ?? [],
                                            towns: GazetteerAccess.towns(arguments, console: console, opened: gazetteer))
        transfer.options.onConflict = options.onConflict
        transfer.options.trip = options.trip
        transfer.limits = limits
        let dryRun = arguments.flag("--dry-run")
        transfer.geocoder = gazetteer.map(OfflineGeocoder.init(index:))
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: dryRun ? .empty : .create)
        // A first import that fails (no password, a server out of reach) or takes nothing leaves no store behind, as a file's does.
        do throws(CLIError) {
            let code = try transfer.run(store: store, dryRun: dryRun, console: console)
            if code != .success { store.removeIfNewAndEmpty() }
            return code
        } catch {
            store.removeIfNewAndEmpty()
            throw error
        }
    }

    /// Says that the inputs, read, held no card (a device or a pipe that
    /// gave nothing, jCard's `[]`), as a file seen empty beforehand is said
    /// to be: with or without `--dry-run`.
    private func reportIfEmpty(_ outcome: Outcome, console: Console) {
        if outcome.tally.isEmptyBook { console.report("\(inputName): no cards: \(BookContent.empty)") }
    }

    /// The inputs as messages name them.
    private var inputName: String { inputs.map(BookFiles.shownName).joined(separator: ", ") }

    private struct Outcome {
        var tally: HotelCards.Tally
        var counts: MergeCounts
        /// Each card's selection, for `--explain --json`.
        var explanations: [SelectionExplanation]?
        /// Where new hotels' positions are not what their addresses ask for
        /// (``PlacementWarning``), each naming its card.
        var placementWarnings: [String]

        /// The recorded plan, with the cards that could not be read.
        func plan(_ recorder: PlanRecorder) -> MergePlan {
            var plan = recorder.plan
            plan.unreadable = tally.unreadable
            plan.kept = counts.kept
            return plan
        }
    }

    /// Reads the cards into `run`: each hotel is reconciled as it comes,
    /// conflicts are reported as they are found. A book of which no card
    /// could be read is an error.
    private func reconcile(_ cards: HotelCards, _ run: Reconciliation, store: HotelStore, storedHotels: Int, recorder: PlanRecorder?,
                           console: Console) throws(CLIError) -> Outcome {
        // The stored hotels are loaded while the first cards are read.
        let loadStoredHotels = { () throws(CLIError) in
            try CLIError.wrap { () throws(HotelStoreError) in
                run.expect(knownHotels: storedHotels)
                try store.forEachMatchRecord(run.know)
            }
        }
        var skips: [MergePlan.Skip] = []
        var placementWarnings: [String] = []
        var explanations: [SelectionExplanation] = []
        // With --explain each card's selection is printed as it comes, or
        // kept for the JSON.
        let explainJSON = arguments.flag("--json")
        let explained = { (explanation: SelectionExplanation) in
            if explainJSON { explanations.append(explanation) } else { console.print(explanation.text) }
        }
        let tally = try cards.read(console: console, prepare: loadStoredHotels) { item, place throws(CLIError) in
            switch item {
            case .hotel(let card, let verdict):
                if let verdict { explained(SelectionExplanation(place: place, name: card.details.name, outcome: .taken, verdict: verdict)) }
                if let skip = try add(card, at: place, to: run, recorder: recorder, warnings: &placementWarnings, console: console), recorder != nil { skips.append(skip) }
            case .skipped(let skip, let selection, let card):
                if let card, let uid = card.uid?.trimmedWhitespace, !uid.isEmpty, let stored = try CLIError.wrap({ () throws(HotelStoreError) in try run.storedHotel(uid: uid) }),
                   cards.selector.keeps(selection, storedCard: stored.card),
                   let hotel = CardHotel(card: card, text: CardHotel.storedText(of: card),
                                         cardNumber: skip.card, line: skip.line) {
                    if explain { explained(SelectionExplanation(place: place, name: hotel.details.name, outcome: .kept, verdict: selection.verdict)) }
                    if let skip = try add(hotel, kept: true, at: place, to: run, recorder: recorder, warnings: &placementWarnings,
                                          console: console), recorder != nil {
                        skips.append(skip)
                    }
                    return
                }
                if explain { explained(SelectionExplanation(place: place, name: selection.name, outcome: .skipped, verdict: selection.verdict)) }
                run.skip(skip.reason)
                if recorder != nil { skips.append(MergePlan.Skip(card: skip.card, line: skip.line, reason: skip.reason, file: place.file)) }
            }
        }
        if tally.cards == 0 && tally.hadErrors { throw .badData("\(inputName): no card could be read; nothing imported") }
        recorder?.recordSkips(skips)
        run.finish()
        var counts = run.counts
        counts.unreadable = tally.unreadable
        return Outcome(tally: tally, counts: counts, explanations: explain && explainJSON ? explanations : nil,
                       placementWarnings: placementWarnings)
    }

    /// What the inputs hold, looked at before the store is opened.
    private enum Inputs {
        /// Some input may hold a card; standard input's first bytes, when
        /// they had to be read to tell.
        case cards(standardInputHead: [UInt8]?)
        /// Every input is empty: a book of no card.
        case noCards
    }

    /// Stops the import before the store is opened (or created) when no
    /// input file can hold a card: a folder without card files, or files
    /// that are plainly something else. An empty file is a book of no card,
    /// as `[]` is in jCard and `<vcards/>` in xCard (the vCard export of an
    /// empty store is one), said so; when every input is empty there is
    /// nothing to read. Files are looked at without consuming them;
    /// standard input that is not a file (a pipe) has its first bytes read,
    /// and returned for the reader to start with.
    private func checkSomeBook(_ files: [String], console: Console) throws(CLIError) -> Inputs {
        guard !files.isEmpty else {
            throw .noInput(path: inputName, reason: "it holds no \(CardFolder.cardExtensions.joined(separator: ", ")) file; nothing imported")
        }
        var standardInputHead: [UInt8]?
        if files.contains("-") && !CardSource.isRegularFile(descriptor: 0) { standardInputHead = CardSource.readStandardInputHead() }
        var notBooks: [CLIError] = [], empty: [String] = []
        for file in files {
            let path = file == "-" ? nil : file
            let content = file == "-" ? standardInputHead.flatMap(BookContent.sniff) ?? CardSource.plainlyNotABook(path) : CardSource.plainlyNotABook(path)
            switch content {
            case nil: return .cards(standardInputHead: standardInputHead)
            case .empty?: empty.append(file)
            case let content?: notBooks.append(.book(.notABook(path: BookFiles.shownName(file), content: content)))
            }
        }
        if notBooks.isEmpty {
            for file in empty { console.report("\(BookFiles.shownName(file)): no cards: \(BookContent.empty)") }
            return .noCards
        }
        guard files.count > 1 else { throw notBooks[0] }
        for error in notBooks { console.report("\(error)") }
        // An empty file among them is a book, but of no card: none holds one.
        throw .badData("\(inputName): no file \(inputs.count == 1 ? "in it" : "of them") holds a card; nothing imported")
    }

    /// The report of an import that had no card to read: all zero, and no
    /// store opened, made or changed for it.
    private func printNothingRead(_ console: Console) -> ExitCode {
        let plan = MergePlan()
        if arguments.flag("--json") {
            console.print(PlanPresentation.json(plan, selection: explain ? [] : nil).text)
        } else if arguments.flag("--dry-run") {
            console.output.write(PlanPresentation.text(plan))
        } else {
            console.print(plan.counts.summary)
        }
        return .success
    }

    /// Why a card that may be cut short was left out.
    static let cutShort = "may be cut short"

    /// Reconciles one hotel card (`kept`: one the rules now skip, taken
    /// before); conflicts are reported as they are found. A card read
    /// without its END:VCARD, which may be cut short, makes a hotel but
    /// never empties or changes a stored one, since the lines it lost say
    /// nothing: it is left out, warned and counted as skipped, and its skip
    /// returned — unless it is the very card the hotel was made from (the
    /// same file imported again): then it is counted unchanged, still not merged.
    private func add(_ card: CardHotel, kept: Bool = false, at place: HotelCards.Place, to run: Reconciliation,
                     recorder: PlanRecorder?, warnings: inout [String], console: Console) throws(CLIError) -> MergePlan.Skip? {
        if card.mayBeCutShort, let stored = try CLIError.wrap({ () throws(HotelStoreError) in try run.match(card) }) {
            if Reconciliation.isStoredCard(card, of: stored) {
                run.leaveUnchanged()
                return nil
            }
            console.warn("\(place.diagnosticText): the card has no END:VCARD and may be cut short: not merged into '\(stored.name)'")
            run.skip(Self.cutShort)
            return MergePlan.Skip(card: place.number, line: place.line, reason: Self.cutShort, file: place.file)
        }
        if kept { run.keep() }
        let entry = try CLIError.wrap { () throws(HotelStoreError) in try run.add(card) }
        if let entry, let lookup = entry.lookup { warnings += placementWarnings(entry, lookup, at: place) }
        // A dry run lists its conflicts with the plan.
        for conflict in recorder?.isRecordingOnly == true ? [] : entry?.conflicts ?? [] {
            // Under `fail` no side wins: the run imports nothing, as its last line says.
            console.report("conflict in \(conflict.field.rawValue) of '\(entry?.details.name ?? "")' (\(place.text)): "
                               + conflict.settled(under: options.onConflict, undecided: "the card and the store hold different values"))
        }
        return nil
    }

    /// Where a new hotel's position is not what its address asks for
    /// (``PlacementWarning``), naming its card: the centre of a region or
    /// country, a town of a shared name, a spelling taken for another, or none.
    private func placementWarnings(_ entry: MergePlan.Entry, _ lookup: AddressLookup, at place: HotelCards.Place) -> [String] {
        // A dry run's hotels have no id yet.
        let edit = "hotels edit" + (entry.createdID.map { " \($0)" } ?? "")
        return PlacementWarning.warnings(for: entry.details, result: lookup.answer, naming: (entry.details.name, edit)).map {
            "\(place.diagnosticText): \($0)"
        }
    }
}
