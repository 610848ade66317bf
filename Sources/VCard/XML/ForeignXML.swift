import CLibXML2

/// An element of another namespace inside a `<vcard>`, written back out as
/// XML text from its SAX events (RFC 6351 §6 keeps it as the XML property).
///
/// The fragment stands alone: a namespace its elements or attributes use but
/// that an ancestor outside it declared is declared again where it is first
/// used. An element without content is written `<x/>`.
struct ForeignXML {
    private var bytes: [UInt8] = []
    /// Whether the last start tag still waits for its `>` (it may become `/>`).
    private var tagOpen = false
    /// The prefixes declared inside the fragment, one scope per open element.
    private var scopes = NamespaceScopes()

    var count: Int { bytes.count }
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func start(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        closeTag()
        var declarations: [(String, String)] = []
        scopes.open()
        for index in 0..<namespaceCount {
            let declaredPrefix = namespaces?[2 * index].map { String(cString: $0) } ?? ""
            let declaredURI = namespaces?[2 * index + 1].map { String(cString: $0) } ?? ""
            scopes.declare(declaredPrefix, declaredURI)
            declarations.append((declaredPrefix, declaredURI))
        }
        func require(_ prefix: String, _ uri: String) {
            guard !uri.isEmpty, scopes.resolve(prefix) != uri else { return }
            scopes.declare(prefix, uri)
            declarations.append((prefix, uri))
        }
        let elementPrefix = prefix.map { String(cString: $0) } ?? ""
        require(elementPrefix, uri.map { String(cString: $0) } ?? "")
        var written: [(String, [UInt8])] = []
        if let attributes {
            for index in 0..<attributeCount {
                let base = attributes + 5 * index
                guard let name = base[0], let start = base[3], let end = base[4] else { continue }
                let attributePrefix = base[1].map { String(cString: $0) }
                if let attributePrefix { require(attributePrefix, base[2].map { String(cString: $0) } ?? "") }
                let qualified = (attributePrefix.map { $0 + ":" } ?? "") + String(cString: name)
                written.append((qualified, Array(UnsafeBufferPointer(start: start, count: end - start))))
            }
        }
        bytes.append(UInt8(ascii: "<"))
        append(qualifiedName(local, prefix))
        for (declaredPrefix, declaredURI) in declarations {
            append(declaredPrefix.isEmpty ? " xmlns=\"" : " xmlns:\(declaredPrefix)=\"")
            escape(Array(declaredURI.utf8), attribute: true)
            bytes.append(UInt8(ascii: "\""))
        }
        for (name, value) in written {
            append(" \(name)=\"")
            // libxml2 hands attribute values over with `&amp;` kept as `&#38;`
            // (and refuses other entities): an ampersand is already escaped.
            escape(value, attribute: true, ampersandEscaped: true)
            bytes.append(UInt8(ascii: "\""))
        }
        tagOpen = true
    }

    mutating func text(_ characters: UnsafePointer<xmlChar>, count: Int) {
        closeTag()
        escape(UnsafeBufferPointer(start: characters, count: count), attribute: false)
    }

    mutating func end(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) {
        scopes.close()
        if tagOpen {
            append("/>")
            tagOpen = false
        } else {
            append("</" + qualifiedName(local, prefix) + ">")
        }
    }

    private mutating func closeTag() {
        if tagOpen {
            bytes.append(UInt8(ascii: ">"))
            tagOpen = false
        }
    }

    private func qualifiedName(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: local)
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func escape(_ text: some Sequence<UInt8>, attribute: Bool, ampersandEscaped: Bool = false) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&") where !ampersandEscaped: append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\"") where attribute: append("&quot;")
            default: bytes.append(byte)
            }
        }
    }
}
