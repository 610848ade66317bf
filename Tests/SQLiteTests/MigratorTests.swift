import Foundation
import HotelsTestSupport
import SQLite
import Testing

struct MigratorTests {
    static let steps = [
        Migration(version: 1, name: "create") { db throws(SQLiteError) in try db.execute("CREATE TABLE a (x)") },
        Migration(version: 2, name: "add column") { db throws(SQLiteError) in try db.execute("ALTER TABLE a ADD COLUMN y DEFAULT 5") },
    ]

    @Test("a new database runs every step and ends at the last version", arguments: [":memory:", "file"])
    func fresh(_ kind: String) throws {
        let folder = TemporaryDirectory()
        let db = try Connection(path: kind == "file" ? folder.path("m.sqlite") : kind, mode: .create)
        let applied = try Migrator(Self.steps).migrate(db)
        #expect(applied == [1, 2])
        #expect(try db.userVersion == 2)
        #expect(try Migrator(Self.steps).migrate(db).isEmpty)
    }

    @Test("an old database runs only the missing steps and keeps its rows")
    func upgrade() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("m.sqlite")
        do {
            let db = try Connection(path: path, mode: .create)
            try Migrator(Array(Self.steps.prefix(1))).migrate(db)
            try db.execute("INSERT INTO a VALUES (1)")
        }
        let db = try Connection(path: path, mode: .readWrite)
        #expect(try Migrator(Self.steps).migrate(db) == [2])
        #expect(try db.scalarInt("SELECT x + y FROM a") == 6)
    }

    @Test("a failing step leaves the database at its old version")
    func failureRollsBack() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        let broken = Self.steps + [Migration(version: 3, name: "broken") { db throws(SQLiteError) in
            try db.execute("CREATE TABLE b (x); CREATE TABLE a (x)")
        }]
        #expect(throws: Migrator.Failure.self) { try Migrator(broken).migrate(db) }
        #expect(try db.userVersion == 0)
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master") == 0)
    }

    @Test("a database newer than every step is refused untouched")
    func newer() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.setUserVersion(9)
        do {
            try Migrator(Self.steps).migrate(db)
            Issue.record("no error")
        } catch {
            guard case .newerSchema(let found, let latest) = error else { Issue.record("\(error)"); return }
            #expect(found == 9 && latest == 2)
        }
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master") == 0)
    }
}
