/// One recorded batch, as `hotels history` shows it.
public struct BatchSummary: Equatable, Sendable {
    public let id: Int64
    public let time: Timestamp
    /// The command line that made it (`add`, `edit 3`, `import book.vcf`…).
    public let command: String
    public let created: Int
    public let updated: Int
    public let deleted: Int
    /// When it was undone, if it was.
    public let undoneAt: Timestamp?
}
