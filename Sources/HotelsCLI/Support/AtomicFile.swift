#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never half:
/// a temporary file beside it, fsync, then rename over it.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw .cannotWrite(path: path, reason: reason)
            }
            offset += written
        }
        fchmod(fd, 0o644 & ~currentUmask())
        guard fsync(fd) == 0, close(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
