#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never half.
///
/// The rules it keeps:
/// - Only a regular file is replaced. A symbolic link, FIFO, socket, device
///   or folder at the path is refused before anything is written, and so is
///   a file its owner may not write (mode without `u+w`): the user made it
///   read-only, and a rename would replace it all the same.
/// - Bytes go to a temporary file in the same folder (so the rename cannot
///   cross file systems), named `.NAME.PID-XXXXXX.tmp`; ``commit()`` fsyncs
///   it, gives it the replaced file's mode (and owner, where allowed) or
///   0600 for a new file — an address book is private — renames it over the
///   path and fsyncs the folder, so the rename survives a power cut.
/// - Dropping the writer without committing removes the temporary file and
///   leaves the path as it was. A temporary file left by a writer that was
///   killed (its process is gone) is removed by the next writer of the path.
public final class AtomicFile {
    /// The file this writes.
    public let path: String
    private let folder: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The mode the file gets, and the owner to keep when replacing one.
    private let mode: mode_t
    private let replaced: FileStatus?

    /// Whether ``commit(ifStill:item:)`` failed because the file system
    /// refused the rename over this one name (`EPERM`, `EACCES` in a folder
    /// that may be written: a file made immutable, or another user's in a
    /// folder with the sticky bit), not for want of space, a failing disk
    /// or a folder that cannot be written: the caller may leave this file
    /// and write others.
    public private(set) var renameWasRefused = false

    /// Whether `error` (an `errno` of a rename in `folder`) refuses one name
    /// only: the file system's refusal, where the folder takes new files.
    static func refusesName(_ error: Int32, in folder: String) -> Bool {
        (error == EPERM || error == EACCES) && access(folder, W_OK | X_OK) == 0
    }

    /// The mode of a file that did not exist before.
    public static let newFileMode: mode_t = 0o600

    /// Readies a write of `path`; throws when the path is not a regular file
    /// (or missing), or its folder cannot take the temporary file.
    public init(path: String) throws(BookError) {
        self.path = path
        let status = try Self.replaceable(path)
        mode = status?.mode ?? Self.newFileMode
        replaced = status
        let (folder, name) = Self.split(path)
        self.folder = folder
        Self.removeStaleTemporaries(of: name, in: folder)
        var template = Array("\(folder)/\(Self.temporaryPrefix(for: name))\(getpid())-XXXXXX.tmp".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw Self.folderRefusal(path) }
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// Adds bytes to the new content.
    public func write(_ bytes: some Collection<UInt8>) throws(BookError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Adds text to the new content.
    public func write(_ text: String) throws(BookError) { try write(text.utf8) }

    /// Makes the new content the file's.
    public func commit() throws(BookError) {
        try commit(replacing: true, ifStill: nil)
    }

    /// Makes the new content the file's only if the file still has
    /// `versionTag` (``FileStatus/versionTag(path:followingLinks:)``) once
    /// the new content is on disk, right before the rename: another
    /// program's write meanwhile is never overwritten
    /// (``BookError/changedMeanwhile(path:item:)``, naming `item`: the
    /// card the file holds, or the file as a whole). Every book's write
    /// over a file it listed goes through here.
    public func commit(ifStill versionTag: String, item: String? = nil) throws(BookError) {
        try commit(replacing: true, ifStill: (versionTag, item))
    }

    /// Makes the new content a new file at the path, only if nothing is
    /// there: a card created in a folder never replaces one another program
    /// created under the same name meanwhile (``BookError/changedMeanwhile(path:item:)``).
    public func commitNew() throws(BookError) {
        try commit(replacing: false, ifStill: nil)
    }

    private func commit(replacing: Bool, ifStill expected: (versionTag: String, item: String?)?) throws(BookError) {
        guard descriptor >= 0 else { return }
        try flush()
        fchmod(descriptor, mode)
        if let replaced, replaced.owner != getuid() || replaced.group != getgid() {
            // Keeps the owner where this process may (root); elsewhere the
            // file becomes the writer's, as any editor's save would make it.
            _ = fchown(descriptor, replaced.owner, replaced.group)
        }
        guard fsync(descriptor) == 0 else { throw failure() }
        close(descriptor)
        descriptor = -1
        if let expected, FileStatus.versionTag(path: path) != expected.versionTag {
            unlink(temporaryPath)
            throw .changedMeanwhile(path: path, item: expected.item)
        }
        if replacing {
            guard rename(temporaryPath, path) == 0 else {
                let failure = errno
                let reason = FileStatus.lastError()
                renameWasRefused = Self.refusesName(failure, in: folder)
                unlink(temporaryPath)
                throw .cannotWrite(path: path, reason: reason)
            }
        } else {
            // link(2) fails when the name exists, where rename(2) would replace it.
            let linked = link(temporaryPath, path) == 0
            let failure = errno
            let reason = FileStatus.lastError()
            unlink(temporaryPath)
            guard linked else {
                if failure == EEXIST { throw .changedMeanwhile(path: path, item: Self.split(path).name) }
                throw .cannotWrite(path: path, reason: reason)
            }
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private func flush() throws(BookError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func failure() -> BookError { .cannotWrite(path: path, reason: FileStatus.lastError()) }

    // MARK: - Temporary files

    /// The folder and the last component of `path`.
    /// Throws what ``init(path:)`` would of `path`, writing nothing (for a
    /// dry run): not a regular file, read-only, or a folder that cannot
    /// take a new file.
    public static func check(path: String) throws(BookError) {
        _ = try replaceable(path)
        guard access(split(path).folder, W_OK | X_OK) == 0 else { throw folderRefusal(path) }
    }

    /// The error of a folder that cannot be written (`error`, an `errno`,
    /// says why): the file may be writable, but its new content is made
    /// beside it, and a rename or a removal is the folder's change.
    static func folderRefusal(_ path: String, error: Int32 = errno) -> BookError {
        .cannotWrite(path: path, reason: "its folder \(split(path).folder) cannot be written (\(String(cString: strerror(error))))")
    }

    /// The status of the regular file at `path` that a write replaces, or
    /// `nil` when there is none; throws when it may not be replaced.
    private static func replaceable(_ path: String) throws(BookError) -> FileStatus? {
        let status = FileStatus(path: path)
        switch status.kind {
        case .regular:
            guard status.mode & 0o200 != 0 else { throw .cannotWrite(path: path, reason: "the file is read-only") }
            return status
        case .missing:
            return nil
        default:
            throw .notARegularFile(path: path, kind: status.kind)
        }
    }

    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// `.NAME.` cut so that the whole temporary name fits in a file name's
    /// 255 bytes (with room for the pid, the random part and `.tmp`).
    static func temporaryPrefix(for name: String) -> String {
        var kept = Substring(name)
        while kept.utf8.count > 200 { kept = kept.dropLast() }
        return ".\(kept)."
    }

    /// Removes the temporary files of `name` in `folder` whose writer's
    /// process no longer runs (killed before it could clean up). A writer
    /// still running keeps its own.
    static func removeStaleTemporaries(of name: String, in folder: String) {
        removeStaleTemporaries(in: folder, prefix: temporaryPrefix(for: name))
    }

    /// Removes every temporary file of this writer's naming in `folder`
    /// (`.NAME.PID-XXXXXX.tmp`, and a card folder's `.NAME.PID-remove.tmp`)
    /// whose writer's process no longer runs: a folder of cards, whose
    /// names come and go, is swept whole before a run writes into it.
    static func removeStaleTemporaries(in folder: String, prefix: String = ".") {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            guard let entryName = FileStatus.name(of: entry), entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp"), entryName.count > prefix.count + 4 else { continue }
            // NAME, a dot, the PID, a dash, and mkstemps' six random characters ("remove" for a card moved aside).
            let rest = entryName.dropFirst(prefix.count).dropLast(4)
            let middle = prefix == "." ? rest[(rest.lastIndex(of: ".").map(rest.index(after:)) ?? rest.endIndex)...] : rest
            guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]),
                  middle[middle.index(after: dash)...].count == 6 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(folder)/\(entryName)") }
        }
    }
}
