import Foundation

/// Why no password could be had. The messages name the command or file and
/// what went wrong, and never hold a password (nor a command's output).
public enum CredentialError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// `password_command` could not be started.
    case commandNotStarted(command: String, reason: String)
    /// `password_command` exited with a failure status.
    case commandFailed(command: String, status: Int32, message: String)
    /// `password_command` was ended by a signal it did not handle (a
    /// status is never a signal's number).
    case commandKilled(command: String, signal: Int32, message: String)
    /// `password_command` printed nothing on its first line.
    case commandPrintedNothing(command: String)
    /// There is no netrc file, and the book has no `password_command`.
    case netrcMissing(path: String, host: String)
    /// The netrc file could not be read.
    case netrcUnreadable(path: String, reason: String)
    /// The netrc file has no entry for the host (and no `default`).
    case netrcHasNoEntry(path: String, host: String)
    /// The netrc entry for the host has no password.
    case netrcEntryHasNoPassword(path: String, host: String)
    /// No user name: the book names none and its password source gives none.
    case missingUsername(host: String)

    /// The netrc line that gives `host` its user and password, for the messages that find none.
    static func netrcLine(_ host: String) -> String {
        "a line 'machine \(host) login USER password PASSWORD'"
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// What failed, naming the command, or the netrc file and the host.
    ///
    /// Never a password or what a command printed on its standard output; a
    /// failed command's message is the first line of its standard error.
    public var description: String {
        switch self {
        case .commandNotStarted(let command, let reason):
            return "password_command '\(command)' could not be started: \(reason)"
        case .commandFailed(let command, let status, let message):
            return "password_command '\(command)' failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        case .commandKilled(let command, let signal, let message):
            return "password_command '\(command)' was killed by signal \(signal)" + (message.isEmpty ? "" : ": \(message)")
        case .commandPrintedNothing(let command):
            return "password_command '\(command)' printed no password on its first line"
        case .netrcMissing(let path, let host):
            return "no password for \(host): \(path) does not exist; write into it \(Self.netrcLine(host)) (readable by you alone), "
                + "or name the book in a [book] section with a password_command"
        case .netrcUnreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .netrcHasNoEntry(let path, let host):
            return "\(path) has no 'machine \(host)' entry (nor a 'default' one); add \(Self.netrcLine(host)) to it, "
                + "or name the book in a [book] section with a password_command"
        case .netrcEntryHasNoPassword(let path, let host):
            return "\(path): the entry for \(host) has no password"
        case .missingUsername(let host):
            return "no user name for \(host): set username in the book's section (or login in .netrc)"
        }
    }
}
