/// Where a book's password comes from — by reference, never the password
/// itself in a config file or on a command line.
public enum PasswordSource: Sendable, Equatable {
    /// A `password_command`, run with `/bin/sh -c`; its output's first line.
    case command(String)
    /// A netrc file (`~/.netrc`, or `$NETRC`): the entry for the server's host.
    case netrc(path: String)

    /// The netrc file the environment names (`$NETRC`, else `~/.netrc`).
    public static var defaultNetrc: PasswordSource { .netrc(path: NetrcFile.defaultPath()) }

    /// The credentials for `host`. `username` is the book's; a netrc entry
    /// may supply it when the book has none, a command cannot.
    public func credentials(username: String?, host: String) throws(CredentialError) -> Credentials {
        switch self {
        case .command(let command):
            guard let username, !username.isEmpty else { throw .missingUsername(host: host) }
            return Credentials(username: username, password: try PasswordCommand.password(from: command))
        case .netrc(let path):
            let credentials = try NetrcFile.credentials(for: host, username: username, path: path)
            guard !credentials.username.isEmpty else { throw .missingUsername(host: host) }
            return credentials
        }
    }
}
