/// How an xCard property element's value elements become a vCard 4.0 value:
/// structured components joined by `;`, lists by `,`, a VALUE parameter
/// when the element is not the property's default type.
enum XCardValues {
    /// Whether a value element of `type` in `property` is text, which vCard
    /// escapes: every component of a structured value and of ORG, and a
    /// `<text>` of a property whose value is not taken verbatim.
    static func isEscaped(type: XMLName, in property: XMLName) -> Bool {
        property.components != nil || property.isOrganization || (type.isText && property.escapesText)
    }

    /// A property from its value elements (each already escaped as
    /// ``isEscaped(type:in:)`` says), as vCard 4.0 text.
    static func property(_ element: XMLName, group: String?, parameters: [Parameter], values: [(type: XMLName, value: String)]) -> Property {
        let name = element.upper
        var parameters = parameters
        var value = ""
        if let components = element.components {
            // Each component element may repeat (several values in one
            // component); components after the last one written are left out,
            // as the vCard they came from left them out. Built as bytes.
            let slots = values.map { item in components.firstIndex(of: item.type.local) }
            let present = slots.compactMap { $0 }.max() ?? 0
            var bytes: [UInt8] = []
            for index in 0...present {
                if index > 0 { bytes.append(UInt8(ascii: ";")) }
                var first = true
                for (item, slot) in zip(values, slots) where slot == index {
                    if !first { bytes.append(UInt8(ascii: ",")) }
                    bytes += item.value.utf8
                    first = false
                }
            }
            value = String(decoding: bytes, as: UTF8.self)
        } else if element.isOrganization {
            for (index, item) in values.enumerated() {
                if index > 0 { value += ";" }
                value += item.value
            }
        } else {
            let first = values.first?.type
            let type = first?.local ?? "unknown"
            // date, date-time and time are the forms of date-and-or-time.
            let isDateForm = first?.isDateForm == true && element.defaultType == "date-and-or-time"
            if let first, !first.isUnknown, type != element.defaultType, !isDateForm {
                parameters.append(Parameter(name: "VALUE", values: [type]))
            }
            if isDateForm && first?.isTime == true {
                return Property(group: group, name: name, parameters: parameters, value: "T" + (values.first?.value ?? ""))
            }
            // A list's items are joined by commas.
            if values.count == 1 {
                value = values[0].value
            } else {
                for (index, item) in values.enumerated() {
                    if index > 0 { value += "," }
                    value += item.value
                }
            }
        }
        return Property(group: group, name: name, parameters: parameters, value: value)
    }
}
