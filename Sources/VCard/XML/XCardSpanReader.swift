import Dispatch
import Pipelining

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a large xCard file in spans on several threads, a round ahead of
/// whoever takes the cards.
///
/// A span is cut after the first card end tag (`</vcard>`) past the span
/// size — found by searching for it, not by parsing — and parsed by a
/// parser of its own, inside a copy of the root's start tag; the spans of a
/// round are parsed side by side. A false cut (in a comment or a CDATA
/// section, say) leaves the span ending inside that construct, so its parse
/// fails; that span and everything after it are then parsed in order, which
/// gives the document's own outcome. Results come out in document order,
/// renumbered to the document's lines and cards.
///
/// The rounds run on a thread of their own and hand their results over
/// through a bounded Handoff, so parsing the next round overlaps the
/// caller's work on (and freeing of) the previous one.
final class XCardSpanReader {
    private let handoff = Handoff<ReadResult>(capacity: 2)
    private let producer: Producer
    /// The reading thread, once the first results are asked for.
    private var worker: WorkerThread?

    /// `nil` when the document does not suit spans (its root is not a
    /// `vcards` start tag in the prolog): the caller then reads in order.
    init?(prolog: ArraySlice<UInt8>, descriptor: Int32, fileName: String, threads: Int, spanBytes: Int) {
        guard let root = RootTag(prolog), let cardEnd = root.cardEnd else { return nil }
        producer = Producer(root: root, cardEnd: cardEnd, descriptor: descriptor, fileName: fileName,
                            threads: threads, spanBytes: spanBytes, handoff: handoff)
    }

    deinit {
        handoff.cancel()
        if let worker { worker.wait() } else { producer.close() }
    }

    /// The next results, in document order; `nil` at the end.
    func next() -> [ReadResult]? {
        if worker == nil {
            let producer = self.producer
            worker = WorkerThread { producer.run() }
        }
        return handoff.take()
    }
}

/// The rounds, on the reading thread. Owned by that thread once it runs
/// (hence unchecked: nothing in it is touched from two threads).
private final class Producer: @unchecked Sendable {
    let root: RootTag
    let cardEnd: [UInt8]
    let descriptor: Int32
    let fileName: String
    let threads: Int
    let spanBytes: Int
    let handoff: Handoff<ReadResult>
    /// Input read but not yet parsed.
    private var window: [UInt8] = []
    /// The buffer each read goes to (made once).
    private var chunk = [UInt8](repeating: 0, count: XCardReader.readSize)
    /// The document's line at the start of `window`.
    private var windowLine: Int
    private var atEOF = false
    /// Cards handed out so far.
    private var cards = 0
    private var closed = false

    init(root: RootTag, cardEnd: [UInt8], descriptor: Int32, fileName: String, threads: Int, spanBytes: Int,
         handoff: Handoff<ReadResult>) {
        self.root = root
        self.cardEnd = cardEnd
        self.descriptor = descriptor
        self.fileName = fileName
        self.threads = threads
        self.spanBytes = spanBytes
        self.handoff = handoff
        windowLine = root.lines + 1
    }

    func close() {
        if !closed { Glibc.close(descriptor) }
        closed = true
    }

    func run() {
        defer {
            close()
            handoff.finish()
        }
        // The spans start after the root's start tag.
        _ = lseek(descriptor, off_t(root.opening.count), SEEK_SET)
        while round() {}
    }

    /// Reads and parses one round of spans; `false` when the rest was read in order.
    private func round() -> Bool {
        let wanted = threads * spanBytes + XCardReader.readSize
        while window.count < wanted && !atEOF {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { atEOF = true } else { window += chunk[0..<count] }
        }
        // Cut up to `threads` spans; stop where no card end follows.
        var cuts: [Range<Int>] = []
        var start = 0
        window.withUnsafeBufferPointer { buffer in
            while cuts.count < threads, start + spanBytes < buffer.count,
                  let end = Self.cardEnd(cardEnd, in: buffer, from: start + spanBytes) {
                cuts.append(start..<end)
                start = end
            }
        }
        if !cuts.isEmpty {
            var parsed = 0
            var results: [ReadResult] = []
            for (cut, outcome) in zip(cuts, parseSpans(cuts)) {
                // A span that fails is read again in order, with what follows.
                if outcome.stopped { break }
                results += Self.renumbered(outcome.results, lineShift: windowLine - root.spanLine, from: root.spanLine, base: cards, cards: &cards)
                windowLine += outcome.lines
                parsed = cut.upperBound
            }
            window.removeFirst(parsed)
            guard handoff.put(results) else { return false }
            if parsed == cuts.last!.upperBound { return true }
        }
        readRestInOrder()
        return false
    }

    /// The rest — the last cards, the root's end, anything after it, or a
    /// span that did not parse on its own — goes to one parser in order,
    /// then whatever the file still holds.
    private func readRestInOrder() {
        let parser = XCardParser(fileName: fileName)
        let lineShift = windowLine - root.spanLine, base = cards
        root.start(parser)
        _ = window.withUnsafeBufferPointer { parser.feed($0) }
        window = []
        while !parser.stopped {
            guard handoff.put(Self.renumbered(parser.takeResults(), lineShift: lineShift, from: root.spanLine, base: base, cards: &cards)) else { return }
            let count = atEOF ? 0 : chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                parser.finish()
                break
            }
            _ = chunk.withUnsafeBufferPointer { parser.feed(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        }
        _ = handoff.put(Self.renumbered(parser.takeResults(), lineShift: lineShift, from: root.spanLine, base: base, cards: &cards))
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
    /// Results of a parser whose lines from `spanLine` on and whose cards
    /// started elsewhere in the document (`base` cards before its first);
    /// counts its cards into `cards`.
    private static func renumbered(_ results: [ReadResult], lineShift: Int, from spanLine: Int, base: Int,
                                   cards: inout Int) -> [ReadResult] {
        guard lineShift != 0 || base != 0 else {
            cards += results.reduce(0) { if case .diagnostic = $1 { $0 } else { $0 + 1 } }
            return results
        }
        func shifted(_ diagnostic: Diagnostic) -> Diagnostic {
            var diagnostic = diagnostic
            // A line of the opening (an error in the root's start tag) is the document's already.
            if diagnostic.line >= spanLine { diagnostic.line += lineShift }
            // libxml2 names lines in some messages ("… tag mismatch: text line 12 and fn").
            if lineShift != 0 { diagnostic.message = shiftingLines(in: diagnostic.message, by: lineShift, from: spanLine) }
            diagnostic.cardIndex = diagnostic.cardIndex.map { $0 + base }
            return diagnostic
        }
        return results.map { result in
            switch result {
            case .card(var card, let diagnostics):
                cards += 1
                if let line = card.structuredLine, line >= spanLine { card.structuredLine = line + lineShift }
                if lineShift != 0 {
                    for index in card.properties.indices { card.properties[index].shiftLine(by: lineShift, from: spanLine) }
                }
                return .card(card, diagnostics: diagnostics.map(shifted))
            case .diagnostic(let diagnostic):
                return .diagnostic(shifted(diagnostic))
            case .rejected(var card):
                cards += 1
                card.index += base
                if card.line >= spanLine { card.line += lineShift }
                card.diagnostics = card.diagnostics.map(shifted)
                return .rejected(card)
            case .known:
                // The XML readers know no cards: nothing to shift.
                return result
            }
        }
    }

    /// Parses each range of `window` with a parser of its own, inside the
    /// root's start tag, side by side; counts each range's lines.
    private func parseSpans(_ ranges: [Range<Int>]) -> [SpanOutcome] {
        let outcomes = SpanOutcomes(count: ranges.count)
        let name = fileName, root = self.root
        window.withUnsafeBufferPointer { buffer in
            let shared = SharedBytes(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                let bytes = UnsafeBufferPointer(rebasing: shared.buffer[ranges[index]])
                let parser = XCardParser(fileName: name)
                root.start(parser)
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

/// The root element's start tag: what each span is parsed inside of.
struct RootTag {
    /// The document from its start to the end of the root's start tag.
    let opening: [UInt8]
    /// The end tag that closes a span: `</vcards>` or `</x:vcards>`.
    let closing: [UInt8]
    /// Line breaks in `opening`.
    let lines: Int

    /// The line a span starts on inside a parser that ``start(_:)`` began:
    /// a line after the opening's last, so that a line libxml2 names in a
    /// message is either the opening's (the root's start tag, named as it
    /// is in the document) or the span's (shifted to the document's), never
    /// both.
    var spanLine: Int { lines + 2 }

    /// Feeds `parser` the opening and a line break (white space between cards).
    func start(_ parser: XCardParser) {
        _ = (opening + [0x0A]).withUnsafeBufferPointer { parser.feed($0) }
    }

    /// Finds the root's start tag past the XML declaration, comments and
    /// white space; `nil` for anything else (the reader then reads in order).
    init?(_ prolog: ArraySlice<UInt8>) {
        let bytes = Array(prolog)
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past marker: [UInt8]) -> Bool {
            guard let found = XMLProlog.firstRange(of: marker, in: bytes[i...]) else { return false }
            i = found + marker.count
            return true
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

    /// The end tag of a card, `</vcard` (with the root's prefix, if any);
    /// `nil` when the root is not a `vcards` element.
    var cardEnd: [UInt8]? {
        let name = closing.dropFirst(2).dropLast()
        guard name.count > 1, name.last == UInt8(ascii: "s") else { return nil }
        return Array("</".utf8) + name.dropLast()
    }
}

/// Bytes the span parsers read at once; nobody writes them meanwhile.
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// What parsing one span gave.
private struct SpanOutcome {
    var results: [ReadResult]
    var stopped: Bool
    var lines: Int
}

/// Each span parser's results, stored under a lock.
private final class SpanOutcomes: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var outcomes: [SpanOutcome]

    init(count: Int) {
        outcomes = Array(repeating: SpanOutcome(results: [], stopped: false, lines: 0), count: count)
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    func store(_ index: Int, _ outcome: SpanOutcome) {
        pthread_mutex_lock(&mutex)
        outcomes[index] = outcome
        pthread_mutex_unlock(&mutex)
    }

    var all: [SpanOutcome] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return outcomes
    }
}

/// `message` with each "line N" in it from `first` on moved by `shift`.
private func shiftingLines(in message: String, by shift: Int, from first: Int) -> String {
    let bytes = Array(message.utf8), marker = Array("line ".utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index...].starts(with: marker) {
            out += marker
            index += marker.count
            let digits = bytes[index...].prefix { $0 >= 0x30 && $0 <= 0x39 }
            if let number = Int(String(decoding: digits, as: UTF8.self)) {
                out += Array(String(number >= first ? number + shift : number).utf8)
                index += digits.count
            }
        } else {
            out.append(bytes[index])
            index += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}
