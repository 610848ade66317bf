import Foundation

/// A `.netrc` file (as ftp(1) and curl read it): `machine NAME`, `login`,
/// `password`, `account` tokens, a `default` entry, and `macdef` bodies
/// (skipped to the next blank line). Tokens are separated by white space;
/// a token may be in double quotes.
public struct NetrcFile: Sendable {
    /// One machine's entry; `machine` is `nil` for `default`.
    public struct Entry: Sendable, Equatable {
        /// The host named after `machine`, as written; `nil` for the `default`
        /// entry.
        public var machine: String?
        /// The user name after `login`; `nil` when the entry gives none.
        public var login: String?
        /// The password after `password`; `nil` when the entry gives none.
        public var password: String?
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// The file `$NETRC` names, or `~/.netrc` (an empty HOME is none: the
    /// account's home folder, not the working folder).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["NETRC"], !path.isEmpty { return path }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".netrc")
    }

    /// Reads and parses the file at `path`.
    public init(path: String) throws(CredentialError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .netrcUnreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// Parses netrc text.
    public init(text: String) {
        var entries: [Entry] = []
        var tokens = Self.tokens(text)[...]
        while let token = tokens.popFirst() {
            switch token {
            case "machine":
                entries.append(Entry(machine: tokens.popFirst()))
            case "default":
                entries.append(Entry(machine: nil))
            case "login":
                let value = tokens.popFirst()
                if !entries.isEmpty { entries[entries.count - 1].login = value }
            case "password":
                let value = tokens.popFirst()
                if !entries.isEmpty { entries[entries.count - 1].password = value }
            case "account":
                _ = tokens.popFirst()
            default:
                continue
            }
        }
        self.entries = entries
    }

    /// The entry for `host`: the first `machine host`, else `default`.
    public func entry(for host: String) -> Entry? {
        entries.first { $0.machine?.lowercased() == host.lowercased() } ?? entries.first { $0.machine == nil }
    }

    /// The credentials for `host` in the file at `path`; `username`, when
    /// given, replaces the entry's login.
    public static func credentials(for host: String, username: String? = nil, path: String = defaultPath()) throws(CredentialError) -> Credentials {
        guard FileManager.default.fileExists(atPath: path) else { throw .netrcMissing(path: path, host: host) }
        let file = try NetrcFile(path: path)
        guard let entry = file.entry(for: host) else { throw .netrcHasNoEntry(path: path, host: host) }
        guard let password = entry.password else { throw .netrcEntryHasNoPassword(path: path, host: host) }
        return Credentials(username: username ?? entry.login ?? "", password: password)
    }

    /// The file's tokens, with `macdef` bodies left out.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            var lineTokens = split(line)
            if let macro = lineTokens.firstIndex(of: "macdef") {
                lineTokens.removeSubrange(macro...)
                // The macro's body runs to the next empty line.
                while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
            }
            tokens += lineTokens
        }
        return tokens
    }

    private static func split(_ line: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        var hasToken = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                hasToken = true
            } else if character == "\"" {
                inQuotes.toggle()
                hasToken = true
            } else if !inQuotes && (character == " " || character == "\t" || character == "\r") {
                if hasToken { tokens.append(current) }
                current = ""
                hasToken = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        if hasToken { tokens.append(current) }
        return tokens
    }
}
