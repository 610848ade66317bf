import Books
import CardDAV
import Configuration
import Foundation
import Gazetteer
import HotelStore
import Reconcile
import TextFolding
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// `hotels sync [NAME|PATH]`.
struct SyncCommand: Command {
    static let name = "sync"
    static let abstract = "Keep address books and the store in step, both ways"
    static let help = """
    Usage: hotels sync [NAME|PATH|URL] [--dry-run] [-v] [--force] [--moved]
                       [--direction both|pull|push] [--on-conflict POLICY]
                       [--push-positions] [--no-geocode] [--gazetteer INDEX]
                       [--timeout SECONDS] [--max-line SIZE] [--max-value SIZE]
                       [--max-card SIZE] [--store PATH]

    Keeps a book — a .vcf file, a vdir (a folder with one card per file,
    as khard and vdirsyncer keep) or a CardDAV address book on a server —
    and the store in step both ways. Without NAME, PATH or URL it syncs
    every [book NAME] of the config ($XDG_CONFIG_HOME/hotels/config), so a
    cron line is just 'hotels sync'. A server book is a section with
    kind = carddav, url, username and password_command (or ~/.netrc), and
    ca_file for a server with its own CA; a URL given here takes its user
    and password from ~/.netrc. A card another client changed between this
    run's read and its write is merged again (three tries).

    A card created, changed or deleted on one side is created, changed or
    deleted on the other. A hotel changed on both sides since the last sync
    is merged field by field; a field changed differently on both is a
    conflict, settled by --on-conflict. Deletions follow only from what an
    earlier sync saw: a card that could not be read is never taken as
    deleted. Only hotel cards are touched; every other card of the book
    keeps its exact bytes. A run that would delete more than half of a
    side's hotels (and more than 5), or finds a side that had hotels empty,
    stops before changing anything and exits 1, unless --force. A book
    whose path or url leads elsewhere than at its last sync is refused
    (exit 78) unless --moved; the deletion guard still holds for that run.

    Options:
      --dry-run            Print what would change; change nothing.
      -v, --verbose        Say what changed, conflicts included.
      --force              Apply even past the deletion guard.
      --moved              The book's path or url changed because the book
                           moved there: sync the book it leads to now (the
                           deletion guard still holds: --force is apart).
      --direction D        both (default), pull (book to store only) or push.
      --on-conflict P      newest (default: the card's REV, or for a card
                           without one, or with the REV it had when last
                           synced, the time its file last changed, or on a
                           server the time this run saw its change, against
                           the hotel's update time), book, store, or fail
                           (change nothing if there is a conflict).
      --push-positions     Write positions the gazetteer filled in into cards.
      --timeout SECONDS    Give up after this long (default 600): what was
                           done is kept, and the next run finishes.
      --no-geocode         Leave positions of new hotels empty.
      --gazetteer INDEX    The gazetteer index (see 'hotels help geocode').
    \(ReaderLimitOptions.help)
                        Over a book's own max_line, max_value and max_card.

    Quiet on success. Exit status: 0 when everything was applied (conflicts
    settled included); 1 when the deletion guard or --on-conflict fail
    stopped a book, a card could not be read, or a server refused a card
    (it holds the UID already, it is too large, the book is read-only) or
    the book would not read it back under its limits (that card is left
    for the next run, the rest is synced); 75 when
    another sync of the store is running or a server cannot be reached;
    77 when a server refused the user name or password; 78 when the
    config has a mistake.

    """
    static let spec = Arguments.Spec(
        flags: ["--dry-run", "--verbose", "--force", "--moved", "--push-positions", "--no-geocode"],
        options: ["--direction", "--on-conflict", "--timeout", GazetteerAccess.option, StoreAccess.option] + ReaderLimitOptions.options,
        aliases: ["-v": "--verbose"])

    let arguments: Arguments
    let target: String?
    let verbose: Bool
    let dryRun: Bool
    let timeout: UInt32
    /// The limits given for the book's cards to be read under (`--max-line`,
    /// `--max-value`, `--max-card`), over those of the book's section.
    let limits: ReaderLimitOptions.Given

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count <= 1 else { throw .usage("sync takes at most one NAME or PATH", command: Self.name) }
        target = arguments.positionals.first
        // A book is read and written back: standard input cannot be one.
        if target == "-" { throw .usage("sync cannot keep standard input in step: give a book's NAME or PATH (import reads -)", command: Self.name) }
        verbose = arguments.flag("--verbose")
        dryRun = arguments.flag("--dry-run")
        limits = try ReaderLimitOptions.given(arguments, command: Self.name)
        if let text = arguments.value("--direction"), SyncOptions.Direction(rawValue: text) == nil {
            throw .usage("--direction takes both, pull or push, not '\(text)'", command: Self.name)
        }
        if let text = arguments.value("--on-conflict"), ConflictPolicy(rawValue: text) == nil {
            throw .usage("--on-conflict takes newest, book, store or fail, not '\(text)'", command: Self.name)
        }
        if let text = arguments.value("--timeout") {
            guard let seconds = UInt32(text), seconds > 0 else { throw .usage("--timeout takes a number of seconds, not '\(text)'", command: Self.name) }
            timeout = seconds
        } else {
            timeout = 600
        }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let config = try ConfigAccess.load(console: console)
        let configured: [BookConfig]
        do { configured = try config.map { c throws(ConfigError) in try BookConfig.all(in: c, home: console.home) } ?? [] } catch {
            throw .config(error)
        }
        let books = try self.books(configured: configured, console: console)
        guard let storePath = StoreLocation.resolve(explicit: arguments.value(StoreAccess.option), environment: console.environment) else {
            throw .usage("no store path: set HOME, HOTELS_STORE or use --store PATH", command: Self.name)
        }
        // A lone book whose file or folder is missing, or whose file is
        // plainly no address book (a CSV table), is said before any store
        // is made for it (with a store, its run records it as stopped).
        if books.count == 1, let book = books.first, book.server == nil, FileStatus(path: storePath).kind == .missing {
            if let why = FileStatus.whyMissing(path: book.path) {
                throw .book(.cannotRead(path: book.path, reason: why))
            }
            if book.kind == .file, let content = CardSource.plainlyNotABook(book.path), content != .empty {
                throw .book(.notABook(path: book.path, content: content))
            }
        }
        SyncTimeout.start(seconds: timeout)
        // The alarm is the run's, not the process's: one run in a process
        // that goes on (the test runner's) must not end it minutes later.
        defer { SyncTimeout.stop() }
        // One sync of a store at a time, taken before the store is opened (a
        // second run touches nothing); a dry run writes nothing and needs
        // none. The kernel drops the lock of a killed run.
        let lock = dryRun ? nil : try Self.lock(StoreLocation.ownFile(storePath) + ".sync-lock")
        defer { withExtendedLifetime(lock) {} }
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: dryRun ? .empty : .create)
        let arguments = self.arguments
        // One index for every book, opened when a card's town or a new
        // hotel's position first asks for it.
        let towns = GazetteerAccess.towns(arguments, console: console)
        let gazetteer = arguments.flag("--no-geocode") ? nil : LazyGeocoder { towns.index }
        // The configured books are those whose syncs follow a hotel elsewhere
        // (not an import or export of a server's, nor a path synced by hand).
        // Books synced by their path or URL before a section named them go on from there.
        let readAs = try Self.takeOverEarlierStates(of: configured, in: store, dryRun: dryRun, home: console.home)
        let followers = Set(configured.map { readAs[$0.name] ?? $0.name })
        // Each book on its own: one that fails is reported, and the others still sync.
        var status = ExitCode.success
        var dryRunSoFar = DryRunEffects()
        for book in books {
            let code: ExitCode
            do {
                code = try sync(book, store: store, config: config, followers: followers, readAs: readAs, dryRunSoFar: &dryRunSoFar,
                                towns: towns, gazetteer: gazetteer, console: console)
            } catch {
                guard books.count > 1 else { throw error }
                console.report("sync \(book.label): \(error.description)")
                code = error.exitCode
            }
            if Self.outranks(code, status) { status = code }
        }
        return status
    }

    /// Whether a book's exit status `code` stands for the run over `other`,
    /// another book's: one the user must act on outranks "try again later"
    /// (75), which a cron wrapper may pass over; else the higher.
    static func outranks(_ code: ExitCode, _ other: ExitCode) -> Bool {
        func rank(_ code: ExitCode) -> Int32 {
            switch code {
            case .success: return 0
            case .temporaryFailure: return 1
            default: return 2 + code.rawValue
            }
        }
        return rank(code) > rank(other)
    }

    private static func lock(_ path: String) throws(CLIError) -> RunLock {
        // The store's folder, made as the store makes it (0700), holds the lock.
        if let slash = path.lastIndex(of: "/") {
            try? FileManager.default.createDirectory(atPath: String(path[..<slash]), withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        let attempt: RunLock.Attempt
        do { attempt = try RunLock.attempt(path) } catch { throw .book(error) }
        switch attempt {
        case .acquired(let lock): return lock
        case .busy(let pid):
            throw .busy("another 'hotels sync' of this store is running" + (pid.map { " (pid \($0))" } ?? "") + "; nothing was done")
        }
    }

    /// The books to sync: the one named or given by path, or every `configured` one.
    private func books(configured: [BookConfig], console: Console) throws(CLIError) -> [BookConfig] {
        let home = console.home
        guard let target else {
            guard !configured.isEmpty else {
                // Cron's HOME or XDG_CONFIG_HOME is often not the shell's: the file looked at is named.
                let file = ConfigLocation.resolve(environment: console.environment).map { " (\($0))" } ?? ""
                throw .usage("no book to sync: give a PATH, or add a [book NAME] with 'path = …' to the config\(file)", command: Self.name)
            }
            return configured
        }
        if let named = configured.first(where: { ExactText.same($0.name, target) }) { return [named] }
        if ServerBook.isURL(target) {
            guard let server = ServerBook(url: target) else {
                throw .usage("'\(Self.shown(target))' is no address book URL; a password goes in ~/.netrc, never on the command line", command: Self.name)
            }
            return [configured.first { $0.server.map(server.sameCollection) ?? false } ?? BookConfig(server: server)]
        }
        if let byPath = BookConfig.configured(configured, at: target, home: home) { return [byPath] }
        if let why = FileStatus.whyMissing(path: BookPath.absolute(target, home: home)) {
            throw .noInput(path: target, reason: configured.isEmpty ? why : "\(why), and no [book \(target)] in the config")
        }
        return [BookConfig(path: target, home: home)]
    }

    /// The name the sync state of a collection given by its URL on the
    /// command line goes by, however the URL is spelt (its last `/`, the
    /// host's case): the name of the state synced before under any spelling
    /// of it, else the collection's ``ServerBook/identity``; after `prefix`
    /// (`import `, `export `: a one-way transfer's state).
    static func stateName(of server: ServerBook, in store: HotelStore, prefix: String = "") throws(CLIError) -> String {
        let known = try CLIError.wrap { () throws(HotelStoreError) in try store.syncBooks(unrecorded: true) }
        let synced = known.first { status in
            status.book.hasPrefix(prefix) && ServerBook(url: String(status.book.dropFirst(prefix.count))).map(server.sameCollection) ?? false
        }
        return synced?.book ?? prefix + server.identity
    }

    /// What a sync's failure is to the user: a book still changing after
    /// every try is busy (try again later).
    static func failure(_ error: SyncError) -> CLIError {
        switch error {
        case .book(let failure):
            if case .changedMeanwhile = failure { return .busy(failure.description) }
            return .book(failure)
        case .store(let failure): return .store(failure)
        }
    }

    /// A URL as a message may show it: without what stands before an `@`.
    static func shown(_ target: String) -> String {
        guard let at = target.firstIndex(of: "@"), let scheme = target.range(of: "://") else { return target }
        return String(target[..<scheme.upperBound]) + String(target[target.index(after: at)...])
    }

    /// What the dry runs of the books before this one would change, for
    /// the books after them: a dry run of several books answers each as
    /// the run, which syncs them in turn, would.
    struct DryRunEffects {
        /// The hotels each book would track no more (its card let go or deleted there).
        var unfollowed: [String: Set<Hotel.ID>] = [:]
        /// The hotels that would leave the store.
        var deleted: Set<Hotel.ID> = []
    }

    /// Whether `location`, where a book's last sync recorded it was, is
    /// another book than `book`, which is `leadsTo` now: another file or
    /// folder, another collection (``ServerBook/sameCollection(as:)``), or
    /// a path where there is a url now or the other way round. A location
    /// of neither kind (a status of a release before) is none.
    static func isElsewhere(_ location: String, than book: BookConfig, leadsTo: String) -> Bool {
        if let before = ServerBook(url: location) {
            guard let server = book.server else { return true }
            return !before.sameCollection(as: server)
        }
        guard location.hasPrefix("/") else { return false }
        return book.server != nil || (!ExactText.same(location, book.path) && !ExactText.same(location, leadsTo))
    }

    /// Syncs `book`; a dry run adds its effects to `dryRunSoFar`.
    private func sync(_ book: BookConfig, store: HotelStore, config: ConfigFile?, followers: Set<String>,
                      readAs: [String: String], dryRunSoFar: inout DryRunEffects, towns: TownLookup,
                      gazetteer: Geocoder?, console: Console) throws(CLIError) -> ExitCode {
        var book = book
        if let server = book.server, book.section == nil { book.name = try Self.stateName(of: server, in: store) }
        // A dry run reads the state a run takes over.
        if let earlier = readAs[book.name] { book.name = earlier }
        var options = book.options
        if let text = arguments.value("--direction"), let direction = SyncOptions.Direction(rawValue: text) { options.direction = direction }
        if let text = arguments.value("--on-conflict"), let policy = ConflictPolicy(rawValue: text) { options.onConflict = policy }
        options.force = arguments.flag("--force")
        options.followers = followers
        options.unfollowed = dryRunSoFar.unfollowed
        options.deletedBefore = dryRunSoFar.deleted
        options.pushPositions = arguments.flag("--push-positions")
        options.crashPoint = console.environment["HOTELS_CRASH_AT"]
        let rules = config.map { SelectionRule.rules(in: $0, books: book.section.map { [$0] } ?? []) } ?? []
        // A book whose file or folder is another than at its last sync (its
        // path edited, a link to it pointed elsewhere; a relative path read
        // from elsewhere) would have its hotels matched against another
        // file's cards: said, unless --moved, where that sync left it
        // tracking cards (one that never read its book has none to match).
        // --moved acknowledges the move alone: a run it lets through still
        // meets the deletion guard (a url mistyped to an empty collection
        // would take every hotel with it), which --force alone passes.
        // The status records where the path led (a status of a release
        // before, the path as written).
        // So for a collection whose url was edited (a server moved, another
        // collection picked; the same collection however its URL is
        // written), and for a section that went from a path to a url or back.
        let now = book.server?.shown ?? BookPath.identity(book.path, home: nil)
        if book.server == nil { options.location = now }
        // A run that stops before changing anything leaves the book where
        // it was (see SyncRunner): the move waits for a run that syncs.
        var movedFrom: String?
        let what = book.server == nil ? (cards: "file's", place: "path") : (cards: "collection's", place: "url")
        if let last = try? store.syncStatus(book: book.name), Self.isElsewhere(last.location, than: book, leadsTo: now),
           let records = try? store.syncRecords(book: book.name, cards: false), !records.isEmpty {
            guard arguments.flag("--moved") else {
                throw .bookSetup("\(book.label) was \(last.location) at its last sync, and is \(now) now: its hotels would be synced "
                                 + "with another \(what.cards) cards. Put the \(what.place) back; or, if the book moved there, run again with --moved")
            }
            movedFrom = last.location
        }
        // A run is seen in 'hotels books' from its start, and one that
        // cannot open its book (a password command that fails or hangs) as stopped.
        if !dryRun { try? store.noteQuietSync(book: book.name, at: options.now, outcome: SyncRunner.unfinished) }
        let opened: any Books.AddressBook
        do throws(CLIError) { opened = try book.open(environment: console.environment, limits: limits.applied(to: book.limits)) } catch {
            if !dryRun { try? store.noteQuietSync(book: book.name, at: options.now, outcome: "stopped: \(error.description)") }
            // A password or CA file that cannot be had is its section's to
            // fix: named, of several books, at the line of the setting at fault.
            guard case .bookSetup(let message, let key) = error else { throw error }
            throw .bookSetup((book.section.flatMap { section in config.map { "\($0.path):\(section.line(of: key)): \(section.title): " } }
                              ?? "sync \(book.label): ") + message)
        }
        let runner = SyncRunner(book: opened, name: book.name, store: store, options: options,
                                selector: LodgingSelector(rules: rules, towns: towns),
                                geocoder: gazetteer)
        let outcome: SyncRunner.Outcome
        do { outcome = try runner.run(dryRun: dryRun) } catch { throw Self.failure(error) }
        // Unless the run would stop before changing anything.
        let plan = outcome.plan
        if dryRun, !plan.stops(under: options) {
            for step in plan.steps {
                guard let id = step.hotelID else { continue }
                if step.record == .letGo || step.record == .tombstone { dryRunSoFar.unfollowed[book.name, default: []].insert(id) }
                if step.store == .delete { dryRunSoFar.deleted.insert(id) }
            }
        }
        var report = SyncReport(book: book, options: options, outcome: outcome, verbose: verbose, dryRun: dryRun)
        if let movedFrom {
            report.stopNote = "the book is still \(movedFrom) until a run syncs it where it is now; if it did not move, put the \(what.place) back"
        }
        let code = report.print(to: console)
        // (Not forgotten, it is said again by the next run.)
        if !dryRun && outcome.stopped == nil { try? runner.reported(outcome) }
        return code
    }
}

/// Ends a run that takes longer than `--timeout`: killed there, it is as
/// safe as any kill (see ``Reconcile/SyncRunner``), and says so first.
enum SyncTimeout {
    static func start(seconds: UInt32) {
        signal(SIGALRM) { _ in
            // A password command still running would outlive the run; one
            // that waits (a locked keyring) will hold every run so.
            let message = PasswordCommand.terminateRunning()
                ? "hotels: sync: --timeout reached while a book's password_command ran (it was sent SIGTERM, which it may ignore): it must answer without waiting for input; what was done is kept\n"
                : "hotels: sync: --timeout reached; what was done is kept, and the next run finishes\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            _exit(75)
        }
        // A signal mask inherited blocked (a test runner's, a supervisor's)
        // would hold the alarm back for ever.
        var alarmOnly = sigset_t()
        sigemptyset(&alarmOnly)
        sigaddset(&alarmOnly, SIGALRM)
        pthread_sigmask(SIG_UNBLOCK, &alarmOnly, nil)
        alarm(seconds)
    }

    /// Cancels the alarm ``start(seconds:)`` set, once the run is over.
    static func stop() {
        alarm(0)
    }
}
