import HotelStore

/// How a batch looks in `--json` (history, undo, redo, and the commands
/// that make one).
enum BatchPresentation {
    /// The documented object: {id, time, command, created, updated, deleted, undone_at}.
    static func json(_ batch: BatchSummary) -> JSON {
        .object([
            ("id", .int(Int(batch.id))), ("time", .string(batch.time.description)), ("command", .string(batch.command)),
            ("created", .int(batch.created)), ("updated", .int(batch.updated)), ("deleted", .int(batch.deleted)),
            ("undone_at", batch.undoneAt.map { .string($0.description) } ?? .null),
        ])
    }
}
