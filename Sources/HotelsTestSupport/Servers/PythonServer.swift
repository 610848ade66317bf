import Foundation

/// A server for a test written as a python3 script: the script is written
/// into a temporary folder of its own and run there with `arguments`. It
/// binds 127.0.0.1 on port 0 (a free port the kernel picks) and then
/// writes that port into the file `port` of its folder (whole, by a
/// rename), which is how the test learns it — without a connection of its
/// own, so a server that counts connections counts only the client's.
/// Stopped by its pid when ``stop()`` is called or the value is released.
public final class PythonServer: Sendable {
    /// The port on 127.0.0.1 the server listens on, as it wrote it.
    public let port: Int
    /// The server's folder: its working directory, its log and what it writes.
    public let folder: TemporaryDirectory
    private let process: ServerProcess

    /// Whether `python3` is installed.
    public static var isAvailable: Bool { TestTools.path("python3") != nil }

    /// Starts `script` with `arguments` and waits until it listens.
    public init(script: String, arguments: [String] = []) throws {
        guard let python = TestTools.path("python3") else {
            throw ToolFailure(tool: "python3", message: "not installed; the loopback test servers need it")
        }
        folder = TemporaryDirectory("hotels-pyserver")
        try script.write(toFile: folder.path("server.py"), atomically: true, encoding: .utf8)
        process = try ServerProcess(python, [folder.path("server.py")] + arguments, in: folder, log: "server.log")
        let folder = folder
        guard let port = process.wait(seconds: 20, until: { (try? String(contentsOfFile: folder.path("port"), encoding: .utf8)).flatMap { Int($0) } }) else {
            process.stop()
            throw ToolFailure(tool: "python3", message: "the test server did not start: \(process.log.suffix(600))")
        }
        self.port = port
    }

    // Stopped before its folder goes.
    deinit { stop() }

    /// Stops the server and waits for it to exit.
    public func stop() { process.stop() }

    /// What the server printed (its errors).
    public var log: String { process.log }
}
