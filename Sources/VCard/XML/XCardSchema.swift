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

    /// Whether a property's value is escaped as text in vCard whatever
    /// its type: URL, whose commas and semicolons RFC 6350 (3.4) escapes as
    /// any value's, and which vCard readers (hotels', vobject's, ez-vcard's)
    /// read as text. xCard and jCard, which escape nothing, carry it
    /// unescaped (``carried(_:name:)``), and their readers escape it again.
    static func escapesEveryValue(_ upperName: String) -> Bool { upperName == "URL" }

    /// A value as xCard and jCard carry it: one ``escapesEveryValue(_:)``
    /// unescaped; a GEO without the backslash some writers put before its
    /// comma (`geo:52.5\,13.4`: a geo URI has no backslash); any other as
    /// it is (a URI property's other than URL keeps its bytes, and is read
    /// back as written).
    static func carried(_ value: String, name: String) -> String {
        if escapesEveryValue(name) { return ValueEscaping.unescapeText(value, version: .v4_0) }
        return name == "GEO" ? Geo.uri(value) : value
    }
}
