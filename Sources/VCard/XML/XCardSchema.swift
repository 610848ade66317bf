/// What RFC 6351 (xCard) adds to vCard 4.0: its namespace, the order of
/// parameters, and the value elements. What each property's value looks
/// like (its components' element names, its default type, whether it is a
/// list) is ``PropertySpec``'s.
enum XCardSchema {
    static let namespace = "urn:ietf:params:xml:ns:vcard-4.0"

    /// The order RFC 6351's schema gives parameters in (N alone differs).
    static let parameterOrder = ["LANGUAGE", "ALTID", "PID", "PREF", "TYPE", "GEO", "TZ", "LABEL", "MEDIATYPE", "CALSCALE", "SORT-AS"]

    /// The value type elements RFC 6351 defines: one per ``ValueType``.
    static let valueTypeList = ValueType.allCases.map(\.rawValue)
    static let valueTypes = Set(valueTypeList)

    /// The type a property is written with: its VALUE parameter, else the
    /// property's default, else `unknown`.
    static func type(of spec: PropertySpec, value parameter: String?) -> String {
        if let parameter, valueTypes.contains(parameter.lowercased()) { return parameter.lowercased() }
        return spec.defaultType.rawValue
    }

    /// A value as xCard and jCard carry it, which escape nothing: a URL
    /// without the backslashes a vCard writes before a comma or a
    /// semicolon in any value (RFC 6350, 3.4; hotels' writer does, and
    /// its readers, vobject's and ez-vcard's read a URL as text); any
    /// other value as it is (a URI property's other than URL keeps its
    /// bytes, read back as written).
    static func carried(_ value: String, name: String) -> String {
        name == "URL" ? ValueEscaping.unescapeText(value, version: .v4_0) : value
    }
}
