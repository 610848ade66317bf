/// What kind of problem a ``Diagnostic`` reports. The raw value is the stable
/// name printed in brackets after each message and in `--json` output.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
    // File level
    /// Lines end in LF, CR or CR CR LF rather than the CRLF the specifications ask
    /// for; all are read as line breaks. Reported once for the file.
    case lineEndings = "line-endings"
    /// The input is UTF-16 (it starts with a byte order mark); it is converted to
    /// UTF-8 and read.
    case utf16Input = "utf16-input"
    /// Reading the input failed with a system error, which the message gives.
    case unreadable = "unreadable"
    /// Lines outside any card, as when BEGIN:VCARD is missing or misspelt; skipped.
    case outsideCard = "outside-card"
    /// A line, value or card over the reader's limits (``ReaderLimits``).
    case overLimit = "over-limit"
    /// UTF-16 input with an unpaired surrogate or an odd byte; each is replaced
    /// with U+FFFD.
    case invalidUTF16 = "invalid-utf16"

    // Card structure
    /// A card with no END:VCARD: closed at the next BEGIN:VCARD or the end of the
    /// input (``Repair/missingEnd``), or rejected when it has no property at all.
    case missingEnd = "missing-end"
    /// A card with no VERSION; it is read as ``ReaderOptions/assumedVersion``.
    case missingVersion = "missing-version"
    /// A VERSION that is not 2.1, 3.0 or 4.0 (nor a short form of one); the card is
    /// read as ``ReaderOptions/assumedVersion``.
    case unknownVersion = "unknown-version"
    /// A 3.0 or 4.0 card without the FN those versions require; a name is derived
    /// (``Repair/missingFormattedName``).
    case missingFormattedName = "missing-fn"
    /// A 2.1 or 3.0 card without the N those versions require.
    case missingName = "missing-n"
    /// A card with no properties between its BEGIN and END lines.
    case emptyCard = "empty-card"
    /// END:VCARD or a property is in another group than BEGIN:VCARD.
    case groupMismatch = "group-mismatch"
    /// A property with no group in a card whose BEGIN:VCARD has one.
    case missingGroup = "missing-group"
    /// A blank line between a card's properties; skipped.
    case blankLine = "blank-line"
    /// A folded continuation line (one starting with a space or tab) with no
    /// property before it to continue; skipped.
    case continuationWithoutProperty = "orphan-continuation"

    // Content lines
    /// Something not in the shape its format gives it: spaces after BEGIN:VCARD
    /// (ignored), or a jCard item or property that is not an array of the right
    /// form (skipped).
    case malformedLine = "malformed-line"
    /// A line that is only a property name, with no ':'; read as the property
    /// with no value.
    case missingColon = "missing-colon"
    /// A property name with characters other than letters, digits and '-'.
    case invalidPropertyName = "invalid-property-name"
    /// A property no vCard version defines, without the `X-` prefix of
    /// extensions; kept as is.
    case unknownProperty = "unknown-property"
    /// An empty parameter (`;;` or `;:`); ignored.
    case emptyParameter = "empty-parameter"
    /// A parameter with only a value (`TEL;WORK:…`) in a 3.0 or 4.0 card; read as
    /// vCard 2.1 reads it (`TYPE=WORK`).
    case bareParameter = "bare-parameter"
    /// A parameter whose name is empty or has characters other than letters,
    /// digits and '-'.
    case invalidParameterName = "invalid-parameter-name"
    /// A parameter with nothing after its '='.
    case missingParameterValue = "missing-parameter-value"
    /// A TYPE value the vCard specifications do not define for the property and
    /// that has no `X-` prefix; kept.
    case unknownParameterValue = "unknown-parameter-value"
    /// A LANGUAGE value that is not a well-formed language tag (RFC 5646).
    case invalidLanguageTag = "invalid-language-tag"
    /// A quoted parameter value with no closing '"'; read up to the next ';' or ':'.
    case unterminatedQuote = "unterminated-quote"

    // Values
    /// A value in UTF-8 (named, or by default) that is not valid UTF-8; read as
    /// Windows-1252, which a `CHARSET=` parameter on the property can correct.
    case invalidUTF8 = "invalid-utf8"
    /// A CHARSET this reader does not know; the value is read as UTF-8.
    case unknownCharset = "unknown-charset"
    /// Bytes that are not text in the CHARSET the value names (a byte no
    /// character has, a character cut short); read as UTF-8, or as
    /// Windows-1252 where they are not UTF-8.
    case invalidInCharset = "invalid-in-charset"
    /// A one-byte CHARSET (Latin-1, Windows-1252…) on bytes that are UTF-8:
    /// converted and left labelled by a server or client; read as UTF-8.
    case utf8UnderCharset = "utf8-under-charset"
    /// A quoted-printable value with a '=' that starts no escape; the '=' is kept
    /// as is.
    case malformedQuotedPrintable = "malformed-quoted-printable"
    /// An N or ADR value with another number of ';'-separated components than the
    /// specifications give it.
    case componentCount = "component-count"
    /// A 2.1 or 3.0 PHOTO, LOGO, SOUND or KEY that holds a URI without `VALUE=uri`
    /// (`VALUE=URL` in 2.1); read as a URI.
    case missingValueType = "missing-value-type"
    /// A value holds a control character (ESC, BEL, DEL, a C1 code…): kept,
    /// but a terminal would obey it rather than show it.
    case controlCharacter = "control-character"
    /// A 3.0 text value with a comma not written `\,` (lint only): a strict
    /// reader keeps the part before it (``BareCommas``).
    case bareComma = "bare-comma"
    /// (`hotels lint` only.) A value that is none of what its property is
    /// for: a GEO that is no position, a date that is none, inline data
    /// that is no base64, an EMAIL without `@` (``ValueChecks``); kept as written.
    case invalidValue = "invalid-value"

    // Repairs (see ``Repair``)
    /// A known vendor quirk, read and repaired; ``Diagnostic/repair`` names the
    /// ``Repair``, whose name is printed in brackets instead of this one.
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
    /// A comma before a closing bracket, which JSON does not allow; read as if it were not there.
    case trailingComma = "trailing-comma"
}
