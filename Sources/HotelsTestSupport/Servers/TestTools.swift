import Foundation

/// Programs the tests run (servers, openssl, htpasswd): where they are,
/// and running one to its end.
public enum TestTools {
    /// The executable `name` on `PATH`, or `nil`.
    public static func path(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` (looked up on `PATH`) with `arguments`, feeding it
    /// `input`, and returns its standard output; a failure status throws
    /// with its standard error.
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> String {
        guard let path = path(tool) else { throw ToolFailure(tool: tool, message: "not installed") }
        let finished = try finish(URL(fileURLWithPath: path), arguments, input: input.map { Data($0.utf8) })
        guard finished.status == 0 else { throw ToolFailure(tool: tool, message: String(decoding: finished.errors, as: UTF8.self)) }
        return String(decoding: finished.output, as: UTF8.self)
    }

    /// How a program ended: its status and what it wrote.
    public struct Finished: Sendable {
        /// The exit status (or the number of the signal that ended it).
        public var status: Int32
        /// Its standard output.
        public var output: Data
        /// Its standard error.
        public var errors: Data
    }

    /// Runs `executable` with `arguments` to its end, feeding it `input`
    /// (none: an empty standard input), in `environment` (none: the test's).
    ///
    /// Input is written and standard error read on threads of their own
    /// while standard output is read here: a program that fills one pipe
    /// while the test waits on another would otherwise never finish. A
    /// program that exits without reading its input closes the pipe:
    /// writing to it then fails with EPIPE, which is ignored, where SIGPIPE
    /// would end the whole test run.
    public static func finish(_ executable: URL, _ arguments: [String], input: Data? = nil,
                              environment: [String: String]? = nil, directory: String? = nil) throws -> Finished {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = feed
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let group = DispatchGroup()
        let complaint = Collected()
        DispatchQueue.global().async(group: group) { complaint.data = errors.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) {
            if let input { try? feed.fileHandleForWriting.write(contentsOf: input) }
            try? feed.fileHandleForWriting.close()
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, output: printed, errors: complaint.data)
    }
}

/// Bytes one thread reads for another, which looks only after waiting for it.
private final class Collected: @unchecked Sendable {
    var data = Data()
}

/// A tool a test needs failed or is missing.
public struct ToolFailure: Error, CustomStringConvertible {
    /// The program's name, as looked up on `PATH`.
    public var tool: String
    /// What went wrong: "not installed", or what the program wrote on its
    /// standard error.
    public var message: String
    /// "TOOL: MESSAGE".
    public var description: String { "\(tool): \(message)" }

    /// A failure of `tool`, with `message` saying what went wrong.
    public init(tool: String, message: String) {
        self.tool = tool
        self.message = message
    }
}
