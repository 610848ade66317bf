import HotelStore
import VCard

/// How a sync runs: which way changes flow, who wins a conflict, which
/// hotels a book receives, and how much it may delete before it stops.
public struct SyncOptions: Sendable {
    /// Which way changes flow.
    public enum Direction: String, Sendable, CaseIterable {
        /// Both ways.
        case both
        /// From the book into the store only.
        case pull
        /// From the store into the book only.
        case push
    }

    /// Which way changes flow: both, unless a command says otherwise.
    public var direction: Direction = .both
    /// Who wins a field both sides changed differently since the last sync.
    /// `newest` compares the card's REV — or, for a card without one, the
    /// time of this run, when its change was first seen — with the hotel's
    /// update time.
    public var onConflict: ConflictPolicy = .newest
    /// New hotels from the book go into this trip; when set, only hotels
    /// of this trip are sent to the book as new.
    public var trip: String?
    /// Whether hotels the book never had (made in the store or imported
    /// from elsewhere) are created in it.
    public var pushNew = true
    /// Whether positions the gazetteer filled in are written into cards
    /// (otherwise a card gets GEO only from the user or another card).
    public var pushPositions = false
    /// The books whose sync states count as syncing a hotel elsewhere (the
    /// configured books, not a path synced once by hand nor an import from
    /// a server or an export to one); `nil`: every other book's. A card
    /// deleted or excluded here leaves its hotel in the store only while
    /// one of them syncs it.
    public var followers: Set<String>?
    /// The hotels an earlier book of the same dry run no longer follows,
    /// by book (its card let go or deleted there): a dry run of several
    /// books answers each as the real run, which syncs them in turn, would.
    public var unfollowed: [String: Set<Hotel.ID>] = [:]
    /// The hotels an earlier book of the same dry run deletes from the
    /// store: this book's dry run plans as if they were gone, as its run,
    /// after that book's, finds them (a card moved from that book into
    /// this one makes a new hotel).
    public var deletedBefore: Set<Hotel.ID> = []
    /// Whether a run deletes anything, on either side: an import from a
    /// server or an export to one only creates and updates.
    public var deletes = true
    /// Where the book's sync status says it was: the file or folder its
    /// path led to (every symbolic link resolved), when the caller knows
    /// it, so that a path that leads elsewhere later is told from one that
    /// names the same book another way; `nil`: the book's own location.
    public var location: String?
    /// The deletion guard.
    public var maxDelete: DeletionLimit = .standard
    /// Whether the deletion guard is overridden.
    public var force = false
    /// Runs made in all when a write finds its card changed in the book
    /// since the scan (each starts over: scan, merge, write).
    public var writeAttempts = 3
    /// How long a book must have stood still before a card gone from it is
    /// taken as deleted (``Books/AddressBook/settle(for:)``), in seconds.
    public var settleTime = 2.0
    /// A named step at which the run kills itself: only for crash tests.
    public var crashPoint: String?
    /// The time of this run.
    public var now: Timestamp = .now()

    /// The settings that decide which hotels a complete sync leaves in the
    /// book: a sync under other ones reads every hotel again.
    var hotelSettings: String {
        "push_new=\(pushNew) trip=\(trip ?? "") push_positions=\(pushPositions)"
    }

    /// The defaults: both ways, the newer side winning a conflict, hotels
    /// new to the book pushed, gazetteer positions kept out of cards,
    /// deletions allowed up to ``DeletionLimit/standard``, three write
    /// attempts, and the time of the call as the run's.
    public init() {}
}

/// How many hotels a sync may delete on one side before it stops and asks
/// for `--force`.
public enum DeletionLimit: Sendable, Equatable {
    /// More than this share of a side's hotels (0…1), when more than `minimum`.
    case share(Double, minimum: Int)
    /// More than this many.
    case count(Int)

    /// More than half, and more than 5.
    public static let standard = DeletionLimit.share(0.5, minimum: 5)

    /// Whether deleting `deleted` of `total` hotels goes past the limit.
    public func isExceeded(deleted: Int, of total: Int) -> Bool {
        switch self {
        case .share(let share, let minimum):
            return deleted > minimum && Double(deleted) > share * Double(total)
        case .count(let limit):
            return deleted > limit
        }
    }

    /// Reads a config value (trimmed, as the config file gives them): `N`
    /// (a count) or `N%` (a share).
    public init?(_ text: String) {
        if text.hasSuffix("%"), let percent = DecimalNumber.parse(text.dropLast()), (0...100).contains(percent) {
            self = .share(percent / 100, minimum: 0)
        } else if let count = Int(text), count >= 0 {
            self = .count(count)
        } else {
            return nil
        }
    }
}
