/// One recorded batch, as `hotels history` shows it.
public struct BatchSummary: Equatable, Sendable {
    /// The batch's number, as `undo` and `redo` take it; a later batch's is
    /// higher.
    public let id: Int64
    /// When the batch was made.
    public let time: Timestamp
    /// The command line that made it (`add`, `edit 3`, `import book.vcf`…).
    public let command: String
    /// How many hotels it added.
    public let created: Int
    /// How many hotels it changed.
    public let updated: Int
    /// How many hotels it removed.
    public let deleted: Int
    /// When it was undone, if it was.
    public let undoneAt: Timestamp?
}
