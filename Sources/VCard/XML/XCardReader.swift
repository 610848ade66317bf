#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads xCard (RFC 6351) with libxml2's SAX2 push parser: the input goes
/// to libxml2 a chunk at a time, its element and text events build cards
/// (``XCardBuilder``), and cards come out one at a time, into the same model
/// as plain vCard (version 4.0 properties), so the rest of `hotels` sees no
/// difference.
///
/// SAX rather than `xmlTextReader`: the reader builds and frees a node for
/// every element and text, which costs more than parsing itself; the events
/// carry the same information for less than half the time.
///
/// With more than one thread, a large file is cut after card end tags into
/// spans of a few megabytes, and each span is parsed by a parser of its own,
/// inside a copy of the root's start tag; results still come out in
/// document order, with the document's line numbers and card numbers.
///
/// Untrusted input: a DTD (and with it every entity, external or not) is an
/// error — refused before libxml2 sees the document when the prolog declares
/// one, and the parser stopped if one turns up later — the network is never
/// used, and nesting (64 levels of xCard elements), text values (10,000,000
/// bytes, as libxml2's own limit) and cards (20,000,000 bytes of vCard
/// text) are bounded, so memory stays bounded whatever the input. An element of another namespace may nest
/// deeper (its namespaces are resolved in constant time at any depth), but
/// it is bounded as a text value, tags and all. A document in another encoding than UTF-8 is
/// refused (RFC 6351 §4).
public final class XCardReader: Sequence, IteratorProtocol {
    private let fileName: String
    private var source: Source
    /// The parser reading the input in order (when it is not read in spans).
    private var parser: XCardParser?
    private var ready: [ReadResult] = []
    /// The buffer the input is read into, a chunk at a time (made once).
    private var chunk: [UInt8] = []
    private var cursor = 0
    private var finished = false
    /// Large files on several threads: the spans are read on a thread of
    /// their own, a round ahead of the caller.
    private var spans: XCardSpanReader?

    private enum Source {
        case file(Int32)
        case bytes([UInt8], offset: Int)
        case done
    }

    /// The most nesting a card may use (libxml2 stops at 256 anyway).
    public static let maximumDepth = 64
    /// The longest text value, as libxml2's own default limit for a text node.
    public static let maximumTextLength = 10_000_000
    /// The most text one card may hold (its values and names as vCard lines):
    /// a card over it is skipped with an error, and the cards after it are read.
    public static let maximumCardLength = 20_000_000

    /// How much of the start is searched for a DTD before parsing.
    private static let prologLimit = 1 << 16
    /// How much one parser reads at a time.
    static let readSize = 1 << 18

    /// Reads xCard from bytes; `fileName` names them in diagnostics.
    public init(bytes: [UInt8], fileName: String = "<input>") {
        self.fileName = fileName
        source = .bytes(bytes, offset: 0)
        startInOrder(prolog: bytes.prefix(Self.prologLimit))
    }

    /// Reads xCard from a file, streaming: memory stays bounded by the
    /// largest card, however big the file. With `threads` above 1 a large
    /// file is parsed on that many threads. `nil` when it cannot be opened.
    public convenience init?(path: String, fileName: String? = nil, threads: Int = 1) {
        self.init(path: path, fileName: fileName, threads: threads, spanBytes: 4 << 20)
    }

    /// As ``init(path:fileName:threads:)``, with spans of `spanBytes` (tests use small ones).
    init?(path: String, fileName: String?, threads: Int, spanBytes: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.fileName = fileName ?? path
        source = .file(descriptor)
        var head = [UInt8](repeating: 0, count: Self.prologLimit)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let prolog = head.prefix(Swift.max(0, count))
        var info = stat()
        if threads > 1, fstat(descriptor, &info) == 0, Int(info.st_size) >= 2 * spanBytes,
           XMLProlog.refusal(prolog) == nil,
           let spans = XCardSpanReader(prolog: prolog, descriptor: descriptor, fileName: self.fileName, threads: threads, spanBytes: spanBytes) {
            // The span reader owns the file from here on.
            self.spans = spans
            source = .done
        } else {
            startInOrder(prolog: prolog)
        }
    }

    deinit {
        if case .file(let descriptor) = source { close(descriptor) }
    }

    /// Whether `bytes` look like XML: `<` first after white space and a
    /// BOM, in UTF-8 or in UTF-16 (``UTF16Text``), so that a UTF-16 xCard
    /// is read as xCard (and refused as such).
    public static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        UTF16Text.firstCharacter(of: bytes) == UInt8(ascii: "<")
    }

    // MARK: - Reading

    /// The next card, rejected card or diagnostic, in document order; `nil` at
    /// the end.
    public func next() -> ReadResult? {
        while cursor == ready.count {
            if finished { return nil }
            ready.removeAll(keepingCapacity: true)
            cursor = 0
            if let spans {
                guard let batch = spans.next() else {
                    finished = true
                    return nil
                }
                ready = batch
            } else {
                feed()
            }
        }
        let result = ready[cursor]
        cursor += 1
        return result
    }

    /// Checks the prolog, then makes the parser that reads in order.
    private func startInOrder(prolog: ArraySlice<UInt8>) {
        let parser = XCardParser(fileName: fileName)
        self.parser = parser
        if let refusal = XMLProlog.refusal(prolog) {
            parser.refuse(refusal.message)
            take(from: parser)
            stop()
        }
    }

    /// Hands the parser the next chunk of the input (or its end).
    private func feed() {
        guard let parser else { return stop() }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: Self.readSize) }
        let count: Int
        switch source {
        case .file(let descriptor):
            count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        case .bytes(let bytes, let offset):
            count = Swift.min(Self.readSize, bytes.count - offset)
            if count > 0 { chunk.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)]) }
            source = .bytes(bytes, offset: offset + Swift.max(0, count))
        case .done:
            count = 0
        }
        if count > 0 {
            _ = chunk.withUnsafeBufferPointer { parser.feed(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else {
            parser.finish()
        }
        take(from: parser)
        if parser.stopped || count <= 0 { stop() }
    }

    /// Moves what `parser` found to `ready`.
    private func take(from parser: XCardParser) {
        ready += parser.takeResults()
    }

    private func stop() {
        finished = true
        if case .file(let descriptor) = source { close(descriptor) }
        source = .done
    }
}
