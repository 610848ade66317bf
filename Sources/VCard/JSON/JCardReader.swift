#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads jCard (RFC 7095), one card or an array of them, streaming: the JSON
/// is read a token at a time (``JSONTokenizer``) and each card comes out as
/// soon as its closing bracket is read, so memory stays bounded by the
/// largest card (and ``JCardOptions``' limits), however big the file.
///
/// A card over a limit of ``JCardOptions`` is rejected, without its bytes.
/// A card is `["vcard", [property…]]`; a property that is not
/// `[name, {parameters}, type, value…]` is skipped with a warning, an item
/// that is not a card is an error, and the items around it still come out.
/// JSON that is not well-formed ends the reading with an error at its line
/// and byte, naming the card it broke (which is then unreadable).
public final class JCardReader: Sequence, IteratorProtocol {
    private let options: JCardOptions
    private let tokenizer: JSONTokenizer
    private var state = State.start
    private var cardIndex = 0
    /// Whether a card's JSON is being read: a syntax error thrown out of it
    /// breaks that card (set until the card's last bracket is read).
    private var inCard = false
    /// Warnings read outside any card, given out before what comes next.
    private var pending: [ReadResult] = []

    private enum State {
        case start
        /// Inside the top-level array of cards.
        case items
        /// The top-level array was the one card, and it has come out.
        case afterSingleCard
        case done
    }

    /// Reads jCard from bytes.
    public convenience init(bytes: some Collection<UInt8>, options: JCardOptions = JCardOptions()) {
        self.init(source: ByteSource(bytes: bytes), options: options)
    }

    /// Reads jCard from a file, streaming. `nil` when it cannot be opened.
    public convenience init?(path: String, options: JCardOptions = JCardOptions()) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.init(source: ByteSource(descriptor: descriptor, closeWhenDone: true), options: options)
    }

    /// Reads jCard from a source; tests give it a small window.
    init(source: ByteSource, options: JCardOptions) {
        self.options = options
        // UTF-16 (RFC 7095 asks for UTF-8) is read whole and converted, as the vCard reader does.
        source.compact(keepingFrom: 0)
        if let form = UTF16Text.form(of: UnsafeBufferPointer(start: source.base, count: source.count)) {
            let (text, replaced) = UTF16Text.decode(source.readAll(), form: form)
            source.replace(with: text)
            pending = UTF16Text.diagnostics(form: form, replaced: replaced, fileName: options.fileName).map(ReadResult.diagnostic)
        }
        tokenizer = JSONTokenizer(source: source)
        tokenizer.captureLimit = options.maximumValueBytes
    }

    /// The next card, rejected card or diagnostic, in document order; `nil` at
    /// the end.
    public func next() -> ReadResult? {
        if !pending.isEmpty { return pending.removeFirst() }
        do throws(JSONSyntaxError) {
            switch state {
            case .done:
                return nil
            case .start:
                guard try tokenizer.next() == .beginArray else {
                    state = .done
                    return failure("expected a JSON array [\"vcard\", […]]", line: tokenizer.tokenLine)
                }
                let line = tokenizer.tokenLine
                let first = try tokenizer.next()
                if first == .string && tokenizer.text == Self.vcard {
                    cardIndex = 1
                    let result = try card(line: line, depth: 1)
                    state = .afterSingleCard
                    return result
                }
                state = .items
                return try item(first)
            case .items:
                return try item(tokenizer.next())
            case .afterSingleCard:
                state = .done
                try expectEnd()
                pending = trailingCommaWarnings(card: nil).map { .diagnostic($0) }
                return pending.isEmpty ? nil : pending.removeFirst()
            }
        } catch {
            state = .done
            return failure("not valid JSON (\(error.message)) at byte \(tokenizer.offset)", line: error.line,
                           card: inCard ? cardIndex : nil)
        }
    }

    private static let vcard = Array("vcard".utf8)

    /// One item of the top-level array, starting with `token`; `nil` after the last.
    private func item(_ token: JSONTokenizer.Token?) throws(JSONSyntaxError) -> ReadResult? {
        guard let token, token != .endArray else {
            state = .done
            try expectEnd()
            pending = trailingCommaWarnings(card: nil).map { .diagnostic($0) }
            return pending.isEmpty ? nil : pending.removeFirst()
        }
        let line = tokenizer.tokenLine
        cardIndex += 1
        let notACard = failure("item \(cardIndex) is not [\"vcard\", [properties]]", line: line, card: cardIndex)
        guard token == .beginArray else {
            if token == .beginObject { try tokenizer.skip(toDepth: 1) }
            return notACard
        }
        // From its bracket on, JSON that breaks breaks this card.
        inCard = true
        guard try tokenizer.next() == .string, tokenizer.string.lowercased() == "vcard" else {
            try tokenizer.skip(toDepth: 1)
            inCard = false
            return notACard
        }
        return try card(line: line, depth: 2)
    }

    /// The rest of a card whose `"vcard"` has been read, inside an array at `depth`.
    private func card(line: Int, depth: Int) throws(JSONSyntaxError) -> ReadResult {
        inCard = true
        let start = tokenizer.offset
        guard try tokenizer.next() == .beginArray else {
            try tokenizer.skip(toDepth: depth - 1)
            inCard = false
            return failure("item \(cardIndex) is not [\"vcard\", [properties]]", line: line, card: cardIndex)
        }
        var properties: [Property] = []
        var warnings: [Diagnostic] = []
        var refusal: String?
        var position = 0
        while refusal == nil {
            guard let token = try tokenizer.next(), token != .endArray else { break }
            position += 1
            let propertyLine = tokenizer.tokenLine
            var builder: JCardPropertyBuilder?
            if token == .beginArray {
                builder = try JCardPropertyBuilder(reading: tokenizer, cardEnd: start + options.maximumCardBytes)
            } else if token == .beginObject {
                try tokenizer.skip(toDepth: depth + 1)
            }
            if tokenizer.overflowed || builder?.overflowed == true {
                refusal = "a value longer than \(options.maximumValueBytes) bytes (the limit for one value)"
            } else if tokenizer.offset - start > options.maximumCardBytes {
                refusal = "more than \(options.maximumCardBytes) bytes of JSON (the limit for one card)"
            } else if let property = builder?.property, property.isCardDelimiter {
                warnings.append(Diagnostic(.warning, .malformedLine,
                                           "jCard: a property named '\(property.name.lowercased())' frames a card in vCard; skipped",
                                           file: options.fileName, line: propertyLine, cardIndex: cardIndex))
            } else if let property = builder?.property {
                properties.append(property)
                if builder?.emptiedNested == true {
                    warnings.append(Diagnostic(.warning, .malformedLine,
                                               "jCard: an array or object in '\(property.name.lowercased())' where RFC 7095 puts a text or a number; read as empty",
                                               file: options.fileName, line: propertyLine, cardIndex: cardIndex))
                }
            } else {
                // Which one, and what it lacks: in a card on one line, the line says neither.
                let which = "property \(position)" + (builder?.name.map { " ('\($0)')" } ?? "")
                let flaw = builder?.flaw ?? (token == .beginObject ? "it is an object" : "it is not an array")
                warnings.append(Diagnostic(.warning, .malformedLine, "jCard: \(which) is not [name, {parameters}, type, value]: \(flaw); skipped",
                                           file: options.fileName, line: propertyLine, cardIndex: cardIndex))
            }
        }
        // What follows the properties in the card's array is not read.
        try tokenizer.skip(toDepth: depth - 1)
        inCard = false
        warnings += trailingCommaWarnings(card: cardIndex)
        if let refusal {
            let error = Diagnostic(.error, .jsonRefused, "jCard: the card has \(refusal); skipped",
                                   file: options.fileName, line: line, cardIndex: cardIndex)
            // Not kept: its bytes are what the limit keeps out of memory.
            return .rejected(RejectedCard(index: cardIndex, line: line, bytes: [], diagnostics: [error]))
        }
        if !properties.contains(where: { $0.isNamed("VERSION") }) { properties.insert(Property(name: "VERSION", value: "4.0"), at: 0) }
        var card = Card(properties: properties)
        card.structuredLine = line
        return .card(card, diagnostics: warnings)
    }

    /// A warning for each comma before a closing bracket read since the
    /// last call: JSON (RFC 8259) has none there; read as if it were not.
    private func trailingCommaWarnings(card: Int?) -> [Diagnostic] {
        defer { tokenizer.trailingCommas.removeAll() }
        return tokenizer.trailingCommas.map { line in
            Diagnostic(.warning, .trailingComma, "jCard: a comma before a closing bracket, which JSON does not allow; read as if it were not there",
                       file: options.fileName, line: line, cardIndex: card)
        }
    }

    /// After the top-level value: nothing but white space.
    private func expectEnd() throws(JSONSyntaxError) {
        if try tokenizer.next() != nil { throw JSONSyntaxError(message: "more after the end of the JSON value", line: tokenizer.line) }
    }

    private func failure(_ message: String, line: Int, card: Int? = nil) -> ReadResult {
        .diagnostic(Diagnostic(.error, .malformedLine, "jCard: \(message)", file: options.fileName, line: line, cardIndex: card))
    }
}
