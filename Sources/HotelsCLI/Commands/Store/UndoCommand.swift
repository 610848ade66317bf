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

    Options:
      --json   The batch as one JSON object, as 'hotels history --json' shows it.

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
        // What the books that track the batch's hotels get on their next
        // sync, said before cron does it: a book's own cards of the hotels
        // it made stay there, untaken until they change, and the cards a
        // sync wrote for them leave; the hotels it changed are written back
        // as they were, over the edit a sync's batch took from the book (an
        // edit the book made since is the next sync's to merge).
        // (`import URL` and `export URL`, one-way, never delete or rewrite.)
        func isSynced(_ book: String) -> Bool { !ServerTransfer.statePrefixes.contains(where: book.hasPrefix) }
        func cards(_ count: Int) -> String { "\(count) card\(count == 1 ? "" : "s") whose hotel\(count == 1 ? "" : "s")" }
        let redo = "'hotels redo \(summary.id)' keeps"
        if summary.created > 0 {
            let tracking = try CLIError.wrap { () throws(HotelStoreError) in try store.cardsTracking(hotelsMadeBy: summary.id) }
            for (book, left, deleted) in tracking where isSynced(book) {
                if left > 0 {
                    let it = left == 1 ? "it" : "them"
                    console.report("note: the \(cards(left)) this undo removed \(left == 1 ? "stays" : "stay") in \(book) as "
                                   + "\(left == 1 ? "it is" : "they are"): its syncs take \(it) again only once \(left == 1 ? "it changes" : "they change") there; "
                                   + "'hotels redo \(summary.id)' takes \(it) back now")
                }
                if deleted > 0 {
                    console.report("note: the next sync of \(book) deletes from it the \(cards(deleted)) "
                                   + "this undo removed (cards a sync wrote there; past the deletion guard, where that is most of its hotels, "
                                   + "only with --force); \(redo) \(deleted == 1 ? "it" : "them")")
                }
            }
        }
        if summary.updated > 0 {
            let tracking = try CLIError.wrap { () throws(HotelStoreError) in try store.cardsTracking(hotelsChangedBy: summary.id) }
            for (book, count) in tracking where isSynced(book) {
                console.report("note: the next sync of \(book) writes the \(cards(count)) this undo changed back "
                               + "as the store now has \(count == 1 ? "it" : "them") (an edit made in the book and taken by this batch "
                               + "is undone there too; one made since is merged as any other); \(redo) the batch's version")
            }
        }
        return .success
    }
}
