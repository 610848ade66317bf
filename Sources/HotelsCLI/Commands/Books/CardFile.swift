import Books
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// A file of cards in whichever form it is: plain vCard (2.1, 3.0, 4.0),
/// xCard or jCard, told apart by content (xCard starts with `<`, in UTF-8 or
/// UTF-16, jCard with `[`).
struct CardFile {
    /// The cards and diagnostics, in order.
    let results: AnySequence<ReadResult>
    /// Blank lines after the last card of a plain vCard file.
    let trailingTrivia: () -> [UInt8]
    /// Whether it was xCard or jCard (no blank-line trivia to keep).
    let isXCard: Bool

    /// How many threads `lint` and `convert` read with when the user did not
    /// say: two, where there are two cores. xCard's libxml2 parsing runs side
    /// by side in spans (bench/RESULTS.md, xCard runs D–O); plain vCard is
    /// read and framed on one thread while the other parses (vCard runs 10
    /// on). Both were faster on two threads in every run.
    static var defaultThreads: Int { Swift.max(1, Swift.min(2, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The name diagnostics give `path`: standard input's is `<stdin>`.
    static func displayName(_ path: String) -> String { path == "-" ? ReaderOptions.standardInputName : path }

    /// Reads the first ``BookContent/headSize`` bytes of standard input (fewer
    /// at its end), which tell its form: what ``open(_:options:standardInputHead:)``
    /// is given when they were read before, to name input that is no
    /// address book before anything is created for it.
    static func readStandardInputHead() -> [UInt8] {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: BookContent.headSize)
        while head.count < BookContent.headSize {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, BookContent.headSize - head.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            head += chunk[0..<count]
        }
        return head
    }

    /// Opens `path` (`-` for standard input), to be read on `options.threads`
    /// threads. `standardInputHead` is what ``readStandardInputHead()`` read
    /// already, if it was called.
    static func open(_ path: String, options: ReaderOptions, standardInputHead: [UInt8]? = nil) throws(CLIError) -> CardFile {
        if path == "-" {
            // Plain vCard streams from standard input, after the bytes read to tell its form.
            let head = standardInputHead ?? readStandardInputHead()
            if let content = BookContent.sniff(head) { throw .notABook(path: options.fileName, content: content) }
            if XCardReader.looksLikeXML(head) { return xcard(head + readAll(descriptor: 0), name: options.fileName) }
            if JCard.looksLikeJSON(head) { return jcard(head + readAll(descriptor: 0), name: options.fileName) }
            let reader = VCardReader(fileDescriptor: 0, readAhead: head, options: options)
            return CardFile(results: AnySequence(reader), trailingTrivia: { reader.trailingTrivia }, isXCard: false)
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        var head = [UInt8](repeating: 0, count: 512)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count >= 0, let content = BookContent.sniff(head[0..<count]) {
            close(descriptor)
            throw .notABook(path: options.fileName, content: content)
        }
        if count > 0, XCardReader.looksLikeXML(head[0..<count]) {
            close(descriptor)
            // xCard streams from the file: memory stays flat however big it is.
            guard let reader = XCardReader(path: path, fileName: options.fileName, threads: options.threads) else {
                throw .noInput(path: path, reason: "libxml2 cannot open it")
            }
            return CardFile(results: AnySequence(reader), trailingTrivia: { [] }, isXCard: true)
        }
        close(descriptor)
        if count > 0, JCard.looksLikeJSON(head[0..<count]) {
            // jCard streams from the file too.
            guard let reader = JCardReader(path: path, options: JCardOptions(fileName: options.fileName)) else {
                throw .noInput(path: path, reason: String(cString: strerror(errno)))
            }
            return CardFile(results: AnySequence(reader), trailingTrivia: { [] }, isXCard: true)
        }
        let reader: VCardReader
        do {
            reader = try VCardReader(path: path, options: options)
        } catch {
            switch error {
            case .cannotOpen(_, let reason): throw .noInput(path: path, reason: reason)
            }
        }
        return CardFile(results: AnySequence(reader), trailingTrivia: { reader.trailingTrivia }, isXCard: false)
    }

    private static func jcard(_ bytes: [UInt8], name: String) -> CardFile {
        CardFile(results: AnySequence(JCardReader(bytes: bytes, options: JCardOptions(fileName: name))), trailingTrivia: { [] }, isXCard: true)
    }

    private static func xcard(_ bytes: [UInt8], name: String) -> CardFile {
        CardFile(results: AnySequence(XCardReader(bytes: bytes, fileName: name)), trailingTrivia: { [] }, isXCard: true)
    }

    private static func readAll(descriptor: Int32) -> [UInt8] {
        (try? FileBytes.read(descriptor: descriptor)) ?? []
    }
}
