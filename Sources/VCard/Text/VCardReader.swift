#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 cards one at a time from a file, standard
/// input or bytes in memory.
///
/// ```swift
/// for result in try VCardReader(path: "contacts.vcf") {
///     if case .card(let card, _) = result { print(card.formattedName ?? "") }
/// }
/// ```
///
/// The reader holds one chunk of input and one card at a time, so its memory
/// does not grow with the file. A card with an error comes out as
/// ``ReadResult/rejected(_:)`` and the cards after it still come out.
public final class VCardReader: Sequence, IteratorProtocol {
    private let source: ByteSource
    public let options: ReaderOptions
    private var framer: CardFramer
    private var started = false
    /// Whether the framer has reached the end of the input.
    private var framedAll = false

    // Cards are framed a batch at a time, then the batch is parsed, on all
    // cores when it is large; results come out in input order.
    private var ready: [ReadResult?] = []
    private var cursor = 0
    /// Reused for every batch (its arrays keep their capacity).
    private let batch: Batch
    private let threads: Int

    static let batchCards = 128
    static let batchBytes = 4 << 20

    /// Reads the file at `path` (`-` for standard input).
    public convenience init(path: String, options: ReaderOptions? = nil) throws(VCardReaderError) {
        var options = options ?? ReaderOptions()
        if options.fileName == "-" { options.fileName = path }
        if path == "-" {
            self.init(source: ByteSource(descriptor: 0, closeWhenDone: false), options: options)
            return
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw VCardReaderError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw VCardReaderError.cannotOpen(path: path, reason: "is a directory")
        }
        self.init(source: ByteSource(descriptor: fd, closeWhenDone: true), options: options)
    }

    /// Reads from an open file descriptor, which the caller keeps and closes.
    public convenience init(fileDescriptor: Int32, options: ReaderOptions = ReaderOptions()) {
        self.init(source: ByteSource(descriptor: fileDescriptor, closeWhenDone: false), options: options)
    }

    /// Reads bytes in memory.
    public convenience init(bytes: some Collection<UInt8>, options: ReaderOptions = ReaderOptions()) {
        self.init(source: ByteSource(bytes: bytes), options: options)
    }

    /// Reads a string's UTF-8.
    public convenience init(string: String, options: ReaderOptions = ReaderOptions()) {
        self.init(bytes: Array(string.utf8), options: options)
    }

    private init(source: ByteSource, options: ReaderOptions) {
        self.source = source
        self.options = options
        self.framer = CardFramer(fileName: options.fileName)
        self.threads = Swift.max(1, options.threads)
        self.batch = Batch(assemblers: threads, options: options)
    }

    /// Reads a whole input into cards and diagnostics (rejected cards are left out).
    public static func read(bytes: some Collection<UInt8>, options: ReaderOptions = ReaderOptions()) -> (cards: [Card], diagnostics: [Diagnostic]) {
        var cards: [Card] = []
        var diagnostics: [Diagnostic] = []
        for result in VCardReader(bytes: bytes, options: options) {
            switch result {
            case .card(let card, let found):
                cards.append(card)
                diagnostics += found
            case .rejected(let rejected):
                diagnostics += rejected.diagnostics
            case .diagnostic(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        return (cards, diagnostics)
    }

    /// The blank lines (or spaces) after the last card, available once the
    /// reader has returned `nil`; writing them after the cards gives back the
    /// whole file when nothing changed.
    public var trailingTrivia: [UInt8] { framer.trailingTrivia }

    // MARK: - Iteration

    public func next() -> ReadResult? {
        while cursor == ready.count {
            guard nextBatch() else { return nil }
        }
        let result = ready[cursor].take()
        cursor += 1
        return result
    }

    /// Makes the next parsed batch `ready`; `false` when there is none.
    ///
    /// (Parsing a batch on other threads while the calling thread frames the
    /// next was tried: freeing cards on another thread than the one that made
    /// them cost more than the overlap won, so framing and parsing take turns
    /// and only parsing is split, across `options.threads` threads.)
    private func nextBatch() -> Bool {
        var prelude: [ReadResult] = []
        if !started {
            started = true
            prelude = start()
        }
        if framedAll && prelude.isEmpty { return false }
        frameBatch(prelude: prelude)
        batch.parse(workers: batch.jobs.count >= 32 ? threads : 1)
        ready.removeAll(keepingCapacity: true)
        swap(&ready, &batch.slots)
        cursor = 0
        return true
    }

    /// Frames cards into `batch` until it is full or the input ends.
    private func frameBatch(prelude: [ReadResult]) {
        batch.slots.removeAll(keepingCapacity: true)
        batch.slots += prelude.map { Optional($0) }
        batch.lineStore.removeAll(keepingCapacity: true)
        batch.jobs.removeAll(keepingCapacity: true)
        var bytes = 0
        var framer = self.framer
        defer { self.framer = framer }
        while batch.jobs.count < Self.batchCards && bytes < Self.batchBytes && !framedAll {
            switch framer.next(source.base, limit: source.count, atEOF: source.atEOF, lineStore: &batch.lineStore) {
            case .card(let card):
                batch.jobs.append((batch.slots.count, card))
                batch.slots.append(nil)
                bytes += card.text.bytes.count
            case .diagnostic(let diagnostic):
                batch.slots.append(.diagnostic(diagnostic))
            case .needsInput:
                framer.shifted(by: source.compact(keepingFrom: framer.keepFrom))
            case .end:
                framedAll = true
                batch.slots += framer.closingDiagnostics(readError: source.readError).map { .diagnostic($0) }
            }
        }
    }

    /// Reads the first bytes: converts UTF-16, skips a BOM.
    private func start() -> [ReadResult] {
        var prelude: [ReadResult] = []
        source.compact(keepingFrom: 0)
        let base = source.base
        if source.count >= 2 && ((base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF)) {
            let all = source.readAll()
            let text = String(data: Data(all), encoding: .utf16) ?? ""
            source.replace(with: Array(text.utf8))
            prelude.append(.diagnostic(Diagnostic(
                .warning, .utf16Input, "file is UTF-16; read as text and converted to UTF-8",
                file: options.fileName, line: 1)))
        }
        if source.count >= 3 && source.base[0] == 0xEF && source.base[1] == 0xBB && source.base[2] == 0xBF {
            framer.skipByteOrderMark()
        }
        return prelude
    }
}

/// A batch of framed cards and the slots their results go to. While a batch
/// is parsed, each worker thread touches only its own assembler and its own
/// slots.
private final class Batch: @unchecked Sendable {
    var slots: [ReadResult?] = []
    var lineStore: [PhysicalLine] = []
    var jobs: [(slot: Int, card: FramedCard)] = []
    var assemblers: [CardAssembler]

    init(assemblers count: Int, options: ReaderOptions) {
        assemblers = (0..<count).map { _ in CardAssembler(options: options) }
    }

    func parse(workers: Int) {
        let jobs = self.jobs
        lineStore.withUnsafeBufferPointer { lines in
            slots.withUnsafeMutableBufferPointer { slots in
                assemblers.withUnsafeMutableBufferPointer { assemblers in
                    let shared = BatchPointers(lines: lines, slots: slots, assemblers: assemblers)
                    let work: @Sendable (Int) -> Void = { worker in
                        var i = worker * jobs.count / workers
                        let end = (worker + 1) * jobs.count / workers
                        while i < end {
                            let job = jobs[i]
                            let cardLines = UnsafeBufferPointer(rebasing: shared.lines[job.card.lines])
                            shared.slots[job.slot] = shared.assemblers[worker].assemble(job.card, lines: cardLines)
                            i += 1
                        }
                    }
                    if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
                }
            }
        }
    }
}

/// The batch's buffers, handed to the worker threads.
private struct BatchPointers: @unchecked Sendable {
    let lines: UnsafeBufferPointer<PhysicalLine>
    let slots: UnsafeMutableBufferPointer<ReadResult?>
    let assemblers: UnsafeMutableBufferPointer<CardAssembler>
}

extension Optional {
    /// The value, leaving `nil` behind (no copy to release later).
    fileprivate mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
