import HotelStore

/// `hotels history [--limit N] [--json]`.
struct HistoryCommand: Command {
    static let name = "history"
    static let abstract = "List the batches of changes, newest first"
    static let help = """
    Usage: hotels history [--limit N] [--json] [--store PATH]

    Every command that changed the store (add, edit, rm, import, sync…) is a
    batch. Lists them newest first: id, time (UTC), the command, how many
    hotels it created, updated and deleted, and whether it was undone.

    Options:
      --limit N   Only the N most recent batches.
      --json      A JSON array of {id, time, command, created, updated,
                  deleted, undone_at}.

    """
    static let spec = Arguments.Spec(flags: ["--json"], options: ["--limit", StoreAccess.option])

    let arguments: Arguments
    let limit: Int?

    init(arguments: Arguments) throws(CLIError) {
        guard arguments.positionals.isEmpty else { throw .usage("history takes no arguments", command: Self.name) }
        limit = try arguments.limit(command: Self.name)
        self.arguments = arguments
    }

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        let store = try StoreAccess.open(arguments, console: console, command: Self.name, ifMissing: .empty)
        let batches = try CLIError.wrap { () throws(HotelStoreError) in try store.history(limit: limit) }
        if arguments.flag("--json") {
            console.print(JSON.array(batches.map(BatchPresentation.json)).text)
            return .success
        }
        guard !batches.isEmpty else {
            console.report("no changes yet")
            return .success
        }
        var table = TextTable(header: ["BATCH", "TIME", "CREATED", "UPDATED", "DELETED", "COMMAND"])
        table.rightAligned = [0, 2, 3, 4]
        table.rows = batches.map { batch in
            let time = String(batch.time.description.prefix(19)).replacingOccurrences(of: "T", with: " ")
            // The mark first: a long command is cut short at the column's width.
            let command = (batch.undoneAt.map { _ in "(undone) " } ?? "") + batch.command
            return [String(batch.id), time, String(batch.created), String(batch.updated), String(batch.deleted), command]
        }
        console.output.write(table.text)
        return .success
    }
}
