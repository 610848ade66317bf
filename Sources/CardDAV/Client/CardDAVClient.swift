import Foundation

/// A CardDAV client for one account: finds the user's address books and
/// makes new ones, and hands out ``CardDAVCollection``s to read and write
/// cards in.
///
/// Every method blocks the calling thread until the server has answered
/// (retries included) and reports failure as a ``CardDAVError``; nothing is
/// printed or logged.
public final class CardDAVClient: Sendable {
    let connection: ServerConnection

    /// A client with `configuration` over `transport` (``CurlTransport``,
    /// or a scripted one in tests).
    public convenience init(configuration: CardDAVConfiguration, transport: any HTTPTransport) {
        self.init(connection: ServerConnection(configuration: configuration, transport: transport))
    }

    init(connection: ServerConnection) {
        self.connection = connection
    }

    /// The collection at `url`, to list, fetch and write cards in. Makes
    /// no request.
    public func collection(at url: URL) -> CardDAVCollection {
        CardDAVCollection(url: Href.asCollection(url), connection: connection)
    }

    /// The address book at `url` with its name and what it supports
    /// (`PROPFIND` depth 0). A URL that is not an address book is
    /// ``CardDAVError/notAnAddressBook(url:)``; one that is not there
    /// ``CardDAVError/collectionNotFound(url:)``.
    public func addressBook(at url: URL) throws(CardDAVError) -> AddressBook {
        let url = Href.asCollection(url)
        let status = try connection.propfind(url, depth: "0", AddressBookProperties.all, subject: .collection)
        guard let response = status.responses.first(where: { Href.same($0.href, url.absoluteString, relativeTo: url) }) ?? status.responses.first,
              let book = AddressBookProperties.addressBook(from: response, relativeTo: url) else {
            throw .notAnAddressBook(url: CardDAVError.shown(url))
        }
        return book
    }

    /// The address books directly inside `home` (`PROPFIND` depth 1,
    /// resource type `addressbook`).
    public func addressBooks(in home: URL) throws(CardDAVError) -> [AddressBook] {
        let home = Href.asCollection(home)
        let status = try connection.propfind(home, depth: "1", AddressBookProperties.all, subject: .collection)
        return status.responses.compactMap { AddressBookProperties.addressBook(from: $0, relativeTo: home) }
    }

    /// Makes an address book at `url` (extended `MKCOL`, RFC 5689).
    public func makeAddressBook(at url: URL, displayName: String? = nil) throws(CardDAVError) {
        let url = Href.asCollection(url)
        let body: Data
        do { body = try DAVRequestBody.makeAddressBook(displayName: displayName) } catch { throw .cannotWriteRequest(reason: error.reason) }
        let answer = try connection.send("MKCOL", url, body: body)
        guard (200..<300).contains(answer.response.status) else {
            throw StatusMeaning.error(for: answer, method: "MKCOL", subject: .resource, username: connection.configuration.credentials.username)
        }
    }
}
