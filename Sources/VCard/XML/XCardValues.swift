/// How an xCard property element's value elements become a vCard 4.0 value:
/// structured components joined by `;`, lists by `,`, a VALUE parameter
/// when the element is not the property's default type.
enum XCardValues {
    /// Whether a value element of `type` in `property` is text, which vCard
    /// escapes: every component of ORG, and of a structured value and a
    /// `<text>` of a property whose value is not taken verbatim (a
    /// CLIENTPIDMAP's `<uri>` is its URI as it is), and any value of a
    /// property vCard escapes whatever its type (a URL's `<uri>`).
    static func isEscaped(type: XMLName, in property: XMLName) -> Bool {
        property.hasTextComponents || property.escapesEveryValue || (property.escapesText && (property.isStructured || type.isText))
    }

    /// Appends the text of a value element of `type` in `property` to
    /// `out`, escaped where ``isEscaped(type:in:)`` says, as
    /// ``PropertySpec/escaped(_:version:)`` escapes (a TEL's semicolons
    /// bare). `type` `nil`: text written in the property's element itself,
    /// read as a value of its default type.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, type: XMLName?, in property: XMLName, to out: inout ByteBuffer) {
        let escaped = type.map { isEscaped(type: $0, in: property) } ?? (property.escapesEveryValue || property.escapesText)
        if escaped { out.appendEscaped(bytes, semicolons: !property.escapesWholeText) } else { out.append(bytes) }
    }

    /// The parameters of a property element, with VALUE added when its
    /// value element is not the property's default type.
    static func parameters(_ element: XMLName, _ parameters: [Parameter], types: [XMLName], names: XMLNameCache) -> [Parameter] {
        guard !element.isStructured, !element.hasTextComponents, let first = types.first, !first.isUnknown else { return parameters }
        // date, date-time and time are the forms of date-and-or-time
        // (``PropertySpec/implies(_:)``, in the form of the cached names).
        let isDateForm = first.isDateForm && element.defaultsToDateAndOrTime
        guard first.valueType != element.defaultType, !isDateForm else { return parameters }
        return parameters + [Parameter(name: "VALUE", values: [names.local(first)])]
    }

    /// Writes the vCard 4.0 value of a property element to `out`, from its
    /// value elements (`types`, and their texts at `ranges` of `texts`,
    /// already escaped as ``isEscaped(type:in:)`` says).
    static func writeValue(_ element: XMLName, types: [XMLName], ranges: [Range<Int>], texts: ByteBuffer,
                           names: XMLNameCache, to out: inout ByteBuffer) {
        if element.isStructured, let components = names.components(element) {
            // Each component element may repeat (several values in one
            // component); those RFC 6350 requires are written though the
            // xCard left them out (N's five, ADR's seven), those after them
            // only up to the last one written (GENDER's identity).
            var slots: [Int?] = []
            slots.reserveCapacity(types.count)
            var present = 0
            for type in types {
                let slot = components.firstIndex(of: names.local(type))
                if let slot, slot > present { present = slot }
                slots.append(slot)
            }
            for index in 0...max(present, element.requiredComponents - 1) {
                if index > 0 { out.append(UInt8(ascii: ";")) }
                var first = true
                for (slot, range) in zip(slots, ranges) where slot == index {
                    if !first { out.append(UInt8(ascii: ",")) }
                    out.append(texts, range)
                    first = false
                }
            }
            return
        }
        if !element.hasTextComponents, let first = types.first, first.isTime, element.defaultsToDateAndOrTime {
            out.append(UInt8(ascii: "T"))
            out.append(texts, ranges[0])
            return
        }
        // ORG's values are its components; a list's items are joined by commas.
        let separator = element.hasTextComponents ? UInt8(ascii: ";") : UInt8(ascii: ",")
        for (index, range) in ranges.enumerated() {
            if index > 0 { out.append(separator) }
            out.append(texts, range)
        }
    }
}
