import Foundation

extension CardDAVCollection {
    /// Creates a card named `name` (a file name such as `UID.vcf`) with
    /// `PUT` and `If-None-Match: *`, so it never replaces a card already
    /// there: that is ``CardDAVError/preconditionFailed(url:)``; a server
    /// that holds the UID elsewhere answers ``CardDAVError/conflict(url:status:conditions:)``.
    ///
    /// A create tried again after its answer was lost (a dropped
    /// connection) may meet the card its first try made and come back 412:
    /// fetch the href to tell that from another client's card.
    public func create(_ vcard: String, named name: String) throws(CardDAVError) -> WriteResult {
        let href = Href.recorded(Href.segment(name), relativeTo: url)
        return try put(vcard, at: href, condition: ("If-None-Match", "*"))
    }

    /// Replaces the card at `href` with `PUT` and `If-Match: etag`, so a
    /// change made on the server since `etag` is never overwritten: that is
    /// ``CardDAVError/preconditionFailed(url:)`` (fetch, merge, try again).
    public func update(_ href: String, with vcard: String, ifMatch etag: String) throws(CardDAVError) -> WriteResult {
        try put(vcard, at: href, condition: ("If-Match", etag))
    }

    /// Deletes the card at `href` with `If-Match: etag`; a card changed
    /// since is ``CardDAVError/preconditionFailed(url:)``, one already gone
    /// ``CardDAVError/resourceNotFound(url:)``.
    public func delete(_ href: String, ifMatch etag: String) throws(CardDAVError) {
        let answer = try connection.send("DELETE", try resolve(href), headers: [("If-Match", etag)])
        guard (200..<300).contains(answer.response.status) else {
            throw StatusMeaning.error(for: answer, method: "DELETE", subject: .resource, username: username)
        }
    }

    private func put(_ vcard: String, at href: String, condition: (name: String, value: String)) throws(CardDAVError) -> WriteResult {
        let target = try resolve(href)
        let answer = try connection.send("PUT", target, headers: [condition, ("Content-Type", "text/vcard; charset=utf-8")],
                                         body: Data(vcard.utf8))
        guard (200..<300).contains(answer.response.status) else {
            // A PUT into a collection that is gone: Radicale answers 409
            // (no parent), others 404. Say which it is.
            if answer.response.status == 409 && DAVErrorBody.conditions(in: answer.response.body).isEmpty {
                do { _ = try info() } catch { if case .collectionNotFound = error { throw error } }
            }
            throw StatusMeaning.error(for: answer, method: "PUT", subject: .resource, username: username)
        }
        // A Location that is no member of the collection is not where hotels keeps the card (see isMember).
        if let parent = URL(string: ".", relativeTo: answer.url)?.absoluteURL { noteAnswer(at: parent) }
        let location = answer.response.header("Location").map { Href.recorded($0, relativeTo: answer.url) }.flatMap { isMember($0) ? $0 : nil }
        // A weak tag (W/"…") says the server changed the card: it is no
        // version of what was sent.
        let etag = answer.response.entityTag.flatMap { $0.hasPrefix("W/") ? nil : $0 }
        return WriteResult(href: location ?? Href.recorded(href, relativeTo: url), etag: etag)
    }
}
