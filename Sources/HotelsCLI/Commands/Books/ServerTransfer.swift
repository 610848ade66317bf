import Gazetteer
import HotelStore
import Reconcile
import VCard

/// `hotels import URL` and `hotels export -o URL`: a one-way run of the
/// sync engine between the store and a CardDAV collection that creates and
/// updates cards or hotels and never deletes one. Each keeps a sync state
/// of its own (`import URL`, `export URL`), so running it again changes
/// nothing and fetches only what changed.
struct ServerTransfer {
    let server: ServerBook
    /// `pull` for an import, `push` for an export.
    let direction: SyncOptions.Direction
    var options = SyncOptions()
    var selector = LodgingSelector()
    var geocoder: Geocoder?
    /// The limits the collection's cards are read under (`--max-*`), and
    /// that a card written there must read back under.
    var limits = ReaderLimits()

    /// What a transfer's sync state name begins with, before the collection:
    /// `import ` for a pull, `export ` for a push.
    static func statePrefix(_ direction: SyncOptions.Direction) -> String { direction == .pull ? "import " : "export " }
    /// Both prefixes: a state whose name begins with one is a one-way transfer's.
    static let statePrefixes = [statePrefix(.pull), statePrefix(.push)]

    /// Runs it and prints one summary line (the plan with `dryRun`).
    func run(store: HotelStore, dryRun: Bool, console: Console) throws(CLIError) -> ExitCode {
        var options = self.options
        options.direction = direction
        options.deletes = false
        options.pushNew = direction == .push
        // A transfer lets no card go: it follows no hotel, nor does another book for it.
        options.followers = []
        let name = try SyncCommand.stateName(of: server, in: store, prefix: Self.statePrefix(direction))
        var config = BookConfig(server: server)
        config.options = options
        let runner = SyncRunner(book: try config.open(environment: console.environment, limits: limits), name: name, store: store,
                                options: options, selector: selector, geocoder: geocoder)
        let outcome: SyncRunner.Outcome
        do { outcome = try runner.run(dryRun: dryRun) } catch { throw SyncCommand.failure(error) }
        let code = SyncReport(book: config, options: options, outcome: outcome, verbose: false, dryRun: dryRun).print(to: console)
        if !dryRun && outcome.stopped == nil {
            // (Not forgotten, it is said again by the next run.)
            try? runner.reported(outcome)
            console.print("\(server.shown): \(outcome.plan.counts.summary)")
        }
        return code
    }
}
