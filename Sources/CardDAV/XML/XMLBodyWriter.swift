import CLibXML2
import Foundation

/// One request body being written by libxml2's `xmlTextWriter` into memory:
/// UTF-8, the namespaces declared once on the root element with fixed
/// prefixes (`d` for DAV:, `c` for CardDAV, `cs` for the calendar server's).
///
/// The writer and its buffer live as long as this object. A call that
/// fails (libxml2 returns -1, which in memory means it ran out) is
/// remembered, and ``finish()`` throws it rather than hand back half a body.
final class XMLBodyWriter {
    private let buffer: xmlBufferPtr?
    private var writer: xmlTextWriterPtr?
    private var failed: String?

    private static let prefixes = [DAVNamespace.dav: "d", DAVNamespace.cardDAV: "c", DAVNamespace.calendarServer: "cs"]

    /// Starts a document whose root element is `name` in `namespace`.
    init(root namespace: String, _ name: String) {
        buffer = xmlBufferCreate()
        writer = buffer.flatMap { xmlNewTextWriterMemory($0, 0) }
        guard writer != nil else { failed = "libxml2 could not start a writer"; return }
        check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "the XML declaration")
        start(namespace, name)
        for (uri, prefix) in Self.prefixes.sorted(by: { $0.value < $1.value }) {
            check(xmlTextWriterWriteAttribute(writer, "xmlns:\(prefix)", uri), "a namespace declaration")
        }
    }

    deinit {
        if let writer { xmlFreeTextWriter(writer) }
        if let buffer { xmlBufferFree(buffer) }
    }

    /// Opens element `name` in `namespace` (one of ``DAVNamespace``'s).
    func start(_ namespace: String, _ name: String) {
        let prefix = Self.prefixes[namespace] ?? "d"
        check(xmlTextWriterStartElement(writer, "\(prefix):\(name)"), "element \(name)")
    }

    /// Closes the innermost open element.
    func end() {
        check(xmlTextWriterEndElement(writer), "the end of an element")
    }

    /// An element with nothing inside.
    func empty(_ namespace: String, _ name: String) {
        start(namespace, name)
        end()
    }

    /// An element holding `text`, escaped as XML needs.
    func element(_ namespace: String, _ name: String, text: String) {
        start(namespace, name)
        check(xmlTextWriterWriteString(writer, text), "the text of \(name)")
        end()
    }

    /// Closes every open element and hands back the document's bytes.
    func finish() throws(XMLWriteError) -> Data {
        check(xmlTextWriterEndDocument(writer), "the end of the document")
        if let writer { xmlFreeTextWriter(writer) }
        writer = nil
        if let failed { throw XMLWriteError(reason: failed) }
        guard let buffer, let content = xmlBufferContent(buffer) else { throw XMLWriteError(reason: "libxml2 gave no buffer") }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    private func check(_ status: Int32, _ what: String) {
        if status < 0 && failed == nil { failed = "libxml2 could not write \(what)" }
    }
}

/// A request body that libxml2 could not write (it ran out of memory).
struct XMLWriteError: Error, Sendable, Equatable {
    var reason: String
}
