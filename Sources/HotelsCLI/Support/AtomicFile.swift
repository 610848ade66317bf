#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never half:
/// bytes go to a temporary file beside it, which ``commit()`` fsyncs and
/// renames over the target. Dropping the writer without committing removes
/// the temporary file and leaves the target as it was.
final class AtomicFileWriter {
    let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init(path: String) throws(CLIError) {
        self.path = path
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(name).XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: AtomicFileWriter.lastError()) }
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    func write(_ bytes: some Collection<UInt8>) throws(CLIError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Makes the new content the file's.
    func commit() throws(CLIError) {
        try flush()
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o644 & ~mask)
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: AtomicFileWriter.lastError()) }
        close(descriptor)
        descriptor = -1
        guard rename(temporaryPath, path) == 0 else {
            let reason = AtomicFileWriter.lastError()
            unlink(temporaryPath)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    private func flush() throws(CLIError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: AtomicFileWriter.lastError())
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
