import VCard

#if canImport(Glibc)
import Glibc
#endif

/// A file of cards (or standard input) opened to read, in whichever form it
/// is: plain vCard (2.1, 3.0, 4.0), xCard or jCard. The one way a card file
/// is opened — by `import`, `lint` and `convert`, and by the file and folder
/// books of a sync — so a path is read alike by all of them.
///
/// The rules it keeps:
/// - The form is told by content, never by name: xCard starts with `<` (in
///   UTF-8 or UTF-16), jCard with `[`, anything else is read as vCard, whose
///   reader reports line by line what is wrong.
/// - Input that is plainly no address book (``BookContent``: an image, CSV,
///   a JSON object, nothing at all) is refused before anything reads it,
///   with ``BookError/notABook(path:content:)``; only a caller whose book
///   may start empty (a sync writes into it) takes an empty file as a book.
/// - Each form streams (memory stays flat however big the file), except
///   xCard and jCard from a pipe, which are read whole.
/// - Failures are typed errors naming the path; nothing here prints.
public struct CardSource {
    /// The forms a card file is written in.
    public enum Form: String, Sendable, CustomStringConvertible {
        /// Plain vCard (2.1, 3.0 or 4.0), xCard (vCard in XML, RFC 6351) or jCard
        /// (vCard in JSON, RFC 7095).
        case vCard, xCard, jCard

        /// The form's name as messages write it: `vCard`, `xCard`, `jCard`.
        public var description: String { rawValue }
    }

    /// Which form the file is in.
    public let form: Form
    /// The cards and diagnostics, in order.
    public let results: AnySequence<ReadResult>
    /// The reader of a plain vCard file, for a caller that needs more of it
    /// than the results (the cards it knows, the bytes after the last card).
    public let vCardReader: VCardReader?

    /// Blank lines after the last card of a plain vCard file, once its
    /// cards are read; none for xCard or jCard.
    public var trailingTrivia: [UInt8] { vCardReader?.trailingTrivia ?? [] }

    private init(_ reader: VCardReader) {
        form = .vCard
        results = AnySequence(reader)
        vCardReader = reader
    }

    /// A source of xCard or jCard, whose readers know nothing of
    /// ``ReaderOptions/strict``: under it, each result is taken strictly.
    private init(form: Form, results: AnySequence<ReadResult>, options: ReaderOptions) {
        self.init(form: form, results: options.strict ? AnySequence(results.lazy.map(\.strict)) : results)
    }

    private init(form: Form, results: AnySequence<ReadResult>) {
        self.form = form
        self.results = results
        vCardReader = nil
    }

    /// Opens the file at `path`, to be read with `options` (its file name
    /// names the file in diagnostics and in a ``BookError/notABook(path:content:)``,
    /// its threads read xCard and vCard). An empty file is a book of no
    /// card, as `[]` is in jCard and `<vcards/>` in xCard.
    public static func open(_ path: String, options: ReaderOptions) throws(BookError) -> CardSource {
        let (descriptor, head, form) = try openFile(path, name: options.fileName)
        switch form {
        case .vCard:
            // The reader takes the descriptor, and closes it when it goes.
            return CardSource(VCardReader(fileDescriptor: descriptor, readAhead: head, closing: true, options: options))
        case .xCard:
            close(descriptor)
            // libxml2 reads the file by its path, in spans on several threads.
            guard let reader = XCardReader(path: path, fileName: options.fileName, threads: options.threads) else {
                throw .cannotRead(path: path, reason: "libxml2 cannot open it")
            }
            return CardSource(form: .xCard, results: AnySequence(reader), options: options)
        case .jCard:
            close(descriptor)
            guard let reader = JCardReader(path: path, options: JCardOptions(options)) else {
                throw .cannotRead(path: path, reason: FileStatus.lastError())
            }
            return CardSource(form: .jCard, results: AnySequence(reader), options: options)
        }
    }

    /// Opens the plain vCard file at `path`, for a book that writes it back:
    /// xCard and jCard are refused (``BookError/notAVCardFile(path:form:)``)
    /// before a reader is made for them, and a card the file ends inside
    /// is rejected (``ReaderOptions/rejectsCardCutShort``): what is written
    /// back is never a card cut short.
    public static func openVCard(_ path: String, options: ReaderOptions) throws(BookError) -> VCardReader {
        var options = options
        options.rejectsCardCutShort = true
        let (descriptor, head, form) = try openFile(path, name: options.fileName)
        guard form == .vCard else {
            close(descriptor)
            throw .notAVCardFile(path: path, form: form.description)
        }
        return VCardReader(fileDescriptor: descriptor, readAhead: head, closing: true, options: options)
    }

    /// Opens standard input, after `head`: its first bytes when
    /// ``readStandardInputHead()`` read them already (to name input that
    /// is no address book before anything is made for it), else read now.
    /// Plain vCard streams; xCard and jCard are read whole.
    public static func openStandardInput(head: [UInt8]? = nil, options: ReaderOptions) throws(BookError) -> CardSource {
        let head = head ?? readStandardInputHead()
        switch try sniff(head, name: options.fileName) {
        case .vCard:
            return CardSource(VCardReader(fileDescriptor: 0, readAhead: head, options: options))
        case .xCard:
            return CardSource(form: .xCard, results: AnySequence(XCardReader(bytes: head + readRest(0), fileName: options.fileName)),
                              options: options)
        case .jCard:
            let reader = JCardReader(bytes: head + readRest(0), options: JCardOptions(options))
            return CardSource(form: .jCard, results: AnySequence(reader), options: options)
        }
    }

    /// The first ``BookContent/headSize`` bytes of standard input (fewer at
    /// its end), which tell its form.
    public static func readStandardInputHead() -> [UInt8] {
        (try? readHead(0)) ?? []
    }

    /// What the file at `path` (`nil`: standard input) plainly is
    /// instead of an address book, looked at without moving its offset;
    /// `nil` when it may be one, or is no regular file (a pipe cannot be
    /// looked at without consuming it), or cannot be opened. Never waits:
    /// a FIFO no one writes to is opened without blocking, and is no
    /// regular file.
    public static func plainlyNotABook(_ path: String?) -> BookContent? {
        // Not even opened when it is no regular file: opening a FIFO a writer waits on would cut it off.
        if let path {
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        }
        let descriptor = path.map { Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) } ?? 0
        guard descriptor >= 0 else { return nil }
        defer { if path != nil { close(descriptor) } }
        guard isRegularFile(descriptor: descriptor) else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        var head = [UInt8](repeating: 0, count: BookContent.headSize)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, Swift.max(offset, 0)) }
        return count >= 0 ? BookContent.sniff(head[0..<count]) : nil
    }

    /// Whether `descriptor` is open on a regular file.
    public static func isRegularFile(descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    // MARK: - Reading

    /// Opens `path` and reads its head to tell its form: the open
    /// descriptor (the caller's to close), the head and the form.
    private static func openFile(_ path: String, name: String) throws(BookError) -> (Int32, [UInt8], Form) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: FileStatus.lastError()) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw .cannotRead(path: path, reason: "is a directory")
        }
        do throws(BookError) {
            let head: [UInt8]
            do { head = try readHead(descriptor) } catch { throw .cannotRead(path: path, reason: error.reason) }
            return (descriptor, head, try sniff(head, name: name))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The form `head` says, or the error for what is plainly no address
    /// book. An empty head is plain vCard of no card.
    private static func sniff(_ head: [UInt8], name: String) throws(BookError) -> Form {
        if let content = BookContent.sniff(head), content != .empty {
            throw .notABook(path: name, content: content)
        }
        if XCardReader.looksLikeXML(head) { return .xCard }
        if JCard.looksLikeJSON(head) { return .jCard }
        return .vCard
    }

    /// Up to ``BookContent/headSize`` bytes from `descriptor`, fewer only at its end.
    private static func readHead(_ descriptor: Int32) throws(FileBytes.Failure) -> [UInt8] {
        var head = [UInt8](repeating: 0, count: BookContent.headSize)
        var count = 0
        while count < head.count {
            let got = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { throw FileBytes.Failure(reason: FileStatus.lastError()) }
            if got == 0 { break }
            count += got
        }
        head.removeSubrange(count...)
        return head
    }

    private static func readRest(_ descriptor: Int32) -> [UInt8] {
        (try? FileBytes.read(descriptor: descriptor)) ?? []
    }
}
