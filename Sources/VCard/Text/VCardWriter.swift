/// Writes cards as vCard text: 3.0 or 4.0 (and 2.1 for cards that are 2.1).
///
/// The lossless contract: a card read from a file and not changed is written
/// back as the bytes that were read when written in its own version; when some
/// of its properties changed, only those are serialized afresh, and every
/// other line keeps its bytes (folding points, parameter case and all).
/// Written lines are folded at 75 octets without splitting a UTF-8 sequence
/// and end with CRLF (or, inside a card that was read, with that card's line
/// ending).
public struct VCardWriter: Sendable {
    /// What version to write, and how.
    public var options: WriterOptions

    /// A writer with `options`.
    public init(options: WriterOptions = WriterOptions()) {
        self.options = options
    }

    /// The card as bytes.
    public func write(_ card: Card) -> [UInt8] {
        var output: [UInt8] = []
        write(card, to: &output)
        return output
    }

    /// The card as a string. A card read in the version asked for and not
    /// changed is its bytes as read, made into the string in one copy (the
    /// general path writes bytes, then copies them into a string). Bytes
    /// that are not UTF-8 (a 2.1 card's `CHARSET=ISO-8859-1` lines) would
    /// become U+FFFD in a string: such a card is written from its values,
    /// which the reader decoded by their charsets.
    public func text(of card: Card) -> String {
        if let (source, range) = verbatim(card), let text = source.withBytes(range, { String(validating: $0, as: UTF8.self) }) {
            return text
        }
        if let text = String(validating: write(card), as: UTF8.self) { return text }
        var output: [UInt8] = []
        writeFresh(card, from: card.origin?.version ?? card.version, to: options.version ?? card.version, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Where the bytes are that `card` is written as when it is written as
    /// it was read — read in the version asked for and unchanged: its own,
    /// after what stood before it when the options keep that.
    private func verbatim(_ card: Card) -> (SourceText, Range<Int>)? {
        guard card.isPristine, let origin = card.origin, origin.version == options.version ?? card.version,
              !rewritesAfresh(origin) else { return nil }
        let source = origin.source
        return (source, (options.includeLeadingTrivia ? 0 : source.cardStart)..<source.count)
    }

    /// The cards as one string.
    public func string(_ cards: [Card]) -> String {
        var output: [UInt8] = []
        for card in cards { write(card, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the card to `output`.
    public func write(_ card: Card, to output: inout [UInt8]) {
        if let (source, range) = verbatim(card) {
            source.withBytes(range) { output.append(contentsOf: $0) }
            return
        }
        let target = options.version ?? card.version
        if let origin = card.origin, origin.version == target, !rewritesAfresh(origin) {
            let source = origin.source
            if options.includeLeadingTrivia { source.withBytes(0..<source.cardStart) { output.append(contentsOf: $0) } }
            writeEdited(card, origin: origin, to: &output)
            return
        }
        writeFresh(card, from: card.origin?.version ?? card.version, to: target, into: &output)
    }

    /// Whether a card read from `origin` is written from its properties
    /// alone (``WriterOptions/rewritesRepairedCards``).
    private func rewritesAfresh(_ origin: CardOrigin) -> Bool {
        options.rewritesRepairedCards && origin.textWasRepaired
    }

    /// A card read in `target`'s version, some of whose properties changed.
    private func writeEdited(_ card: Card, origin: CardOrigin, to output: inout [UInt8]) {
        let source = origin.source
        let lineEnding = source.withBytes(origin.beginRange) { begin in
            output.append(contentsOf: begin)
            return Self.lineEnding(of: begin)
        }
        for property in card.properties where property.origin != nil || !property.isCardDelimiter {
            // The last line of a card read without an END line may have no line break.
            Self.endLine(&output, with: lineEnding)
            if let propertyOrigin = property.origin, propertyOrigin.source === source {
                source.withBytes(propertyOrigin.range) { output.append(contentsOf: $0) }
            } else {
                PropertySerializer.append(property, version: origin.version, width: options.lineWidth,
                                          lineEnding: lineEnding, to: &output)
            }
        }
        if origin.endRange.isEmpty {
            // Read without an END line (the missing-end repair): an edited card gets one.
            Self.endLine(&output, with: lineEnding)
            output.append(contentsOf: Array("END:VCARD".utf8) + lineEnding)
        } else {
            source.withBytes(origin.endRange) { output.append(contentsOf: $0) }
        }
    }

    /// Ends the line `output` ends with, unless it ends with a line break.
    private static func endLine(_ output: inout [UInt8], with lineEnding: [UInt8]) {
        if let last = output.last, last != 10 && last != 13 { output.append(contentsOf: lineEnding) }
    }

    /// A card written from its properties alone (made in code, or converted).
    private func writeFresh(_ card: Card, from source: VCardVersion, to version: VCardVersion, into output: inout [UInt8]) {
        let crlf: [UInt8] = [13, 10]
        output.append(contentsOf: Array("BEGIN:VCARD".utf8) + crlf)
        output.append(contentsOf: Array("VERSION:\(version.rawValue)".utf8) + crlf)
        var properties = VersionConverter.properties(of: card, from: source, to: version)
        if source == version, let origin = card.origin, rewritesAfresh(origin) {
            properties = VersionConverter.repaired(properties, version: version)
        }
        for property in properties where !property.isNamed("VERSION") && !property.isCardDelimiter {
            PropertySerializer.append(property, version: version, width: options.lineWidth, lineEnding: crlf, to: &output)
        }
        output.append(contentsOf: Array("END:VCARD".utf8) + crlf)
    }

    private static func lineEnding(of line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if line.count >= 2 && line[line.endIndex - 2] == 13 && line.last == 10 { return [13, 10] }
        if line.last == 10 { return [10] }
        if line.last == 13 { return [13] }
        return [13, 10]
    }
}

/// Serializes one property as a content line.
enum PropertySerializer {

    static func append(_ property: Property, version: VCardVersion, width: Int, lineEnding: [UInt8], to output: inout [UInt8]) {
        var line: [UInt8] = []
        line.reserveCapacity(property.name.utf8.count + property.value.utf8.count + 16)
        if let group = property.group, !group.isEmpty {
            line.append(contentsOf: group.utf8)
            line.append(UInt8(ascii: "."))
        }
        line.append(contentsOf: property.name.utf8)
        var parameters = property.parameters
        var value = property.value
        var quotedPrintable = false
        // The value is Unicode, written as UTF-8: a CHARSET it was read in
        // (ISO-8859-1, Shift_JIS, KOI8-R) no longer holds where the value is
        // more than ASCII, or the charset writes ASCII otherwise (UTF-16).
        // 4.0 has none.
        if let first = parameters.firstIndex(where: { $0.isNamed("CHARSET") }),
           version == .v4_0 || value.utf8.contains(where: { $0 >= 0x80 }) || !TextDecoding.writesASCIIAsIs(parameters[first].rawValue) {
            let utf8 = Parameter(name: parameters[first].name, rawValue: "UTF-8")
            parameters = parameters.indices.compactMap { index in
                guard parameters[index].isNamed("CHARSET") else { return parameters[index] }
                return index == first && version != .v4_0 ? utf8 : nil
            }
        }
        if version == .v2_1 {
            // 2.1 text is ASCII unless marked: give 8-bit text and line breaks
            // quoted-printable and a CHARSET.
            let needsEncoding = value.utf8.contains { $0 >= 0x80 || $0 == 10 || $0 == 13 }
            let alreadyQP = parameters.contains { $0.canonicalName == "ENCODING" && $0.rawValue.uppercased() == "QUOTED-PRINTABLE" }
            if needsEncoding || alreadyQP {
                quotedPrintable = true
                if !alreadyQP { parameters.append(Parameter(name: "ENCODING", rawValue: "QUOTED-PRINTABLE")) }
                if value.utf8.contains(where: { $0 >= 0x80 }), !parameters.contains(where: { $0.isNamed("CHARSET") }) {
                    parameters.append(Parameter(name: "CHARSET", rawValue: "UTF-8"))
                }
                value = QuotedPrintable.encode(value)
            }
        } else if value.utf8.contains(where: { $0 == 10 || $0 == 13 }) {
            // A raw line break cannot stand in a 3.0/4.0 value.
            value = value.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\n")
        }
        for parameter in parameters {
            line.append(UInt8(ascii: ";"))
            if let name = parameter.name {
                line.append(contentsOf: name.utf8)
                line.append(UInt8(ascii: "="))
            }
            line.append(contentsOf: parameter.rawValue.utf8)
        }
        line.append(UInt8(ascii: ":"))
        line.append(contentsOf: value.utf8)
        if quotedPrintable {
            LineFolder.appendQuotedPrintable(line, to: &output, width: width, lineEnding: lineEnding)
        } else {
            LineFolder.append(line, to: &output, width: width, lineEnding: lineEnding)
        }
    }
}
