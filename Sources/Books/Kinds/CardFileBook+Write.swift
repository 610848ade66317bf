import VCard

#if canImport(Glibc)
import Glibc
#endif

extension CardFileBook {
    /// Rewrites the file with `changes` made, if every card they change is
    /// still at the version the last scan listed: every other card, and
    /// the bytes between cards, keep their bytes and their place; a new
    /// card goes at the end, with the file's line breaks (before a card
    /// the file ends inside, which stays the last and cut short). A card of a
    /// repeated UID is numbered again as a scan of the new file will.
    public func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        // No change: the file stays as it is, and the scan's layout goes.
        guard !changes.isEmpty else {
            layout = nil
            return BookWrite()
        }
        guard let layout, FileStatus.versionTag(path: location) == layout.version else {
            throw .changedMeanwhile(path: location, item: nil)
        }
        var updates: [String: [UInt8]] = [:], deletes: Set<String> = []
        var creates: [(uid: String, bytes: [UInt8])] = []
        // The version key each updated or deleted card must still have.
        var expected: [String: UInt64] = [:]
        for change in changes {
            switch change {
            case .create(let uid, let bytes): creates.append((uid, bytes))
            case .update(let id, let version, let bytes):
                updates[id] = bytes
                expected[id] = BookItem.versionKey(version)
            case .delete(let id, let version):
                deletes.insert(id)
                expected[id] = BookItem.versionKey(version)
            }
        }
        // The changed cards, by segment: found by version key first, so
        // that only those cards' ids are made.
        let expectedKeys = Set(expected.values)
        var changed: [Int: String] = [:]
        for (index, segment) in layout.segments.enumerated() {
            guard let card = segment.card, card.isListed, expectedKeys.contains(card.versionKey) else { continue }
            let id = layout.id(of: card)
            if expected[id] == card.versionKey { changed[index] = id }
        }
        let found = Set(changed.values)
        for change in changes {
            switch change {
            case .update(let id, _, _), .delete(let id, _):
                if !found.contains(id) { throw .changedMeanwhile(path: location, item: id) }
            case .create: break
            }
        }

        let descriptor = open(location, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: location, reason: FileStatus.lastError()) }
        defer { close(descriptor) }
        var copier = try RunCopier(source: descriptor, path: location, output: AtomicFile(path: location))
        // The new base ids of the updated cards, by segment.
        var newBases: [Int: String] = [:]
        var created: [(base: String, version: String)] = []
        func writeCreates() throws(BookError) {
            for create in creates {
                if try !copier.endsWithLineBreak() { try copier.write(layout.lineBreak) }
                let bytes = LineBreaks.replacing(in: create.bytes, with: layout.lineBreak)
                try copier.write(bytes)
                created.append((Self.baseID(of: bytes) ?? create.uid, ContentHash.tag(of: bytes)))
            }
        }
        for (index, segment) in layout.segments.enumerated() {
            if index == layout.newCardsBefore { try writeCreates() }
            guard let id = changed[index] else {
                try copier.copy(segment.range)
                continue
            }
            if deletes.contains(id) { continue }
            // An updated card keeps its own line breaks (a card of LF lines in a CRLF file stays LF).
            let cardAt = segment.range.lowerBound + segment.cardStart
            let bytes = LineBreaks.replacing(in: updates[id]!, with: FileLineBreak.at(cardAt, in: descriptor) ?? layout.lineBreak)
            updates[id] = bytes
            try copier.copy(segment.range.lowerBound..<cardAt)
            try copier.write(bytes)
            newBases[index] = Self.baseID(of: bytes) ?? layout.base(of: segment.card!)
        }
        if layout.newCardsBefore == nil { try writeCreates() }
        // Another program's write since the scan, up to the rename: leave the file to it.
        try copier.commit(ifStill: layout.version)
        afterEachWrite(changes.indices)
        self.layout = nil
        return numbered(layout, changes: changes, changed: changed, newBases: newBases, created: created,
                        deletes: deletes, updates: updates)
    }

    /// The items the changes left, and the cards they renumbered, as a
    /// scan of the new file will number them. Only the cards of a base
    /// some change touched can move: the others keep their ids.
    private func numbered(_ layout: CardFileLayout, changes: [BookChange], changed: [Int: String], newBases: [Int: String],
                          created: [(base: String, version: String)], deletes: Set<String>, updates: [String: [UInt8]]) -> BookWrite {
        var touched = Set(newBases.values).union(created.map(\.base))
        for index in changed.keys { touched.insert(layout.base(of: layout.segments[index].card!)) }
        let touchedKeys = Set(touched.map(BookItem.idKey))
        var numbering = OccurrenceNumbering()
        var result = BookWrite()
        var byOldID: [String: BookItem] = [:]
        for (index, segment) in layout.segments.enumerated() {
            guard let card = segment.card else { continue }
            let oldID = changed[index]
            if let oldID, deletes.contains(oldID) { continue }
            let base = newBases[index]
            let key = base.map(BookItem.idKey) ?? card.baseKey
            guard touchedKeys.contains(key) else { continue }
            let newBase = base ?? layout.base(of: card)
            guard touched.contains(newBase) else { continue }
            let id = Self.id(newBase, occurrence: numbering.next(newBase, key: key))
            if let oldID, let bytes = updates[oldID] {
                byOldID[oldID] = BookItem(id: id, version: ContentHash.tag(of: bytes), file: location, line: 0)
            } else if card.isListed, case let old = layout.id(of: card), old != id {
                result.renumbered[old] = BookItem(id: id, version: ContentHash.tag(card.versionKey), file: location, line: Int(card.line))
            }
        }
        var createdCards = created.makeIterator()
        for change in changes {
            switch change {
            case .create:
                let (base, version) = createdCards.next()!
                let id = Self.id(base, occurrence: numbering.next(base, key: BookItem.idKey(base)))
                result.items.append(BookItem(id: id, version: version, file: location, line: 0))
            case .update(let id, _, _): result.items.append(byOldID[id])
            case .delete: result.items.append(nil)
            }
        }
        return result
    }

}

/// Copies the old file's unchanged bytes into the new one: ranges that
/// follow each other are copied as one, through one buffer.
private struct RunCopier {
    let source: Int32
    let path: String
    let output: AtomicFile
    /// Bytes to copy not copied yet.
    private var pending: Range<Int>?
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// The last byte written, or a line break before any (stale while bytes are pending).
    private var last: UInt8 = 0x0A
    /// How many bytes are written, and whether they begin with a UTF-8 byte-order mark.
    private var written = 0, startsWithMark = false

    init(source: Int32, path: String, output: AtomicFile) {
        self.source = source
        self.path = path
        self.output = output
    }

    mutating func copy(_ range: Range<Int>) throws(BookError) {
        guard !range.isEmpty else { return }
        if let run = pending, run.upperBound == range.lowerBound {
            pending = run.lowerBound..<range.upperBound
        } else {
            try flush()
            pending = range
        }
    }

    mutating func write(_ bytes: [UInt8]) throws(BookError) {
        try flush()
        try output.write(bytes)
        noteWritten(bytes[...])
    }

    /// Whether what is written so far, the pending bytes with it, ends
    /// with a line break or is only a byte-order mark (a new card after it
    /// needs none).
    mutating func endsWithLineBreak() throws(BookError) -> Bool {
        try flush()
        return last == 0x0A || (startsWithMark && written == 3)
    }

    mutating func commit(ifStill versionTag: String) throws(BookError) {
        try flush()
        try output.commit(ifStill: versionTag)
    }

    private mutating func flush() throws(BookError) {
        guard let run = pending else { return }
        pending = nil
        var offset = run.lowerBound
        while offset < run.upperBound {
            let wanted = min(buffer.count, run.upperBound - offset)
            let count = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, wanted, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw CardFileBook.shortRead(path, count: count) }
            try output.write(buffer[0..<count])
            noteWritten(buffer[0..<count])
            offset += count
        }
    }

    private mutating func noteWritten(_ bytes: ArraySlice<UInt8>) {
        if written == 0 { startsWithMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) }
        written += bytes.count
        last = bytes.last ?? last
    }
}
