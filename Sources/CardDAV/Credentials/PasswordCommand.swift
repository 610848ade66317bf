import Foundation

/// A book's `password_command`: a shell command whose standard output's
/// first line is the password (`pass show dav`, `secret-tool lookup …`).
public enum PasswordCommand {
    /// Runs `command` with `/bin/sh -c` and returns its output's first line
    /// (without the line ending). Its standard error is kept only for the
    /// message of a failure; its output is never part of any message.
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
            try process.run()
        } catch {
            throw .commandNotStarted(command: command, reason: "\(error.localizedDescription)")
        }
        // Read both pipes before waiting, so a chatty command cannot block on a full pipe.
        let errorReader = PipeReader(errors.fileHandleForReading)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errorReader.finish()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let firstLine = String(decoding: complaint, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw .commandFailed(command: command, status: process.terminationStatus, message: String(firstLine.prefix(200)))
        }
        let text = String(decoding: printed, as: UTF8.self)
        // "\r\n" is one Character, a line ending like "\n".
        let password = String(text.prefix { !$0.isNewline })
        guard !password.isEmpty else { throw .commandPrintedNothing(command: command) }
        return password
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
