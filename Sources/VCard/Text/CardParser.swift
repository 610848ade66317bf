/// Turns the lines of one card, already framed by the reader, into properties.
///
/// Works on the card's bytes directly and makes strings only for what it keeps.
/// Unfolding happens here, with the vendor repairs that need to see raw lines
/// (blank lines inside folds, Outlook's unindented base64, Android's folded
/// quoted-printable); each repair is reported, never silent.
struct CardParser {
    struct Output {
        /// Where each property is; ``ReadProperties`` makes them when asked.
        var slots: [ReadProperties.Slot] = []
        /// The content lines of the properties that spanned several lines.
        var unfolded: [UInt8] = []
        var diagnostics: [Diagnostic] = []
        /// Warnings that depend on the card's version, which is known only at the end.
        var pending: [PendingDiagnostic] = []
        var hasError = false
        /// End of the lines skipped before the first property, which belong
        /// with the BEGIN line when the card is written back.
        var leadingSkippedEnd: Int? = nil
        var hasFormattedName = false
        var hasName = false
        /// Properties other than VERSION.
        var contentCount = 0
        /// Line of the first VERSION property, and the version it names.
        var versionLine: Int? = nil
        var version: VCardVersion? = nil

        /// Empties the output for the next card, keeping the arrays' capacity.
        mutating func reset() {
            slots.removeAll(keepingCapacity: true)
            unfolded.removeAll(keepingCapacity: true)
            if !diagnostics.isEmpty { diagnostics = [] }
            if !pending.isEmpty { pending = [] }
            hasError = false
            leadingSkippedEnd = nil
            hasFormattedName = false
            hasName = false
            contentCount = 0
            versionLine = nil
            version = nil
        }
    }

    let fileName: String
    /// The longest property, unfolded (``ReaderLimits/valueBytes``).
    let valueLimit: Int
    private var cardIndex = 0
    // Reused from card to card.
    private var scratch: [UInt8] = []
    private var segments: [Range<Int>] = []
    private let parameters = ParameterScratch()
    /// Where the unfolded lines will start in the card's ``SourceText``.
    private var textCount = 0
    /// Whether the whole card is valid UTF-8, in which case every plain value
    /// in it is too (values are cut at ASCII delimiters), and none needs its
    /// own check.
    private var cardIsValidUTF8 = false

    init(fileName: String, valueLimit: Int = ReaderLimits.defaultValueBytes) {
        self.fileName = fileName
        self.valueLimit = valueLimit
    }

    /// Parses the property lines of one card into `output` (reused from
    /// card to card, so its arrays keep their capacity): `base` is the card's
    /// text, `textCount` bytes long; `lines` are its physical lines between
    /// BEGIN and END, as offsets into it; `firstLine` is the line number of
    /// the first; `isValidUTF8` says whether the whole text is (the framer
    /// checked).
    mutating func parse(_ base: UnsafePointer<UInt8>, textCount: Int, cardIndex: Int,
                        lines: UnsafeBufferPointer<PhysicalLine>, firstLine: Int, isValidUTF8: Bool,
                        into output: inout Output) {
        self.cardIndex = cardIndex
        self.textCount = textCount
        cardIsValidUTF8 = isValidUTF8
        output.reset()
        parseBody(base, lines, firstLine, &output)
    }

    private mutating func parseBody(
        _ base: UnsafePointer<UInt8>, _ lines: UnsafeBufferPointer<PhysicalLine>,
        _ firstLine: Int, _ output: inout Output
    ) {
        var k = 0
        // Whether the line before was a property's (which a line that is
        // not a property may continue).
        var afterProperty = false
        while k < lines.count {
            let first = lines[k]
            let startLine = firstLine + k
            if first.isBlank {
                warn(&output, .blankLine, "blank line inside the card; skipped", line: startLine)
                extendLastOrigin(&output, to: first.end)
                afterProperty = false
                k += 1
                continue
            }
            if ByteClass.isFoldSpace(base[first.start]) {
                warn(&output, .continuationWithoutProperty, "folded continuation line with no property before it; skipped", line: startLine)
                extendLastOrigin(&output, to: first.end)
                afterProperty = false
                k += 1
                continue
            }
            if k + 1 < lines.count, CardDelimiter.match(base, lines[k + 1])?.kind == .begin,
               EmbeddedCard.isOpenedBy(base, first) {
                k = buildAgent(base, lines, at: k, firstLine, &output)
                afterProperty = true
                continue
            }
            // What the parameters say about encodings matters only for unusual
            // continuations, so it is looked up only then.
            var hint: EncodingHint? = nil
            // The unfolded line's pieces: `last` alone in the usual one-line
            // case; `segments` holds the earlier ones once there are more.
            var last = first.start..<first.contentEnd
            var pieces = 1
            var rawEnd = first.end
            var j = k + 1

            func append(_ piece: Range<Int>) {
                if pieces == 1 { segments.removeAll(keepingCapacity: true) }
                segments.append(last)
                last = piece
                pieces += 1
            }

            // Gather continuation lines.
            while j < lines.count {
                let line = lines[j]
                var softBreak = false
                if !last.isEmpty && base[last.upperBound - 1] == UInt8(ascii: "=") {
                    if hint == nil { hint = EncodingHint(base, first) }
                    softBreak = hint!.isQuotedPrintable
                }
                if !line.isBlank && ByteClass.isFoldSpace(base[line.start]) {
                    if softBreak {
                        // Quoted-printable's soft break joins the next line as it is.
                        last = last.lowerBound..<(last.upperBound - 1)
                        append(line.start..<line.contentEnd)
                        output.pending.append(PendingDiagnostic(
                            .repaired, "quoted-printable soft line break followed by an indented line; the indentation was kept as text",
                            line: firstLine + j, repair: .quotedPrintableSoftBreakIndent))
                    } else {
                        append((line.start + 1)..<line.contentEnd)
                    }
                } else if softBreak && !line.isBlank && !Self.startsProperty(base, line, afterLineBreak: Self.endsInEncodedLineBreak(base, last)) {
                    last = last.lowerBound..<(last.upperBound - 1)
                    append(line.start..<line.contentEnd)
                } else if line.isBlank {
                    // A blank line, then an indented one: the blank line sat inside a fold.
                    if j + 1 < lines.count, !lines[j + 1].isBlank, ByteClass.isFoldSpace(base[lines[j + 1].start]) {
                        output.pending.append(PendingDiagnostic(
                            .repaired, "blank line inside a folded value; skipped", line: firstLine + j, repair: .blankLineInFold))
                        rawEnd = line.end
                        j += 1
                        continue
                    }
                    if hint == nil { hint = EncodingHint(base, first) }
                    if hint!.isBase64 {
                        // Ends a base64 value: standard in 2.1, Outlook's habit in 3.0.
                        output.pending.append(PendingDiagnostic(
                            .repaired, "blank line after a base64 value; skipped", line: firstLine + j,
                            repair: .blankLineAfterBase64, versions: .modern))
                        rawEnd = line.end
                        j += 1
                    }
                    break
                } else if isBase64Line(base, line) {
                    if hint == nil { hint = EncodingHint(base, first) }
                    guard hint!.isBase64 else { break }
                    output.pending.append(PendingDiagnostic(
                        .repaired, "base64 line without the folding space; joined to the value", line: firstLine + j,
                        repair: .unindentedBase64))
                    append(line.start..<line.contentEnd)
                } else {
                    break
                }
                rawEnd = line.end
                j += 1
            }
            k = j
            if !last.isEmpty && base[last.upperBound - 1] == UInt8(ascii: "=") {
                if hint == nil { hint = EncodingHint(base, first) }
                if hint!.isQuotedPrintable {
                    // A soft break with nothing after it to join.
                    last = last.lowerBound..<(last.upperBound - 1)
                    output.pending.append(PendingDiagnostic(
                        .repaired, "quoted-printable value ends in a soft line break ('=') with no line after it to join; the '=' is ignored",
                        line: firstLine + j - 1, repair: .quotedPrintableTrailingSoftBreak))
                }
            }
            if pieces == 1 {
                if buildProperty(base, last.lowerBound, last.upperBound, rawStart: first.start, rawEnd: rawEnd,
                                 line: startLine, unfoldedAt: nil, &output) {
                    afterProperty = true
                    continue
                }
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + last.lowerBound, count: last.count))
            } else {
                segments.append(last)
                scratch.removeAll(keepingCapacity: true)
                for segment in segments {
                    scratch.append(contentsOf: UnsafeBufferPointer(start: base + segment.lowerBound, count: segment.count))
                }
                // Checked from the scratch buffer; kept, if it makes a
                // property, at the end of the card's unfolded lines.
                let offset = output.unfolded.count
                let made = output.slots.count
                let joined = scratch
                let built = joined.withUnsafeBufferPointer { joined in
                    buildProperty(joined.baseAddress!, 0, joined.count, rawStart: first.start, rawEnd: rawEnd,
                                  line: startLine, unfoldedAt: offset, &output)
                }
                if output.slots.count > made { output.unfolded.append(contentsOf: joined) }
                if built {
                    afterProperty = true
                    continue
                }
            }
            // Not a property: the rest of the one before, or a stray line.
            afterProperty = continueLastProperty(base, with: scratch, rawStart: first.start, rawEnd: rawEnd, line: startLine,
                                                 afterProperty: afterProperty, &output)
        }
    }

    /// Builds the AGENT at `lines[k]` whose card follows it (``EmbeddedCard``),
    /// up to that card's END:VCARD (as the framer counted them) or the
    /// card's last line; returns the index of the line after it.
    private mutating func buildAgent(_ base: UnsafePointer<UInt8>, _ lines: UnsafeBufferPointer<PhysicalLine>, at k: Int,
                                     _ firstLine: Int, _ output: inout Output) -> Int {
        let agent = lines[k]
        var contentEnd = agent.contentEnd
        while contentEnd > agent.start && ByteClass.isFoldSpace(base[contentEnd - 1]) { contentEnd -= 1 }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + agent.start, count: contentEnd - agent.start))
        var agents = EmbeddedCard.Depth()
        var j = k + 1
        while j < lines.count {
            let line = lines[j]
            if let found = CardDelimiter.match(base, line) { _ = agents.takes(base, found, after: lines[j - 1]) }
            EmbeddedCard.append(line: UnsafeBufferPointer(start: base + line.start, count: line.contentEnd - line.start),
                                to: &scratch, first: j == k + 1)
            j += 1
            if agents.level == 0 { break }
        }
        let offset = output.unfolded.count
        let made = output.slots.count
        let joined = scratch
        _ = joined.withUnsafeBufferPointer { joined in
            buildProperty(joined.baseAddress!, 0, joined.count, rawStart: agent.start, rawEnd: lines[j - 1].end,
                          line: firstLine + k, unfoldedAt: offset, &output)
        }
        if output.slots.count > made { output.unfolded.append(contentsOf: joined) }
        return j
    }

    /// Joins a line that is not a property (`line`, unfolded) to the
    /// property before it when it continues that one's value: after a
    /// trailing backslash, or when it holds no ':', or words before it (a
    /// raw line break in the value: "Check in after 3: ask for Anna"). A lone name is a property without a value, and a `#` comment
    /// or any other line is skipped as a stray line. Either way its bytes
    /// stay with the card's for writing back. Returns whether the line ends
    /// a property (joined to one, or one of its own).
    private mutating func continueLastProperty(_ base: UnsafePointer<UInt8>, with line: [UInt8], rawStart: Int, rawEnd: Int,
                                               line number: Int, afterProperty: Bool, _ output: inout Output) -> Bool {
        let isComment = line.first == UInt8(ascii: "#")
        if afterProperty, !isComment, let slot = output.slots.last {
            let contentStart = Int(slot.contentStart), contentEnd = Int(slot.contentEnd)
            let inPlace = contentStart < textCount
            var joined = inPlace
                ? Array(UnsafeBufferPointer(start: base + contentStart, count: contentEnd - contentStart))
                : Array(output.unfolded[(contentStart - textCount)..<(contentEnd - textCount)])
            var backslashes = 0
            while backslashes < joined.count && joined[joined.count - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
            let afterBackslash = backslashes % 2 == 1
            // A lone name before it (a property without ':') has no value to continue.
            let hasValue = joined.contains(UInt8(ascii: ":"))
            if hasValue, afterBackslash || ((!line.contains(UInt8(ascii: ":")) || Self.startsWithWords(line)) && !Self.isLoneName(line)) {
                // The value's new end is an escaped line break, then the line.
                joined += afterBackslash ? [UInt8(ascii: "n")] : [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                joined += line
                if !inPlace { output.unfolded.removeSubrange((contentStart - textCount)...) }
                let start = textCount + output.unfolded.count
                output.unfolded += joined
                output.slots[output.slots.count - 1].contentStart = Int32(start)
                output.slots[output.slots.count - 1].contentEnd = Int32(start + joined.count)
                output.slots[output.slots.count - 1].end = Int32(rawEnd)
                output.pending.append(afterBackslash
                    ? PendingDiagnostic(.repaired, "value continued on the next line after a trailing backslash; joined as a line break",
                                        line: number, repair: .backslashContinuation)
                    : PendingDiagnostic(.repaired, "line with no ':', or words before it, after a property: the rest of its value after a raw line break; joined as a line break",
                                        line: number, repair: .rawLineBreak))
                checkValueLength(joined.count, line: Int(slot.line), &output)
                checkJoinedValue(joined, line: Int(slot.line), &output)
                return true
            }
        }
        if !isComment && Self.isLoneName(line) {
            addLoneName(line, rawStart: rawStart, rawEnd: rawEnd, line: number, &output)
            return true
        }
        output.pending.append(PendingDiagnostic(.repaired, "line is not a property (nothing like a name before a ':'); skipped",
                                                line: number, repair: .strayLine))
        extendLastOrigin(&output, to: rawEnd)
        return false
    }

    /// Adds a line that is only a name as a property without a value (the
    /// one line with no ':' that is a property), kept with the unfolded lines.
    private mutating func addLoneName(_ line: [UInt8], rawStart: Int, rawEnd: Int, line number: Int, _ output: inout Output) {
        parameters.removeAll()
        let content = ContentLine.Parts(group: nil, name: 0..<line.count, value: line.count..<line.count, problems: .missingColon)
        let start = textCount + output.unfolded.count
        output.unfolded += line
        line.withUnsafeBufferPointer { line in
            warn(&output, .missingColon, "\(string(line.baseAddress!, content.name)) has no ':' and no value", line: number)
            _ = PropertyRules.check(line.baseAddress!, content, parameters: parameters.elements, line: number, into: &output)
        }
        output.slots.append(ReadProperties.Slot(
            start: Int32(rawStart), end: Int32(rawEnd), contentStart: Int32(start), contentEnd: Int32(start + line.count),
            line: Int32(number)))
    }

    /// Whether what `line` holds before its first ':' or ';' is words: a
    /// blank between two of them ("Check in after 3: ask for Anna"), or one
    /// word, blanks and a colon with a space after it, as French writes
    /// "Parking : 20 EUR" — a line of a value after a raw line break, no
    /// property's name (a name with blanks after it and its value or
    /// parameters, "URL ;VALUE=uri:…", "TEL :+43…", is one).
    private static func startsWithWords(_ line: some BidirectionalCollection<UInt8>) -> Bool {
        let head = line.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";") }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        guard let last = head.lastIndex(where: { !isBlank($0) }) else { return false }
        if head[..<last].drop(while: isBlank).contains(where: isBlank) { return true }
        // One word and blanks: words where a colon and a space follow.
        let rest = line[head.endIndex...]
        guard head.index(after: last) != head.endIndex, rest.first == UInt8(ascii: ":") else { return false }
        return rest.dropFirst().first.map(isBlank) ?? true
    }

    /// Whether `line` is only a name, which reads as a property without a value.
    private static func isLoneName(_ line: [UInt8]) -> Bool {
        !line.isEmpty && line.allSatisfy(ByteClass.isNameByte)
    }

    /// Whether `line`, after a quoted-printable soft break, starts the next
    /// property: a name this reader knows (or an `X-` name), then `;`, or
    /// then `:` — but not a note's line as people type them: the colon
    /// followed by a space ("Note: pay cash"), the line ending in a soft
    /// break itself (a quoted-printable line: a property's own is one only
    /// after `;ENCODING=…`), or, after an encoded line break (`=0D=0A=`),
    /// a name not in capitals ("Tel:+49…", "Url:www…": 2.1 writers write
    /// names in capitals). Tells a writer's stray `=` before the next
    /// property from a soft break the value goes on after.
    private static func startsProperty(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine, afterLineBreak: Bool) -> Bool {
        guard let head = ContentLine.Head(base, line.start, line.contentEnd), head.nameIsValid,
              head.name.upperBound < line.contentEnd else { return false }
        let next = base[head.name.upperBound]
        if next == UInt8(ascii: ":") {
            let afterColon = head.name.upperBound + 1
            if afterColon < line.contentEnd, ByteClass.isFoldSpace(base[afterColon]) { return false }
            if base[line.contentEnd - 1] == UInt8(ascii: "=") { return false }
            if afterLineBreak, head.name.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(base[$0]) }) { return false }
        }
        guard next == UInt8(ascii: ":") || next == UInt8(ascii: ";") else { return false }
        let name = head.name
        return PropertyRegistry.isKnown(base, name)
            || (name.count > 2 && ByteClass.upper(base[name.lowerBound]) == UInt8(ascii: "X") && base[name.lowerBound + 1] == UInt8(ascii: "-"))
    }

    /// Whether the quoted-printable text `base[piece]`, which ends in a soft
    /// break, has an encoded line break before it (`=0D=0A=`, `=0A=`).
    private static func endsInEncodedLineBreak(_ base: UnsafePointer<UInt8>, _ piece: Range<Int>) -> Bool {
        guard piece.count >= 4 else { return false }
        let at = piece.upperBound - 4
        return base[at] == UInt8(ascii: "=") && base[at + 1] == UInt8(ascii: "0")
            && [UInt8(ascii: "A"), UInt8(ascii: "D")].contains(ByteClass.upper(base[at + 2]))
    }

    /// Rejects the card when a property, unfolded, is over the value limit.
    private func checkValueLength(_ length: Int, line: Int, _ output: inout Output) {
        guard length > valueLimit else { return }
        output.diagnostics.append(Diagnostic(
            .error, .overLimit, "property is longer than the value limit (\(ReaderLimits.describe(valueLimit))); the card is rejected as it was",
            file: fileName, line: line, cardIndex: cardIndex))
        output.hasError = true
    }

    // MARK: - Building a property

    /// Checks one unfolded content line, `base[start..<end]`, and adds its
    /// slot: `unfoldedAt` is where the line will stand in the card's unfolded
    /// lines (which the card keeps after its text), or `nil` for a one-line
    /// property (read in place). Returns `false`, adding nothing, when the
    /// line is not a property at all.
    private mutating func buildProperty(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, rawStart: Int, rawEnd: Int,
        line: Int, unfoldedAt offset: Int?, _ output: inout Output
    ) -> Bool {
        // A line with no name, or with no ':', is no property (a lone name,
        // once it continues no value, is one: ``continueLastProperty``).
        guard let content = ContentLine.scan(base, start, end, into: parameters),
              !content.problems.contains(.missingColon) else {
            return false
        }
        // Words before the colon are a value's line after a raw line break
        // (``continueLastProperty``), not a property named so.
        if content.problems.contains(.invalidPropertyName), Self.startsWithWords(UnsafeBufferPointer(start: base + start, count: end - start)) {
            return false
        }
        // A card's BEGIN or END line folded ("END:VC" and " ARD"), or a
        // property so named, is no property (``Property/isCardDelimiter``):
        // written as one, it would frame a card of its own. Skipped, its
        // bytes kept with the card's.
        if ByteClass.matches(base, content.name.lowerBound, content.name.upperBound, "BEGIN")
            || ByteClass.matches(base, content.name.lowerBound, content.name.upperBound, "END") {
            output.pending.append(PendingDiagnostic(.repaired, "a BEGIN or END line inside the card (folded, or a property so named); skipped",
                                                    line: line, repair: .strayLine))
            extendLastOrigin(&output, to: rawEnd)
            return true
        }
        // Only messages need the name as a string. (A computed local over
        // `content` would capture that var and box it.)
        let nameRange = content.name
        var name: String { string(base, nameRange) }
        let problems = content.problems
        if !problems.isEmpty {
            if problems.contains(.invalidPropertyName) {
                warn(&output, .invalidPropertyName, "property name holds characters names may not (only letters, digits and '-')", line: line)
            }
            if problems.contains(.emptyParameter) {
                warn(&output, .emptyParameter, "\(name) has an empty parameter (';;' or ';:'); ignored", line: line)
            }
            if problems.contains(.invalidParameterName) {
                warn(&output, .invalidParameterName, "\(name) has a parameter whose name is empty or holds characters names may not", line: line)
            }
            if problems.contains(.missingParameterValue) {
                warn(&output, .missingParameterValue, "\(name) has a parameter with no value after '='", line: line)
            }
            if problems.contains(.unterminatedQuote) {
                warn(&output, .unterminatedQuote, "\(name) has a parameter value with no closing '\"'; read up to the next ';' or ':'", line: line)
            }
        }
        if end - start > valueLimit { checkValueLength(end - start, line: line, &output) }
        let encoding = PropertyRules.check(base, content, parameters: parameters.elements, line: line, into: &output)
        let (outcome, malformedQP, control) = cardIsValidUTF8 && !encoding.quotedPrintable && encoding.charset == nil
            ? (.decoded, false, nil) : ValueDecoder.check(base, content.value, encoding)
        if let control { warnDecodedControl(control, name: name, line: line, &output) }
        if malformedQP {
            warn(&output, .malformedQuotedPrintable, "\(name) has a '=' that starts no quoted-printable escape; kept as is", line: line)
        }
        switch outcome {
        case .decoded: break
        case .fellBackToWindows1252:
            warn(&output, .invalidUTF8, "\(name) value is not valid UTF-8; read as Windows-1252 (add CHARSET= if that is wrong)", line: line)
        case .unknownCharset:
            warn(&output, .unknownCharset, "\(name) names a CHARSET this reader does not know; read as UTF-8, or as Windows-1252 where its bytes are not UTF-8", line: line)
        case .invalidInCharset:
            warn(&output, .invalidInCharset, "\(name) value is not text in the CHARSET it names; read as UTF-8, or as Windows-1252 where its bytes are not UTF-8", line: line)
        case .utf8UnderCharset:
            warn(&output, .utf8UnderCharset, "\(name) names a one-byte CHARSET but its bytes are UTF-8 (converted and left labelled); read as UTF-8", line: line)
        }
        let contentStart = offset.map { textCount + $0 + start } ?? start
        output.slots.append(ReadProperties.Slot(
            start: Int32(rawStart), end: Int32(rawEnd), contentStart: Int32(contentStart),
            contentEnd: Int32(contentStart + (end - start)), line: Int32(line)))
        return true
    }

    // MARK: - Helpers

    /// Warns of `control`, a control character a value holds once decoded
    /// (``ValueDecoder/check(_:_:_:)``), unless the line's is said already or
    /// the value is binary: a quoted-printable PHOTO's bytes are no text.
    private func warnDecodedControl(_ control: UInt32, name: String, line: Int, _ output: inout Output) {
        guard PropertySpec.of(name.uppercased()).shape != .binaryOrURI,
              !output.diagnostics.contains(where: { $0.code == .controlCharacter && $0.line == line }) else { return }
        output.diagnostics.append(ControlCharacters.warning(name, control, file: fileName, line: line, cardIndex: cardIndex))
    }

    /// The decoded-value check of a value a repair joined a line to: the
    /// joined part of a quoted-printable or CHARSET value (or of a card not
    /// in UTF-8) is decoded with it.
    private func checkJoinedValue(_ joined: [UInt8], line: Int, _ output: inout Output) {
        joined.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let content = ContentLine.parse(base, 0, buffer.count) else { return }
            let encoding = TransferEncoding(base, content.parameters)
            guard encoding.quotedPrintable || encoding.charset != nil || !cardIsValidUTF8 else { return }
            guard let control = ValueDecoder.check(base, content.value, encoding).control else { return }
            warnDecodedControl(control, name: string(base, content.name), line: line, &output)
        }
    }

    private func warn(_ output: inout Output, _ code: DiagnosticCode, _ message: String, line: Int) {
        output.diagnostics.append(Diagnostic(.warning, code, message, file: fileName, line: line, cardIndex: cardIndex))
    }

    /// Lets the previous property's original bytes cover a skipped line, so that
    /// writing it back unchanged keeps that line too.
    private func extendLastOrigin(_ output: inout Output, to end: Int) {
        guard let last = output.slots.indices.last else {
            output.leadingSkippedEnd = end
            return
        }
        output.slots[last].end = Int32(end)
    }

    @inline(__always)
    private func string(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
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
