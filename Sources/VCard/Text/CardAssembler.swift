/// Turns a framed card into a read result: parses its properties, runs the
/// card-level checks, and decides whether the card is accepted or rejected.
/// A pure function of the framed card and the options, so several assemblers
/// can work on one input's cards at once.
struct CardAssembler {
    // The options it needs, kept apart: copying the whole options struct
    // per card cost a reference-count pair for its strings.
    private let fileName: String
    private let strict: Bool
    private let rejectsCardCutShort: Bool
    private let assumedVersion: VCardVersion
    private var parser: CardParser
    /// The parser's output, reused from card to card.
    private var output = CardParser.Output()

    init(options: ReaderOptions) {
        fileName = options.fileName
        strict = options.strict
        rejectsCardCutShort = options.rejectsCardCutShort
        assumedVersion = options.assumedVersion
        self.parser = CardParser(fileName: options.fileName, valueLimit: options.limits.valueBytes)
    }

    /// The result for `card`, whose text is at `base[card.textRange]`: parsed
    /// here, or already parsed ahead into `batch` (``FramedBatch/parseAhead(_:)``).
    mutating func assemble(_ card: FramedCard, job: Int, in batch: FramedBatch) -> ReadResult {
        let textBase = batch.base + card.textRange.lowerBound
        if job < batch.parsed.count {
            let parsed = batch.parsed[job]
            return batch.parsedSlots.withUnsafeBufferPointer { slots in
                batch.parsedUnfolded.withUnsafeBufferPointer { unfolded in
                    finish(card, textBase, parsed.output,
                           unfolded: UnsafeBufferPointer(rebasing: unfolded[parsed.unfolded]),
                           slots: UnsafeBufferPointer(rebasing: slots[parsed.slots]))
                }
            }
        }
        batch.lines.withUnsafeBufferPointer { lines in
            parser.parse(textBase, textCount: card.textRange.count, cardIndex: card.index,
                         lines: UnsafeBufferPointer(rebasing: lines[card.lines]),
                         firstLine: card.beginLine + 1, isValidUTF8: card.isValidUTF8, into: &output)
        }
        return output.slots.withUnsafeBufferPointer { slots in
            output.unfolded.withUnsafeBufferPointer { unfolded in
                finish(card, textBase, output, unfolded: unfolded, slots: slots)
            }
        }
    }

    /// Whether the card's bytes end without a line break.
    private static func endsMidLine(_ text: UnsafePointer<UInt8>, count: Int) -> Bool {
        count > 0 && text[count - 1] != 0x0A && text[count - 1] != 0x0D
    }

    /// Checks the parsed card and makes its result.
    private func finish(_ card: FramedCard, _ textBase: UnsafePointer<UInt8>, _ output: CardParser.Output,
                        unfolded: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<ReadProperties.Slot>) -> ReadResult {
        let version = output.version ?? assumedVersion
        var diagnostics = output.diagnostics
        // The card's own copy of its bytes and its property table, in one
        // allocation made on the thread that uses the card.
        let text = SourceText(text: UnsafeBufferPointer(start: textBase, count: card.textRange.count), cardStart: card.cardStart,
                              unfolded: unfolded, slots: slots)
        let properties = ReadProperties(source: text)
        // An empty group ('.BEGIN') is read as none, as a property's is.
        func group(_ range: Range<Int32>?) -> String? { range.flatMap { $0.isEmpty ? nil : Self.string(textBase, $0) } }
        let frame = CardValidator.Frame(
            beginLine: card.beginLine, beginGroup: group(card.beginGroup), beginHasEmptyGroup: card.beginGroup?.isEmpty == true,
            beginHasTrailingSpace: card.beginHasTrailingSpace, beginIsIndented: card.beginIsIndented,
            beginFollowsEnd: card.beginFollowsEnd,
            endGroup: card.end.map { group($0.group) }, endLine: card.end?.line ?? card.beginLine)
        CardValidator(fileName: fileName, cardIndex: card.index)
            .check(output, properties: properties, version: version, frame: frame, into: &diagnostics)
        if card.mayHoldControl {
            ControlCharacters.check(text: textBase, textCount: card.textRange.count, unfolded: unfolded, slots: slots,
                                    fileName: fileName, cardIndex: card.index, into: &diagnostics)
        }

        var hasError = output.hasError
        if card.end == nil {
            if slots.isEmpty {
                // Nothing after BEGIN:VCARD: not a card.
                diagnostics.append(Diagnostic(
                    .error, .missingEnd, "BEGIN:VCARD with no property and no END:VCARD before the next card or the end of the input",
                    file: fileName, line: card.beginLine, cardIndex: card.index))
                hasError = true
            } else if card.endsInput && Self.endsMidLine(textBase, count: card.textRange.count) {
                // Cut in the middle of a line: its last property lost its end, and what followed.
                diagnostics.append(Diagnostic(
                    .error, .missingEnd, "the input ends in the middle of a line of the card, with no END:VCARD: it is cut short",
                    file: fileName, line: card.beginLine, cardIndex: card.index))
                hasError = true
            } else if card.endsInput && rejectsCardCutShort {
                diagnostics.append(Diagnostic(
                    .error, .missingEnd, "the input ends inside the card, with no END:VCARD: it may be cut short",
                    file: fileName, line: card.beginLine, cardIndex: card.index))
                hasError = true
            } else {
                diagnostics.append(Diagnostic(
                    .warning, .missingEnd, "card has no END:VCARD; closed before the next card or at the end of the input",
                    file: fileName, line: card.beginLine, cardIndex: card.index, repair: .missingEnd))
            }
        }
        if strict && diagnostics.contains(where: { $0.severity == .warning }) {
            diagnostics = diagnostics.map(\.strict)
            hasError = true
        }
        if diagnostics.count > 1 { diagnostics.sort { $0.line < $1.line } }
        guard !hasError else {
            return .rejected(RejectedCard(index: card.index, line: card.beginLine, bytes: ArraySlice(text.cardBytes),
                                          diagnostics: diagnostics))
        }
        let beginRange = card.begin.start..<Swift.max(card.begin.end, output.leadingSkippedEnd ?? 0)
        var origin = CardOrigin(source: text, index: card.index, line: card.beginLine, version: version,
                                beginRange: beginRange, endRange: card.end?.range ?? text.count..<text.count)
        origin.textWasRepaired = diagnostics.contains { $0.repair.map { ![.addressInStreet, .missingFormattedName].contains($0) } ?? false }
        return .card(Card(read: properties, origin: origin), diagnostics: diagnostics)
    }

    private static func string(_ base: UnsafePointer<UInt8>, _ range: Range<Int32>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + Int(range.lowerBound), count: range.count), as: UTF8.self)
    }
}
