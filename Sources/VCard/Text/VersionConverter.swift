/// Maps properties between vCard versions, as RFC 6350 §6 and Appendix A
/// describe the changes from 3.0 to 4.0, and vCard 2.1 to 3.0:
///
/// - `TYPE=pref` (2.1, 3.0) ↔ `PREF=1` (4.0)
/// - `GEO:lat;lon` (2.1, 3.0) ↔ `GEO:geo:lat,lon` (4.0)
/// - a `LABEL` property (2.1, 3.0) ↔ the `LABEL=` parameter of the ADR with
///   the same types (4.0)
/// - inline binary `ENCODING=b;TYPE=JPEG` (3.0), `ENCODING=BASE64` (2.1) ↔ a
///   `data:` URI (4.0); `VALUE=URL` (2.1) ↔ `VALUE=uri` (3.0); 2.1's
///   `ENCODING=BASE64` on any other property → 3.0's `ENCODING=b`
/// - `KIND` and `MEMBER` (4.0) ↔ Apple's `X-ADDRESSBOOKSERVER-KIND` and
///   `-MEMBER` (3.0); `KIND:org` ↔ `X-ABShowAs:COMPANY`
/// - `AGENT;VALUE=uri` (3.0) ↔ `RELATED;TYPE=agent` (4.0)
/// - `SORT-STRING` (3.0) ↔ the `SORT-AS` parameter of `N` (4.0)
/// - a `tel:` URI (4.0) → the number as text (3.0)
/// - `TZ:-05:00` (2.1, 3.0: a UTC offset by default) ↔
///   `TZ;VALUE=utc-offset:-0500` (4.0: text by default); a zone's name is
///   `TZ;VALUE=text:` in 3.0
/// - 2.1's bare parameters (`TEL;WORK;VOICE`) → `TYPE=WORK,VOICE`;
///   quoted-printable and `CHARSET` are undone (values are Unicode text)
/// - text escaping: 2.1 escapes only `;`, 3.0 and 4.0 also `,`, `\` and line breaks
///
/// Anything without a mapping is kept as it is, never dropped.
public enum VersionConverter {
    /// What converting a property to `target` leaves out.
    public enum Loss: Sendable, Equatable {
        /// A geo URI's altitude and parameters (``Geo/detailPastPosition(_:)``),
        /// as written: a GEO before 4.0 is two numbers.
        case geoDetail(String)
    }

    /// What converting `property`, of a card of `source`, to `target` would
    /// leave out, none when it goes over whole — so that callers can warn
    /// before writing.
    public static func losses(converting property: Property, from source: VCardVersion, to target: VCardVersion) -> [Loss] {
        guard source == .v4_0, target != .v4_0, property.isNamed("GEO"), let detail = Geo.detailPastPosition(property.value) else { return [] }
        return [.geoDetail(detail)]
    }

    /// The properties a `target` card written afresh from `card` holds
    /// (read as a `source` card): ``convert(_:from:to:)``, with an FN
    /// derived where 3.0 and 4.0 require one and the card has none (the
    /// `missing-fn` repair, ``Card/derivedFormattedName``). The vCard,
    /// xCard and jCard writers all write these.
    /// A 3.0 card written so gets the N that 3.0 requires where it has none,
    /// whatever it was read from (a 4.0 card, a 2.1 one, a 3.0 jCard): an
    /// organization's (KIND other than individual, Apple's company flag, or
    /// an ORG beside no KIND) of no parts, as Apple writes a company's, and
    /// a person's with the formatted name whole as the family name — what
    /// the card says of the name, not a guess at its parts. A 3.0 card
    /// written back from its own bytes is not written so.
    public static func properties(of card: Card, from source: VCardVersion, to target: VCardVersion) -> [Property] {
        var properties = convert(card.properties, from: source, to: target)
        if target != .v2_1, !properties.contains(where: { $0.isNamed("FN") }) {
            let index = properties.firstIndex { !$0.isNamed("VERSION") } ?? properties.endIndex
            properties.insert(Property(name: "FN", value: ValueEscaping.escapeText(card.derivedFormattedName ?? "", version: target)), at: index)
        }
        if target == .v3_0, !properties.contains(where: { $0.isNamed("N") }) {
            let index = (properties.firstIndex { $0.isNamed("FN") } ?? properties.startIndex) + 1
            properties.insert(requiredName(for: properties), at: index)
        }
        return properties
    }

    /// The N a 3.0 card of `properties` (3.0 ones, FN among them) that has
    /// none is given, by the rule above; `isOrganization` where the caller
    /// knows the card is an organization's (a hotel's).
    public static func requiredName(for properties: [Property], isOrganization known: Bool? = nil) -> Property {
        Property(name: "N", value: known ?? isOrganization(properties) ? ";;;;" : familyName(properties))
    }

    /// Whether 3.0 `properties` are an organization's, not a person's.
    private static func isOrganization(_ properties: [Property]) -> Bool {
        if properties.contains(where: { $0.isNamed("X-ABShowAs") && $0.value.uppercased() == "COMPANY" }) { return true }
        if let kind = properties.first(where: { $0.isNamed("KIND") || $0.isNamed("X-ADDRESSBOOKSERVER-KIND") }) {
            return kind.value.lowercased() != "individual"
        }
        return properties.contains { $0.isNamed("ORG") }
    }

    /// N's value with the card's FN (3.0 text, escaped) as the family name.
    private static func familyName(_ properties: [Property]) -> String {
        let formatted = properties.first { $0.isNamed("FN") }?.value ?? ""
        // Escaped again, as a component: a ';' FN may leave bare parts N.
        return ValueEscaping.escapeText(ValueEscaping.unescapeText(formatted, version: .v3_0), version: .v3_0) + ";;;;"
    }

    /// The properties the xCard and jCard writers write of `card`: the card
    /// as 4.0 (``properties(of:from:to:)``), with an inline binary of 3.0's
    /// form in a 4.0 card (KContacts writes `PHOTO;ENCODING=b`) as a `data:`
    /// URI — a URI is all xCard and jCard have for it, and its base64 is none.
    public static func version4Properties(of card: Card) -> [Property] {
        var properties = properties(of: card, from: card.version, to: .v4_0)
        if card.version == .v4_0 { makeDataURIs(&properties) }
        return properties
    }

    /// Inline binary of 3.0's form (`ENCODING=b` or `BASE64`) in 4.0
    /// properties, as the `data:` URIs 4.0 has for it.
    private static func makeDataURIs(_ properties: inout [Property]) {
        for index in properties.indices where properties[index].isInlineBinary {
            let name = PropertyRegistry.upperASCII(properties[index].name)
            guard binaryProperties.contains(name) else { continue }
            properties[index].detach()
            convertBinary(&properties[index], name: name, to: .v4_0)
        }
    }

    /// The properties whose value may be binary: inline base64 (2.1, 3.0)
    /// or a `data:` URI (4.0).
    private static let binaryProperties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    /// The properties of a `source` card rewritten as a `target` card writes
    /// them, in the same order; unchanged when the versions are the same.
    ///
    /// A property that is moved (a `LABEL` or `SORT-STRING` joined to its
    /// `ADR` or `N`) leaves its place; one with nowhere to go is appended at
    /// the end. Every converted property is detached from the bytes it was
    /// read from, so a writer serializes it afresh.
    public static func convert(_ properties: [Property], from source: VCardVersion, to target: VCardVersion) -> [Property] {
        guard source != target else { return properties }
        var converted: [Property] = []
        converted.reserveCapacity(properties.count)
        // 3.0's LABELs join the ADRs they spell (``AddressLabels``): by the
        // index of each in `properties`, the LABELs as converted, and where each ADR went.
        let labelOf = target == .v4_0 ? AddressLabels.pairs(in: properties, version: source) : [:]
        var labels: [(index: Int, property: Property)] = []
        var addressAt: [Int: Int] = [:]
        var sortStrings: [Property] = []
        // 4.0 allows one KIND: Apple's two spellings of it (a company card
        // has both) give one, the other kept as written, so that it comes
        // back. Of a company's, X-ABShowAs is the KIND, whichever comes
        // first: KIND:org goes back to X-ABShowAs:COMPANY.
        var hasKind = target == .v4_0 && properties.contains { $0.isNamed("KIND") }
        let showsCompany = target == .v4_0 && properties.contains { $0.isNamed("X-ABShowAs") && $0.value.uppercased() == "COMPANY" }
        for (index, original) in properties.enumerated() {
            var property = original
            property.detach()
            normalizeParameters(&property, from: source, to: target)
            reescape(&property, from: source, to: target)
            let name = PropertyRegistry.upperASCII(property.name)
            switch name {
            case "GEO":
                if let value = Geo.converting(property.value, to: target) {
                    property.value = value
                    // 3.0's VALUE=float (ical.js writes it) is no type of 4.0's geo: URI.
                    if target == .v4_0 { property.parameters.removeAll { $0.isNamed("VALUE") } }
                }
            case "TZ":
                convertTimeZone(&property, from: source, to: target)
            case _ where binaryProperties.contains(name):
                convertBinary(&property, name: name, to: target)
            case "TEL" where target != .v4_0:
                if property.value.lowercased().hasPrefix("tel:") {
                    // The URI's number as 3.0 text: its pauses' commas escaped, as any TEL text's (PropertySpec.escaped).
                    property.value = PropertySpec.of("TEL").escaped(String(property.value.dropFirst(4)), version: target)
                    property.parameters.removeAll { $0.isNamed("VALUE") }
                }
            case "LABEL" where target == .v4_0:
                labels.append((index, property))
                continue
            case "BDAY", "ANNIVERSARY", "REV", "DEATHDATE":
                // 4.0 writes a date in the basic form; 2.1 and 3.0 may use the extended one.
                if target == .v4_0 { property.value = DateTimeForm.basic(of: property) }
                if name != "REV" { convertYearless(&property, to: target) }
            case "KIND" where target != .v4_0:
                // Apple's spellings: a group is X-ADDRESSBOOKSERVER-KIND, an
                // organization is shown as a company. Other kinds stay KIND.
                switch property.value.lowercased() {
                case "group", "individual": property.name = "X-ADDRESSBOOKSERVER-KIND"
                case "org":
                    property.name = "X-ABShowAs"
                    property.value = "COMPANY"
                default: break
                }
            case "MEMBER" where target != .v4_0:
                property.name = "X-ADDRESSBOOKSERVER-MEMBER"
            case "AGENT" where target == .v4_0 && property.parameterValues("VALUE").contains { $0.lowercased() == "uri" || $0.lowercased() == "url" }:
                // RFC 6350 A.2: AGENT became RELATED;TYPE=agent (for a URI; an
                // embedded card stays AGENT).
                property.name = "RELATED"
                property.parameters.removeAll { $0.isNamed("VALUE") }
                property.parameters.append(Parameter(name: "TYPE", rawValue: "agent"))
            case "RELATED" where target != .v4_0 && property.types == ["AGENT"]:
                property.name = "AGENT"
                property.parameters.removeAll { $0.isNamed("TYPE") }
                property.parameters.append(Parameter(name: "VALUE", rawValue: "uri"))
            case "SORT-STRING" where target == .v4_0:
                // RFC 6350 A.2: SORT-STRING became the SORT-AS parameter of N.
                sortStrings.append(property)
                continue
            case "X-ABSHOWAS" where target == .v4_0 && !hasKind && property.value.uppercased() == "COMPANY":
                property.name = "KIND"
                property.value = "org"
                hasKind = true
            case "X-ADDRESSBOOKSERVER-KIND" where target == .v4_0 && !hasKind && !(showsCompany && property.value.lowercased() == "org"):
                property.name = "KIND"
                hasKind = true
            case "X-ADDRESSBOOKSERVER-MEMBER" where target == .v4_0:
                property.name = "MEMBER"
            default:
                break
            }
            // 3.0's value types 4.0 has not (binary, phone-number): a data: URI
            // and a number are 4.0's defaults for them.
            if target == .v4_0, source != .v4_0 {
                property.parameters.removeAll { $0.isNamed("VALUE") && ["binary", "phone-number"].contains($0.rawValue.lowercased()) }
            }
            if name == "N" && target != .v4_0, let sortAs = property.parameter("SORT-AS") {
                // 4.0's SORT-AS on N goes back to a SORT-STRING property.
                property.parameters.removeAll { $0.isNamed("SORT-AS") }
                converted.append(property)
                let text = ValueEscaping.escapeText(sortAs.values.joined(separator: " "), version: target)
                converted.append(Property(group: property.group, name: "SORT-STRING", value: text))
                continue
            }
            if name == "ADR" { addressAt[index] = converted.count }
            converted.append(property)
            if name == "ADR" && target != .v4_0, let label = property.parameter("LABEL") {
                // 4.0's LABEL parameter becomes a LABEL property with the ADR's types.
                let index = converted.count - 1
                converted[index].parameters.removeAll { $0.isNamed("LABEL") }
                let types = converted[index].parameters.filter { $0.isNamed("TYPE") }
                let text = Parameter.labelText(label.values.joined(separator: ","))
                converted.append(Property(group: property.group, name: "LABEL", parameters: types,
                                          value: ValueEscaping.escapeText(text, version: target)))
            }
        }
        // 3.0's SORT-STRING joins N as SORT-AS, or stays when there is no N.
        for sortString in sortStrings {
            if let index = converted.firstIndex(where: { $0.isNamed("N") && $0.parameter("SORT-AS") == nil }) {
                let text = ValueEscaping.unescapeText(sortString.value, version: target)
                converted[index].parameters.append(Parameter(name: "SORT-AS", values: [text]))
            } else {
                converted.append(sortString)
            }
        }
        // 3.0's LABEL properties join the ADR they spell, or stay.
        let spelt = Dictionary(labelOf.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for (index, label) in labels {
            if let address = spelt[index].flatMap({ addressAt[$0] }) {
                // Its text, line breaks and all: the parameter writes them as
                // RFC 6868 does (^n), and a backslash as itself (``Parameter/labelValue(_:)``).
                let text = ValueEscaping.unescapeText(label.value, version: target)
                converted[address].parameters.append(Parameter(name: "LABEL", values: [Parameter.labelValue(ValueEscaping.replacing(in: text, lineBreak: "\n", [:]))]))
            } else {
                converted.append(label)
            }
        }
        return converted
    }

    /// The properties of a card read in `version` (3.0 or 4.0) with a repair
    /// of its text, written afresh in that version: as read, but for the
    /// 2.1 encodings the reader undid in them (quoted-printable, `CHARSET`:
    /// the values are Unicode text now), and 2.1's `ENCODING=BASE64`, which
    /// is 3.0's `b` and 4.0's `data:` URI.
    public static func repaired(_ properties: [Property], version: VCardVersion) -> [Property] {
        guard version != .v2_1 else { return properties }
        var properties = properties
        if version == .v4_0 { makeDataURIs(&properties) }
        func isBase64(_ parameter: Parameter) -> Bool { version == .v3_0 && isBase64Encoding(parameter) }
        for index in properties.indices
        where properties[index].parameters.contains(where: { isUndone($0) || isBase64($0) }) {
            properties[index].detach()
            properties[index].parameters = properties[index].parameters.compactMap { parameter in
                isUndone(parameter) ? nil : isBase64(parameter) ? Parameter(name: "ENCODING", rawValue: "b") : parameter
            }
        }
        return properties
    }

    /// 2.1's `ENCODING=BASE64`, which is 3.0's `b`.
    private static func isBase64Encoding(_ parameter: Parameter) -> Bool {
        parameter.canonicalName == "ENCODING" && parameter.rawValue.uppercased() == "BASE64"
    }

    /// `CHARSET`, and `ENCODING=QUOTED-PRINTABLE`, `8BIT` or `7BIT`: 2.1's,
    /// undone by the reader (the values are Unicode text).
    private static func isUndone(_ parameter: Parameter) -> Bool {
        switch parameter.canonicalName {
        case "CHARSET": return true
        case "ENCODING": return ["QUOTED-PRINTABLE", "8BIT", "7BIT"].contains(parameter.rawValue.uppercased())
        default: return false
        }
    }

    // MARK: - Parameters

    private static func normalizeParameters(_ property: inout Property, from source: VCardVersion, to target: VCardVersion) {
        var parameters: [Parameter] = []
        var types: [String] = []
        var preference: String? = nil
        var firstTypeIndex: Int? = nil
        for parameter in property.parameters {
            let canonical = parameter.canonicalName
            switch canonical {
            case _ where isUndone(parameter):
                // Values are Unicode now; 3.0 and 4.0 are UTF-8.
                if target != .v2_1 { continue }
            case _ where target == .v3_0 && isBase64Encoding(parameter):
                // 2.1's BASE64 is 3.0's b, on any property (Outlook's X-MS-CARDPICTURE too).
                parameters.append(Parameter(name: "ENCODING", rawValue: "b"))
                continue
            case "TYPE":
                if firstTypeIndex == nil { firstTypeIndex = parameters.count }
                for value in parameter.values {
                    if value.uppercased() == "PREF" && target == .v4_0 { preference = preference ?? "1" } else { types.append(value) }
                }
                continue
            case "PREF" where target != .v4_0 && parameter.rawValue == "1":
                // 3.0 and 2.1 mark one preferred value, not a rank: PREF=1 is
                // it; a lower rank has no form there and stays as written.
                if firstTypeIndex == nil { firstTypeIndex = parameters.count }
                types.append("pref")
                continue
            case "PREF":
                preference = parameter.rawValue
                continue
            default:
                break
            }
            if parameter.name == nil && target != .v2_1 {
                parameters.append(Parameter(name: canonical, rawValue: parameter.rawValue))
            } else {
                parameters.append(parameter)
            }
        }
        if !types.isEmpty {
            parameters.insert(Parameter(name: "TYPE", values: types), at: firstTypeIndex ?? parameters.count)
        }
        if let preference { parameters.append(Parameter(name: "PREF", rawValue: preference)) }
        property.parameters = parameters
    }

    // MARK: - Values

    /// 2.1 and 3.0/4.0 escape text differently; 3.0 and 4.0 alike. A TEL's
    /// or an EMAIL's text is written as ``PropertySpec/escaped(_:version:)``
    /// says in any conversion: a bare comma in it (a phone's pause) is
    /// escaped, where vobject — and Radicale — would cut the value.
    private static func reescape(_ property: inout Property, from source: VCardVersion, to target: VCardVersion) {
        let upper = PropertyRegistry.upperASCII(property.name)
        if XCardSchema.escapesEveryValue(upper) {
            // A URL, escaped as text whatever its type: Apple's 3.0 "https\://" is "https://" in 4.0.
            property.value = ValueEscaping.escapeText(ValueEscaping.unescapeText(property.value, version: source), version: target)
            return
        }
        let spec = PropertySpec.of(upper)
        if spec.escapesWholeText {
            guard XCardSchema.type(of: spec, value: property.parameter("VALUE")?.values.first) == "text" else { return }
            property.value = spec.escaped(ValueEscaping.unescapeText(property.value, version: source), version: target)
            return
        }
        guard (source == .v2_1) != (target == .v2_1) else { return }
        if source == .v2_1, !PropertyRegistry.hasShape(property.name) {
            // A vendor's property keeps the components its own reader splits
            // at ';' (Android's X-ANDROID-CUSTOM: "vnd.android.cursor.item/
            // nickname;Sonni;1;…"): written as read, but for a backslash
            // other than 2.1's escapes of ';' and of itself, and a line
            // break, which 3.0 would read otherwise (a path's "\new").
            var value = ""
            var scalars = property.value.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "\\" else { value.unicodeScalars.append(scalar); continue }
                let next = scalars.next()
                value += next == ";" ? "\\;" : "\\\\"
                if let next, next != ";", next != "\\" { value.unicodeScalars.append(next) }
            }
            property.value = ValueEscaping.replacing(in: value, lineBreak: "\\n", [:])
            return
        }
        switch PropertyRegistry.shape(of: property.name) {
        case .text:
            property.value = ValueEscaping.escapeText(ValueEscaping.unescapeText(property.value, version: source), version: target)
        case .textList:
            property.value = ValueEscaping.joinList(ValueEscaping.list(property.value, version: source), version: target)
        case .structured(let count):
            var components = ValueEscaping.components(property.value, version: source)
            // 2.1 writers leave trailing components out; 3.0 and 4.0 want them all.
            if let count, components.count < count { components += Array(repeating: [""], count: count - components.count) }
            property.value = ValueEscaping.joinComponents(components, version: target)
        case .binaryOrURI, .verbatim:
            break
        }
    }

    /// Apple's mark of a date without a year before 4.0, which has no
    /// form for one: a year written only because the date must have one.
    static let omittedYear = "X-APPLE-OMIT-YEAR"

    /// A date without a year — 4.0's `--0415` — written before 4.0, whose
    /// dates are whole, as Apple writes one: `X-APPLE-OMIT-YEAR=1604:1604-04-15`;
    /// and such a date back in 4.0 as `--0415`. Any other date stays.
    private static func convertYearless(_ property: inout Property, to target: VCardVersion) {
        // A date given as text ("circa 1800") is no date to complete.
        if property.parameter("VALUE")?.values.first?.lowercased() == "text" { return }
        // A month and a day after `prefix`, in either form ("0415", "04-15"), as four digits.
        func monthDay(after prefix: Int) -> String? {
            let digits = property.value.dropFirst(prefix).filter { $0 != "-" }
            return digits.count == 4 && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? digits : nil
        }
        if target == .v4_0 {
            guard let year = property.parameter(omittedYear)?.values.first, year.count == 4,
                  property.value.hasPrefix(year), let monthDay = monthDay(after: 4) else { return }
            property.value = "--" + monthDay
            property.parameters.removeAll { $0.isNamed(omittedYear) }
        } else {
            guard property.value.hasPrefix("--"), !property.value.hasPrefix("---"), let monthDay = monthDay(after: 2) else { return }
            // 1604, Apple's: a leap year, so that 29 February is a date.
            property.value = "1604-\(monthDay.prefix(2))-\(monthDay.suffix(2))"
            property.parameters.append(Parameter(name: omittedYear, values: ["1604"]))
        }
    }

    /// RFC 2426 §3.4.1 makes a 2.1 or 3.0 TZ a UTC offset unless VALUE says
    /// text; RFC 6350 §6.5.1 makes a 4.0 TZ text unless VALUE says
    /// utc-offset. A 3.0 value without VALUE is an offset only in an
    /// offset's shape (a zone's name without VALUE=text is a common slip,
    /// and stays text); a 4.0 one without VALUE is text, whatever it looks
    /// like, so that 4.0 → 3.0 → 4.0 gives the card back. 3.0 writes an
    /// offset in the extended form (`-05:00`); 2.1 takes either, and has no
    /// VALUE=text.
    private static func convertTimeZone(_ property: inout Property, from source: VCardVersion, to target: VCardVersion) {
        let named = property.parameterValues("VALUE").first?.lowercased()
        property.parameters.removeAll { $0.isNamed("VALUE") }
        guard named == nil || named == "utc-offset" || named == "text" else {
            property.parameters.append(Parameter(name: "VALUE", rawValue: named!))
            return
        }
        let offset = named == "utc-offset" || named == nil && source != .v4_0
        if offset && DateTimeForm.isUTCOffset(property.value) {
            if target == .v4_0 {
                property.value = DateTimeForm.basic(property.value, type: "utc-offset")
                property.parameters.append(Parameter(name: "VALUE", rawValue: "utc-offset"))
            } else {
                property.value = DateTimeForm.extended(property.value, type: "utc-offset")
            }
        } else if target == .v3_0 {
            property.parameters.append(Parameter(name: "VALUE", rawValue: "text"))
        }
    }

    private static func convertBinary(_ property: inout Property, name: String, to target: VCardVersion) {
        if property.isInlineBinary {
            if target == .v4_0 {
                property.parameters.removeAll { $0.isNamed("ENCODING") }
                let typeIndex = property.parameters.firstIndex { $0.isNamed("TYPE") }
                let subtype = typeIndex.map { property.parameters[$0].values.first ?? "" } ?? ""
                if let typeIndex { property.parameters.remove(at: typeIndex) }
                let media = MediaType.ofInline(property: name, typeValue: subtype, base64: property.value) ?? "application/octet-stream"
                property.value = DataURI(mediaType: media, base64: property.value.filter { !$0.isWhitespace }).description
            } else if let index = property.parameters.firstIndex(where: { $0.isNamed("ENCODING") }) {
                property.parameters[index] = Parameter(name: property.parameters[index].name ?? "ENCODING",
                                                       rawValue: target == .v2_1 ? "BASE64" : "b")
                // 2.1's base64 continues on indented lines: the indent is no data (the writer folds anew).
                property.value = property.value.filter { !$0.isWhitespace }
            }
            return
        }
        let valueIndex = property.parameters.firstIndex { $0.isNamed("VALUE") }
        if target == .v4_0 {
            if let valueIndex { property.parameters.remove(at: valueIndex) }
            return
        }
        // From a 4.0 data: URI back to inline base64.
        if let data = DataURI(property.value), data.isBase64 {
            if let valueIndex { property.parameters.remove(at: valueIndex) }
            property.parameters.append(Parameter(name: "ENCODING", rawValue: target == .v2_1 ? "BASE64" : "b"))
            // TYPE says the media type; none where the URI names none, or
            // only application/octet-stream (what 3.0 → 4.0 writes for no TYPE).
            if let media = data.mediaType, media != "application/octet-stream" {
                property.parameters.append(Parameter(name: "TYPE", rawValue: MediaType.typeValue(for: media)))
            }
            property.value = String(data.payload)
        } else if valueIndex == nil {
            property.parameters.append(Parameter(name: "VALUE", rawValue: target == .v2_1 ? "URL" : "uri"))
        } else if let valueIndex {
            property.parameters[valueIndex] = Parameter(name: property.parameters[valueIndex].name ?? "VALUE",
                                                        rawValue: target == .v2_1 ? "URL" : "uri")
        }
    }
}
