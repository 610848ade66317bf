/// One step of a schema: a version number and the work that brings a database
/// from the version before it to this one.
public struct Migration: Sendable {
    /// The `user_version` the database has after this step.
    public let version: Int
    /// A short name for messages and tests.
    public let name: String
    /// Runs inside the migrator's transaction.
    public let apply: @Sendable (Connection) throws(SQLiteError) -> Void

    /// The step to `version`; `apply` runs inside the migrator's transaction.
    public init(version: Int, name: String, apply: @escaping @Sendable (Connection) throws(SQLiteError) -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }
}

/// Brings a database up to the latest of its ``Migration``s, keyed on
/// `PRAGMA user_version`, all pending steps in one transaction: a crash or an
/// error half-way leaves the database at the version it had.
public struct Migrator: Sendable {
    /// The steps, in increasing version order.
    public let migrations: [Migration]

    /// Why a migration could not run.
    public enum Failure: Error {
        /// The database is at a version newer than every migration known here.
        case newerSchema(found: Int, latest: Int)
        /// SQLite failed: reading the version, in a step, or in the transaction around
        /// the steps, which leaves the database at the version it had.
        case sqlite(SQLiteError)
    }

    /// `migrations` must be in increasing version order, starting above 0.
    public init(_ migrations: [Migration]) {
        precondition(zip(migrations, migrations.dropFirst()).allSatisfy { $0.version < $1.version }
            && (migrations.first?.version ?? 1) > 0, "migrations out of order")
        self.migrations = migrations
    }

    /// The version the last migration leaves.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The migrations `connection` still needs; throws when it is too new.
    public func pending(in connection: Connection) throws(Failure) -> [Migration] {
        let current: Int
        do { current = try connection.userVersion } catch { throw .sqlite(error) }
        guard current <= latestVersion else { throw .newerSchema(found: current, latest: latestVersion) }
        return migrations.filter { $0.version > current }
    }

    /// Runs every pending migration in one immediate transaction and returns
    /// the versions applied. The version is read again inside the transaction,
    /// so two processes opening an old database at once migrate it once.
    @discardableResult
    public func migrate(_ connection: Connection) throws(Failure) -> [Int] {
        guard try !pending(in: connection).isEmpty else { return [] }
        do throws(TransactionError<Failure>) {
            return try connection.transaction(.immediate) { () throws(Failure) -> [Int] in
                let steps = try pending(in: connection)
                do throws(SQLiteError) {
                    for step in steps {
                        try step.apply(connection)
                        try connection.setUserVersion(step.version)
                    }
                } catch {
                    throw .sqlite(error)
                }
                return steps.map(\.version)
            }
        } catch {
            switch error {
            case .sqlite(let failure): throw .sqlite(failure)
            case .body(let failure): throw failure
            }
        }
    }
}
