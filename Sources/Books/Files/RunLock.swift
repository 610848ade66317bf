#if canImport(Glibc)
import Glibc
#endif

/// One run at a time: an exclusive `flock` on a lock file, held while the
/// object lives. The file holds the holder's pid, so a second run can say
/// which one is running. The kernel drops the lock when the holder dies,
/// however it dies: a killed run never leaves a stale lock.
public final class RunLock {
    private let descriptor: Int32

    /// What trying the lock found.
    public enum Attempt {
        /// The lock is taken, and held for as long as the ``RunLock`` lives.
        case acquired(RunLock)
        /// Another process holds it; its pid when the file names one.
        case busy(pid: Int32?)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock at `path` without waiting.
    public static func attempt(_ path: String) throws(BookError) -> Attempt {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: FileStatus.lastError()) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            defer { close(descriptor) }
            guard failure == EWOULDBLOCK else { throw .cannotWrite(path: path, reason: String(cString: strerror(failure))) }
            return .busy(pid: holder(descriptor))
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return .acquired(RunLock(descriptor: descriptor))
    }

    /// The pid of the process holding the lock, as its file names it. A
    /// holder that has just taken the lock may not have written its pid
    /// yet: the file is empty, or names the last holder, which has ended.
    /// Read again for a tenth of a second until it names a living process;
    /// `nil` when it does not by then.
    private static func holder(_ descriptor: Int32) -> Int32? {
        for attempt in 0..<10 {
            if attempt > 0 {
                var interval = timespec(tv_sec: 0, tv_nsec: 10_000_000), left = timespec()
                while nanosleep(&interval, &left) != 0 && errno == EINTR { interval = left }
            }
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            let text = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
            if let pid = Int32(text.split(separator: "\n").first ?? ""), pid > 0, kill(pid, 0) == 0 || errno == EPERM { return pid }
        }
        return nil
    }
}
