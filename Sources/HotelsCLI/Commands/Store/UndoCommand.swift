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
        // Hotels the batch made leave the books that track them on their
        // next sync, cards and all: said before cron does it. (`import URL`
        // and `export URL`, one-way, never delete.)
        guard summary.created > 0 else { return .success }
        let tracking = try CLIError.wrap { () throws(HotelStoreError) in try store.cardsTracking(hotelsMadeBy: summary.id) }
        for (book, count) in tracking where !ServerTransfer.statePrefixes.contains(where: book.hasPrefix) {
            console.report("note: the next sync of \(book) deletes from it the \(count) card\(count == 1 ? "" : "s") whose hotel\(count == 1 ? "" : "s") "
                           + "this undo removed (past the deletion guard, where that is most of its hotels, only with --force); "
                           + "'hotels redo \(summary.id)' keeps \(count == 1 ? "it" : "them")")
        }
        return .success
    }
}
