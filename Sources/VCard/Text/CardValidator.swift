/// The card-level checks: VERSION, the required FN and N, groups on
/// BEGIN/END. Per-property checks run during parsing (``PropertyRules``).
/// Everything here is a warning: the card is still usable.
struct CardValidator {
    let fileName: String
    let cardIndex: Int

    struct Frame {
        var beginLine: Int
        /// BEGIN's group; an empty one is none (``beginHasEmptyGroup``).
        var beginGroup: String?
        var beginHasEmptyGroup: Bool
        var beginHasTrailingSpace: Bool
        var beginIsIndented: Bool
        var beginFollowsEnd: Bool
        /// `nil` when the card has no END line.
        var endGroup: String??
        var endLine: Int
    }

    func check(_ output: CardParser.Output, properties: ReadProperties, version: VCardVersion, frame: Frame,
               into diagnostics: inout [Diagnostic]) {
        func warn(_ code: DiagnosticCode, _ message: String, line: Int, repair: Repair? = nil) {
            diagnostics.append(Diagnostic(.warning, code, message, file: fileName, line: line,
                                          cardIndex: cardIndex, repair: repair))
        }
        for pending in output.pending where pending.versions.includes(version) {
            warn(pending.code, pending.message, line: pending.line, repair: pending.repair)
        }
        if frame.beginHasTrailingSpace {
            warn(.malformedLine, "spaces after BEGIN:VCARD; ignored", line: frame.beginLine)
        }
        if frame.beginFollowsEnd {
            warn(.repaired, "BEGIN:VCARD follows END:VCARD on one line; read as the start of the next card", line: frame.beginLine,
                 repair: .endThenBegin)
        }
        if frame.beginIsIndented {
            warn(.repaired, "spaces before BEGIN:VCARD; read as the card's start", line: frame.beginLine, repair: .indentedBegin)
        }
        if frame.beginHasEmptyGroup {
            warn(.repaired, "BEGIN:VCARD has an empty group ('.BEGIN'); the card's empty groups are read as none",
                 line: frame.beginLine, repair: .emptyGroup)
        }
        if let versionLine = output.versionLine {
            if output.version == nil {
                warn(.unknownVersion, "VERSION is not 2.1, 3.0 or 4.0; read as \(version.rawValue)", line: versionLine)
            }
        } else {
            warn(.missingVersion, "card has no VERSION; read as vCard \(version.rawValue)", line: frame.beginLine)
        }
        if case .some(let endGroup) = frame.endGroup, endGroup != frame.beginGroup {
            warn(.groupMismatch, "END:VCARD is not in the same group as BEGIN:VCARD", line: frame.endLine)
        }
        if let group = frame.beginGroup {
            for property in properties.all where property.group != group {
                let line = property.origin?.line ?? frame.beginLine
                if property.group == nil {
                    warn(.missingGroup, "\(property.name) has no group, but BEGIN:VCARD is in one", line: line)
                } else {
                    warn(.groupMismatch, "\(property.name) is in another group than BEGIN:VCARD", line: line)
                }
            }
        }
        if !output.hasFormattedName && version != .v2_1 {
            warn(.missingFormattedName, "card has no FN, which vCard \(version.rawValue) requires; a name is derived from N, ORG, NICKNAME, EMAIL or TEL",
                 line: frame.beginLine, repair: .missingFormattedName)
        }
        if !output.hasName && version != .v4_0 {
            warn(.missingName, "card has no N, which vCard \(version.rawValue) requires", line: frame.beginLine)
        }
        if output.contentCount == 0 {
            warn(.emptyCard, "card has no properties", line: frame.beginLine)
        }
    }
}
