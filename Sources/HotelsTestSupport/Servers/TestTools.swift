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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        // Input is written and standard error read on threads of their own
        // while standard output is read here: a tool that fills one pipe
        // while we wait on another would otherwise never finish.
        let group = DispatchGroup()
        let complaint = Collected()
        DispatchQueue.global().async(group: group) { complaint.data = errors.fileHandleForReading.readDataToEndOfFile() }
        if let input {
            DispatchQueue.global().async(group: group) {
                feed.fileHandleForWriting.write(Data(input.utf8))
                try? feed.fileHandleForWriting.close()
            }
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(tool: tool, message: String(decoding: complaint.data, as: UTF8.self))
        }
        return String(decoding: printed, as: UTF8.self)
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
