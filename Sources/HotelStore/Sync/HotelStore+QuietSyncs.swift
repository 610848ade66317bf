#if canImport(Glibc)
import Glibc
#endif

/// When each book was last synced by a run that found nothing to do.
///
/// A cron job syncs every few minutes, and almost every run changes
/// nothing: such a run writes no transaction (a durable commit costs more
/// than the rest of an unchanged sync of a large book) and notes only its
/// time, in `PATH.sync-runs` beside the store, written without waiting for
/// the disk. Losing that file loses only those times: ``syncBooks()`` then
/// shows the last sync that wrote the store.
extension HotelStore {
    /// Notes that a sync of `book` ran at `time` and changed nothing.
    public func noteQuietSync(book: String, at time: Timestamp) throws(HotelStoreError) {
        guard path != ":memory:" else {
            quietSyncs[book] = time
            return
        }
        var times = quietSyncTimes()
        times[book] = time
        var text = ""
        for (name, time) in times.sorted(by: { $0.key < $1.key }) where !name.contains("\t") && !name.contains("\n") {
            text += "\(name)\t\(time.millisecondsSince1970)\n"
        }
        let target = path + ".sync-runs"
        let temporary = target + ".\(getpid()).tmp"
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotCreate(path: temporary, reason: String(cString: strerror(errno))) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotCreate(path: target, reason: reason)
        }
    }

    /// The times ``noteQuietSync(book:at:)`` noted, by book.
    func quietSyncTimes() -> [String: Timestamp] {
        guard path != ":memory:" else { return quietSyncs }
        let descriptor = Glibc.open(path + ".sync-runs", O_RDONLY | O_CLOEXEC)
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
        var times: [String: Timestamp] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let milliseconds = Int64(fields[1]) else { continue }
            times[String(fields[0])] = Timestamp(millisecondsSince1970: milliseconds)
        }
        return times
    }
}
