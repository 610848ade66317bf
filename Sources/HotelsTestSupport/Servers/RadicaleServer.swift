import Foundation

/// A Radicale CardDAV server for a test: on 127.0.0.1 on a free port, with
/// its own temporary storage folder and htpasswd authentication for one
/// user, plain HTTP or TLS with ``TestCertificates``. It is stopped by its
/// pid when ``stop()`` is called or the value is released.
public final class RadicaleServer: @unchecked Sendable {
    /// The port on 127.0.0.1 the server listens on.
    public let port: Int
    /// The one user the server knows.
    public let username: String
    /// That user's password.
    public let password: String
    /// `http://127.0.0.1:PORT/` (or `https://`).
    public let baseURL: URL
    /// The user's home collection: `BASE/USER/`.
    public var homeURL: URL { baseURL.appendingPathComponent(username + "/") }
    /// The server's folder: its config, its htpasswd file, its log and its
    /// collections.
    public let folder: TemporaryDirectory
    private let process: ServerProcess

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

    // Stopped before its folder goes.
    deinit { stop() }

    /// Stops the server (SIGTERM, then SIGKILL after two seconds) and waits
    /// for it to exit.
    public func stop() { process.stop() }

    /// The server's log (warnings and errors).
    public var log: String { process.log }

    private static func launch(port: Int, folder: TemporaryDirectory, users: String, certificates: TestCertificates?) throws -> ServerProcess {
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
        let process = try ServerProcess(TestTools.path("radicale") ?? "/usr/bin/radicale", ["--config", configPath], in: folder, log: "radicale.log")
        if process.wait(seconds: 20, until: { LoopbackPort.isListening(port) ? true : nil }) != nil { return process }
        process.stop()
        throw ToolFailure(tool: "radicale", message: "did not start on port \(port): \(process.log.suffix(600))")
    }
}
