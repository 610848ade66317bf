import Books

/// A file written in one step (see ``Books/AtomicFile``), with the CLI's errors.
final class AtomicFileWriter {
    private let file: AtomicFile

    var path: String { file.path }

    init(path: String) throws(CLIError) {
        do { file = try AtomicFile(path: path) } catch { throw .book(error) }
    }

    func write(_ bytes: some Collection<UInt8>) throws(CLIError) {
        do { try file.write(bytes) } catch { throw .book(error) }
    }

    /// Makes the new content the file's.
    func commit() throws(CLIError) {
        do { try file.commit() } catch { throw .book(error) }
    }
}
