import Books
import HotelStore

/// What a sync will do, card by card, before anything is written: a pure
/// value, printed by `--dry-run` and applied by ``SyncRunner``.
public struct SyncPlan: Sendable {
    /// What the sync does to each card and hotel it touches, in the order
    /// planned: the book's cards as scanned, then those gone from it, the
    /// hotels of tombstones brought back, and hotels new to the book. A card
    /// unchanged on both sides, at the id and version the sync state has,
    /// has no step.
    public var steps: [SyncStep] = []
    /// What the user should hear of: conflicts, cards kept against a
    /// deletion, repeated UIDs, UIDs given, hotels that left the store.
    public var notes: [SyncNote] = []
    /// What the deletion guard stops, if it stops the plan: what would be
    /// lost (what a forced run goes past), and what `--force` then does.
    public var guardStopping: (reason: String, force: String)?
    /// Why the plan must not be applied without `--force` (the deletion guard), if it must not.
    public var guardStop: String? { guardStopping.map { $0.reason + "; " + $0.force } }
    /// Whether a card the user's exclude now matches keeps its hotel for
    /// now (a push, or a run that deletes nothing): the next run judges the
    /// tracked cards again, as after a change of the rules.
    public var exclusionsWait = false
    /// Whether what goes into the book was held back (the direction, or a
    /// book that cannot be written): the next run has it still to do.
    public var withholdsPushes = false
    /// Whether deletions were held back (a run that deletes nothing): the
    /// next run has them still to do.
    public var withholdsDeletions = false
    /// Cards a killed run wrote for hotels the store no longer has, which
    /// this plan takes out of the book: item id → UID. Where the step
    /// stands when the run commits, the UID's note is forgotten
    /// (``HotelStore/pendingPushes(book:)``).
    public var killedPushes: [String: String] = [:]
    /// The UIDs of cards an earlier run was writing that a book read whole
    /// no longer holds: their notes are forgotten when the run commits.
    public var goneKilledPushes: [String] = []
    /// Whether both sides changed some field differently.
    public var hasConflicts: Bool { conflictCount > 0 }
    /// The cards whose hotel both sides changed differently, each counted
    /// once however many fields conflict, as import counts them (each
    /// field has its own note).
    public var conflictCount: Int { steps.count { $0.conflicts > 0 } }

    /// The plan's totals, for the summary line.
    public var counts: SyncCounts {
        var counts = SyncCounts()
        for step in steps {
            switch step.store {
            case .none: break
            case .create: counts.pulledCreated += 1
            case .update: counts.pulledUpdated += 1
            case .delete: counts.pulledDeleted += 1
            }
            switch step.book {
            case .none: break
            case .create: counts.pushedCreated += 1
            case .update: counts.pushedUpdated += 1
            case .delete: counts.pushedDeleted += 1
            }
        }
        counts.conflicts = conflictCount
        return counts
    }

    /// Why a run under `options` stops before changing anything, or `nil`
    /// when it does not: the deletion guard without `--force`, or conflicts
    /// under `--on-conflict fail`.
    public func stopReason(under options: SyncOptions) -> String? {
        if let guardStop, !options.force { return guardStop }
        return options.onConflict.refusal(conflicts: conflictCount)
    }

    /// Whether a run under `options` stops before changing anything (``stopReason(under:)``).
    public func stops(under options: SyncOptions) -> Bool { stopReason(under: options) != nil }

    /// Whether applying it changes the book or the store.
    public var changesAnything: Bool { steps.contains { $0.book != .none || $0.store != .none } }
}

/// One card's (or one hotel's) part of a sync.
public struct SyncStep: Sendable {
    /// The card in the book as the scan saw it; `nil` for a hotel new to the book.
    public var item: BookItem?
    /// The record this step replaces, when its id differs from the item's
    /// (a renamed file, a changed UID) or the card is gone.
    public var recordID: String?
    /// The hotel: stored, or `nil` until a pulled card creates it.
    public var hotelID: Hotel.ID?
    /// The hotel's name, for messages.
    public var name: String
    /// What the step does to the hotel in the store.
    public var store: StoreChange = .none
    /// What the step does to the card in the book.
    public var book: BookCardChange = .none
    /// What the sync state keeps for the card afterwards.
    public var record: RecordChange = .none
    /// For a record carried as it is to another name (a `save` at this
    /// version): `""` a tombstone, `"-"` a card let go.
    public var carriedVersion: String?
    /// Field by field, what changes on each side (for `-v` and `--dry-run`):
    /// the book card's first, then the store's hotel's.
    public var changes: [MergePlan.FieldChange] = []
    /// How many of ``changes`` are the book card's.
    var bookChangeCount = 0
    /// How many of the hotel's fields both sides changed differently.
    public var conflicts = 0

    /// Leaves the store out of the step: no change to the hotel, and of
    /// ``changes`` only the book card's.
    mutating func leaveStoreOut() {
        store = .none
        changes.removeLast(changes.count - bookChangeCount)
    }
}

/// A step's change to the store.
public enum StoreChange: Sendable, Equatable {
    /// The store is left as it is.
    case none
    /// A new hotel from a card.
    case create(HotelDetails, uid: String, card: String)
    /// The hotel's new fields and card text.
    case update(HotelDetails, card: String)
    /// The hotel leaves the store.
    case delete
}

/// A step's change to the book.
public enum BookCardChange: Sendable, Equatable {
    /// The book is left as it is.
    case none
    /// A new card, `bytes`, for a hotel the book does not have; `uid` is
    /// the card's UID, which names its file where the book has files.
    case create(uid: String, bytes: [UInt8])
    /// The step's card is replaced by `bytes`.
    case update(bytes: [UInt8])
    /// The step's card leaves the book.
    case delete
}

/// What the sync state keeps for a step's card.
public enum RecordChange: Sendable, Equatable {
    /// Nothing changes in it.
    case none
    /// The card as it is after the step: its text, its fingerprint hash
    /// when the planner already has it (`nil`: the card was written, and is
    /// hashed then), its UID, the hash of the hotel's synced fields after
    /// the step, and whether the card, as read from the book, shows those
    /// fields (``HotelStore/SyncRecord/cardShowsHotel``; never a card this
    /// run writes); the id, version and hotel come from the book's write
    /// and the store's.
    case save(card: String, hash: String?, uid: String, hotelHash: String, cardShowsHotel: Bool)
    /// As `save`, with the store's side marked not yet in the book (a pull
    /// that left a change of the store's for a later two-way run).
    case savePending(card: String, hash: String?, uid: String)
    /// Only the version tag moved (the bytes changed, not what they say).
    case version
    /// The card is gone from the book and its hotel from the store: kept
    /// as a tombstone so that undoing the sync brings the card back.
    case tombstone
    /// The book lets the card go while its hotel stays in the store (another
    /// book syncs it; or the store changed it as the card left lodging): kept
    /// as a tombstone that keeps the hotel out of this book
    /// (``HotelStore/SyncRecord/isLetGo``).
    case letGo
    /// Forgotten.
    case remove
}

/// Something a sync reports.
public struct SyncNote: Sendable, Equatable {
    /// The key a ``Kind/sameHotel`` note of `item` persists under.
    static func sameHotelKey(_ item: String) -> String { "same hotel " + item }

    /// The item a persisted ``Kind/sameHotel`` note's key names.
    static func secondCard(ofKey key: String) -> String? {
        key.hasPrefix("same hotel ") ? String(key.dropFirst("same hotel ".count)) : nil
    }

    /// What a note is about.
    public enum Kind: Sendable, Equatable {
        /// A field both sides changed differently; the winner's value stays.
        case conflict(MergePlan.Conflict)
        /// A card the book deleted whose hotel the store changed (or the
        /// other way round): the changed side is kept, and goes back into
        /// the book (`intoBook`) or into the store; `id` is the hotel's or
        /// the card's own, which tells namesakes apart.
        case keptChanged(name: String, intoBook: Bool, id: String)
        /// Two cards with one UID: both kept, each tracked on its own.
        case repeatedUID(String)
        /// A card not yet synced that describes a hotel another card of the
        /// book stands for (by import's rules, a UID aside): import would
        /// merge it into that hotel; a sync leaves it as it is, unsynced,
        /// rather than make the hotel twice.
        case sameHotel
        /// A hotel card without a UID was given one: the UID, and the hotel's name.
        case uidGiven(uid: String, name: String)
        /// A hotel given to the book under a new UID, as a card of another
        /// hotel there bears its own: the UID given, and the hotel's name.
        case uidTaken(uid: String, name: String)
        /// A card edited so that it is no longer a place to stay: its hotel leaves the store.
        case leftLodging
        /// A card that had left lodging (or was excluded) is a place to stay again: it comes back into the store.
        case cameBack
        /// A card gone from the book whose hotel another book syncs: the hotel stays in the store.
        case leftBook
        /// A card deleted from the book: its hotel leaves the store.
        case deletedInBook
        /// Part of the book could not be read; nothing is deleted on its account.
        case unreadable
    }
    /// What the note is about.
    public var kind: Kind
    /// "FILE:LINE" or the hotel's name: where to look.
    public var place: String
    /// The note in words, for people.
    public var message: String
    /// What a warning that persists from run to run is known by, whatever
    /// line it moves to: printed once, not on every run.
    public var key: String = ""
}

extension SyncNote {
    /// Whether a run says it whatever its options, so that cron mails it:
    /// a change the user may want undone (one side's edit dropped by the
    /// conflict policy, a hotel gone from the store or back in it). A
    /// warning (a note with a ``key``) is said once, and a UID given only
    /// with `-v`.
    public var isReported: Bool {
        guard key.isEmpty else { return false }
        switch kind {
        case .leftLodging, .leftBook, .deletedInBook, .cameBack, .keptChanged, .conflict: return true
        case .uidGiven, .uidTaken, .unreadable, .repeatedUID, .sameHotel: return false
        }
    }

    /// A hotel card without a UID, at `place`, given `uid`: the one change
    /// made to a card nobody edited.
    static func uidGiven(_ uid: String, name: String, place: String) -> SyncNote {
        SyncNote(kind: .uidGiven(uid: uid, name: name), place: place, message: "'\(name)' had no UID; it was given \(uid)")
    }
}

/// A sync's totals: what went from the book to the store and back.
public struct SyncCounts: Sendable, Equatable {
    /// Hotels the book's cards created, updated and deleted in the store.
    public var pulledCreated = 0, pulledUpdated = 0, pulledDeleted = 0
    /// Cards the store's hotels created, updated and deleted in the book.
    public var pushedCreated = 0, pushedUpdated = 0, pushedDeleted = 0
    /// Fields both sides changed differently: one for each field, not for
    /// each card (``SyncPlan/conflictCount``).
    public var conflicts = 0

    /// All zero.
    public init() {}

    /// "store: 2 created, 1 updated, 0 deleted; book: 1 created, 0 updated, 0 deleted; 0 conflicts".
    public var summary: String {
        "store: \(pulledCreated) created, \(pulledUpdated) updated, \(pulledDeleted) deleted; "
            + "book: \(pushedCreated) created, \(pushedUpdated) updated, \(pushedDeleted) deleted; "
            + "\(conflicts) conflict\(conflicts == 1 ? "" : "s")"
    }
}
