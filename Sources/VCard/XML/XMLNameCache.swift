import CLibXML2

/// What the builder needs to know about an element name, worked out once
/// per name: libxml2 interns names, so the same name is the same pointer for
/// the whole document, and a direct-mapped table by pointer finds it without
/// hashing a string. A class, so that handing one around is one reference.
final class XMLName {
    /// As written: a value type or a component (`text`, `surname`).
    let local: String
    /// Upper-cased: a property or parameter name (`FN`, `TYPE`).
    let upper: String
    /// The component element names, for structured properties (N, ADR…).
    let components: [String]?
    /// RFC 6350's default value type of the property (`unknown` if none).
    let defaultType: String
    /// Whether a text value is escaped for vCard (not a verbatim value).
    let escapesText: Bool
    /// ORG: its components are joined by `;`, each escaped.
    let isOrganization: Bool
    /// As a value element: `<text>`.
    let isText: Bool
    /// As a value element: `<unknown>`.
    let isUnknown: Bool
    /// As a value element: `<date>`, `<date-time>` or `<time>`, the forms of date-and-or-time.
    let isDateForm: Bool
    /// As a value element: `<time>`.
    let isTime: Bool
    /// Whether the upper-cased name can stand as a vCard property or
    /// parameter name (letters, digits, `-`, `_`; no `.`).
    let isVCardName: Bool
    /// What the element is to the card structure, when it is one of its own names.
    let role: Role?

    enum Role { case vcard, group, parameters }

    init(_ pointer: UnsafePointer<xmlChar>) {
        local = String(cString: pointer)
        upper = local.uppercased()
        components = XCardSchema.components[upper]
        defaultType = XCardSchema.defaultType[upper] ?? "unknown"
        escapesText = PropertyRegistry.shape(of: upper) != .verbatim
        isOrganization = upper == "ORG"
        isText = local == "text"
        isUnknown = local == "unknown"
        isDateForm = local == "date" || local == "date-time" || local == "time"
        isTime = local == "time"
        isVCardName = !upper.isEmpty && upper.utf8.allSatisfy(ByteClass.isNameByte)
        role = local == "vcard" ? .vcard : local == "group" ? .group : local == "parameters" ? .parameters : nil
    }
}

/// An open-addressed table of ``XMLName``s by pointer (a document has a few
/// dozen names), with a dictionary behind it should a document have
/// hundreds.
struct XMLNameCache {
    private static let size = 1024
    private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: size)
    private var names: [XMLName?] = Array(repeating: nil, count: size)
    private var used = 0
    private var overflow: [UnsafePointer<xmlChar>: XMLName] = [:]

    mutating func name(_ pointer: UnsafePointer<xmlChar>) -> XMLName {
        // Fibonacci hashing of the address; linear probing.
        var slot = Int(truncatingIfNeeded: (UInt(bitPattern: pointer) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        while let occupant = pointers[slot] {
            if occupant == pointer, let name = names[slot] { return name }
            slot = (slot + 1) & (Self.size - 1)
        }
        if let name = overflow[pointer] { return name }
        let name = XMLName(pointer)
        if used < Self.size / 2 {
            pointers[slot] = pointer
            names[slot] = name
            used += 1
        } else {
            overflow[pointer] = name
        }
        return name
    }
}
