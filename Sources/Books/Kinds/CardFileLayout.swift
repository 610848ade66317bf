import VCard

/// A `.vcf` file as a scan saw it, for a write to rewrite it byte for
/// byte: its pieces in order — each a card, or bytes that are no card
/// (what could not be read, trailing blank lines) — and each card's id.
///
/// A piece holds numbers only, so that a layout of 100,000 cards is one
/// array to make and to free: a card's base id is the id the scan's known
/// cards gave it (looked up again by its version key), or one of the few
/// kept in ``bases``.
struct CardFileLayout {
    var version: String
    var segments: [Segment] = []
    var lineBreak: [UInt8] = [0x0D, 0x0A]
    var size = 0
    /// The base ids the known cards do not give: of the cards that were
    /// read, and of those that could not be read but whose UID shows.
    var bases: [String] = []
    /// The scan's known cards (the caller's tables, not a copy).
    var known: KnownCards
    /// The segment new cards go before, if not at the end: a card the file
    /// ends inside (no END:VCARD: cut short, or still being written), so
    /// that it stays a card cut short; else the `END:VADDRESSBOOK` that
    /// closes a collection the file wraps its cards in, so that they go inside it.
    var newCardsBefore: Int?

    struct Segment {
        /// The bytes in the file: blank lines before the card, then the card.
        var range: Range<Int>
        /// Where the card starts in `range` (after the blank lines).
        var cardStart: Int
        /// The card there, if any.
        var card: CardSlot?
    }

    /// A card of the file.
    struct CardSlot {
        /// Where its base id is: an index of ``CardFileLayout/bases``, or
        /// `-1` for the id ``CardFileLayout/known`` holds for its version key.
        var base: Int32
        /// Its number among the cards of its base, in file order.
        var occurrence: Int32
        /// Whether the scan listed it: not a card that could not be read,
        /// which keeps its number and its bytes only.
        var isListed: Bool
        var line: Int32
        var versionKey: UInt64
        /// ``BookItem/idKey(_:)`` of its base id.
        var baseKey: UInt64
    }

    /// Where the line `END:VADDRESSBOOK` starts in `trivia` (the blank and
    /// wrapper lines after the last card), if it holds one.
    static func collectionEnd(in trivia: [UInt8]) -> Int? {
        CollectionWrapper.last(.closing, in: trivia)?.lowerBound
    }

    /// Where the bytes before the first card that are the file's, not the
    /// card's, end in `trivia` (what precedes the first card): a UTF-8
    /// byte-order mark, then the line `BEGIN:VADDRESSBOOK` with its line
    /// break; `nil` when it holds neither. They stay when that card goes.
    static func fileOpeningEnd(in trivia: [UInt8]) -> Int? {
        let mark = trivia.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let opening = CollectionWrapper.last(.opening, in: Array(trivia[mark...])) { return mark + opening.upperBound }
        return mark > 0 ? mark : nil
    }

    /// A card's base id.
    func base(of card: CardSlot) -> String {
        card.base >= 0 ? bases[Int(card.base)] : known[card.versionKey] ?? ""
    }

    /// A card's id, as the scan listed it.
    func id(of card: CardSlot) -> String {
        CardFileBook.id(base(of: card), occurrence: Int(card.occurrence))
    }
}

/// Numbers cards among those of the same base id — 1 for the first, 2 for
/// the next… — by a hash of the base first, and by the base itself only
/// where a hash comes again (a repeated UID, or two bases whose hashes
/// meet). A card may prefer its number (the one its id had when last
/// listed): it gets it when no card before it took it, so that cards of a
/// repeated UID that only moved keep their ids; otherwise, and for a card
/// with no number of its own, the lowest one free — file order, for a
/// file of new cards.
struct OccurrenceNumbering {
    /// The first card of each hash: its base and number.
    private var first: [UInt64: (base: String, number: Int)]
    /// The numbers taken, for each base whose hash came again.
    private var taken: [String: Taken] = [:]

    /// The numbers taken of one base, and the lowest one free: numbers are
    /// only ever taken, so it only grows, and a file of N cards of one UID
    /// is numbered in time linear in N (asking from 1 each time was N²).
    private struct Taken {
        var numbers: Set<Int> = []
        var lowestFree = 1

        mutating func take(preferring preferred: Int) -> Int {
            let number = numbers.contains(preferred) ? lowestFree : preferred
            numbers.insert(number)
            while numbers.contains(lowestFree) { lowestFree += 1 }
            return number
        }
    }

    init(capacity: Int = 0) {
        // Room to spare: a miss along a long probe chain costs.
        first = [UInt64: (base: String, number: Int)](minimumCapacity: 2 * capacity)
    }

    /// The number of one more card of `base`, whose ``BookItem/idKey(_:)``
    /// is `key`: `preferred` if it is free, else the lowest free.
    mutating func next(_ base: String, key: UInt64, preferring preferred: Int = 1) -> Int {
        guard let earlier = first[key] else {
            first[key] = (base, preferred)
            return preferred
        }
        if taken[base] == nil {
            var numbers = Taken()
            if earlier.base == base { _ = numbers.take(preferring: earlier.number) }
            taken[base] = numbers
        }
        // In place: a copy of the set for each card was N² too.
        return taken[base]!.take(preferring: preferred)
    }
}
