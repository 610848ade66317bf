import CLibXML2

/// Writes cards as xCard (RFC 6351) with libxml2's `xmlTextWriter`: UTF-8,
/// the vCard 4.0 namespace, each value in the element of its RFC 6350 type
/// (`<unknown>` for properties vCard does not define), groups as `<group>`.
/// Cards in 2.1 or 3.0 are converted to 4.0 first.
public enum XCardWriter {
    /// The whole document for `cards`.
    public static func document(_ cards: some Sequence<Card>) -> [UInt8] {
        let document = Document()
        var bytes = document.start()
        for card in cards { bytes += document.append(card) }
        return bytes + document.finish()
    }

    /// An xCard document written a card at a time, each piece handed out
    /// as it is written: an export of any size in flat memory. The pieces
    /// together are ``XCardWriter/document(_:)``'s bytes.
    public final class Document {
        private let buffer: xmlBufferPtr?
        private let writer: xmlTextWriterPtr?

        public init() {
            buffer = xmlBufferCreate()
            writer = buffer.flatMap { xmlNewTextWriterMemory($0, 0) }
        }

        deinit {
            if let writer { xmlFreeTextWriter(writer) }
            if let buffer { xmlBufferFree(buffer) }
        }

        /// The XML declaration and the `<vcards>` start tag.
        public func start() -> [UInt8] {
            guard let writer else { return [] }
            xmlTextWriterSetIndent(writer, 1)
            xmlTextWriterSetIndentString(writer, "  ")
            xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
            xmlTextWriterStartElement(writer, "vcards")
            xmlTextWriterWriteAttribute(writer, "xmlns", XCardSchema.namespace)
            return taken()
        }

        /// One card's `<vcard>` element.
        public func append(_ card: Card) -> [UInt8] {
            guard let writer else { return [] }
            XCardWriter.write(card, to: writer)
            return taken()
        }

        /// The end of the document.
        public func finish() -> [UInt8] {
            guard let writer else { return [] }
            xmlTextWriterEndElement(writer)
            xmlTextWriterEndDocument(writer)
            return taken()
        }

        /// What the writer has written since the last piece, taken out of its buffer.
        private func taken() -> [UInt8] {
            guard let writer, let buffer else { return [] }
            xmlTextWriterFlush(writer)
            let count = Int(xmlBufferLength(buffer))
            guard count > 0, let content = xmlBufferContent(buffer) else { return [] }
            let bytes = Array(UnsafeBufferPointer(start: content, count: count))
            xmlBufferEmpty(buffer)
            return bytes
        }
    }

    private static func write(_ card: Card, to writer: xmlTextWriterPtr) {
        let properties = VersionConverter.version4Properties(of: card)
        xmlTextWriterStartElement(writer, "vcard")
        var openGroup: String? = nil
        for property in properties where !property.isNamed("VERSION") && canCarry(property.name) {
            let group = property.group
            if group != openGroup {
                if openGroup != nil { xmlTextWriterEndElement(writer) }
                if let group {
                    xmlTextWriterStartElement(writer, "group")
                    xmlTextWriterWriteAttribute(writer, "name", carried(group))
                }
                openGroup = group
            }
            write(property, to: writer)
        }
        if openGroup != nil { xmlTextWriterEndElement(writer) }
        xmlTextWriterEndElement(writer)
    }

    /// Whether xCard can carry a property or a parameter of this name: an
    /// XML element name (letters, digits, `-`, as RFC 6350's own names are,
    /// and `_`, which some clients' own names hold: `X-GUEST_NOTE`).
    /// A name such as KAddressBook's `X-MESSAGING/GADU-All` cannot be an
    /// element, and such a property or parameter is left out (`hotels
    /// convert` warns about them).
    public static func canCarry(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }

    /// Whether XML 1.0 can carry every character of `text`. It cannot carry
    /// U+0000, the C0 controls other than tab, line feed and carriage return,
    /// or U+FFFE and U+FFFF — not even as character references — and a
    /// vCard value may hold them. The writer leaves them out; `hotels convert`
    /// warns about each property that had some.
    public static func canCarry(text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isXMLCharacter)
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// What writing a property as xCard leaves out.
    public enum Loss: Sendable, Equatable {
        /// The whole property: its name is not an XML name.
        case property
        /// These parameters: their names are not XML names (`X-UI/SLOT`).
        case parameters([String])
        /// Control characters in its value, group or parameters.
        case controlCharacters
        /// Components past the last the schema names (an ADR's nineteenth,
        /// an N's eighth) that hold text, by count: the schema has no element
        /// for them.
        case components(Int)
    }

    /// What writing `property` as xCard would leave out, none when it goes
    /// over whole — so that callers can warn before writing.
    public static func losses(writing property: Property) -> [Loss] {
        if !canCarry(property.name) { return [.property] }
        var losses: [Loss] = []
        let uncarried = property.parameters.map(\.canonicalName).filter { !canCarry($0) }
        if !uncarried.isEmpty { losses.append(.parameters(uncarried)) }
        let whole = canCarry(text: property.value) && canCarry(text: property.group ?? "")
            && property.parameters.allSatisfy { $0.values.allSatisfy(canCarry(text:)) }
        if !whole { losses.append(.controlCharacters) }
        let spec = PropertySpec.of(property.name.uppercased())
        if let names = spec.componentNames {
            let beyond = spec.components(of: property.value).dropFirst(names.count).filter { $0.contains { !$0.isEmpty } }
            if !beyond.isEmpty { losses.append(.components(beyond.count)) }
        }
        return losses
    }

    /// Why an xCard reader would not read `card` back, written whole: a
    /// value longer than one text may be (``XCardReader/maximumTextLength``,
    /// libxml2's own limit), or more text than one card may hold
    /// (``XCardReader/maximumCardLength``). `nil` for the usual card.
    public static func readBackRefusal(of card: Card) -> String? {
        var total = XCardLines.versionLineSize
        for property in card.properties where !property.isNamed("VERSION") {
            let length = property.value.utf8.count
            if length > XCardReader.maximumTextLength {
                return "\(property.name) holds \(length) bytes, more than the \(XCardReader.maximumTextLength) an xCard reader takes in one value"
            }
            total += XCardLines.size(of: property)
        }
        guard total > XCardReader.maximumCardLength else { return nil }
        return "the card holds \(total) bytes of text, more than the \(XCardReader.maximumCardLength) an xCard reader takes in one card"
    }

    /// The XML of an XML property as the xCard reader gives it back (an
    /// empty element closed by its start tag, `<b/>`, attributes quoted
    /// alike), so that an export read and exported again is the same bytes;
    /// `xml` itself where it is no XML the reader takes.
    static func canonical(_ xml: String) -> String {
        let document = "<vcards xmlns=\"\(XCardSchema.namespace)\"><vcard>\(xml)</vcard></vcards>"
        let results = XCardReader(bytes: Array(document.utf8)).map { $0 }
        guard results.count == 1, case .card(let card, let diagnostics) = results[0], !diagnostics.contains(where: { $0.severity == .error }),
              let read = card.properties.first(where: { $0.isNamed("XML") }), card.properties.count(where: { $0.isNamed("XML") }) == 1
        else { return xml }
        return ValueEscaping.unescapeText(read.value, version: .v4_0)
    }

    /// `text` without the characters XML cannot carry.
    static func carried(_ text: String) -> String {
        guard !canCarry(text: text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter(isXMLCharacter)))
    }

    private static func write(_ property: Property, to writer: xmlTextWriterPtr) {
        let name = PropertyRegistry.upperASCII(property.name)
        if name == "XML" {
            // RFC 6351 §6: the XML property's value is written as the XML it holds.
            xmlTextWriterWriteRaw(writer, canonical(carried(ValueEscaping.unescapeText(property.value, version: .v4_0))))
            return
        }
        xmlTextWriterStartElement(writer, name.lowercased())
        // RFC 6351's schema lists parameters in a fixed order (a RELAX NG
        // group is ordered); unknown ones go last, in their own order.
        let order = name == "N" ? ["LANGUAGE", "SORT-AS", "ALTID"] : XCardSchema.parameterOrder
        // A parameter whose name is no XML name cannot be an element: left out.
        let parameters = property.parameters.filter { !$0.isNamed("VALUE") && canCarry($0.canonicalName) }.enumerated().sorted { a, b in
            let left = order.firstIndex(of: a.element.canonicalName) ?? order.count
            let right = order.firstIndex(of: b.element.canonicalName) ?? order.count
            return (left, a.offset) < (right, b.offset)
        }.map(\.element)
        if !parameters.isEmpty {
            xmlTextWriterStartElement(writer, "parameters")
            for parameter in parameters {
                let parameterName = parameter.canonicalName.lowercased()
                xmlTextWriterStartElement(writer, parameterName)
                let type = parameterName == "pref" ? "integer" : parameterName == "language" ? "language-tag" : "text"
                for value in parameter.plainValues { element(type, value, writer) }
                xmlTextWriterEndElement(writer)
            }
            xmlTextWriterEndElement(writer)
        }
        let value = property.value
        let spec = PropertySpec.of(name)
        if let components = spec.componentNames {
            // Every component the schema requires (one or more elements
            // each): a missing one is an empty element. An optional one is
            // written only when the value has it, so GENDER:M stays M.
            let parts = spec.components(of: value)
            for (index, component) in components.enumerated() {
                if index >= spec.requiredComponents && index >= parts.count { break }
                let values = index < parts.count ? parts[index] : []
                for item in values.isEmpty ? [""] : values { element(component, item, writer) }
            }
        } else if spec.hasTextComponents {
            // ORG: one <text> per component (RFC 6351's value-text-list).
            for text in spec.texts(of: value) { element("text", text, writer) }
        } else {
            let explicit = property.parameter("VALUE")?.values.first
            var type = XCardSchema.type(of: spec, value: explicit)
            var value = value
            if type == "date-and-or-time" && explicit != nil {
                // Said of a property of another date or time type (REV's timestamp): the element of that type.
                let own = XCardSchema.type(of: spec, value: nil)
                if DateTimeForm.types.contains(own) { type = own }
            }
            if type == "date-and-or-time" {
                // date-and-or-time, BDAY's and ANNIVERSARY's type, is no
                // element in RFC 6351 (appendix A's value-date-and-or-time):
                // a date, a date-time, or a time ("T…"), by the value's form.
                if value.hasPrefix("T") {
                    type = "time"
                    value.removeFirst()
                } else {
                    type = value.contains("T") ? "date-time" : "date"
                }
            }
            if type == "text" && spec.shape == .textList {
                for item in ValueEscaping.list(value, version: .v4_0) { element("text", item, writer) }
            } else if type == "text" && spec.escapesText {
                element("text", ValueEscaping.unescapeText(value, version: .v4_0), writer)
            } else if type == "text" {
                // A value taken as it is: as written, escapes and all
                // (a URL's unescaped, as its reader escapes any of its values).
                element("text", XCardSchema.carried(value, name: name), writer)
            } else {
                element(type, XCardSchema.carried(value, name: name), writer)
            }
        }
        xmlTextWriterEndElement(writer)
    }

    private static func element(_ name: String, _ text: String, _ writer: xmlTextWriterPtr) {
        xmlTextWriterStartElement(writer, name)
        // (libxml2 takes a C string: a NUL would also have cut the text short.)
        xmlTextWriterWriteString(writer, carried(text))
        xmlTextWriterEndElement(writer)
    }
}
