import Foundation

/// A server for a test written as a python3 script: the script is written
/// into a temporary folder of its own and run there with `arguments`. It
/// binds 127.0.0.1 on port 0 (a free port the kernel picks) and then
/// writes that port into the file `port` of its folder (whole, by a
/// rename), which is how the test learns it — without a connection of its
/// own, so a server that counts connections counts only the client's.
/// Stopped by its pid when ``stop()`` is called or the value is released.
public final class PythonServer: @unchecked Sendable {
    public let port: Int
    /// The server's folder: its working directory, its log and what it writes.
    public let folder: TemporaryDirectory
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    /// Whether `python3` is installed.
    public static var isAvailable: Bool { TestTools.path("python3") != nil }

    /// Starts `script` with `arguments` and waits until it listens.
    public init(script: String, arguments: [String] = []) throws {
        guard let python = TestTools.path("python3") else {
            throw ToolFailure(tool: "python3", message: "not installed; the loopback test servers need it")
        }
        folder = TemporaryDirectory("hotels-pyserver")
        try script.write(toFile: folder.path("server.py"), atomically: true, encoding: .utf8)
        let log = folder.path("server.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [folder.path("server.py")] + arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: folder.path("port"), encoding: .utf8), let port = Int(text) {
                self.port = port
                return
            }
            if !process.isRunning { break }
            usleep(20_000)
        }
        process.stop()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw ToolFailure(tool: "python3", message: "the test server did not start: \(text.suffix(600))")
    }

    deinit { stop() }

    /// Stops the server (SIGTERM, then SIGKILL) and waits for it to exit.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        process.stop()
    }

    /// What the server printed (its errors).
    public var log: String { (try? String(contentsOfFile: folder.path("server.log"), encoding: .utf8)) ?? "" }
}
