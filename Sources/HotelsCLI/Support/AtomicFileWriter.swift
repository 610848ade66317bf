import Books

/// A file written in one step (see ``Books/AtomicFile``), with the CLI's errors.
final class AtomicFileWriter {
    private let file: AtomicFile
    private var isEmpty = true

    var path: String { file.path }

    init(path: String) throws(CLIError) {
        do { file = try AtomicFile(path: path) } catch { throw .book(error) }
    }

    /// Throws what ``init(path:)`` would of `path`, writing nothing (a dry run's check).
    static func check(path: String) throws(CLIError) {
        do { try AtomicFile.check(path: path) } catch { throw .book(error) }
    }

    func write(_ bytes: some Collection<UInt8>) throws(CLIError) {
        if !bytes.isEmpty { isEmpty = false }
        do { try file.write(bytes) } catch { throw .book(error) }
    }

    /// Makes the new content the file's.
    func commit() throws(CLIError) {
        do { try file.commit() } catch { throw .book(error) }
    }

    /// Makes the new content the file's when there is any; with none, the
    /// path is left as it was (`--rejects` when nothing was rejected).
    func commitUnlessEmpty() throws(CLIError) {
        if !isEmpty { try commit() }
    }
}
