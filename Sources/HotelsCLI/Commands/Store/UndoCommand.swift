import HotelStore

/// `hotels undo [BATCH]`.
struct UndoCommand: Command {
    static let name = "undo"
    static let abstract = "Revert the latest (or a named) batch of changes"
    static let help = """
    Usage: hotels undo [BATCH] [--json] [--store PATH]

    Reverts the latest batch that is not undone yet, or batch BATCH (see
    'hotels history'): hotels it added are removed, hotels it changed or
    removed come back exactly as they were, with the same ids. A batch whose
    hotels were changed again by a later batch cannot be undone until those
    later batches are; hotels names them (exit status 1).

    """
    static let spec = Arguments.Spec(flags: ["--json"], options: [StoreAccess.option])

    let arguments: Arguments
    let step: BatchStep

    init(arguments: Arguments) throws(CLIError) {
        step = try BatchStep(arguments, command: Self.name)
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let summary = try CLIError.wrap { () throws(HotelStoreError) in try store.undo(step.batch) }
        BatchStep.report(summary, done: "undid", created: ("added", "removed"), updated: ("", "changed back"), deleted: ("removed", "restored"), arguments: arguments, console: console)
        // An undone sync reaches its book on the next run: a hotel the sync
        // took from a card leaves, and so does the card. Said before cron does it.
        // (`import URL` and `export URL`, one-way, never delete.)
        if summary.command.hasPrefix("sync "), summary.created > 0,
           case let book = summary.command.dropFirst("sync ".count), !ServerTransfer.statePrefixes.contains(where: book.hasPrefix) {
            let count = summary.created
            console.report("note: the next sync of \(book) deletes from it the \(count) card\(count == 1 ? "" : "s") whose hotel\(count == 1 ? "" : "s") "
                           + "this undo removed (past the deletion guard, where that is most of its hotels, only with --force); "
                           + "'hotels redo \(summary.id)' keeps \(count == 1 ? "it" : "them")")
        }
        return .success
    }
}
