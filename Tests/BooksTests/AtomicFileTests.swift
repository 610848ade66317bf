import Foundation
import HotelsTestSupport
import Testing
@testable import Books

struct AtomicFileTests {
    let folder = TemporaryDirectory("hotels-books")

    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path))?.sorted() ?? [] }

    @Test("a new file is 0600; a replaced file keeps its mode; nothing is left beside it")
    func modes() throws {
        let fresh = folder.path("new.vcf")
        let file = try AtomicFile(path: fresh)
        try file.write("BEGIN:VCARD\r\n")
        try file.commit()
        #expect(mode(fresh) == 0o600)
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "BEGIN:VCARD\r\n")

        let shared = folder.path("shared.vcf")
        #expect(FileManager.default.createFile(atPath: shared, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640]))
        let again = try AtomicFile(path: shared)
        try again.write("new")
        try again.commit()
        #expect(mode(shared) == 0o640)
        #expect(try String(contentsOfFile: shared, encoding: .utf8) == "new")
        #expect(names() == ["new.vcf", "shared.vcf"])
    }

    @Test("a symbolic link, a FIFO, a device and a folder are refused, and stay as they were")
    func refusesWhatIsNotAFile() throws {
        let target = folder.path("target.vcf")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("kept".utf8)))
        let link = folder.path("link.vcf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: BookError.notARegularFile(path: link, kind: .symbolicLink)) { try AtomicFile(path: link) }
        let fifo = folder.path("pipe.vcf")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: BookError.notARegularFile(path: fifo, kind: .fifo)) { try AtomicFile(path: fifo) }
        // A device node of the test's own (never /dev/null: a writer that
        // wrongly replaced it would break the machine), where mknod is allowed.
        let device = folder.path("null.vcf")
        if mknod(device, S_IFCHR | 0o600, dev_t(0x103)) == 0 {
            #expect(throws: BookError.notARegularFile(path: device, kind: .device)) { try AtomicFile(path: device) }
            #expect(FileStatus(path: device).kind == .device)
        }
        #expect(throws: BookError.notARegularFile(path: folder.url.path, kind: .folder)) { try AtomicFile(path: folder.url.path) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
        #expect(FileStatus(path: link).kind == .symbolicLink)
    }

    @Test("a file its owner made read-only is refused, and stays as it was")
    func refusesReadOnly() throws {
        let path = folder.path("locked.vcf")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("kept".utf8), attributes: [.posixPermissions: 0o444]))
        #expect(throws: BookError.cannotWrite(path: path, reason: "the file is read-only")) { try AtomicFile(path: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept")
        #expect(mode(path) == 0o444)
    }

    /// A probe's: a writable book in a folder that takes no new file said
    /// "book.vcf: cannot write: Permission denied", naming the file that was
    /// writable. (Root may write any folder: a folder that is not there
    /// stands for one that refuses.)
    @Test("a folder that cannot be written is named as the reason, not the file")
    func namesTheFolder() throws {
        let path = folder.path("gone/book.vcf")
        #expect(throws: BookError.cannotWrite(path: path, reason: "its folder \(folder.path("gone")) cannot be written (No such file or directory)")) {
            try AtomicFile(path: path)
        }
    }

    @Test("a commit that names the file's version leaves another program's write since then in place, up to the rename")
    func commitIfStill() throws {
        let path = folder.path("book.vcf")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
        let tag = try #require(FileStatus.versionTag(path: path))
        let file = try AtomicFile(path: path)
        try file.write("new\n")
        // Another program appends a card after the writer began.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("theirs\n".utf8))
        try handle.close()
        #expect(throws: BookError.changedMeanwhile(path: path, item: nil)) { try file.commit(ifStill: tag) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\ntheirs\n")
        #expect(names() == ["book.vcf"])
        // Unchanged, it is replaced.
        let now = try #require(FileStatus.versionTag(path: path))
        let again = try AtomicFile(path: path)
        try again.write("new\n")
        try again.commit(ifStill: now)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test("a writer dropped without commit leaves the file as it was and no temporary file")
    func dropped() throws {
        let path = folder.path("book.vcf")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        do {
            let file = try AtomicFile(path: path)
            try file.write(Array(repeating: UInt8(ascii: "x"), count: 200_000))
            #expect(names().count == 2)
        }
        #expect(names() == ["book.vcf"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }

    @Test("the next writer removes a killed writer's temporary file, never a running one's")
    func staleTemporaries() throws {
        let path = folder.path("book.vcf")
        // A pid that is not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = folder.path(".book.vcf.\(child.processIdentifier)-AbC123.tmp")
        let alive = folder.path(".book.vcf.\(getpid())-XyZ789.tmp")
        let foreign = folder.path(".book.vcf.swp")
        for stale in [dead, alive, foreign] { #expect(FileManager.default.createFile(atPath: stale, contents: Data("half".utf8))) }
        let file = try AtomicFile(path: path)
        try file.write("new")
        try file.commit()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
        #expect(FileManager.default.fileExists(atPath: foreign))
    }

    @Test("a very long file name still gets a temporary file that fits")
    func longName() throws {
        let path = folder.path(String(repeating: "n", count: 250) + ".vcf")
        let file = try AtomicFile(path: path)
        try file.write("x")
        try file.commit()
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
