/// How an xCard property element's value elements become a vCard 4.0 value:
/// structured components joined by `;`, lists by `,`, a VALUE parameter
/// when the element is not the property's default type.
enum XCardValues {
    /// Whether a value element of `type` in `property` is text, which vCard
    /// escapes: every component of a structured value and of ORG, and a
    /// `<text>` of a property whose value is not taken verbatim.
    static func isEscaped(type: String, in property: XMLName) -> Bool {
        property.components != nil || property.upper == "ORG" || (type == "text" && property.escapesText)
    }

    /// A property from its value elements (each already escaped as
    /// ``isEscaped(type:in:)`` says), as vCard 4.0 text.
    static func property(_ element: XMLName, group: String?, parameters: [Parameter], values: [(type: String, value: String)]) -> Property {
        let name = element.upper
        var parameters = parameters
        var value = ""
        if let components = element.components {
            // Each component element may repeat (several values in one
            // component); components after the last one written are left out,
            // as the vCard they came from left them out.
            let present = components.lastIndex { component in values.contains { $0.type == component } } ?? 0
            for (index, component) in components[...present].enumerated() {
                if index > 0 { value += ";" }
                var first = true
                for item in values where item.type == component {
                    if !first { value += "," }
                    value += item.value
                    first = false
                }
            }
        } else if name == "ORG" {
            for (index, item) in values.enumerated() {
                if index > 0 { value += ";" }
                value += item.value
            }
        } else {
            let type = values.first?.type ?? "unknown"
            let defaultType = element.defaultType
            // date, date-time and time are the forms of date-and-or-time.
            let isDateForm = defaultType == "date-and-or-time" && (type == "date" || type == "date-time" || type == "time")
            if type != "unknown", type != defaultType, !isDateForm {
                parameters.append(Parameter(name: "VALUE", values: [type]))
            }
            if isDateForm && type == "time" {
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
