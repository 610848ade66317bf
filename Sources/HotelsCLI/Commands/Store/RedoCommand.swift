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
    let batch: Int64?

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count <= 1 else { throw .usage("redo takes at most one BATCH id", command: Self.name) }
        if let word = arguments.positionals.first {
            guard let id = Int64(word), id > 0 else { throw .usage("redo takes a batch id (a number), not '\(word)'", command: Self.name) }
            batch = id
        } else {
            batch = nil
        }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let redone = try CLIError.wrap { () throws(HotelStoreError) in try store.redo(batch) }
        if arguments.flag("--json") {
            console.print(BatchPresentation.json(redone).text)
            return .success
        }
        var parts: [String] = []
        if redone.created > 0 { parts.append("\(redone.created) added hotel\(redone.created == 1 ? "" : "s") back") }
        if redone.updated > 0 { parts.append("\(redone.updated) hotel\(redone.updated == 1 ? "" : "s") changed again") }
        if redone.deleted > 0 { parts.append("\(redone.deleted) hotel\(redone.deleted == 1 ? "" : "s") removed again") }
        console.print("redid batch \(redone.id) (\(redone.command)): \(parts.joined(separator: ", "))")
        return .success
    }
}
