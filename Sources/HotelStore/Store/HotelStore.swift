#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SQLite
import TextFolding

/// The user's list of hotels: one SQLite file, opened, checked and upgraded
/// by ``open(at:ifMissing:)``.
///
/// Reads go through the query methods; every change goes through
/// ``change(command:_:)``, which runs in one transaction and records a batch
/// that ``undo(_:)`` can revert.
public final class HotelStore {
    /// The store file (or `:memory:`).
    public let path: String
    let connection: Connection
    /// Whether the store was opened read-only (a read-only file, or a missing
    /// store shown as empty).
    public let isReadOnly: Bool
    /// The file's device and inode when it was opened: a failure once
    /// another file (or none) is at ``path`` is ``HotelStoreError/moved(path:)``.
    private var fileIdentity: (device: UInt64, inode: UInt64)?
    /// Whether ``open(at:ifMissing:busyTimeoutMilliseconds:)`` made the
    /// store's file (there was none).
    public private(set) var isNew = false
    /// Whether there was no store at ``path`` (no file, or an empty one)
    /// and this is the empty, read-only stand-in ``MissingStore/empty`` opens.
    public private(set) var isStandIn = false
    /// Quiet syncs of an in-memory store (see ``noteQuietSync(book:at:outcome:)``).
    var quietSyncs: [ExactText: QuietSync] = [:]

    /// How long a writer waits for another process's transaction.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    /// What ``open(at:ifMissing:)`` does when there is no file yet (or an
    /// empty one).
    public enum MissingStore: Sendable, Equatable {
        /// Create it, and its folder (0700) and file (0600).
        case create
        /// Open an empty, read-only in-memory store: reading commands on a
        /// fresh machine show nothing rather than leave a file behind.
        case empty
    }

    private init(path: String, connection: Connection, isReadOnly: Bool) {
        self.path = path
        self.connection = connection
        self.isReadOnly = isReadOnly
    }

    /// Opens the store at `path`.
    ///
    /// Before anything is written the file is checked: a file that is not a
    /// hotels store, or one from a newer `hotels`, throws and stays as it
    /// was. An older store is upgraded in one transaction.
    public static func open(at path: String, ifMissing: MissingStore = .create,
                            busyTimeoutMilliseconds: Int32 = busyTimeoutMilliseconds) throws(HotelStoreError) -> HotelStore {
        var status = stat()
        var created = false
        if stat(path, &status) != 0 {
            switch ifMissing {
            case .empty:
                return try inMemory(readOnly: true, reportedPath: path)
            case .create:
                // "…/hotels.sqlite/" would make the folder hotels.sqlite, and then no store in it.
                guard !path.hasSuffix("/") else {
                    throw .cannotCreate(path: path, reason: "a path ending in '/' names a folder; give the store file's path")
                }
                created = try createFile(at: path)
            }
        } else if (status.st_mode & S_IFMT) == S_IFDIR {
            // There, but no store: it exists and cannot be opened (status 66), as the man page has it.
            throw .cannotOpen(path: path, reason: "it is a folder")
        } else if status.st_size == 0, (status.st_mode & S_IFMT) == S_IFREG, ifMissing == .empty {
            // An empty file holds no store yet: a reading command shows
            // nothing and leaves it as it was, as it would no file.
            return try inMemory(readOnly: true, reportedPath: path)
        }

        do {
            return try open(at: path, created: created, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch {
            // A store this call made and could not set up (a full disk, say)
            // is not left behind, while it is still empty — unless another
            // run holds it (busy): that run opened it meanwhile and is writing it.
            var heldByAnother = false
            if case .busy = error { heldByAnother = true }
            var status = stat()
            if created, !heldByAnother, stat(path, &status) == 0, status.st_size == 0 {
                unlink(path)
                unlink(path + "-journal")
            }
            throw error
        }
    }

    /// Opens the store file at `path`, there now (`created`: by this run).
    private static func open(at path: String, created: Bool,
                             busyTimeoutMilliseconds: Int32) throws(HotelStoreError) -> HotelStore {
        var readOnly = false
        var connection: Connection
        do {
            connection = try Connection(path: path, mode: .readWrite)
        } catch {
            guard error.isReadOnly || error.isCannotOpen else { throw .from(error, path: path) }
            do {
                connection = try Connection(path: path, mode: .readOnly)
                readOnly = true
            } catch {
                // The file is there (stat saw it): opening it failed, not creating it.
                throw .cannotOpen(path: path, reason: access(path, R_OK) != 0 ? String(cString: strerror(errno)) : error.message)
            }
        }
        if access(path, W_OK) != 0 { readOnly = true }
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        let store = HotelStore(path: path, connection: connection, isReadOnly: readOnly)
        store.isNew = created
        store.fileIdentity = Self.identity(of: path)
        try store.checkAndUpgrade(busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        return store
    }

    /// The device and inode of the file at `path`, if there is one.
    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// What a failed SQLite call means for the store: ``HotelStoreError/moved(path:)``
    /// when its file is no longer at ``path`` (whatever SQLite made of
    /// that), else as ``HotelStoreError/from(_:path:)`` reads it.
    func failure(_ error: SQLiteError) -> HotelStoreError {
        if let opened = fileIdentity {
            let now = Self.identity(of: path)
            if now?.device != opened.device || now?.inode != opened.inode { return .moved(path: path) }
        }
        return .from(error, path: path)
    }

    /// A change's `failure`, once its transaction is rolled back, as the
    /// store's damage where it is that: a constraint failed, and the store's
    /// own check fails too (damage inside a page, which opening does not
    /// read, met by a write: a rating of 99 is no row hotels wrote).
    func damaged(_ failure: HotelStoreError) -> HotelStoreError {
        guard case .sqlite(_, let error) = failure, error.isConstraint, let damage = damage() else { return failure }
        return .corrupt(path: path, detail: damage)
    }

    /// The first problem SQLite's `quick_check` finds, or `nil` when it
    /// finds none (or cannot look). Read only where a write has failed: it
    /// reads the whole file.
    private func damage() -> String? {
        let verdict = try? connection.cached("PRAGMA quick_check(1)").first([]) { $0.string(0) }
        guard let verdict = verdict ?? nil, verdict != "ok" else { return nil }
        return verdict
    }

    /// Removes the file, journal and runs' note of a store this run made (``isNew``)
    /// that holds no hotel and no batch: a first import that read no card,
    /// or failed, leaves no store behind, as if it had never been opened.
    /// A store that was there before, or that another run is using or has
    /// written to, stays: the check and the removal hold the store's
    /// exclusive lock, and a run that opened the file meanwhile is then told
    /// (``HotelStoreError/moved(path:)``) rather than writing nowhere.
    /// Returns whether it was removed.
    @discardableResult
    public func removeIfNewAndEmpty() -> Bool {
        guard isNew, !isReadOnly else { return false }
        // A write SQLite gave up on (a full disk) may leave its transaction open.
        if connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
        guard (try? connection.execute("BEGIN EXCLUSIVE")) != nil else { return false }
        defer { _ = try? connection.execute("ROLLBACK") }
        guard (try? connection.scalarInt("SELECT (SELECT count(*) FROM hotels) + (SELECT count(*) FROM batches)")) == 0 else {
            return false
        }
        unlink(path + "-journal")
        unlink(quietSyncPath)
        return unlink(path) == 0
    }

    /// A private store in memory, for tests and dry runs.
    public static func inMemory() throws(HotelStoreError) -> HotelStore {
        try inMemory(readOnly: false, reportedPath: ":memory:")
    }

    private static func inMemory(readOnly: Bool, reportedPath: String) throws(HotelStoreError) -> HotelStore {
        do {
            let connection = try Connection(path: ":memory:", mode: .create)
            try HotelSchema.migrator.migrate(connection)
            try configure(connection)
            let store = HotelStore(path: reportedPath, connection: connection, isReadOnly: readOnly)
            store.isStandIn = readOnly
            return store
        } catch {
            throw .cannotCreate(path: reportedPath, reason: "\(error)")
        }
    }

    // MARK: - Opening

    /// What every connection to a store sets: foreign keys enforced, and
    /// `synchronous = FULL` — with a rollback journal a commit is on disk
    /// when it returns, and a power cut never corrupts the store (SQLite
    /// allows `NORMAL` only in WAL mode for that promise).
    private static func configure(_ connection: Connection) throws(SQLiteError) {
        try connection.defineFunction(TripName.foldFunction) { TripName.key($0) }
        try connection.execute("PRAGMA foreign_keys = ON")
        try connection.execute("PRAGMA synchronous = FULL")
        // A rollback journal kept between transactions, its header zeroed
        // (a journal whose header is zero is never played back): deleting
        // it after every commit and making it again for the next freed and
        // allocated its blocks each time — the unlink alone took 2–4 ms of
        // a sync's commit, and the journal's fdatasync paid for the new
        // blocks. Kept at most journalBytesKept long. Not over a store still in
        // WAL mode (see checkAndUpgrade), which another connection holds.
        if try connection.scalarText("PRAGMA journal_mode") != "wal" {
            _ = try connection.scalarText("PRAGMA journal_mode = PERSIST")
            try connection.execute("PRAGMA journal_size_limit = \(Self.journalBytesKept)")
        }
    }

    /// How long the journal kept between transactions may stay: what a sync
    /// of a few hundred changes journals; a larger transaction's journal is
    /// cut back to this after its commit.
    static let journalBytesKept = 4 << 20

    /// The page size of a new store. A hotel that came from a card is a row
    /// of about 1.5 KB (the card's text is most of it): two fit a 4 KB page
    /// with a quarter of it left over, ten a 16 KB one. An import of 50,000
    /// hotels wrote 85 MB instead of 100 MB and took a sixth less time.
    static let pageSize = 16384

    /// The page cache, in KiB (see ``checkAndUpgrade(busyTimeoutMilliseconds:)``).
    static let cacheKilobytes = 65536

    /// Creates the folders (0700, as the XDG spec asks) and an empty file (0600):
    /// a store holds addresses and notes, which are nobody else's business.
    /// Makes the store's file, and its folders; returns whether it made
    /// the file (another run may have made it first).
    private static func createFile(at path: String) throws(HotelStoreError) -> Bool {
        var folder = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            if folder.isEmpty { continue }
            if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
        }
        let descriptor = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        return true
    }

    /// Checks the file is ours and current, leaves WAL behind and upgrades.
    private func checkAndUpgrade(busyTimeoutMilliseconds: Int32) throws(HotelStoreError) {
        do {
            let application = try connection.applicationID
            if application != HotelSchema.applicationID {
                // A new, empty file: SQLite sees an empty database, with no tables.
                let tables = try connection.scalarInt("SELECT count(*) FROM sqlite_master") ?? 0
                guard application == 0, tables == 0 else { throw HotelStoreError.notAStore(path: path) }
                // Only an empty file takes a page size: later it would need a VACUUM.
                if !isReadOnly { try connection.execute("PRAGMA page_size = \(Self.pageSize)") }
            }
            let pending: [Migration]
            do {
                pending = try HotelSchema.migrator.pending(in: connection)
            } catch {
                switch error {
                case .newerSchema(let found, let latest):
                    throw HotelStoreError.newerSchema(path: path, found: found, supported: latest)
                case .sqlite(let failure): throw failure
                }
            }
            if !pending.isEmpty && isReadOnly { throw HotelStoreError.readOnly(path: path) }
            if !isReadOnly, try connection.scalarText("PRAGMA journal_mode") == "wal" {
                // A rollback journal (SQLite's default, so a new store has
                // it), not WAL. WAL writes every page twice (to the log, then
                // into the file at the checkpoint) and a first import is
                // nothing but new pages, which a rollback journal does not
                // copy at all: an import of 50,000 hotels took a quarter less
                // time. What WAL gives — readers that never wait for a
                // writer — matters little to one person's list: a `list`
                // during a large import waits for it (up to the busy
                // timeout). It also needs shared memory, which network home
                // folders do not always offer.
                //
                // Stores made by earlier versions are in WAL mode. SQLite
                // changes the mode only when no other connection has the
                // file open; then it is converted, else it stays in WAL
                // (which works the same) until a later command finds it alone.
                connection.setBusyTimeout(milliseconds: 0)
                _ = try? connection.execute("PRAGMA journal_mode = DELETE")
                connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            }
            try Self.configure(connection)
            // An import writes tens of thousands of rows in one transaction;
            // with SQLite's default 2 MB page cache the dirty index pages are
            // written out again and again before the commit. 64 MB holds them.
            try connection.execute("PRAGMA cache_size = -\(Self.cacheKilobytes)")
            if !pending.isEmpty {
                do {
                    try HotelSchema.migrator.migrate(connection)
                } catch {
                    switch error {
                    case .newerSchema(let found, let latest):
                        throw HotelStoreError.newerSchema(path: path, found: found, supported: latest)
                    case .sqlite(let failure): throw failure
                    }
                }
            }
        } catch let error as HotelStoreError {
            throw error
        } catch let error as SQLiteError {
            throw .from(error, path: path)
        } catch {
            throw .sqlite(path: path, SQLiteError(code: 1, message: "\(error)"))
        }
    }

    /// The schema version of the open store.
    public var schemaVersion: Int {
        get throws(HotelStoreError) {
            do { return try connection.userVersion } catch { throw .from(error, path: path) }
        }
    }

    /// The newest schema version this `hotels` knows.
    public static var latestSchemaVersion: Int { HotelSchema.migrator.latestVersion }

    /// Runs `PRAGMA integrity_check` and returns its findings (`["ok"]` when sound).
    public func integrityCheck() throws(HotelStoreError) -> [String] {
        do {
            return try connection.prepare("PRAGMA integrity_check").rows { $0.string(0) }
        } catch {
            throw .from(error, path: path)
        }
    }

    /// Wraps SQLite calls so their errors come out as the store's own.
    func sql<T>(_ body: () throws(SQLiteError) -> T) throws(HotelStoreError) -> T {
        do { return try body() } catch { throw failure(error) }
    }
}
