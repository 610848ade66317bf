import CLibXML2

/// Turns libxml2's SAX2 events for an xCard document into cards: tracks
/// where in `<vcards>/<vcard>/<property>/<parameters>` each element is, and
/// collects property values as they come. Results wait in ``results`` for
/// ``XCardReader`` to hand out.
///
/// Names come from the parser's dictionary: the same name is the same
/// pointer for the whole document, so each is made a `String` once and
/// looked up by pointer after that.
///
/// A struct that the reader keeps at a fixed address and hands to libxml2
/// as the callbacks' user data: each event then reaches it without a
/// retain, and without the run-time exclusivity checks that every access to
/// a class's stored properties would make (a tenth of the time otherwise).
struct XCardBuilder {
    /// Cards and diagnostics, in document order, not yet handed out.
    var results: [ReadResult] = []
    /// Set once an error ended the document.
    private(set) var stopped = false
    /// The parser, for line numbers and for stopping it.
    var context: xmlParserCtxtPtr?

    private let fileName: String
    private var depth = 0
    private var sawRoot = false
    /// The level of an element being skipped with its content, or -1.
    private var skipLevel = -1

    // The card being read.
    private var inCard = false
    private var cardIndex = 0
    /// The line of the current card's `<vcard>` start tag.
    private var cardLine = 0
    /// The line the current property's start tag ends on, and the current element of another namespace's.
    private var propertyLine = 0
    private var foreignLine = 0
    private var lines = XCardLines()
    private var warnings: [Diagnostic] = []
    private var group: String?
    private var groupLevel = -1
    /// The levels of `<group>` elements inside the group, read through.
    private var innerGroupLevels: [Int] = []

    // The property being read.
    private var propertyLevel = -1
    private var property: XMLName?
    private var propertyName: String { property.map { names.upper($0) } ?? "" }
    private var parameters: [Parameter] = []
    /// The value elements read: their types, and where their texts (escaped
    /// where the value is text, as they go into the vCard value) are in `texts`.
    private var types: [XMLName] = []
    private var ranges: [Range<Int>] = []
    private var texts = ByteBuffer()
    /// Whether the group's name can stand as a vCard group.
    private var groupIsName = true
    /// Whether the parameters' names can stand as vCard parameter names.
    private var parametersAreNames = true
    private var inParameters = false
    private var parameterName: String?
    private var parameterValues: [String] = []
    private var valueType: XMLName?
    private var text = ByteBuffer()
    /// Text written in the property's element itself, outside any value
    /// element (`<fn>Hotel</fn>`): the value, where the property has none.
    private var bareText = ByteBuffer()
    /// The vCard value of the property that just ended.
    private var valueBytes = ByteBuffer()

    // An element of another namespace, serialized as it comes (RFC 6351 §6).
    private var foreign: ForeignXML?
    /// The level of the foreign element, or -1 when there is none (tested
    /// instead of `foreign`, whose test would copy it).
    private var foreignLevel = -1

    private var names = XMLNameCache()
    /// The namespace URI pointer last found to be (or not be) xCard's.
    private var lastNamespace: (pointer: UnsafePointer<xmlChar>, isVCard: Bool)?

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Frees its buffers; the builder is not used after this.
    mutating func free() {
        text.free()
        valueBytes.free()
        texts.free()
        lines.free()
    }

    private var line: Int { Int(hotels_xml_line(context)) }

    // MARK: - Results

    /// Ends the document with an error (the first one counts).
    mutating func fail(_ message: String, code: DiagnosticCode, line: Int?) {
        guard !stopped else { return }
        stopped = true
        results.append(.diagnostic(Diagnostic(.error, code, message, file: fileName, line: line ?? self.line,
                                              cardIndex: inCard ? cardIndex : nil)))
        if let context { xmlStopParser(context) }
    }

    private mutating func warn(_ message: String, code: DiagnosticCode) {
        results.append(.diagnostic(Diagnostic(.warning, code, message, file: fileName, line: line)))
    }

    /// Whether the input so far leaves elements open.
    var isInsideElement: Bool { depth > 0 }

    /// The input ended inside an element: it was cut short.
    mutating func truncated() {
        fail(inCard ? "xCard: the file ends inside a <vcard>" : "xCard: the file ends before </vcards>", code: .xmlMalformed, line: nil)
    }

    /// The input ended without a parser error.
    mutating func endOfInput() {
        if !sawRoot { fail("xCard: no <vcards> element", code: .xmlMalformed, line: 1) }
        else if inCard { truncated() }
    }

    // MARK: - Events

    mutating func startElement(_ local: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
                      namespaceCount: Int, namespaces declared: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                      attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let level = depth
        depth += 1
        if stopped || skipLevel >= 0 { return }
        if foreignLevel >= 0 {
            foreign?.start(local, prefix: prefix, uri: uri, namespaceCount: namespaceCount, namespaces: declared,
                           attributeCount: attributeCount, attributes: attributes)
            checkForeignLength()
            return
        }
        switch level {
        case 0:
            sawRoot = true
            guard name(local) == "vcards", isVCard(uri) else {
                let found = uri.map { "namespace \(String(cString: $0))" } ?? "no namespace"
                return fail("xCard: the root is <\(name(local))> in \(found); expected <vcards> in \(XCardSchema.namespace)",
                            code: .xmlNamespace, line: nil)
            }
        case 1:
            let isCard = names.name(local).role == .vcard
            guard isCard, isVCard(uri) else {
                if isCard {
                    // A card all the same, its namespace not xCard's: counted, and rejected (its elements cannot be read as vCard's).
                    cardIndex += 1
                    let found = uri.map { "namespace \(String(cString: $0))" } ?? "no namespace"
                    let error = Diagnostic(.error, .xmlNamespace,
                                           "xCard: <vcard> in \(found), not \(XCardSchema.namespace) (RFC 6351); the card is skipped",
                                           file: fileName, line: line, cardIndex: cardIndex)
                    results.append(.rejected(RejectedCard(index: cardIndex, line: line, bytes: [], diagnostics: [error])))
                } else {
                    warn("xCard: <\(name(local))> where a <vcard> was expected; skipped", code: .xmlUnexpected)
                }
                skipLevel = level
                return
            }
            inCard = true
            cardIndex += 1
            cardLine = line
            lines.start(line: cardLine)
            warnings = []
        default:
            if level > XCardReader.maximumDepth {
                return rejectCard("xCard: elements nested more than \(XCardReader.maximumDepth) deep", code: .xmlMalformed)
            }
            if propertyLevel >= 0, !isVCard(uri) {
                // No vCard value: RFC 6351 names none in another namespace.
                warn("xCard: <\(name(local))> of another namespace inside <\(propertyName.lowercased())> is no vCard value; skipped",
                     code: .xmlUnexpected)
                skipLevel = level
            } else if propertyLevel >= 0 {
                startInProperty(local, relative: level - propertyLevel)
            } else if !isVCard(uri) {
                foreign = ForeignXML()
                foreignLevel = level
                foreignLine = line
                foreign?.start(local, prefix: prefix, uri: uri, namespaceCount: namespaceCount, namespaces: declared,
                               attributeCount: attributeCount, attributes: attributes)
            } else {
                let element = names.name(local)
                if element.role == .group {
                    if group == nil {
                        group = attribute("name", attributeCount, attributes)
                        groupIsName = group.map(XCardLines.isName) ?? true
                        groupLevel = level
                    } else {
                        // RFC 6351 nests no group in a group; its properties are the outer group's.
                        warn("xCard: <group> nested in <group>; its properties are read as the outer group's", code: .xmlUnexpected)
                        innerGroupLevels.append(level)
                    }
                    return
                }
                propertyLevel = level
                propertyLine = line
                property = element
                // Fresh arrays, not emptied ones: the last property took the
                // parameters' storage, and emptying a shared array copies it.
                parameters = []
                types.removeAll(keepingCapacity: true)
                ranges.removeAll(keepingCapacity: true)
                texts.removeAll()
                bareText.removeAll()
                parametersAreNames = true
                inParameters = false
                valueType = nil
            }
        }
    }

    private mutating func startInProperty(_ local: UnsafePointer<xmlChar>, relative: Int) {
        guard relative <= 3 else {
            return rejectCard("xCard: unexpected <\(name(local))> nested in <\(propertyName.lowercased())>", code: .xmlUnexpected)
        }
        let element = names.name(local)
        if relative == 1 && element.role == .parameters {
            inParameters = true
        } else if inParameters && relative == 2 {
            parameterName = names.upper(element)
            if !element.isVCardName { parametersAreNames = false }
            parameterValues.removeAll(keepingCapacity: true)
        } else if relative == 1 || (inParameters && relative == 3) {
            valueType = element
            text.removeAll()
        }
    }

    mutating func endElement(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) {
        depth -= 1
        let level = depth
        if stopped { return }
        if skipLevel >= 0 {
            if level == skipLevel { skipLevel = -1 }
            return
        }
        if foreignLevel >= 0 {
            foreign?.end(local, prefix: prefix)
            checkForeignLength()
            if stopped { return }
            if level == foreignLevel, let xml = foreign?.text {
                let value = ValueEscaping.escapeText(xml, version: .v4_0)
                var bytes = valueBytes
                bytes.removeAll()
                bytes.append(value)
                valueBytes = bytes
                lines.append(group: nil, name: "XML", parameters: [], plain: true, value: bytes, line: foreignLine)
                foreign = nil
                foreignLevel = -1
                checkCardLength()
            }
            return
        }
        if propertyLevel >= 0 {
            let relative = level - propertyLevel
            if relative == 0 {
                if let property, Property.isCardDelimiter(name: names.upper(property)) {
                    warn("xCard: a property named <\(propertyName.lowercased())> frames a card in vCard; skipped", code: .xmlUnexpected)
                } else if let property {
                    let plain = property.isVCardName && groupIsName && parametersAreNames
                    // The value goes through a local buffer: written straight
                    // into `lines`, it would overlap the access to the
                    // builder's arrays, which Swift then copies per property.
                    var value = valueBytes
                    value.removeAll()
                    let bare = bareText.withBytes { Self.trimmed($0).map(Array.init) }
                    if let bare, types.isEmpty {
                        readBare(bare, of: property, into: &value)
                    } else {
                        if bare != nil {
                            warn("xCard: text directly inside <\(propertyName.lowercased())>, beside its value element; skipped",
                                 code: .xmlUnexpected)
                        }
                        XCardValues.writeValue(property, types: types, ranges: ranges, texts: texts, names: names, to: &value)
                    }
                    valueBytes = value
                    lines.append(group: group, name: names.upper(property),
                                 parameters: XCardValues.parameters(property, parameters, types: types, names: names),
                                 plain: plain, value: value, line: propertyLine)
                }
                propertyLevel = -1
                checkCardLength()
            } else if inParameters && relative == 3, valueType != nil {
                parameterValues.append(text.withBytes { String(decoding: $0, as: UTF8.self) })
                valueType = nil
            } else if inParameters && relative == 2, let parameterName {
                parameters.append(Parameter(name: parameterName, plainValues: parameterValues))
                self.parameterName = nil
            } else if relative == 1 && inParameters && names.name(local).role == .parameters {
                inParameters = false
            } else if !inParameters && relative == 1, let type = valueType, let property {
                let start = texts.count
                text.withBytes { bytes in XCardValues.append(bytes, type: type, in: property, to: &texts) }
                types.append(type)
                ranges.append(start..<texts.count)
                valueType = nil
            }
            return
        }
        if innerGroupLevels.last == level {
            innerGroupLevels.removeLast()
        } else if level == groupLevel {
            group = nil
            groupIsName = true
            groupLevel = -1
        } else if level == 1 && inCard {
            var card = Card(properties: lines.properties())
            card.structuredLine = cardLine
            results.append(.card(card, diagnostics: warnings))
            inCard = false
        }
    }

    mutating func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard !stopped, skipLevel < 0 else { return }
        if foreignLevel >= 0 {
            foreign?.text(bytes, count: count)
            checkForeignLength()
        } else if valueType != nil {
            text.append(bytes, count: count)
            if text.count > XCardReader.maximumTextLength {
                rejectCard("xCard: a value longer than \(XCardReader.maximumTextLength) bytes", code: .xmlRefused)
            }
        } else if propertyLevel >= 0, depth == propertyLevel + 1 {
            bareText.append(bytes, count: count)
            if bareText.count > XCardReader.maximumTextLength {
                rejectCard("xCard: a value longer than \(XCardReader.maximumTextLength) bytes", code: .xmlRefused)
            }
        }
    }

    /// Text a property's element holds outside any value element, and no
    /// value element (`<fn>Hotel</fn>`, not `<fn><text>Hotel</text></fn>`):
    /// read as its value, as written, where the property has one value;
    /// skipped in a value of components (N, ADR), whose parts it cannot tell.
    /// A warning says which.
    private mutating func readBare(_ bare: [UInt8], of property: XMLName, into value: inout ByteBuffer) {
        let element = propertyName.lowercased()
        guard !property.isStructured, !property.hasTextComponents else {
            return warn("xCard: text directly inside <\(element)>, not in its component elements; skipped", code: .xmlUnexpected)
        }
        warn("xCard: text directly inside <\(element)>, not in a value element; read as its value", code: .xmlUnexpected)
        bare.withUnsafeBufferPointer { bytes in XCardValues.append(bytes, type: nil, in: property, to: &value) }
    }

    /// `bytes` without the white space XML's indentation puts around them.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[first...last])
    }

    /// A card over ``XCardReader/maximumCardLength`` is rejected (``rejectCard(_:code:)``).
    private mutating func checkCardLength() {
        guard lines.size > XCardReader.maximumCardLength else { return }
        rejectCard("xCard: the card has more than \(XCardReader.maximumCardLength) bytes of text (the limit for one card); skipped",
                   code: .xmlRefused)
    }

    /// A card whose content cannot be read (nested deeper than a property
    /// allows, a value or the card over its limit) is rejected, without
    /// its bytes (which the limits keep out of memory), and skipped to its
    /// end tag: the cards after it are read, as jCard's are. Outside a
    /// card the document ends (``fail(_:code:line:)``).
    private mutating func rejectCard(_ message: String, code: DiagnosticCode) {
        guard inCard else { return fail(message, code: code, line: nil) }
        let error = Diagnostic(.error, code, message, file: fileName, line: line, cardIndex: cardIndex)
        results.append(.rejected(RejectedCard(index: cardIndex, line: cardLine, bytes: [], diagnostics: [error])))
        lines.start()
        inCard = false
        group = nil
        groupIsName = true
        groupLevel = -1
        innerGroupLevels = []
        propertyLevel = -1
        property = nil
        inParameters = false
        valueType = nil
        text.removeAll()
        bareText.removeAll()
        foreign = nil
        foreignLevel = -1
        skipLevel = 1
    }

    /// An element of another namespace is bounded as a text value is, its
    /// tags counted with its text, however it is nested.
    private mutating func checkForeignLength() {
        if (foreign?.count ?? 0) > XCardReader.maximumTextLength {
            rejectCard("xCard: an element of another namespace longer than \(XCardReader.maximumTextLength) bytes", code: .xmlRefused)
        }
    }

    mutating func documentType() {
        fail("xCard: a DTD is not allowed (entities, external or not, are refused)", code: .xmlRefused, line: nil)
    }

    mutating func parserMessage(_ message: String, line: Int, isError: Bool) {
        let message = "xCard: " + Self.plain(message)
        if isError {
            fail(message, code: .xmlMalformed, line: line > 0 ? line : nil)
        } else if !stopped {
            results.append(.diagnostic(Diagnostic(.warning, .xmlMalformed, message, file: fileName, line: line)))
        }
    }

    /// libxml2's words for a problem, on one line: its second line
    /// ("Bytes: 0xFF 0xFE …") joined to the first, and its note on a text
    /// that is not UTF-8 said in the user's terms.
    static func plain(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
        guard var first = lines.first else { return "" }
        if first.hasPrefix("Input is not proper UTF-8") { first = "the text is not UTF-8, which RFC 6351 requires" }
        return ([first] + lines.dropFirst().map { $0.hasPrefix("Bytes:") ? "bytes" + $0.dropFirst("Bytes:".count) : $0 })
            .joined(separator: ": ")
    }

    // MARK: - Names

    private mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        let name = names.name(pointer)
        return names.local(name)
    }

    private mutating func isVCard(_ uri: UnsafePointer<xmlChar>?) -> Bool {
        guard let uri else { return false }
        if let last = lastNamespace, last.pointer == uri { return last.isVCard }
        let answer = String(cString: uri) == XCardSchema.namespace
        lastNamespace = (uri, answer)
        return answer
    }

    /// An attribute's value from SAX2's five pointers per attribute
    /// (local name, prefix, URI, value start, value end).
    private func attribute(_ wanted: String, _ count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> String? {
        guard let attributes else { return nil }
        for index in 0..<count {
            let base = attributes + 5 * index
            guard let local = base[0], base[1] == nil, let start = base[3], let end = base[4] else { continue }
            if String(cString: local) == wanted {
                return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            }
        }
        return nil
    }

    // MARK: - The SAX handler

    /// The callbacks, each passing its event to the builder given as the
    /// parser's user data.
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(truncatingIfNeeded: XML_SAX2_MAGIC)
        handler.startElementNs = { user, local, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let user, let local else { return }
            XCardBuilder.builder(user).pointee.startElement(local, uri: uri, prefix: prefix, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                                       attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { user, local, prefix, _ in
            guard let user, let local else { return }
            XCardBuilder.builder(user).pointee.endElement(local, prefix: prefix)
        }
        handler.characters = { user, bytes, count in
            guard let user, let bytes else { return }
            XCardBuilder.builder(user).pointee.characters(bytes, count: Int(count))
        }
        handler.ignorableWhitespace = handler.characters
        handler.internalSubset = { user, _, _, _ in
            guard let user else { return }
            XCardBuilder.builder(user).pointee.documentType()
        }
        handler.externalSubset = handler.internalSubset
        handler.serror = { user, error in
            guard let user, let error else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "the XML is not well-formed"
            XCardBuilder.builder(user).pointee.parserMessage(message, line: Int(error.pointee.line), isError: error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue)
        }
        return handler
    }

    fileprivate static func builder(_ user: UnsafeMutableRawPointer) -> UnsafeMutablePointer<XCardBuilder> {
        user.assumingMemoryBound(to: XCardBuilder.self)
    }
}

