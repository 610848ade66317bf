import Foundation

/// What a status the operation did not hope for means, as a ``CardDAVError``.
/// One rule for every operation:
///
/// - 401 is a refused password (or, asking only for a scheme other than
///   Basic, one hotels does not sign in with); so is 403, unless its body names a
///   WebDAV/CardDAV precondition (Radicale answers an unknown sync token
///   with 403 `valid-sync-token`), or it answers a write of a card;
/// - a write of a card (`PUT`, `DELETE`) answered 400, 413, 415 or 422, or
///   403 without a precondition, is that card refused
///   (``CardDAVError/cardRefused(method:url:status:)``): too large, not a
///   card the server takes, a collection read-only to this user — the
///   card's, not the run's, since the reads before it succeeded;
/// - `valid-sync-token` (with 403 or 409) is an invalid sync token;
/// - 404 and 410 mean the collection is gone when the request was on the
///   collection, the card is gone when it was on a card;
/// - 409 is a conflict with the conditions the body names; 412 a failed
///   precondition; 507 a server with no room for what was sent;
/// - anything else is an unexpected status.
enum StatusMeaning {
    /// What the request was on.
    enum Subject { case collection, resource }

    /// The statuses that refuse a write of one card (403 without a precondition).
    static let cardRefusals: Set<Int> = [400, 403, 413, 415, 422]

    /// The first scheme a 401's challenges name, where none is Basic
    /// (`Digest realm="x", nonce="…"`: "Digest"); `nil` where Basic is
    /// among them, or no challenge was given (the password was refused).
    static func onlyOtherSchemes(_ challenges: String?) -> String? {
        guard let challenges, !challenges.isEmpty else { return nil }
        // A scheme is a token at the start or after a comma, followed by a space or the end (RFC 9110, 11.6.1).
        let schemes = challenges.split(separator: ",").compactMap { part -> Substring? in
            let words = part.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first, !first.contains("=") else { return nil }
            return first
        }
        guard let first = schemes.first, !schemes.contains(where: { $0.lowercased() == "basic" }) else { return nil }
        return String(first)
    }

    static func error(for answer: ServerConnection.Answer, method: String, subject: Subject, username: String) -> CardDAVError {
        let url = CardDAVError.shown(answer.url)
        let status = answer.response.status
        let conditions = [403, 409].contains(status) ? DAVErrorBody.conditions(in: answer.response.body) : []
        if conditions.contains("valid-sync-token") { return .invalidSyncToken(url: url) }
        if subject == .resource, ["PUT", "DELETE"].contains(method), cardRefusals.contains(status), conditions.isEmpty {
            return .cardRefused(method: method, url: url, status: status)
        }
        switch status {
        case 401:
            if let scheme = onlyOtherSchemes(answer.response.header("WWW-Authenticate")) {
                return .unsupportedAuthentication(url: url, scheme: scheme)
            }
            return .unauthorized(url: url, status: status, username: username)
        case 403:
            return conditions.isEmpty ? .unauthorized(url: url, status: status, username: username)
                : .conflict(url: url, status: status, conditions: conditions)
        case 404, 410:
            return subject == .collection ? .collectionNotFound(url: url) : .resourceNotFound(url: url)
        case 409:
            return .conflict(url: url, status: status, conditions: conditions)
        case 412:
            return .preconditionFailed(url: url)
        case 507:
            return .insufficientStorage(method: method, url: url)
        default:
            return .unexpectedStatus(method: method, url: url, status: status)
        }
    }
}
