#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TextFolding

/// When each book was last synced by a run that found nothing to do, and
/// that run's outcome line.
///
/// A cron job syncs every few minutes, and almost every run changes
/// nothing: such a run writes no transaction (a durable commit costs more
/// than the rest of an unchanged sync of a large book) and notes only its
/// time and outcome, in `PATH.sync-runs` beside the store, written without
/// waiting for the disk. Losing that file loses only those notes:
/// ``syncBooks()`` then shows the last sync that wrote the store.
extension HotelStore {
    /// Notes that a sync of `book` ran at `time`, changed nothing and
    /// ended with `outcome` (one line).
    public func noteQuietSync(book: String, at time: Timestamp, outcome: String) throws(HotelStoreError) {
        var notes = quietSyncNotes()
        notes[ExactText(book)] = QuietSync(time: time, outcome: outcome)
        try writeQuietSyncNotes(notes)
    }

    /// Forgets what ``noteQuietSync(book:at:outcome:)`` noted of `book`.
    public func forgetQuietSync(book: String) throws(HotelStoreError) {
        var notes = quietSyncNotes()
        guard notes.removeValue(forKey: ExactText(book)) != nil else { return }
        try writeQuietSyncNotes(notes)
    }

    private func writeQuietSyncNotes(_ notes: [ExactText: QuietSync]) throws(HotelStoreError) {
        guard path != ":memory:" else {
            quietSyncs = notes
            return
        }
        var text = ""
        for (name, note) in notes.map({ ($0.key.text, $0.value) }).sorted(by: { $0.0 < $1.0 })
        where !(name + note.outcome).contains(where: { $0 == "\t" || $0 == "\n" }) {
            text += "\(name)\t\(note.time.millisecondsSince1970)\t\(note.outcome)\n"
        }
        let target = quietSyncPath
        let bytes = Array(text.utf8)
        func write(to descriptor: Int32) -> Bool {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            return written == bytes.count
        }
        // A temporary file of this process's own (a sync and an import from a server may write at
        // once), and those a killed run left are removed (their process is gone).
        Self.removeStaleTemporaries(of: target)
        let temporary = target + ".\(getpid()).tmp"
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor >= 0, write(to: descriptor), rename(temporary, target) == 0 { return }
        let reason = String(cString: strerror(errno))
        if descriptor >= 0 { unlink(temporary) }
        // A folder the store's file may be written in but nothing made (the
        // user's choice): the note is written over in place, where it is.
        let inPlace = Glibc.open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard inPlace >= 0, write(to: inPlace) else { throw .cannotCreate(path: target, reason: reason) }
    }

    /// Removes `target.PID.tmp` files beside `target` whose process no
    /// longer runs: what a run killed while writing the notes left.
    private static func removeStaleTemporaries(of target: String) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let prefix = (slash.map { String(target[target.index(after: $0)...]) } ?? target) + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder) else { return }
        for name in names {
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp"),
                  let pid = pid_t(name.dropFirst(prefix.count).dropLast(4)), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(folder)/\(name)") }
        }
    }

    /// The notes' file, beside the store's own file (``StoreLocation/ownFile(_:)``).
    var quietSyncPath: String { StoreLocation.ownFile(path) + ".sync-runs" }

    /// What ``noteQuietSync(book:at:outcome:)`` noted, by book.
    func quietSyncNotes() -> [ExactText: QuietSync] {
        guard path != ":memory:" else { return quietSyncs }
        let descriptor = Glibc.open(quietSyncPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [:] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        var notes: [ExactText: QuietSync] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let milliseconds = Int64(fields[1]) else { continue }
            notes[ExactText(String(fields[0]))] = QuietSync(time: Timestamp(millisecondsSince1970: milliseconds), outcome: String(fields[2]))
        }
        return notes
    }
}

/// A quiet sync's note: when it ran, and its outcome line.
struct QuietSync: Sendable {
    var time: Timestamp
    var outcome: String
}
