/// What the last sync of a book left for one of its cards: where the card
/// is, what it was, and which hotel it belongs to. The base of the next
/// sync's three-way merge.
public struct SyncRecord: Sendable, Equatable {
    /// The card's id in the book (``Books/BookItem/id``).
    public var item: String
    /// The card's UID as last synced.
    public var uid: String
    /// The book's version tag of the card as last synced.
    public var version: String
    /// The card's normalized content hash as last synced (REV, PRODID,
    /// parameter order and folding ignored).
    public var cardHash: String
    /// The hotel it belongs to: `nil` once the hotel left the store.
    public var hotelID: Hotel.ID?
    /// A hash of the hotel's synced fields as last synced.
    public var hotelHash: String
    /// The card text as last synced: the base of a three-way merge.
    public var card: String
    /// Whether the card as last synced, as read from the book, showed the
    /// hotel's synced fields as last synced (those ``hotelHash`` stands
    /// for); `false` when it did not or it is not known (a card this tool
    /// wrote, a record from before this was kept).
    public var cardShowsHotel: Bool
    /// Whether the card was the book's before a sync tracked it (a sync
    /// made a hotel of it, or took it for one) rather than written there by
    /// a sync; `nil` for a record made before this was kept. An undo that
    /// removes the hotel leaves such a card in the book
    /// (``HotelStore/hotelsUnmade(ofCardsIn:)``).
    public var cardFromBook: Bool?

    /// A record of these parts; `cardShowsHotel` is `false` unless known.
    public init(item: String, uid: String, version: String, cardHash: String, hotelID: Hotel.ID?, hotelHash: String, card: String,
                cardShowsHotel: Bool = false, cardFromBook: Bool? = nil) {
        self.item = item
        self.uid = uid
        self.version = version
        self.cardHash = cardHash
        self.hotelID = hotelID
        self.hotelHash = hotelHash
        self.card = card
        self.cardShowsHotel = cardShowsHotel
        self.cardFromBook = cardFromBook
    }

    /// Whether this records a card deleted from the book whose hotel the
    /// sync removed (kept so that undoing that sync brings the card back),
    /// or a card the book let go while its hotel stays (``isLetGo``).
    public var isTombstone: Bool { version.isEmpty || isLetGo }

    /// The version tag of a card the book let go while its hotel stays in
    /// the store (another book syncs it, and it was deleted or excluded
    /// here; or the card left lodging while the store changed the hotel):
    /// the hotel is never given to this book again, an undo of a sync included.
    public static let letGoVersion = "-"

    /// Whether this records a card the book let go (``letGoVersion``).
    public var isLetGo: Bool { version == Self.letGoVersion }
}

/// How a book's last sync went, for `hotels books`.
public struct SyncBookStatus: Sendable, Equatable {
    /// The book's name in the config, or its path.
    public var book: String
    /// The book's path or URL at that sync.
    public var location: String
    /// When that sync ran (its start), or a later one that found nothing to do.
    public var syncedAt: Timestamp
    /// One line: what the run did or why it stopped.
    public var outcome: String
    /// The warnings that stand after that run: the next run prints only
    /// new ones, and `hotels books` shows them.
    public var warnings: [SyncWarning]

    /// The status of one sync of `book`.
    public init(book: String, location: String, syncedAt: Timestamp, outcome: String, warnings: [SyncWarning]) {
        self.book = book
        self.location = location
        self.syncedAt = syncedAt
        self.outcome = outcome
        self.warnings = warnings
    }
}

/// A warning a sync printed that stands until a run no longer meets it.
public struct SyncWarning: Sendable, Equatable {
    /// What the warning is known by from run to run, whatever line of the
    /// book it moves to ("same hotel ITEM", "unwritable", …).
    public var key: String
    /// The warning as printed: "PLACE: MESSAGE".
    public var text: String

    /// A warning known by `key`, printed as `text`.
    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }

    /// One stored line: the key, a unit separator, the text. A line of an
    /// older store holds the key alone, which stands for the text too.
    init(line: Substring) {
        if let separator = line.firstIndex(of: Self.separator) {
            self.init(key: String(line[..<separator]), text: String(line[line.index(after: separator)...]))
        } else {
            self.init(key: String(line), text: String(line))
        }
    }

    /// The stored line (``init(line:)``); a line break in the text is a space.
    var line: String {
        key + String(Self.separator) + String(text.map { $0.isNewline ? " " : $0 })
    }

    private static let separator: Character = "\u{1F}"
}

/// The cards of a book a sync found were no places to stay, so that the
/// next sync need not read and judge them again — nor, in a `.vcf` book,
/// even parse them: each card's version tag with its id, valid under the
/// selection named by `selection`. (A card's verdict follows from its
/// content, which its version tag stands for.)
public struct SyncSkipped: Sendable, Equatable {
    /// What the cards were judged by (the selection rules' fingerprint).
    public var selection: String
    /// The version tag's key (``Books/BookItem/versionKey``) → the card's id.
    public var cards: SkippedCards

    /// Cards judged under `selection`; the default `""` matches no selection.
    public init(selection: String = "", cards: SkippedCards = SkippedCards()) {
        self.selection = selection
        self.cards = cards
    }
}
