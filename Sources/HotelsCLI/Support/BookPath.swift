#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextFolding
import Foundation

/// What the path of a book means — a `[book]` section's `path` (or
/// `ca_file`), a path given to `sync` or `import` — by one rule: what the
/// system opens for it.
///
/// `~/` stands for the home folder, a relative path is taken from the
/// working folder (in the config, from the home folder: ``inConfig(_:home:)``),
/// and `.` and empty parts mean nothing. A `..` is the
/// parent of what precedes it on disk: after a symbolic link, the parent of
/// the link's target, not the folder holding the link (`a/link/..` is `a`
/// only when `link` is no link), as the kernel and `ls a/link/..` read it.
/// Elsewhere links are kept: a book that is a link stays one (a file book
/// refuses to be one), and its name does not change when the link is repointed.
enum BookPath {
    /// What a config path that is not absolute needs where HOME is not set
    /// (`env -i`, a service without one): it is from the home folder, which
    /// is then unknown, and the working folder is not meant. The config is
    /// then refused as a whole, as for any bad value: a path any command
    /// may match an input against cannot be half read.
    static let homeless = "an absolute path: HOME is not set, and a path with ~/ or without / first is from the home folder"

    /// A path written in the config: a relative one is from the home folder
    /// (cron's working folder), so that a `[book]` names one file whatever
    /// folder hotels runs in.
    static func inConfig(_ path: String, home: String?) -> String {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~/"), let home else { return path }
        return home + "/" + path
    }

    /// The absolute path a path written in the config names
    /// (``inConfig(_:home:)``, then ``absolute(_:home:)``): the one rule by
    /// which sync's `[book]` and import's rules for a book read its `path`
    /// (and `ca_file`).
    static func configured(_ path: String, home: String?) -> String {
        absolute(inConfig(path, home: home), home: home)
    }

    /// `path` with a leading `~/` standing for `home`.
    static func expandingHome(_ path: String, home: String?) -> String {
        guard path.hasPrefix("~/"), let home else { return path }
        return home + path.dropFirst(1)
    }

    /// The absolute path that names what `path` names, without `.`, `..`
    /// or empty parts (and without a trailing `/`).
    static func absolute(_ path: String, home: String?) -> String {
        var expanded = expandingHome(path, home: home)
        if !expanded.hasPrefix("/") { expanded = FileManager.default.currentDirectoryPath + "/" + expanded }
        var parts: [Substring] = []
        for part in expanded.split(separator: "/") {
            switch part {
            case ".":
                continue
            case "..":
                let sofar = "/" + parts.joined(separator: "/")
                if isSymbolicLink(sofar), let target = realPath(sofar) { parts = target.split(separator: "/") }
                _ = parts.popLast()
            default:
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Refuses a `--rejects` file that is one of the `inputs`: the rejected
    /// cards would replace the book they were read from; and `-`, which is
    /// standard output elsewhere but here would be a file named `-`, or the
    /// rejected cards mixed into the report.
    static func checkRejects(_ rejects: String?, inputs: [String], home: String?, command: String) throws(CLIError) {
        guard let rejects else { return }
        guard rejects != "-" else {
            throw .usage("--rejects takes a file to write the rejected cards to, not '-': standard output has the report", command: command)
        }
        let target = identity(rejects, home: home)
        if let input = inputs.first(where: { $0 != "-" && ExactText.same(identity($0, home: home), target) }) {
            throw .usage("--rejects \(rejects) is the input \(input): the rejected cards would replace it; name another file",
                         command: command)
        }
    }

    /// The book `path` leads to, every link resolved (of the part that
    /// exists): two paths name the same book when these are equal.
    static func identity(_ path: String, home: String?) -> String {
        let absolute = absolute(path, home: home)
        var existing = absolute
        var missing: [Substring] = []
        while true {
            if let resolved = realPath(existing) {
                return missing.reversed().reduce(resolved) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            guard existing != "/", let slash = existing.lastIndex(of: "/") else { return absolute }
            missing.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    /// Whether `one` and `other` name the same book: the same path once
    /// links are resolved (``identity(_:home:)``, byte for byte: ``TextFolding/ExactText``),
    /// or one file under two hard links (the same device and inode).
    static func sameBook(_ one: String, _ other: String, home: String?) -> Bool {
        if ExactText.same(identity(one, home: home), identity(other, home: home)) { return true }
        var first = stat(), second = stat()
        guard stat(absolute(one, home: home), &first) == 0, stat(absolute(other, home: home), &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// `realpath(3)`: every link, `.` and `..` resolved; `nil` where the path does not lead anywhere.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
