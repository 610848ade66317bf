/// A problem found while reading: where it is, how bad it is, and what to do.
///
/// Messages name properties, parameters and line numbers, never the values
/// themselves, so that diagnostics can be logged without leaking contact data.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is: a warning keeps the card, an error rejects it.
    public enum Severity: String, Sendable, Hashable {
        /// The problem was worked around; the card it is in is kept.
        case warning
        /// The card the problem is in is rejected; outside a card, the lines or the
        /// input it concerns are not read.
        case error
    }

    /// Whether the card was kept (warning) or rejected (error);
    /// ``ReaderOptions/strict`` makes every warning an error.
    public var severity: Severity
    /// What kind of problem it is; its raw value is shown in brackets.
    public var code: DiagnosticCode
    /// A sentence a person can act on.
    public var message: String
    /// The input's name: a path, or ``ReaderOptions/standardInputName`` for standard input.
    public var file: String
    /// 1-based line number in the input.
    public var line: Int
    /// 1-based position of the card in the input, when the problem is in one.
    public var cardIndex: Int?
    /// The repair applied, when the reader read a known vendor quirk.
    public var repair: Repair?

    /// A problem at `line` of `file`, in card `cardIndex` when it is in one.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        file: String, line: Int, cardIndex: Int? = nil, repair: Repair? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.cardIndex = cardIndex
        self.repair = repair
    }

    /// `file:line: card N: warning: message [code]`; for a repair, the
    /// repair's name stands in brackets.
    /// The diagnostic as strict reading (`--strict`) takes it: a warning is an error.
    public var strict: Diagnostic {
        var strict = self
        strict.severity = .error
        return strict
    }

    public var description: String {
        var text = "\(file):\(line): "
        if let cardIndex { text += "card \(cardIndex): " }
        text += "\(severity.rawValue): \(message) [\(repair?.rawValue ?? code.rawValue)]"
        return text
    }
}

/// The known vendor quirks the reader repairs, each by name. A repair is always
/// reported as a warning; none runs silently.
public enum Repair: String, Sendable, Hashable, CaseIterable {
    /// A 3.0/4.0 card without FN (Google Contacts): the formatted name is
    /// derived from N, ORG, NICKNAME, EMAIL or TEL, in that order.
    case missingFormattedName = "missing-fn"
    /// A blank line between a folded line and its continuation: skipped.
    case blankLineInFold = "blank-line-in-fold"
    /// A quoted-printable soft line break (a line ending in `=`) whose next
    /// line starts with a space or tab. Folding would drop it; quoted-printable
    /// (RFC 2045) keeps it as text, and so does the reader, saying so, since
    /// some writers mean the one and some the other.
    case quotedPrintableSoftBreakIndent = "qp-soft-break-indent"
    /// Quoted-printable in a 3.0/4.0 card (Android, old Nokia): decoded.
    case quotedPrintableInModernCard = "qp-in-v3"
    /// `ENCODING=BASE64` in a 3.0/4.0 card (Android, iOS): read as `ENCODING=b`.
    case base64EncodingName = "encoding-base64"
    /// A blank line that ends a base64 value in a 3.0/4.0 card (Outlook): skipped.
    case blankLineAfterBase64 = "blank-line-after-base64"
    /// Base64 lines that continue a value without the folding space (Outlook):
    /// joined to the value.
    case unindentedBase64 = "unindented-base64"
    /// A whole address in the street component of ADR: split into components
    /// for the typed view; the property itself is kept as written.
    case addressInStreet = "address-in-street"
    /// A card whose END:VCARD is missing: closed at the next BEGIN:VCARD or
    /// the end of the input (as ez-vcard and Android do). A lone BEGIN line
    /// with no property after it is still rejected.
    case missingEnd = "missing-end"
    /// A line inside a card that cannot be a property (a `#` comment, a
    /// line with nothing like a name before its ':'): skipped, its bytes
    /// kept for writing the card back.
    case strayLine = "stray-line"
    /// A value ending in a backslash, continued on the next line (which is
    /// not a property): joined, the backslash and the line break read as an
    /// escaped line break (`\n`), as Android's and Outlook's writers mean it.
    case backslashContinuation = "backslash-continuation"
    /// A line with no ':', or words before it, after a property: the rest of a value its writer
    /// broke with a raw line break; joined to it as a line break (`\n`).
    case rawLineBreak = "raw-line-break"
    /// A quoted-printable value ending in a soft line break (`=`) before a
    /// blank line or the next property (Android, Nokia): the `=` is ignored.
    case quotedPrintableTrailingSoftBreak = "qp-trailing-soft-break"
    /// Spaces or tabs before `BEGIN:VCARD`: read as the card's start.
    case indentedBegin = "indented-begin"
    /// `END:VCARDBEGIN:VCARD`: a card's end and the next card's start on one
    /// line (files joined with `cat` where the first lacked its last line
    /// break). Read as two cards; the bytes stay as they were.
    case endThenBegin = "end-then-begin"
    /// An empty group on BEGIN:VCARD and the properties (`.BEGIN:VCARD`,
    /// `.FN:…`): read as no group.
    case emptyGroup = "empty-group"
}
