import VCard

#if canImport(Glibc)
import Glibc
#endif

/// A book that is a folder with one card per file — a vdir, the layout
/// khard and vdirsyncer use.
///
/// An item's id is its file name, which a card keeps when it changes; a
/// new card's file is named as `export -o DIR/` names them
/// (``CardFileNames``). Its version is the file's inode, size and
/// modification time, so a listing reads no file: only the cards asked for
/// are read, and the first card file, whose version new cards take. Each write goes through a temporary file in the folder
/// (``AtomicFile``). Its card files are the plain vCard files among those
/// ``CardFolder/list(_:)`` lists for `import DIR` (``CardFolder/isVCardName(_:)``;
/// temporary, hidden and extension-less files are no cards), each opened
/// as every card file is (``CardSource``): a `.vcf` file that holds xCard
/// or jCard is reported as a card the sync cannot write back.
public final class CardFolderBook: AddressBook {
    /// The folder's path, as given (with or without a trailing `/`).
    public let location: String
    /// The limits the reader applies to each card file.
    public var limits = ReaderLimits()
    /// A card file kept as a link or made read-only refuses its update; the
    /// others are written (``apply(_:afterEachWrite:)``).
    public var mayRefuseChanges: Bool { true }

    /// Called with a card file's path once an update's new bytes are on
    /// disk, right before they replace the file: where a test makes
    /// another program's write that the update must not overwrite.
    var beforeCommit: ((String) -> Void)?
    /// Called with the temporary path a card file to delete was moved to,
    /// right before it is checked and removed: where a test makes another
    /// program's write that must survive the delete.
    var beforeRemoval: ((String) -> Void)?

    /// The names ``put(uid:bytes:)`` gave in this run.
    private var putNames = CardFileNames()

    /// The book of the folder at `path`; nothing is read until a scan, and
    /// ``make()`` creates the folder.
    public init(path: String) {
        location = path
    }

    private var prefix: String { location.hasSuffix("/") ? location : location + "/" }

    /// Lists the folder's vCard files by name, reading none but the first.
    ///
    /// Each item's id is its file name; its card is read only when the
    /// caller asks — but for the first card file that holds a readable
    /// card, which gives new cards their version (``BookScan/cardVersion``)
    /// and is read here when the caller does not read it. A name with a
    /// card's ending that is no regular file is listed as a problem, never
    /// as a card gone; so is, once read, a file without exactly one
    /// readable card.
    public func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
                     _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        let listing = try CardFolder.list(location)
        let problems = ProblemList()
        var result = BookScan()
        // The card files listed, in order, and what the caller's reads of them found.
        var listed: [String] = []
        let reads = FolderReads()
        // A card's name that is a dangling link, a FIFO or a folder is
        // something that cannot be read, never a card gone.
        for skipped in listing.skipped where CardFolder.isVCardName(skipped.path) {
            problems.add(BookProblem(item: String(skipped.path.dropFirst(prefix.count)), file: skipped.path, line: 1,
                                     message: skipped.reason(notA: "card file")))
        }
        for path in listing.files where CardFolder.isVCardName(path) {
            let name = String(path.dropFirst(prefix.count))
            guard let (version, modified) = FileStatus.versionAndModification(path: path, followingLinks: true) else { continue }
            let item = BookItem(id: name, version: version, file: path, line: 1, modifiedAt: modified)
            result.items += 1
            let limits = self.limits, index = listed.count
            listed.append(path)
            try visit(BookEntry(item: item) { () throws(BookError) -> Card? in
                let card = try Self.readCard(path, limits: limits, problems: problems, item: name)
                reads.note(card, at: index)
                return card
            })
        }
        result.problems = problems.all
        result.cardVersion = newCardVersion(listed, reads: reads)
        return result
    }

    /// The version of the first of `files` that holds a readable card.
    /// The caller's reads say it for the files they read; a file before
    /// the earliest card they found, and not read by them, is read here
    /// (most often the first file alone), its problems left to the scan
    /// that reads it for the caller.
    private func newCardVersion(_ files: [String], reads: FolderReads) -> VCardVersion {
        let firstRead = reads.first
        for index in files.indices.prefix(firstRead?.index ?? files.count) where !reads.unreadable.contains(index) {
            if let card = try? Self.readCard(files[index], limits: limits, problems: ProblemList(), item: "") {
                return BookScan.newCardVersion(after: card.version)
            }
        }
        return firstRead.map { BookScan.newCardVersion(after: $0.version) } ?? .v3_0
    }

    /// Makes each change in a file of its own, each only if its file is still
    /// as the scan saw it: for an update, up to the rename that replaces it
    /// (``AtomicFile/commit(ifStill:item:)``).
    ///
    /// A change whose file changed meanwhile throws
    /// ``BookError/changedMeanwhile(path:item:)``; the changes before it stay
    /// made.
    ///
    /// A create never replaces a file: its name (``CardFileNames``) is free
    /// among the folder's files, and a file made there meanwhile is
    /// ``BookError/changedMeanwhile(path:item:)`` too.
    ///
    /// An update of a card whose file is no regular file (a symbolic link)
    /// or is read-only is refused (``BookWrite/refused``): nothing of it is
    /// written, and the other changes are made.
    public func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        // What a run killed while writing here left: its temporary files
        // (a new card's, one moved aside to be removed, which the killed
        // run's plan had deleted) whose names no later write may reuse.
        AtomicFile.removeStaleTemporaries(in: location)
        var result = BookWrite()
        var names: CardFileNames?
        for (index, change) in changes.enumerated() {
            switch change {
            case .create(let uid, let bytes):
                if names == nil { names = CardFileNames(existing: try CardFolder.list(location).files.map { String($0.dropFirst(prefix.count)) }) }
                let name = names!.name(for: uid)
                let file = try AtomicFile(path: prefix + name)
                try file.write(bytes)
                try file.commitNew()
                afterEachWrite(index..<index + 1)
                result.items.append(item(name))
            case .update(let id, let version, let bytes):
                // Looked at before writing, so a card changed since the scan
                // costs no temporary file; what counts is the look at the
                // rename, as for a .vcf file's write.
                try check(id, version)
                let file: AtomicFile
                do {
                    file = try AtomicFile(path: prefix + id)
                } catch {
                    // The user's link or read-only file is theirs: this card waits, the others are written.
                    switch error {
                    case .notARegularFile(let path, _) where path == prefix + id, .cannotWrite(let path, _) where path == prefix + id:
                        result.refused[index] = error.description
                        result.items.append(nil)
                        continue
                    default:
                        throw error
                    }
                }
                // In the file's own line break, as a .vcf file's card is written.
                try file.write(FileLineBreak.of(path: prefix + id).map { LineBreaks.replacing(in: bytes, with: $0) } ?? bytes)
                beforeCommit?(prefix + id)
                do {
                    try file.commit(ifStill: version, item: id)
                } catch {
                    // A file the file system will not let this user replace (immutable, or another
                    // user's in a shared folder with the sticky bit) waits, as a read-only one does.
                    guard file.renameWasRefused else { throw error }
                    result.refused[index] = error.description
                    result.items.append(nil)
                    continue
                }
                afterEachWrite(index..<index + 1)
                result.items.append(item(id))
            case .delete(let id, let version):
                try check(id, version)
                if let refusal = try remove(id, ifStill: version) {
                    result.refused[index] = refusal.description
                    result.items.append(nil)
                    continue
                }
                syncFolder()
                afterEachWrite(index..<index + 1)
                result.items.append(nil)
            }
        }
        return result
    }

    // MARK: - Writing the whole folder

    /// Makes the folder (0700: it will hold private contacts) unless it exists.
    public func make() throws(BookError) {
        try CardFolder.make(location)
    }

    /// Writes a card as `export -o DIR/` does: into the file its UID names
    /// (``CardFileNames``, unique among the cards put by this book), made
    /// anew or replaced in one step (``AtomicFile``), so that putting the
    /// same cards again gives the same files, byte for byte. No
    /// precondition: what was at that name is replaced. Returns the path.
    @discardableResult
    public func put(uid: String, bytes: some Collection<UInt8>) throws(BookError) -> String {
        let path = prefix + putNames.name(for: uid)
        let file = try AtomicFile(path: path)
        try file.write(bytes)
        try file.commit()
        return path
    }

    /// Removes the card file `id` only if it is still the one the scan saw
    /// (`version`). It is first moved aside, in one step, to a temporary
    /// name (``AtomicFile``'s, so a run killed here leaves it for the next
    /// writer to clear), and checked there: a program that saves the card
    /// by a rename over its name (khard, vdirsyncer, hotels) keeps its file,
    /// which lands at the name after the move; a write in place that came
    /// first is found in the file moved aside, which goes back
    /// (``BookError/changedMeanwhile(path:item:)``).
    /// Returns the refusal, without throwing, where the file system will
    /// not let this user move this one file (``AtomicFile/renameWasRefused``):
    /// that card waits, the others are written.
    private func remove(_ id: String, ifStill version: String) throws(BookError) -> BookError? {
        let path = prefix + id
        let aside = "\(AtomicFile.split(path).folder)/\(AtomicFile.temporaryPrefix(for: id))\(getpid())-remove.tmp"
        guard rename(path, aside) == 0 else {
            if errno == ENOENT { throw .changedMeanwhile(path: path, item: id) }
            let failure = errno
            let error = BookError.cannotWrite(path: path, reason: FileStatus.lastError())
            if AtomicFile.refusesName(failure, in: location) { return error }
            if failure == EACCES || failure == EPERM { throw AtomicFile.folderRefusal(path, error: failure) }
            throw error
        }
        beforeRemoval?(aside)
        guard FileStatus.versionTag(path: aside, followingLinks: true) == version else {
            // link(2) fails where a file was made at the name meanwhile:
            // then the one moved aside stays under a name of its own.
            if link(aside, path) == 0 {
                unlink(aside)
            } else {
                rename(aside, path + ".kept-\(getpid())")
            }
            throw .changedMeanwhile(path: path, item: id)
        }
        guard unlink(aside) == 0 else { throw .cannotWrite(path: aside, reason: FileStatus.lastError()) }
        return nil
    }

    private func check(_ id: String, _ version: String) throws(BookError) {
        guard FileStatus.versionTag(path: prefix + id, followingLinks: true) == version else {
            throw .changedMeanwhile(path: prefix + id, item: id)
        }
    }

    private func item(_ name: String) -> BookItem {
        BookItem(id: name, version: FileStatus.versionTag(path: prefix + name, followingLinks: true) ?? "", file: prefix + name, line: 1)
    }

    private func syncFolder() {
        let descriptor = open(location, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            close(descriptor)
        }
    }

    /// The first card of the file; a file with none that can be read is a problem.
    static func readCard(_ path: String, limits: ReaderLimits, problems: ProblemList, item: String) throws(BookError) -> Card? {
        let reader: VCardReader
        do {
            reader = try CardSource.openVCard(path, options: ReaderOptions(fileName: path, limits: limits))
        } catch {
            let message = if case .cannotRead(_, let reason) = error { "cannot read: \(reason)" } else { error.description }
            problems.add(BookProblem(item: item, file: path, line: 1, message: message))
            return nil
        }
        var firstError: (line: Int, message: String)?
        var found: Card?
        for read in reader {
            switch read {
            case .card(let card, _):
                // One card a file: a file of several is read, never written.
                if found != nil {
                    problems.add(BookProblem(item: item, file: path, line: card.origin?.line ?? 1,
                                             message: "holds more than one card, where a vdir has one card a file"))
                    return nil
                }
                found = card
            case .rejected(let rejected):
                if firstError == nil, !rejected.isContinuation {
                    firstError = (rejected.line, rejected.diagnostics.first { $0.severity == .error }?.message ?? "cannot be read")
                }
            case .diagnostic(let diagnostic):
                if firstError == nil, diagnostic.severity == .error { firstError = (diagnostic.line, diagnostic.message) }
            case .known:
                break
            }
        }
        if let found, firstError == nil { return found }
        let problem = firstError ?? (1, "holds no card")
        problems.add(BookProblem(item: item, file: path, line: problem.line, message: problem.message))
        return nil
    }
}

/// What a caller's reads of a vdir's card files found: the earliest file
/// with a readable card, and the files without one.
private final class FolderReads {
    private(set) var first: (index: Int, version: VCardVersion)?
    private(set) var unreadable: Set<Int> = []

    func note(_ card: Card?, at index: Int) {
        guard let card else {
            unreadable.insert(index)
            return
        }
        if first.map({ index < $0.index }) ?? true { first = (index, card.version) }
    }
}

/// Problems gathered while cards are read on demand.
final class ProblemList {
    private(set) var all: [BookProblem] = []
    func add(_ problem: BookProblem) { all.append(problem) }
}
