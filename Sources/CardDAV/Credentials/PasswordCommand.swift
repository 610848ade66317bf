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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try start(process)
        } catch {
            throw .commandNotStarted(command: command, reason: "\(error.localizedDescription)")
        }
        runningCommand = process.processIdentifier
        defer { runningCommand = 0 }
        // Read both pipes before waiting, so a chatty command cannot block on a full pipe.
        let errorReader = PipeReader(errors.fileHandleForReading)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errorReader.finish()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let firstLine = String(decoding: complaint, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let message = String(firstLine.prefix(200))
            // Foundation gives a signal's number as the status of a process it ended.
            if process.terminationReason == .uncaughtSignal {
                throw .commandKilled(command: command, signal: process.terminationStatus, message: message)
            }
            throw .commandFailed(command: command, status: process.terminationStatus, message: message)
        }
        let text = String(decoding: printed, as: UTF8.self)
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
    public static func terminateRunning() {
        let pid = runningCommand
        if pid > 0 { terminate(pid, generations: 4) }
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

    /// Starts `process` with no signal blocked, whatever the caller's
    /// thread blocks: a command inherits the blocked signals of the thread
    /// that starts it, and one started from a thread that blocks them (a
    /// test runner's threads block nearly all) could be stopped by neither
    /// SIGTERM nor SIGINT, nor stop itself with them. So it is started
    /// from a thread of its own that blocks none.
    private static func start(_ process: Process) throws {
        let starter = Starter(process)
        Thread.detachNewThread { starter.run() }
        try starter.wait()
    }

    /// A process started on another thread, and how that went.
    private final class Starter: @unchecked Sendable {
        private let process: Process
        private var failure: (any Error)?
        private let done = DispatchSemaphore(value: 0)

        init(_ process: Process) {
            self.process = process
        }

        /// Unblocks every signal on this thread, then starts the process.
        func run() {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            do { try process.run() } catch { failure = error }
            done.signal()
        }

        /// Waits for ``run()``, and throws what starting threw.
        func wait() throws {
            done.wait()
            if let failure { throw failure }
        }
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func finish() -> Data {
            done.wait()
            return data
        }
    }
}
