/// A card in a collection as a listing names it: its href and entity tag.
public struct CardResource: Sendable, Equatable, Hashable {
    /// The href as the server wrote it (an absolute path, percent-encoded).
    public var href: String
    /// The entity tag, quotes included, as the server sent it; a write's
    /// `If-Match` uses it as it is. `nil` when the server gave none.
    public var etag: String?

    /// A card at `href` with entity tag `etag`.
    public init(href: String, etag: String?) {
        self.href = href
        self.etag = etag
    }
}

/// A card fetched with its contents.
public struct FetchedCard: Sendable, Equatable {
    /// The href as the server wrote it.
    public var href: String
    /// The entity tag of the contents below.
    public var etag: String?
    /// The vCard text as the server holds it.
    public var vcard: String
}

/// What an `addressbook-multiget` gave back.
public struct FetchResult: Sendable, Equatable {
    /// The cards found, in the server's order.
    public var cards: [FetchedCard]
    /// Hrefs asked for that the server says are not there (404).
    public var missing: [String]
}
