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
    public let location: String
    /// The reader's limits.
    public var limits = ReaderLimits()
    /// How many threads read (see ``VCard/ReaderOptions/threads``).
    public var threads = 1
    /// The file as the last scan saw it; a write needs it.
    private var layout: Layout?
    /// A reader ``readAhead()`` started, and the file's version tag then.
    private var ahead: (reader: VCardReader, version: String)?
    /// How many batches of cards a reading ahead frames before the scan
    /// takes them (some 128 cards each: enough for the store's reading
    /// before a sync's scan, a few megabytes at most).
    static let batchesAhead = 32

    public init(path: String) {
        location = path
    }

    /// The pieces of the file in order: each a card (with its id) or bytes
    /// that are not one (what could not be read, trailing blank lines).
    struct Layout {
        var version: String
        var segments: [Segment] = []
        var lineBreak: [UInt8] = [0x0D, 0x0A]
        var size = 0
    }

    struct Segment {
        /// The bytes in the file: blank lines before the card, then the card.
        var range: Range<Int>
        /// Where the card starts in `range` (after the blank lines).
        var cardStart: Int
        /// For a card: its id before any occurrence number, and its item.
        var base: String?
        var listed: Listed?

        init(range: Range<Int>, cardStart: Int, base: String? = nil, item: BookItem? = nil) {
            self.range = range
            self.cardStart = cardStart
            self.base = base
            listed = item.map { Listed(id: $0.id, version: $0.version, line: Int32(clamping: $0.line)) }
        }
    }

    /// What a write needs of a listed card (a layout holds one per card of
    /// the file: the file's name and the version's key are left out).
    struct Listed {
        var id: String
        var version: String
        var line: Int32
    }

    /// Lists the file's cards. A card whose bytes `known` holds (by their
    /// version tag) is framed, not parsed: its id comes from `known`.
    public func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
                     _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        layout = nil
        let version: String, reader: VCardReader
        // What was read ahead counts while the file is still the one it read.
        let ahead = self.ahead
        self.ahead = nil
        if let ahead, FileStatus.versionTag(path: location) == ahead.version {
            (reader, version) = ahead
        } else {
            version = try Self.versionTag(location)
            // xCard and jCard are read by import, not synced: a sync writes the file back.
            reader = try CardSource.openVCard(location, options: ReaderOptions(fileName: location, threads: threads, limits: limits))
        }
        reader.knowCards(count: known.count) { [ids = known.ids, more = known.more] in ids[$0] != nil || more[$0] != nil }
        var result = BookScan()
        var next = Layout(version: version)
        // A segment a card, and most cards are known: room at once.
        next.segments.reserveCapacity(known.count + 2)
        var offset = 0
        // Room to spare: a miss along a long probe chain compares many ids.
        var occurrences = [String: Int](minimumCapacity: 2 * known.count)
        var sawFirstCard = false
        /// Lists one card: numbers its id among the cards of its base,
        /// keeps its place in the layout, and hands it over.
        func list(base: String, hash: UInt64, version: String, line: Int, size: Int, cardStart: Int,
                  card: @escaping () throws(BookError) -> Card?) throws(BookError) {
            let count = Self.count(base, in: &occurrences)
            let item = BookItem(id: Self.id(base, occurrence: count), version: version, file: location, line: line, versionKey: hash)
            next.segments.append(Segment(range: offset..<offset + size, cardStart: cardStart, base: base, item: item))
            offset += size
            result.items += 1
            try visit(BookEntry(item: item, card: card))
        }
        for read in reader {
            switch read {
            case .card(let card, _):
                guard let origin = card.origin else { continue }
                let source = origin.source
                if !sawFirstCard {
                    sawFirstCard = true
                    result.cardVersion = card.version == .v4_0 ? .v4_0 : .v3_0
                    if !source.withCardBytes({ $0.contains(0x0D) }) { next.lineBreak = [0x0A] }
                }
                let hash = source.withCardBytes { ContentHash.value(of: $0) }
                try list(base: Self.baseID(of: card), hash: hash, version: ContentHash.tag(hash), line: origin.line,
                         size: source.count, cardStart: source.cardStart) { card }
            case .known(let seen):
                let version = ContentHash.tag(seen.hash)
                let cardRange = offset + seen.leadingCount..<offset + seen.count
                var base = known[seen.hash].map(Self.baseID(ofID:)) ?? ""
                if base.isEmpty { base = try Self.readCard(in: location, cardRange).map(Self.baseID(of:)) ?? "hash-" + version }
                let location = self.location
                try list(base: base, hash: seen.hash, version: version, line: seen.line, size: seen.count, cardStart: seen.leadingCount) {
                    () throws(BookError) -> Card? in try Self.readCard(in: location, cardRange)
                }
            case .rejected(let rejected):
                // A rejected card's bytes leave out the blank lines before it.
                let start = rejected.isContinuation ? offset : try Self.locate(rejected.bytes.prefix(64), in: location, from: offset)
                next.segments.append(Segment(range: offset..<start + rejected.bytes.count, cardStart: 0))
                offset = start + rejected.bytes.count
                if rejected.startsCard || rejected.isOutsideCards && !rejected.isContinuation {
                    let message = rejected.diagnostics.first { $0.severity == .error }?.message ?? "cannot be read"
                    // A card that cannot be read keeps its id when its UID
                    // line can be found: its record stays, and only it.
                    var item: String?
                    if rejected.startsCard, let uid = Self.uidLine(in: rejected.bytes) {
                        item = Self.id(uid, occurrence: Self.count(uid, in: &occurrences))
                        // Counted when a write numbers the cards again, as here.
                        next.segments[next.segments.count - 1].base = uid
                    }
                    result.problems.append(BookProblem(item: item, file: location, line: rejected.line,
                                                       message: rejected.isOutsideCards ? "lines outside any card: \(message)" : "card \(rejected.index) cannot be read: \(message)"))
                }
            case .diagnostic(let diagnostic):
                if diagnostic.severity == .error {
                    result.problems.append(BookProblem(item: nil, file: location, line: diagnostic.line, message: diagnostic.message))
                }
            }
        }
        let trailing = reader.trailingTrivia.count
        next.segments.append(Segment(range: offset..<offset + trailing, cardStart: 0))
        offset += trailing
        next.size = offset
        // A layout that does not add up to the file cannot be written back
        // byte for byte: then the book is read, never written.
        if FileStatus.versionTag(path: location) == version, Self.size(of: location) == offset {
            layout = next
        } else {
            result.unwritable = "it cannot be written back byte for byte (it is not UTF-8 vCard, or changed while it was read)"
        }
        return result
    }

    /// Opens the file and starts its reading thread (with two threads or
    /// more), which frames the first batches of cards while the caller
    /// learns which of them it knows.
    public func readAhead() {
        ahead = nil
        guard threads > 1, let version = try? Self.versionTag(location),
              let reader = try? CardSource.openVCard(location, options: ReaderOptions(fileName: location, threads: threads, limits: limits))
        else { return }
        reader.startReadingAhead(batches: Self.batchesAhead)
        ahead = (reader, version)
    }

    /// The file's version tag, or why it cannot be read as a book.
    private static func versionTag(_ location: String) throws(BookError) -> String {
        guard let version = FileStatus.versionTag(path: location) else {
            let kind = FileStatus(path: location).kind
            if kind == .missing { throw .cannotRead(path: location, reason: "No such file or directory") }
            throw .cannotRead(path: location, reason: "it is \(kind.description), not a regular file")
        }
        return version
    }

    public func apply(_ changes: [BookChange], afterEachWrite: () -> Void) throws(BookError) -> BookWrite {
        // No change: the file stays as it is, and the scan's layout goes.
        guard !changes.isEmpty else {
            layout = nil
            return BookWrite()
        }
        guard let layout, FileStatus.versionTag(path: location) == layout.version else {
            throw .changedMeanwhile(path: location, item: "the file")
        }
        var updates: [String: [UInt8]] = [:], deletes: Set<String> = []
        var creates: [(uid: String, bytes: [UInt8])] = []
        var versions: [String: String] = [:]
        for segment in layout.segments { if let listed = segment.listed { versions[listed.id] = listed.version } }
        for change in changes {
            switch change {
            case .create(let uid, let bytes): creates.append((uid, bytes))
            case .update(let id, let version, let bytes):
                guard versions[id] == version else { throw .changedMeanwhile(path: location, item: id) }
                updates[id] = Self.withLineBreaks(bytes, layout.lineBreak)
            case .delete(let id, let version):
                guard versions[id] == version else { throw .changedMeanwhile(path: location, item: id) }
                deletes.insert(id)
            }
        }

        let descriptor = open(location, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: location, reason: FileStatus.lastError()) }
        defer { close(descriptor) }
        let output = try AtomicFile(path: location)
        // The new file's cards in order, to number repeated ids as a scan will.
        var written: [(base: String, bytes: [UInt8]?, old: Listed?)] = []
        var last: UInt8 = 0x0A
        for segment in layout.segments {
            guard let listed = segment.listed, let base = segment.base else {
                try copy(segment.range, from: descriptor, to: output, last: &last)
                // A card that cannot be read but whose UID shows keeps its number.
                if let base = segment.base { written.append((base, nil, nil)) }
                continue
            }
            if deletes.contains(listed.id) { continue }
            if let bytes = updates[listed.id] {
                try copy(segment.range.lowerBound..<segment.range.lowerBound + segment.cardStart, from: descriptor, to: output, last: &last)
                try output.write(bytes)
                last = bytes.last ?? last
                written.append((Self.baseID(of: bytes) ?? base, bytes, listed))
            } else {
                try copy(segment.range, from: descriptor, to: output, last: &last)
                written.append((base, nil, listed))
            }
        }
        for create in creates {
            if last != 0x0A { try output.write(layout.lineBreak) }
            let bytes = Self.withLineBreaks(create.bytes, layout.lineBreak)
            try output.write(bytes)
            last = bytes.last ?? last
            written.append((Self.baseID(of: bytes) ?? create.uid, bytes, nil))
        }
        // Another program's write since the scan: leave the file to it.
        guard FileStatus.versionTag(path: location) == layout.version else { throw .changedMeanwhile(path: location, item: "the file") }
        try output.commit()
        afterEachWrite()
        self.layout = nil

        // Number the ids as a scan of the new file will.
        var occurrences: [String: Int] = [:]
        var byOldID: [String: BookItem] = [:]
        var created: [BookItem] = []
        var result = BookWrite()
        for card in written {
            let id = Self.id(card.base, occurrence: Self.count(card.base, in: &occurrences))
            if let bytes = card.bytes {
                let item = BookItem(id: id, version: ContentHash.tag(of: bytes), file: location, line: 0)
                if let old = card.old { byOldID[old.id] = item } else { created.append(item) }
            } else if let old = card.old, old.id != id {
                result.renumbered[old.id] = BookItem(id: id, version: old.version, file: location, line: Int(old.line))
            }
        }
        var createdItems = created.makeIterator()
        for change in changes {
            switch change {
            case .create: result.items.append(createdItems.next())
            case .update(let id, _, _): result.items.append(byOldID[id])
            case .delete: result.items.append(nil)
            }
        }
        return result
    }

    // MARK: - Ids

    /// A card's id before its occurrence number: its UID, or `hash-` and
    /// the hash of its normalized content.
    static func baseID(of card: Card) -> String {
        if let uid = card.uid.map(\.trimmedWhitespace), !uid.isEmpty { return uid }
        return "hash-" + CardFingerprint.hash(of: card)
    }

    /// The value of the first `UID:` line of raw card bytes (unfolded
    /// only as far as a UID needs: a continuation line is joined).
    static func uidLine(in bytes: ArraySlice<UInt8>) -> String? {
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if line.count > 4, line.prefix(4).map({ $0 | 0x20 }) == Array("uid:".utf8) {
                var value = Array(line.dropFirst(4))
                var next = lineEnd + 1
                while next < bytes.endIndex, bytes[next] == 0x20 || bytes[next] == 0x09 {
                    let end = bytes[next...].firstIndex(of: 0x0A) ?? bytes.endIndex
                    var continuation = bytes[(next + 1)..<end]
                    if continuation.last == 0x0D { continuation = continuation.dropLast() }
                    value += continuation
                    next = end + 1
                }
                let uid = String(decoding: value, as: UTF8.self).trimmedWhitespace
                return uid.isEmpty ? nil : uid
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    static func baseID(of bytes: [UInt8]) -> String? {
        VCardReader.read(bytes: bytes).cards.first.map(baseID(of:))
    }

    /// The id of a card whose base id is `base`, the `occurrence`th in the
    /// file: the base, with `%` and `#` written `%25` and `%23` so that an
    /// occurrence number after a `#` is never a UID's own.
    static func id(_ base: String, occurrence: Int) -> String {
        var id = base
        if hasIDMark(base) {
            id = base.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "#", with: "%23")
        }
        return occurrence == 1 ? id : "\(id)#\(occurrence)"
    }

    /// Counts one more card of `base`: its occurrence number (one lookup).
    static func count(_ base: String, in occurrences: inout [String: Int]) -> Int {
        func raise(_ count: inout Int) -> Int {
            count += 1
            return count
        }
        return raise(&occurrences[base, default: 0])
    }

    /// The base id an ``id(_:occurrence:)`` was made from.
    static func baseID(ofID id: String) -> String {
        guard hasIDMark(id) else { return id }
        // Only an occurrence number follows a `#`; `%` starts an escape.
        let utf8 = id.utf8
        let end = utf8.lastIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        let base = String(id[..<end])
        guard hasIDMark(base) else { return base }
        return base.replacingOccurrences(of: "%23", with: "#").replacingOccurrences(of: "%25", with: "%")
    }

    /// Whether `text` holds a `#` or a `%` (a scan of its bytes in place).
    private static func hasIDMark(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(UInt8(ascii: "#")), bytes.count) != nil || memchr(start, Int32(UInt8(ascii: "%")), bytes.count) != nil
        } ?? text.utf8.contains { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "%") }
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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: FileStatus.lastError()) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, range.count, off_t(range.lowerBound)) }
        guard count == range.count else { throw .cannotRead(path: path, reason: count < 0 ? FileStatus.lastError() : "it got shorter") }
        return VCardReader.read(bytes: bytes, options: ReaderOptions(fileName: path)).cards.first
    }

    private static func size(of path: String) -> Int {
        var status = stat()
        return lstat(path, &status) == 0 ? Int(status.st_size) : -1
    }

    private func copy(_ range: Range<Int>, from descriptor: Int32, to output: AtomicFile, last: inout UInt8) throws(BookError) {
        var offset = range.lowerBound
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while offset < range.upperBound {
            let wanted = min(chunk.count, range.upperBound - offset)
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .cannotRead(path: location, reason: count < 0 ? FileStatus.lastError() : "it got shorter") }
            try output.write(chunk[0..<count])
            last = chunk[count - 1]
            offset += count
        }
    }

    /// `bytes` with CRLF or LF line breaks, as the file has them.
    static func withLineBreaks(_ bytes: [UInt8], _ lineBreak: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                result += lineBreak
                index += 2
            } else if byte == 0x0A {
                result += lineBreak
                index += 1
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }
}
