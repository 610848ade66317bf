/// Checks a parsed card against the specification of its version and reports,
/// as warnings, what it does not follow; it changes nothing.
///
/// Everything here is a warning: the card is still usable. The reader only
/// rejects a card for errors in its structure (no END, lines that are not
/// properties), or for warnings in strict mode.
struct CardValidator {
    let fileName: String
    let cardIndex: Int

    struct Frame {
        var beginLine: Int
        var beginGroup: String?
        var beginHasTrailingSpace: Bool
        /// `nil` when the card has no END line.
        var endGroup: String??
        var endLine: Int
    }

    func check(_ properties: [Property], version: VCardVersion, versionProperty: Property?,
               frame: Frame, into diagnostics: inout [Diagnostic]) {
        func warn(_ code: DiagnosticCode, _ message: String, line: Int, repair: Repair? = nil) {
            diagnostics.append(Diagnostic(.warning, code, message, file: fileName, line: line,
                                          cardIndex: cardIndex, repair: repair))
        }

        if frame.beginHasTrailingSpace {
            warn(.malformedLine, "spaces after BEGIN:VCARD; ignored", line: frame.beginLine)
        }
        if let versionProperty {
            if VCardVersion(versionValue: versionProperty.value) == nil {
                warn(.unknownVersion, "VERSION is not 2.1, 3.0 or 4.0; read as \(version.rawValue)",
                     line: versionProperty.origin?.line ?? frame.beginLine)
            }
        } else {
            warn(.missingVersion, "card has no VERSION; read as vCard \(version.rawValue)", line: frame.beginLine)
        }
        if case .some(let endGroup) = frame.endGroup, endGroup != frame.beginGroup {
            warn(.groupMismatch, "END:VCARD is not in the same group as BEGIN:VCARD", line: frame.endLine)
        }

        var hasFN = false, hasN = false, contentCount = 0
        for property in properties {
            let line = property.origin?.line ?? frame.beginLine
            let name = PropertyRegistry.upperASCII(property.name)
            switch name {
            case "VERSION": continue
            case "FN": hasFN = true
            case "N": hasN = true
            default: break
            }
            contentCount += 1
            if let group = frame.beginGroup, property.group != group {
                if property.group == nil {
                    warn(.missingGroup, "\(name) has no group, but BEGIN:VCARD is in one", line: line)
                } else {
                    warn(.groupMismatch, "\(name) is in another group than BEGIN:VCARD", line: line)
                }
            }
            if !PropertyRegistry.isKnown(name) {
                warn(.unknownProperty, "\(name) is not a vCard property and has no X- prefix; kept as is", line: line)
            }
            checkParameters(property, name: name, version: version, line: line, warn)
            checkValue(property, name: name, version: version, line: line, warn)
        }

        if !hasFN && version != .v2_1 {
            warn(.missingFormattedName, "card has no FN, which vCard \(version.rawValue) requires; a name is derived from N, ORG, NICKNAME, EMAIL or TEL",
                 line: frame.beginLine, repair: .missingFormattedName)
        }
        if !hasN && version != .v4_0 {
            warn(.missingName, "card has no N, which vCard \(version.rawValue) requires", line: frame.beginLine)
        }
        if contentCount == 0 {
            warn(.emptyCard, "card has no properties", line: frame.beginLine)
        }
    }

    private func checkParameters(
        _ property: Property, name: String, version: VCardVersion, line: Int,
        _ warn: (DiagnosticCode, String, Int, Repair?) -> Void
    ) {
        for parameter in property.parameters {
            guard let paramName = parameter.name else {
                if version != .v2_1 {
                    warn(.bareParameter, "\(name) has a parameter without a name; read as \(parameter.canonicalName)=\(parameter.rawValue) as in vCard 2.1", line, nil)
                }
                if parameter.canonicalName == "ENCODING" { checkEncoding(parameter.rawValue, name, version, line, warn) }
                continue
            }
            switch PropertyRegistry.upperASCII(paramName) {
            case "ENCODING":
                checkEncoding(parameter.rawValue, name, version, line, warn)
            case "LANGUAGE":
                for tag in parameter.values where !LanguageTag.isWellFormed(tag) {
                    warn(.invalidLanguageTag, "\(name) has LANGUAGE=\(tag), which is not a language tag (RFC 5646)", line, nil)
                }
            case "TYPE":
                guard let allowed = TypeValues.allowed[name] else { continue }
                for value in parameter.values {
                    let upper = PropertyRegistry.upperASCII(value)
                    if !allowed.contains(upper) && !upper.hasPrefix("X-") {
                        warn(.unknownParameterValue, "\(name) has TYPE=\(value), which vCard \(version.rawValue) does not define; kept", line, nil)
                    }
                }
            default:
                break
            }
        }
    }

    private func checkEncoding(
        _ value: String, _ name: String, _ version: VCardVersion, _ line: Int,
        _ warn: (DiagnosticCode, String, Int, Repair?) -> Void
    ) {
        guard version != .v2_1 else { return }
        switch PropertyRegistry.upperASCII(value) {
        case "QUOTED-PRINTABLE":
            warn(.repaired, "\(name) is quoted-printable, which vCard \(version.rawValue) does not have; decoded", line, .quotedPrintableInModernCard)
        case "BASE64":
            warn(.repaired, "\(name) has ENCODING=BASE64; vCard \(version.rawValue) spells it ENCODING=b; read as base64", line, .base64EncodingName)
        default:
            break
        }
    }

    private func checkValue(
        _ property: Property, name: String, version: VCardVersion, line: Int,
        _ warn: (DiagnosticCode, String, Int, Repair?) -> Void
    ) {
        switch name {
        case "N", "ADR":
            let expected = name == "N" ? 5 : 7
            let count = ValueEscaping.split(property.value, at: ";").count
            if count != expected {
                warn(.componentCount, "\(name) has \(count) component\(count == 1 ? "" : "s"); vCard expects \(expected)", line, nil)
            }
            if name == "ADR", AddressRepair.streetHoldsWholeAddress(property.value, version: version) {
                warn(.repaired, "ADR has the whole address in its street component; the address view splits it", line, .addressInStreet)
            }
        case "PHOTO", "LOGO", "SOUND", "KEY":
            guard version != .v4_0, !property.isInlineBinary, property.parameter("VALUE") == nil else { return }
            if property.value.contains("://") {
                warn(.missingValueType, "\(name) holds a URI but has no VALUE=\(version == .v2_1 ? "URL" : "uri"); read as a URI", line, nil)
            }
        default:
            break
        }
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

/// The TYPE values the specifications (and the clients everyone uses) define
/// for the properties whose types are a closed list.
enum TypeValues {
    static let allowed: [String: Set<String>] = [
        "ADR": ["DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF", "OTHER"],
        "LABEL": ["DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF", "OTHER"],
        "TEL": ["HOME", "MSG", "WORK", "PREF", "VOICE", "FAX", "CELL", "VIDEO", "PAGER", "BBS", "MODEM",
                "CAR", "ISDN", "PCS", "TEXT", "TEXTPHONE", "MAIN", "OTHER", "IPHONE", "MOBILE"],
        "EMAIL": ["INTERNET", "X400", "PREF", "HOME", "WORK", "OTHER", "AOL", "APPLELINK", "ATTMAIL",
                  "CIS", "EWORLD", "IBMMAIL", "MCIMAIL", "POWERSHARE", "PRODIGY", "TLX"],
    ]
}
