import VCard

/// A book held in memory, for tests: cards by id in order, each with a
/// version that every change bumps. Its cards can be edited behind the
/// sync's back, as another client would.
public final class MemoryBook: AddressBook {
    /// The name messages give the book; no file has it.
    public let location: String
    /// The cards in order: id, version, bytes.
    public private(set) var cards: [(id: String, version: String, bytes: [UInt8])] = []
    private var counter = 0

    /// An empty book called `location` in messages.
    public init(location: String = "memory") {
        self.location = location
    }

    /// The card with `id` as text.
    public func text(of id: String) -> String? {
        cards.first { $0.id == id }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Puts `text` at `id` (replacing or appending), as another client would.
    public func put(_ id: String, _ text: String) {
        counter += 1
        let entry = (id: id, version: "v\(counter)", bytes: Array(text.utf8))
        if let index = cards.firstIndex(where: { $0.id == id }) { cards[index] = entry } else { cards.append(entry) }
    }

    /// Removes the card at `id`, as another client would.
    public func remove(_ id: String) {
        cards.removeAll { $0.id == id }
    }

    /// Lists every card in order, parsing one only when its entry is read.
    ///
    /// `known` and `wanted` change nothing; every item is at line 1. The
    /// first card that can be read is parsed here too, for new cards'
    /// version (``BookScan/cardVersion``).
    public func scan(knowing known: KnownCards, reading wanted: (BookItem) -> Bool,
                     _ visit: (BookEntry) throws(BookError) -> Void) throws(BookError) -> BookScan {
        let problems = ProblemList()
        var result = BookScan()
        if let first = cards.lazy.compactMap({ VCardReader.read(bytes: $0.bytes).cards.first }).first {
            result.cardVersion = BookScan.newCardVersion(after: first.version)
        }
        for (id, version, bytes) in cards {
            result.items += 1
            let location = self.location
            try visit(BookEntry(item: BookItem(id: id, version: version, file: location, line: 1)) {
                guard let card = VCardReader.read(bytes: bytes).cards.first else {
                    problems.add(BookProblem(item: id, file: location, line: 1, message: "cannot be read"))
                    return nil
                }
                return card
            })
        }
        result.problems = problems.all
        return result
    }

    /// Makes every change in order, or none when any precondition fails.
    ///
    /// A create's id is the file name its UID gives (``CardFileNames``);
    /// every change gives its card a new version.
    public func apply(_ changes: [BookChange], afterEachWrite: (_ made: Range<Int>) -> Void) throws(BookError) -> BookWrite {
        for change in changes {
            switch change {
            case .create(let uid, _):
                let name = CardFileNames.preferredStem(for: uid) + CardFileNames.fileExtension
                if cards.contains(where: { $0.id == name }) { throw .changedMeanwhile(path: location, item: name) }
            case .update(let id, let version, _), .delete(let id, let version):
                guard cards.contains(where: { $0.id == id && $0.version == version }) else { throw .changedMeanwhile(path: location, item: id) }
            }
        }
        var result = BookWrite()
        for (index, change) in changes.enumerated() {
            switch change {
            case .create(let uid, let bytes):
                let name = CardFileNames.preferredStem(for: uid) + CardFileNames.fileExtension
                put(name, String(decoding: bytes, as: UTF8.self))
                result.items.append(item(name))
            case .update(let id, _, let bytes):
                put(id, String(decoding: bytes, as: UTF8.self))
                result.items.append(item(id))
            case .delete(let id, _):
                remove(id)
                result.items.append(nil)
            }
            afterEachWrite(index..<index + 1)
        }
        return result
    }

    private func item(_ id: String) -> BookItem? {
        cards.first { $0.id == id }.map { BookItem(id: id, version: $0.version, file: location, line: 1) }
    }
}
