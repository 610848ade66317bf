import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder's URL; the folder exists once `init` returns (unless it could
    /// not be made).
    public let url: URL

    /// Makes a folder named `PREFIX-PID-XXXXXXXX` (eight random hex digits)
    /// under the temporary folder.
    public init(_ prefix: String = "hotels-test") {
        let name = "\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have made a sub-folder read-only; open it up again first.
        if let names = FileManager.default.enumerator(atPath: url.path) {
            for case let name as String in names {
                chmod(url.appendingPathComponent(name).path, 0o700)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
