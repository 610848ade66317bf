import Foundation
import HotelsTestSupport
import Testing
@testable import Books
import VCard

/// The one way a file of cards is opened: by import, lint and convert, and
/// by the sync's file and folder books.
struct CardSourceTests {
    /// The cards of a source, by formatted name, and whether any read failed.
    private static func names(_ source: CardSource) -> [String] {
        source.results.compactMap { result in
            if case .card(let card, _) = result { return card.formattedName ?? "" }
            return nil
        }
    }

    private static let vCard = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hotel Adler\r\nUID:adler\r\nEND:VCARD\r\n\r\n"

    @Test("one opener reads each form: plain vCard, xCard and jCard, told apart by content, not by name")
    func readsEveryForm() throws {
        let folder = TemporaryDirectory("hotels-source")
        let card = try #require(VCardReader.read(bytes: Array(Self.vCard.utf8)).cards.first)
        let forms: [(String, [UInt8], CardSource.Form)] = [
            ("plain.vcf", Array(Self.vCard.utf8), .vCard),
            ("x.vcf", XCardWriter.document([card]), .xCard),
            ("j.vcf", JCard.document([card]), .jCard),
        ]
        for (name, bytes, form) in forms {
            try Data(bytes).write(to: URL(fileURLWithPath: folder.path(name)))
            let source = try CardSource.open(folder.path(name), options: ReaderOptions(fileName: name))
            #expect(source.form == form, "\(name)")
            #expect(Self.names(source) == ["Hotel Adler"], "\(name)")
        }
        let plain = try CardSource.open(folder.path("plain.vcf"), options: ReaderOptions(fileName: "plain.vcf"))
        #expect(Self.names(plain).count == 1)
        #expect(plain.trailingTrivia == Array("\r\n".utf8))
        let fixture = TestPaths.fixtures.appendingPathComponent("books/contacts-xcard.xml").path
        let xCard = try CardSource.open(fixture, options: ReaderOptions(fileName: fixture))
        #expect(xCard.form == .xCard)
        #expect(!Self.names(xCard).isEmpty)
    }

    /// UTF-16 with no byte-order mark (Windows' "Unicode" without one) had
    /// been read as vCard of lines outside any card, and a UTF-16 jCard as
    /// vCard; each is now read in its form, with a warning naming the encoding.
    @Test("UTF-16 in either byte order, with or without its mark, is read in its form: vCard and jCard alike",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func utf16(bigEndian: Bool, mark: Bool) throws {
        let folder = TemporaryDirectory("hotels-source")
        let card = try #require(VCardReader.read(bytes: Array(Self.vCard.utf8)).cards.first)
        func utf16(_ bytes: [UInt8]) -> [UInt8] {
            let units = Array(String(decoding: bytes, as: UTF8.self).utf16)
            let body = units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            return (mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []) + body
        }
        let expected = mark ? "file is UTF-16; read as text and converted to UTF-8"
            : "file is UTF-16 (\(bigEndian ? "big" : "little")-endian, no byte-order mark); read as text and converted to UTF-8"
        for (name, bytes, form) in [("plain.vcf", Array(Self.vCard.utf8), CardSource.Form.vCard), ("j.json", JCard.document([card]), .jCard)] {
            try Data(utf16(bytes)).write(to: URL(fileURLWithPath: folder.path(name)))
            let source = try CardSource.open(folder.path(name), options: ReaderOptions(fileName: name))
            #expect(source.form == form, "\(name)")
            let results = Array(source.results)
            let names = results.compactMap { if case .card(let card, _) = $0 { return card.formattedName } else { return nil } }
            let diagnostics = results.compactMap { if case .diagnostic(let d) = $0 { return d } else { return nil } }
            #expect(names == ["Hotel Adler"], "\(name)")
            #expect(diagnostics.map(\.message) == [expected], "\(name)")
        }
    }

    /// A probe's: the first sync of a book whose path is a FIFO with no
    /// writer hung for good (before --timeout's clock starts), in the look
    /// for what is plainly no book.
    @Test("looking at a FIFO no one writes to returns at once: it is no regular file")
    func fifoIsNotWaitedFor() throws {
        let folder = TemporaryDirectory("hotels-source")
        let fifo = folder.path("phone.vcf")
        #expect(mkfifo(fifo, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        let answer = PendingAnswer()
        Thread.detachNewThread {
            answer.content = CardSource.plainlyNotABook(fifo)
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success, "plainlyNotABook waited for a writer")
        #expect(answer.content == nil)
    }

    /// A review's: with a writer already waiting on the FIFO (`cat c.vcf >
    /// p.vcf & hotels import p.vcf`), the look opened it and closed it, and
    /// the writer was cut off (SIGPIPE): the import then waited for good.
    @Test("looking at a FIFO a writer waits on leaves the writer's bytes for the reader")
    func fifoWithWriter() throws {
        let folder = TemporaryDirectory("hotels-source")
        let fifo = folder.path("phone.vcf")
        #expect(mkfifo(fifo, 0o600) == 0)
        signal(SIGPIPE, SIG_IGN)
        let card = Array(Self.vCard.utf8)
        let written = DispatchSemaphore(value: 0), looked = DispatchSemaphore(value: 0)
        let result = PendingAnswer()
        Thread.detachNewThread {
            // As cat does: open (waiting for a reader), then write.
            let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
            looked.wait()
            result.wrote = card.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            written.signal()
        }
        usleep(100_000)
        #expect(CardSource.plainlyNotABook(fifo) == nil)
        looked.signal()
        // A writer the look let through writes now, into a pipe no one reads.
        usleep(200_000)
        // Read without waiting for good: a writer cut off is gone, and the pipe is at its end.
        let reader = open(fifo, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        var received: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(5)
        while received.count < card.count && Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count > 0 { received += chunk.prefix(count) } else if count == 0 && result.wrote != 0 { break } else { usleep(10_000) }
        }
        close(reader)
        #expect(written.wait(timeout: .now() + 10) == .success)
        #expect(result.wrote == card.count)
        #expect(received == card)
    }

    private final class PendingAnswer: @unchecked Sendable {
        var wrote = 0
        var content: BookContent?
    }

    /// How many descriptors this process has open.
    private static func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    @Test("every refusal closes the file it opened: 200 of each leave no descriptors behind")
    func refusalsCloseTheirFile() throws {
        let folder = TemporaryDirectory("hotels-card-source")
        let image = folder.path("photo.vcf"), xCard = folder.path("book.vcf")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 64)).write(to: URL(fileURLWithPath: image))
        let card = try #require(VCardReader.read(bytes: Array(Self.vCard.utf8)).cards.first)
        try Data(XCardWriter.document([card])).write(to: URL(fileURLWithPath: xCard))
        let before = try Self.openDescriptors()
        // Other tests run beside this one and open files of their own: a
        // leak shows as hundreds more, not a few.
        for _ in 0..<200 {
            #expect(throws: BookError.self) { try CardSource.open(image, options: ReaderOptions(fileName: image)) }
            #expect(throws: BookError.self) { try CardSource.openVCard(xCard, options: ReaderOptions(fileName: xCard)) }
            #expect(throws: BookError.self) { try CardSource.open(folder.path(""), options: ReaderOptions(fileName: "folder")) }
        }
        #expect(try Self.openDescriptors() - before < 100)
    }

    @Test("what is plainly no address book is named, not read; an empty file is a book of no card")
    func namesWhatIsNotABook() throws {
        let folder = TemporaryDirectory("hotels-source")
        let cases: [(String, [UInt8], BookContent)] = [
            ("photo.vcf", TestImages.png, .image("PNG")),
            ("table.vcf", Array("name,city\nAdler,Bern\n".utf8), .separatedValues),
        ]
        for (name, bytes, content) in cases {
            let path = folder.path(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(throws: BookError.notABook(path: "shown/\(name)", content: content)) {
                try CardSource.open(path, options: ReaderOptions(fileName: "shown/\(name)"))
            }
        }
        for (name, bytes) in [("empty.vcf", [UInt8]()), ("blank.vcf", Array(" \r\n".utf8))] {
            try Data(bytes).write(to: URL(fileURLWithPath: folder.path(name)))
            let empty = try CardSource.open(folder.path(name), options: ReaderOptions())
            #expect(empty.form == .vCard && Self.names(empty).isEmpty)
        }
        let missing = folder.path("missing.vcf")
        #expect(throws: BookError.cannotRead(path: missing, reason: "No such file or directory")) {
            try CardSource.open(missing, options: ReaderOptions())
        }
        #expect(throws: BookError.cannotRead(path: folder.url.path, reason: "is a directory")) {
            try CardSource.open(folder.url.path, options: ReaderOptions())
        }
    }
}
