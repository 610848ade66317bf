import CLibXML2
import Foundation

/// Reads a WebDAV response body into an ``XMLElement`` tree with libxml2's
/// streaming `xmlTextReader`.
///
/// A response is untrusted input: no network access (`XML_PARSE_NONET`), no
/// entity substitution and no DTD loading (never `NOENT`, `DTDLOAD` or
/// `HUGE`), and a document type declaration is refused outright, so an XXE
/// or "billion laughs" body is an error rather than a file read or an
/// out-of-memory. libxml2's errors go to a handler on the reader, never to
/// standard error.
enum XMLDocumentReader {
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// The most elements nested in one another that a response may have;
    /// multistatus bodies nest about eight deep.
    static let maximumDepth = 64

    /// The document's root element.
    static func root(of body: Data) throws(XMLReadError) -> XMLElement {
        guard !body.isEmpty else { throw XMLReadError(reason: "the body is empty") }
        guard body.count <= Int(Int32.max) else { throw XMLReadError(reason: "the body is larger than libxml2 reads") }
        let errors = ErrorCollector()
        let reader: xmlTextReaderPtr? = body.withUnsafeBytes { bytes in
            xmlReaderForMemory(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, options)
        }
        guard let reader else { throw XMLReadError(reason: "libxml2 could not start a reader") }
        defer { xmlFreeTextReader(reader) }
        let unmanaged = Unmanaged.passUnretained(errors)
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
            if collector.first == nil, let message = error.pointee.message {
                collector.first = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
                collector.line = Int(error.pointee.line)
            }
        }, unmanaged.toOpaque())
        return try withExtendedLifetime(errors) { () throws(XMLReadError) -> XMLElement in
            try read(reader, errors)
        }
    }

    private static func read(_ reader: xmlTextReaderPtr, _ errors: ErrorCollector) throws(XMLReadError) -> XMLElement {
        // Open elements, innermost last; the root stays at index 0.
        var stack: [XMLElement] = []
        var root: XMLElement?
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else {
                // libxml2 calls a body cut short "extra content"; say what happened.
                if let open = stack.last, errors.first?.hasPrefix("Extra content") ?? true {
                    throw XMLReadError(reason: "the body ends inside element \(open.name)", line: errors.line)
                }
                throw XMLReadError(reason: errors.first ?? "the XML is not well-formed", line: errors.line)
            }
            switch Int32(xmlTextReaderNodeType(reader)) {
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw XMLReadError(reason: "a document type declaration is not accepted in a WebDAV response")
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                guard stack.count < maximumDepth else {
                    throw XMLReadError(reason: "elements nest deeper than \(maximumDepth)")
                }
                let element = XMLElement(namespace: string(xmlTextReaderConstNamespaceUri(reader)),
                                         name: string(xmlTextReaderConstLocalName(reader)))
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    close(element, into: &stack, root: &root)
                } else {
                    stack.append(element)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                if let element = stack.popLast() { close(element, into: &stack, root: &root) }
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                 Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue), Int32(XML_READER_TYPE_WHITESPACE.rawValue):
                if !stack.isEmpty { stack[stack.count - 1].text += string(xmlTextReaderConstValue(reader)) }
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                throw XMLReadError(reason: "an entity reference is not accepted in a WebDAV response")
            default:
                continue
            }
        }
        if let message = errors.first { throw XMLReadError(reason: message, line: errors.line) }
        guard let root else { throw XMLReadError(reason: "the body has no root element") }
        return root
    }

    private static func close(_ element: XMLElement, into stack: inout [XMLElement], root: inout XMLElement?) {
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// libxml2's first error for a document, handed over through the
    /// reader's structured error handler.
    private final class ErrorCollector {
        var first: String?
        var line: Int?
    }
}

/// A response body that is not a well-formed, acceptable XML document.
struct XMLReadError: Error, Sendable, Equatable {
    var reason: String
    var line: Int?
}
