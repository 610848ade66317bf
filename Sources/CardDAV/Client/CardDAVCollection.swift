import Foundation
import Synchronization

/// One address book collection on the server: its cards listed with their
/// entity tags, fetched in bulk, the changes since a sync token, and
/// conditional writes (see `CardDAVCollection+Writes.swift`).
///
/// A collection that is not there (404) is always
/// ``CardDAVError/collectionNotFound(url:)`` — never an empty listing, so a
/// caller cannot take a vanished collection for "every card deleted".
public struct CardDAVCollection: Sendable {
    /// The collection's URL, with a trailing slash.
    public let url: URL
    let connection: ServerConnection
    /// Where the server answered for the collection after a redirect: its
    /// cards' hrefs are under that path, and are members as much as those
    /// under ``url`` are.
    let redirected = RedirectedCollection()

    var username: String { connection.configuration.credentials.username }

    /// Every card in the collection with its entity tag (`PROPFIND` depth 1,
    /// `getetag`); sub-collections and the collection itself left out.
    public func list() throws(CardDAVError) -> [CardResource] {
        try listing().cards
    }

    /// ``list()``, with the hrefs the server listed that are no members
    /// of the collection (``isMember(_:)``): hotels reads, writes and
    /// deletes nothing there, and says so.
    public func listing() throws(CardDAVError) -> (cards: [CardResource], outside: [String]) {
        let (status, answered) = try connection.propfindAnswering(url, depth: "1", [.resourceType, .getETag], subject: .collection)
        noteAnswer(at: answered)
        let members = self.members
        var cards: [CardResource] = [], outside: [String] = []
        for response in status.responses where !members.isCollection(response.href) {
            if let type = response.property(.resourceType), type.child(DAVNamespace.dav, "collection") != nil { continue }
            guard response.propstats.contains(where: { (200..<300).contains($0.status) }) else { continue }
            guard members.contains(response.href) else {
                outside.append(response.href)
                continue
            }
            cards.append(CardResource(href: response.href, etag: response.property(.getETag)?.trimmedText))
        }
        return (cards, outside)
    }

    /// The collection's name, sync token and whether it supports
    /// `sync-collection`.
    public func info() throws(CardDAVError) -> AddressBook {
        try CardDAVClient(connection: connection).addressBook(at: url)
    }

    /// The cards at `hrefs` with their contents and entity tags
    /// (`addressbook-multiget`, in batches of the configuration's size).
    public func fetch(_ hrefs: [String]) throws(CardDAVError) -> FetchResult {
        var result = FetchResult(cards: [], missing: [])
        let size = connection.configuration.multigetBatchSize
        for start in stride(from: 0, to: hrefs.count, by: size) {
            let batch = Array(hrefs[start..<min(start + size, hrefs.count)])
            let body: Data
            do { body = try DAVRequestBody.addressBookMultiget(hrefs: batch, properties: [.getETag, .addressData]) } catch {
                throw .cannotWriteRequest(reason: error.reason)
            }
            let answer = try connection.send("REPORT", url, headers: [("Depth", "1")], body: body)
            let status = try connection.multistatus(answer, method: "REPORT", subject: .collection)
            noteAnswer(at: answer.url)
            let members = self.members
            for response in status.responses where members.contains(response.href) {
                if let data = response.property(.addressData) {
                    result.cards.append(FetchedCard(href: response.href, etag: response.property(.getETag)?.trimmedText, vcard: data.text))
                } else if response.status == 404 || response.propstats.contains(where: { $0.status == 404 }) {
                    result.missing.append(response.href)
                }
            }
        }
        return result
    }

    /// One card by `GET`, with its entity tag.
    public func get(_ href: String) throws(CardDAVError) -> FetchedCard {
        let target = try resolve(href)
        let answer = try connection.send("GET", target, headers: [("Accept", "text/vcard")])
        guard answer.response.status == 200 else {
            throw StatusMeaning.error(for: answer, method: "GET", subject: .resource, username: username)
        }
        return FetchedCard(href: href, etag: answer.response.entityTag, vcard: String(decoding: answer.response.body, as: UTF8.self))
    }

    /// A refusal of sync-collection as a report the server does not make
    /// (403 `supported-report`, 405, 501: one that lists it among its
    /// reports and refuses it), or `nil` for any other failure.
    private static func refusedSyncCollection(_ error: CardDAVError, status: Int) -> CardDAVError? {
        switch error {
        case .conflict(let url, _, let conditions) where conditions.contains("supported-report"):
            return .reportNotSupported(url: url, status: status)
        case .unexpectedStatus(_, let url, let code) where code == 405 || code == 501:
            return .reportNotSupported(url: url, status: code)
        default:
            return nil
        }
    }

    /// What changed since `token` (`sync-collection`, RFC 6578); `nil`
    /// asks for every card and a first token. A truncated answer (507 on
    /// the collection's own href) is followed with the token it gave until
    /// the changes are complete. A token the server no longer accepts is
    /// ``CardDAVError/invalidSyncToken(url:)``: list the collection instead.
    /// A server that refuses the report itself is
    /// ``CardDAVError/reportNotSupported(url:status:)``: list it without.
    public func changes(since token: String?) throws(CardDAVError) -> SyncChanges {
        var changed: [String: CardResource] = [:]
        var order: [String] = []
        var deleted: Set<String> = []
        var outside: [String] = []
        var token = token
        var rounds = 0
        while true {
            rounds += 1
            let body: Data
            do { body = try DAVRequestBody.syncCollection(token: token, properties: [.getETag]) } catch {
                throw .cannotWriteRequest(reason: error.reason)
            }
            let answer = try connection.send("REPORT", url, headers: [("Depth", "0")], body: body)
            let status: Multistatus
            do { status = try connection.multistatus(answer, method: "REPORT", subject: .collection) } catch {
                throw Self.refusedSyncCollection(error, status: answer.response.status) ?? error
            }
            guard let next = status.syncToken else {
                throw .malformedResponse(url: CardDAVError.shown(url), reason: "the sync-collection answer has no sync-token")
            }
            noteAnswer(at: answer.url)
            let members = self.members
            var truncated = false
            for response in status.responses {
                if members.isCollection(response.href) {
                    truncated = truncated || response.status == 507
                    continue
                }
                guard members.contains(response.href) else {
                    if !outside.contains(response.href) { outside.append(response.href) }
                    continue
                }
                if response.status == 404 {
                    changed[response.href] = nil
                    deleted.insert(response.href)
                } else if response.propstats.contains(where: { (200..<300).contains($0.status) }) {
                    if changed[response.href] == nil { order.append(response.href) }
                    changed[response.href] = CardResource(href: response.href, etag: response.property(.getETag)?.trimmedText)
                    deleted.remove(response.href)
                }
            }
            // Truncated again at the token asked with: the next round would be this one again.
            if truncated && next == token {
                throw .malformedResponse(url: CardDAVError.shown(url), reason: "sync-collection was truncated and gave back the same sync-token")
            }
            token = next
            guard truncated else { break }
            guard rounds < connection.configuration.maximumSyncRounds else {
                throw .malformedResponse(url: CardDAVError.shown(url), reason: "sync-collection was still truncated after \(rounds) rounds")
            }
        }
        return SyncChanges(changed: order.compactMap { changed[$0] }, deleted: deleted.sorted(), token: token ?? "", rounds: rounds,
                           outside: outside)
    }

    /// `href` as a URL on the collection's server.
    func resolve(_ href: String) throws(CardDAVError) -> URL {
        guard let target = Href.url(href, relativeTo: url) else {
            throw .malformedResponse(url: CardDAVError.shown(url), reason: "an href that is not a URL")
        }
        guard isMember(href) else {
            throw .malformedResponse(url: CardDAVError.shown(url),
                                     reason: "a card at \(CardDAVError.shown(target)), outside the collection; nothing is sent there")
        }
        return target
    }

    /// Whether `href` is one of the collection's cards (``members``).
    func isMember(_ href: String) -> Bool {
        members.contains(href)
    }

    /// The collection and the URLs the server answered for it from after
    /// a redirect: its cards are inside one of them (``Href/Members``).
    /// Nothing else is read, written or deleted: a server that listed
    /// another host's URL would otherwise be sent the book's credentials.
    var members: Href.Members {
        Href.Members([url] + redirected.urls)
    }

    /// Notes the URL a request on the collection was answered from.
    func noteAnswer(at answered: URL) {
        guard !Href.same(answered.absoluteString, url.absoluteString, relativeTo: url) else { return }
        redirected.add(Href.asCollection(answered))
    }
}

/// The URLs a collection was answered from after redirects, kept for the
/// collection's life (its writes come after its listing).
final class RedirectedCollection: Sendable {
    private let seen = Mutex<[URL]>([])

    var urls: [URL] { seen.withLock { $0 } }

    func add(_ url: URL) {
        seen.withLock { if !$0.contains(url) { $0.append(url) } }
    }
}
