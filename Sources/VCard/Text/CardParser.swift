/// Turns the lines of one card, already framed by the reader, into properties.
///
/// Works on the card's bytes directly and makes strings only for what it keeps.
/// Unfolding happens here, with the vendor repairs that need to see raw lines
/// (blank lines inside folds, Outlook's unindented base64, Android's folded
/// quoted-printable); each repair is reported, never silent.
struct CardParser {
    /// A diagnostic that depends on the card's version, decided at the end.
    struct PendingRepair {
        var repair: Repair
        var line: Int
        var message: String
        /// Only worth a warning in 3.0 and 4.0 (in 2.1 it is the standard).
        var onlyModern: Bool
    }

    struct Output {
        var properties: [Property] = []
        var diagnostics: [Diagnostic] = []
        var pendingRepairs: [PendingRepair] = []
        var hasError = false
    }

    let fileName: String
    let cardIndex: Int
    private var scratch: [UInt8] = []
    private var segments: [Range<Int>] = []

    init(fileName: String, cardIndex: Int) {
        self.fileName = fileName
        self.cardIndex = cardIndex
    }

    /// Parses the property lines in `source.bytes[bodyStart..<bodyEnd]`;
    /// `firstLine` is the line number at `bodyStart`.
    mutating func parse(_ source: SourceText, bodyStart: Int, bodyEnd: Int, firstLine: Int) -> Output {
        var output = Output()
        source.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            parseBody(source, base, bodyStart, bodyEnd, firstLine, &output)
        }
        return output
    }

    private mutating func parseBody(
        _ source: SourceText, _ base: UnsafePointer<UInt8>, _ bodyStart: Int, _ bodyEnd: Int,
        _ firstLine: Int, _ output: inout Output
    ) {
        var pos = bodyStart
        var lineNumber = firstLine
        while pos < bodyEnd {
            guard let first = LineScanner.line(in: base, from: pos, to: bodyEnd, atEOF: true) else { break }
            if first.isBlank {
                warn(&output, .blankLine, "blank line inside the card; skipped", line: lineNumber)
                extendLastOrigin(&output, to: first.end, source)
                pos = first.end
                lineNumber += 1
                continue
            }
            if ByteClass.isFoldSpace(base[first.start]) {
                warn(&output, .continuationWithoutProperty, "folded continuation line with no property before it; skipped", line: lineNumber)
                pos = first.end
                lineNumber += 1
                continue
            }
            let startLine = lineNumber
            let hint = EncodingHint(base, first)
            segments.removeAll(keepingCapacity: true)
            segments.append(first.start..<first.contentEnd)
            var rawEnd = first.end
            lineNumber += 1
            var next = first.end

            // Gather continuation lines.
            while next < bodyEnd, let line = LineScanner.line(in: base, from: next, to: bodyEnd, atEOF: true) {
                let softBreak = hint.isQuotedPrintable && endsWithEquals(base, segments[segments.count - 1])
                if !line.isBlank && ByteClass.isFoldSpace(base[line.start]) {
                    if softBreak {
                        dropLastByte()
                        var s = line.start
                        while s < line.contentEnd && ByteClass.isFoldSpace(base[s]) { s += 1 }
                        segments.append(s..<line.contentEnd)
                        output.pendingRepairs.append(PendingRepair(
                            repair: .quotedPrintableSoftBreakFold, line: lineNumber,
                            message: "quoted-printable soft line break followed by a folded line; the fold's space was dropped",
                            onlyModern: false))
                    } else {
                        segments.append((line.start + 1)..<line.contentEnd)
                    }
                } else if softBreak && !line.isBlank {
                    dropLastByte()
                    segments.append(line.start..<line.contentEnd)
                } else if line.isBlank {
                    // A blank line, then an indented one: the blank line sat inside a fold.
                    if line.end < bodyEnd,
                       let after = LineScanner.line(in: base, from: line.end, to: bodyEnd, atEOF: true),
                       !after.isBlank, ByteClass.isFoldSpace(base[after.start]) {
                        output.pendingRepairs.append(PendingRepair(
                            repair: .blankLineInFold, line: lineNumber,
                            message: "blank line inside a folded value; skipped", onlyModern: false))
                        rawEnd = line.end
                        next = line.end
                        lineNumber += 1
                        continue
                    }
                    if hint.isBase64 {
                        // Ends a base64 value: standard in 2.1, Outlook's habit in 3.0.
                        output.pendingRepairs.append(PendingRepair(
                            repair: .blankLineAfterBase64, line: lineNumber,
                            message: "blank line after a base64 value; skipped", onlyModern: true))
                        rawEnd = line.end
                        lineNumber += 1
                    }
                    break
                } else if hint.isBase64 && isBase64Line(base, line) {
                    output.pendingRepairs.append(PendingRepair(
                        repair: .unindentedBase64, line: lineNumber,
                        message: "base64 line without the folding space; joined to the value", onlyModern: false))
                    segments.append(line.start..<line.contentEnd)
                } else {
                    break
                }
                rawEnd = line.end
                next = line.end
                lineNumber += 1
            }
            pos = rawEnd
            let origin = PropertyOrigin(source: source, range: first.start..<rawEnd, line: startLine)
            if segments.count == 1 {
                let only = segments[0]
                buildProperty(base, only.lowerBound, only.upperBound, origin, &output)
            } else {
                scratch.removeAll(keepingCapacity: true)
                for segment in segments {
                    scratch.append(contentsOf: UnsafeBufferPointer(start: base + segment.lowerBound, count: segment.count))
                }
                let count = scratch.count
                scratch.withUnsafeBufferPointer { joined in
                    buildProperty(joined.baseAddress!, 0, count, origin, &output)
                }
            }
        }
    }

    // MARK: - Building a property

    private func buildProperty(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ origin: PropertyOrigin, _ output: inout Output
    ) {
        let line = origin.line
        guard let content = ContentLine.parse(base, start, end) else {
            output.diagnostics.append(Diagnostic(
                .error, .malformedLine, "line is not a property (no name before ':'); fix or remove it",
                file: fileName, line: line, cardIndex: cardIndex))
            output.hasError = true
            return
        }
        let name = string(base, content.name)
        for problem in content.problems {
            switch problem {
            case .emptyParameter:
                warn(&output, .emptyParameter, "\(name) has an empty parameter (';;' or ';:'); ignored", line: line)
            case .invalidParameterName:
                warn(&output, .invalidParameterName, "\(name) has a parameter whose name is empty or holds characters names may not", line: line)
            case .missingParameterValue:
                warn(&output, .missingParameterValue, "\(name) has a parameter with no value after '='", line: line)
            case .unterminatedQuote:
                warn(&output, .unterminatedQuote, "\(name) has a parameter value with no closing '\"'; read up to the next ';' or ':'", line: line)
            case .invalidPropertyName:
                warn(&output, .invalidPropertyName, "property name holds characters names may not (only letters, digits and '-')", line: line)
            case .missingColon:
                if content.parameters.isEmpty && content.group == nil && content.problems.count == 1 {
                    warn(&output, .missingColon, "\(name) has no ':' and no value", line: line)
                } else {
                    output.diagnostics.append(Diagnostic(
                        .error, .malformedLine, "\(name) line has no ':' before its value; fix or remove it",
                        file: fileName, line: line, cardIndex: cardIndex))
                    output.hasError = true
                    return
                }
            }
        }
        var parameters: [Parameter] = []
        var charset: Range<Int>? = nil
        var quotedPrintable = false
        if !content.parameters.isEmpty {
            parameters.reserveCapacity(content.parameters.count)
            for raw in content.parameters {
                let paramName = raw.name.map { string(base, $0) }
                if let nameRange = raw.name {
                    if ByteClass.matches(base, nameRange.lowerBound, nameRange.upperBound, "CHARSET") {
                        charset = raw.value
                    } else if ByteClass.matches(base, nameRange.lowerBound, nameRange.upperBound, "ENCODING"),
                              ByteClass.matches(base, raw.value.lowerBound, raw.value.upperBound, "QUOTED-PRINTABLE") {
                        quotedPrintable = true
                    }
                } else if ByteClass.matches(base, raw.value.lowerBound, raw.value.upperBound, "QUOTED-PRINTABLE") {
                    quotedPrintable = true
                }
                parameters.append(Parameter(name: paramName, rawValue: string(base, raw.value)))
            }
        }
        let value = decodeValue(base, content.value, quotedPrintable: quotedPrintable,
                                charset: charset.map { string(base, $0) }, name: name, line: line, &output)
        output.properties.append(Property(
            group: content.group.map { string(base, $0) }, name: name, parameters: parameters,
            value: value, origin: origin))
    }

    private func decodeValue(
        _ base: UnsafePointer<UInt8>, _ range: Range<Int>, quotedPrintable: Bool, charset: String?,
        name: String, line: Int, _ output: inout Output
    ) -> String {
        let raw = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        let text: String
        let outcome: TextDecoding.Outcome
        if quotedPrintable {
            let (decoded, malformed) = QuotedPrintable.decode(raw)
            if malformed {
                warn(&output, .malformedQuotedPrintable, "\(name) has a '=' that starts no quoted-printable escape; kept as is", line: line)
            }
            (text, outcome) = decoded.withUnsafeBufferPointer { TextDecoding.decode($0, charset: charset) }
        } else if charset == nil {
            (text, outcome) = TextDecoding.decodeUTF8(raw)
        } else {
            (text, outcome) = TextDecoding.decode(raw, charset: charset)
        }
        switch outcome {
        case .decoded: break
        case .fellBackToWindows1252:
            warn(&output, .invalidUTF8, "\(name) value is not valid UTF-8; read as Windows-1252 (add CHARSET= if that is wrong)", line: line)
        case .unknownCharset:
            warn(&output, .unknownCharset, "\(name) names a CHARSET this reader does not know; read as UTF-8", line: line)
        }
        return text
    }

    // MARK: - Helpers

    private func warn(_ output: inout Output, _ code: DiagnosticCode, _ message: String, line: Int) {
        output.diagnostics.append(Diagnostic(.warning, code, message, file: fileName, line: line, cardIndex: cardIndex))
    }

    /// Lets the previous property's original bytes cover a skipped line, so that
    /// writing it back unchanged keeps that line too.
    private func extendLastOrigin(_ output: inout Output, to end: Int, _ source: SourceText) {
        guard let last = output.properties.indices.last, let origin = output.properties[last].origin else { return }
        output.properties[last].origin = PropertyOrigin(source: source, range: origin.range.lowerBound..<end, line: origin.line)
    }

    @inline(__always)
    private func string(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    private func endsWithEquals(_ base: UnsafePointer<UInt8>, _ segment: Range<Int>) -> Bool {
        !segment.isEmpty && base[segment.upperBound - 1] == UInt8(ascii: "=")
    }

    private mutating func dropLastByte() {
        let last = segments.count - 1
        segments[last] = segments[last].lowerBound..<(segments[last].upperBound - 1)
    }

    private func isBase64Line(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        for k in line.start..<line.contentEnd where !ByteClass.isBase64Byte(base[k]) { return false }
        return true
    }
}

/// What the first line of a property says about its transfer encoding, found
/// before unfolding because it changes how lines continue.
struct EncodingHint {
    var isQuotedPrintable = false
    var isBase64 = false

    @inline(__always)
    init(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) {
        // Only the part before the first ':' can hold parameters.
        var i = line.start
        var sawSemicolon = false
        while i < line.contentEnd {
            let b = base[i]
            if b == UInt8(ascii: ":") { break }
            if b == UInt8(ascii: ";") { sawSemicolon = true }
            i += 1
        }
        guard sawSemicolon else { return }
        isQuotedPrintable = ByteClass.contains(base, line.start, i, "QUOTED-PRINTABLE")
        isBase64 = ByteClass.contains(base, line.start, i, "BASE64") || ByteClass.contains(base, line.start, i, "ENCODING=B")
    }
}
