import HotelStore
import VCard

/// A copy of a stored card that was edited without a new REV (an export
/// edited by hand), taken by import as the edit it is (see
/// ``Reconciler/editedCopyBase(of:for:)``).
enum EditedCopy {
    /// `text`, one card, with its REV set to `time` (written as export
    /// writes a REV for `version`), or given one before its END when it has
    /// none; every other byte as it was. The REV an edited copy kept names
    /// the revision it was edited from, which it no longer is: a second copy
    /// of that revision must not be read as an edit of this one.
    static func stamped(_ text: String, version: VCardVersion, at time: Timestamp) -> String {
        let value = HotelCardExporter.revision(time, version: version)
        let lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
        let lines = text.components(separatedBy: lineBreak)
        var stamped = false, inRevision = false
        var kept: [String] = []
        kept.reserveCapacity(lines.count + 1)
        for line in lines {
            // The folded continuation of a REV line goes with it.
            if inRevision, line.first == " " || line.first == "\t" { continue }
            inRevision = false
            if let colon = line.firstIndex(of: ":"), isRevision(line[..<colon]) {
                kept.append(line[...colon] + value)
                stamped = true
                inRevision = true
                continue
            }
            kept.append(line)
        }
        if !stamped, let end = kept.lastIndex(where: { $0.uppercased().hasPrefix("END:VCARD") }) {
            kept.insert("REV:" + value, at: end)
        }
        return kept.joined(separator: lineBreak)
    }

    /// Whether `text`, a card, has a REV line (in any group, any case).
    static func hasRevision(_ text: String) -> Bool {
        var atLineStart = true
        var name: [UInt8] = []
        for byte in text.utf8 {
            if byte == 10 || byte == 13 {
                atLineStart = true
                name.removeAll(keepingCapacity: true)
                continue
            }
            guard atLineStart else { continue }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") {
                if name.count == 3, String(decoding: name, as: UTF8.self).uppercased() == "REV" { return true }
                atLineStart = false
            } else if byte == UInt8(ascii: ".") {
                name.removeAll(keepingCapacity: true)
            } else {
                name.append(byte)
                if name.count > 3 { atLineStart = false }
            }
        }
        return false
    }

    /// Whether a content line's name and parameters (before its colon) are
    /// a REV's, in any group.
    private static func isRevision(_ head: Substring) -> Bool {
        let name = head.split(separator: ";", maxSplits: 1).first.map { $0.split(separator: ".").last ?? $0 } ?? ""
        return name.uppercased() == "REV"
    }
}
