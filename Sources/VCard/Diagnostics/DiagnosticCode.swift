/// What kind of problem a ``Diagnostic`` reports. The raw value is the stable
/// name printed in brackets after each message and in `--json` output.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
    // File level
    case lineEndings = "line-endings"
    case utf16Input = "utf16-input"
    case unreadable = "unreadable"
    case outsideCard = "outside-card"
    /// A line, value or card over the reader's limits (``ReaderLimits``).
    case overLimit = "over-limit"
    case invalidUTF16 = "invalid-utf16"

    // Card structure
    case missingEnd = "missing-end"
    case missingVersion = "missing-version"
    case unknownVersion = "unknown-version"
    case missingFormattedName = "missing-fn"
    case missingName = "missing-n"
    case emptyCard = "empty-card"
    case groupMismatch = "group-mismatch"
    case missingGroup = "missing-group"
    case blankLine = "blank-line"
    case continuationWithoutProperty = "orphan-continuation"

    // Content lines
    case malformedLine = "malformed-line"
    case missingColon = "missing-colon"
    case invalidPropertyName = "invalid-property-name"
    case unknownProperty = "unknown-property"
    case emptyParameter = "empty-parameter"
    case bareParameter = "bare-parameter"
    case invalidParameterName = "invalid-parameter-name"
    case missingParameterValue = "missing-parameter-value"
    case unknownParameterValue = "unknown-parameter-value"
    case invalidLanguageTag = "invalid-language-tag"
    case unterminatedQuote = "unterminated-quote"

    // Values
    case invalidUTF8 = "invalid-utf8"
    case unknownCharset = "unknown-charset"
    case malformedQuotedPrintable = "malformed-quoted-printable"
    case invalidBase64 = "invalid-base64"
    case componentCount = "component-count"
    case missingValueType = "missing-value-type"
    case emptyValue = "empty-value"
    /// A value holds a control character (ESC, BEL, DEL, a C1 code…): kept,
    /// but a terminal would obey it rather than show it.
    case controlCharacter = "control-character"
    /// A 3.0 text value with a comma not written `\,` (lint only): a strict
    /// reader keeps the part before it (``BareCommas``).
    case bareComma = "bare-comma"

    // Repairs (see ``Repair``)
    case repaired = "repaired"

    // xCard
    /// The XML is not well-formed, or breaks one of libxml2's limits.
    case xmlMalformed = "xml-malformed"
    /// Refused on purpose: a DTD, an entity, another encoding than UTF-8.
    case xmlRefused = "xml-refused"
    /// The root is not `<vcards>` in the vCard 4.0 namespace.
    case xmlNamespace = "xml-namespace"
    /// An element xCard does not define where it stands; skipped.
    case xmlUnexpected = "xml-unexpected"

    // jCard
    /// A card over one of the jCard reader's limits (``JCardOptions``); skipped.
    case jsonRefused = "json-refused"
}
