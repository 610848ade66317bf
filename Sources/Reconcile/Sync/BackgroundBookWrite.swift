import Books
import Pipelining

/// A book's write made on a thread of its own, so that the store's part
/// of a run is made meanwhile: a `.vcf` file's rewrite waits for the disk
/// (its sync before the rename) about as long as the store takes to make
/// its changes. The store commits only after ``wait()`` — the book's write
/// is durable first, as ``SyncRunner`` requires.
final class BackgroundBookWrite: @unchecked Sendable {
    private var result: Result<BookWrite, BookError>?
    private var thread: WorkerThread?
    /// The changes made so far, by index (``made``).
    private let progress = Progress()

    /// Starts writing `changes` into `book` (none: the book lets go of what
    /// its scan kept, here and now). Nothing else may use `book` until ``wait()``.
    init(book: any AddressBook, changes: [BookChange], afterEachWrite: @escaping () -> Void) {
        let progress = self.progress
        let noted: (Range<Int>) -> Void = { made in
            progress.indices.append(contentsOf: made)
            afterEachWrite()
        }
        guard !changes.isEmpty else {
            result = Self.write(book, changes, noted)
            return
        }
        let job = Job(book: book, changes: changes, afterEachWrite: noted)
        thread = WorkerThread { [self] in
            result = Self.write(job.book, job.changes, job.afterEachWrite)
        }
    }

    /// Waits for the write to end: what it did, or why it failed. (Again: the same answer.)
    func wait() -> Result<BookWrite, BookError> {
        thread?.wait()
        thread = nil
        return result!
    }

    /// The indices of the changes the book made, in the order made: after
    /// ``wait()``, and what a failed write made before it failed (a folder
    /// or a server keeps each card written).
    var made: [Int] {
        _ = wait()
        return progress.indices
    }

    deinit {
        // Never leave a write running behind the run.
        thread?.wait()
    }

    private static func write(_ book: any AddressBook, _ changes: [BookChange], _ afterEachWrite: (Range<Int>) -> Void) -> Result<BookWrite, BookError> {
        do { return .success(try book.apply(changes, afterEachWrite: afterEachWrite)) } catch { return .failure(error) }
    }

    /// What the thread takes: used there alone until ``wait()``.
    private struct Job: @unchecked Sendable {
        let book: any AddressBook
        let changes: [BookChange]
        let afterEachWrite: (Range<Int>) -> Void
    }

    /// Written by the write's thread alone, read after it ends.
    private final class Progress: @unchecked Sendable {
        var indices: [Int] = []
    }
}
