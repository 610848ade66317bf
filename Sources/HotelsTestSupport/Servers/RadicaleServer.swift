import Foundation

/// A Radicale CardDAV server for a test: on 127.0.0.1 on a free port, with
/// its own temporary storage folder and htpasswd authentication for one
/// user, plain HTTP or TLS with ``TestCertificates``. It is stopped by its
/// pid when ``stop()`` is called or the value is released.
public final class RadicaleServer: @unchecked Sendable {
    public let port: Int
    public let username: String
    public let password: String
    /// `http://127.0.0.1:PORT/` (or `https://`).
    public let baseURL: URL
    /// The user's home collection: `BASE/USER/`.
    public var homeURL: URL { baseURL.appendingPathComponent(username + "/") }
    public let folder: TemporaryDirectory
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    /// Whether `radicale` and `htpasswd` (apache2-utils) are installed.
    public static var isAvailable: Bool { TestTools.path("radicale") != nil && TestTools.path("htpasswd") != nil }

    /// Starts a server and waits until it accepts connections.
    public init(username: String = "alice", password: String, certificates: TestCertificates? = nil) throws {
        let folder = TemporaryDirectory("hotels-radicale")
        let users = folder.path("users")
        try TestTools.run("htpasswd", ["-c", "-i", "-m", users, username], input: password + "\n")
        var lastFailure: Error = ToolFailure(tool: "radicale", message: "did not start")
        for _ in 0..<3 {
            let port = try LoopbackPort.free()
            do {
                process = try Self.launch(port: port, folder: folder, users: users, certificates: certificates)
                self.port = port
                self.username = username
                self.password = password
                self.folder = folder
                baseURL = URL(string: "\(certificates == nil ? "http" : "https")://127.0.0.1:\(port)/")!
                return
            } catch {
                lastFailure = error
            }
        }
        throw lastFailure
    }

    deinit { stop() }

    /// Stops the server (SIGTERM, then SIGKILL after two seconds) and waits
    /// for it to exit.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        process.stop()
    }

    /// The server's log (warnings and errors).
    public var log: String { (try? String(contentsOfFile: folder.path("radicale.log"), encoding: .utf8)) ?? "" }

    private static func launch(port: Int, folder: TemporaryDirectory, users: String, certificates: TestCertificates?) throws -> Process {
        let tls = certificates.map { "ssl = True\ncertificate = \($0.serverCertificate)\nkey = \($0.serverKey)\n" } ?? ""
        let config = """
            [server]
            hosts = 127.0.0.1:\(port)
            \(tls)
            [auth]
            type = htpasswd
            htpasswd_filename = \(users)
            htpasswd_encryption = md5
            delay = 0

            [rights]
            type = owner_only

            [storage]
            filesystem_folder = \(folder.path("collections"))

            [web]
            type = none

            [logging]
            level = warning
            """
        let configPath = folder.path("radicale.conf")
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: folder.path("radicale.log"), contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("radicale.log")))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestTools.path("radicale") ?? "/usr/bin/radicale")
        process.arguments = ["--config", configPath]
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if LoopbackPort.isListening(port) { return process }
            if !process.isRunning { break }
            usleep(50_000)
        }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        let text = (try? String(contentsOfFile: folder.path("radicale.log"), encoding: .utf8)) ?? ""
        throw ToolFailure(tool: "radicale", message: "did not start on port \(port): \(text.suffix(600))")
    }
}
