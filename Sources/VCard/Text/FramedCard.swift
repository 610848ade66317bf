/// One card cut out of the input by ``CardFramer``: its own copy of the bytes
/// and where its lines are, ready to be parsed on any thread.
struct FramedCard: Sendable {
    let text: SourceText
    /// 1-based position in the input.
    let index: Int
    /// Line number of `BEGIN:VCARD`.
    let beginLine: Int
    /// The BEGIN line, as offsets into `text.bytes`.
    let begin: PhysicalLine
    let beginGroup: String?
    let beginHasTrailingSpace: Bool
    /// The END line, or `nil` when the card has none.
    let end: End?
    /// The card's property lines in the framer's line store.
    let lines: Range<Int>

    struct End: Sendable {
        let line: Int
        /// As offsets into `text.bytes`.
        let range: Range<Int>
        let group: String?
    }
}

extension PhysicalLine: @unchecked Sendable {}
