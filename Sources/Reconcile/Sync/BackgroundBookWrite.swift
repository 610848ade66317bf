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

    /// Starts writing `changes` into `book` (none: the book lets go of what
    /// its scan kept, here and now). Nothing else may use `book` until ``wait()``.
    init(book: any AddressBook, changes: [BookChange], afterEachWrite: @escaping () -> Void) {
        guard !changes.isEmpty else {
            result = Self.write(book, changes, afterEachWrite)
            return
        }
        let job = Job(book: book, changes: changes, afterEachWrite: afterEachWrite)
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

    deinit {
        // Never leave a write running behind the run.
        thread?.wait()
    }

    private static func write(_ book: any AddressBook, _ changes: [BookChange], _ afterEachWrite: () -> Void) -> Result<BookWrite, BookError> {
        do { return .success(try book.apply(changes, afterEachWrite: afterEachWrite)) } catch { return .failure(error) }
    }

    /// What the thread takes: used there alone until ``wait()``.
    private struct Job: @unchecked Sendable {
        let book: any AddressBook
        let changes: [BookChange]
        let afterEachWrite: () -> Void
    }
}
