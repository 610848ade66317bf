/// Recognizes `BEGIN:VCARD` and `END:VCARD` lines, with an optional group
/// (`item.BEGIN:VCARD`, or an empty one: `.BEGIN:VCARD`) and any case, as
/// RFC 2425 allows.
struct CardDelimiter {
    enum Kind { case begin, end }

    var kind: Kind
    /// The group's byte range, if the line has one.
    var group: Range<Int>?
    /// Whether spaces or tabs followed `VCARD` (Outlook 2003 writes them).
    var hasTrailingSpace: Bool
    /// Whether spaces or tabs came before it (``matchIndented(_:_:)``).
    var isIndented = false
    /// For an END line that goes on with `BEGIN:VCARD` (`END:VCARDBEGIN:VCARD`),
    /// where that begins: the next card's start, on the same line.
    var nextBegin: Int? = nil

    /// A delimiter after spaces or tabs: outside a card, where no line can
    /// be a folded continuation, ` BEGIN:VCARD` is a BEGIN line.
    static func matchIndented(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> CardDelimiter? {
        var trimmed = line
        while trimmed.start < trimmed.contentEnd && ByteClass.isFoldSpace(base[trimmed.start]) { trimmed.start += 1 }
        guard trimmed.start > line.start, var found = match(base, trimmed) else { return nil }
        found.isIndented = true
        return found
    }

    /// Whether the line opens or closes a collection of cards:
    /// `BEGIN:VADDRESSBOOK` or `END:VADDRESSBOOK` (any case, spaces around),
    /// which vdirsyncer's single-file storage writes around the cards. Outside
    /// a card it is part of the file's frame, as a blank line is, not a stray line.
    static func isCollectionWrapper(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> Bool {
        wrapper(base, line) != nil
    }

    /// Which wrapper line `line` is, if it is one (``isCollectionWrapper(_:_:)``).
    static func wrapper(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> CollectionWrapper.Line? {
        var start = line.start, end = line.contentEnd
        while start < end && ByteClass.isFoldSpace(base[start]) { start += 1 }
        while end > start && ByteClass.isFoldSpace(base[end - 1]) { end -= 1 }
        if ByteClass.matches(base, start, end, "BEGIN:VADDRESSBOOK") { return .opening }
        return ByteClass.matches(base, start, end, "END:VADDRESSBOOK") ? .closing : nil
    }

    @inline(__always)
    static func match(_ base: UnsafePointer<UInt8>, _ line: PhysicalLine) -> CardDelimiter? {
        let start = line.start, end = line.contentEnd
        // Every BEGIN and END line ends in "VCARD" (and perhaps spaces): a
        // look at the end turns nearly every property line away at once.
        var last = end
        while last > start && ByteClass.isFoldSpace(base[last - 1]) { last -= 1 }
        guard last - start >= 9, ByteClass.matches(base, last - 5, last, "VCARD") else { return nil }
        let first = ByteClass.upper(base[start])
        if first == UInt8(ascii: "B") || first == UInt8(ascii: "E"),
           let found = matchWord(base, at: start, end: end, group: nil) {
            return found
        }
        // Perhaps a group: name bytes (or none), then a dot.
        var i = start
        while i < end && ByteClass.isNameByte(base[i]) { i += 1 }
        guard i < end, base[i] == UInt8(ascii: ".") else { return nil }
        return matchWord(base, at: i + 1, end: end, group: start..<i)
    }

    @inline(__always)
    private static func matchWord(_ base: UnsafePointer<UInt8>, at i: Int, end: Int, group: Range<Int>?) -> CardDelimiter? {
        let kind: Kind
        let wordEnd: Int
        if i + 11 <= end, ByteClass.matches(base, i, i + 11, "BEGIN:VCARD") {
            kind = .begin
            wordEnd = i + 11
        } else if i + 9 <= end, ByteClass.matches(base, i, i + 9, "END:VCARD") {
            kind = .end
            wordEnd = i + 9
        } else {
            return nil
        }
        var j = wordEnd
        while j < end && ByteClass.isFoldSpace(base[j]) { j += 1 }
        guard j == end else {
            // END:VCARD run together with the next BEGIN:VCARD.
            guard kind == .end, group == nil, let next = matchWord(base, at: wordEnd, end: end, group: nil), next.kind == .begin else {
                return nil
            }
            return CardDelimiter(kind: .end, group: nil, hasTrailingSpace: false, nextBegin: wordEnd)
        }
        return CardDelimiter(kind: kind, group: group, hasTrailingSpace: wordEnd != end)
    }
}

/// The lines vdirsyncer's single-file storage wraps a file's cards in,
/// `BEGIN:VADDRESSBOOK` and `END:VADDRESSBOOK`, as the reader frames them
/// (``CardDelimiter/isCollectionWrapper(_:_:)``): for a writer that keeps
/// them in place.
public enum CollectionWrapper {
    /// The opening line or the closing one.
    public enum Line: Sendable { case opening, closing }

    /// The bytes of the last `line` of the wrapper in `trivia` (the blank
    /// and wrapper lines around the cards), its line break included; `nil`
    /// when there is none.
    public static func last(_ line: Line, in trivia: [UInt8]) -> Range<Int>? {
        trivia.withUnsafeBufferPointer { buffer -> Range<Int>? in
            guard let base = buffer.baseAddress else { return nil }
            var found: Range<Int>?, start = 0
            while start < buffer.count, let physical = LineScanner.line(in: base, from: start, to: buffer.count, atEOF: true) {
                if CardDelimiter.wrapper(base, physical) == line { found = physical.start..<physical.end }
                start = physical.end
            }
            return found
        }
    }
}
