#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Pipelining

/// Reads vCard 2.1, 3.0 and 4.0 cards one at a time from a file, standard
/// input or bytes in memory.
///
/// ```swift
/// for result in try VCardReader(path: "contacts.vcf") {
///     if case .card(let card, _) = result { print(card.formattedName ?? "") }
/// }
/// ```
///
/// The reader holds one chunk of input and a batch of cards at a time, so
/// its memory does not grow with the file. With `options.threads` of two or
/// more, a second thread reads and frames the input while the calling thread
/// parses. A card with an error comes out as
/// ``ReadResult/rejected(_:)`` and the cards after it still come out.
public final class VCardReader: Sequence, IteratorProtocol {
    /// The options the reader was made with.
    public let options: ReaderOptions
    /// Cuts the input into batches of cards: here, between batches, or on a
    /// thread of its own that runs ahead (`pipeline`).
    private let framing: FramingStage
    private var pipeline: Pipeline? = nil
    private var started = false
    private var finished = false
    /// Whether the framing thread may be more than ``batchesAhead`` batches
    /// ahead: from ``startReadingAhead(batches:bytes:)`` to the first ``next()``.
    private var readsFarAhead = false
    /// How many framed batches wait for this thread at most, once it reads.
    private static let batchesAhead = 4
    @exclusivity(unchecked) private var assembler: CardAssembler

    // The current batch's results, in input order. (A reader is used from
    // one thread; the dynamic exclusivity checks cost more than the rest of
    // handing out a result.)
    @exclusivity(unchecked) private var ready: [ReadResult?] = []
    @exclusivity(unchecked) private var cursor = 0
    private var trailing: [UInt8] = []

    /// Framed batches waiting to be parsed, and the thread that frames them.
    private struct Pipeline {
        let handoff: Handoff<FramedBatch>
        let thread: WorkerThread
    }

    /// Reads the file at `path` (`-` for standard input).
    public convenience init(path: String, options: ReaderOptions? = nil) throws(VCardReaderError) {
        var options = options ?? ReaderOptions()
        if options.fileName == "-" || options.fileName == ReaderOptions.standardInputName {
            options.fileName = path == "-" ? ReaderOptions.standardInputName : path
        }
        if path == "-" {
            self.init(source: ByteSource(descriptor: 0, closeWhenDone: false, windowBytes: options.windowBytes), options: options)
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
        self.init(source: ByteSource(descriptor: fd, closeWhenDone: true, windowBytes: options.windowBytes), options: options)
    }

    /// Reads from an open file descriptor; `readAhead` are bytes the caller
    /// already read from it (to tell the form of the input, say), which
    /// come first. The caller keeps the descriptor and closes it, unless
    /// `closing` hands it to the reader, which closes it when it goes.
    public convenience init(fileDescriptor: Int32, readAhead: [UInt8] = [], closing: Bool = false, options: ReaderOptions = ReaderOptions()) {
        self.init(source: ByteSource(descriptor: fileDescriptor, closeWhenDone: closing, windowBytes: options.windowBytes,
                                     readAhead: readAhead), options: options)
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
        self.options = options
        self.framing = FramingStage(source: source, fileName: options.fileName, limits: options.limits,
                                    copiesBytes: options.threads > 1, knownCards: PendingValue(KnownCardTest(options.knownCards)))
        self.assembler = CardAssembler(options: options)
    }

    deinit {
        // A reader dropped before the end stops its framing thread.
        if let pipeline {
            pipeline.handoff.cancel()
            pipeline.thread.wait()
        }
    }

    /// The first card of `text`, one read and taken before and kept (a
    /// store's copy of a card, a sync's record of it): read with the widest
    /// limits (``ReaderLimits/widest``), since it was taken under the
    /// limits of the run that read it and its text may be longer now (a 2.1
    /// card's 8-bit text is kept as UTF-8). Read with the defaults, a card
    /// taken under wider ones would read as none.
    public static func keptCard(_ text: String) -> Card? {
        read(bytes: Array(text.utf8), options: ReaderOptions(limits: .widest)).cards.first
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
            case .known:
                break
            }
        }
        return (cards, diagnostics)
    }

    /// Starts reading and framing the input now, before the first
    /// ``next()``, on the framing thread (with `options.threads` of two or
    /// more), up to `batches` batches and about `bytes` bytes ahead until
    /// the first ``next()`` (then as many as usual), while the caller does other
    /// work — such as learning which cards it knows: ``knowCards(_:)``
    /// names them, before the first ``next()``, and they come out as
    /// ``ReadResult/known(_:)`` as if ``ReaderOptions/knownCards`` had
    /// named them. With one thread, reading starts at the first ``next()``.
    public func startReadingAhead(batches: Int, bytes: Int) {
        guard !started else { return }
        framing.knownCards = PendingValue()
        readsFarAhead = true
        start(batchesAhead: batches, bytesAhead: bytes)
    }

    /// Names the cards the caller knows, before the first ``next()`` (after
    /// ``startReadingAhead(batches:bytes:)``, say): they replace ``ReaderOptions/knownCards``.
    public func knowCards(_ cards: Set<UInt64>) {
        framing.knownCards.give(KnownCardTest(cards))
    }

    /// Names the cards the caller knows by a test of their ``ContentHash``
    /// — its own tables, looked up where they are — and how many it knows
    /// (none: every card is read), as ``knowCards(_:)-(Set<UInt64>)`` does.
    /// The test is called from the reading thread.
    public func knowCards(count: Int, _ contains: @escaping @Sendable (UInt64) -> Bool) {
        framing.knownCards.give(KnownCardTest(isEmpty: count == 0, contains: contains))
    }

    /// The blank lines (or spaces) after the last card, available once the
    /// reader has returned `nil`; writing them after the cards gives back the
    /// whole file when nothing changed. They include an `END:VADDRESSBOOK`
    /// that closes a collection the file wraps its cards in.
    public var trailingTrivia: [UInt8] { trailing }

    // MARK: - Iteration

    /// The next card, rejected card, diagnostic or known card, in input order;
    /// `nil` at the end.
    public func next() -> ReadResult? {
        while cursor == ready.count {
            guard let batch = nextFramedBatch() else { return nil }
            parse(batch)
        }
        let result = ready[cursor].take()
        cursor += 1
        return options.strict ? result?.strict : result
    }

    /// The next framed batch, from this thread or from the framing thread.
    ///
    /// With two threads the framing thread reads and frames while this one
    /// parses: the split where the two halves share nothing but each batch,
    /// freed once per batch. Cards are made on this thread, the one that
    /// uses and frees them (memory freed on another thread than the one that
    /// made it costs more than the overlap wins: `bench/RESULTS.md`, the
    /// reader's Runs 10 and 11); a batch parsed ahead holds only the
    /// parser's findings, in the batch's own arrays.
    private func nextFramedBatch() -> FramedBatch? {
        guard !finished else { return nil }
        if started {
            // Read ahead far only until this thread takes part.
            if readsFarAhead {
                readsFarAhead = false
                pipeline?.handoff.limit(to: Self.batchesAhead)
            }
        } else {
            start(batchesAhead: Self.batchesAhead)
        }
        let next: FramedBatch?
        if let pipeline {
            next = pipeline.handoff.take()?.first
        } else {
            next = framing.next()
        }
        guard let batch = next else {
            finished = true
            return nil
        }
        if batch.isLast {
            finished = true
            trailing = batch.trailingTrivia
        }
        return batch
    }

    /// Starts reading: with two threads, the framing thread, which frames
    /// up to `batchesAhead` batches ahead of this one.
    private func start(batchesAhead: Int, bytesAhead: Int = .max) {
        guard !started else { return }
        started = true
        guard options.threads > 1 else { return }
        let handoff = Handoff<FramedBatch>(capacity: batchesAhead, byteLimit: bytesAhead) { $0.memorySize }
        let framing = self.framing
        let fileName = options.fileName
        let policy = options.parseAhead
        let valueLimit = options.limits.valueBytes
        let thread = WorkerThread {
            // While this thread is ahead (a batch already waits), it parses
            // the next batch too rather than wait: the two threads share
            // the parsing as their speeds allow. Not a batch whose known
            // cards are still to be taken out: they are never parsed.
            var parser = CardParser(fileName: fileName, valueLimit: valueLimit)
            var scratch = CardParser.Output()
            while let batch = framing.next() {
                let ahead = switch policy {
                case .whenAhead: handoff.queued > 0
                case .always: true
                case .never: false
                }
                if ahead && !batch.awaitsKnownCards { batch.parseAhead(with: &parser, scratch: &scratch) }
                guard handoff.put([batch]) else { break }
            }
            handoff.finish()
        }
        pipeline = Pipeline(handoff: handoff, thread: thread)
    }

    /// Assembles every card of `batch` into `ready`.
    private func parse(_ batch: FramedBatch) {
        if batch.awaitsKnownCards { FramingStage.settleKnown(batch, framing.knownCards.value ?? KnownCardTest([]), bytes: batch.base) }
        ready.removeAll(keepingCapacity: true)
        swap(&ready, &batch.slots)
        cursor = 0
        for (job, (slot, card)) in batch.jobs.enumerated() {
            ready[slot] = assembler.assemble(card, job: job, in: batch)
        }
    }
}

extension Optional {
    /// The value, leaving `nil` behind (no copy to release later).
    fileprivate mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
