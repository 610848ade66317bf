import Foundation

/// The properties that describe an address book, and reading them from a
/// multistatus response.
enum AddressBookProperties {
    static let all: [DAVProperty] = [.resourceType, .displayName, .supportedReportSet, .syncToken, .getCTag]

    /// The address book a response describes, or `nil` when its resource
    /// type is not `addressbook`.
    static func addressBook(from response: Multistatus.Response, relativeTo base: URL) -> AddressBook? {
        guard let type = response.property(.resourceType), type.child(DAVNamespace.cardDAV, "addressbook") != nil,
              let url = Href.url(response.href, relativeTo: base) else { return nil }
        let name = response.property(.displayName)?.trimmedText
        let token = response.property(.syncToken)?.trimmedText
        let ctag = response.property(.getCTag)?.trimmedText
        return AddressBook(url: Href.asCollection(url), displayName: name?.isEmpty == false ? name : nil,
                           supportsSyncCollection: response.property(.supportedReportSet).map(listsSyncCollection) ?? false,
                           syncToken: token?.isEmpty == false ? token : nil, ctag: ctag?.isEmpty == false ? ctag : nil)
    }

    /// Whether a `supported-report-set` holds `sync-collection`, at any depth
    /// (`supported-report` / `report` / `sync-collection`).
    static func listsSyncCollection(_ element: XMLElement) -> Bool {
        element.is(DAVNamespace.dav, "sync-collection") || element.children.contains(where: listsSyncCollection)
    }
}
