/// What the reader and writer know about each property by name: whether it is
/// defined by a vCard specification, and the shape of its value. One table, so
/// that adding a property is one line.
public enum ValueShape: Sendable, Hashable {
    /// A single text value with backslash escapes.
    case text
    /// A comma-separated list of text values (CATEGORIES, NICKNAME).
    case textList
    /// `;`-separated components, each possibly a `,` list (N, ADR, ORG).
    case structured(components: Int?)
    /// A URI, or inline binary data in 2.1/3.0 (PHOTO, LOGO, SOUND, KEY).
    case binaryOrURI
    /// A value taken as it is: URIs, dates, numbers, and anything unknown.
    case verbatim
}

public enum PropertyRegistry {
    /// The shape of a property's value; unknown and `X-` properties are text.
    public static func shape(of name: String) -> ValueShape {
        if let known = known[upperASCII(name)] { return known }
        return .text
    }

    /// Whether `name` is defined by vCard 2.1, RFC 2426, RFC 6350 or their
    /// registered extensions (RFC 6474, 6715, 8605, 9554), or is an `X-` name.
    public static func isKnown(_ name: String) -> Bool {
        let upper = upperASCII(name)
        return known[upper] != nil || upper.hasPrefix("X-")
    }

    private static let known: [String: ValueShape] = [
        // RFC 6350 and RFC 2426
        "BEGIN": .verbatim, "END": .verbatim, "VERSION": .verbatim, "SOURCE": .verbatim,
        "KIND": .verbatim, "XML": .text, "FN": .text, "N": .structured(components: 5),
        "NICKNAME": .textList, "PHOTO": .binaryOrURI, "BDAY": .verbatim, "ANNIVERSARY": .verbatim,
        "GENDER": .structured(components: 2), "ADR": .structured(components: 7), "LABEL": .text,
        "TEL": .verbatim, "EMAIL": .verbatim, "IMPP": .verbatim, "LANG": .verbatim, "TZ": .verbatim,
        "GEO": .verbatim, "TITLE": .text, "ROLE": .text, "LOGO": .binaryOrURI, "ORG": .structured(components: nil),
        "MEMBER": .verbatim, "RELATED": .verbatim, "CATEGORIES": .textList, "NOTE": .text,
        "PRODID": .text, "REV": .verbatim, "SOUND": .binaryOrURI, "UID": .verbatim,
        "CLIENTPIDMAP": .verbatim, "URL": .verbatim, "KEY": .binaryOrURI, "FBURL": .verbatim,
        "CALADRURI": .verbatim, "CALURI": .verbatim,
        // RFC 2426 only, and vCard 2.1
        "NAME": .text, "PROFILE": .verbatim, "MAILER": .text, "AGENT": .verbatim, "SORT-STRING": .text,
        "CLASS": .text,
        // RFC 6474, RFC 6715, RFC 8605, RFC 9554
        "BIRTHPLACE": .text, "DEATHPLACE": .text, "DEATHDATE": .verbatim, "EXPERTISE": .text,
        "HOBBY": .text, "INTEREST": .text, "ORG-DIRECTORY": .verbatim, "CONTACT-URI": .verbatim,
        "CREATED": .verbatim, "GRAMGENDER": .verbatim, "LANGUAGE": .verbatim, "PRONOUNS": .text,
        "SOCIALPROFILE": .verbatim, "JSPROP": .verbatim,
    ]

    /// Upper-cases ASCII letters; names are ASCII, so this avoids Unicode case
    /// mapping, and returns the string itself when it has no lower-case letter.
    @inline(__always)
    static func upperASCII(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return name }
        return String(decoding: name.utf8.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
