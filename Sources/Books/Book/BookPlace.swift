/// Where a card of a book starts, as messages name it: `FILE:LINE`, the
/// form compilers and editors jump to.
public protocol BookPlace {
    /// The file the card is in.
    var file: String { get }
    /// The 1-based line it starts on.
    var line: Int { get }
}

extension BookPlace {
    /// `FILE:LINE`.
    public var place: String { "\(file):\(line)" }
}

extension BookItem: BookPlace {}
extension BookProblem: BookPlace {}
