#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    // The window: the next line starts at `lo`; bytes since `triviaStart`
    // (blank lines, a BOM) go with the next card.
    private var lo = 0
    private var triviaStart = 0
    private var lineNumber = 1
    private var cardCount = 0
    private var started = false
    private var finished = false
    private var pending: [ReadResult] = []
    private var parser: CardParser
    /// The current card's lines, offsets relative to its SourceText.
    private var cardLines: [PhysicalLine] = []

    // Stray lines outside cards are reported once per run.
    private var strayStart: Int? = nil
    private var strayCount = 0

    // Line endings seen, reported once at the end.
    private var endingCounts = [Int](repeating: 0, count: 5)
    private var firstOddEndingLine: Int? = nil

    /// Reads the file at `path` (`-` for standard input).
    public convenience init(path: String, options: ReaderOptions? = nil) throws {
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
        self.parser = CardParser(fileName: options.fileName)
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

    // MARK: - Iteration

    public func next() -> ReadResult? {
        if !pending.isEmpty { return pending.removeFirst() }
        if finished { return nil }
        if !started { start() }
        while true {
            guard let line = LineScanner.line(in: source.base, from: lo, to: source.count, atEOF: source.atEOF) else {
                if source.atEOF {
                    finish()
                    return pending.isEmpty ? nil : pending.removeFirst()
                }
                refill()
                continue
            }
            if isBlankOrSpace(line) {
                count(line.terminator)
                advance(past: line, lines: 1)
                continue
            }
            if let delimiter = CardDelimiter.match(source.base, line), delimiter.kind == .begin {
                if let stray = takeStrayDiagnostic() { return stray }
                guard let result = frameCard(begin: line, delimiter: delimiter) else {
                    refill()
                    continue
                }
                return result
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

    private func start() {
        started = true
        source.compact(keepingFrom: 0)
        let base = source.base
        if source.count >= 2 && ((base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF)) {
            let all = source.readAll()
            let text = String(data: Data(all), encoding: .utf16) ?? ""
            source.replace(with: Array(text.utf8))
            pending.append(.diagnostic(Diagnostic(
                .warning, .utf16Input, "file is UTF-16; read as text and converted to UTF-8",
                file: options.fileName, line: 1)))
        }
        if source.count >= 3 && source.base[0] == 0xEF && source.base[1] == 0xBB && source.base[2] == 0xBF {
            lo = 3   // The BOM stays in the first card's leading trivia.
        }
    }

    /// Outside cards, a line of only spaces and tabs counts as blank.
    private func isBlankOrSpace(_ line: PhysicalLine) -> Bool {
        var i = line.start
        while i < line.contentEnd {
            guard ByteClass.isFoldSpace(source.base[i]) else { return false }
            i += 1
        }
        return true
    }

    private func refill() {
        let keep = triviaStart - lo > 1 << 16 ? lo : triviaStart
        let shift = source.compact(keepingFrom: keep)
        lo -= shift
        triviaStart = Swift.max(triviaStart - shift, 0)
    }

    private func advance(past line: PhysicalLine, lines: Int) {
        lo = line.end
        lineNumber += lines
    }

    private func count(_ terminator: LineTerminator) {
        endingCounts[Int(terminator.rawValue)] += 1
        if terminator != .crlf && terminator != .none && firstOddEndingLine == nil {
            firstOddEndingLine = lineNumber
        }
    }

    private func takeStrayDiagnostic() -> ReadResult? {
        guard let start = strayStart else { return nil }
        let count = strayCount
        strayStart = nil
        strayCount = 0
        let what = count == 1 ? "1 line" : "\(count) lines"
        return .diagnostic(Diagnostic(
            .error, .outsideCard, "\(what) outside any card (missing or misspelt BEGIN:VCARD?); skipped",
            file: options.fileName, line: start))
    }

    private func finish() {
        finished = true
        if let stray = takeStrayDiagnostic() { pending.append(stray) }
        if let errno = source.readError {
            pending.append(.diagnostic(Diagnostic(
                .error, .unreadable, "read failed: \(String(cString: strerror(errno)))",
                file: options.fileName, line: lineNumber)))
        }
        if let first = firstOddEndingLine {
            let names = ["CRLF", "LF", "CR", "CR CR LF"]
            let counts = (0..<4).filter { endingCounts[$0] > 0 }.map { "\(endingCounts[$0]) \(names[$0])" }
            pending.append(.diagnostic(Diagnostic(
                .warning, .lineEndings,
                "line endings are \(counts.joined(separator: ", ")), not CRLF as the specification asks; all were read as line breaks",
                file: options.fileName, line: first)))
        }
    }

    // MARK: - One card

    /// Finds the end of the card that starts at `begin`, then parses it.
    /// Returns `nil` when the card's end is not in the buffer yet.
    private func frameCard(begin: PhysicalLine, delimiter: CardDelimiter) -> ReadResult? {
        let base = source.base
        let limit = source.count
        let atEOF = source.atEOF
        var pos = begin.end
        var lines = 1
        let shift = triviaStart
        // Work on local copies of the reusable buffers: touching a class's
        // stored properties in a loop costs a dynamic exclusivity check each time.
        var cardLines: [PhysicalLine] = []
        swap(&cardLines, &self.cardLines)
        defer { swap(&cardLines, &self.cardLines) }
        cardLines.removeAll(keepingCapacity: true)
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
                if !atEOF { return nil }
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
            cardLines.append(PhysicalLine(start: line.start - shift, contentEnd: line.contentEnd - shift,
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
        endingCounts[Int(LineTerminator.crlf.rawValue)] += lines + (endLine == nil ? 0 : 1) - oddEndings.lf - oddEndings.cr - oddEndings.crcrlf

        cardCount += 1
        let index = cardCount
        let beginLineNumber = lineNumber
        let bytes = Array(UnsafeBufferPointer(start: base + triviaStart, count: cardEnd - triviaStart))
        let text = SourceText(bytes: bytes, cardStart: begin.start - triviaStart)
        lo = cardEnd
        triviaStart = cardEnd
        lineNumber += lines + (endLine == nil ? 0 : 1)

        var parser = CardParser(fileName: "")
        swap(&parser, &self.parser)
        var output = cardLines.withUnsafeBufferPointer {
            parser.parse(text, cardIndex: index, lines: $0, firstLine: beginLineNumber + 1)
        }
        swap(&parser, &self.parser)
        return finishCard(text, index: index, beginLine: beginLineNumber, begin: begin, delimiter: delimiter,
                          endLine: endLine.map { (lineNumber - 1, $0.start - shift..<$0.end - shift) },
                          endDelimiter: endDelimiter, output: &output, shift: shift)
    }

    private func finishCard(
        _ text: SourceText, index: Int, beginLine: Int, begin: PhysicalLine, delimiter: CardDelimiter,
        endLine: (number: Int, range: Range<Int>)?, endDelimiter: CardDelimiter?, output: inout CardParser.Output,
        shift: Int
    ) -> ReadResult {
        let version = output.version ?? options.assumedVersion
        var diagnostics = output.diagnostics

        let groupText: (Range<Int>?) -> String? = { range in
            range.map { String(decoding: text.bytes[($0.lowerBound - shift)..<($0.upperBound - shift)], as: UTF8.self) }
        }
        let frame = CardValidator.Frame(
            beginLine: beginLine, beginGroup: groupText(delimiter.group),
            beginHasTrailingSpace: delimiter.hasTrailingSpace,
            endGroup: endDelimiter.map { groupText($0.group) }, endLine: endLine?.number ?? beginLine)
        CardValidator(fileName: options.fileName, cardIndex: index)
            .check(output, version: version, frame: frame, into: &diagnostics)

        var hasError = output.hasError
        if endLine == nil {
            diagnostics.append(Diagnostic(
                .error, .missingEnd, "card has no END:VCARD before the next card or the end of the input",
                file: options.fileName, line: beginLine, cardIndex: index))
            hasError = true
        }
        if options.strict {
            for i in diagnostics.indices where diagnostics[i].severity == .warning {
                diagnostics[i].severity = .error
                hasError = true
            }
        }
        diagnostics.sort { $0.line < $1.line }
        if hasError {
            return .rejected(RejectedCard(index: index, line: beginLine, bytes: text.cardBytes, diagnostics: diagnostics))
        }
        let beginRange = (begin.start - shift)..<Swift.max(begin.end - shift, output.leadingSkippedEnd ?? 0)
        let origin = CardOrigin(source: text, index: index, line: beginLine, version: version,
                                beginRange: beginRange, endRange: endLine!.range)
        return .card(Card(properties: output.properties, origin: origin), diagnostics: diagnostics)
    }
}
