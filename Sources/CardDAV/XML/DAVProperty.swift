/// A WebDAV property asked for by name: its namespace and local name.
struct DAVProperty: Sendable, Hashable {
    var namespace: String
    var name: String

    static let getETag = DAVProperty(namespace: DAVNamespace.dav, name: "getetag")
    static let resourceType = DAVProperty(namespace: DAVNamespace.dav, name: "resourcetype")
    static let displayName = DAVProperty(namespace: DAVNamespace.dav, name: "displayname")
    static let currentUserPrincipal = DAVProperty(namespace: DAVNamespace.dav, name: "current-user-principal")
    static let syncToken = DAVProperty(namespace: DAVNamespace.dav, name: "sync-token")
    static let supportedReportSet = DAVProperty(namespace: DAVNamespace.dav, name: "supported-report-set")
    static let addressBookHomeSet = DAVProperty(namespace: DAVNamespace.cardDAV, name: "addressbook-home-set")
    static let addressData = DAVProperty(namespace: DAVNamespace.cardDAV, name: "address-data")
    static let getCTag = DAVProperty(namespace: DAVNamespace.calendarServer, name: "getctag")
}
