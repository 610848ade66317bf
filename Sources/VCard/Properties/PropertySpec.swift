/// What the specifications say about one property's value, for every form
/// hotels reads and writes: its shape in vCard text (how it is escaped and
/// split), RFC 6350's default value type, and the xCard element names of its
/// components.
///
/// The one table of these, ``PropertySpec/table``, is the only place such a
/// fact is written down. ``PropertyRegistry`` (the reader's and writer's
/// shapes, the names it knows), ``XCardSchema`` (xCard's element names and
/// value types) and jCard (RFC 7095 uses the same types and components) all
/// read it, each keeping what it needs in the form its hot path wants.
struct PropertySpec: Sendable, Equatable {
    /// How the value is escaped and split in vCard text.
    let shape: ValueShape
    /// RFC 6350's value type when no VALUE parameter is given; `unknown`
    /// where hotels knows none, which xCard and jCard then write as
    /// `unknown` (RFC 6351 §5, RFC 7095 §5).
    let defaultType: ValueType
    /// For a value of fixed components, the xCard element name of each, in
    /// order (RFC 6351 Appendix A); `nil` otherwise.
    let componentNames: [String]?
    /// How many of ``componentNames``, from the first, RFC 6351's schema
    /// requires; those after are optional (GENDER's identity), and xCard
    /// leaves out one the value does not have.
    let requiredComponents: Int
    /// Whether a value taken whole (``ValueShape/verbatim``) is still
    /// escaped as vCard escapes text when it is of type text: TEL's and EMAIL's.
    let escapesWholeText: Bool

    init(shape: ValueShape, defaultType: ValueType, componentNames: [String]?, requiredComponents: Int? = nil,
         escapesWholeText: Bool = false) {
        self.shape = shape
        self.defaultType = defaultType
        self.componentNames = componentNames
        self.requiredComponents = requiredComponents ?? componentNames?.count ?? 0
        self.escapesWholeText = escapesWholeText
    }

    /// Whether a value of type text is escaped in vCard (`\,` `\;` `\\`
    /// `\n`): xCard and jCard, which escape nothing, carry it unescaped,
    /// and their readers escape it again, as ``escaped(_:version:)`` says.
    /// Not a value taken as it is (a CLIENTPIDMAP's URI, GEO), but TEL's
    /// and EMAIL's, taken whole.
    var escapesText: Bool { shape != .verbatim || escapesWholeText }

    /// `text` as a text value of this property is escaped in vCard
    /// `version`: as any text, but a TEL's or an EMAIL's semicolons bare,
    /// as phones write extensions (`+1-418-656-9254;ext=102`) and as
    /// vobject and ez-vcard read them back whole. (Its commas are escaped:
    /// vobject reads a TEL cut at a bare one.) The one rule for writing such
    /// a value: the readers of xCard and jCard, every conversion between
    /// versions (a `tel:` URI's number made 3.0 text too), export, and the
    /// fingerprint's comparison of two forms follow it.
    func escaped(_ text: String, version: VCardVersion) -> String {
        ValueEscaping.escapeText(text, version: version, semicolons: !escapesWholeText)
    }

    /// Whether xCard and jCard write the value as components (N, ADR,
    /// GENDER, CLIENTPIDMAP, ORG) rather than as one value or a list.
    var isStructured: Bool { componentNames != nil || hasTextComponents }

    /// Whether a value of `type` goes without a VALUE parameter: it is the
    /// property's default type, or a form of date-and-or-time (date,
    /// date-time, time) where that is the default. xCard and jCard add a
    /// VALUE where this says no; forms of one card compare without one
    /// where it says yes (``CardFingerprint/sameInAnyForm(_:_:)``).
    func implies(_ type: ValueType) -> Bool {
        type == defaultType || defaultType == .dateAndOrTime && (type == .date || type == .dateTime || type == .time)
    }

    /// Whether the value is any number of unnamed components (ORG), which
    /// xCard writes as one `<text>` each (RFC 6351's value-text-list).
    var hasTextComponents: Bool { shape == .structured(components: nil) }

    // MARK: - The table

    /// Every property the vCard specifications define, by upper-case name.
    /// A name not here (an `X-` name, or an unknown one) is ``unlisted``.
    ///
    /// N and ADR have RFC 6350's components, then RFC 9554's (N: secondary
    /// surname, generation; ADR: room to direction), which are optional:
    /// a value has them only when it goes on past RFC 6350's last, and
    /// xCard names them as RFC 9554's grammar does, lower-cased.
    static let table: [String: PropertySpec] = [
        // RFC 6350 (and RFC 2426 before it)
        "BEGIN": .verbatim(.unknown), "END": .verbatim(.unknown), "VERSION": .verbatim(.text),
        "SOURCE": .verbatim(.uri), "KIND": .verbatim(.text), "XML": .text,
        "FN": .text, "N": .structured(["surname", "given", "additional", "prefix", "suffix"] + ["surname2", "generation"], required: 5),
        "NICKNAME": .textList,
        "PHOTO": .binaryOrURI, "BDAY": .verbatim(.dateAndOrTime), "ANNIVERSARY": .verbatim(.dateAndOrTime),
        "GENDER": .structured(["sex", "identity"], required: 1),
        "ADR": .structured(["pobox", "ext", "street", "locality", "region", "code", "country"]
                           + ["room", "apartment", "floor", "streetnumber", "streetname", "building", "block",
                              "subdistrict", "district", "landmark", "direction"], required: 7),
        "LABEL": .text(.unknown),
        "TEL": .wholeText, "EMAIL": .wholeText, "IMPP": .verbatim(.uri), "LANG": .verbatim(.languageTag),
        "TZ": .verbatim(.text), "GEO": .verbatim(.uri),
        "TITLE": .text, "ROLE": .text, "LOGO": .binaryOrURI, "ORG": .textComponents,
        "MEMBER": .verbatim(.uri), "RELATED": .verbatim(.uri),
        "CATEGORIES": .textList, "NOTE": .text, "PRODID": .text, "REV": .verbatim(.timestamp),
        "SOUND": .binaryOrURI, "UID": .verbatim(.uri),
        "CLIENTPIDMAP": .verbatimComponents("sourceid", "uri"),
        "URL": .verbatim(.uri), "KEY": .binaryOrURI,
        "FBURL": .verbatim(.uri), "CALADRURI": .verbatim(.uri), "CALURI": .verbatim(.uri),
        // RFC 2426 only, and vCard 2.1
        "NAME": .text(.unknown), "PROFILE": .verbatim(.unknown), "MAILER": .text(.unknown),
        "AGENT": .verbatim(.unknown), "SORT-STRING": .text(.unknown), "CLASS": .text(.unknown),
        // RFC 6474, RFC 6715, RFC 8605, RFC 9554 (their default types are
        // not recorded yet: xCard and jCard write these as `unknown`)
        "BIRTHPLACE": .text(.unknown), "DEATHPLACE": .text(.unknown), "DEATHDATE": .verbatim(.unknown),
        "EXPERTISE": .text(.unknown), "HOBBY": .text(.unknown), "INTEREST": .text(.unknown),
        "ORG-DIRECTORY": .verbatim(.unknown), "CONTACT-URI": .verbatim(.unknown), "CREATED": .verbatim(.unknown),
        "GRAMGENDER": .verbatim(.unknown), "LANGUAGE": .verbatim(.unknown), "PRONOUNS": .text(.unknown),
        "SOCIALPROFILE": .verbatim(.unknown), "JSPROP": .verbatim(.unknown),
    ]

    /// What a name the table does not list is: escaped text of no known type.
    static let unlisted = PropertySpec(shape: .text, defaultType: .unknown, componentNames: nil)

    /// The components of a vCard 4.0 value of this property, each a list of
    /// values, as xCard and jCard write them. Text is split at its unescaped
    /// `;` and `,` and unescaped; a value taken verbatim with named
    /// components (CLIENTPIDMAP, RFC 6350: `1*DIGIT ";" URI`) is split at its
    /// first semicolons only, one value each, as it is: its URI may hold
    /// `;`, `,` and `\`, and RFC 6351 gives it one `<uri>`.
    func components(of value: String) -> [[String]] {
        guard shape == .verbatim, let count = componentNames?.count, count > 0 else {
            return ValueEscaping.components(value, version: .v4_0)
        }
        return value.split(separator: ";", maxSplits: count - 1, omittingEmptySubsequences: false).map { [String($0)] }
    }

    /// A value of unnamed text components (ORG) as its texts, decoded, one
    /// per component: a comma in one, escaped or not, is the text's own
    /// (RFC 6350 §6.6.4), as xCard's value-text-list and jCard write it.
    func texts(of value: String) -> [String] {
        ValueEscaping.components(value, version: .v4_0).map { $0.joined(separator: ",") }
    }

    /// The spec of the property called `upper` (an upper-case name).
    @inline(__always)
    static func of(_ upper: String) -> PropertySpec { table[upper] ?? unlisted }

    /// The numbers of components a value of a property of fixed components
    /// may have: from those RFC 6350 requires to all that have names
    /// (N: 5 to 7).
    static func componentCounts(of upper: String) -> ClosedRange<Int>? {
        guard let spec = table[upper], let names = spec.componentNames else { return nil }
        return spec.requiredComponents...names.count
    }

    // MARK: - Kinds of entry

    /// A text value, escaped, of type text.
    static let text = PropertySpec(shape: .text, defaultType: .text, componentNames: nil)

    /// A text value, escaped, of the given default type.
    static func text(_ type: ValueType) -> PropertySpec { PropertySpec(shape: .text, defaultType: type, componentNames: nil) }

    /// A comma-separated list of texts: one `<text>` each in xCard, one
    /// value each after the type in jCard.
    static let textList = PropertySpec(shape: .textList, defaultType: .text, componentNames: nil)

    /// Text components named `names` in xCard (RFC 6350: "a single
    /// structured text value"), as many in vCard text as there are names.
    static func structured(_ names: String...) -> PropertySpec {
        structured(names, required: names.count)
    }

    /// Text components named `names`, of which the first `required` must be
    /// there (and are what a value short of them is filled up to).
    static func structured(_ names: [String], required: Int) -> PropertySpec {
        PropertySpec(shape: .structured(components: required), defaultType: .text, componentNames: names,
                     requiredComponents: required)
    }

    /// Any number of text components without names (ORG).
    static let textComponents = PropertySpec(shape: .structured(components: nil), defaultType: .text, componentNames: nil)

    /// Components named `names` in xCard whose vCard text is taken as it is,
    /// escapes and all (CLIENTPIDMAP: a number and a URI).
    static func verbatimComponents(_ names: String...) -> PropertySpec {
        PropertySpec(shape: .verbatim, defaultType: .unknown, componentNames: names)
    }

    /// A URI, or inline binary data in 2.1 and 3.0.
    static let binaryOrURI = PropertySpec(shape: .binaryOrURI, defaultType: .uri, componentNames: nil)

    /// Text taken whole, never split (TEL, EMAIL): a phone number's pauses
    /// and a mailbox's commas are no list, and written bare they stay as
    /// written; but its escapes are vCard's, as any text's (hotels',
    /// vobject's and ez-vcard's readers take `\;` for `;`): ``escapesText``,
    /// ``escaped(_:version:)``.
    static let wholeText = PropertySpec(shape: .verbatim, defaultType: .text, componentNames: nil, escapesWholeText: true)

    /// A value taken as it is, of the given default type.
    static func verbatim(_ type: ValueType) -> PropertySpec { PropertySpec(shape: .verbatim, defaultType: type, componentNames: nil) }
}

/// RFC 6350's value types (§4), by the name VALUE gives them; RFC 6351 names
/// its value elements and RFC 7095 its types with the same words.
enum ValueType: String, CaseIterable, Sendable {
    case text, uri, date, time
    case dateTime = "date-time"
    case dateAndOrTime = "date-and-or-time"
    case timestamp, boolean, integer, float
    case utcOffset = "utc-offset"
    case languageTag = "language-tag"
    /// No type known: xCard's `<unknown>` and jCard's `unknown`.
    case unknown
}
