#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts the input into cards: finds each card's BEGIN and END lines and
/// checks that its bytes are UTF-8, and notes what lies between cards
/// (blank lines kept as the next card's leading trivia; stray lines reported).
/// It also counts line endings for the file's one `line-endings` warning.
///
/// ``FramingStage`` runs it a batch at a time; the framed cards are parsed
/// by ``CardAssembler``, on the reader's calling thread.
struct CardFramer {
    enum Item {
        case card(FramedCard)
        case diagnostic(Diagnostic)
        /// The window holds no whole line or card more: refill, then call again.
        case needsInput
        /// The input is done.
        case end
    }

    let fileName: String
    /// Where the next line starts in the window; bytes since `triviaStart`
    /// (blank lines, a BOM) go with the next card.
    private(set) var lo = 0
    private(set) var triviaStart = 0
    private var lineNumber = 1
    private var cardCount = 0

    // Stray lines outside cards, reported once per run of them.
    private var strayStart: Int? = nil
    private var strayCount = 0

    /// The blank lines after the last card, once the input is done.
    private(set) var trailingTrivia: [UInt8] = []

    // Line endings seen, reported once at the end.
    private var endingCounts = [Int](repeating: 0, count: 5)
    private var firstOddEndingLine: Int? = nil

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Skips a byte-order mark, which stays in the first card's trivia.
    mutating func skipByteOrderMark() { lo = 3 }

    /// Where the window may drop bytes before (everything before it is used).
    var keepFrom: Int { triviaStart - lo > 1 << 16 ? lo : triviaStart }

    /// The window moved its bytes `shift` places to the front.
    mutating func shifted(by shift: Int) {
        lo -= shift
        triviaStart = Swift.max(triviaStart - shift, 0)
    }

    /// The next item in `base[lo..<limit]`; card lines go to `lineStore`.
    mutating func next(_ base: UnsafePointer<UInt8>, limit: Int, atEOF: Bool,
                       lineStore: inout [PhysicalLine]) -> Item {
        while true {
            guard let line = LineScanner.line(in: base, from: lo, to: limit, atEOF: atEOF) else {
                if !atEOF { return .needsInput }
                if let stray = takeStrayDiagnostic() { return .diagnostic(stray) }
                trailingTrivia = Array(UnsafeBufferPointer(start: base + triviaStart, count: limit - triviaStart))
                return .end
            }
            if isBlankOrSpace(base, line) {
                count(line.terminator)
                lo = line.end
                lineNumber += 1
                continue
            }
            if let delimiter = CardDelimiter.match(base, line), delimiter.kind == .begin {
                if let stray = takeStrayDiagnostic() { return .diagnostic(stray) }
                guard let card = frameCard(base, limit: limit, atEOF: atEOF, begin: line, delimiter: delimiter,
                                           lineStore: &lineStore) else { return .needsInput }
                return .card(card)
            }
            // A line outside any card.
            count(line.terminator)
            if strayStart == nil { strayStart = lineNumber }
            strayCount += 1
            lo = line.end
            triviaStart = lo
            lineNumber += 1
        }
    }

    /// The warnings for the whole file, once the input is done.
    mutating func closingDiagnostics(readError: Int32?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let stray = takeStrayDiagnostic() { diagnostics.append(stray) }
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

    /// Finds the end of the card that starts at `begin`.
    /// Returns `nil` when the card's end is not in the window yet.
    private mutating func frameCard(
        _ base: UnsafePointer<UInt8>, limit: Int, atEOF: Bool, begin: PhysicalLine, delimiter: CardDelimiter,
        lineStore: inout [PhysicalLine]
    ) -> FramedCard? {
        var pos = begin.end
        var lines = 1
        let shift = triviaStart
        let firstStored = lineStore.count
        var endLine: PhysicalLine? = nil
        var endDelimiter: CardDelimiter? = nil
        var cardEnd = limit
        // Line endings other than CRLF, counted as the lines go by and kept
        // only once the card is whole (a refill starts the card again).
        var oddEndings = (lf: 0, cr: 0, crcrlf: 0, firstOdd: Int?.none)
        @inline(__always) func note(_ terminator: LineTerminator, _ offset: Int) {
            guard terminator != .crlf && terminator != .none else { return }
            switch terminator {
            case .lf: oddEndings.lf += 1
            case .cr: oddEndings.cr += 1
            default: oddEndings.crcrlf += 1
            }
            if oddEndings.firstOdd == nil { oddEndings.firstOdd = offset }
        }
        note(begin.terminator, 0)
        while true {
            guard let line = LineScanner.line(in: base, from: pos, to: limit, atEOF: atEOF) else {
                if !atEOF {
                    lineStore.removeSubrange(firstStored...)
                    return nil
                }
                break   // The input ended inside the card.
            }
            if let found = CardDelimiter.match(base, line) {
                if found.kind == .end {
                    endLine = line
                    endDelimiter = found
                    cardEnd = line.end
                    note(line.terminator, lines)
                } else {
                    cardEnd = line.start
                }
                break
            }
            note(line.terminator, lines)
            lineStore.append(PhysicalLine(start: line.start - shift, contentEnd: line.contentEnd - shift,
                                          end: line.end - shift, terminator: line.terminator))
            pos = line.end
            lines += 1
        }
        // Commit the line endings now that the card is whole.
        if let offset = oddEndings.firstOdd {
            endingCounts[Int(LineTerminator.lf.rawValue)] += oddEndings.lf
            endingCounts[Int(LineTerminator.cr.rawValue)] += oddEndings.cr
            endingCounts[Int(LineTerminator.crcrlf.rawValue)] += oddEndings.crcrlf
            if firstOddEndingLine == nil { firstOddEndingLine = lineNumber + offset }
        }
        let allLines = lines + (endLine == nil ? 0 : 1)
        endingCounts[Int(LineTerminator.crlf.rawValue)] += allLines - oddEndings.lf - oddEndings.cr - oddEndings.crcrlf

        cardCount += 1
        func group(_ range: Range<Int>?) -> Range<Int32>? {
            range.map { Int32($0.lowerBound - shift)..<Int32($0.upperBound - shift) }
        }
        let end = endLine.map {
            FramedCard.End(line: lineNumber + lines, range: ($0.start - shift)..<($0.end - shift), group: group(endDelimiter?.group))
        }
        let card = FramedCard(
            textRange: shift..<cardEnd, cardStart: begin.start - shift,
            isValidUTF8: UTF8Validation.isValid(UnsafeBufferPointer(start: base + shift, count: cardEnd - shift)),
            index: cardCount, beginLine: lineNumber,
            begin: PhysicalLine(start: begin.start - shift, contentEnd: begin.contentEnd - shift, end: begin.end - shift,
                                terminator: begin.terminator),
            beginGroup: group(delimiter.group), beginHasTrailingSpace: delimiter.hasTrailingSpace,
            end: end, lines: firstStored..<lineStore.count)
        lo = cardEnd
        triviaStart = cardEnd
        lineNumber += allLines
        return card
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

    private mutating func count(_ terminator: LineTerminator) {
        endingCounts[Int(terminator.rawValue)] += 1
        if terminator != .crlf && terminator != .none && firstOddEndingLine == nil {
            firstOddEndingLine = lineNumber
        }
    }

    private mutating func takeStrayDiagnostic() -> Diagnostic? {
        guard let start = strayStart else { return nil }
        let what = strayCount == 1 ? "1 line" : "\(strayCount) lines"
        strayStart = nil
        strayCount = 0
        return Diagnostic(.error, .outsideCard, "\(what) outside any card (missing or misspelt BEGIN:VCARD?); skipped",
                          file: fileName, line: start)
    }
}
