import Foundation
import HotelsTestSupport
import Testing
@testable import Books
import VCard

@Suite("A .vcf file as a book")
struct CardFileBookTests {
    static let three = [
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a\r\nEND:VCARD\r\n",
        "\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID:a\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No UID\r\nEND:VCARD\r\n\r\n",
    ].joined()

    /// A `.vcf` book of `text` in a folder of its own, removed when this goes.
    struct BookFile {
        let folder = TemporaryDirectory()
        let path: String
        let book: CardFileBook

        init(_ text: String) throws {
            path = folder.path("book.vcf")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            book = CardFileBook(path: path)
        }
    }

    func items(_ book: CardFileBook) throws -> [BookItem] {
        var items: [BookItem] = []
        _ = try book.scan { items.append($0.item) }
        return items
    }

    @Test("a new card after a last card without a final line break starts on a line of its own", arguments: [false, true])
    func createAfterUnendedLastCard(withUpdate: Bool) throws {
        let file = try BookFile("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID:b\r\nEND:VCARD")
        let (path, book) = (file.path, file.book)
        let before = try items(book)
        var changes: [BookChange] = []
        if withUpdate {
            changes.append(.update(id: "a", version: before[0].version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A2\r\nUID:a\r\nEND:VCARD\r\n".utf8)))
        }
        changes.append(.create(uid: "c", bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nUID:c\r\nEND:VCARD\r\n".utf8)))
        _ = try book.apply(changes)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasSuffix("FN:B\r\nUID:b\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nUID:c\r\nEND:VCARD\r\n"))
        #expect(try items(book).map(\.id) == ["a", "b", "c"])
    }

    /// A probe's: a file of nothing but a byte-order mark (an editor's
    /// empty file) got a blank line between the mark and its first card.
    @Test("a new card in a file that is only a byte-order mark follows the mark at once")
    func createAfterMarkOnly() throws {
        let file = try BookFile("\u{FEFF}")
        #expect(try items(file.book).isEmpty)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nUID:c\r\nEND:VCARD\r\n"
        _ = try file.book.apply([.create(uid: "c", bytes: Array(card.utf8))])
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == Data(("\u{FEFF}" + card).utf8))
        #expect(try items(file.book).map(\.id) == ["c"])
    }

    /// "A hotel card without a UID is given one: the only change made to a
    /// card nobody edited": its line breaks are its own, not the file's.
    @Test("an updated card keeps its own line breaks: an LF card in a CRLF file stays LF, the others are untouched")
    func updateKeepsCardLineBreaks() throws {
        let first = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a\r\nEND:VCARD\r\n"
        let file = try BookFile(first + "BEGIN:VCARD\nVERSION:3.0\nFN:B\nEND:VCARD\n")
        let before = try items(file.book)
        _ = try file.book.apply([.update(id: before[1].id, version: before[1].version,
                                         bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID:b\r\nEND:VCARD\r\n".utf8))])
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == first + "BEGIN:VCARD\nVERSION:3.0\nFN:B\nUID:b\nEND:VCARD\n")
        #expect(try items(file.book).map(\.id) == ["a", "b"])
    }

    @Test("a file another program writes while it is read: the scan says it changed meanwhile (a run starts over), not that it cannot be written")
    func changedWhileRead() throws {
        let file = try BookFile(Self.three)
        let (path, book) = (file.path, file.book)
        book.threads = 1
        var appended = false
        #expect(throws: BookError.changedMeanwhile(path: path, item: nil)) {
            _ = try book.scan(knowing: KnownCards()) { _ throws(BookError) in
                guard !appended else { return }
                appended = true
                let handle = try? FileHandle(forWritingTo: URL(fileURLWithPath: path))
                _ = try? handle?.seekToEnd()
                try? handle?.write(contentsOf: Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:New\r\nEND:VCARD\r\n".utf8))
                try? handle?.close()
            }
        }
        // Read again, it is whole and can be written.
        #expect(try book.scan(knowing: KnownCards()) { _ throws(BookError) in }.unwritable == nil)
    }

    @Test("ids: the UID, numbered when repeated; a hash without one; never the position")
    func ids() throws {
        let file = try BookFile(Self.three)
        let (path, book) = (file.path, file.book)
        let listed = try items(book)
        #expect(listed.map(\.id).prefix(2) == ["a", "a#2"])
        #expect(listed[2].id.hasPrefix("hash-"))
        #expect(listed.map(\.line) == [1, 7, 12])
        // A card inserted first changes no other id.
        try ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:New\r\nUID:new\r\nEND:VCARD\r\n" + Self.three).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try items(book).map(\.id).dropFirst() == listed.map(\.id)[...])
    }

    @Test("a UID's id is trimmed as the hotel's UID is (Unicode white space): a no-break space after it is the same card's id, a repeat")
    func trimmedUID() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        try ["BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:abc\u{A0}\r\nEND:VCARD\r\n",
             "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID: abc\t\r\nEND:VCARD\r\n",
             "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nUID:\u{3000}\r\nEND:VCARD\r\n"].joined().write(toFile: path, atomically: true, encoding: .utf8)
        let listed = try items(CardFileBook(path: path))
        #expect(listed.map(\.id).prefix(2) == ["abc", "abc#2"])
        #expect(listed[2].id.hasPrefix("hash-"), "a UID of white space alone is none")
    }

    @Test("a write keeps every byte it does not change, and adds with the file's line endings")
    func writeKeepsBytes() throws {
        let lf = Self.three.replacingOccurrences(of: "\r\n", with: "\n")
        let file = try BookFile(lf)
        let (path, book) = (file.path, file.book)
        let listed = try items(book)
        let write = try book.apply([
            .update(id: "a#2", version: listed[1].version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B2\r\nUID:a\r\nEND:VCARD\r\n".utf8)),
            .create(uid: "c", bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C\r\nUID:c\r\nEND:VCARD\r\n".utf8)),
        ])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == lf.replacingOccurrences(of: "FN:B\n", with: "FN:B2\n") + "BEGIN:VCARD\nVERSION:3.0\nFN:C\nUID:c\nEND:VCARD\n")
        // The items written are what the next scan lists.
        let again = try items(book)
        #expect(write.items.compactMap { $0 } == [again[1], again[3]].map { BookItem(id: $0.id, version: $0.version, file: path, line: 0) })
    }

    @Test("a delete of the first of a repeated UID renumbers the next")
    func renumbered() throws {
        let file = try BookFile(Self.three)
        let book = file.book
        let listed = try items(book)
        let write = try book.apply([.delete(id: "a", version: listed[0].version)])
        #expect(write.renumbered["a#2"]?.id == "a")
        #expect(try items(book).first?.id == "a")
    }

    @Test("a change made after the scan is never overwritten")
    func changedMeanwhile() throws {
        let file = try BookFile(Self.three)
        let (path, book) = (file.path, file.book)
        let listed = try items(book)
        let edited = Self.three + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Added elsewhere\r\nEND:VCARD\r\n"
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: BookError.changedMeanwhile(path: path, item: nil)) {
            try book.apply([.delete(id: "a", version: listed[0].version)])
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        // The file itself is named, not as one of its cards.
        #expect(BookError.changedMeanwhile(path: path, item: nil).description
            == "\(path) changed while this run was working; nothing of it was overwritten, the next run takes the change in")
        #expect(BookError.changedMeanwhile(path: "/b", item: "x.vcf").description.hasPrefix("/b: 'x.vcf' changed while"))
    }

    @Test("a card that cannot be read keeps its bytes, and its id when its UID shows")
    func unreadable() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        let long = String(repeating: "x", count: 300)
        let text = Self.three + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long\r\nNOTE:\(long)\r\nUID:lo\r\n ng\r\nEND:VCARD\r\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let book = CardFileBook(path: path)
        book.limits = ReaderLimits(valueBytes: 100)
        var problems: [BookProblem] = []
        let listed = try { () throws -> [BookItem] in
            var items: [BookItem] = []
            problems = try book.scan { items.append($0.item) }.problems
            return items
        }()
        #expect(problems.map(\.item) == ["long"])
        _ = try book.apply([.delete(id: "a", version: listed[0].version)])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text.replacingOccurrences(of: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a\r\nEND:VCARD\r\n", with: ""))
    }

    @Test("xCard and jCard files are refused: a sync does not write them back")
    func otherForms() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.xml")
        try "<?xml version=\"1.0\"?><vcards xmlns=\"urn:ietf:params:xml:ns:vcard-4.0\"/>".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: BookError.notAVCardFile(path: path, form: "xCard")) { try CardFileBook(path: path).scan { _ in } }
    }

    @Test("every plain vCard file of the corpus: a write that changes one card keeps every other byte")
    func corpus() throws {
        if TestPaths.isCI { try #require(TestPaths.sharedCorpus != nil, "CI=true: ../shared/corpus/vcard is missing") }
        let entries = CorpusEntry.all().filter(\.isPlainVCard)
        guard !entries.isEmpty else { return }
        let folder = TemporaryDirectory()
        var checked = 0
        for entry in entries {
            let original = try entry.bytes()
            let path = folder.path("book.vcf")
            _ = FileManager.default.createFile(atPath: path, contents: Data(original))
            let book = CardFileBook(path: path)
            var first: (item: BookItem, bytes: [UInt8])?
            do {
                _ = try book.scan { entry throws(BookError) in
                    if first == nil, let card = try entry.card(), let origin = card.origin { first = (entry.item, origin.source.cardBytes) }
                }
            } catch {
                // A file of the corpus with no BEGIN:VCARD line (a reader's test of stray text) is no book.
                guard error == .notABook(path: path, content: .textWithoutCards) else { throw error }
                continue
            }
            guard let first else { continue }
            // Rewriting the first card: every byte after it stays.
            let replacement = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Replaced\r\nUID:\(first.item.id)\r\nEND:VCARD\r\n".utf8)
            _ = try book.apply([.update(id: first.item.id, version: first.item.version, bytes: replacement)])
            let after = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            guard let start = Self.find(first.bytes, in: original) else { continue }
            let rest = original[(start + first.bytes.count)...]
            #expect(after.starts(with: original[..<start]), "\(entry.path)")
            #expect(after.suffix(rest.count).elementsEqual(rest), "\(entry.path)")
            checked += 1
        }
        #expect(checked > 10)
    }
}

extension CardFileBookTests {
    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }
}

@Suite("A vdir as a book")
struct CardFolderBookTests {
    @Test("a new card never replaces a file made meanwhile, an update never one changed meanwhile")
    func preconditions() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        let write = try book.apply([.create(uid: "x", bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n".utf8))])
        let item = try #require(write.items.first ?? nil)
        #expect(item.id == "x.vcf")
        // Another client rewrites it.
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Other\r\nUID:x\r\nEND:VCARD\r\n".write(toFile: folder.path("x.vcf"), atomically: true, encoding: .utf8)
        #expect(throws: BookError.changedMeanwhile(path: folder.path("x.vcf"), item: "x.vcf")) {
            try book.apply([.update(id: "x.vcf", version: item.version, bytes: Array("changed".utf8))])
        }
        #expect(throws: BookError.changedMeanwhile(path: folder.path("x.vcf"), item: "x.vcf")) {
            try book.apply([.delete(id: "x.vcf", version: item.version)])
        }
        #expect(try String(contentsOfFile: folder.path("x.vcf"), encoding: .utf8).contains("FN:Other"))
    }

    /// A probe's: a store edit pushed into a vdir card written with LF (as
    /// vdirsyncer writes them) turned every line of its file to CRLF.
    @Test("a folder's card file updated keeps its own line breaks, LF or CRLF")
    func folderUpdateKeepsLineBreaks() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        try "BEGIN:VCARD\nVERSION:3.0\nFN:A\nUID:a\nEND:VCARD\n".write(toFile: folder.path("a.vcf"), atomically: true, encoding: .utf8)
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID:b\r\nEND:VCARD\r\n".write(toFile: folder.path("b.vcf"), atomically: true, encoding: .utf8)
        var items: [String: BookItem] = [:]
        _ = try book.scan { items[$0.item.id] = $0.item }
        let a = try #require(items["a.vcf"]), b = try #require(items["b.vcf"])
        _ = try book.apply([.update(id: "a.vcf", version: a.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A2\r\nUID:a\r\nEND:VCARD\r\n".utf8)),
                            .update(id: "b.vcf", version: b.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B2\r\nUID:b\r\nEND:VCARD\r\n".utf8))])
        #expect(try String(contentsOfFile: folder.path("a.vcf"), encoding: .utf8) == "BEGIN:VCARD\nVERSION:3.0\nFN:A2\nUID:a\nEND:VCARD\n")
        #expect(try String(contentsOfFile: folder.path("b.vcf"), encoding: .utf8) == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B2\r\nUID:b\r\nEND:VCARD\r\n")
    }

    /// A probe's: a run killed while writing a vdir left a card moved aside
    /// to be removed (the whole card, personal data and all) and a new
    /// card's temporary link, which no later run removed.
    @Test("a write sweeps the temporary files killed runs left in the folder, whatever card they were for; a running writer's stay")
    func staleTemporariesSwept() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let left = [".h-B.vcf.\(dead)-remove.tmp", ".0f1e-aa.vcf.\(dead)-Xy12Zq.tmp"], running = ".other.vcf.\(getpid())-AbC123.tmp"
        for name in left + [running, ".hidden-note"] {
            #expect(FileManager.default.createFile(atPath: folder.path(name), contents: Data("BEGIN:VCARD\r\nFN:Hotel B\r\nEND:VCARD\r\n".utf8)))
        }
        _ = try book.apply([.create(uid: "x", bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n".utf8))])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == [".hidden-note", running, "x.vcf"])
    }

    @Test("a write stopped by a card changed meanwhile has said which changes it made: they stay made")
    func madeBeforeAStop() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        for uid in ["a", "b", "c"] {
            try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(uid)\r\nUID:\(uid)\r\nEND:VCARD\r\n".write(toFile: folder.path("\(uid).vcf"), atomically: true, encoding: .utf8)
        }
        var items: [String: BookItem] = [:]
        _ = try book.scan { items[$0.item.id] = $0.item }
        let a = try #require(items["a.vcf"]), b = try #require(items["b.vcf"]), c = try #require(items["c.vcf"])
        // Another client rewrites c before the write reaches it.
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Other\r\nUID:c\r\nEND:VCARD\r\n".write(toFile: folder.path("c.vcf"), atomically: true, encoding: .utf8)
        var made: [Range<Int>] = []
        #expect(throws: BookError.changedMeanwhile(path: folder.path("c.vcf"), item: "c.vcf")) {
            try book.apply([.update(id: "a.vcf", version: a.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A2\r\nUID:a\r\nEND:VCARD\r\n".utf8)),
                            .delete(id: "b.vcf", version: b.version),
                            .update(id: "c.vcf", version: c.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:C2\r\nUID:c\r\nEND:VCARD\r\n".utf8)),
                            .create(uid: "d", bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:D\r\nUID:d\r\nEND:VCARD\r\n".utf8))]) { made.append($0) }
        }
        #expect(made == [0..<1, 1..<2])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == ["a.vcf", "c.vcf"])
        #expect(try String(contentsOfFile: folder.path("a.vcf"), encoding: .utf8).contains("FN:A2"))
    }

    @Test("an update leaves another program's write of its card file in place up to the rename, as a .vcf file's write does")
    func updateChecksAtRename() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        let path = folder.path("x.vcf")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        var items: [BookItem] = []
        _ = try book.scan { items.append($0.item) }
        let item = try #require(items.first)
        // Another program changes the card in place once the new bytes are written, before they replace it.
        book.beforeCommit = { written in
            guard let handle = FileHandle(forWritingAtPath: written) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("NOTE:theirs\r\n".utf8))
            handle.closeFile()
        }
        #expect(throws: BookError.changedMeanwhile(path: path, item: "x.vcf")) {
            try book.apply([.update(id: "x.vcf", version: item.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ours\r\nUID:x\r\nEND:VCARD\r\n".utf8))])
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("NOTE:theirs\r\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")) == ["x.vcf"])
    }

    @Test("a delete removes only the file the scan saw: another program's replacement at that moment stays")
    func deleteLeavesAReplacement() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        let path = folder.path("x.vcf")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        var items: [BookItem] = []
        _ = try book.scan { items.append($0.item) }
        let item = try #require(items.first)
        // Another client (khard, vdirsyncer) saves its edit of the card as
        // they all do, by a rename over the name, while the delete runs.
        book.beforeRemoval = { _ in
            try? "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Theirs\r\nUID:x\r\nEND:VCARD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        _ = try book.apply([.delete(id: "x.vcf", version: item.version)])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("FN:Theirs"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")) == ["x.vcf"])
    }

    @Test("a delete puts back a card file written in place as it was removed, and says it changed meanwhile")
    func deletePutsBackAnInPlaceWrite() throws {
        let folder = TemporaryDirectory()
        let book = CardFolderBook(path: folder.path(""))
        let path = folder.path("x.vcf")
        try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        var items: [BookItem] = []
        _ = try book.scan { items.append($0.item) }
        let item = try #require(items.first)
        // Another program, which opened the file before, appends to it.
        book.beforeRemoval = { removed in
            guard let handle = FileHandle(forWritingAtPath: removed) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("NOTE:theirs\r\n".utf8))
            handle.closeFile()
        }
        #expect(throws: BookError.changedMeanwhile(path: path, item: "x.vcf")) {
            try book.apply([.delete(id: "x.vcf", version: item.version)])
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("NOTE:theirs\r\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")) == ["x.vcf"])
    }

    @Test("temporary, hidden and extension-less files are not cards")
    func notCards() throws {
        let folder = TemporaryDirectory()
        for name in [".x.vcf.123-abcdef.tmp", ".hidden.vcf", "README", "card.vcf"] {
            try "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nEND:VCARD\r\n".write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        }
        var ids: [String] = []
        _ = try CardFolderBook(path: folder.path("")).scan { ids.append($0.item.id) }
        #expect(ids == ["card.vcf"])
    }

    @Test("export's put names cards as the sync's creates do, replaces its own files, and puts the same bytes twice alike")
    func put() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("out")
        let cards = [("x", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nUID:x\r\nEND:VCARD\r\n"), ("a/b", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a/b\r\nEND:VCARD\r\n")]
        for _ in 1...2 {
            let book = CardFolderBook(path: path)
            try book.make()
            let written = try cards.map { uid, text throws(BookError) in try book.put(uid: uid, bytes: Array(text.utf8)) }
            var names = CardFileNames()
            #expect(written == cards.map { folder.path("out/" + names.name(for: $0.0)) })
            #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == written.map { String($0.dropFirst(path.count + 1)) }.sorted())
        }
        #expect(try String(contentsOfFile: folder.path("out/x.vcf"), encoding: .utf8) == cards[0].1)
        // A sync's new card with a taken name gets the next one.
        let created = try CardFolderBook(path: path).apply([.create(uid: "x", bytes: Array(cards[0].1.utf8))])
        #expect(created.items.first??.id == "x-2.vcf")
    }
}

@Suite("One run at a time")
struct RunLockTests {
    /// What an attempt at the lock at `path` found: the lock, taken, or
    /// the holder it names (`.some(nil)`: none), the other part `nil`.
    func attempt(_ path: String) throws -> (lock: RunLock?, holder: Int32??) {
        switch try RunLock.attempt(path) {
        case .acquired(let lock): return (lock, nil)
        case .busy(let pid): return (nil, .some(pid))
        }
    }

    @Test("a second attempt is busy and names the holder; a released lock is free again")
    func busy() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("lock")
        var held = try attempt(path).lock
        #expect(held != nil)
        #expect(try attempt(path).holder == .some(getpid()))
        held = nil
        #expect(try attempt(path).lock != nil)
    }

    /// A probe's: of two syncs started at once, the one refused often named
    /// no pid — it read the file before the holder had written its own.
    @Test("a holder caught before it wrote its pid is named once it has: not an ended holder's pid, nor none")
    func holderNamedOnceWritten() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("lock")
        let held = try attempt(path).lock
        #expect(held != nil)
        // The last holder's pid, of a process that has ended, as a new holder finds the file.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        try "\(ended.processIdentifier)\n".write(toFile: path, atomically: false, encoding: .utf8)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.03)
            try? "\(getpid())\n".write(toFile: path, atomically: false, encoding: .utf8)
        }
        writer.start()
        #expect(try attempt(path).holder == .some(getpid()))
        // A file that never names a living holder names none.
        try "\(ended.processIdentifier)\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try attempt(path).holder == .some(nil))
        withExtendedLifetime(held) {}
    }
}

@Suite("A .vcf book lists the cards it knows without parsing them")
struct KnownCardScanTests {
    /// Cards of every shape an id depends on: a repeated UID, no UID, blank
    /// lines before a card, a card that cannot be read, LF line breaks.
    static let book = [
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nUID:first\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:a\r\nEND:VCARD\r\n",
        "\r\n\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nUID:a\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No UID\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Too long\r\nNOTE:\(String(repeating: "x", count: 300))\r\nUID:long\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\nVERSION:3.0\nFN:C\nUID:a\nEND:VCARD\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:D\r\nUID:d\r\nEND:VCARD\r\n\r\n",
    ].joined()

    /// Under which the fifth card is too long to read.
    static let limits = ReaderLimits(valueBytes: 100)

    func scan(_ book: CardFileBook, knowing known: KnownCards = KnownCards()) throws -> (items: [BookItem], cards: [String?], scan: BookScan) {
        var items: [BookItem] = [], cards: [String?] = []
        let scan = try book.scan(knowing: known) { entry throws(BookError) in
            items.append(entry.item)
            cards.append(try entry.card()?.formattedName)
        }
        return (items, cards, scan)
    }

    /// The book of ``book`` in a file, read with `threads`, and every card of
    /// it known but the one without a UID (as a full scan listed them).
    func knownBook(threads: Int) throws -> (book: CardFileBook, path: String, full: (items: [BookItem], cards: [String?], scan: BookScan), known: KnownCards, folder: TemporaryDirectory) {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        try Data(Self.book.utf8).write(to: URL(fileURLWithPath: path))
        let book = CardFileBook(path: path)
        book.threads = threads
        book.limits = Self.limits
        let full = try scan(book)
        var known = KnownCards()
        for item in full.items where !item.id.hasPrefix("hash-") { known.ids[item.versionKey] = item.id }
        return (book, path, full, known, folder)
    }

    @Test("known cards keep their ids, versions, lines and numbering, and still read when asked — read ahead or not",
          arguments: [1, 2], [false, true])
    func sameListing(threads: Int, readsAhead: Bool) throws {
        let (book, path, full, known, folder) = try knownBook(threads: threads)
        defer { withExtendedLifetime(folder) {} }
        #expect(full.items.map(\.id).prefix(3) == ["first", "a", "a#2"])
        #expect(full.scan.problems.count == 1)
        if readsAhead { book.readAhead() }
        let quick = try scan(book, knowing: known)
        #expect(quick.items == full.items)
        #expect(quick.cards == full.cards)
        #expect(quick.scan.problems == full.scan.problems)
        #expect(quick.scan.unwritable == nil)
        // A write after a scan that parsed almost nothing keeps every byte.
        let d = try #require(quick.items.last)
        _ = try book.apply([.update(id: d.id, version: d.version, bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:D2\r\nUID:d\r\nEND:VCARD\r\n".utf8))])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == Self.book.replacingOccurrences(of: "FN:D\r\n", with: "FN:D2\r\n"))
    }

    @Test("known cards named after the reading ran far ahead are listed unparsed, and a write after them numbers as a scan does")
    func farAhead() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        var text = ""
        for index in 0..<1000 { text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card \(index)\r\nUID:u\(index % 700)\r\nEND:VCARD\r\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let book = CardFileBook(path: path)
        book.threads = 2
        let full = try scan(book).items
        var known = KnownCards()
        for item in full.dropFirst() { known.ids[item.versionKey] = item.id }
        book.readAhead()
        // Time for the reading thread to frame batches before it knows any card.
        Thread.sleep(forTimeInterval: 0.2)
        var quick: [BookItem] = [], unparsed = 0
        _ = try book.scan(knowing: known, reading: { _ in true }) { entry throws(BookError) in
            quick.append(entry.item)
            if case .inFile = entry.source { unparsed += 1 }
        }
        #expect(quick == full)
        #expect(unparsed == 999)
        // u5's first card goes: its second (card 706) becomes u5.
        let write = try book.apply([.delete(id: "u5", version: full[5].version)])
        #expect(write.renumbered["u5#2"]?.id == "u5")
        let again = try scan(book).items
        #expect(again.count == 999)
        #expect(again.contains { $0.id == "u5" && $0.version == full[705].version })
    }

    @Test("a file another program replaces after the reading ahead began is read again", arguments: [1, 2])
    func replacedAfterReadingAhead(threads: Int) throws {
        let (book, path, _, known, folder) = try knownBook(threads: threads)
        defer { withExtendedLifetime(folder) {} }
        book.readAhead()
        try (Self.book + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:E\r\nUID:e\r\nEND:VCARD\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let again = try scan(book, knowing: known)
        #expect(again.items.map(\.id).last == "e")
        #expect(again.cards.last == "E")
        #expect(again.scan.unwritable == nil)
    }

    @Test("the reader hands out a known card framed, with the hash of the bytes a full read gives", arguments: [1, 2])
    func readerKnownCards(threads: Int) throws {
        var options = ReaderOptions(threads: threads, limits: Self.limits)
        var hashes: [UInt64] = [], lines: [Int] = [], leading: [Int] = []
        for result in VCardReader(bytes: Array(Self.book.utf8), options: options) {
            guard case .card(let card, _) = result, let origin = card.origin else { continue }
            hashes.append(origin.source.withCardBytes { ContentHash.value(of: $0) })
            lines.append(origin.line)
            leading.append(origin.source.cardStart)
        }
        options.knownCards = Set(hashes)
        var known: [KnownCard] = [], parsed = 0
        for result in VCardReader(bytes: Array(Self.book.utf8), options: options) {
            switch result {
            case .known(let card): known.append(card)
            case .card: parsed += 1
            case .rejected, .diagnostic: break
            }
        }
        // The first card is always parsed: its version and line breaks are the book's.
        #expect(parsed == 1)
        #expect(known.map(\.hash) == Array(hashes.dropFirst()))
        #expect(known.map(\.index) == [2, 3, 4, 6, 7])
        #expect(known.map(\.line) == Array(lines.dropFirst()))
        #expect(known.map(\.leadingCount) == Array(leading.dropFirst()))
        #expect(known[1].leadingCount == 4)
    }

    @Test("a UID holding # or % never takes the id of another card's occurrence")
    func occurrenceMarks() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("book.vcf")
        let uids = ["x", "x", "x#2", "x%232", "50%", "x#2"]
        try uids.map { "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\($0)\r\nUID:\($0)\r\nEND:VCARD\r\n" }.joined()
            .write(toFile: path, atomically: true, encoding: .utf8)
        let book = CardFileBook(path: path)
        let full = try scan(book)
        #expect(full.items.map(\.id) == ["x", "x#2", "x%232", "x%25232", "50%25", "x%232#2"])
        #expect(full.items.map { CardFileBook.baseID(ofID: $0.id) } == uids)
        var known = KnownCards()
        for item in full.items.dropFirst() { known.ids[item.versionKey] = item.id }
        // Known, each card keeps its id; two cards of the same bytes (the
        // first two, and the third and last) may trade theirs, which changes nothing.
        let again = try scan(book, knowing: known)
        #expect(Dictionary(uniqueKeysWithValues: again.items.map { ($0.id, $0.versionKey) })
                == Dictionary(uniqueKeysWithValues: full.items.map { ($0.id, $0.versionKey) }))
    }

    /// A crash probe's: a book rewritten in place (the shell's `>`) while a sync copied its cards was "cannot read: it got shorter", 66.
    @Test("a card read again from a file grown shorter since its reading is the book changed meanwhile (75), not a file that cannot be read")
    func shorterSinceRead() throws {
        let folder = TemporaryDirectory("hotels-book")
        let path = folder.path("book.vcf")
        try Data(CardFileBookTests.three.utf8).write(to: URL(fileURLWithPath: path))
        let range = 0..<CardFileBookTests.three.utf8.count
        #expect(try CardFileBook.readBytes(in: path, range).count == range.count)
        try Data(CardFileBookTests.three.utf8.prefix(10)).write(to: URL(fileURLWithPath: path))
        #expect(throws: BookError.changedMeanwhile(path: path, item: nil)) { try CardFileBook.readBytes(in: path, range) }
    }
}
