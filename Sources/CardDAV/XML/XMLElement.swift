/// One element of a WebDAV response: its namespace and local name, its text
/// (character data and CDATA directly inside it, joined) and its child
/// elements in document order. Attributes are not kept: no WebDAV or CardDAV
/// property we read carries its value in one.
struct XMLElement: Sendable, Equatable {
    var namespace: String
    var name: String
    var text: String = ""
    var children: [XMLElement] = []

    /// Whether this element is `name` in `namespace`.
    func `is`(_ namespace: String, _ name: String) -> Bool {
        self.name == name && self.namespace == namespace
    }

    /// The first child element `name` in `namespace`.
    func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.is(namespace, name) }
    }

    /// Every child element `name` in `namespace`, in order.
    func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.is(namespace, name) }
    }

    /// The element's text without surrounding white space.
    var trimmedText: String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The XML namespaces WebDAV and CardDAV use.
enum DAVNamespace {
    /// RFC 4918 (WebDAV), RFC 6578 (sync-collection), RFC 5397 (current-user-principal).
    static let dav = "DAV:"
    /// RFC 6352 (CardDAV).
    static let cardDAV = "urn:ietf:params:xml:ns:carddav"
    /// Calendar server extensions (getctag).
    static let calendarServer = "http://calendarserver.org/ns/"
}
