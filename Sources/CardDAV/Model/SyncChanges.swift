/// What changed in a collection since a sync token (RFC 6578): the cards
/// created or changed since then, with their new entity tags, the hrefs
/// deleted since then, and the token to ask from next time.
public struct SyncChanges: Sendable, Equatable {
    /// Cards created or changed; fetch their contents with a multiget.
    public var changed: [CardResource]
    /// Hrefs of cards that were deleted.
    public var deleted: [String]
    /// The token for the next call; store it only once the changes are applied.
    public var token: String
    /// Truncated answers (507 on the collection) followed to get all changes.
    public var rounds: Int
    /// Hrefs the answers named that are no members of the collection
    /// (``CardDAVCollection/isMember(_:)``): neither changes nor deletions.
    public var outside: [String] = []
}

/// What a write gave back.
public struct WriteResult: Sendable, Equatable {
    /// Where the card is: the server's `Location` when it sent one, else
    /// the href written to. This is the href to record.
    public var href: String
    /// The card's new entity tag, when the server sent a strong one. A
    /// server that rewrites the card (Radicale re-serializes it) may send
    /// none: list or fetch it to learn it.
    public var etag: String?
}
