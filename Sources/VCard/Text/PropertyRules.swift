/// The per-property checks of the specifications, run by the parser on each
/// content line's bytes while they are at hand (a second pass over the
/// finished properties costs more than the parse). Each check only warns; the
/// property is kept as written.
enum PropertyRules {
    /// Checks the line and returns what its parameters say of the value's
    /// transfer encoding (found on the same pass).
    @discardableResult
    static func check(_ base: UnsafePointer<UInt8>, _ content: ContentLine.Parts, parameters: UnsafeBufferPointer<ContentLine.RawParameter>,
                      line: Int, into output: inout CardParser.Output) -> TransferEncoding {
        var encoding = TransferEncoding()
        let nameRange = content.name
        var name: String { String(decoding: UnsafeBufferPointer(start: base + nameRange.lowerBound, count: nameRange.count), as: UTF8.self) }
        let kind = KnownName(base, nameRange)
        switch kind {
        case .version:
            if output.versionLine == nil {
                output.versionLine = line
                output.version = VersionValue.parse(base, content.value)
            }
            return TransferEncoding(base, parameters)
        case .formattedName: output.hasFormattedName = true
        case .name: output.hasName = true
        default: break
        }
        output.contentCount += 1

        if kind == .other, !isExtensionName(base, nameRange), !PropertyRegistry.isKnown(base, nameRange) {
            output.pending.append(PendingDiagnostic(
                .unknownProperty, "\(name) is not a vCard property and has no X- prefix; kept as is", line: line))
        }

        var hasValueParameter = false
        var isInlineBinary = false
        for parameter in parameters {
            encoding.note(base, parameter)
            let value = parameter.value
            guard let paramName = parameter.name else {
                let text = String(decoding: UnsafeBufferPointer(start: base + value.lowerBound, count: value.count), as: UTF8.self)
                let canonical = Parameter(name: nil, rawValue: text).canonicalName
                output.pending.append(PendingDiagnostic(
                    .bareParameter, "\(name) has a parameter without a name; read as \(canonical)=\(text) as in vCard 2.1",
                    line: line, versions: .modern))
                if canonical == "ENCODING" { checkEncoding(base, value, name: name, line: line, &output, &isInlineBinary) }
                if canonical == "VALUE" { hasValueParameter = true }
                continue
            }
            if ByteClass.matches(base, paramName.lowerBound, paramName.upperBound, "ENCODING") {
                checkEncoding(base, value, name: name, line: line, &output, &isInlineBinary)
            } else if ByteClass.matches(base, paramName.lowerBound, paramName.upperBound, "VALUE") {
                hasValueParameter = true
            } else if ByteClass.matches(base, paramName.lowerBound, paramName.upperBound, "TYPE"), kind.hasClosedTypes {
                func check(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
                    guard end > start, !kind.allowsType(base, start, end), !isExtensionName(base, start..<end) else { return }
                    let token = PropertyRegistry.upperASCII(String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self))
                    output.pending.append(PendingDiagnostic(
                        .unknownParameterValue, "\(name) has TYPE=\(token), which the vCard specifications do not define; kept",
                        line: line))
                }
                if !value.isEmpty, base[value.lowerBound] == UInt8(ascii: "\"") {
                    // Quoted: the values the parameter gives (``Parameter/values``:
                    // a quoted list of words splits, a quoted label is one).
                    let text = String(decoding: UnsafeBufferPointer(start: base + value.lowerBound, count: value.count), as: UTF8.self)
                    for var type in Parameter(name: "TYPE", rawValue: text).values {
                        type.withUTF8 { bytes in if let start = bytes.baseAddress { check(start, 0, bytes.count) } }
                    }
                } else {
                    forEachListItem(base, value) { start, end in check(base, start, end) }
                }
            } else if ByteClass.matches(base, paramName.lowerBound, paramName.upperBound, "LANGUAGE") {
                forEachListItem(base, value) { start, end in
                    let tag = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                    if !LanguageTag.isWellFormed(tag) {
                        output.pending.append(PendingDiagnostic(
                            .invalidLanguageTag, "\(name) has LANGUAGE=\(tag), which is not a language tag (RFC 5646)", line: line))
                    }
                }
            }
        }

        switch kind {
        case .name, .address:
            let expected = kind == .name ? nameComponents : addressComponents
            let shape = kind == .name ? ComponentShape(countingIn: base, content.value) : ComponentShape(base, content.value)
            // RFC 9554's components extend vCard 4.0's N and ADR only.
            if shape.count != expected.lowerBound {
                let said = "\(name) has \(shape.count) component\(shape.count == 1 ? "" : "s"); vCard expects \(expected.lowerBound)"
                if expected.contains(shape.count) {
                    output.pending.append(PendingDiagnostic(.componentCount, said + " before 4.0", line: line, versions: .beforeV4))
                } else {
                    output.pending.append(PendingDiagnostic(
                        .componentCount, said + " (4.0 up to \(expected.upperBound), with RFC 9554's)", line: line, versions: .v4_0))
                    output.pending.append(PendingDiagnostic(.componentCount, said, line: line, versions: .beforeV4))
                }
            }
            if kind == .address && shape.onlyStreetIsFilled && shape.streetHasSeparator {
                output.pending.append(PendingDiagnostic(
                    .repaired, "ADR has the whole address in its street component; the address view splits it",
                    line: line, repair: .addressInStreet))
            }
        case .media:
            if !isInlineBinary && !hasValueParameter && containsSchemeSeparator(base, content.value) {
                output.pending.append(PendingDiagnostic(
                    .missingValueType, "\(name) holds a URI but has no VALUE=uri (VALUE=URL in 2.1); read as a URI",
                    line: line, versions: .beforeV4))
            }
        default:
            break
        }
        return encoding
    }

    /// N's and ADR's component counts, as ``PropertySpec/table`` gives them
    /// (read once: the check runs on every N and ADR line).
    private static let nameComponents = PropertySpec.componentCounts(of: "N") ?? 0...0
    private static let addressComponents = PropertySpec.componentCounts(of: "ADR") ?? 0...0

    private static func checkEncoding(
        _ base: UnsafePointer<UInt8>, _ value: Range<Int>, name: String, line: Int,
        _ output: inout CardParser.Output, _ isInlineBinary: inout Bool
    ) {
        if ByteClass.matches(base, value.lowerBound, value.upperBound, "QUOTED-PRINTABLE") {
            output.pending.append(PendingDiagnostic(
                .repaired, "\(name) is quoted-printable, which vCard 3.0 and 4.0 do not have; decoded",
                line: line, repair: .quotedPrintableInModernCard, versions: .modern))
        } else if ByteClass.matches(base, value.lowerBound, value.upperBound, "BASE64") {
            isInlineBinary = true
            output.pending.append(PendingDiagnostic(
                .repaired, "\(name) has ENCODING=BASE64, which vCard 3.0 spells ENCODING=b; read as base64",
                line: line, repair: .base64EncodingName, versions: .modern))
        } else if ByteClass.matches(base, value.lowerBound, value.upperBound, "B") {
            isInlineBinary = true
        }
    }

    /// Calls `body` with the byte range of each comma-separated item, quotes removed.
    private static func forEachListItem(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ body: (Int, Int) -> Void) {
        var start = range.lowerBound
        var i = range.lowerBound
        while i <= range.upperBound {
            if i == range.upperBound || base[i] == UInt8(ascii: ",") {
                var s = start, e = i
                if e - s >= 2 && base[s] == UInt8(ascii: "\"") && base[e - 1] == UInt8(ascii: "\"") { s += 1; e -= 1 }
                body(s, e)
                start = i + 1
            }
            i += 1
        }
    }

    private static func isExtensionName(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.count >= 2 && ByteClass.upper(base[range.lowerBound]) == UInt8(ascii: "X") && base[range.lowerBound + 1] == UInt8(ascii: "-")
    }

    private static func containsSchemeSeparator(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        ByteClass.contains(base, range.lowerBound, Swift.min(range.upperBound, range.lowerBound + 64), "://")
    }
}

/// Reads a VERSION value from bytes: the exact forms without making a string.
enum VersionValue {
    static func parse(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> VCardVersion? {
        if range.count == 3 && base[range.lowerBound + 1] == UInt8(ascii: ".") {
            switch (base[range.lowerBound], base[range.lowerBound + 2]) {
            case (UInt8(ascii: "3"), UInt8(ascii: "0")): return .v3_0
            case (UInt8(ascii: "4"), UInt8(ascii: "0")): return .v4_0
            case (UInt8(ascii: "2"), UInt8(ascii: "1")): return .v2_1
            default: break
            }
        }
        return VCardVersion(versionValue: String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self))
    }
}

/// The property names the checks single out, recognized from bytes: a few
/// byte comparisons by length, cheaper than the registry's lookup, for the
/// names nearly every line has. Every name recognized here is one of
/// ``PropertySpec/table`` (a `.common` name skips the unknown-property check),
/// and `.media` is exactly its `.binaryOrURI` properties; PropertySpecTests
/// checks both against the table.
enum KnownName: Equatable {
    case version, formattedName, name, address, label, telephone, email
    /// PHOTO, LOGO, SOUND, KEY: a URI or inline binary data.
    case media
    /// Another property of the specifications, among the most common ones.
    case common
    /// Any other name: an X- name, a rarer known one, or an unknown one.
    case other

    init(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) {
        let s = range.lowerBound, e = range.upperBound
        switch e - s {
        case 1: self = ByteClass.upper(base[s]) == UInt8(ascii: "N") ? .name : .other
        case 2:
            if ByteClass.matches(base, s, e, "FN") { self = .formattedName }
            else if ByteClass.matches(base, s, e, "TZ") { self = .common }
            else { self = .other }
        case 3:
            if ByteClass.matches(base, s, e, "ADR") { self = .address }
            else if ByteClass.matches(base, s, e, "TEL") { self = .telephone }
            else if ByteClass.matches(base, s, e, "KEY") { self = .media }
            else if ByteClass.matches(base, s, e, "ORG") || ByteClass.matches(base, s, e, "URL")
                        || ByteClass.matches(base, s, e, "REV") || ByteClass.matches(base, s, e, "UID")
                        || ByteClass.matches(base, s, e, "GEO") { self = .common }
            else { self = .other }
        case 4:
            if ByteClass.matches(base, s, e, "LOGO") { self = .media }
            else if ByteClass.matches(base, s, e, "NOTE") || ByteClass.matches(base, s, e, "BDAY")
                        || ByteClass.matches(base, s, e, "ROLE") || ByteClass.matches(base, s, e, "KIND")
                        || ByteClass.matches(base, s, e, "IMPP") { self = .common }
            else { self = .other }
        case 5:
            if ByteClass.matches(base, s, e, "EMAIL") { self = .email }
            else if ByteClass.matches(base, s, e, "PHOTO") || ByteClass.matches(base, s, e, "SOUND") { self = .media }
            else if ByteClass.matches(base, s, e, "LABEL") { self = .label }
            else if ByteClass.matches(base, s, e, "TITLE") { self = .common }
            else { self = .other }
        case 6: self = ByteClass.matches(base, s, e, "PRODID") ? .common : .other
        case 7: self = ByteClass.matches(base, s, e, "VERSION") ? .version : .other
        case 8: self = ByteClass.matches(base, s, e, "NICKNAME") ? .common : .other
        case 10: self = ByteClass.matches(base, s, e, "CATEGORIES") ? .common : .other
        default: self = .other
        }
    }

    /// Whether the specifications close the list of this property's TYPE values.
    var hasClosedTypes: Bool {
        switch self {
        case .address, .label, .telephone, .email: return true
        default: return false
        }
    }

    /// Whether `base[start..<end]` is one of this property's TYPE values.
    /// (The lists are not handed out: a copy of a list is a counted reference.)
    func allowsType(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch self {
        case .address, .label: return TypeValues.address.contains(base, start, end)
        case .telephone: return TypeValues.telephone.contains(base, start, end)
        case .email: return TypeValues.email.contains(base, start, end)
        default: return true
        }
    }
}

/// The TYPE values the specifications (and the clients everyone uses) define
/// for the properties whose types are a closed list.
enum TypeValues {
    static let address = WordList(["DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF", "OTHER"])
    static let telephone = WordList([
        "HOME", "MSG", "WORK", "PREF", "VOICE", "FAX", "CELL", "VIDEO", "PAGER", "BBS", "MODEM",
        "CAR", "ISDN", "PCS", "TEXT", "TEXTPHONE", "MAIN", "OTHER", "IPHONE", "MOBILE",
    ])
    static let email = WordList([
        "INTERNET", "X400", "PREF", "HOME", "WORK", "OTHER", "AOL", "APPLELINK", "ATTMAIL",
        "CIS", "EWORLD", "IBMMAIL", "MCIMAIL", "POWERSHARE", "PRODIGY", "TLX",
    ])
}

/// A short list of upper-case ASCII words, grouped by length, matched against
/// bytes without case: a handful of byte comparisons, no hashing.
struct WordList: Sendable {
    private let byLength: [[[UInt8]]]

    init(_ words: [String]) {
        var byLength = [[[UInt8]]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
        for word in words { byLength[word.utf8.count].append(Array(word.utf8)) }
        self.byLength = byLength
    }

    @inline(__always)
    func contains(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < byLength.count else { return false }
        for word in byLength[length] {
            var k = 0
            while k < length && ByteClass.upper(base[start + k]) == word[k] { k += 1 }
            if k == length { return true }
        }
        return false
    }
}

/// The component count of a structured value, found without splitting it.
struct ComponentShape {
    /// Only the count (for N): unescaped semicolons, plus one.
    init(countingIn base: UnsafePointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = base[i]
            if byte == UInt8(ascii: ";") { count += 1 } else if byte == UInt8(ascii: "\\") { i += 1 }
            i += 1
        }
        onlyStreetIsFilled = false
    }

    var count = 1
    /// Whether the third component (ADR's street) is the only non-empty one.
    var onlyStreetIsFilled = true
    /// Whether the street holds a comma or a line break (escaped or not), or
    /// begins with Japan's postal mark: it may hold the whole address.
    var streetHasSeparator = false

    init(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) {
        var componentHasText = false
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let byte = base[i]
            i += 1
            if byte > UInt8(ascii: "\\") || (byte > UInt8(ascii: ";") && byte != UInt8(ascii: "\\")) {
                componentHasText = true   // the common case: an ordinary character
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"):
                componentHasText = true
                if i < end {
                    let escaped = base[i]
                    i += 1
                    if count == 3 && (escaped == UInt8(ascii: ",") || escaped == UInt8(ascii: "n") || escaped == UInt8(ascii: "N")) {
                        streetHasSeparator = true
                    }
                }
            case UInt8(ascii: ";"):
                if componentHasText && count != 3 { onlyStreetIsFilled = false }
                count += 1
                componentHasText = false
                // A street begun by Japan's postal mark (〒, E3 80 92) and a digit holds its code and the rest.
                if count == 3, i + 3 < end, base[i] == 0xE3, base[i + 1] == 0x80, base[i + 2] == 0x92 {
                    var next = i + 3
                    while next < end, base[next] == UInt8(ascii: " ") { next += 1 }
                    // An ASCII digit, or a full-width one (EF BC 90–99).
                    if next < end, base[next] >= 0x30 && base[next] <= 0x39
                        || next + 2 < end && base[next] == 0xEF && base[next + 1] == 0xBC && (0x90...0x99).contains(base[next + 2]) {
                        streetHasSeparator = true
                    }
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            case UInt8(ascii: ","), 10, 13:
                if count == 3 { streetHasSeparator = true }
                componentHasText = true
            default:
                componentHasText = true
            }
        }
        if componentHasText && count != 3 { onlyStreetIsFilled = false }
        if count < 3 { onlyStreetIsFilled = false }
    }
}

/// RFC 5646 language tags, checked for shape only: `en`, `en-GB`, `zh-Hant-TW`.
enum LanguageTag {
    static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...8).contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }
}
