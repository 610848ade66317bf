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
        // None to set: one before END, as ``dated(_:version:at:)`` gives it.
        guard stamped else { return dated(text, version: version, at: time) }
        return kept.joined(separator: lineBreak)
    }

    /// `text`, one card, given a REV of `time` before its last END line
    /// where it has no REV line (``hasRevision(_:)``), in the line break that
    /// ends the line before END; every other byte as it was. A card without
    /// an END line is left as it is.
    static func dated(_ text: String, version: VCardVersion, at time: Timestamp) -> String {
        guard !hasRevision(text) else { return text }
        let bytes = Array(text.utf8)
        let end = Array("END:VCARD".utf8)
        func isEnd(at start: Int) -> Bool {
            start + end.count <= bytes.count && zip(bytes[start...], end).allSatisfy { $0 == $1 || $0 == $1 | 0x20 }
        }
        var last: Int?
        for index in bytes.indices where index > 0 && (bytes[index - 1] == 10 || (bytes[index - 1] == 13 && bytes[index] != 10)) {
            if isEnd(at: index) { last = index }
        }
        guard let at = last else { return text }
        let lineBreak: [UInt8] = at >= 2 && bytes[at - 2] == 13 && bytes[at - 1] == 10 ? [13, 10] : [bytes[at - 1]]
        let line = Array("REV:\(HotelCardExporter.revision(time, version: version))".utf8) + lineBreak
        return String(decoding: bytes[..<at] + line + bytes[at...], as: UTF8.self)
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
                // A group ("item1.") before the name.
                name.removeAll(keepingCapacity: true)
            } else {
                name.append(byte)
                // No name or group runs this long: the rest of the line is a value.
                if name.count > 64 { atLineStart = false }
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
