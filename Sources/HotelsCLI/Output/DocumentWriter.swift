import VCard

/// An xCard or a jCard document written a card at a time, as export and
/// convert write them: each call hands back the bytes ready to be written.
struct DocumentWriter {
    private let xCard: XCardWriter.Document?
    private var jCard: JCard.Document?

    init(jCard isJCard: Bool) {
        xCard = isJCard ? nil : XCardWriter.Document()
        jCard = isJCard ? JCard.Document() : nil
    }

    /// What comes before the first card.
    func start() -> [UInt8] { xCard?.start() ?? [] }

    /// One card, after what comes before it.
    mutating func append(_ card: Card) -> [UInt8] { xCard?.append(card) ?? jCard?.append(card) ?? [] }

    /// The end of the document.
    func finish() -> [UInt8] { xCard?.finish() ?? jCard?.finish() ?? [] }
}
