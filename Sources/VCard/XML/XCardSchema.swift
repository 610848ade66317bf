/// What RFC 6351 (xCard) and RFC 6350 say about each property's value: the
/// element names of structured values, and the default value type (which
/// xCard writes as the element name and plain vCard leaves unsaid).
enum XCardSchema {
    static let namespace = "urn:ietf:params:xml:ns:vcard-4.0"

    /// Component element names of the structured properties, in order.
    static let components: [String: [String]] = [
        "N": ["surname", "given", "additional", "prefix", "suffix"],
        "ADR": ["pobox", "ext", "street", "locality", "region", "code", "country"],
        "GENDER": ["sex", "identity"],
        "CLIENTPIDMAP": ["sourceid", "uri"],
    ]

    /// Properties whose value is a list of texts (one `<text>` per item).
    static let textLists: Set<String> = ["NICKNAME", "CATEGORIES"]

    /// RFC 6350's value type for each property when VALUE is not given.
    static let defaultType: [String: String] = [
        "SOURCE": "uri", "KIND": "text", "XML": "text", "FN": "text", "NICKNAME": "text", "PHOTO": "uri",
        "BDAY": "date-and-or-time", "ANNIVERSARY": "date-and-or-time", "TEL": "text", "EMAIL": "text",
        "IMPP": "uri", "LANG": "language-tag", "TZ": "text", "GEO": "uri", "TITLE": "text", "ROLE": "text",
        "LOGO": "uri", "ORG": "text", "MEMBER": "uri", "RELATED": "uri", "CATEGORIES": "text", "NOTE": "text",
        "PRODID": "text", "REV": "timestamp", "SOUND": "uri", "UID": "uri", "URL": "uri", "KEY": "uri",
        "FBURL": "uri", "CALADRURI": "uri", "CALURI": "uri", "VERSION": "text",
    ]

    /// The order RFC 6351's schema gives parameters in (N alone differs).
    static let parameterOrder = ["LANGUAGE", "ALTID", "PID", "PREF", "TYPE", "GEO", "TZ", "LABEL", "MEDIATYPE", "CALSCALE", "SORT-AS"]

    /// The value type elements RFC 6351 defines.
    static let valueTypeList = [
        "text", "uri", "date", "time", "date-time", "date-and-or-time", "timestamp", "boolean",
        "integer", "float", "utc-offset", "language-tag", "unknown",
    ]
    static let valueTypes = Set(valueTypeList)

    /// The type a property is written with: its VALUE parameter, else the default, else `unknown`.
    static func type(of name: String, value parameter: String?) -> String {
        if let parameter, valueTypes.contains(parameter.lowercased()) { return parameter.lowercased() }
        return defaultType[name] ?? "unknown"
    }
}
