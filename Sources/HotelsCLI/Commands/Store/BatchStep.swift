import HotelStore

/// What `undo` and `redo` share: an optional BATCH argument, and how the
/// batch they stepped over is reported.
struct BatchStep {
    /// The batch named on the command line, or `nil` for the latest.
    let batch: Int64?

    init(_ arguments: Arguments, command: String) throws(CLIError) {
        guard arguments.positionals.count <= 1 else { throw .usage("\(command) takes at most one BATCH id", command: command) }
        if let word = arguments.positionals.first {
            guard let id = Int64(word), id > 0 else {
                throw .usage("\(command) takes a batch id (a number), not '\(word)'", command: command)
            }
            batch = id
        } else {
            batch = nil
        }
    }

    /// The sentence for `summary` ("undid batch 3 (rm 1): 1 removed hotel
    /// restored"), or with `--json` the batch as `history --json` shows it.
    /// `created`, `updated` and `deleted` say what became of each kind of
    /// hotel, after a count and "hotel" or "hotels".
    static func report(_ summary: BatchSummary, done: String, created: (String, String), updated: (String, String),
                       deleted: (String, String), arguments: Arguments, console: Console) {
        if arguments.flag("--json") {
            console.print(BatchPresentation.json(summary).text)
            return
        }
        var parts: [String] = []
        for (count, (before, after)) in [(summary.created, created), (summary.updated, updated), (summary.deleted, deleted)] where count > 0 {
            parts.append("\(count) \(before.isEmpty ? "" : before + " ")hotel\(count == 1 ? "" : "s") \(after)")
        }
        // The command cut as history cuts it: an rm of 50,000 ids is one line of its own, not of 300 KB.
        console.print("\(done) batch \(summary.id) (\(TextTable.cut(summary.command, to: 60))): \(parts.joined(separator: ", "))")
    }
}
