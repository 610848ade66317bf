import Foundation

/// A user name and password for HTTP Basic authentication.
///
/// The password is never shown: `description`, `debugDescription` and the
/// reflection `dump` uses all leave it out, so logging the value, an error
/// holding it or a failed test's output cannot leak it.
public struct Credentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The user name sent in the `Authorization` header; messages may show it.
    public var username: String
    /// Kept for the `Authorization` header only.
    public var password: String

    /// Credentials for `username`.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The `Authorization` header's value.
    var basicAuthorization: String {
        "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// "user NAME (password hidden)".
    public var description: String { "user \(username) (password hidden)" }
    /// The same as ``description``: the password hidden.
    public var debugDescription: String { description }
    /// The user name, and "(hidden)" for the password, as `dump` shows them.
    public var customMirror: Mirror { Mirror(self, children: ["username": username, "password": "(hidden)"]) }
}
