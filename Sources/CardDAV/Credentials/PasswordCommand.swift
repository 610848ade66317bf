import Foundation

/// A book's `password_command`: a shell command whose standard output's
/// first line is the password (`pass show dav`, `secret-tool lookup …`).
public enum PasswordCommand {
    /// Runs `command` with `/bin/sh -c` and returns its output's first line
    /// (without the line ending). Its standard error is kept only for the
    /// message of a failure; its output is never part of any message. A
    /// command that exits with a status other than 0 failed with that
    /// status; one a signal ended was killed by that signal.
    public static func password(from command: String) throws(CredentialError) -> String {
        let child: Child
        do { child = try Child.spawn(command) } catch {
            throw .commandNotStarted(command: command, reason: String(cString: strerror(error.code)))
        }
        runningCommand = child.pid
        // Both pipes are read while it runs, so a chatty command cannot
        // block on a full pipe. The command is done when it exits: a child
        // it left running (an agent it started) may hold the pipes open.
        let outputReader = PipeReader(child.output)
        let errorReader = PipeReader(child.errors)
        let status = child.wait()
        // Reaped: its pid may be another process's from now on.
        runningCommand = 0
        guard status.exited, status.code == 0 else {
            let firstLine = String(decoding: errorReader.firstLine(), as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let message = String(firstLine.prefix(200))
            if !status.exited { throw .commandKilled(command: command, signal: status.code, message: message) }
            throw .commandFailed(command: command, status: status.code, message: message)
        }
        let text = String(decoding: outputReader.firstLine(), as: UTF8.self)
        // "\r\n" is one Character, a line ending like "\n".
        let password = String(text.prefix { !$0.isNewline })
        guard !password.isEmpty else { throw .commandPrintedNothing(command: command) }
        return password
    }

    /// The process id of the command running now, or 0: read from a signal
    /// handler (``terminateRunning()``), so a plain word, not a lock.
    nonisolated(unsafe) private static var runningCommand: pid_t = 0

    /// Ends the command running now, if any, with SIGTERM: a run given up
    /// (`--timeout`) must not leave a blocked command behind. The shell's
    /// children go first (dash runs even a lone command as its child), as
    /// `/proc/PID/task/PID/children` lists them, four generations deep and
    /// 200 a process (a command that ignores SIGTERM, or goes deeper, may
    /// outlive it). Safe to call from a signal handler: it calls only
    /// open, read, close and kill, with buffers on the stack.
    /// Returns whether a command was running.
    @discardableResult
    public static func terminateRunning() -> Bool {
        let pid = runningCommand
        if pid > 0 { terminate(pid, generations: 4) }
        return pid > 0
    }

    private static func terminate(_ pid: pid_t, generations: Int) {
        if generations > 0 {
            // "/proc/<pid>/task/<pid>/children": at most 6 + 10 + 6 + 10 + 9 bytes and a NUL.
            var path: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
            var list: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                       UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &path) { path in
                var at = 0
                func append(_ text: StaticString) {
                    text.withUTF8Buffer { for byte in $0 { path[at] = byte; at += 1 } }
                }
                func append(_ number: pid_t) {
                    var digits: (UInt64, UInt64) = (0, 0)
                    withUnsafeMutableBytes(of: &digits) { digits in
                        var rest = number, count = 0
                        repeat { digits[count] = UInt8(48 + rest % 10); rest /= 10; count += 1 } while rest > 0
                        for index in stride(from: count - 1, through: 0, by: -1) { path[at] = digits[index]; at += 1 }
                    }
                }
                append("/proc/"); append(pid); append("/task/"); append(pid); append("/children")
                path[at] = 0
                let file = open(path.baseAddress!.assumingMemoryBound(to: CChar.self), O_RDONLY | O_CLOEXEC)
                guard file >= 0 else { return }
                // The whole list is read before any child is ended: one that
                // exits meanwhile leaves the list, and a read after it would
                // skip as many as have left. "pid pid pid ": a pid counts once
                // the space after it is read; one cut at the buffer's end goes
                // on in the next read.
                withUnsafeTemporaryAllocation(of: pid_t.self, capacity: 200) { children in
                    var found = 0, child: pid_t = 0
                    withUnsafeMutableBytes(of: &list) { list in
                        while found < children.count {
                            let count = read(file, list.baseAddress, list.count)
                            guard count > 0 else { return }
                            for index in 0..<count where found < children.count {
                                let byte = list[index]
                                if byte >= 48 && byte <= 57 {
                                    child = child &* 10 &+ pid_t(byte - 48)
                                } else {
                                    if child > 0 { children[found] = child; found += 1 }
                                    child = 0
                                }
                            }
                        }
                    }
                    close(file)
                    for index in 0..<found { terminate(children[index], generations: generations - 1) }
                }
            }
        }
        kill(pid, SIGTERM)
    }

    /// `/bin/sh -c COMMAND`, its standard input /dev/null, its output and
    /// errors pipes. It starts with no signal blocked and every signal's
    /// default action, whatever the caller's thread blocks or ignores: a
    /// command started from a thread that blocks them (a test runner's
    /// threads block nearly all) could be stopped by neither SIGTERM nor
    /// SIGINT. Its exit is waited for by its pid, not by its pipes'
    /// closing (Foundation's `Process` waits for both on Linux).
    private struct Child {
        let pid: pid_t
        /// The read ends of its output and error pipes.
        let output: Int32, errors: Int32

        struct SpawnError: Error { let code: Int32 }

        static func spawn(_ command: String) throws(SpawnError) -> Child {
            var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
            guard pipe(&output) == 0 else { throw SpawnError(code: errno) }
            guard pipe(&errors) == 0 else {
                let code = errno
                output.forEach { _ = close($0) }
                throw SpawnError(code: code)
            }
            // Not inherited by another command started meanwhile.
            for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), all = sigset_t()
            sigemptyset(&none)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let words: [String] = ["/bin/sh", "-c", command]
            let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer { arguments.forEach { free($0) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environ)
            _ = close(output[1])
            _ = close(errors[1])
            guard status == 0 else {
                _ = close(output[0])
                _ = close(errors[0])
                throw SpawnError(code: status)
            }
            return Child(pid: pid, output: output[0], errors: errors[0])
        }

        /// Waits for it to end: whether it exited, and its exit status or
        /// the signal that ended it.
        func wait() -> (exited: Bool, code: Int32) {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            // WIFEXITED and WEXITSTATUS, WTERMSIG.
            return status & 0x7F == 0 ? (true, (status >> 8) & 0xFF) : (false, status & 0x7F)
        }
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        /// Signalled once, when a line has ended or the pipe has closed.
        private let lineOrEnd = DispatchSemaphore(value: 0)

        /// Reads `descriptor`, and closes it at the pipe's end.
        init(_ descriptor: Int32) {
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            Thread.detachNewThread { [self] in
                var signalled = false
                while true {
                    // Empty at the pipe's end.
                    let chunk = handle.availableData
                    lock.withLock { data.append(chunk) }
                    if !signalled, chunk.isEmpty || chunk.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                        lineOrEnd.signal()
                        signalled = true
                    }
                    if chunk.isEmpty { break }
                }
            }
        }

        /// What was read once a line has ended or the pipe has closed, or
        /// after `seconds` (a last line with no line ending, and a child
        /// holding the pipe open): what a command that has exited printed.
        func firstLine(within seconds: Double = 2) -> Data {
            _ = lineOrEnd.wait(timeout: .now() + seconds)
            return lock.withLock { data }
        }
    }
}
