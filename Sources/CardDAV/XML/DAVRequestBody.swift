import Foundation

/// The bodies of the WebDAV and CardDAV requests the client sends, written
/// with ``XMLBodyWriter``.
enum DAVRequestBody {
    /// `PROPFIND` for `properties` (RFC 4918 §9.1).
    static func propfind(_ properties: [DAVProperty]) throws(XMLWriteError) -> Data {
        let writer = XMLBodyWriter(root: DAVNamespace.dav, "propfind")
        prop(properties, writer)
        return try writer.finish()
    }

    /// `REPORT addressbook-multiget` for the cards at `hrefs` (RFC 6352 §8.7).
    static func addressBookMultiget(hrefs: [String], properties: [DAVProperty]) throws(XMLWriteError) -> Data {
        let writer = XMLBodyWriter(root: DAVNamespace.cardDAV, "addressbook-multiget")
        prop(properties, writer)
        for href in hrefs { writer.element(DAVNamespace.dav, "href", text: href) }
        return try writer.finish()
    }

    /// `REPORT sync-collection` from `token` (empty for the first sync),
    /// one level deep (RFC 6578 §3.2).
    static func syncCollection(token: String?, properties: [DAVProperty]) throws(XMLWriteError) -> Data {
        let writer = XMLBodyWriter(root: DAVNamespace.dav, "sync-collection")
        writer.element(DAVNamespace.dav, "sync-token", text: token ?? "")
        writer.element(DAVNamespace.dav, "sync-level", text: "1")
        prop(properties, writer)
        return try writer.finish()
    }

    /// Extended `MKCOL` for an address book (RFC 5689, RFC 6352 §6.3.1).
    static func makeAddressBook(displayName: String?) throws(XMLWriteError) -> Data {
        let writer = XMLBodyWriter(root: DAVNamespace.dav, "mkcol")
        writer.start(DAVNamespace.dav, "set")
        writer.start(DAVNamespace.dav, "prop")
        writer.start(DAVNamespace.dav, "resourcetype")
        writer.empty(DAVNamespace.dav, "collection")
        writer.empty(DAVNamespace.cardDAV, "addressbook")
        writer.end()
        if let displayName { writer.element(DAVNamespace.dav, "displayname", text: displayName) }
        writer.end()
        writer.end()
        return try writer.finish()
    }

    private static func prop(_ properties: [DAVProperty], _ writer: XMLBodyWriter) {
        writer.start(DAVNamespace.dav, "prop")
        for property in properties { writer.empty(property.namespace, property.name) }
        writer.end()
    }
}
