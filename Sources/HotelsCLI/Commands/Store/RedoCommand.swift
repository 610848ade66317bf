import HotelStore

/// `hotels redo [BATCH]`.
struct RedoCommand: Command {
    static let name = "redo"
    static let abstract = "Apply again the batch undone last (or a named one)"
    static let help = """
    Usage: hotels redo [BATCH] [--json] [--store PATH]

    Applies again the batch that 'hotels undo' took back last, or batch
    BATCH: every hotel it touched becomes again what the batch had made of
    it, with the same ids and times. A batch whose hotels were changed since
    it was undone (by a new batch, or by undoing an earlier one) cannot be
    redone until those changes are taken back; hotels names them (exit
    status 1).

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
        let summary = try CLIError.wrap { () throws(HotelStoreError) in try store.redo(step.batch) }
        BatchStep.report(summary, done: "redid", created: ("added", "back"), updated: ("", "changed again"), deleted: ("", "removed again"), arguments: arguments, console: console)
        return .success
    }
}
