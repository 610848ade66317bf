import Foundation
import HotelsTestSupport
import SQLite
import Testing

struct ConnectionTests {
    @Test("statements bind every storage class and read it back")
    func bindAndRead() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
        try db.cached("INSERT INTO t VALUES (?, ?, ?, ?, ?)").run([.integer(-7), .real(0.1), .text("héllo\0x"), .blob([0, 255]), .null])
        let row = try db.prepare("SELECT i, r, s, length(b), n FROM t").first { row in
            (row.int(0), row.double(1), row.string(2), row.int(3), row.isNull(4), row.optionalString(4))
        }
        let values = try #require(row)
        #expect(values.0 == -7)
        #expect(values.1 == 0.1)
        #expect(values.2 == "héllo\0x")  // bound with its length: a NUL inside is kept
        #expect(values.3 == 2)
        #expect(values.4)
        #expect(values.5 == nil)
    }

    /// `run` binds texts and blobs where they are (no copy of a card of
    /// tens of megabytes), so no binding may outlive the run: a step after
    /// it binds NULL, never bytes freed since.
    @Test("run writes texts and blobs bound in place, and leaves no binding behind")
    func runLeavesNoBinding() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE t (s TEXT, b BLOB, e TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?, ?)")
        let long = String(repeating: "Hôtel Adlon ", count: 100_000)
        try insert.run([.text(long), .blob(Array(repeating: 7, count: 3)), .text("")])
        try insert.step()
        insert.reset()
        let rows = try db.prepare("SELECT s, length(b), e, b IS NULL FROM t ORDER BY rowid").rows { row in
            (row.optionalString(0), row.int(1), row.optionalString(2), row.int(3))
        }
        #expect(rows.count == 2)
        #expect(rows.first?.0 == long && rows.first?.1 == 3 && rows.first?.2 == "")
        #expect(rows.last?.0 == nil && rows.last?.2 == nil && rows.last?.3 == 1)
    }

    @Test("a cached statement is compiled once and runs again with new values")
    func cachedStatements() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE t (x)")
        let insert = try db.cached("INSERT INTO t VALUES (?)")
        for value in 1...100 { try db.cached("INSERT INTO t VALUES (?)").run([.integer(Int64(value))]) }
        #expect(try db.cached("INSERT INTO t VALUES (?)") === insert)
        #expect(try db.scalarInt("SELECT sum(x) FROM t") == 5050)
    }

    @Test("statements used in turn, more of them than the recent few, each stay compiled once")
    func cachedInTurn() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE t (x)")
        let texts = (0..<9).map { "SELECT count(*) + \($0) FROM t" }
        let first = try texts.map { try db.cached($0) }
        for round in 0..<3 {
            for (index, text) in texts.enumerated() {
                // A text built again (other storage, same characters) finds the same statement.
                let statement = try db.cached(round == 1 ? String(text.utf8.map { Character(Unicode.Scalar($0)) }) : text)
                #expect(statement === first[index])
                #expect(try statement.first { $0.int(0) } == Int64(index))
            }
        }
    }

    @Test("errors carry SQLite's code, message and the statement")
    func errors() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        do {
            _ = try db.prepare("SELEC 1")
            Issue.record("no error")
        } catch {
            #expect(error.code == 1)
            #expect(error.message.contains("syntax error"))
            #expect(error.sql == "SELEC 1")
        }
        try db.execute("CREATE TABLE t (x UNIQUE)")
        try db.cached("INSERT INTO t VALUES (1)").run()
        #expect(throws: SQLiteError.self) { try db.cached("INSERT INTO t VALUES (1)").run() }
        do { try db.cached("INSERT INTO t VALUES (1)").run() } catch { #expect(error.isConstraint) }
    }

    @Test("a transaction rolls back when its body throws, and commits otherwise")
    func transactions() throws {
        struct Stop: Error {}
        let db = try Connection(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE t (x)")
        do {
            try db.transaction { () throws(Stop) in
                try? db.cached("INSERT INTO t VALUES (1)").run()
                throw Stop()
            }
        } catch {
            guard case .body = error else { Issue.record("wrong error \(error)"); return }
        }
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
        #expect(!db.isInTransaction)
        try? db.transaction { () throws(Stop) in try? db.cached("INSERT INTO t VALUES (1)").run() }
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 1)
    }

    @Test("a file that is not a database fails on the first statement with NOTADB, and is not changed")
    func notADatabase() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("text.sqlite")
        let content = Data(String(repeating: "not a database\n", count: 400).utf8)
        try content.write(to: URL(fileURLWithPath: path))
        let db = try Connection(path: path, mode: .readWrite)
        do {
            _ = try db.userVersion
            Issue.record("no error")
        } catch {
            #expect(error.isNotADatabase)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    }

    @Test("a missing file is not created in readWrite mode")
    func missingFile() {
        let folder = TemporaryDirectory()
        #expect(throws: SQLiteError.self) { try Connection(path: folder.path("none.sqlite"), mode: .readWrite) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("none.sqlite")))
    }

    @Test("user_version and application_id round-trip")
    func pragmas() throws {
        let db = try Connection(path: ":memory:", mode: .create)
        try db.setUserVersion(42)
        try db.setApplicationID(0x1234_5678)
        #expect(try db.userVersion == 42)
        #expect(try db.applicationID == 0x1234_5678)
    }
}
