import Foundation

/// A server program a test started: run in its folder with its output in a
/// log file there, and stopped by its pid — SIGTERM, then SIGKILL after two
/// seconds — once, when ``stop()`` is called or the value is released.
public final class ServerProcess: @unchecked Sendable {
    private let process: Process
    private let logPath: String
    private let lock = NSLock()
    private var stopped = false

    /// Runs `executable` with `arguments` in `folder`, its output going to the file `log` there.
    public init(_ executable: String, _ arguments: [String], in folder: TemporaryDirectory, log: String) throws {
        logPath = folder.path(log)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { stop() }

    /// Whether the program has not exited yet.
    public var isRunning: Bool { process.isRunning }

    /// Waits up to `seconds` for `ready` to answer something, polling; `nil`
    /// when the server exits first or the time is up.
    public func wait<Value>(seconds: TimeInterval, until ready: () -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = ready() { return value }
            if !process.isRunning { return nil }
            usleep(20_000)
        }
        return nil
    }

    /// Stops the server and waits for it to exit.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// What the server printed.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
}
