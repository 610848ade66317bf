#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts the input into cards: finds each card's BEGIN and END lines and
/// checks that its bytes are UTF-8, and notes what lies between cards
/// (blank lines kept as the next card's leading trivia; stray lines handed
/// out as rejected, with an error). It also counts line endings for the
/// file's one `line-endings` warning.
///
/// It holds nothing larger than the reader's limits (``ReaderLimits``): a
/// card or line over one is rejected, and its bytes are handed out in
/// pieces as they are read while the rest of it is skipped.
///
/// ``FramingStage`` runs it a batch at a time; the framed cards are parsed
/// by ``CardAssembler``, on the reader's calling thread.
struct CardFramer {
    enum Item {
        case card(FramedCard)
        /// A card over a limit, lines outside any card, or a piece of either.
        case rejected(RejectedCard)
        /// The window holds no whole line or card more: refill, then call again.
        case needsInput
        /// The input is done.
        case end
    }

    let fileName: String
    let limits: ReaderLimits
    /// Where the next line starts in the window; bytes since `triviaStart`
    /// (blank lines, a BOM) go with the next card.
    private(set) var lo = 0
    private(set) var triviaStart = 0
    private var lineNumber = 1
    private var cardCount = 0
    /// Whether the next card's BEGIN:VCARD is on the line the last card's
    /// END:VCARD ended (`END:VCARDBEGIN:VCARD`).
    private var beginFollowsEnd = false

    /// Lines outside cards not yet handed out: their bytes stay in the window.
    private var stray: StrayRun? = nil

    struct StrayRun {
        var line: Int
        var start: Int
        var end: Int
        var count: Int
    }

    /// What is left to skip of something rejected for its size.
    private var skipping: Skipping? = nil

    enum Skipping {
        /// The rest of an overlong line; then, for a card, the rest of it.
        case restOfLine(inCard: Bool)
        /// The lines up to the card's END:VCARD (or the next BEGIN, or the end).
        case restOfCard
    }

    /// Lines outside cards, and what is skipped of something too large,
    /// are handed out in pieces of about this size, so that neither is held.
    static let strayPieceBytes = 1 << 20

    /// The blank lines after the last card, once the input is done.
    private(set) var trailingTrivia: [UInt8] = []

    // Line endings seen, reported once at the end.
    private var endingCounts = [Int](repeating: 0, count: 5)
    private var firstOddEndingLine: Int? = nil

    init(fileName: String, limits: ReaderLimits = ReaderLimits()) {
        self.fileName = fileName
        self.limits = limits
    }

    /// Skips a byte-order mark, which stays in the first card's trivia.
    mutating func skipByteOrderMark() { lo = 3 }

    /// Where the window may drop bytes before (everything before it is used).
    var keepFrom: Int { Swift.min(stray?.start ?? Int.max, triviaStart - lo > 1 << 16 ? lo : triviaStart) }

    /// The window moved its bytes `shift` places to the front.
    mutating func shifted(by shift: Int) {
        lo -= shift
        triviaStart = Swift.max(triviaStart - shift, 0)
        if stray != nil {
            stray!.start -= shift
            stray!.end -= shift
        }
    }

    /// The next item in `base[lo..<limit]`; card lines go to `lineStore`.
    mutating func next(_ base: UnsafePointer<UInt8>, limit: Int, atEOF: Bool,
                       lineStore: inout [PhysicalLine]) -> Item {
        if skipping != nil, let piece = skip(base, limit: limit, atEOF: atEOF) { return piece }
        while true {
            guard let line = LineScanner.line(in: base, from: lo, to: limit, atEOF: atEOF) else {
                if !atEOF {
                    if limit - lo > limits.lineBytes { return overlongLineOutsideCards(base, limit: limit) }
                    return .needsInput
                }
                if let run = takeStray(base) { return .rejected(run) }
                trailingTrivia = Array(UnsafeBufferPointer(start: base + triviaStart, count: limit - triviaStart))
                return .end
            }
            if isBlankOrSpace(base, line) || CardDelimiter.isCollectionWrapper(base, line) {
                count(line.terminator)
                lo = line.end
                lineNumber += 1
                continue
            }
            var delimiter = CardDelimiter.match(base, line)
            if delimiter == nil && ByteClass.isFoldSpace(base[line.start]) {
                delimiter = CardDelimiter.matchIndented(base, line)
            }
            if let delimiter, delimiter.kind == .begin {
                if stray != nil, let run = takeStray(base) { return .rejected(run) }
                guard let item = frameCard(base, limit: limit, atEOF: atEOF, begin: line, delimiter: delimiter,
                                           lineStore: &lineStore) else { return .needsInput }
                return item
            }
            // A line outside any card.
            count(line.terminator)
            if stray == nil { stray = StrayRun(line: lineNumber, start: line.start, end: line.end, count: 0) }
            stray!.end = line.end
            stray!.count += 1
            lo = line.end
            triviaStart = lo
            lineNumber += 1
            if stray!.end - stray!.start >= Self.strayPieceBytes, let run = takeStray(base) { return .rejected(run) }
        }
    }

    /// The warnings for the whole file, once the input is done.
    mutating func closingDiagnostics(readError: Int32?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let errno = readError {
            diagnostics.append(Diagnostic(.error, .unreadable, "read failed: \(String(cString: strerror(errno)))",
                                          file: fileName, line: lineNumber))
        }
        if let first = firstOddEndingLine {
            let names = ["CRLF", "LF", "CR", "CR CR LF"]
            let counts = (0..<4).filter { endingCounts[$0] > 0 }.map { "\(endingCounts[$0]) \(names[$0])" }
            diagnostics.append(Diagnostic(
                .warning, .lineEndings,
                "line endings are \(counts.joined(separator: ", ")), not CRLF as the specification asks; all were read as line breaks",
                file: fileName, line: first))
        }
        return diagnostics
    }

    // MARK: - One card

    /// Frames the card that starts at `begin`: a card, or the card rejected
    /// for its size. Returns `nil` when the card's end is not in the window yet.
    private mutating func frameCard(
        _ base: UnsafePointer<UInt8>, limit: Int, atEOF: Bool, begin: PhysicalLine, delimiter: CardDelimiter,
        lineStore: inout [PhysicalLine]
    ) -> Item? {
        var pos = begin.end
        var lines = 1
        // Whether a property line may hold a control character (the line scan's hint).
        var mayHoldControl = false
        let shift = triviaStart
        let firstStored = lineStore.count
        var endLine: PhysicalLine? = nil
        var endDelimiter: CardDelimiter? = nil
        var endSharesLine = false
        var endsInput = false
        var cardEnd = limit
        // Line endings other than CRLF, counted as the lines go by and kept
        // only once the card is whole (a refill starts the card again).
        var oddEndings = OddEndings()
        oddEndings.note(begin.terminator, 0)
        // How deep the line is inside agents' cards (``EmbeddedCard``), and
        // the line before it, which may open one.
        var agents = EmbeddedCard.Depth()
        var previous = begin
        while true {
            guard let line = LineScanner.line(in: base, from: pos, to: limit, atEOF: atEOF, mayHoldControl: &mayHoldControl) else {
                if !atEOF {
                    lineStore.removeSubrange(firstStored...)
                    if limit - begin.start > limits.cardBytes || limit - pos > limits.lineBytes {
                        beginFollowsEnd = false
                        return rejectOversized(base, limit: limit, begin: begin, lineEnd: pos, lines: lines,
                                               oddEndings: oddEndings, overLine: limit - pos > limits.lineBytes)
                    }
                    return nil
                }
                endsInput = true   // The input ended inside the card.
                break
            }
            if let found = CardDelimiter.match(base, line), !agents.takes(base, found, after: previous) {
                if found.kind == .end, let next = found.nextBegin {
                    // The card ends where the next one begins, mid-line: the
                    // line counts once, with the next card.
                    endLine = PhysicalLine(start: line.start, contentEnd: next, end: next, terminator: .none)
                    endDelimiter = found
                    cardEnd = next
                    endSharesLine = true
                } else if found.kind == .end {
                    endLine = line
                    endDelimiter = found
                    cardEnd = line.end
                    oddEndings.note(line.terminator, lines)
                } else {
                    cardEnd = line.start
                }
                break
            }
            oddEndings.note(line.terminator, lines)
            lineStore.append(PhysicalLine(start: line.start - shift, contentEnd: line.contentEnd - shift,
                                          end: line.end - shift, terminator: line.terminator))
            previous = line
            pos = line.end
            lines += 1
        }
        if endLine == nil {
            // Closed at the next BEGIN or the end: blank lines at its end go
            // with what follows.
            while lineStore.count > firstStored, let last = lineStore.last, last.isBlank {
                lineStore.removeLast()
                oddEndings.forget(last.terminator)
                lines -= 1
            }
            cardEnd = lineStore.count > firstStored ? lineStore[lineStore.count - 1].end + shift : begin.end
        }
        // A shared END line's ending is the next card's to count.
        commit(oddEndings, lines: lines + (endLine == nil || endSharesLine ? 0 : 1))

        cardCount += 1
        let beginLine = lineNumber
        let followsEnd = beginFollowsEnd
        beginFollowsEnd = endSharesLine
        let allLines = lines + (endLine == nil ? 0 : 1)
        lo = cardEnd
        triviaStart = cardEnd
        lineNumber += allLines - (endSharesLine ? 1 : 0)
        // Only a card longer than the line limit can hold a line over it.
        let overLine = cardEnd - begin.start > limits.lineBytes
            && (begin.contentEnd - begin.start > limits.lineBytes
                || lineStore[firstStored...].contains { $0.contentEnd - $0.start > limits.lineBytes })
        if overLine || cardEnd - begin.start > limits.cardBytes {
            // Over a limit set below the window's size: rejected whole. The
            // line limit's error names the first line over it; the card's, the card.
            let over = begin.contentEnd - begin.start > limits.lineBytes ? nil
                : lineStore[firstStored...].firstIndex { $0.contentEnd - $0.start > limits.lineBytes }
            let line = overLine ? beginLine + (over.map { $0 - firstStored + 1 } ?? 0) : beginLine
            lineStore.removeSubrange(firstStored...)
            let what = overLine ? overLineMessage : overCardMessage
            return .rejected(RejectedCard(
                index: cardCount, line: beginLine, bytes: copy(base, begin.start..<cardEnd),
                diagnostics: [Diagnostic(.error, .overLimit, what, file: fileName, line: line, cardIndex: cardCount)]))
        }
        func group(_ range: Range<Int>?) -> Range<Int32>? {
            range.map { Int32($0.lowerBound - shift)..<Int32($0.upperBound - shift) }
        }
        let end = endLine.map {
            FramedCard.End(line: beginLine + lines, range: ($0.start - shift)..<($0.end - shift), group: group(endDelimiter?.group))
        }
        return .card(FramedCard(
            textRange: shift..<cardEnd, cardStart: begin.start - shift,
            isValidUTF8: UTF8Validation.isValid(UnsafeBufferPointer(start: base + shift, count: cardEnd - shift)),
            mayHoldControl: mayHoldControl,
            index: cardCount, beginLine: beginLine,
            begin: PhysicalLine(start: begin.start - shift, contentEnd: begin.contentEnd - shift, end: begin.end - shift,
                                terminator: begin.terminator),
            beginGroup: group(delimiter.group), beginHasTrailingSpace: delimiter.hasTrailingSpace,
            beginIsIndented: delimiter.isIndented, beginFollowsEnd: followsEnd, end: end, endsInput: endsInput,
            lines: firstStored..<lineStore.count))
    }

    private var overCardMessage: String {
        "card is larger than the card limit (\(ReaderLimits.describe(limits.cardBytes))); rejected as it was"
    }

    private var overLineMessage: String {
        "card has a line longer than the line limit (\(ReaderLimits.describe(limits.lineBytes))); rejected as it was"
    }

    // MARK: - What is too large to hold

    /// Rejects the card that starts at `begin` and has outgrown the window's
    /// limit: hands out its bytes so far, then skips the rest of it.
    private mutating func rejectOversized(_ base: UnsafePointer<UInt8>, limit: Int, begin: PhysicalLine, lineEnd: Int,
                                          lines: Int, oddEndings: OddEndings, overLine: Bool) -> Item {
        commit(oddEndings, lines: lines)
        cardCount += 1
        let end = Swift.max(lineEnd, Self.safeEnd(base, from: lineEnd, to: limit))
        let piece = copy(base, begin.start..<end)
        // The line over the limit is the one being read when the window filled.
        let diagnostic = Diagnostic(.error, .overLimit, overLine ? overLineMessage : overCardMessage,
                                    file: fileName, line: overLine ? lineNumber + lines : lineNumber, cardIndex: cardCount)
        lineNumber += lines
        lo = end
        triviaStart = end
        skipping = end > lineEnd ? .restOfLine(inCard: true) : .restOfCard
        return .rejected(RejectedCard(index: cardCount, line: diagnostic.line, bytes: piece, diagnostics: [diagnostic]))
    }

    /// A line outside any card that is longer than the line limit: handed
    /// out as far as it is read, the rest skipped.
    private mutating func overlongLineOutsideCards(_ base: UnsafePointer<UInt8>, limit: Int) -> Item {
        if let run = takeStray(base) { return .rejected(run) }
        let end = Self.safeEnd(base, from: lo, to: Swift.min(limit, lo + Self.strayPieceBytes))
        let diagnostic = Diagnostic(
            .error, .overLimit,
            "line outside any card is longer than the line limit (\(ReaderLimits.describe(limits.lineBytes))); skipped",
            file: fileName, line: lineNumber)
        let piece = copy(base, lo..<end)
        lo = end
        triviaStart = end
        skipping = .restOfLine(inCard: false)
        return .rejected(RejectedCard(index: 0, line: lineNumber, bytes: piece, diagnostics: [diagnostic], isOutsideCards: true))
    }

    /// The next piece of what is being skipped, or `nil` once it is all skipped.
    private mutating func skip(_ base: UnsafePointer<UInt8>, limit: Int, atEOF: Bool) -> Item? {
        let pieceStart = lo
        var inCard = true
        func piece(_ end: Int) -> Item? {
            guard end > pieceStart else { return nil }
            return .rejected(RejectedCard(index: inCard ? cardCount : 0, line: lineNumber, bytes: copy(base, pieceStart..<end),
                                          diagnostics: [], isOutsideCards: !inCard, isContinuation: true))
        }
        switch skipping! {
        case .restOfLine(let card):
            inCard = card
            if let line = LineScanner.line(in: base, from: lo, to: limit, atEOF: atEOF) {
                count(line.terminator)
                lineNumber += 1
                lo = line.end
                skipping = card ? .restOfCard : nil
            } else if atEOF {
                skipping = nil
            } else {
                // At most a piece's worth at a time, however large the window.
                lo = Self.safeEnd(base, from: lo, to: Swift.min(limit, lo + Self.strayPieceBytes))
                if lo == pieceStart { return .needsInput }
            }
        case .restOfCard:
            while true {
                guard let line = LineScanner.line(in: base, from: lo, to: limit, atEOF: atEOF) else {
                    if atEOF {
                        skipping = nil
                    } else if lo == pieceStart && limit - lo >= Self.strayPieceBytes {
                        // Not even one whole line in a large window: the
                        // rest of a long one. (A short one is read whole
                        // after a refill, so that an END:VCARD cut by the
                        // window's end is still seen.)
                        lo = Self.safeEnd(base, from: lo, to: Swift.min(limit, lo + Self.strayPieceBytes))
                        if lo == pieceStart { return .needsInput }
                        skipping = .restOfLine(inCard: true)
                    }
                    break
                }
                if let delimiter = CardDelimiter.match(base, line) {
                    if delimiter.kind == .end, let next = delimiter.nextBegin {
                        // The next card begins on this line: it is that card's.
                        lo = next
                        beginFollowsEnd = true
                    } else if delimiter.kind == .end {
                        count(line.terminator)
                        lineNumber += 1
                        lo = line.end
                    }
                    skipping = nil
                    break
                }
                count(line.terminator)
                lineNumber += 1
                lo = line.end
                if lo - pieceStart >= Self.strayPieceBytes { break }
            }
        }
        triviaStart = lo
        if let item = piece(lo) { return item }
        return skipping == nil ? nil : .needsInput
    }

    /// Where bytes may be cut at `limit` without splitting a line break
    /// (a CR at the end may be the first half of a CRLF).
    private static func safeEnd(_ base: UnsafePointer<UInt8>, from start: Int, to limit: Int) -> Int {
        var end = limit
        while end > start && base[end - 1] == 13 { end -= 1 }
        return end
    }

    // MARK: - Helpers

    /// Outside cards, a line of only spaces and tabs counts as blank.
    private func isBlankOrSpace(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        var i = line.start
        while i < line.contentEnd {
            guard ByteClass.isFoldSpace(base[i]) else { return false }
            i += 1
        }
        return true
    }

    private func copy(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> ArraySlice<UInt8> {
        ArraySlice(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    private mutating func count(_ terminator: LineTerminator) {
        endingCounts[Int(terminator.rawValue)] += 1
        if terminator != .crlf && terminator != .none && firstOddEndingLine == nil {
            firstOddEndingLine = lineNumber
        }
    }

    /// The line endings of a card's `lines`, once it is framed.
    @inline(__always)
    private mutating func commit(_ odd: OddEndings, lines: Int) {
        if let offset = odd.firstOdd {
            endingCounts[Int(LineTerminator.lf.rawValue)] += odd.lf
            endingCounts[Int(LineTerminator.cr.rawValue)] += odd.cr
            endingCounts[Int(LineTerminator.crcrlf.rawValue)] += odd.crcrlf
            if firstOddEndingLine == nil { firstOddEndingLine = lineNumber + offset }
        }
        endingCounts[Int(LineTerminator.crlf.rawValue)] += lines - odd.lf - odd.cr - odd.crcrlf - odd.unterminated
    }

    /// Hands out the lines outside cards gathered so far, as rejected.
    private mutating func takeStray(_ base: UnsafePointer<UInt8>) -> RejectedCard? {
        guard let run = stray else { return nil }
        stray = nil
        let what = run.count == 1 ? "1 line" : "\(run.count) lines"
        let bytes = UnsafeBufferPointer(start: base + run.start, count: run.end - run.start)
        // Properties and then END:VCARD are a card whose BEGIN is missing or misspelt: the line that stands for it is said.
        let lost = Self.lostCards(in: bytes)
        let message = lost.map { lost in
            let among = lost.count == 1 ? "a card among them (its BEGIN:VCARD" : "\(lost.count) cards among them (the first one's BEGIN:VCARD"
            return "\(what) outside any card, \(among) missing" + (lost.begin.map { " or misspelt: '\($0)')" } ?? ")") + "; skipped"
        } ?? "\(what) outside any card (missing or misspelt BEGIN:VCARD?); skipped"
        // The cards among them are numbered as cards, so that every count and every later card's number agree.
        let count = lost?.count ?? 0
        let index = count > 0 ? cardCount + 1 : 0
        cardCount += count
        let diagnostic = Diagnostic(.error, .outsideCard, message, file: fileName, line: run.line, cardIndex: count > 0 ? index : nil)
        return RejectedCard(index: index, line: run.line, bytes: copy(base, run.start..<run.end), diagnostics: [diagnostic],
                            isOutsideCards: true, lostCards: count)
    }
}

extension CardFramer {
    /// The cards `bytes` (lines outside any card) hold — each a property
    /// line, then `END:VCARD` — and the line that stands for the first
    /// one's BEGIN: the line that names VCARD before its first property
    /// ("BEGN:VCARD"), else the line before it; `nil` when they hold no
    /// card (a second END:VCARD, a preamble).
    static func lostCards(in bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, begin: String?)? {
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
        var count = 0, begin: String?
        var start = 0
        for (index, line) in lines.enumerated() where line.uppercased() == "END:VCARD" {
            defer { start = index + 1 }
            let card = lines[start..<index]
            guard let property = card.firstIndex(where: { $0.contains(":") && !$0.uppercased().contains("VCARD") }) else { continue }
            count += 1
            // The line that stands for the BEGIN, where it is one misspelt
            // ("BEGN:VCARD"): a property's line is contact data, which no
            // message carries.
            if begin == nil { begin = card[..<property].last(where: { $0.uppercased().contains("VCARD") }) }
        }
        // (Its first 40 characters.)
        return count > 0 ? (count, begin.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }) : nil
    }
}

/// Line endings other than CRLF among a card's lines, counted as they go by.
private struct OddEndings {
    var lf = 0, cr = 0, crcrlf = 0
    /// The input's last line, with no line break: no odd ending, nor a CRLF.
    var unterminated = 0
    /// The first odd one's line, counted from the BEGIN line.
    var firstOdd: Int? = nil

    @inline(__always)
    mutating func note(_ terminator: LineTerminator, _ offset: Int) {
        if terminator == .none { unterminated += 1 }
        guard terminator != .crlf && terminator != .none else { return }
        switch terminator {
        case .lf: lf += 1
        case .cr: cr += 1
        default: crcrlf += 1
        }
        if firstOdd == nil { firstOdd = offset }
    }

    /// Takes back a line noted last.
    mutating func forget(_ terminator: LineTerminator) {
        switch terminator {
        case .lf: lf -= 1
        case .cr: cr -= 1
        case .crcrlf: crcrlf -= 1
        case .none: unterminated -= 1
            return
        default: return
        }
        if lf + cr + crcrlf == 0 { firstOdd = nil }
    }
}
