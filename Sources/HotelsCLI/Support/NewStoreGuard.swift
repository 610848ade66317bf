#if canImport(Glibc)
import Glibc
#endif

/// A store a first import made and is filling, removed with its journal if
/// the run is interrupted (Ctrl-C, SIGTERM, SIGHUP) before its batch
/// commits: an interrupted first import leaves no store behind, as a
/// failed one does (``HotelStore/HotelStore/removeIfNewAndEmpty()``). Once
/// the commit starts the run ends as any kill ends it: the journal keeps the
/// store whole. The run then dies by the signal, as it would have.
///
/// (A run waiting to open the removed store is told it moved, not left
/// writing into a file no one will read: ``HotelStore/HotelStoreError/moved(path:)``.)
enum NewStoreGuard {
    /// The store's path and its journal's, as C strings a signal handler may pass to `unlink`.
    nonisolated(unsafe) private static var paths: (store: UnsafeMutablePointer<CChar>, journal: UnsafeMutablePointer<CChar>)?
    nonisolated(unsafe) private static var armed = false
    /// The signals the run was started ignoring.
    nonisolated(unsafe) private static var ignored: Set<Int32> = []
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Removes the store at `path` if a signal ends the run before ``disarm()``.
    static func arm(store path: String) {
        guard paths == nil, let store = strdup(path), let journal = strdup(path + "-journal") else { return }
        paths = (store, journal)
        armed = true
        for number in signals {
            let previous = signal(number) { number in
                if NewStoreGuard.armed, let paths = NewStoreGuard.paths {
                    unlink(paths.journal)
                    unlink(paths.store)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
            // A signal the run was started ignoring (nohup's SIGHUP) stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
                ignored.insert(number)
            }
        }
    }

    /// The batch commits now: a signal ends the run as it would have.
    static func disarm() {
        guard armed else { return }
        armed = false
        for number in signals where !ignored.contains(number) { signal(number, SIG_DFL) }
    }
}
