/// The exit statuses `hotels` uses, after BSD's sysexits.h so that scripts and
/// cron can tell a usage mistake from bad data from a busy store.
public enum ExitCode: Int32, Sendable {
    /// The command did what it was asked.
    case success = 0
    /// Conflicts or a partial failure were reported.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// The input data was wrong.
    case dataError = 65
    /// An input file could not be opened.
    case noInput = 66
    /// An output file could not be created.
    case cannotCreate = 73
    /// Reading or writing failed.
    case ioError = 74
    /// Busy: another run holds the store; try again later.
    case temporaryFailure = 75
    /// A server refused the user name or password.
    case permissionDenied = 77
    /// The config file is wrong.
    case configError = 78
}
