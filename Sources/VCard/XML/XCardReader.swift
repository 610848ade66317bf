import CLibXML2

#if canImport(Glibc)
import Glibc
#endif

/// Reads xCard (RFC 6351) with libxml2's streaming `xmlTextReader`: cards come
/// out one at a time, into the same model as plain vCard (version 4.0
/// properties), so the rest of `hotels` sees no difference.
///
/// Untrusted input: a DTD (and with it every entity, external or not) is an
/// error, the network is never used, and libxml2's default limits stay on —
/// at most 256 levels of nesting and 10,000,000 bytes in one text node
/// (`XML_PARSE_HUGE` is never set), so memory stays bounded by the largest
/// card. A document in another encoding than UTF-8 is refused (RFC 6351 §4).
public final class XCardReader: Sequence, IteratorProtocol {
    private let reader: OpaquePointer
    private let fileName: String
    private var cardIndex = 0
    private var finished = false
    private var errors: [String] = []
    private var errorLine = 0
    private var sawRoot = false
    private let keepAlive: [UInt8]

    /// The most nesting a card may use (libxml2 stops at 256 anyway).
    public static let maximumDepth = 64

    /// NONET: no network. Never NOENT, DTDLOAD, DTDATTR or HUGE.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)

    /// Reads xCard from bytes; `fileName` names them in diagnostics.
    public init(bytes: [UInt8], fileName: String = "<input>") {
        keepAlive = bytes
        prolog = Array(bytes.prefix(Self.prologLimit))
        self.fileName = fileName
        reader = keepAlive.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReaderForMemory($0, Int32(buffer.count), fileName, nil, Self.options)
            }
        }
        installErrorHandler()
    }

    /// Reads xCard from a file, streaming: memory stays bounded by the
    /// largest card, however big the file.
    public init?(path: String, fileName: String? = nil) {
        guard let file = fopen(path, "rb") else { return nil }
        var head = [UInt8](repeating: 0, count: Self.prologLimit)
        let count = fread(&head, 1, head.count, file)
        fclose(file)
        guard let reader = xmlReaderForFile(path, nil, Self.options) else { return nil }
        self.reader = reader
        keepAlive = []
        prolog = Array(head[0..<count])
        self.fileName = fileName ?? path
        installErrorHandler()
    }

    /// How much of the start is searched for a DTD before parsing.
    private static let prologLimit = 1 << 16
    private let prolog: [UInt8]

    private func installErrorHandler() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            let me = Unmanaged<XCardReader>.fromOpaque(context).takeUnretainedValue()
            let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            me.errors.append(message.trimmingTrailingNewlines)
            me.errorLine = Int(error.pointee.line)
        }, context)
    }

    deinit { xmlFreeTextReader(reader) }

    /// Whether `bytes` look like XML (after a BOM and white space).
    public static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        var slice = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } }
        return slice.first == UInt8(ascii: "<")
    }

    // MARK: - Reading

    private var line: Int { Int(xmlTextReaderGetParserLineNumber(reader)) }

    private func diagnostic(_ message: String, _ code: DiagnosticCode = .xmlMalformed, line: Int? = nil, card: Int? = nil,
                            severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(severity, code, message, file: fileName, line: line ?? self.line, cardIndex: card)
    }

    /// One step of the reader.
    private enum Step {
        case node, end
        case failed(Diagnostic)
    }

    private func advance() -> Step {
        let status = xmlTextReaderRead(reader)
        if status < 0 || !errors.isEmpty {
            let message = errors.first ?? "the XML is not well-formed"
            return .failed(diagnostic("xCard: \(message)", line: errorLine > 0 ? errorLine : line))
        }
        return status == 1 ? .node : .end
    }

    /// What reading one property gave.
    private enum PropertyResult {
        case property(Property)
        case problem(Diagnostic)
    }

    private var nodeType: Int32 { xmlTextReaderNodeType(reader) }
    // Names come from the parser's dictionary: the same name is the same
    // pointer for the whole document, so each is turned into a String once
    // and compared as a pointer after that (a String per node would double
    // the time of a read).
    private var names: [UnsafePointer<xmlChar>: String] = [:]
    private lazy var vcardNamespace = xmlTextReaderConstString(reader, XCardSchema.namespace)
    private lazy var parametersName = xmlTextReaderConstString(reader, "parameters")
    private lazy var groupName = xmlTextReaderConstString(reader, "group")

    private func interned(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        if let name = names[pointer] { return name }
        let name = String(cString: pointer)
        names[pointer] = name
        return name
    }

    private var localName: String { interned(xmlTextReaderConstLocalName(reader)) }

    /// The local name upper-cased (a property or parameter name), cached per name.
    private var upperNames: [UnsafePointer<xmlChar>: String] = [:]
    private var upperLocalName: String {
        guard let pointer = xmlTextReaderConstLocalName(reader) else { return "" }
        if let name = upperNames[pointer] { return name }
        let name = String(cString: pointer).uppercased()
        upperNames[pointer] = name
        return name
    }
    private var namespace: String { interned(xmlTextReaderConstNamespaceUri(reader)) }
    private var inVCardNamespace: Bool { xmlTextReaderConstNamespaceUri(reader) == vcardNamespace }
    private func localNameIs(_ name: UnsafePointer<xmlChar>?) -> Bool { xmlTextReaderConstLocalName(reader) == name }
    private var depth: Int { Int(xmlTextReaderDepth(reader)) }
    private var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// Whether the prolog (what precedes the first element) declares a DTD.
    /// Checked before libxml2 sees the document, so an entity it declares
    /// is never parsed at all.
    private lazy var declaresDTD: Bool = {
        let marker = Array("<!DOCTYPE".utf8)
        var index = 0
        let bytes = prolog
        while index + marker.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // Past the XML declaration, comments and processing
                // instructions, the first element ends the prolog.
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return false }
            }
            index += 1
        }
        return false
    }()

    public func next() -> ReadResult? {
        guard !finished else { return nil }
        if declaresDTD {
            finished = true
            return .diagnostic(diagnostic("xCard: a DTD is not allowed (entities, external or not, are refused)", .xmlRefused, line: 1))
        }
        while true {
            switch advance() {
            case .failed(let problem):
                finished = true
                return .diagnostic(problem)
            case .end:
                finished = true
                if !sawRoot { return .diagnostic(diagnostic("xCard: no <vcards> element", line: 1)) }
                return nil
            case .node:
                break
            }
            switch nodeType {
            case 10:  // DOCTYPE
                finished = true
                return .diagnostic(diagnostic("xCard: a DTD is not allowed (entities, external or not, are refused)", .xmlRefused))
            case 5:  // entity reference
                finished = true
                return .diagnostic(diagnostic("xCard: entity references are not allowed", .xmlRefused))
            case 1:
                if let encoding = xmlTextReaderConstEncoding(reader).map({ String(cString: $0).uppercased() }),
                   encoding != "UTF-8", encoding != "UTF8" {
                    finished = true
                    return .diagnostic(diagnostic("xCard: the document is in \(encoding); RFC 6351 requires UTF-8", .xmlRefused))
                }
                if depth == 0 {
                    sawRoot = true
                    guard localName == "vcards", namespace == XCardSchema.namespace else {
                        finished = true
                        let found = namespace.isEmpty ? "no namespace" : "namespace \(namespace)"
                        return .diagnostic(diagnostic("xCard: the root is <\(localName)> in \(found); expected <vcards> in \(XCardSchema.namespace)", .xmlNamespace))
                    }
                } else if depth == 1 && localName == "vcard" && namespace == XCardSchema.namespace {
                    cardIndex += 1
                    return readCard()
                } else if depth == 1 {
                    return .diagnostic(diagnostic("xCard: <\(localName)> where a <vcard> was expected; skipped", .xmlUnexpected, severity: .warning))
                }
            default:
                continue
            }
        }
    }

    // MARK: - A card

    private func readCard() -> ReadResult {
        let firstLine = line
        var properties = [Property(name: "VERSION", value: "4.0")]
        var warnings: [Diagnostic] = []
        if isEmptyElement { return .card(Card(properties: properties), diagnostics: warnings) }
        var group: String? = nil
        var groupDepth = -1
        // After a foreign element is skipped the reader already stands on the next node.
        var positioned = false
        while true {
            if positioned {
                positioned = false
            } else {
                switch advance() {
                case .failed(let problem):
                    finished = true
                    return .diagnostic(problem)
                case .end:
                    finished = true
                    return .diagnostic(diagnostic("xCard: the file ends inside a <vcard>", card: cardIndex))
                case .node:
                    break
                }
            }
            if nodeType == 10 || nodeType == 5 {
                finished = true
                return .diagnostic(diagnostic("xCard: DTDs and entity references are not allowed", .xmlRefused, card: cardIndex))
            }
            if depth > Self.maximumDepth {
                finished = true
                return .diagnostic(diagnostic("xCard: elements nested more than \(Self.maximumDepth) deep", card: cardIndex))
            }
            if nodeType == 15 {
                if depth == 1 { break }
                if depth == groupDepth { group = nil; groupDepth = -1 }
                continue
            }
            guard nodeType == 1 else { continue }
            if !inVCardNamespace {
                // RFC 6351 §6: elements of other namespaces become the XML property.
                let xml = outerXML()
                properties.append(Property(name: "XML", value: ValueEscaping.escapeText(xml, version: .v4_0)))
                positioned = true
                continue
            }
            if group == nil && localNameIs(groupName) {
                group = xmlTextReaderGetAttribute(reader, "name").map { pointer in
                    defer { xmlFreeString(pointer) }
                    return String(cString: pointer)
                }
                groupDepth = depth
                if isEmptyElement { group = nil; groupDepth = -1 }
                continue
            }
            switch readProperty(group: group) {
            case .property(let property): properties.append(property)
            case .problem(let problem):
                if problem.severity == .error {
                    finished = true
                    return .diagnostic(problem)
                }
                warnings.append(problem)
            }
        }
        _ = firstLine
        return .card(Card(properties: properties), diagnostics: warnings)
    }

    /// Reads one property element (the reader is on its start tag).
    private func readProperty(group: String?) -> PropertyResult {
        let name = upperLocalName
        let propertyDepth = depth
        var parameters: [Parameter] = []
        var values: [(type: String, text: String)] = []
        if isEmptyElement { return .property(Property(group: group, name: name, value: "")) }
        var currentType: String? = nil
        var currentText = ""
        var parameterName: String? = nil
        var parameterValues: [String] = []
        var inParameters = false
        while true {
            switch advance() {
            case .failed(let problem): return .problem(problem)
            case .end: return .problem(diagnostic("xCard: the file ends inside <\(name.lowercased())>", card: cardIndex))
            case .node: break
            }
            let relative = depth - propertyDepth
            switch nodeType {
            case 1:
                if relative == 1 && localNameIs(parametersName) {
                    inParameters = !isEmptyElement
                } else if inParameters && relative == 2 {
                    parameterName = upperLocalName
                    parameterValues = []
                    if isEmptyElement { parameters.append(Parameter(name: parameterName, values: [])); parameterName = nil }
                } else if inParameters && relative == 3 {
                    currentText = ""
                    currentType = localName
                    if isEmptyElement { parameterValues.append(""); currentType = nil }
                } else if !inParameters && relative == 1 {
                    currentType = localName
                    currentText = ""
                    if isEmptyElement { values.append((localName, "")); currentType = nil }
                } else if relative > 3 {
                    return .problem(diagnostic("xCard: unexpected <\(localName)> nested in <\(name.lowercased())>", .xmlUnexpected, card: cardIndex))
                }
            case 3, 4, 13, 14:
                if currentType != nil, let text = xmlTextReaderConstValue(reader) {
                    // Usually the one text node of the element.
                    if currentText.isEmpty { currentText = String(cString: text) } else { currentText += String(cString: text) }
                }
            case 15:
                if relative == 0 {
                    return .property(makeProperty(name: name, group: group, parameters: parameters, values: values))
                }
                if inParameters && relative == 3, currentType != nil {
                    parameterValues.append(currentText)
                    currentType = nil
                } else if inParameters && relative == 2, let parameterName {
                    parameters.append(Parameter(name: parameterName, values: parameterValues))
                } else if relative == 1 && localNameIs(parametersName) {
                    inParameters = false
                } else if !inParameters && relative == 1, let type = currentType {
                    values.append((type, currentText))
                    currentType = nil
                }
            default:
                continue
            }
        }
    }

    /// A property from its value elements, as vCard 4.0 text.
    private func makeProperty(name: String, group: String?, parameters: [Parameter], values: [(type: String, text: String)]) -> Property {
        var parameters = parameters
        let value: String
        if let components = XCardSchema.components[name] {
            // Each component element may repeat (several values in one
            // component); components after the last one written are left out,
            // as the vCard they came from left them out.
            let present = components.lastIndex { component in values.contains { $0.type == component } } ?? 0
            value = components[...present].map { component in
                values.filter { $0.type == component }.map { ValueEscaping.escapeText($0.text, version: .v4_0) }.joined(separator: ",")
            }.joined(separator: ";")
        } else if name == "ORG" {
            value = values.map { ValueEscaping.escapeText($0.text, version: .v4_0) }.joined(separator: ";")
        } else {
            let type = values.first?.type ?? "unknown"
            let defaultType = XCardSchema.defaultType[name] ?? "unknown"
            // date, date-time and time are the forms of date-and-or-time.
            let isDateForm = defaultType == "date-and-or-time" && ["date", "date-time", "time"].contains(type)
            if type != "unknown", type != defaultType, !isDateForm {
                parameters.append(Parameter(name: "VALUE", values: [type]))
            }
            if isDateForm && type == "time" {
                return Property(group: group, name: name, parameters: parameters, value: "T" + (values.first?.text ?? ""))
            }
            if type == "text" && PropertyRegistry.shape(of: name) != .verbatim {
                // Text is escaped again for vCard; a list's items are joined by commas.
                value = values.map { ValueEscaping.escapeText($0.text, version: .v4_0) }.joined(separator: ",")
            } else {
                value = values.map(\.text).joined(separator: ",")
            }
        }
        return Property(group: group, name: name, parameters: parameters, value: value)
    }

    /// The current element and its content as XML text.
    private func outerXML() -> String {
        guard let pointer = xmlTextReaderReadOuterXml(reader) else { return "" }
        defer { xmlFreeString(pointer) }
        let text = String(cString: pointer)
        _ = xmlTextReaderNext(reader)
        return text
    }
}

/// Frees a string libxml2 handed out.
func xmlFreeString(_ pointer: UnsafeMutablePointer<xmlChar>) {
    hotels_xml_free(pointer)
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        return text
    }
}
