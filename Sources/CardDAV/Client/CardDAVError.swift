import Foundation

/// What can go wrong talking to a CardDAV server. Every case names the URL
/// (without any user or password in it) and says what to do; none holds a
/// password, a request or response body, or a card's contents.
///
/// The command line maps ``isTemporary`` to exit 75 (try again later) and
/// ``isAuthenticationFailure`` to exit 77.
public enum CardDAVError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// No HTTP answer: refused, reset, no such host, timed out — after the
    /// retries the policy allows.
    case unreachable(url: String, reason: String)
    /// The server did not answer in time, after the retries the policy
    /// allows: no connection within the connect timeout, or, once
    /// connected, nothing from the server for the request timeout.
    case timedOut(url: String, waiting: Wait)
    /// 429 or 5xx after the retries the policy allows, or a `Retry-After`
    /// longer than it allows.
    case serverBusy(url: String, status: Int, retryAfter: TimeInterval?)
    /// 401, or 403 without a WebDAV precondition on anything but a write
    /// of a card: the server refused the user name and password, or what
    /// they were used for.
    case unauthorized(url: String, status: Int, username: String)
    /// 401 asking only for a scheme hotels does not sign in with (Digest,
    /// Negotiate…): hotels sends the user name and password by Basic.
    case unsupportedAuthentication(url: String, scheme: String)
    /// TLS failed: the server's certificate is not trusted.
    case untrustedCertificate(url: String, reason: String)
    /// No TLS session could be set up with the server: most often an
    /// `https://` URL for a port where the server speaks plain HTTP.
    case noTLS(url: String, reason: String)
    /// Plain HTTP to a host that is not this machine, and insecure HTTP was
    /// not allowed.
    case insecureURL(url: String)
    /// The collection is not there (404 or 410): it was deleted or the URL
    /// is wrong. Never a reason to take its cards as deleted.
    case collectionNotFound(url: String)
    /// A card's resource is not there (404 or 410).
    case resourceNotFound(url: String)
    /// 412: the resource changed since the version the write was based on
    /// (`If-Match`), or exists already (`If-None-Match: *`).
    case preconditionFailed(url: String)
    /// 409 (or 403 with a CardDAV precondition): the server refused the
    /// write, for example a second card with a UID it already holds
    /// (`no-uid-conflict`). `conditions` are the precondition names it gave.
    case conflict(url: String, status: Int, conditions: [String])
    /// A write of one card (`PUT` or `DELETE`) refused for the card's own
    /// sake: 400, 413, 415 or 422, or 403 without a precondition — the
    /// card too large, not one the server takes, or a collection this user
    /// may read and not write. The reads before it succeeded, so it is no
    /// refused password (401 is); the book's other cards may still be
    /// written.
    case cardRefused(method: String, url: String, status: Int)
    /// The server no longer accepts the sync token (RFC 6578
    /// `valid-sync-token`): start over with a full listing.
    case invalidSyncToken(url: String)
    /// A redirect to another host, which is not followed with the credentials.
    case redirectedToAnotherHost(url: String, location: String)
    /// A status the operation does not expect.
    case unexpectedStatus(method: String, url: String, status: Int)
    /// 507 Insufficient Storage (RFC 4918): the server, or the account's
    /// quota, has no room for what was sent.
    case insufficientStorage(method: String, url: String)
    /// A body that is not the XML the operation expects.
    case malformedResponse(url: String, reason: String)
    /// TLS failed with the book's `ca_file`: not certificates, or not the
    /// CA that signed the server's certificate.
    case caFileFailed(url: String, reason: String)
    /// The server refused the sync-collection REPORT as one it does not
    /// make (403 `supported-report`, 405, 501).
    case reportNotSupported(url: String, status: Int)
    /// A plain HTTP URL whose server closed every connection without a
    /// word: one that speaks only https, most likely.
    case noAnswerOverHTTP(url: String)
    /// The URL is not an address book (or discovery found none).
    case notAnAddressBook(url: String)
    /// The request body could not be written.
    case cannotWriteRequest(reason: String)

    /// Whether trying again later may succeed (exit 75).
    public var isTemporary: Bool {
        switch self {
        case .unreachable, .timedOut, .serverBusy: return true
        default: return false
        }
    }

    /// What a request that timed out was waiting for, and how long it waited.
    public enum Wait: Sendable, Equatable {
        /// Its connection (name lookup, TCP and TLS handshakes), `seconds` long.
        case connection(seconds: TimeInterval)
        /// Once connected, a byte from the server, `seconds` long.
        case answer(seconds: TimeInterval)
    }

    /// Whether the server refused the credentials (exit 77).
    public var isAuthenticationFailure: Bool {
        switch self {
        case .unauthorized, .unsupportedAuthentication: return true
        default: return false
        }
    }

    /// The URL, what went wrong and, where the user can act, what to do.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            return "\(url): cannot reach the server: \(reason); try again later"
        case .timedOut(let url, .connection(let seconds)):
            return "\(url): no connection to the server within \(Self.shown(seconds)) s; try again later"
        case .timedOut(let url, .answer(let seconds)):
            return "\(url): the server sent nothing for \(Self.shown(seconds)) s; try again later, or allow a slow server more (request_timeout)"
        case .serverBusy(let url, let status, let retryAfter):
            let wait = retryAfter.map { ", it asks to wait \(Int($0.rounded(.up))) s" } ?? ""
            return "\(url): the server is busy or failing (HTTP \(status)\(wait)); try again later"
        case .unauthorized(let url, let status, let username) where status == 403:
            return "\(url): the server does not let user '\(username)' do this (HTTP 403); check the user name, the password and the URL"
        case .unauthorized(let url, let status, let username):
            return "\(url): the server refused user '\(username)' (HTTP \(status)); check the user name and the password"
        case .unsupportedAuthentication(let url, let scheme):
            return "\(url): the server asks for \(scheme) authentication, and hotels signs in with Basic only; "
                + "set the server to take Basic (over HTTPS)"
        case .untrustedCertificate(let url, let reason):
            return "\(url): the server's certificate is not trusted (\(reason)); for a server with its own CA, set ca_file"
        case .caFileFailed(let url, let reason):
            return "\(url): the server's certificate is not trusted (\(reason)); check that the book's ca_file holds, "
                + "in PEM, the certificate of the CA that signed it"
        case .reportNotSupported(let url, let status):
            return "\(url): the server refuses sync-collection (HTTP \(status)); set sync_collection = no in the book's section"
        case .noAnswerOverHTTP(let url):
            return "\(url): the server closed every connection without an answer; does it speak only https? "
                + "One that does takes an https:// URL"
        case .noTLS(let url, let reason):
            return "\(url): no TLS connection could be made (\(reason)); does the server on this port speak https? "
                + "One that speaks plain HTTP takes an http:// URL"
        case .insecureURL(let url):
            return "\(url): plain HTTP to another machine would send the password in the clear; use https, or set insecure = yes"
        case .collectionNotFound(let url):
            return "\(url): the address book is not there (deleted, or a wrong URL); nothing was changed"
        case .resourceNotFound(let url):
            return "\(url): the card is not there"
        case .preconditionFailed(let url):
            return "\(url): the card changed on the server meanwhile (HTTP 412)"
        case .conflict(let url, let status, let conditions):
            let named = conditions.isEmpty ? "" : " (\(conditions.joined(separator: ", ")))"
            return "\(url): the server refused the card (HTTP \(status))\(named)"
        case .cardRefused(let method, let url, let status):
            let what = method == "DELETE" ? "refused to delete the card" : "refused the card"
            return "\(url): the server \(what) (HTTP \(status): \(Self.refusal(status)))"
        case .invalidSyncToken(let url):
            return "\(url): the server no longer accepts the sync token; a full listing is needed"
        case .redirectedToAnotherHost(let url, let location):
            return "\(url): the server redirects to \(location), another server; use that URL"
        case .unexpectedStatus(let method, let url, let status):
            return "\(url): \(method) answered HTTP \(status)"
        case .insufficientStorage(let method, let url):
            return "\(url): the server has no room for this \(method) (HTTP 507 Insufficient Storage): its disk or the account's quota is full"
        case .malformedResponse(let url, let reason):
            return "\(url): the server's answer is not what CardDAV says: \(reason)"
        case .notAnAddressBook(let url):
            return "\(url): not a CardDAV address book"
        case .cannotWriteRequest(let reason):
            return "cannot write the request: \(reason)"
        }
    }

    /// What a status of ``cardRefused(method:url:status:)`` says, in words.
    static func refusal(_ status: Int) -> String {
        switch status {
        case 400: return "bad request; the server cannot take the card as it is"
        case 403: return "not allowed; the address book may be read-only for this user, and then wants direction = pull in its section"
        case 413: return "too large"
        case 415: return "unsupported media type; the server takes no such card"
        case 422: return "unprocessable; the server cannot take the card as it is"
        default: return "refused"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// `seconds` as errors show it: `30`, `1.5`.
    static func shown(_ seconds: TimeInterval) -> String {
        String(format: "%g", seconds)
    }

    /// `url` as errors show it: without user or password.
    static func shown(_ url: URL) -> String {
        Href.withoutCredentials(url).absoluteString
    }
}
