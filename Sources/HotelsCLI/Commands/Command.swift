/// A subcommand: its name, its help, and a `run` that returns the exit status.
protocol Command: Sendable {
    /// The word after `hotels`.
    static var name: String { get }
    /// One line for `hotels help`.
    static var abstract: String { get }
    /// The synopsis and option list for `hotels help NAME`.
    static var help: String { get }
    static var spec: Arguments.Spec { get }

    init(arguments: Arguments) throws(CLIError)
    func run(_ console: Console) throws(CLIError) -> ExitCode
}

/// Every subcommand, in the order `hotels help` lists them.
let allCommands: [any Command.Type] = [
    ImportCommand.self, ExportCommand.self, SyncCommand.self, BooksCommand.self,
    AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, PhotoCommand.self, RemoveCommand.self,
    HistoryCommand.self, UndoCommand.self, RedoCommand.self,
    GeocodeCommand.self, GazetteerCommand.self,
    LintCommand.self, ConvertCommand.self,
]
