import VCard

/// An address book as `hotels sync` sees it: items that can be listed with
/// an id and a version tag, read, and created, updated or deleted with a
/// precondition on that tag, so that a write never overwrites a change it
/// has not seen.
///
/// The kinds: a single `.vcf` file (``CardFileBook``), a vdir — a folder
/// with one card per file (``CardFolderBook``) — and a book in memory for
/// tests (``MemoryBook``); a CardDAV collection (the `CardDAV` module's
/// `CardDAVBook`) is the fourth.
///
/// A book is scanned once per run: ``scan(knowing:reading:_:)`` hands every
/// item to the caller in book order with a way to read its card, which a
/// caller calls only for the items it has not seen at this version (and
/// says which those are up front, so a server's book fetches them in
/// batches, and which cards it knows, so a `.vcf` file need not parse them
/// to learn their ids). Then ``apply(_:afterEachWrite:)`` makes all of a
/// run's changes.
public protocol AddressBook: AnyObject {
    /// How messages name the book: its path (or URL).
    var location: String { get }

    /// Lists the book in order, handing each item to `visit` with a way to
    /// read its card (cheap where the listing read it anyway). What cannot
    /// be read is listed in the result's problems, never left out silently.
    /// A book that must read a card to list it (a `.vcf` file, whose ids
    /// are UIDs) reads only the cards `known` does not hold. `wanted` says
    /// which items the caller will read (asked once per item, before its
    /// visit): a book that reads cards in bulk fetches those ahead, and no
    /// other.
    func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
              _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan
    /// Starts listing now, where the book can do it while the caller
    /// prepares the scan that follows (a `.vcf` file's reading thread
    /// frames the file meanwhile); the next scan takes over what was read.
    /// Nothing is thrown: a failure shows in that scan.
    func readAhead()
    /// Whether a write may refuse a change and make the others (a server
    /// that holds a card's UID already): then a caller does nothing on a
    /// change's account until the write has said which it refused.
    var mayRefuseChanges: Bool { get }
    /// Whether a card written into the book reads back as the bytes
    /// written (a file, a folder), not as the book's own writing of it (a
    /// server that keeps a card re-serialized: Radicale sorts its properties by name).
    var keepsCardsAsWritten: Bool { get }
    /// The limits the book's cards are read under: a card written into it
    /// over them would not read back (``VCard/ReaderLimits/refusal(ofWritten:)``).
    var limits: ReaderLimits { get }

    /// What the book keeps between runs to list itself faster — for a
    /// CardDAV collection, its sync token and the listing that token stands
    /// for — opaque to everyone but the book. The caller sets it before a
    /// scan to what the last completed run kept, and keeps what the scan
    /// left once that run's changes are recorded. `nil` (the default): the
    /// book lists itself in full every time.
    var listingState: [UInt8]? { get set }

    /// Makes `changes`, each only if its item still has the version the
    /// last scan saw (a create only if its id is free). Returns, for each
    /// change in order, the item it left (`nil` for a delete), and the new
    /// ids of items the changes renumbered. Throws
    /// ``BookError/changedMeanwhile(path:item:)`` when a precondition does
    /// not hold: a single file is then left as it was; a folder or a server
    /// keeps the changes made before that one (each card is its own write).
    /// `afterEachWrite` is called after each durable write with the indices
    /// of the changes it made: once with all of them for a file rewritten
    /// whole, once a card for a folder of card files or a server (never for
    /// a change refused) — what a caller stopped by an error knows was made. With
    /// no changes, nothing is written and what the scan kept for a write
    /// is let go.
    func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite

    /// Asked before a caller takes a card the last scan did not list as
    /// gone: a book that changed less than `seconds` ago may be in the
    /// middle of a rewrite that has not reached the card yet. Waits until
    /// it has stood still that long, then throws
    /// ``BookError/changedMeanwhile(path:item:)`` if it is no longer what
    /// the scan listed.
    func settle(for seconds: Double) throws(BookError)
}

extension AddressBook {
    /// Nothing read ahead: the scan does it all.
    public func readAhead() {}

    /// Nothing to wait for: a server lists a book in one answer, and a
    /// folder's card goes only when its file is removed.
    public func settle(for seconds: Double) throws(BookError) {}

    /// A book refuses nothing (a `.vcf` file): a write makes every change or fails.
    public var mayRefuseChanges: Bool { false }

    /// A card is kept as written (a file, a folder, memory).
    public var keepsCardsAsWritten: Bool { true }

    /// A book of cards read as they are kept (in memory): the default limits.
    public var limits: ReaderLimits { ReaderLimits() }

    /// No listing kept: the book lists itself in full every time.
    public var listingState: [UInt8]? {
        get { nil }
        set {}
    }

    /// Makes `changes` (see ``apply(_:afterEachWrite:)``).
    public func apply(_ changes: [BookChange]) throws(BookError) -> BookWrite {
        try apply(changes, afterEachWrite: { _ in })
    }

    /// Lists the book, reading every card it must to list it.
    public func scan(_ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try scan(knowing: KnownCards(), reading: { _ in true }, visit)
    }

    /// Lists the book, parsing none of the cards `known` holds.
    public func scan(knowing known: KnownCards, _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try scan(knowing: known, reading: { _ in true }, visit)
    }

    /// Lists the book, fetching ahead the cards `wanted` asks for.
    public func scan(reading wanted: (BookItem) -> Bool, _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        try scan(knowing: KnownCards(), reading: wanted, visit)
    }
}

/// Cards a caller has listed before, by their version tag, with the id
/// each had then: a book that would otherwise read a card to learn its id
/// lists these unread.
public struct KnownCards: Sendable {
    /// ``BookItem/versionKey`` → ``BookItem/id``.
    public var ids: [UInt64: String]
    /// More of them, looked up after `ids`: a table the caller keeps for
    /// its own use, not copied into `ids`.
    public var more: any KnownCardTable

    /// Cards known by version key: `ids` first, then `more`.
    public init(ids: [UInt64: String] = [:], more: any KnownCardTable = [UInt64: String]()) {
        self.ids = ids
        self.more = more
    }

    /// The id the card with this version key had.
    public subscript(versionKey: UInt64) -> String? {
        ids[versionKey] ?? more[versionKey]
    }

    /// Whether a card with this version key is known (no id made).
    public func contains(_ versionKey: UInt64) -> Bool {
        ids[versionKey] != nil || more.contains(versionKey)
    }

    /// How many entries the tables hold (a card in both counts twice).
    public var count: Int { ids.count + more.count }
}

/// Version keys with the ids of the cards that had them, as a caller keeps
/// them: ``KnownCards/more``. A table does not change while a book that
/// was given it lists or writes (a write looks ids up in it again).
public protocol KnownCardTable: Sendable {
    subscript(versionKey: UInt64) -> String? { get }
    /// Whether the table has the key, without making its id.
    func contains(_ versionKey: UInt64) -> Bool
    var count: Int { get }
}

extension Dictionary: KnownCardTable where Key == UInt64, Value == String {
    /// Whether the dictionary has an id for `versionKey`.
    public func contains(_ versionKey: UInt64) -> Bool { self[versionKey] != nil }
}

/// One card of a book, as listed: its id there and its version tag.
public struct BookItem: Sendable, Hashable {
    /// The id of the card in the book: a file name in a vdir; the UID
    /// (with `#2`, `#3`… for a repeated one, in file order) or, without a
    /// UID, a hash of its content in a `.vcf` file. Never its position.
    public var id: String
    /// Changes whenever the card's bytes change: a hash of them, or a
    /// file's inode, size and modification time, or an etag.
    public var version: String
    /// Where it starts, for messages: the file and the 1-based line.
    public var file: String
    /// The 1-based line it starts on; 0 when not known (a card just written
    /// into a `.vcf` file).
    public var line: Int

    /// The version tag as a number, for tables of many cards: a `.vcf`
    /// card's content hash itself, or a hash of the tag.
    public let versionKey: UInt64

    /// When the card last changed, as far as the book can tell, in seconds
    /// since 1970: a card file's modification time, or a `.vcf` file's (the
    /// latest any of its cards changed); `nil` where it cannot tell (a
    /// server, a book in memory).
    public var modifiedAt: Double?

    /// A number for an id, for tables of many: the ``VCard/ContentHash`` of its bytes.
    public static func idKey(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { ContentHash.value(of: UnsafeRawBufferPointer($0)) }
    }

    /// The number for a version tag: the hash a ``VCard/ContentHash`` tag
    /// spells, else the ``VCard/StableHash`` of the tag's text.
    public static func versionKey(_ version: String) -> UInt64 {
        ContentHash.value(ofTag: version) ?? StableHash.value(of: version)
    }

    /// An item; `versionKey` is ``versionKey(_:)`` of `version`, given where the caller has it.
    public init(id: String, version: String, file: String, line: Int, versionKey: UInt64? = nil, modifiedAt: Double? = nil) {
        self.id = id
        self.modifiedAt = modifiedAt
        self.versionKey = versionKey ?? Self.versionKey(version)
        self.version = version
        self.file = file
        self.line = line
    }
}

/// An item handed to a scan's visitor, with its card on demand.
public struct BookEntry {
    /// The item, as the book listed it.
    public let item: BookItem
    let source: Source

    /// Where an entry's card comes from. (The two common cases hold no
    /// closure: a scan of 100,000 known cards makes no allocation for them.)
    public enum Source {
        /// Read already (`nil`: it could not be, and the scan's problems say why).
        case read(Card?)
        /// The bytes at this range of a `.vcf` file, read when asked.
        case inFile(String, Range<Int>)
        /// Read by a closure when asked.
        case load(() throws(BookError) -> Card?)
    }

    /// An entry whose card comes from `source`.
    public init(item: BookItem, source: Source) {
        self.item = item
        self.source = source
    }

    /// An entry whose card `card` reads when asked; `nil` when it cannot be
    /// read (a problem the scan reports).
    public init(item: BookItem, card: @escaping () throws(BookError) -> Card?) {
        self.init(item: item, source: .load(card))
    }

    /// Reads the item's card: the card, or `nil` when it could not be read
    /// (the scan's problems then say why).
    public func card() throws(BookError) -> Card? {
        switch source {
        case .read(let card): return card
        case .inFile(let path, let range): return try CardFileBook.readCard(in: path, range)
        case .load(let read): return try read()
        }
    }
}

/// What a scan found besides the items it handed over.
public struct BookScan: Sendable {
    /// How many items there were.
    public var items = 0
    /// What could not be read: a whole card file, or part of a `.vcf` file.
    public var problems: [BookProblem] = []
    /// The version a card written into the book gets by default: that of
    /// the book's first card in the book's order (a `.vcf` file's first
    /// card, a vdir's first card file by name, a collection's first card by
    /// href) that can be read, as ``newCardVersion(after:)`` maps it; 3.0
    /// for a book with none. A scan knows it whichever cards its caller
    /// reads: a book reads that card itself, or remembers it, when the
    /// caller does not.
    public var cardVersion: VCardVersion = .v3_0
    /// Why the book can be read but not written, when it cannot.
    public var unwritable: String?

    /// A scan that found nothing: no items or problems, 3.0 for new cards,
    /// writable.
    public init() {}

    /// The version new cards get in a book whose first card is in
    /// `version`: 4.0 for 4.0, else 3.0 (hotels writes no 2.1).
    public static func newCardVersion(after version: VCardVersion) -> VCardVersion {
        version == .v4_0 ? .v4_0 : .v3_0
    }
}

/// Something in a book that could not be read.
public struct BookProblem: Sendable, Equatable {
    /// The item it belongs to, when the book can tell (a card file of a
    /// vdir); `nil` for part of a `.vcf` file, which has no id to go by.
    public var item: String?
    /// The file (or URL) that holds it.
    public var file: String
    /// The 1-based line the problem is on; 1 for a file or resource as a whole.
    public var line: Int
    /// What is wrong, in words for people ("cannot be read").
    public var message: String

    /// A problem at `line` of `file`; `item` when the book can tell it.
    public init(item: String?, file: String, line: Int, message: String) {
        self.item = item
        self.file = file
        self.line = line
        self.message = message
    }

    /// "FILE:LINE: MESSAGE".
    public var description: String { "\(file):\(line): \(message)" }
}

/// A change to make in a book.
public enum BookChange: Sendable, Equatable {
    /// A new card; `uid` names its file where the book has files.
    case create(uid: String, bytes: [UInt8])
    /// New bytes for an item last seen at `version`.
    case update(id: String, version: String, bytes: [UInt8])
    /// Removes an item last seen at `version`.
    case delete(id: String, version: String)
}

/// What ``AddressBook/apply(_:)`` did.
public struct BookWrite: Sendable, Equatable {
    /// For each change in order: the item it created or updated, `nil` for a delete.
    public var items: [BookItem?] = []
    /// Items the changes did not touch whose id changed (a `.vcf` file's
    /// repeated UID renumbered when an earlier one went): old id → new item.
    public var renumbered: [String: BookItem] = [:]
    /// Changes the book refused, by their index in the changes, with why
    /// (a server that already holds a card with the UID): not made, not
    /// tried again in this run; their ``items`` entry is `nil`.
    public var refused: [Int: String] = [:]
    /// Cards the book keeps in other bytes than were written (a server
    /// that rewrote the card, and said so by sending no etag), by the
    /// index of their change: the bytes it keeps, which is the card as
    /// last synced, not the one sent.
    public var kept: [Int: [UInt8]] = [:]

    /// A write's result; every part defaults to empty.
    public init(items: [BookItem?] = [], renumbered: [String: BookItem] = [:], refused: [Int: String] = [:],
                kept: [Int: [UInt8]] = [:]) {
        self.items = items
        self.renumbered = renumbered
        self.refused = refused
        self.kept = kept
    }
}
