import CardDAV
import Foundation
import HotelsTestSupport
import Testing

/// Passwords from a command or a netrc file, and never shown.
@Suite struct CredentialTests {
    @Test("password_command: the first line of its output, without its line ending")
    func passwordCommand() throws {
        #expect(try PasswordCommand.password(from: "printf 'Cmd-pw-1\\r\\nsecond line\\n'") == "Cmd-pw-1")
        #expect(try PasswordCommand.password(from: "echo 'with spaces  '") == "with spaces  ")
    }

    /// The output was read to its end, which a child the command left
    /// running (an agent it started) holds off: the run waited for it.
    @Test("a password_command that leaves a child running in the background is done when it exits")
    func passwordCommandWithBackgroundChild() throws {
        let start = Date()
        #expect(try PasswordCommand.password(from: "echo Bg-pw-3; sleep 30 &") == "Bg-pw-3")
        let failed = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "echo 'locked' >&2; sleep 30 & exit 4") }
        #expect(failed == .commandFailed(command: "echo 'locked' >&2; sleep 30 & exit 4", status: 4, message: "locked"))
        // Not the background child's 30 seconds: the command's own few.
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test("a failing or silent password_command is an error that names it and holds no output")
    func passwordCommandFailures() {
        let failed = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "echo Leaked-pw-2; echo 'no such entry' >&2; exit 3") }
        #expect(failed == .commandFailed(command: "echo Leaked-pw-2; echo 'no such entry' >&2; exit 3", status: 3, message: "no such entry"))
        let silent = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "printf '\\n'") }
        #expect(silent == .commandPrintedNothing(command: "printf '\\n'"))
    }

    @Test("a password_command killed by a signal says so, with the signal's number, not as an exit status")
    func passwordCommandKilled() {
        let killed = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "kill -TERM $$") }
        #expect(killed?.description == "password_command 'kill -TERM $$' was killed by signal \(SIGTERM)")
        let complained = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "echo 'pinentry cancelled' >&2; kill -KILL $$") }
        #expect(complained?.description == "password_command 'echo 'pinentry cancelled' >&2; kill -KILL $$' was killed by signal \(SIGKILL): pinentry cancelled")
        // An exit status is still one.
        let exited = #expect(throws: CredentialError.self) { try PasswordCommand.password(from: "exit 15") }
        #expect(exited?.description == "password_command 'exit 15' failed with status 15")
    }

    @Test("netrc: the machine's entry, else default; macdef bodies and quotes understood")
    func netrc() throws {
        let folder = TemporaryDirectory("hotels-netrc")
        let path = folder.path("netrc")
        try """
            # a comment is just tokens netrc ignores
            machine other.example login x password y
            macdef init
            machine dav.example login evil password evil

            machine dav.example
              login alice
              password "two words"
            default login anon password Default-pw
            """.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try NetrcFile.credentials(for: "DAV.example", path: path) == Credentials(username: "alice", password: "two words"))
        #expect(try NetrcFile.credentials(for: "dav.example", username: "bob", path: path).username == "bob")
        #expect(try NetrcFile.credentials(for: "unknown.example", path: path) == Credentials(username: "anon", password: "Default-pw"))
        let other = try write("machine y login a password b", to: folder)
        #expect(throws: CredentialError.netrcHasNoEntry(path: other, host: "x")) { try NetrcFile.credentials(for: "x", path: other) }
        let noPassword = try write("machine x login a", to: folder)
        #expect(throws: CredentialError.netrcEntryHasNoPassword(path: noPassword, host: "x")) { try NetrcFile.credentials(for: "x", path: noPassword) }
        // A probe's: no netrc file was Foundation's "The file doesn't exist", with no way on.
        let missing = #expect(throws: CredentialError.netrcMissing(path: folder.path("missing"), host: "x")) {
            try NetrcFile.credentials(for: "x", path: folder.path("missing"))
        }
        #expect(missing?.description == "no password for x: \(folder.path("missing")) does not exist; write into it a line 'machine x login USER password PASSWORD' "
                + "(readable by you alone), or name the book in a [book] section with a password_command")
        #expect(NetrcFile.defaultPath(environment: ["NETRC": "/etc/n", "HOME": "/h"]) == "/etc/n")
        #expect(NetrcFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.netrc")
    }

    private func write(_ text: String, to folder: TemporaryDirectory) throws -> String {
        let path = folder.path("other-netrc")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a password source gives credentials for a host, and wants a user name from somewhere")
    func passwordSource() throws {
        let folder = TemporaryDirectory("hotels-source")
        let path = folder.path("netrc")
        try "machine dav.example login alice password Netrc-pw\nmachine bare.example password P".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try PasswordSource.netrc(path: path).credentials(username: nil, host: "dav.example") == Credentials(username: "alice", password: "Netrc-pw"))
        #expect(throws: CredentialError.missingUsername(host: "bare.example")) {
            try PasswordSource.netrc(path: path).credentials(username: nil, host: "bare.example")
        }
        #expect(try PasswordSource.command("echo Cmd-pw").credentials(username: "bob", host: "dav.example") == Credentials(username: "bob", password: "Cmd-pw"))
        #expect(throws: CredentialError.missingUsername(host: "dav.example")) {
            try PasswordSource.command("echo Cmd-pw").credentials(username: nil, host: "dav.example")
        }
    }

    @Test("credentials print, debug-print and dump without the password")
    func hiddenPassword() {
        let credentials = Credentials(username: "alice", password: "Hidden-pw-3")
        var dumped = ""
        dump(credentials, to: &dumped)
        for text in [credentials.description, "\(credentials)", String(reflecting: credentials), dumped] {
            #expect(!text.contains("Hidden-pw-3"))
            #expect(text.contains("alice"))
        }
    }

    @Test("which hosts plain HTTP may go to", arguments: [
        ("http://127.0.0.1:5232/", false, true), ("http://localhost/", false, true), ("http://[::1]:80/", false, true),
        ("http://127.8.9.10/", false, true), ("http://dav.example/", false, false), ("http://127.0.0.1.evil.example/", false, false),
        ("http://dav.example/", true, true), ("https://dav.example/", false, true), ("ftp://127.0.0.1/", true, false),
    ])
    func plainHTTPHosts(url: String, insecure: Bool, permitted: Bool) throws {
        #expect(ConnectionSecurity.permits(try #require(URL(string: url)), allowingInsecureHTTP: insecure) == permitted)
    }
}
