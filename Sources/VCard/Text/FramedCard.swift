/// One card cut out of the input by ``CardFramer``: where its bytes are in
/// its batch and where its lines are, ready to be parsed on any thread.
/// Plain values only (group names are ranges, made strings when a card
/// needs them), so that copying one costs no reference counting.
///
/// Every offset but `textRange` is relative to the card's own text (its
/// leading blank lines, then `BEGIN:VCARD` … `END:VCARD`), which is what
/// the card keeps once it is read.
struct FramedCard: Sendable {
    /// The card's text in its batch's bytes.
    var textRange: Range<Int>
    /// Where `BEGIN:VCARD` starts in the text.
    let cardStart: Int
    /// Whether the whole text is well-formed UTF-8 (checked while framing,
    /// so that the parser need not check each value).
    let isValidUTF8: Bool
    /// Whether a property line may hold a control character (see
    /// ``LineScanner/firstLineBreak(_:_:_:mayHoldControl:)``): only then
    /// does the parser look for them.
    let mayHoldControl: Bool
    /// 1-based position in the input.
    let index: Int
    /// Line number of `BEGIN:VCARD`.
    let beginLine: Int
    /// The BEGIN line.
    let begin: PhysicalLine
    /// The BEGIN line's group, if any.
    let beginGroup: Range<Int32>?
    let beginHasTrailingSpace: Bool
    /// Whether spaces or tabs stood before `BEGIN:VCARD`.
    let beginIsIndented: Bool
    /// Whether `BEGIN:VCARD` followed the last card's `END:VCARD` on its line.
    let beginFollowsEnd: Bool
    /// The END line, or `nil` when the card has none.
    let end: End?
    /// Whether the input ended inside the card: no END line, and no
    /// BEGIN of a next card either (a file cut short ends so).
    let endsInput: Bool
    /// The card's property lines in the batch's line store.
    let lines: Range<Int>

    struct End: Sendable {
        let line: Int
        let range: Range<Int>
        let group: Range<Int32>?
    }
}

extension PhysicalLine: @unchecked Sendable {}
