import Foundation

/// An address book collection on the server, as its properties describe it.
public struct AddressBook: Sendable, Equatable {
    /// The collection's URL (with a trailing slash).
    public var url: URL
    /// `DAV:displayname`, when it has one.
    public var displayName: String?
    /// Whether the server lists `sync-collection` (RFC 6578) in the
    /// collection's `supported-report-set`.
    public var supportsSyncCollection: Bool
    /// The collection's current sync token, when the server gives one.
    public var syncToken: String?
    /// The calendar server's `getctag`, when the server gives one: it
    /// changes whenever any card in the collection does.
    public var ctag: String?
}

/// Where discovery led from the URL it started at.
public struct Discovery: Sendable, Equatable {
    /// The user's principal, when the server named one.
    public var principal: URL?
    /// The collections holding the user's address books.
    public var homes: [URL]
    /// The address books found, in the server's order.
    public var addressBooks: [AddressBook]
}
