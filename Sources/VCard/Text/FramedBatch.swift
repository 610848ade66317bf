/// A batch of framed cards and the bytes they are in, with the slots their
/// results go to, in input order (diagnostics between cards are already in
/// their slots).
///
/// Its properties are `@exclusivity(unchecked)`: one thread at a time uses a
/// batch (the one that frames it, then the one that parses it, handed over
/// through a lock), and the dynamic exclusivity check cost about eighty
/// instructions per access, several per card.
final class FramedBatch: @unchecked Sendable {
    /// The batch's bytes: a view of the reading window, or a copy the batch
    /// owns when it is parsed on another thread than the one that framed it.
    private(set) var base: UnsafePointer<UInt8>
    private var owned: UnsafeMutableBufferPointer<UInt8>? = nil
    @exclusivity(unchecked) var slots: [ReadResult?] = []
    @exclusivity(unchecked) var jobs: [(slot: Int, card: FramedCard)] = []
    /// The physical lines of every card in the batch.
    @exclusivity(unchecked) var lines: [PhysicalLine] = []
    /// Whether the input ends with this batch.
    var isLast = false
    /// Whether the batch was framed before the reader knew which cards its
    /// caller knows: the thread that parses it settles them first.
    var awaitsKnownCards = false
    /// For such a batch, the ``ContentHash`` of each job's card, in order.
    var hashes: [UInt64] = []
    /// The blank lines after the last card, in the last batch.
    var trailingTrivia: [UInt8] = []

    /// The jobs parsed ahead on the framing thread, in order (all or none),
    /// their slots and unfolded lines kept here, one array each for the
    /// whole batch.
    @exclusivity(unchecked) var parsed: [ParsedCard] = []
    @exclusivity(unchecked) var parsedSlots: [ReadProperties.Slot] = []
    @exclusivity(unchecked) var parsedUnfolded: [UInt8] = []

    /// What the parser found in one card, its arrays moved to the batch's.
    struct ParsedCard {
        var output: CardParser.Output
        var slots: Range<Int>
        var unfolded: Range<Int>
    }

    init() {
        // No bytes yet: `settle` points the batch at them. (A batch without
        // cards keeps this pointer, which nothing reads.)
        base = UnsafePointer(bitPattern: 1)!
    }

    deinit { owned?.deallocate() }

    /// About how much memory the batch holds: its own bytes and its lines.
    var memorySize: Int {
        (owned?.count ?? 0) + lines.count * MemoryLayout<PhysicalLine>.stride
    }

    /// Parses every card of the batch with `parser`, ahead of the thread
    /// that will assemble them (which then only checks and copies).
    func parseAhead(with parser: inout CardParser, scratch output: inout CardParser.Output) {
        parsed.reserveCapacity(jobs.count)
        lines.withUnsafeBufferPointer { lines in
            for (_, card) in jobs {
                parser.parse(base + card.textRange.lowerBound, textCount: card.textRange.count, cardIndex: card.index,
                             lines: UnsafeBufferPointer(rebasing: lines[card.lines]), firstLine: card.beginLine + 1,
                             isValidUTF8: card.isValidUTF8, into: &output)
                let slotStart = parsedSlots.count, unfoldedStart = parsedUnfolded.count
                parsedSlots += output.slots
                parsedUnfolded += output.unfolded
                // The card's findings stay; its arrays, copied above, stay
                // with `output` for the next card.
                var kept = output
                kept.slots = []
                kept.unfolded = []
                parsed.append(ParsedCard(output: kept, slots: slotStart..<parsedSlots.count,
                                         unfolded: unfoldedStart..<parsedUnfolded.count))
            }
        }
    }

    /// Points the batch at `window[start..<end]`, copying the bytes when
    /// `copy`, and makes the cards' text ranges relative to `start` (the
    /// framing stage's last step for each batch).
    func settle(window: UnsafePointer<UInt8>, start: Int, end: Int, copy: Bool) {
        if copy {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(end - start, 1))
            _ = buffer.initialize(from: UnsafeBufferPointer(start: window + start, count: end - start))
            owned = buffer
            base = UnsafePointer(buffer.baseAddress!)
        } else {
            base = window + start
        }
        for k in jobs.indices {
            let range = jobs[k].card.textRange
            jobs[k].card.textRange = (range.lowerBound - start)..<(range.upperBound - start)
        }
    }
}
