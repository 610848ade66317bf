/// A property as read: a reference to the card's bytes and where the
/// property is in them (its ``ReadProperties/Slot``). Its parts are decoded
/// on demand.
struct ReadLine: Sendable {
    let source: SourceText
    /// Where the property's bytes and its content line are.
    let slot: ReadProperties.Slot

    /// Calls `body` with the unfolded content line's bytes.
    @inline(__always)
    func withContent<R>(_ body: (UnsafePointer<UInt8>, Int, Int) -> R) -> R {
        withExtendedLifetime(source) { body(source.base, Int(slot.contentStart), Int(slot.contentEnd)) }
    }

    private func parse<R>(_ body: (UnsafePointer<UInt8>, ContentLine) -> R, orElse fallback: R) -> R {
        withContent { base, start, end in
            guard let content = ContentLine.parse(base, start, end) else { return fallback }
            return body(base, content)
        }
    }

    func decodeName() -> String {
        parse({ base, content in string(base, content.name) }, orElse: "")
    }

    func decodeGroup() -> String? {
        parse({ base, content in group(base, content) }, orElse: nil)
    }

    /// The group; an empty one (`.FN:…`, which some writers put on every
    /// line) is read as none.
    private func group(_ base: UnsafePointer<UInt8>, _ content: ContentLine) -> String? {
        content.group.flatMap { $0.isEmpty ? nil : string(base, $0) }
    }

    func decodeParameters() -> [Parameter] {
        parse({ base, content in parameters(base, content) }, orElse: [])
    }

    func decodeValue() -> String {
        parse({ base, content in value(base, content) }, orElse: "")
    }

    func decodeAll() -> Property.Fields {
        parse({ base, content in
            Property.Fields(group: group(base, content), name: string(base, content.name),
                            parameters: parameters(base, content), value: value(base, content))
        }, orElse: Property.Fields(group: nil, name: "", parameters: [], value: ""))
    }

    /// Calls `body` with the name's bytes (or `nil` for a line without a
    /// usable name); reads only as far as the name.
    @inline(__always)
    func withName<R>(_ body: (UnsafePointer<UInt8>, Range<Int>?) -> R) -> R {
        withContent { base, start, end in body(base, ContentLine.Head(base, start, end)?.name) }
    }

    func nameEquals(_ other: String) -> Bool {
        withName { base, name in name.map { ByteClass.equalsIgnoringCase(base, $0, other.utf8) } ?? false }
    }

    func parameters(_ base: UnsafePointer<UInt8>, _ content: ContentLine) -> [Parameter] {
        content.parameters.map { Parameter(name: $0.name.map { string(base, $0) }, rawValue: string(base, $0.value)) }
    }

    private func value(_ base: UnsafePointer<UInt8>, _ content: ContentLine) -> String {
        let encoding = TransferEncoding(base, content.parameters)
        return ValueDecoder.decode(base, content.value, encoding).text
    }

    @inline(__always)
    private func string(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }
}

/// What a content line's parameters say about how its value is encoded.
struct TransferEncoding {
    var quotedPrintable = false
    var charset: Range<Int>? = nil

    init() {}

    init(_ base: UnsafePointer<UInt8>, _ parameters: some Sequence<ContentLine.RawParameter>) {
        for parameter in parameters { note(base, parameter) }
    }

    /// Takes in what one parameter says: `CHARSET=`, or quoted-printable as
    /// `ENCODING=QUOTED-PRINTABLE` or vCard 2.1's bare `QUOTED-PRINTABLE`.
    @inline(__always)
    mutating func note(_ base: UnsafePointer<UInt8>, _ parameter: ContentLine.RawParameter) {
        let value = parameter.value
        if let name = parameter.name {
            if ByteClass.matches(base, name.lowerBound, name.upperBound, "CHARSET") {
                charset = value
            } else if ByteClass.matches(base, name.lowerBound, name.upperBound, "ENCODING"),
                      ByteClass.matches(base, value.lowerBound, value.upperBound, "QUOTED-PRINTABLE") {
                quotedPrintable = true
            }
        } else if ByteClass.matches(base, value.lowerBound, value.upperBound, "QUOTED-PRINTABLE") {
            quotedPrintable = true
        }
    }
}

/// Decodes a value's bytes into text: quoted-printable, then the charset.
enum ValueDecoder {
    struct Result {
        var text: String
        var outcome: TextDecoding.Outcome
        var malformedQuotedPrintable: Bool
    }

    static func decode(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ encoding: TransferEncoding) -> Result {
        let raw = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        let charset = encoding.charset.map {
            String(decoding: UnsafeBufferPointer(start: base + $0.lowerBound, count: $0.count), as: UTF8.self)
        }.map { ParameterValueCoding.decode($0).first ?? $0 }
        if encoding.quotedPrintable {
            let (decoded, malformed) = QuotedPrintable.decode(raw)
            let (text, outcome) = decoded.withUnsafeBufferPointer { TextDecoding.decode($0, charset: charset) }
            return Result(text: text, outcome: outcome, malformedQuotedPrintable: malformed)
        }
        let (text, outcome) = TextDecoding.decode(raw, charset: charset)
        return Result(text: text, outcome: outcome, malformedQuotedPrintable: false)
    }

    /// Only checks what decoding would find, without making the string when
    /// the value is plain UTF-8 (the common case): the outcome, whether the
    /// quoted-printable was malformed, and the first control character the
    /// decoded text holds (``ControlCharacters/isDecodedControl(_:)``), which
    /// the bytes as written may not show (`=1B`, ISO-8859-1's `9B`).
    static func check(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ encoding: TransferEncoding)
        -> (outcome: TextDecoding.Outcome, malformedQuotedPrintable: Bool, control: UInt32?)
    {
        if !encoding.quotedPrintable && encoding.charset == nil {
            let raw = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
            if UTF8Validation.isValid(raw) { return (.decoded, false, nil) }
        }
        let result = decode(base, range, encoding)
        return (result.outcome, result.malformedQuotedPrintable,
                result.text.unicodeScalars.first(where: ControlCharacters.isDecodedControl)?.value)
    }
}
