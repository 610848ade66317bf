import Dispatch

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
/// used, and nesting (64 levels inside a card, 256 in all) and text values
/// (10,000,000 bytes, as libxml2's own limit) are bounded, so memory stays
/// bounded by the largest card. A document in another encoding than UTF-8 is
/// refused (RFC 6351 §4).
public final class XCardReader: Sequence, IteratorProtocol {
    private let fileName: String
    private var source: Source
    /// The parser reading the input in order (all of it, or the tail after
    /// the spans read in parallel).
    private var parser: XCardParser?
    private var ready: [ReadResult] = []
    private var cursor = 0
    private var finished = false
    private var spans: SpanState?
    /// Added to the line numbers and card numbers of what `parser` reports.
    private var lineShift = 0
    private var parserCardBase = 0
    /// Cards handed out so far.
    private var cardBase = 0

    private enum Source {
        case file(Int32)
        case bytes([UInt8], offset: Int)
        case done
    }

    /// The most nesting a card may use (libxml2 stops at 256 anyway).
    public static let maximumDepth = 64
    /// The longest text value, as libxml2's own default limit for a text node.
    public static let maximumTextLength = 10_000_000

    /// How much of the start is searched for a DTD before parsing.
    private static let prologLimit = 1 << 16
    /// How much one parser reads at a time.
    private static let readSize = 1 << 18
    /// The size of a span parsed on its own (files under two spans are read in order).
    private let spanBytes: Int

    /// Reads xCard from bytes; `fileName` names them in diagnostics.
    public init(bytes: [UInt8], fileName: String = "<input>") {
        self.fileName = fileName
        spanBytes = 0
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
        self.spanBytes = spanBytes
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.fileName = fileName ?? path
        source = .file(descriptor)
        var head = [UInt8](repeating: 0, count: Self.prologLimit)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let prolog = head.prefix(Swift.max(0, count))
        var info = stat()
        if threads > 1, fstat(descriptor, &info) == 0, Int(info.st_size) >= 2 * spanBytes,
           XMLProlog.refusal(prolog) == nil, let root = RootTag(prolog), let state = SpanState(root: root, threads: threads) {
            spans = state
        } else {
            startInOrder(prolog: prolog)
        }
    }

    deinit {
        if case .file(let descriptor) = source { close(descriptor) }
    }

    /// Whether `bytes` look like XML (after a BOM and white space).
    public static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        var slice = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } }
        return slice.first == UInt8(ascii: "<")
    }

    // MARK: - Reading

    public func next() -> ReadResult? {
        while cursor == ready.count {
            if finished { return nil }
            ready.removeAll(keepingCapacity: true)
            cursor = 0
            if spans != nil { readSpans() } else { feed() }
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
        var chunk = [UInt8](repeating: 0, count: Self.readSize)
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

    /// Moves what `parser` found to `ready`, in the document's numbering.
    private func take(from parser: XCardParser) {
        ready += Self.renumbered(parser.takeResults(), lineShift: lineShift, base: parserCardBase, cards: &cardBase)
    }

    private func stop() {
        finished = true
        if case .file(let descriptor) = source { close(descriptor) }
        source = .done
    }

    /// Results of a parser whose lines and cards started elsewhere in the
    /// document (`base` cards before its first); counts its cards into `cards`.
    private static func renumbered(_ results: [ReadResult], lineShift: Int, base: Int, cards: inout Int) -> [ReadResult] {
        guard lineShift != 0 || base != 0 else {
            cards += results.reduce(0) { if case .card = $1 { $0 + 1 } else { $0 } }
            return results
        }
        func shifted(_ diagnostic: Diagnostic) -> Diagnostic {
            var diagnostic = diagnostic
            diagnostic.line += lineShift
            // libxml2 names lines in some messages ("… tag mismatch: text line 12 and fn").
            if lineShift != 0 { diagnostic.message = shiftingLines(in: diagnostic.message, by: lineShift) }
            diagnostic.cardIndex = diagnostic.cardIndex.map { $0 + base }
            return diagnostic
        }
        return results.map { result in
            switch result {
            case .card(let card, let diagnostics):
                cards += 1
                return .card(card, diagnostics: diagnostics.map(shifted))
            case .diagnostic(let diagnostic):
                return .diagnostic(shifted(diagnostic))
            case .rejected:
                return result
            }
        }
    }
}

/// `message` with each "line N" in it moved by `shift`.
private func shiftingLines(in message: String, by shift: Int) -> String {
    let bytes = Array(message.utf8), marker = Array("line ".utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index...].starts(with: marker) {
            out += marker
            index += marker.count
            let digits = bytes[index...].prefix { $0 >= 0x30 && $0 <= 0x39 }
            if let number = Int(String(decoding: digits, as: UTF8.self)) {
                out += Array(String(number + shift).utf8)
                index += digits.count
            }
        } else {
            out.append(bytes[index])
            index += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}

// MARK: - Spans read in parallel

extension XCardReader {
    /// The root element's start tag: what each span is parsed inside of.
    struct RootTag {
        /// The document from its start to the end of the root's start tag.
        let opening: [UInt8]
        /// The end tag that closes a span: `</vcards>` or `</x:vcards>`.
        let closing: [UInt8]
        /// Line breaks in `opening`.
        let lines: Int

        /// Finds the root's start tag past the XML declaration, comments and
        /// white space; `nil` for anything else (the reader then reads in order).
        init?(_ prolog: ArraySlice<UInt8>) {
            let bytes = Array(prolog)
            var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            func skip(past marker: [UInt8]) -> Bool {
                while i + marker.count <= bytes.count {
                    if bytes[i..<(i + marker.count)].elementsEqual(marker) {
                        i += marker.count
                        return true
                    }
                    i += 1
                }
                return false
            }
            while true {
                while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }
                if bytes[i + 1] == UInt8(ascii: "?") {
                    guard skip(past: Array("?>".utf8)) else { return nil }
                } else if bytes[i...].starts(with: Array("<!--".utf8)) {
                    guard skip(past: Array("-->".utf8)) else { return nil }
                } else if bytes[i + 1] == UInt8(ascii: "!") {
                    return nil
                } else {
                    break
                }
            }
            let open = i
            var quote: UInt8 = 0
            var end: Int?
            for index in (open + 1)..<bytes.count {
                let byte = bytes[index]
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    end = index
                    break
                }
            }
            guard let end, bytes[end - 1] != UInt8(ascii: "/") else { return nil }
            let name = bytes[(open + 1)..<end].prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains($0) }
            guard !name.isEmpty else { return nil }
            opening = Array(bytes[...end])
            closing = Array("</".utf8) + name + [UInt8(ascii: ">")]
            lines = opening.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
    }

    /// Where the reading of spans stands.
    struct SpanState {
        let root: RootTag
        let threads: Int
        /// The end tag of a card: `</vcard` (with the root's prefix, if any).
        let cardEnd: [UInt8]
        /// Input read but not yet parsed.
        var window: [UInt8] = []
        /// The document's line at the start of `window`.
        var windowLine: Int
        var atEOF = false
        var started = false

        init?(root: RootTag, threads: Int) {
            let name = root.closing.dropFirst(2).dropLast()
            guard name.count > 1, name.last == UInt8(ascii: "s") else { return nil }
            self.root = root
            self.threads = threads
            cardEnd = Array("</".utf8) + name.dropLast()
            windowLine = root.lines + 1
        }
    }

    /// Reads the next spans, one per thread, in parallel; hands the rest of
    /// the document to a parser reading in order once the spans end.
    ///
    /// A span is cut after the first card end tag (`</vcard>`) past the span
    /// size — found by searching for it, not by parsing. A false one (in a
    /// comment or a CDATA section, say) leaves the span ending inside that
    /// construct, so its parse fails; the reader then parses that span and
    /// everything after it in order, which gives the document's own outcome.
    private func readSpans() {
        guard var state = spans, case .file(let descriptor) = source else { return stop() }
        if !state.started {
            state.started = true
            // The spans start after the root's start tag.
            _ = lseek(descriptor, off_t(state.root.opening.count), SEEK_SET)
        }
        let wanted = state.threads * spanBytes + Self.readSize
        while state.window.count < wanted && !state.atEOF {
            var chunk = [UInt8](repeating: 0, count: Self.readSize)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { state.atEOF = true } else { state.window += chunk[0..<count] }
        }
        // Cut up to `threads` spans; stop where no card end follows.
        var cuts: [Range<Int>] = []
        var start = 0
        state.window.withUnsafeBufferPointer { buffer in
            while cuts.count < state.threads, start + spanBytes < buffer.count,
                  let end = Self.cardEnd(state.cardEnd, in: buffer, from: start + spanBytes) {
                cuts.append(start..<end)
                start = end
            }
        }
        if !cuts.isEmpty {
            let outcomes = parseSpans(cuts, of: state.window, inside: state.root)
            var parsed = 0
            for (cut, outcome) in zip(cuts, outcomes) {
                // A span that fails is read again in order, with what follows.
                if outcome.stopped { break }
                ready += Self.renumbered(outcome.results, lineShift: state.windowLine - (state.root.lines + 1), base: cardBase, cards: &cardBase)
                state.windowLine += outcome.lines
                parsed = cut.upperBound
            }
            state.window.removeFirst(parsed)
            if parsed == cuts.last!.upperBound {
                spans = state
                return
            }
        }
        // The rest — the last cards, the root's end, anything after it, or
        // a span that did not parse on its own — goes to one parser in
        // order, then whatever the file still holds.
        let parser = XCardParser(fileName: fileName)
        _ = state.root.opening.withUnsafeBufferPointer { parser.feed($0) }
        _ = state.window.withUnsafeBufferPointer { parser.feed($0) }
        lineShift = state.windowLine - (state.root.lines + 1)
        parserCardBase = cardBase
        self.parser = parser
        spans = nil
        take(from: parser)
        if parser.stopped { stop() }
    }

    /// The offset just past the first `</vcard>` (or `</vcard >`) at or after `from`.
    private static func cardEnd(_ tag: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let base = buffer.baseAddress!
        var index = from
        while index + tag.count < buffer.count,
              let found = memchr(base + index, Int32(UInt8(ascii: "<")), buffer.count - index) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard at + tag.count < buffer.count else { return nil }
            index = at + 1
            guard tag.withUnsafeBytes({ memcmp(base + at, $0.baseAddress!, tag.count) }) == 0 else { continue }
            var end = at + tag.count
            while end < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[end]) { end += 1 }
            if end < buffer.count, buffer[end] == UInt8(ascii: ">") { return end + 1 }
        }
        return nil
    }

    /// Parses each range of `window` with a parser of its own, inside `root`,
    /// on as many threads as there are ranges; counts each range's lines.
    private func parseSpans(_ ranges: [Range<Int>], of window: [UInt8], inside root: RootTag) -> [SpanOutcome] {
        let outcomes = SpanOutcomes(count: ranges.count)
        let name = fileName
        window.withUnsafeBufferPointer { buffer in
            let shared = SharedBytes(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                let bytes = UnsafeBufferPointer(rebasing: shared.buffer[ranges[index]])
                let parser = XCardParser(fileName: name)
                _ = root.opening.withUnsafeBufferPointer { parser.feed($0) }
                parser.feed(bytes)
                _ = root.closing.withUnsafeBufferPointer { parser.feed($0) }
                parser.finish()
                var lines = 0
                for byte in bytes where byte == 0x0A { lines += 1 }
                outcomes.store(index, SpanOutcome(results: parser.takeResults(), stopped: parser.stopped, lines: lines))
            }
        }
        return outcomes.all
    }
}

/// What parsing one span gave.
private struct SpanOutcome {
    var results: [ReadResult]
    var stopped: Bool
    var lines: Int
}

/// Bytes the span parsers read at once; nobody writes them meanwhile.
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// Each span parser's results, stored under a lock.
private final class SpanOutcomes: @unchecked Sendable {
    private let lock = NSLockLike()
    private var outcomes: [SpanOutcome]

    init(count: Int) {
        outcomes = Array(repeating: SpanOutcome(results: [], stopped: false, lines: 0), count: count)
    }

    func store(_ index: Int, _ outcome: SpanOutcome) {
        lock.locked { outcomes[index] = outcome }
    }

    var all: [SpanOutcome] { lock.locked { outcomes } }
}

/// A pthread mutex (the VCard module does not import Foundation's locks here).
private final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
