#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, without following a symbolic link there.
public struct FileStatus: Sendable {
    /// What the path names; `.missing` when nothing is there.
    public let kind: FileKind
    /// Permission bits (`st_mode & 0o7777`).
    public let mode: mode_t
    /// The owner's user id; 0 when the path is missing.
    public let owner: uid_t
    /// The group id; 0 when the path is missing.
    public let group: gid_t

    /// Looks at `path` with `lstat`; a path that does not exist is `.missing`.
    public init(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self.init(kind: .missing, mode: 0, owner: 0, group: 0)
            return
        }
        self.init(status)
    }

    /// Whether nothing is at `path`: `lstat` finds no such file (or a part
    /// of the path that is no folder), not merely that it may not look.
    public static func isGone(path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Why `lstat` sees nothing at `path`, in the system's words ("No such
    /// file or directory", "Permission denied", "Not a directory"); `nil`
    /// when something is there.
    public static func whyMissing(path: String) -> String? {
        var status = stat()
        return lstat(path, &status) == 0 ? nil : lastError()
    }

    init(_ status: stat) {
        let kind: FileKind
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        default: kind = .device
        }
        self.init(kind: kind, mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
    }

    private init(kind: FileKind, mode: mode_t, owner: uid_t, group: gid_t) {
        self.kind = kind
        self.mode = mode
        self.owner = owner
        self.group = group
    }

    /// A version tag for the regular file at `path`: its device, inode,
    /// size and modification time to the nanosecond, which any write
    /// through a rename or in place changes. `nil` when it is not a regular file.
    public static func versionTag(path: String, followingLinks: Bool = false) -> String? {
        versionAndModification(path: path, followingLinks: followingLinks)?.version
    }

    /// ``versionTag(path:followingLinks:)`` and the file's modification
    /// time in seconds since 1970, from one `stat`.
    public static func versionAndModification(path: String, followingLinks: Bool = false) -> (version: String, modified: Double)? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return ("\(status.st_dev).\(status.st_ino).\(status.st_size).\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)",
                Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }

    /// How many seconds ago the file at `path` was last modified, by the
    /// system clock (negative for a time ahead of it); `nil` when nothing is there.
    public static func modificationAge(path: String) -> Double? {
        var status = stat(), now = timespec()
        guard lstat(path, &status) == 0, clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
        return Double(now.tv_sec - status.st_mtim.tv_sec) + Double(now.tv_nsec - status.st_mtim.tv_nsec) / 1e9
    }

    /// What the symbolic link at `path` holds (`readlink(2)`); `nil` when it is no link.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The last `errno` as words.
    static func lastError() -> String { String(cString: strerror(errno)) }
}

extension FileStatus {
    /// The name of a folder entry `readdir` returned, read in place up to
    /// its NUL (a record is only as long as its name, so copying the
    /// whole `d_name` array can read past the end of the listing's
    /// buffer); `nil` when it is not UTF-8, which no `String` keeps.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        nameBytes(of: entry) { String(validating: $0, as: UTF8.self) }
    }

    /// The name as messages show it: UTF-8 as it is, any other byte as `\xNN`.
    static func shownName(of entry: UnsafeMutablePointer<dirent>) -> String {
        nameBytes(of: entry) { bytes in
            var shown = "", start = bytes.startIndex
            while start < bytes.endIndex {
                // The longest run that is UTF-8, then one byte that is not.
                var end = bytes.endIndex
                while end > start, String(validating: bytes[start..<end], as: UTF8.self) == nil { end -= 1 }
                shown += String(decoding: bytes[start..<end], as: UTF8.self)
                if end < bytes.endIndex { shown += "\\x" + String(bytes[end], radix: 16, uppercase: true).leftPadded(to: 2) }
                start = end + 1
            }
            return shown
        }
    }

    private static func nameBytes<T>(of entry: UnsafeMutablePointer<dirent>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { name in
            name.withMemoryRebound(to: UInt8.self, capacity: 256) { bytes in  // d_name: char[256]
                body(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
            }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
