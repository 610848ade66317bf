/// The bytes a card was read from, shared by the card and its properties so that
/// unchanged parts can be written back exactly as they were read.
///
/// A reference type so that every property of a card points at one buffer
/// instead of copying its own bytes; the buffer is immutable, so sharing it
/// across threads is safe.
public final class SourceText: Sendable {
    /// The card's bytes: any blank lines or byte-order mark before `BEGIN:VCARD`
    /// (see ``cardStart``), then the card from `BEGIN` to the end of `END:VCARD`.
    public let bytes: [UInt8]
    /// Where `BEGIN:VCARD` starts in ``bytes``.
    public let cardStart: Int

    init(bytes: [UInt8], cardStart: Int) {
        self.bytes = bytes
        self.cardStart = cardStart
    }

    /// The card's own bytes, from `BEGIN:VCARD` to the end of the `END:VCARD` line.
    public var cardBytes: ArraySlice<UInt8> { bytes[cardStart...] }

    /// What stood before `BEGIN:VCARD` since the previous card: blank lines, a BOM.
    public var leadingTrivia: ArraySlice<UInt8> { bytes[..<cardStart] }
}

/// Where a property came from: its original bytes (all its folded lines, their
/// line breaks, and any blank lines the reader skipped after it).
public struct PropertyOrigin: Sendable {
    public let source: SourceText
    /// Byte range of the property in `source.bytes`.
    public let range: Range<Int>
    /// 1-based line number in the input file.
    public let line: Int

    /// The original bytes.
    public var bytes: ArraySlice<UInt8> { source.bytes[range] }
}

/// Where a card came from.
public struct CardOrigin: Sendable {
    public let source: SourceText
    /// 1-based position of the card in its input.
    public let index: Int
    /// 1-based line number of `BEGIN:VCARD`.
    public let line: Int
    /// The version the card was read as (its VERSION, or the assumed one).
    public let version: VCardVersion
    /// The `BEGIN:VCARD` line with its line break.
    public let beginRange: Range<Int>
    /// The `END:VCARD` line with its line break.
    public let endRange: Range<Int>
}
