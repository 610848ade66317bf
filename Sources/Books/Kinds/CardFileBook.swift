import TextFolding
import VCard

#if canImport(Glibc)
import Glibc
#endif

/// A book that is one vCard file, as address books export it.
///
/// An item's id is its UID — with `#2`, `#3`… for a repeated UID, in file
/// order — or, for a card without one, a hash of its normalized content
/// (``CardFingerprint``): never its position, so a card inserted or removed
/// elsewhere changes no other card's id. Its version is a hash of its bytes
/// (``VCard/ContentHash/tag(of:)-(UnsafeRawBufferPointer)``).
///
/// A write rewrites the file atomically (``AtomicFile``) and only when
/// something changed: every card it does not change — and the bytes
/// between cards, and what could not be read — keeps its exact bytes and
/// its place; a new card goes at the end, with the file's line endings.
public final class CardFileBook: AddressBook {
    /// The path of the `.vcf` file, as given.
    public let location: String
    /// The reader's limits.
    public var limits = ReaderLimits()
    /// How many threads read (see ``VCard/ReaderOptions/threads``).
    public var threads = 1
    /// The file as the last scan saw it; a write needs it.
    var layout: CardFileLayout?
    /// The file's version tag as the last scan read it, written back or not.
    private var scannedVersion: String?
    /// A reader ``readAhead()`` started, and the file's version tag then.
    private var ahead: (reader: VCardReader, version: String)?
    /// How many batches of cards a reading ahead frames before the scan
    /// takes them: enough for the store's reading before a sync's scan
    /// (a batch is 128 cards, or fewer when they hold more than 4 MiB;
    /// ``VCard/VCardReader/startReadingAhead(batches:bytes:)`` also bounds the bytes).
    static let batchesAhead = 32
    /// And at most this much of their memory (a book of large photos).
    static let bytesAhead = 16 << 20

    /// The book of the vCard file at `path`; nothing is read until a scan.
    public init(path: String) {
        location = path
    }

    /// Lists the file's cards. A card whose bytes `known` holds (by their
    /// version tag) is framed, not parsed: its id comes from `known`. The
    /// first card that can be read is parsed all the same, known or not:
    /// its version is new cards' (``BookScan/cardVersion``), and its line
    /// breaks theirs.
    public func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
                     _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        layout = nil
        scannedVersion = nil
        let version: String, reader: VCardReader
        // What was read ahead counts while the file is still the one it read.
        let ahead = self.ahead
        self.ahead = nil
        if let ahead, FileStatus.versionTag(path: location) == ahead.version {
            (reader, version) = ahead
        } else {
            (reader, version) = try openReader()
        }
        reader.knowCards(count: known.count) { [known] in known.contains($0) }
        // The file's last change is the latest any card of it can have had.
        let modified = FileStatus.versionAndModification(path: location)?.modified
        var result = BookScan()
        var next = CardFileLayout(version: version, known: known)
        // A segment a card, and most cards are known: room at once.
        next.segments.reserveCapacity(known.count + 2)
        var numbering = OccurrenceNumbering(capacity: known.count)
        var offset = 0
        /// Whether the first card that can be read has set new cards' version and line breaks.
        var sawFirstCard = false
        /// Whether any card began, read or not.
        var sawCardStart = false
        func firstCard(_ card: Card, hasCarriageReturn: Bool) {
            sawFirstCard = true
            result.cardVersion = BookScan.newCardVersion(after: card.version)
            if !hasCarriageReturn { next.lineBreak = [0x0A] }
        }
        /// Lists one card: numbers it among the cards of its base (the
        /// number of `lastID`, the id `known` gave its bytes, where that id
        /// is of this base and the number is free), keeps its place in the
        /// layout, and hands it over. `knownID` is the id `known` gave it
        /// when that id is its base.
        func list(base: String, knownID: String?, lastID: String?, hash: UInt64, line: Int, size: Int, cardStart: Int,
                  card: BookEntry.Source) throws(BookError) {
            var size = size
            let key = BookItem.idKey(base)
            let preferred = lastID.flatMap { Self.baseID(ofID: $0) == base ? Self.occurrence(ofID: $0) : nil } ?? 1
            let occurrence = numbering.next(base, key: key, preferring: preferred)
            // A known id that is its base has no mark to escape.
            let id = occurrence == 1 && knownID != nil ? base : Self.id(base, occurrence: occurrence)
            var slot = CardFileLayout.CardSlot(base: -1, occurrence: Int32(clamping: occurrence), isListed: true,
                                               line: Int32(clamping: line), versionKey: hash, baseKey: key)
            if knownID == nil {
                slot.base = Int32(next.bases.count)
                next.bases.append(base)
            }
            // The file's byte-order mark and the line that opens a collection the cards are
            // wrapped in (before the first card) are a piece of their own: they stay when that card goes.
            var cardStart = cardStart
            if next.segments.isEmpty, cardStart > 0,
               let opening = CardFileLayout.fileOpeningEnd(in: try Self.readBytes(in: location, offset..<offset + cardStart)) {
                next.segments.append(.init(range: offset..<offset + opening, cardStart: 0))
                (offset, cardStart) = (offset + opening, cardStart - opening)
                size -= opening
            }
            next.segments.append(.init(range: offset..<offset + size, cardStart: cardStart, card: slot))
            offset += size
            result.items += 1
            let item = BookItem(id: id, version: ContentHash.tag(hash), file: location, line: line, versionKey: hash, modifiedAt: modified)
            try visit(BookEntry(item: item, source: card))
        }
        for read in reader {
            switch read {
            case .card(let card, _):
                guard let origin = card.origin else { continue }
                let source = origin.source
                if !sawFirstCard { firstCard(card, hasCarriageReturn: source.withCardBytes { $0.contains(0x0D) }) }
                let hash = source.withCardBytes { ContentHash.value(of: $0) }
                // A card read though known (the first) keeps its number too.
                try list(base: Self.baseID(of: card), knownID: nil, lastID: known[hash], hash: hash, line: origin.line,
                         size: source.count, cardStart: source.cardStart, card: .read(card))
            case .known(let seen):
                let cardRange = offset + seen.leadingCount..<offset + seen.count
                // Known, and first: it alone is read again.
                if !sawFirstCard {
                    let bytes = try Self.readBytes(in: location, cardRange)
                    if let card = VCardReader.read(bytes: bytes, options: ReaderOptions(fileName: location)).cards.first {
                        firstCard(card, hasCarriageReturn: bytes.contains(0x0D))
                    }
                }
                // The known id is the base unless it bears an occurrence number or an escape.
                let knownID = known[seen.hash]
                var base = knownID.map(Self.baseID(ofID:)) ?? ""
                if base.isEmpty { base = try Self.readCard(in: location, cardRange).map(Self.baseID(of:)) ?? "hash-" + ContentHash.tag(seen.hash) }
                try list(base: base, knownID: base == knownID ? knownID : nil, lastID: knownID,
                         hash: seen.hash, line: seen.line, size: seen.count, cardStart: seen.leadingCount,
                         card: .inFile(location, cardRange))
            case .rejected(let rejected):
                // A rejected card's bytes leave out the blank lines before it.
                let start = rejected.isContinuation ? offset : try Self.locate(rejected.bytes.prefix(64), in: location, from: offset)
                var segment = CardFileLayout.Segment(range: offset..<start + rejected.bytes.count, cardStart: 0)
                offset = start + rejected.bytes.count
                if rejected.startsCard || rejected.isOutsideCards && !rejected.isContinuation {
                    let message = rejected.diagnostics.first { $0.severity == .error }?.message ?? "cannot be read"
                    // A card that cannot be read keeps its id when its UID
                    // line can be found: its record stays, and only it.
                    var item: String?
                    if rejected.startsCard, let uid = Self.uidLine(in: rejected.bytes) {
                        let key = BookItem.idKey(uid)
                        let occurrence = numbering.next(uid, key: key)
                        item = Self.id(uid, occurrence: occurrence)
                        // Counted when a write numbers the cards again, as here.
                        segment.card = .init(base: Int32(next.bases.count), occurrence: Int32(clamping: occurrence), isListed: false,
                                             line: Int32(clamping: rejected.line), versionKey: 0, baseKey: key)
                        next.bases.append(uid)
                    }
                    result.problems.append(BookProblem(item: item, file: location, line: rejected.line,
                                                       message: rejected.isOutsideCards ? message : "card \(rejected.index) cannot be read: \(message)"))
                }
                if rejected.startsCard { sawCardStart = true }
                if rejected.startsCard, rejected.diagnostics.contains(where: { $0.code == .missingEnd && $0.severity == .error }) {
                    next.newCardsBefore = next.segments.count
                }
                next.segments.append(segment)
            case .diagnostic(let diagnostic):
                if diagnostic.severity == .error {
                    result.problems.append(BookProblem(item: nil, file: location, line: diagnostic.line, message: diagnostic.message))
                }
            }
        }
        // Text and no card at all is no address book: a sync would add its cards to a note or a script.
        if result.items == 0, !sawCardStart, offset > 0 { throw .notABook(path: location, content: .textWithoutCards) }
        let trivia = reader.trailingTrivia
        if next.newCardsBefore == nil, let end = CardFileLayout.collectionEnd(in: trivia) {
            next.segments.append(.init(range: offset..<offset + end, cardStart: 0))
            next.newCardsBefore = next.segments.count
            next.segments.append(.init(range: offset + end..<offset + trivia.count, cardStart: 0))
        } else {
            next.segments.append(.init(range: offset..<offset + trivia.count, cardStart: 0))
        }
        offset += trivia.count
        next.size = offset
        // A file another program wrote while it was read is read again (the
        // run starts over, and stops with "try again later" if it keeps
        // changing); a layout that does not add up to the file cannot be
        // written back byte for byte: then the book is read, never written.
        guard FileStatus.versionTag(path: location) == version else { throw .changedMeanwhile(path: location, item: nil) }
        scannedVersion = version
        if Self.size(of: location) == offset {
            layout = next
        } else {
            result.unwritable = "it cannot be written back byte for byte (it is not UTF-8 vCard)"
        }
        return result
    }

    /// A file modified less than `seconds` ago may be in the middle of
    /// being written again in place (truncated, then written card by card):
    /// waits until it is that old, looking every tenth of a second whether
    /// it is still the file the last scan read.
    public func settle(for seconds: Double) throws(BookError) {
        guard let version = scannedVersion, let age = FileStatus.modificationAge(path: location) else { return }
        // A time ahead of the clock waits the whole interval once, not until then.
        var wait = age < 0 ? seconds : seconds - age
        while true {
            guard FileStatus.versionTag(path: location) == version else { throw .changedMeanwhile(path: location, item: nil) }
            guard wait > 0 else { return }
            let step = min(wait, 0.1)
            var interval = timespec(tv_sec: 0, tv_nsec: Int(step * 1e9)), left = timespec()
            while nanosleep(&interval, &left) != 0 && errno == EINTR { interval = left }
            wait -= step
        }
    }

    /// Opens the file and starts its reading thread (with two threads or
    /// more), which frames the first batches of cards while the caller
    /// learns which of them it knows.
    public func readAhead() {
        ahead = nil
        guard threads > 1, let opened = try? openReader() else { return }
        opened.reader.startReadingAhead(batches: Self.batchesAhead, bytes: Self.bytesAhead)
        ahead = opened
    }

    /// A reader of the file, and the file's version tag as it is opened.
    /// (xCard and jCard are read by import, not synced: a sync writes the file back.)
    private func openReader() throws(BookError) -> (reader: VCardReader, version: String) {
        let version = try Self.versionTag(location)
        return (try CardSource.openVCard(location, options: ReaderOptions(fileName: location, threads: threads, limits: limits)), version)
    }

    /// The file's version tag, or why it cannot be read as a book.
    static func versionTag(_ location: String) throws(BookError) -> String {
        guard let version = FileStatus.versionTag(path: location) else {
            if let why = FileStatus.whyMissing(path: location) { throw .cannotRead(path: location, reason: why) }
            let kind = FileStatus(path: location).kind
            if kind == .symbolicLink {
                // Written back by a rename, a link would become a file: the book is named by its own path.
                let target = FileStatus.linkTarget(location).map { " to \($0)" } ?? ""
                throw .cannotRead(path: location, reason: "it is a symbolic link\(target); a book file is synced where it is: "
                                      + "name the file itself")
            }
            throw .cannotRead(path: location, reason: "it is \(kind.description), not a regular file")
        }
        return version
    }

    // MARK: - Bytes

    /// Where `bytes` start in the file at or after `offset`, past the
    /// blank lines a reader skips (within 64 KiB); `offset` when not found,
    /// which leaves the layout short of the file's size and the book unwritable.
    static func locate(_ bytes: ArraySlice<UInt8>, in path: String, from offset: Int) throws(BookError) -> Int {
        guard !bytes.isEmpty else { return offset }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: FileStatus.lastError()) }
        defer { close(descriptor) }
        var window = [UInt8](repeating: 0, count: 65536 + bytes.count)
        let count = window.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard count >= bytes.count else { return offset }
        let needle = Array(bytes)
        for start in 0...(count - needle.count) where window[start] == needle[0] {
            if window[start..<start + needle.count].elementsEqual(needle) { return offset + start }
        }
        return offset
    }

    /// The card at `range` of the file, read again (a known card that a
    /// caller asks for after all).
    static func readCard(in path: String, _ range: Range<Int>) throws(BookError) -> Card? {
        VCardReader.read(bytes: try readBytes(in: path, range), options: ReaderOptions(fileName: path)).cards.first
    }

    /// The bytes at `range` of the file.
    static func readBytes(in path: String, _ range: Range<Int>) throws(BookError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: FileStatus.lastError()) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound)) }
        guard count == range.count else { throw shortRead(path, count: count) }
        return bytes
    }

    /// What a read of the book that got fewer bytes than it asked for
    /// (`count`, negative for the system's error) means: a file shorter
    /// than when it was read was rewritten in place by another program
    /// meanwhile.
    static func shortRead(_ path: String, count: Int) -> BookError {
        count < 0 ? .cannotRead(path: path, reason: FileStatus.lastError()) : .changedMeanwhile(path: path, item: nil)
    }

    static func size(of path: String) -> Int {
        var status = stat()
        return lstat(path, &status) == 0 ? Int(status.st_size) : -1
    }
}
