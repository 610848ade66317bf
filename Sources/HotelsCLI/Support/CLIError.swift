/// Errors a command reports to the user; each knows its exit status.
public enum CLIError: Error, Equatable, CustomStringConvertible {
    /// The command line was wrong; `command` names the subcommand for the hint.
    case usage(String, command: String?)
    /// An input could not be opened or read.
    case noInput(path: String, reason: String)
    /// An output could not be written.
    case cannotWrite(path: String, reason: String)
    /// The input had errors (already reported as diagnostics).
    case badData(String)

    public var description: String {
        switch self {
        case .usage(let message, let command):
            let help = command.map { "hotels help \($0)" } ?? "hotels help"
            return "\(message)\nSee '\(help)'."
        case .noInput(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .badData(let message):
            return message
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .noInput: return .noInput
        case .cannotWrite: return .cannotCreate
        case .badData: return .dataError
        }
    }
}
