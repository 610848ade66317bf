import TextFolding
import VCard

/// A `.vcf` card's id: its UID — with `#2`, `#3`… for a repeated one, in
/// file order — or `hash-` and a hash of its normalized content.
extension CardFileBook {
    /// A card's id before its occurrence number: its UID, or `hash-` and
    /// the hash of its normalized content.
    static func baseID(of card: Card) -> String {
        if let uid = card.uid.map(\.trimmedWhitespace), !uid.isEmpty { return uid }
        return "hash-" + CardFingerprint.hash(of: card)
    }

    /// The value of the first `UID:` line of raw card bytes (unfolded
    /// only as far as a UID needs: a continuation line is joined).
    static func uidLine(in bytes: ArraySlice<UInt8>) -> String? {
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if line.count > 4, line.prefix(4).map({ $0 | 0x20 }) == Array("uid:".utf8) {
                var value = Array(line.dropFirst(4))
                var next = lineEnd + 1
                while next < bytes.endIndex, bytes[next] == 0x20 || bytes[next] == 0x09 {
                    let end = bytes[next...].firstIndex(of: 0x0A) ?? bytes.endIndex
                    var continuation = bytes[(next + 1)..<end]
                    if continuation.last == 0x0D { continuation = continuation.dropLast() }
                    value += continuation
                    next = end + 1
                }
                let uid = String(decoding: value, as: UTF8.self).trimmedWhitespace
                return uid.isEmpty ? nil : uid
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    static func baseID(of bytes: [UInt8]) -> String? {
        VCardReader.read(bytes: bytes).cards.first.map(baseID(of:))
    }

    /// The id of a card whose base id is `base`, the `occurrence`th in the
    /// file: the base, with `%` and `#` written `%25` and `%23` so that an
    /// occurrence number after a `#` is never a UID's own.
    static func id(_ base: String, occurrence: Int) -> String {
        var id = base
        if hasIDMark(base) {
            id = base.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "#", with: "%23")
        }
        return occurrence == 1 ? id : "\(id)#\(occurrence)"
    }

    /// The occurrence number an ``id(_:occurrence:)`` was made with: 1 for
    /// an id without one.
    static func occurrence(ofID id: String) -> Int {
        guard hasIDMark(id), let mark = id.utf8.lastIndex(of: UInt8(ascii: "#")) else { return 1 }
        return Int(String(id[id.utf8.index(after: mark)...])) ?? 1
    }

    /// The base id an ``id(_:occurrence:)`` was made from.
    static func baseID(ofID id: String) -> String {
        guard hasIDMark(id) else { return id }
        // Only an occurrence number follows a `#`; `%` starts an escape.
        let utf8 = id.utf8
        let end = utf8.lastIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        let base = String(id[..<end])
        guard hasIDMark(base) else { return base }
        return base.replacingOccurrences(of: "%23", with: "#").replacingOccurrences(of: "%25", with: "%")
    }

    /// Whether `text` holds a `#` or a `%` (one pass over its bytes in place).
    static func hasIDMark(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Eight bytes at a step: a byte equal to `#` or `%` is a zero
            // byte of the word XORed with that byte repeated.
            let hashes: UInt64 = 0x2323_2323_2323_2323, percents: UInt64 = 0x2525_2525_2525_2525
            let lows: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- lows) & ~word & highs != 0 }
            var offset = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if hasZeroByte(word ^ hashes) || hasZeroByte(word ^ percents) { return true }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] == UInt8(ascii: "#") || raw[offset] == UInt8(ascii: "%") { return true }
                offset += 1
            }
            return false
        }
    }
}
