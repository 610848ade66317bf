import Foundation

extension CardDAVClient {
    /// Finds the user's address books from a server or account URL
    /// (RFC 6352 §7, RFC 6764 §6):
    ///
    /// 1. the URL itself, then `/.well-known/carddav` on its host, asked for
    ///    `current-user-principal`, `addressbook-home-set` and its resource
    ///    type (a URL that is an address book is the answer by itself);
    /// 2. the principal, asked for its `addressbook-home-set`;
    /// 3. each home, listed one level deep for collections whose resource
    ///    type is `addressbook`, with their display names.
    ///
    /// A refused password stops discovery at once; a 404 or 405 on one
    /// starting point moves on to the next. Finding no address book at all
    /// is ``CardDAVError/notAnAddressBook(url:)``.
    public func discover(from url: URL) throws(CardDAVError) -> Discovery {
        var lastError: CardDAVError?
        for start in Self.startingPoints(url) {
            let status: Multistatus
            do {
                status = try connection.propfind(start, depth: "0", [.currentUserPrincipal, .addressBookHomeSet] + AddressBookProperties.all, subject: .collection)
            } catch {
                if case .collectionNotFound = error { lastError = error; continue }
                if case .unexpectedStatus(_, _, let code) = error, [400, 405, 501].contains(code) { lastError = error; continue }
                throw error
            }
            guard let response = status.responses.first else { continue }
            if let book = AddressBookProperties.addressBook(from: response, relativeTo: start) {
                return Discovery(principal: nil, homes: [], addressBooks: [book])
            }
            var principal = response.property(.currentUserPrincipal).flatMap { Self.hrefURL(in: $0, relativeTo: start) }
            var homes = response.property(.addressBookHomeSet).map { Self.hrefURLs(in: $0, relativeTo: start) } ?? []
            if homes.isEmpty, let found = principal {
                let answer = try connection.propfind(found, depth: "0", [.addressBookHomeSet], subject: .collection)
                homes = answer.responses.first?.property(.addressBookHomeSet).map { Self.hrefURLs(in: $0, relativeTo: found) } ?? []
            }
            if principal == nil && !homes.isEmpty { principal = start }
            guard !homes.isEmpty else { continue }
            var books: [AddressBook] = []
            for home in homes { books += try addressBooks(in: home) }
            return Discovery(principal: principal, homes: homes, addressBooks: books)
        }
        if let lastError, case .unexpectedStatus = lastError { throw lastError }
        throw .notAnAddressBook(url: CardDAVError.shown(url))
    }

    /// The URL given, then the well-known URL on its host — or the
    /// well-known URL first when the URL is just the server.
    static func startingPoints(_ url: URL) -> [URL] {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return [url] }
        let isServer = components.path.isEmpty || components.path == "/"
        components.path = "/.well-known/carddav"
        components.query = nil
        guard let wellKnown = components.url else { return [url] }
        return isServer ? [wellKnown, Href.asCollection(url)] : [url, wellKnown]
    }

    private static func hrefURL(in element: XMLElement, relativeTo base: URL) -> URL? {
        hrefURLs(in: element, relativeTo: base).first
    }

    private static func hrefURLs(in element: XMLElement, relativeTo base: URL) -> [URL] {
        element.children(DAVNamespace.dav, "href").compactMap { Href.url($0.trimmedText, relativeTo: base) }.map(Href.asCollection)
    }
}
