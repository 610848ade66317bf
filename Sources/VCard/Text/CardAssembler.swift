/// Turns a framed card into a read result: parses its properties, runs the
/// card-level checks, and decides whether the card is accepted or rejected.
/// A pure function of the framed card and the options, so several assemblers
/// can work on one input's cards at once.
struct CardAssembler {
    let options: ReaderOptions
    private var parser: CardParser

    init(options: ReaderOptions) {
        self.options = options
        self.parser = CardParser(fileName: options.fileName)
    }

    mutating func assemble(_ card: FramedCard, lines: UnsafeBufferPointer<PhysicalLine>) -> ReadResult {
        var output = parser.parse(card.text, cardIndex: card.index, lines: lines, firstLine: card.beginLine + 1)
        let version = output.version ?? options.assumedVersion
        // The arrays are swapped out of `output`, not copied: a copy costs an
        // atomic retain now and a release later, per array, per card.
        var diagnostics: [Diagnostic] = [], slots: [ReadProperties.Slot] = [], unfolded: [UInt8] = []
        swap(&diagnostics, &output.diagnostics)
        swap(&slots, &output.slots)
        swap(&unfolded, &output.unfolded)
        let properties = ReadProperties(source: card.text, slots: slots, unfolded: unfolded)
        let frame = CardValidator.Frame(
            beginLine: card.beginLine, beginGroup: card.beginGroup, beginHasTrailingSpace: card.beginHasTrailingSpace,
            endGroup: card.end.map { $0.group }, endLine: card.end?.line ?? card.beginLine)
        CardValidator(fileName: options.fileName, cardIndex: card.index)
            .check(output, properties: properties, version: version, frame: frame, into: &diagnostics)

        var hasError = output.hasError
        if card.end == nil {
            diagnostics.append(Diagnostic(
                .error, .missingEnd, "card has no END:VCARD before the next card or the end of the input",
                file: options.fileName, line: card.beginLine, cardIndex: card.index))
            hasError = true
        }
        if options.strict {
            for i in diagnostics.indices where diagnostics[i].severity == .warning {
                diagnostics[i].severity = .error
                hasError = true
            }
        }
        if diagnostics.count > 1 { diagnostics.sort { $0.line < $1.line } }
        guard !hasError, let end = card.end else {
            return .rejected(RejectedCard(index: card.index, line: card.beginLine, bytes: card.text.cardBytes,
                                          diagnostics: diagnostics))
        }
        let beginRange = card.begin.start..<Swift.max(card.begin.end, output.leadingSkippedEnd ?? 0)
        let origin = CardOrigin(source: card.text, index: card.index, line: card.beginLine, version: version,
                                beginRange: beginRange, endRange: end.range)
        return .card(Card(read: properties, origin: origin), diagnostics: diagnostics)
    }
}
