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
    let batch: Int64?

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.count <= 1 else { throw .usage("undo takes at most one BATCH id", command: Self.name) }
        if let word = arguments.positionals.first {
            guard let id = Int64(word), id > 0 else { throw .usage("undo takes a batch id (a number), not '\(word)'", command: Self.name) }
            batch = id
        } else {
            batch = nil
        }
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let undone = try CLIError.wrap { () throws(HotelStoreError) in try store.undo(batch) }
        if arguments.flag("--json") {
            console.print(BatchPresentation.json(undone).text)
            return .success
        }
        var parts: [String] = []
        if undone.created > 0 { parts.append("\(undone.created) added hotel\(undone.created == 1 ? "" : "s") removed") }
        if undone.updated > 0 { parts.append("\(undone.updated) hotel\(undone.updated == 1 ? "" : "s") changed back") }
        if undone.deleted > 0 { parts.append("\(undone.deleted) removed hotel\(undone.deleted == 1 ? "" : "s") restored") }
        console.print("undid batch \(undone.id) (\(undone.command)): \(parts.joined(separator: ", "))")
        return .success
    }
}
