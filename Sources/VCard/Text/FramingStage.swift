import Pipelining

/// The first half of reading: fills the window from the input and cuts it
/// into batches of framed cards (``CardFramer``), a batch at a time.
///
/// It runs on the reader's thread, or on one of its own when the reader
/// has two (``VCardReader``); it is then the only code that touches the
/// input, and each batch carries its own copy of its bytes.
final class FramingStage: @unchecked Sendable {
    private let source: ByteSource
    @exclusivity(unchecked) private var framer: CardFramer
    private let fileName: String
    /// Whether batches copy their bytes (they outlive the window's next move).
    private let copiesBytes: Bool
    /// Cards to hand out unparsed (``ReaderOptions/knownCards``): `nil`
    /// while a reader reading ahead has not been told them yet
    /// (``VCardReader/knowCards(_:)``).
    var knownCards: PendingValue<KnownCardTest>
    private var started = false
    private var done = false
    /// The size of the last batch's line store, to reserve the next one's.
    private var lineCapacity = 256

    static let batchCards = 128
    static let batchBytes = 4 << 20

    init(source: ByteSource, fileName: String, limits: ReaderLimits = ReaderLimits(), copiesBytes: Bool,
         knownCards: PendingValue<KnownCardTest> = PendingValue(KnownCardTest([]))) {
        self.source = source
        // Room for the largest card or line the limits let through, and for
        // what stands before it; the framer rejects what is larger before
        // the window would have to grow past this.
        source.maxCapacity = Swift.max(limits.cardBytes, limits.lineBytes) + 2 * Swift.max(ByteSource.chunkSize, CardFramer.strayPieceBytes)
        self.framer = CardFramer(fileName: fileName, limits: limits)
        self.fileName = fileName
        self.copiesBytes = copiesBytes
        self.knownCards = knownCards
    }

    /// The next batch, or `nil` once the input is done. Without copies,
    /// a batch's bytes stay valid only until the next call.
    func next() -> FramedBatch? {
        guard !done else { return nil }
        let batch = FramedBatch()
        if !started {
            started = true
            batch.slots += start()
        }
        batch.lines.reserveCapacity(lineCapacity)
        batch.jobs.reserveCapacity(Self.batchCards)
        batch.slots.reserveCapacity(Self.batchCards + 1)
        var bytes = 0
        var firstStart = 0, lastEnd = 0
        var framer = self.framer
        defer { self.framer = framer }
        framing: while batch.jobs.count < Self.batchCards && bytes < Self.batchBytes {
            switch framer.next(source.base, limit: source.count, atEOF: source.atEOF, lineStore: &batch.lines) {
            case .card(let card):
                if batch.jobs.isEmpty { firstStart = card.textRange.lowerBound }
                lastEnd = card.textRange.upperBound
                batch.jobs.append((batch.slots.count, card))
                batch.slots.append(nil)
                bytes += card.textRange.count
            case .rejected(let rejected):
                batch.slots.append(.rejected(rejected))
                bytes += rejected.bytes.count
            case .needsInput:
                // Refilling moves the window: the cards framed in it go first.
                if !batch.jobs.isEmpty { break framing }
                framer.shifted(by: source.compact(keepingFrom: framer.keepFrom))
            case .end:
                done = true
                batch.isLast = true
                batch.slots += framer.closingDiagnostics(readError: source.readError).map { .diagnostic($0) }
                batch.trailingTrivia = framer.trailingTrivia
                break framing
            }
        }
        lineCapacity = Swift.max(lineCapacity, batch.lines.count)
        // Known cards are taken out before the batch takes its bytes: a
        // batch of known cards copies none.
        if let known = knownCards.value {
            Self.settleKnown(batch, known, bytes: source.base)
            firstStart = batch.jobs.first?.card.textRange.lowerBound ?? 0
            lastEnd = batch.jobs.last?.card.textRange.upperBound ?? 0
        } else {
            // Hashed here all the same: the thread that settles them later only looks them up.
            batch.awaitsKnownCards = true
            batch.hashes = batch.jobs.map { Self.hash(of: $0.card, in: source.base) }
        }
        batch.settle(window: source.base, start: firstStart, end: lastEnd, copy: copiesBytes)
        return batch
    }

    /// Takes the cards whose bytes the caller knows out of the batch's
    /// jobs, their results made here: they are not parsed. The input's
    /// first card is always parsed (its version and line breaks are the
    /// book's). Done where the batch is framed, or — for a batch framed
    /// before the caller named its cards — where it is parsed; `bytes` is
    /// where the cards' text ranges start (the window, or the batch's own).
    static func settleKnown(_ batch: FramedBatch, _ knownCards: KnownCardTest, bytes: UnsafePointer<UInt8>) {
        batch.awaitsKnownCards = false
        let hashes = batch.hashes
        batch.hashes = []
        guard !knownCards.isEmpty else { return }
        var unknown: [(slot: Int, card: FramedCard)] = []
        unknown.reserveCapacity(batch.jobs.count)
        for (position, job) in batch.jobs.enumerated() {
            let card = job.card
            if card.index > 1 {
                let hash = hashes.isEmpty ? Self.hash(of: card, in: bytes) : hashes[position]
                if knownCards.contains(hash) {
                    batch.slots[job.slot] = .known(KnownCard(index: card.index, line: card.beginLine, hash: hash,
                                                             count: card.textRange.count, leadingCount: card.cardStart))
                    continue
                }
            }
            unknown.append(job)
        }
        batch.jobs = unknown
    }

    /// The ``ContentHash`` of a card's bytes, from `BEGIN:VCARD` on.
    private static func hash(of card: FramedCard, in bytes: UnsafePointer<UInt8>) -> UInt64 {
        ContentHash.value(of: UnsafeRawBufferPointer(start: bytes + card.textRange.lowerBound + card.cardStart,
                                                     count: card.textRange.count - card.cardStart))
    }

    /// Reads the first bytes: converts UTF-16 (``UTF16Text``), skips a BOM.
    private func start() -> [ReadResult?] {
        var prelude: [ReadResult?] = []
        source.compact(keepingFrom: 0)
        let base = source.base
        if let form = UTF16Text.form(of: UnsafeBufferPointer(start: base, count: source.count)) {
            let (text, replaced) = UTF16Text.decode(source.readAll(), form: form)
            source.replace(with: text)
            prelude += UTF16Text.diagnostics(form: form, replaced: replaced, fileName: fileName).map(ReadResult.diagnostic)
        }
        if source.count >= 3 && source.base[0] == 0xEF && source.base[1] == 0xBB && source.base[2] == 0xBF {
            framer.skipByteOrderMark()
        }
        return prelude
    }
}
