import Foundation

/// vdirsyncer set up for one collection and one vdir in a folder of its own;
/// the password is read from a file by a `password.fetch` command, never
/// written into its config.
public struct Vdirsyncer {
    /// Its folder: config, status, the password file and the vdir; removed when
    /// released.
    public let folder = TemporaryDirectory("hotels-vdirsyncer")
    /// The vdir it syncs with the collection.
    public var vdir: String { folder.path("vdir") }
    /// The path of its config file.
    public var config: String { folder.path("config") }

    /// The one file it keeps the collection in, with `singleFile`: its
    /// cards wrapped in `BEGIN:VADDRESSBOOK` … `END:VADDRESSBOOK`.
    public var bookFile: String { folder.path("book.vcf") }

    /// Sets it up for `collection` and runs its `discover`: with a vdir, or
    /// with `singleFile` its single-file storage (``bookFile``).
    public init(collection: URL, username: String, password: String, singleFile: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: folder.path("vdir"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("status"), withIntermediateDirectories: true)
        try password.write(toFile: folder.path("password"), atomically: true, encoding: .utf8)
        let local = singleFile ? "type = \"singlefile\"\npath = \"\(bookFile)\""
            : "type = \"filesystem\"\npath = \"\(folder.path("vdir"))/\"\nfileext = \".vcf\""
        try """
            [general]
            status_path = "\(folder.path("status"))/"

            [pair book]
            a = "local"
            b = "remote"
            collections = null

            [storage local]
            \(local)

            [storage remote]
            type = "carddav"
            url = "\(collection.absoluteString)"
            username = "\(username)"
            password.fetch = ["command", "cat", "\(folder.path("password"))"]
            """.write(toFile: folder.path("config"), atomically: true, encoding: .utf8)
        try TestTools.run("vdirsyncer", ["-c", config, "discover", "book"], input: "y\n")
    }

    /// Writes a card file into the vdir, as a user of it would.
    public func write(_ text: String, named name: String) throws {
        try text.write(toFile: (vdir as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs `vdirsyncer sync`.
    public func sync() throws {
        try TestTools.run("vdirsyncer", ["-c", config, "sync"])
    }

    /// The cards in the vdir, one text per file.
    public func cards() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: vdir).filter { $0.hasSuffix(".vcf") }
            .map { try String(contentsOfFile: (vdir as NSString).appendingPathComponent($0), encoding: .utf8) }
    }
}
